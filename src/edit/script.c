/* Reading an edit script (editor.h): one edit a line, `#` comments. */
#include "impl.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/buf.h"
#include "kaba/file.h"

static const struct {
	const char *word;
	enum kaba_script_op op;
	size_t min, max;      /* operands, keywords excluded */
	const char *keyword;  /* between the last two operands, or NULL */
	const char *usage;
} ops[] = {
	{ "move", KABA_OP_MOVE, 2, (size_t)-1, "to", "move NAME... to CLASS" },
	{ "split", KABA_OP_SPLIT, 1, 2, NULL, "split CLASS [NEW]" },
	{ "merge", KABA_OP_MERGE, 2, 2, NULL, "merge CLASS OTHER" },
	{ "subclass", KABA_OP_SUBCLASS, 2, 2, "of", "subclass CLASS of SUPER" },
	{ "rename", KABA_OP_RENAME, 2, 2, NULL, "rename CLASS NEW" },
	{ "simplify", KABA_OP_SIMPLIFY, 0, 0, NULL, "simplify" },
	{ "remove-mi", KABA_OP_REMOVE_MI, 0, 1, NULL, "remove-mi [CLASS]" },
};

/* Split `line` (modified) into words at blanks; returns their count. */
static size_t words(char *line, char **w, size_t max)
{
	size_t n = 0;

	for (char *p = line; *p;) {
		while (*p && isspace((unsigned char)*p))
			*p++ = 0;
		if (!*p)
			break;
		if (n < max)
			w[n] = p;
		n++;
		while (*p && !isspace((unsigned char)*p))
			p++;
	}
	return n;
}

/* Parse one line (without its comment) into *ed: 0, or -1 with a message
 * in msg. */
static int parse(struct kaba_script *s, char *line, struct kaba_script_edit *ed, char *msg,
		 size_t len)
{
	enum { MAXW = 4096 };
	char **w = malloc(MAXW * sizeof(*w));
	size_t n = words(line, w, MAXW), i, k, nargs;

	if (!w)
		return snprintf(msg, len, "out of memory"), -1;
	if (n > MAXW) {
		free(w);
		return snprintf(msg, len, "more than %d words on one line", MAXW), -1;
	}
	for (k = 0; k < sizeof(ops) / sizeof(ops[0]) && strcmp(ops[k].word, w[0]); k++)
		;
	if (k == sizeof(ops) / sizeof(ops[0])) {
		snprintf(msg, len, "unknown edit '%s' (move, split, merge, subclass, rename, "
			 "simplify, remove-mi)", w[0]);
		free(w);
		return -1;
	}
	nargs = n - 1 - (ops[k].keyword != NULL);
	if (nargs < ops[k].min || nargs > ops[k].max ||
	    (ops[k].keyword && (n < 4 || strcmp(w[n - 2], ops[k].keyword)))) {
		snprintf(msg, len, "expected: %s", ops[k].usage);
		free(w);
		return -1;
	}
	ed->op = ops[k].op;
	ed->nargs = nargs;
	ed->args = kaba_arena_alloc(&s->arena, (nargs + 1) * sizeof(*ed->args));
	for (i = 1, nargs = 0; ed->args && i < n; i++)
		if (!ops[k].keyword || i != n - 2)
			ed->args[nargs++] = w[i];
	free(w);
	if (!ed->args)
		return snprintf(msg, len, "out of memory"), -1;
	s->nsplits += ed->op == KABA_OP_SPLIT;
	return 0;
}

int kaba_script_read(const char *path, struct kaba_script *s, struct kaba_error *err)
{
	struct kaba_buf b;
	int rc;

	kaba_buf_init(&b);
	if ((rc = kaba_file_read(path, (size_t)1 << 28, &b, err))) {
		memset(s, 0, sizeof(*s));
		kaba_arena_init(&s->arena);
		return rc;
	}
	rc = kaba_script_parse(path, (const char *)b.data, b.len, s, err);
	kaba_buf_free(&b);
	return rc;
}

int kaba_script_parse(const char *path, const char *data, size_t len, struct kaba_script *s,
		      struct kaba_error *err)
{
	char *text, *line, *next, msg[256];
	size_t no = 0, cap = 0;

	memset(s, 0, sizeof(*s));
	kaba_arena_init(&s->arena);
	s->path = path;
	if (!(text = kaba_arena_alloc(&s->arena, len + 1)))
		return kaba_fail(err, KABA_EINTERNAL, path, -1, "out of memory");
	if (len)  /* an empty body may come as NULL, which memcpy must not get */
		memcpy(text, data, len);
	text[len] = 0;
	for (line = text; line; line = next) {
		char *hash, *end;
		struct kaba_script_edit *ed;

		no++;
		if ((next = strchr(line, '\n')))
			*next++ = 0;
		/* a comment starts with a word of `#` (row names hold `#` too) */
		for (hash = line; (hash = strchr(hash, '#')); hash++)
			if (hash == line || isspace((unsigned char)hash[-1])) {
				*hash = 0;
				break;
			}
		while (isspace((unsigned char)*line))
			line++;
		for (end = line + strlen(line); end > line && isspace((unsigned char)end[-1]);)
			*--end = 0;
		if (!*line)
			continue;
		if (s->nedits == cap) {
			cap = cap ? 2 * cap : 16;
			ed = realloc(s->edits, cap * sizeof(*ed));
			if (!ed)
				return kaba_fail(err, KABA_EINTERNAL, path, -1, "out of memory");
			s->edits = ed;
		}
		ed = &s->edits[s->nedits];
		ed->line = no;
		if (!(ed->text = kaba_arena_strdup(&s->arena, line)))
			return kaba_fail(err, KABA_EINTERNAL, path, -1, "out of memory");
		if (parse(s, line, ed, msg, sizeof(msg)))
			return kaba_script_fail(s, ed, err, "%s", msg);
		s->nedits++;
	}
	return KABA_OK;
}

int kaba_script_fail(const struct kaba_script *s, const struct kaba_script_edit *ed,
		     struct kaba_error *err, const char *fmt, ...)
{
	char where[4096], what[sizeof(err->what)];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	snprintf(where, sizeof(where), "%s:%zu", s->path, ed->line);
	return kaba_fail(err, KABA_EUSAGE, where, -1, "%s", what);
}

void kaba_script_free(struct kaba_script *s)
{
	free(s->edits);
	kaba_arena_free(&s->arena);
	memset(s, 0, sizeof(*s));
}
