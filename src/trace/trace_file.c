/*
 * The trace file format (documented in include/kaba/trace.h): encoding,
 * a decoder that treats the file as untrusted, and atomic file writing.
 */
#include "kaba/trace.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/file.h"

/* Version 2 adds the methods section, version 3 the reflection records of
 * member lookups and enumerations (the same layout); versions 1 and 2 are
 * still read. */
static const char magic[8] = "KABATRC3", magic_v2[8] = "KABATRC2", magic_v1[8] = "KABATRC1";
static const char trailer[4] = "END.";

int kaba_trace_encode(const struct kaba_trace *t, struct kaba_buf *out)
{
	uint32_t i;

	kaba_buf_put(out, !t->ran_recorded ? magic_v1 : t->lookups_recorded ? magic : magic_v2,
		     sizeof(magic));
	kaba_buf_u32(out, t->nstrings);
	for (i = 0; i < t->nstrings; i++) {
		size_t n = strlen(t->strings[i]);

		if (n > 0xffff)
			return -1;
		kaba_buf_u16(out, (uint16_t)n);
		kaba_buf_put(out, t->strings[i], n);
	}
	kaba_buf_u32(out, t->nsites);
	for (i = 0; i < t->nsites; i++) {
		const struct kaba_trace_site *s = &t->sites[i];

		kaba_buf_u8(out, s->kind);
		kaba_buf_u32(out, s->class_name);
		kaba_buf_u32(out, s->in_class);
		kaba_buf_u32(out, s->in_method);
		kaba_buf_u32(out, s->in_desc);
		kaba_buf_u32(out, s->bci);
		kaba_buf_u32(out, s->line);
	}
	kaba_buf_u32(out, t->ncolumns);
	for (i = 0; i < t->ncolumns; i++) {
		const struct kaba_trace_column *c = &t->columns[i];

		kaba_buf_u8(out, c->kind);
		kaba_buf_u32(out, c->class_name);
		kaba_buf_u32(out, c->name);
		kaba_buf_u32(out, c->desc);
		kaba_buf_u32(out, c->bci);
		kaba_buf_u32(out, c->type);
	}
	kaba_buf_u32(out, t->nentries);
	for (i = 0; i < t->nentries; i++) {
		kaba_buf_u32(out, t->entries[i].site);
		kaba_buf_u32(out, t->entries[i].column);
	}
	kaba_buf_u32(out, t->nreflect);
	for (i = 0; i < t->nreflect; i++) {
		const struct kaba_trace_reflect *r = &t->reflect[i];

		kaba_buf_u8(out, r->api);
		kaba_buf_u32(out, r->caller_class);
		kaba_buf_u32(out, r->caller_method);
		kaba_buf_u32(out, r->caller_desc);
		kaba_buf_u32(out, r->bci);
		kaba_buf_u32(out, r->line);
		kaba_buf_u32(out, r->target_class);
		kaba_buf_u32(out, r->target_name);
		kaba_buf_u32(out, r->target_desc);
		kaba_buf_u32(out, r->receiver);
		kaba_buf_u32(out, r->count);
	}
	if (t->ran_recorded) {
		kaba_buf_u32(out, t->nmethods);
		for (i = 0; i < t->nmethods; i++) {
			kaba_buf_u8(out, t->methods[i].flags);
			kaba_buf_u32(out, t->methods[i].class_name);
			kaba_buf_u32(out, t->methods[i].name);
			kaba_buf_u32(out, t->methods[i].desc);
		}
	}
	kaba_buf_put(out, trailer, sizeof(trailer));
	return out->oom ? -1 : 0;
}

/* A bounds-checked reader over the file bytes. */
struct reader {
	const uint8_t *p;
	size_t len, pos;
	const char *name;
	struct kaba_error *err;
	int failed;
};

static int short_read(struct reader *r, const char *what)
{
	if (!r->failed)
		kaba_fail(r->err, KABA_EINPUT, r->name, (long long)r->pos,
			  "truncated trace file: %s", what);
	r->failed = 1;
	return -1;
}

static uint32_t get_u(struct reader *r, int bytes, const char *what)
{
	uint32_t v = 0;
	int i;

	if (r->failed)
		return 0;
	if (r->len - r->pos < (size_t)bytes) {
		short_read(r, what);
		return 0;
	}
	for (i = 0; i < bytes; i++)
		v = v << 8 | r->p[r->pos++];
	return v;
}

/* An index into a table of n items; 0 on failure (always a valid index). */
static uint32_t get_ref(struct reader *r, uint32_t n, const char *what)
{
	size_t at = r->pos;
	uint32_t v = get_u(r, 4, what);

	if (!r->failed && v >= n) {
		kaba_fail(r->err, KABA_EINPUT, r->name, (long long)at,
			  "bad %s index %u (table has %u)", what, v, n);
		r->failed = 1;
	}
	return r->failed ? 0 : v;
}

/* A count followed by records of at least `min` bytes each. */
static uint32_t get_count(struct reader *r, size_t min, const char *what)
{
	size_t at = r->pos;
	uint32_t n = get_u(r, 4, what);

	if (r->failed)
		return 0;
	if (n > KABA_TRACE_MAX_ITEMS || (size_t)n * min > r->len - r->pos) {
		kaba_fail(r->err, KABA_EINPUT, r->name, (long long)at,
			  "%s count %u exceeds the file", what, n);
		r->failed = 1;
		return 0;
	}
	return n;
}

static int decode_strings(struct kaba_trace *t, struct reader *r, uint32_t *map)
{
	uint32_t i, n = get_count(r, 2, "string");
	char *s = malloc(0x10000);

	if (!s)
		return kaba_fail(r->err, KABA_EIO, r->name, -1, "out of memory");
	for (i = 0; i < n && !r->failed; i++) {
		size_t at = r->pos;
		uint32_t len = get_u(r, 2, "string length");

		if (r->failed)
			break;
		if (len > r->len - r->pos) {
			short_read(r, "string");
			break;
		}
		memcpy(s, r->p + r->pos, len);
		s[len] = '\0';
		if (memchr(s, '\0', len)) {
			kaba_fail(r->err, KABA_EINPUT, r->name, (long long)at,
				  "string %u contains a NUL byte", i);
			r->failed = 1;
			break;
		}
		r->pos += len;
		map[i] = kaba_trace_string(t, s);
	}
	free(s);
	if (!r->failed && (n == 0 || map[0] != 0)) {
		kaba_fail(r->err, KABA_EINPUT, r->name, 8,
			  "string 0 must be the empty string");
		r->failed = 1;
	}
	return r->failed ? r->err->status : 0;
}

/* Version 2's methods section: the methods that ran. */
static void decode_methods(struct kaba_trace *t, struct reader *r, const uint32_t *str,
			   uint32_t nstr)
{
	uint32_t i, n = get_count(r, 13, "method record");

	for (i = 0; i < n && !r->failed; i++) {
		struct kaba_trace_method m;
		size_t at = r->pos;

		m.flags = (uint8_t)get_u(r, 1, "method record");
		m.class_name = str[get_ref(r, nstr, "string")];
		m.name = str[get_ref(r, nstr, "string")];
		m.desc = str[get_ref(r, nstr, "string")];
		if (!r->failed &&
		    (!m.flags || m.flags > (KABA_TRACE_RAN | KABA_TRACE_ASSUMED | KABA_TRACE_COVERS))) {
			kaba_fail(r->err, KABA_EINPUT, r->name, (long long)at,
				  "bad method record flags %u", m.flags);
			r->failed = 1;
		}
		if (!r->failed)
			kaba_trace_method(t, &m);
	}
}

static int decode(struct kaba_trace *t, struct reader *r)
{
	uint32_t *str = NULL, *site = NULL, *col = NULL;
	uint32_t i, n, nstr, ns, nc;
	int rc, v1, v2;

	v1 = r->len >= sizeof(magic) && !memcmp(r->p, magic_v1, sizeof(magic));
	v2 = r->len >= sizeof(magic) && !memcmp(r->p, magic_v2, sizeof(magic));
	if (!v1 && !v2 && (r->len < sizeof(magic) || memcmp(r->p, magic, sizeof(magic))))
		return kaba_fail(r->err, KABA_EINPUT, r->name, 0,
				 "not a kaba trace file (bad magic)");
	if (v1)
		t->ran_recorded = 0;
	if (v1 || v2)
		t->lookups_recorded = 0;
	r->pos = sizeof(magic);
	/* Peek the string count so the map can be sized; decode re-reads it. */
	nstr = get_count(r, 2, "string");
	if (r->failed)
		return r->err->status;
	r->pos = sizeof(magic);
	str = calloc((size_t)nstr + 1, sizeof(*str));
	if (!str)
		return kaba_fail(r->err, KABA_EIO, r->name, -1, "out of memory");
	rc = decode_strings(t, r, str);
	if (rc)
		goto out;
	ns = get_count(r, 25, "site");
	site = calloc((size_t)ns + 1, sizeof(*site));
	if (!site)
		goto oom;
	for (i = 0; i < ns && !r->failed; i++) {
		struct kaba_trace_site s;
		size_t at = r->pos;

		s.kind = (uint8_t)get_u(r, 1, "site");
		s.class_name = str[get_ref(r, nstr, "string")];
		s.in_class = str[get_ref(r, nstr, "string")];
		s.in_method = str[get_ref(r, nstr, "string")];
		s.in_desc = str[get_ref(r, nstr, "string")];
		s.bci = get_u(r, 4, "site");
		s.line = get_u(r, 4, "site");
		if (!r->failed && s.kind > KABA_SITE_PSEUDO) {
			kaba_fail(r->err, KABA_EINPUT, r->name, (long long)at,
				  "unknown site kind %u", s.kind);
			r->failed = 1;
		}
		site[i] = kaba_trace_site(t, &s);
	}
	nc = get_count(r, 21, "column");
	col = calloc((size_t)nc + 1, sizeof(*col));
	if (!col)
		goto oom;
	for (i = 0; i < nc && !r->failed; i++) {
		struct kaba_trace_column c;
		size_t at = r->pos;

		c.kind = (uint8_t)get_u(r, 1, "column");
		c.class_name = str[get_ref(r, nstr, "string")];
		c.name = str[get_ref(r, nstr, "string")];
		c.desc = str[get_ref(r, nstr, "string")];
		c.bci = get_u(r, 4, "column");
		c.type = str[get_ref(r, nstr, "string")];
		if (!r->failed && c.kind >= KABA_TCOL_FIELDREF) {
			kaba_fail(r->err, KABA_EINPUT, r->name, (long long)at,
				  "unknown column kind %u", c.kind);
			r->failed = 1;
		}
		col[i] = kaba_trace_column(t, &c);
	}
	n = get_count(r, 8, "entry");
	for (i = 0; i < n && !r->failed; i++) {
		uint32_t s = get_ref(r, ns, "site");
		uint32_t c = get_ref(r, nc, "column");

		if (!r->failed)
			kaba_trace_entry(t, site[s], col[c]);
	}
	n = get_count(r, 41, "reflection record");
	for (i = 0; i < n && !r->failed; i++) {
		struct kaba_trace_reflect x;
		size_t at = r->pos;
		x.api = (uint8_t)get_u(r, 1, "reflection record");
		x.caller_class = str[get_ref(r, nstr, "string")];
		x.caller_method = str[get_ref(r, nstr, "string")];
		x.caller_desc = str[get_ref(r, nstr, "string")];
		x.bci = get_u(r, 4, "reflection record");
		x.line = get_u(r, 4, "reflection record");
		x.target_class = str[get_ref(r, nstr, "string")];
		x.target_name = str[get_ref(r, nstr, "string")];
		x.target_desc = str[get_ref(r, nstr, "string")];
		x.receiver = get_ref(r, ns + 1, "receiver site");
		x.count = get_u(r, 4, "reflection record");
		if (!r->failed && x.api >= KABA_API_COUNT) {
			kaba_fail(r->err, KABA_EINPUT, r->name, (long long)at,
				  "unknown reflection API %u", x.api);
			r->failed = 1;
		}
		x.receiver = x.receiver ? site[x.receiver - 1] + 1 : 0;
		if (!r->failed)
			kaba_trace_reflection(t, &x);
	}
	if (!v1)
		decode_methods(t, r, str, nstr);
	if (!r->failed && (r->len - r->pos != sizeof(trailer) ||
			   memcmp(r->p + r->pos, trailer, sizeof(trailer))))
		kaba_fail(r->err, KABA_EINPUT, r->name, (long long)r->pos,
			  r->len - r->pos < sizeof(trailer) ?
			  "truncated trace file: no end marker" :
			  "bad end marker or trailing bytes");
	else if (!r->failed && t->oom)
		goto oom;
	else if (!r->failed)
		goto done;
	rc = r->err ? r->err->status : KABA_EINPUT;
	if (!rc)
		rc = KABA_EINPUT;
	goto out;
oom:
	rc = kaba_fail(r->err, KABA_EIO, r->name, -1, "out of memory");
	goto out;
done:
	rc = KABA_OK;
out:
	free(str);
	free(site);
	free(col);
	return rc;
}

int kaba_trace_decode(struct kaba_trace *t, const uint8_t *data, size_t len,
		      const char *name, struct kaba_error *err)
{
	struct kaba_error local;
	struct reader r = { data, len, 0, name, err ? err : &local, 0 };

	return decode(t, &r);
}

int kaba_trace_read_file(struct kaba_trace *t, const char *path,
			 struct kaba_error *err)
{
	struct kaba_buf b;
	int rc;

	kaba_buf_init(&b);
	rc = kaba_file_read(path, KABA_TRACE_MAX_FILE, &b, err);
	if (!rc)
		rc = kaba_trace_decode(t, b.data, b.len, path, err);
	kaba_buf_free(&b);
	return rc;
}

int kaba_trace_write_file(const struct kaba_trace *t, const char *path,
			  struct kaba_error *err)
{
	struct kaba_buf b;
	int rc;

	kaba_buf_init(&b);
	if (kaba_trace_encode(t, &b))
		rc = kaba_fail(err, KABA_EIO, path, -1,
			       "out of memory or over-long name encoding trace");
	else
		rc = kaba_file_write(path, b.data, b.len, err);
	kaba_buf_free(&b);
	return rc;
}
