/*
 * Keep rules for the classes an input's resources name (resources.h).
 * The formats are read only as far as names go: a service file is
 * ServiceLoader's (one binary name a line, `#` comments, blanks around);
 * a .properties file is `key=value` or `key: value` lines whose whole
 * value may be a class name (continuation lines and escapes are left
 * alone: a value spread over lines is no plain class name); an .xml file
 * is scanned for quoted attribute values and the text between tags.
 *
 * The rules of one resource are parsed as a keep file named after it, each
 * on the line of the resource where its name stands, so that a freeze
 * reason reads `keep rule (app.jar!META-INF/services/S:2): -keep class P
 * { *; }`.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "kaba/analysis.h"
#include "kaba/jar.h"
#include "kaba/resources.h"

#define SERVICES "META-INF/services/"

/* The rules of one resource, line by line. */
struct rules {
	struct kaba_buf text;
	unsigned line;          /* lines of `text` so far, from 1 */
	size_t count;
};

/* Is s[0..n) a binary class name: Java identifiers joined by '.' (at least
 * `dots` of them)? */
static int binary_name(const char *s, size_t n, int dots)
{
	size_t i, part = 0;

	if (!n)
		return 0;
	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];

		if (ch == '.') {
			if (!part)
				return 0;
			part = 0;
			dots--;
		} else if (isalpha(ch) || ch == '_' || ch == '$' || ch >= 0x80 ||
			   (part && isdigit(ch))) {
			part++;
		} else {
			return 0;
		}
	}
	return part > 0 && dots <= 0;
}

static void trim(const char **s, size_t *n)
{
	while (*n && isspace((unsigned char)**s)) {
		(*s)++;
		(*n)--;
	}
	while (*n && isspace((unsigned char)(*s)[*n - 1]))
		(*n)--;
}

/*
 * The rule for the name s[0..n) on line `line`.  A value of a .properties
 * or .xml file counts only with a package (`dots`): a bare word there is
 * prose or a setting far more often than a class of the default package,
 * and a word like `extends` would not even parse as a rule.
 */
static void rule(struct rules *r, unsigned line, const char *s, size_t n, const char *members,
		 int dots)
{
	trim(&s, &n);
	if (!binary_name(s, n, dots))
		return;
	for (; r->line < line; r->line++)
		kaba_buf_u8(&r->text, '\n');
	kaba_buf_printf(&r->text, " -keep class %.*s%s", (int)n, s, members);
	r->count++;
}

static void service_file(struct rules *r, const char *text, size_t len)
{
	const char *end = text + len;
	unsigned line = 1;

	for (; text < end; line++) {
		const char *nl = memchr(text, '\n', (size_t)(end - text));
		const char *stop = nl ? nl : end;
		const char *hash = memchr(text, '#', (size_t)(stop - text));

		rule(r, line, text, (size_t)((hash ? hash : stop) - text), " { *; }", 0);
		text = nl ? nl + 1 : end;
	}
}

static void properties_file(struct rules *r, const char *text, size_t len)
{
	const char *end = text + len;
	unsigned line = 1;

	for (; text < end; line++) {
		const char *nl = memchr(text, '\n', (size_t)(end - text));
		const char *stop = nl ? nl : end, *p = text;

		while (p < stop && isspace((unsigned char)*p))
			p++;
		if (p < stop && *p != '#' && *p != '!') {
			const char *sep = p;

			while (sep < stop && *sep != '=' && *sep != ':')
				sep++;
			if (sep < stop)
				rule(r, line, sep + 1, (size_t)(stop - sep - 1), "", 1);
		}
		text = nl ? nl + 1 : end;
	}
}

/* Quoted values and text between '>' and '<'. */
static void xml_file(struct rules *r, const char *text, size_t len)
{
	const char *end = text + len, *p = text;
	unsigned line = 1;

	while (p < end) {
		const char *close;
		char quote = *p;

		if (quote == '"' || quote == '\'' || quote == '>') {
			close = memchr(p + 1, quote == '>' ? '<' : quote, (size_t)(end - p - 1));
			if (!close)
				break;
			rule(r, line, p + 1, (size_t)(close - p - 1), "", 1);
			for (; p < close; p++)
				line += *p == '\n';
			p += quote != '>';
		} else {
			line += *p++ == '\n';
		}
	}
}

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && !strcmp(s + n - k, suffix);
}

typedef void reader_fn(struct rules *r, const char *text, size_t len);

static reader_fn *reader_of(const struct kaba_jar_entry *e)
{
	const char *p = e->path;

	if (!p || e->is_dir || e->is_class)
		return NULL;
	if (!strncmp(p, SERVICES, strlen(SERVICES)) && !strchr(p + strlen(SERVICES), '/'))
		return service_file;
	if (ends_with(p, ".properties"))
		return properties_file;
	if (ends_with(p, ".xml"))
		return xml_file;
	return NULL;
}

static int scan(struct kaba_jar *jar, struct kaba_keep **keep, struct kaba_error *err)
{
	struct kaba_buf data;
	size_t i;
	int rc = KABA_OK;

	kaba_buf_init(&data);
	for (i = 0; i < kaba_jar_count(jar) && !rc; i++) {
		const struct kaba_jar_entry *e = kaba_jar_entry(jar, i);
		reader_fn *read = reader_of(e);
		struct rules r = { .line = 1 };
		char where[4096];

		if (!read || (rc = kaba_jar_read(jar, i, &data, err)))
			continue;
		kaba_buf_init(&r.text);
		read(&r, (const char *)data.data, data.len);
		kaba_buf_u8(&r.text, 0);
		snprintf(where, sizeof(where), "%s!%s", kaba_jar_name(jar), e->name);
		if (r.text.oom)
			rc = kaba_fail(err, KABA_EIO, where, -1, "out of memory");
		else if (r.count)
			rc = kaba_keep_parse((const char *)r.text.data, where, keep, err);
		kaba_buf_free(&r.text);
	}
	kaba_buf_free(&data);
	return rc;
}

int kaba_resource_keep(const char *const *inputs, size_t n, struct kaba_keep **keep,
		       struct kaba_error *err)
{
	size_t i;
	int rc = KABA_OK;

	for (i = 0; i < n && !rc; i++) {
		struct kaba_jar *jar;

		if ((rc = kaba_jar_open(inputs[i], NULL, &jar, err)))
			break;
		rc = scan(jar, keep, err);
		kaba_jar_close(jar);
	}
	return rc;
}
