/*
 * Keep rules in a documented subset of ProGuard's syntax (see analysis.h):
 * parsing, and applying them to the user classes.  Kept classes are frozen;
 * classes with kept members are frozen too (the members keep their names
 * and signatures, which pins their class's shape); kept methods are entry
 * points, called by the outside world with arbitrary arguments.  The
 * classes of -reflectiontargets rules are kept alike and, besides, are the
 * only classes unresolved reflection may reach (reflect.c); a -keep rule
 * never narrows reflection: it names what the outside world calls, which
 * says nothing about what the program looks up by computed names.
 */
#include "policy.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/buf.h"
#include "kaba/descriptor.h"

enum member_kind { M_ALL, M_METHODS, M_FIELDS, M_FIELD, M_METHOD };

struct keep_member {
	enum member_kind kind;
	const char *type, *name, *args;    /* patterns; args "..." = any */
};

struct keep_rule {
	int members_only;                   /* -keepclassmembers */
	int targets;                        /* -reflectiontargets */
	const char *cls, *super;            /* patterns (Java names); super may be NULL */
	const char *text;                   /* for reasons: the rule, no comments */
	const char *where;                  /* the text's file (or resource) */
	long line;                          /* of the rule's first token */
	struct keep_member *members;
	uint32_t nmembers, cap_members;
};

struct kaba_keep {
	struct kaba_arena arena;
	struct keep_rule *rules;
	uint32_t n, cap;
	uint32_t ntargets;                  /* -reflectiontargets rules */
};

void kaba_keep_free(struct kaba_keep *k)
{
	if (!k)
		return;
	for (uint32_t i = 0; i < k->n; i++)
		free(k->rules[i].members);
	free(k->rules);
	kaba_arena_free(&k->arena);
	free(k);
}

/* ---- parsing ---------------------------------------------------------------- */

struct lexer {
	const char *p, *where;
	const char *end;        /* just after the token before the current one */
	struct kaba_keep *k;
	char tok[512];
	long line;
};

static int is_punct(char c)
{
	return c == '{' || c == '}' || c == ';' || c == ',' || c == '(' || c == ')';
}

/* The next token into lx->tok; 0 at the end, -1 if too long. */
static int next(struct lexer *lx)
{
	size_t n = 0;

	lx->end = lx->p;
	for (;;) {
		while (isspace((unsigned char)*lx->p)) {
			if (*lx->p == '\n')
				lx->line++;
			lx->p++;
		}
		if (*lx->p != '#')
			break;
		while (*lx->p && *lx->p != '\n')
			lx->p++;
	}
	if (!*lx->p)
		return 0;
	if (is_punct(*lx->p)) {
		lx->tok[0] = *lx->p++;
		lx->tok[1] = '\0';
		return 1;
	}
	while (*lx->p && !isspace((unsigned char)*lx->p) && !is_punct(*lx->p) && *lx->p != '#') {
		if (n + 1 >= sizeof(lx->tok))
			return -1;
		lx->tok[n++] = *lx->p++;
	}
	lx->tok[n] = '\0';
	return 1;
}

static int syntax(struct lexer *lx, struct kaba_error *err, const char *what)
{
	return kaba_fail(err, KABA_EINPUT, lx->where, lx->line, "keep rules: %s near '%s' (offset is the line)",
			 what, lx->tok);
}

static int modifier(const char *t)
{
	static const char *mods[] = {
		"public", "private", "protected", "static", "final", "native",
		"synchronized", "abstract", "transient", "volatile", "strictfp",
		"!public", "!private", "!protected", "!static", "!final", "!abstract",
	};

	for (size_t i = 0; i < sizeof(mods) / sizeof(*mods); i++)
		if (!strcmp(t, mods[i]))
			return 1;
	return 0;
}

static int parse_member(struct lexer *lx, struct keep_rule *r, struct kaba_error *err)
{
	struct keep_member m = { 0 };
	char args[512];
	size_t alen = 0;

	while (modifier(lx->tok))
		if (next(lx) <= 0)
			return syntax(lx, err, "unfinished member");
	if (!strcmp(lx->tok, "*") || !strcmp(lx->tok, "<methods>") || !strcmp(lx->tok, "<fields>")) {
		m.kind = lx->tok[0] == '*' ? M_ALL : lx->tok[1] == 'm' ? M_METHODS : M_FIELDS;
		if (next(lx) <= 0 || strcmp(lx->tok, ";"))
			return syntax(lx, err, "expected ';'");
	} else {
		if (!strcmp(lx->tok, "<init>")) {
			m.type = "void";
			m.name = "<init>";
		} else {
			m.type = kaba_arena_strdup(&lx->k->arena, lx->tok);
			if (next(lx) <= 0)
				return syntax(lx, err, "expected a member name");
			m.name = kaba_arena_strdup(&lx->k->arena, lx->tok);
		}
		if (next(lx) <= 0)
			return syntax(lx, err, "unfinished member");
		m.kind = M_FIELD;
		if (!strcmp(lx->tok, "(")) {
			m.kind = M_METHOD;
			args[0] = '\0';
			while (next(lx) > 0 && strcmp(lx->tok, ")")) {
				size_t tl = strlen(lx->tok);

				if (alen + tl + 1 >= sizeof(args))
					return syntax(lx, err, "argument list too long");
				memcpy(args + alen, lx->tok, tl + 1);
				alen += tl;
			}
			if (strcmp(lx->tok, ")"))
				return syntax(lx, err, "expected ')'");
			m.args = kaba_arena_strdup(&lx->k->arena, args);
			if (next(lx) <= 0)
				return syntax(lx, err, "expected ';'");
		}
		if (strcmp(lx->tok, ";"))
			return syntax(lx, err, "expected ';'");
		if (!m.type || !m.name || (m.kind == M_METHOD && !m.args))
			return kaba_fail(err, KABA_EIO, lx->where, -1, "out of memory");
	}
	if (ka_grow((void **)&r->members, &r->cap_members, r->nmembers, sizeof(m)))
		return kaba_fail(err, KABA_EIO, lx->where, -1, "out of memory");
	r->members[r->nmembers++] = m;
	return 0;
}

static int parse_rule(struct lexer *lx, struct keep_rule *r, struct kaba_error *err)
{
	int t;

	if (!strcmp(lx->tok, "-keepclassmembers"))
		r->members_only = 1;
	else if (!strcmp(lx->tok, "-reflectiontargets"))
		r->targets = 1;
	else if (strcmp(lx->tok, "-keep"))
		return syntax(lx, err, "unsupported option (only -keep, -keepclassmembers and "
			      "-reflectiontargets)");
	/* ,includedescriptorclasses and friends change nothing here. */
	while ((t = next(lx)) > 0 && !strcmp(lx->tok, ","))
		if (next(lx) <= 0)
			return syntax(lx, err, "expected a modifier");
	while (t > 0 && modifier(lx->tok))
		t = next(lx);
	if (t <= 0 || (strcmp(lx->tok, "class") && strcmp(lx->tok, "interface") &&
		       strcmp(lx->tok, "enum") && strcmp(lx->tok, "@interface")))
		return syntax(lx, err, "expected 'class'");
	if (next(lx) <= 0)
		return syntax(lx, err, "expected a class name");
	r->cls = kaba_arena_strdup(&lx->k->arena, lx->tok);
	t = next(lx);
	if (t > 0 && (!strcmp(lx->tok, "extends") || !strcmp(lx->tok, "implements"))) {
		if (next(lx) <= 0)
			return syntax(lx, err, "expected a class name");
		r->super = kaba_arena_strdup(&lx->k->arena, lx->tok);
		if (!r->super)
			return kaba_fail(err, KABA_EIO, lx->where, -1, "out of memory");
		t = next(lx);
	}
	if (t > 0 && !strcmp(lx->tok, "{")) {
		while ((t = next(lx)) > 0 && strcmp(lx->tok, "}"))
			if (parse_member(lx, r, err))
				return err->status;
		if (t <= 0)
			return syntax(lx, err, "expected '}'");
		t = next(lx);
	}
	if (!r->cls)
		return kaba_fail(err, KABA_EIO, lx->where, -1, "out of memory");
	return t < 0 ? syntax(lx, err, "token too long") : t;
}

/* Rules are appended to *out when it holds rules already (the user's file,
 * then the rules kaba derives from resources), each remembering where it
 * was written; on failure *out keeps only the rules it held before. */
int kaba_keep_parse(const char *text, const char *where, struct kaba_keep **out,
		    struct kaba_error *err)
{
	struct kaba_keep *k = *out ? *out : calloc(1, sizeof(*k));
	struct lexer lx = { text, where ? where : "keep rules", NULL, k, "", 1 };
	uint32_t before = k ? k->n : 0;
	int t;

	if (!k)
		return kaba_fail(err, KABA_EIO, lx.where, -1, "out of memory");
	if (!*out)
		kaba_arena_init(&k->arena);
	lx.where = kaba_arena_strdup(&k->arena, lx.where);
	t = lx.where ? next(&lx) : 0;
	while (t > 0) {
		struct keep_rule r = { 0 };
		const char *start = lx.p - strlen(lx.tok);

		r.line = lx.line;
		r.where = lx.where;
		if (lx.tok[0] != '-') {
			syntax(&lx, err, "expected an option such as -keep");
			goto fail;
		}
		t = parse_rule(&lx, &r, err);
		if (t < 0 || err->status) {
			free(r.members);
			goto fail;
		}
		/* up to the rule's last token: a comment after it is not part of it */
		r.text = kaba_arena_strndup(&k->arena, start, (size_t)(lx.end - start));
		if (!r.text || ka_grow((void **)&k->rules, &k->cap, k->n, sizeof(r))) {
			free(r.members);
			kaba_fail(err, KABA_EIO, lx.where, -1, "out of memory");
			goto fail;
		}
		k->ntargets += r.targets;
		k->rules[k->n++] = r;
	}
	if (!lx.where) {
		kaba_fail(err, KABA_EIO, "keep rules", -1, "out of memory");
		goto fail;
	}
	if (t < 0) {
		syntax(&lx, err, "token too long");
		goto fail;
	}
	*out = k;
	return KABA_OK;
fail:
	if (*out) {
		while (k->n > before) {
			k->ntargets -= k->rules[--k->n].targets;
			free(k->rules[k->n].members);
		}
	} else {
		kaba_keep_free(k);
	}
	return err->status ? err->status : KABA_EINPUT;
}

int kaba_keep_bounds_reflection(const struct kaba_keep *k)
{
	return k && k->ntargets > 0;
}

/* ---- matching --------------------------------------------------------------- */

/* ProGuard wildcards: `?` one character but '.', `*` any run without '.',
 * `**` any run; for types `***` any type and `%` any primitive. */
static int match(const char *pat, const char *s)
{
	if (!*pat)
		return !*s;
	if (pat[0] == '*' && pat[1] == '*') {
		while (*pat == '*')
			pat++;
		for (;; s++) {
			if (match(pat, s))
				return 1;
			if (!*s)
				return 0;
		}
	}
	if (*pat == '*') {
		for (;; s++) {
			if (match(pat + 1, s))
				return 1;
			if (!*s || *s == '.')
				return 0;
		}
	}
	if (*pat == '?')
		return *s && *s != '.' && match(pat + 1, s + 1);
	if (*pat == '%')
		return (!strncmp(s, "int", 3) || !strncmp(s, "long", 4) ||
			!strncmp(s, "byte", 4) || !strncmp(s, "char", 4) ||
			!strncmp(s, "short", 5) || !strncmp(s, "float", 5) ||
			!strncmp(s, "double", 6) || !strncmp(s, "boolean", 7)) &&
		       strchr(s, '[') == NULL;
	return *pat == *s && match(pat + 1, s + 1);
}

static int extends_match(struct ka *ka, int32_t cls, const char *pat, int depth)
{
	if (cls < 0 || depth > 512 || ka_class_load(ka, cls))
		return 0;
	if (depth > 0 && match(pat, ka_java_name(ka, cls)))
		return 1;
	if (extends_match(ka, ka->classes[cls].super, pat, depth + 1))
		return 1;
	for (uint32_t i = 0; i < ka->classes[cls].ifaces.n; i++)
		if (extends_match(ka, ka->classes[cls].ifaces.v[i], pat, depth + 1))
			return 1;
	return 0;
}

/* Java form of a descriptor: the return type, and the parameters joined by ','. */
static int java_sig(const char *desc, struct kaba_buf *ret, struct kaba_buf *args)
{
	struct kaba_method_desc md;
	struct kaba_type t;
	int first = 1;

	if (desc[0] != '(')
		return kaba_java_field_type(ret, desc, strlen(desc));
	if (kaba_method_desc_init(&md, desc, strlen(desc)))
		return -1;
	kaba_java_type(ret, &md.ret);
	while (kaba_method_desc_param(&md, &t) > 0) {
		if (!first)
			kaba_buf_u8(args, ',');
		first = 0;
		kaba_java_type(args, &t);
	}
	return 0;
}

static int member_match(const struct keep_member *km, const char *name,
			const char *desc, int is_method)
{
	struct kaba_buf ret, args;
	int ok;

	switch (km->kind) {
	case M_ALL: return 1;
	case M_METHODS: return is_method && strcmp(name, "<init>") && strcmp(name, "<clinit>");
	case M_FIELDS: return !is_method;
	default: break;
	}
	if ((km->kind == M_METHOD) != is_method || !match(km->name, name))
		return 0;
	kaba_buf_init(&ret);
	kaba_buf_init(&args);
	ok = java_sig(desc, &ret, &args) == 0;
	kaba_buf_u8(&ret, 0);
	kaba_buf_u8(&args, 0);
	ok = ok && !ret.oom && !args.oom;
	if (ok && strcmp(km->type, "***") && strcmp(km->name, "<init>"))
		ok = match(km->type, (const char *)ret.data);
	if (ok && is_method && strcmp(km->args, "..."))
		ok = match(km->args, (const char *)args.data);
	kaba_buf_free(&ret);
	kaba_buf_free(&args);
	return ok;
}

int ka_keep_method(struct ka *ka, int32_t m, const char *why)
{
	int rc;

	ka->methods[m].flags |= KA_KEPT;
	if (ka->methods[m].flags & (KA_ABSTRACT_M | KA_REACHABLE))
		return 0;
	rc = ka_entry(ka, m, why);
	/* Whoever calls a kept method may keep its result. */
	if (!rc)
		rc = ka_pta_copy(ka, ka->methods[m].ret_var, ka->lib_var);
	return rc;
}

int ka_keep_apply(struct ka *ka)
{
	const struct kaba_keep *k = ka->opt->keep;

	for (uint32_t c = 0; c < ka->nclasses; c++) {
		const char *jn;

		if (!ka_is_user(ka, c))
			continue;
		jn = ka_java_name(ka, c);
		if (!jn)
			return ka_oom(ka);
		for (uint32_t i = 0; i < k->n; i++) {
			const struct keep_rule *r = &k->rules[i];
			int kept = 0;
			char *why;

			if (!match(r->cls, jn) || (r->super && !extends_match(ka, c, r->super, 0)))
				continue;
			why = ka_printf(ka, "keep rule (%s:%ld): %s", r->where, r->line, r->text);
			if (!why)
				return ka_oom(ka);
			for (uint32_t j = 0; j < r->nmembers; j++) {
				for (uint32_t f = 0; f < ka->classes[c].fields.n; f++) {
					struct ka_field *fd = &ka->fields[ka->classes[c].fields.v[f]];

					if (member_match(&r->members[j], fd->name, fd->desc, 0)) {
						fd->flags |= KA_KEPT;
						kept = 1;
					}
				}
				for (uint32_t f = 0; f < ka->classes[c].methods.n; f++) {
					int32_t m = ka->classes[c].methods.v[f];
					int rc;

					if (!member_match(&r->members[j], ka->methods[m].name,
							  ka->methods[m].desc, 1))
						continue;
					kept = 1;
					if ((rc = ka_keep_method(ka, m, "keep rule")))
						return rc;
				}
			}
			if ((!r->members_only || kept) && ka_freeze(ka, (int32_t)c, why))
				return ka_oom(ka);
			if (r->targets)
				ka->classes[c].flags |= KA_REFLECT_TARGET;
		}
	}
	return 0;
}
