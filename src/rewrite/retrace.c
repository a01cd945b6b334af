/*
 * Stack frames of a restructured program named as in the original
 * (include/kaba/retrace.h).  mapping.txt gives, per original class, where
 * each method's body went: member lines under `ORIG -> NEW:` stay in NEW
 * under the name after the arrow, `# moved:` and `# copy:` lines name
 * another new class (src/rewrite/mapping.c writes them).  Each method line
 * becomes one entry NEW.name -> ORIG.method, sorted for binary search.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/arena.h"
#include "kaba/file.h"
#include "kaba/grow.h"
#include "kaba/retrace.h"

enum { MAPPING_MAX = 256 << 20 };

struct frame_entry {
	char *image;     /* NEWCLASS.name, as a stack frame shows it */
	char *original;  /* ORIGCLASS.name */
	size_t stem;     /* ORIGCLASS's top-level simple name: original + stem */
	size_t stem_len;
};

struct kaba_retrace {
	struct frame_entry *e;
	size_t n, cap;
	struct kaba_arena arena;     /* the entries' names */
};

/* "CLASS.NAME" from its two parts, in the arena. */
static char *join(struct kaba_arena *a, const char *cls, size_t clen, const char *name,
		  size_t nlen)
{
	char *d = kaba_arena_alloc(a, clen + nlen + 2);

	if (d) {
		memcpy(d, cls, clen);
		d[clen] = '.';
		memcpy(d + clen + 1, name, nlen);
		d[clen + 1 + nlen] = 0;
	}
	return d;
}

/* The name of a method in ProGuard's member text "RET NAME(ARGS)": its
 * bytes at *name; 0 for a field (no parenthesis). */
static size_t method_name(const char *s, size_t len, const char **name)
{
	const char *paren = memchr(s, '(', len), *p;

	if (!paren)
		return 0;
	for (p = paren; p > s && p[-1] != ' '; p--)
		;
	*name = p;
	return (size_t)(paren - p);
}

/* The entry NEWCLASS.newname -> ORIGCLASS.name (each class and name given
 * as bytes and a length). */
static int add(struct kaba_retrace *r, const char *img, size_t img_len, const char *img_name,
	       size_t img_name_len, const char *orig_class, size_t orig_len, const char *name,
	       size_t name_len)
{
	struct frame_entry *e;
	const char *dot, *dollar, *end = orig_class + orig_len;

	if (kaba_grow((void **)&r->e, &r->cap, r->n, sizeof(*r->e)))
		return -1;
	e = &r->e[r->n];
	e->image = join(&r->arena, img, img_len, img_name, img_name_len);
	e->original = join(&r->arena, orig_class, orig_len, name, name_len);
	if (!e->image || !e->original)
		return -1;
	for (dot = end; dot > orig_class && dot[-1] != '.'; dot--)
		;
	dollar = memchr(dot, '$', (size_t)(end - dot));
	e->stem = (size_t)(dot - orig_class);
	e->stem_len = (size_t)((dollar ? dollar : end) - dot);
	r->n++;
	return 0;
}

static int by_image(const void *a, const void *b)
{
	const struct frame_entry *x = a, *y = b;
	int c = strcmp(x->image, y->image);

	return c ? c : strcmp(x->original, y->original);
}

/* One line of the mapping, `len` bytes at s; *cls and *img hold the
 * current class header ORIG -> NEW.  1: not a mapping line; -1: no memory. */
static int parse_line(struct kaba_retrace *r, const char *s, size_t len, const char **cls,
		      size_t *cls_len, const char **img, size_t *img_len)
{
	const char *end = s + len, *arrow = NULL, *p, *name, *target, *dot;
	size_t name_len;

	while (end > s && (end[-1] == '\r' || end[-1] == ' '))
		end--;
	if (end == s || s[0] == '#')
		return 0;
	for (p = s; p + 4 <= end; p++)
		if (!memcmp(p, " -> ", 4))
			arrow = p;
	if (!arrow)
		return 1;
	target = arrow + 4;
	if (s[0] != ' ') {           /* ORIG -> NEW: */
		if (end[-1] != ':' || end - 1 == target)
			return 1;
		*cls = s, *cls_len = (size_t)(arrow - s);
		*img = target, *img_len = (size_t)(end - 1 - target);
		return 0;
	}
	if (!*cls)
		return 1;
	while (*s == ' ')
		s++;
	if (s > arrow)
		return 1;
	if (*s == '#') {             /* # moved: / # copy: MEMBER -> NEW.name */
		if (strncmp(s, "# moved: ", 9) && strncmp(s, "# copy: ", 8))
			return 0;
		s = memchr(s, ':', (size_t)(end - s)) + 2;
		if (s > arrow)
			return 1;
		name_len = method_name(s, (size_t)(arrow - s), &name);
		if (!name_len)
			return 0;
		for (dot = end; dot > target && dot[-1] != '.'; dot--)
			;
		if (dot == target)
			return 1;
		return add(r, target, (size_t)(dot - 1 - target), dot, (size_t)(end - dot), *cls,
			   *cls_len, name, name_len) ? -1 : 0;
	}
	name_len = method_name(s, (size_t)(arrow - s), &name);   /* MEMBER -> name */
	if (!name_len)
		return 0;
	return add(r, *img, *img_len, target, (size_t)(end - target), *cls, *cls_len, name,
		   name_len) ? -1 : 0;
}

int kaba_retrace_parse(const char *text, size_t len, const char *name,
		       struct kaba_retrace **out, struct kaba_error *err)
{
	struct kaba_retrace *r = calloc(1, sizeof(*r));
	const char *s = text, *nl, *end = text + len, *cls = NULL, *img = NULL;
	size_t cls_len = 0, img_len = 0, line = 0;
	int rc = 0;

	*out = NULL;
	if (!r)
		return kaba_fail(err, KABA_EIO, name, -1, "out of memory");
	kaba_arena_init(&r->arena);
	for (; s < end && !rc; s = nl + 1) {
		nl = memchr(s, '\n', (size_t)(end - s));
		if (!nl)
			nl = end;
		line++;
		rc = memchr(s, 0, (size_t)(nl - s)) ? 1 :
			parse_line(r, s, (size_t)(nl - s), &cls, &cls_len, &img, &img_len);
	}
	if (rc) {
		kaba_retrace_free(r);
		return rc > 0 ? kaba_fail(err, KABA_EINPUT, name, -1,
					  "line %zu: not a line of a kaba mapping", line)
			      : kaba_fail(err, KABA_EIO, name, -1, "out of memory");
	}
	if (r->n)
		qsort(r->e, r->n, sizeof(*r->e), by_image);
	*out = r;
	return 0;
}

int kaba_retrace_load(const char *path, struct kaba_retrace **out, struct kaba_error *err)
{
	struct kaba_buf text;
	int rc;

	*out = NULL;
	kaba_buf_init(&text);
	rc = kaba_file_read(path, MAPPING_MAX, &text, err) ? err->status :
		kaba_retrace_parse((const char *)text.data, text.len, path, out, err);
	kaba_buf_free(&text);
	return rc;
}

/* An entry's image against the `len` bytes at s (which may hold any byte),
 * in strcmp's order, the order the entries are sorted in. */
static int image_cmp(const struct frame_entry *e, const char *s, size_t len)
{
	size_t n = strlen(e->image);
	int c = memcmp(e->image, s, n < len ? n : len);

	return c ? c : (n > len) - (n < len);
}

/* The first entry whose image is `len` bytes at s, or r->n. */
static size_t first_image(const struct kaba_retrace *r, const char *s, size_t len)
{
	size_t lo = 0, hi = r->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (image_cmp(&r->e[mid], s, len) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The original of the frame image (len bytes at s) whose source file is
 * `file` (flen bytes, may be 0), or NULL when none or not one. */
static const char *original_of(const struct kaba_retrace *r, const char *s, size_t len,
			       const char *file, size_t flen)
{
	size_t i = first_image(r, s, len), j, n = 0;
	const char *found = NULL;

	for (j = i; j < r->n && !image_cmp(&r->e[j], s, len); j++)
		if (!found || strcmp(found, r->e[j].original))
			found = r->e[j].original, n++;
	if (n <= 1)
		return found;
	found = NULL;   /* several: the one whose top-level class names the file */
	for (j = i; j < r->n && !image_cmp(&r->e[j], s, len); j++) {
		const struct frame_entry *e = &r->e[j];

		if (e->stem_len != flen || memcmp(e->original + e->stem, file, flen))
			continue;
		if (found && strcmp(found, e->original))
			return NULL;
		found = e->original;
	}
	return found;
}

void kaba_retrace_line(const struct kaba_retrace *r, const char *line, size_t len,
		       struct kaba_buf *out)
{
	const char *end = line + len, *p = line, *frame, *paren, *file, *dot;
	const char *original;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	paren = memchr(p, '(', (size_t)(end - p));
	if (end - p < 3 || memcmp(p, "at ", 3) || !paren) {
		kaba_buf_put(out, line, len);
		return;
	}
	/* "at [loader/][module@version/]CLASS.method(FILE.java:LINE)" */
	for (frame = paren; frame > p + 3 && frame[-1] != '/' && frame[-1] != ' '; frame--)
		;
	file = paren + 1;
	for (dot = file; dot < end && *dot != '.' && *dot != ':' && *dot != ')'; dot++)
		;
	original = original_of(r, frame, (size_t)(paren - frame), file,
			       dot < end && *dot == '.' ? (size_t)(dot - file) : 0);
	if (!original) {
		kaba_buf_put(out, line, len);
		return;
	}
	kaba_buf_put(out, line, (size_t)(frame - line));
	kaba_buf_put(out, original, strlen(original));
	kaba_buf_put(out, paren, (size_t)(end - paren));
}

int kaba_retrace_file(const struct kaba_retrace *r, const char *path, FILE *out,
		      struct kaba_error *err)
{
	FILE *in = path ? fopen(path, "r") : stdin;
	const char *name = path ? path : "standard input";
	struct kaba_buf b;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int failed = 0;

	if (!in)
		return kaba_fail(err, KABA_EIO, name, -1, "cannot open: %s", strerror(errno));
	kaba_buf_init(&b);
	while (!failed && (len = getline(&line, &cap, in)) > 0) {
		int nl = line[len - 1] == '\n';

		b.len = 0;
		kaba_retrace_line(r, line, (size_t)len - (size_t)nl, &b);
		if (nl)
			kaba_buf_put(&b, "\n", 1);
		failed = b.oom || fwrite(b.data, 1, b.len, out) != b.len;
	}
	if (ferror(in))
		kaba_fail(err, KABA_EIO, name, -1, "cannot read: %s", strerror(errno));
	else if (failed || fflush(out))
		kaba_fail(err, KABA_EIO, "standard output", -1, "cannot write");
	if (in != stdin)
		fclose(in);
	free(line);
	kaba_buf_free(&b);
	return err->status;
}

void kaba_retrace_free(struct kaba_retrace *r)
{
	if (!r)
		return;
	kaba_arena_free(&r->arena);
	free(r->e);
	free(r);
}

int kaba_retrace_run(const char *const *ops, size_t n, int flags, struct kaba_error *err)
{
	struct kaba_retrace *r = NULL;
	int rc = kaba_retrace_load(ops[0], &r, err);

	(void)flags;
	if (!rc)
		rc = kaba_retrace_file(r, n == 2 ? ops[1] : NULL, stdout, err);
	kaba_retrace_free(r);
	return rc;
}
