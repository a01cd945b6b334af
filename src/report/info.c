/*
 * kaba info's report: what the program model sees in the inputs — counts,
 * the superclass tree of the user classes with the library classes above
 * them (marked), the interfaces each class implements, the library in use —
 * as text or as one JSON object (schema below) for scripts.
 */
#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/buf.h"
#include "kaba/descriptor.h"
#include "kaba/program.h"
#include "kaba/report.h"

struct info {
	struct kaba_program *prog;
	const char *const *inputs;
	size_t ninputs;
};

/* ---- counting ---------------------------------------------------------- */

enum kind { KIND_CLASS, KIND_INTERFACE, KIND_ENUM, KIND_RECORD, KIND_ANNOTATION, KIND_COUNT };

static const char *const kind_names[KIND_COUNT] = {
	"class", "interface", "enum", "record", "annotation",
};
static const char *const kind_plurals[KIND_COUNT] = {
	"classes", "interfaces", "enums", "records", "annotations",
};

static enum kind kind_of(const struct kaba_pclass *c)
{
	if (c->access & KABA_ACC_ANNOTATION)
		return KIND_ANNOTATION;
	if (c->access & KABA_ACC_INTERFACE)
		return KIND_INTERFACE;
	if (c->access & KABA_ACC_ENUM)
		return KIND_ENUM;
	if (c->super_name && !strcmp(c->super_name, "java/lang/Record"))
		return KIND_RECORD;
	return KIND_CLASS;
}

static unsigned long long bytecode_bytes(const struct kaba_pclass *c)
{
	unsigned long long n = 0;
	uint16_t i;

	for (i = 0; i < c->cf->methods.n; i++) {
		const struct kaba_code *code = kaba_member_code(&c->cf->methods.v[i]);

		if (code)
			n += code->code_len;
	}
	return n;
}

struct counts {
	size_t kinds[KIND_COUNT];
	unsigned long long fields, methods, bytecode;
};

static void count(struct kaba_program *p, struct counts *n)
{
	size_t i;

	memset(n, 0, sizeof(*n));
	for (i = 0; i < kaba_program_user_count(p); i++) {
		const struct kaba_pclass *c = kaba_program_user(p, i);

		n->kinds[kind_of(c)]++;
		n->fields += c->nfields;
		n->methods += c->nmethods;
		n->bytecode += bytecode_bytes(c);
	}
}

/* ---- the superclass tree ---------------------------------------------- */

/*
 * The nodes are the user classes (not interfaces) and every library class
 * on their superclass chains, sorted by name; children are found through
 * a counting sort on the parent, which keeps them in name order.
 */
struct tree {
	struct kaba_pclass **nodes;
	size_t n;
	size_t *parent;         /* index of the superclass node, or n for a root */
	size_t *first, *kids;   /* kids[first[i] .. first[i + 1]) are i's children */
};

static int cmp_pclass(const void *a, const void *b)
{
	return strcmp((*(struct kaba_pclass *const *)a)->name,
		      (*(struct kaba_pclass *const *)b)->name);
}

static size_t find_node(const struct tree *t, const struct kaba_pclass *c)
{
	struct kaba_pclass *const *hit;

	if (!c)
		return t->n;
	hit = bsearch(&c, t->nodes, t->n, sizeof(*t->nodes), cmp_pclass);
	return hit ? (size_t)(hit - t->nodes) : t->n;
}

static void tree_free(struct tree *t)
{
	free(t->nodes);
	free(t->parent);
	free(t->first);
	free(t->kids);
}

static int tree_build(struct kaba_program *p, struct tree *t)
{
	size_t nuser = kaba_program_user_count(p), cap = 0, i, j;
	struct kaba_pclass *c;

	memset(t, 0, sizeof(*t));
	for (i = 0; i < nuser; i++)
		for (c = kaba_program_user(p, i); c; c = c->super)
			cap++;
	t->nodes = malloc((cap ? cap : 1) * sizeof(*t->nodes));
	if (!t->nodes)
		return -1;
	for (i = 0; i < nuser; i++) {
		c = kaba_program_user(p, i);
		if (kaba_pclass_is_interface(c))
			continue;
		for (; c; c = c->super)
			t->nodes[t->n++] = c;
	}
	qsort(t->nodes, t->n, sizeof(*t->nodes), cmp_pclass);
	for (i = j = 0; i < t->n; i++)          /* drop duplicates */
		if (!j || t->nodes[j - 1] != t->nodes[i])
			t->nodes[j++] = t->nodes[i];
	t->n = j;
	t->parent = malloc((t->n + 1) * sizeof(*t->parent));
	t->first = calloc(t->n + 2, sizeof(*t->first));
	t->kids = malloc((t->n + 1) * sizeof(*t->kids));
	if (!t->parent || !t->first || !t->kids)
		return -1;
	for (i = 0; i < t->n; i++) {
		t->parent[i] = find_node(t, t->nodes[i]->super);
		t->first[t->parent[i] + 1]++;
	}
	for (i = 0; i <= t->n; i++)
		t->first[i + 1] += t->first[i];
	/* first[k] is now where k's children start; fill, then shift back */
	for (i = 0; i < t->n; i++)
		t->kids[t->first[t->parent[i]]++] = i;
	for (i = t->n + 1; i > 0; i--)
		t->first[i] = t->first[i - 1];
	t->first[0] = 0;
	return 0;
}

/* ---- text --------------------------------------------------------------- */

static struct kaba_buf scratch;

/* "java.lang.Object" for "java/lang/Object", valid until the next call. */
static const char *java(const char *name)
{
	scratch.len = 0;
	kaba_java_class_name(&scratch, name, strlen(name));
	kaba_buf_u8(&scratch, 0);
	return scratch.oom ? name : (const char *)scratch.data;
}

static const char *origin_mark(const struct kaba_pclass *c)
{
	switch (c->origin) {
	case KABA_ORIGIN_JDK: return " [jdk]";
	case KABA_ORIGIN_CLASSPATH: return " [classpath]";
	}
	return "";
}

static void print_supertypes(FILE *f, const struct kaba_pclass *c, const char *word)
{
	uint16_t i;

	for (i = 0; i < c->ninterfaces; i++)
		fprintf(f, "%s%s", i ? ", " : word, java(c->interface_names[i]));
}

static void print_node(FILE *f, const struct tree *t, size_t i, unsigned depth)
{
	const struct kaba_pclass *c = t->nodes[i];
	size_t k;

	fprintf(f, "%*s%s%s", (int)depth * 2, "", java(c->name), origin_mark(c));
	if (c->origin == KABA_ORIGIN_USER)
		print_supertypes(f, c, "  implements ");
	if (!c->super && c->super_name)
		fprintf(f, "  (superclass %s missing)", java(c->super_name));
	putc('\n', f);
	for (k = t->first[i]; k < t->first[i + 1]; k++)
		print_node(f, t, t->kids[k], depth + 1);
}

static void print_text(FILE *f, const struct info *in, const struct tree *t,
		       const struct counts *n)
{
	struct kaba_program_stats st;
	const char *const *missing;
	size_t nmissing, i, k;
	struct kaba_pclass **ifaces;
	size_t nifaces = 0, nuser = kaba_program_user_count(in->prog);

	kaba_program_stats(in->prog, &st);
	for (i = 0; i < in->ninputs; i++)
		fprintf(f, "%s%s", i ? ", " : "", in->inputs[i]);
	fprintf(f, ": %zu class files: ", st.user_classes);
	for (k = 0; k < KIND_COUNT; k++)
		fprintf(f, "%s%zu %s", k ? ", " : "", n->kinds[k],
		       n->kinds[k] == 1 ? kind_names[k] : kind_plurals[k]);
	fprintf(f, "\n  %llu fields, %llu methods, %llu bytes of bytecode\n",
	       n->fields, n->methods, n->bytecode);
	if (kaba_program_jdk_home(in->prog))
		fprintf(f, "JDK %s at %s: %zu modules\n",
		       kaba_program_jdk_version(in->prog) ? kaba_program_jdk_version(in->prog) : "?",
		       kaba_program_jdk_home(in->prog), st.jdk_modules);
	fprintf(f, "library: %zu classes indexed, %zu parsed, %zu missing\n",
	       st.library_indexed, st.library_loaded, st.missing);
	nmissing = kaba_program_missing(in->prog, &missing);
	for (i = 0; i < nmissing; i++)
		fprintf(f, "  missing %s\n", java(missing[i]));

	fprintf(f, "\nclass hierarchy:\n");
	for (k = t->first[t->n]; k < t->first[t->n + 1]; k++)
		print_node(f, t, t->kids[k], 0);

	ifaces = malloc((nuser ? nuser : 1) * sizeof(*ifaces));
	if (!ifaces)
		return;
	for (i = 0; i < nuser; i++)
		if (kaba_pclass_is_interface(kaba_program_user(in->prog, i)))
			ifaces[nifaces++] = kaba_program_user(in->prog, i);
	qsort(ifaces, nifaces, sizeof(*ifaces), cmp_pclass);
	if (nifaces)
		fprintf(f, "\ninterfaces:\n");
	for (i = 0; i < nifaces; i++) {
		fprintf(f, "%s", java(ifaces[i]->name));
		print_supertypes(f, ifaces[i], "  extends ");
		putc('\n', f);
	}
	free(ifaces);
}

/* ---- JSON ----------------------------------------------------------------
 *
 * { "inputs": [FILE...],
 *   "jdk": {"home", "version", "modules"} or null,
 *   "counts": {"classes", "interfaces", "enums", "records", "annotations",
 *              "plain_classes", "fields", "methods", "bytecode_bytes"},
 *   "library": {"indexed", "parsed", "missing": [NAME...]},
 *   "classes": [{"name", "java", "kind", "origin", "super", "interfaces",
 *                "fields", "methods", "bytecode_bytes"}...],   user classes, input order
 *   "library_classes": [{"name", "java", "kind", "origin", "super"}...] }
 *
 * Names are internal ("a/b/C"), "java" the dotted form.  Totals that may
 * pass 2^31 (fields, methods, bytecode bytes) are decimal strings
 * (docs/platform.md §5); class counts are bounded by the jar limits.
 */

static cJSON *big(unsigned long long v)
{
	char s[32];

	snprintf(s, sizeof(s), "%llu", v);
	return cJSON_CreateString(s);
}

static int add(cJSON *o, const char *key, cJSON *v)
{
	return v && cJSON_AddItemToObject(o, key, v) ? 0 : (cJSON_Delete(v), -1);
}

static int add_str(cJSON *o, const char *key, const char *s)
{
	return add(o, key, s ? cJSON_CreateString(s) : cJSON_CreateNull());
}

static int add_num(cJSON *o, const char *key, size_t n)
{
	return add(o, key, cJSON_CreateNumber((double)n));
}

static cJSON *strings(const char *const *v, size_t n)
{
	return n ? cJSON_CreateStringArray(v, (int)n) : cJSON_CreateArray();
}

static cJSON *class_json(const struct kaba_pclass *c)
{
	static const char *const origins[] = { "user", "jdk", "classpath" };
	cJSON *o = cJSON_CreateObject(), *ifaces = cJSON_CreateArray();
	uint16_t i;
	int bad = !o || !ifaces;

	for (i = 0; !bad && i < c->ninterfaces; i++) {
		cJSON *s = cJSON_CreateString(c->interface_names[i]);

		bad = !s || !cJSON_AddItemToArray(ifaces, s);
	}
	bad = bad || add_str(o, "name", c->name) || add_str(o, "java", java(c->name)) ||
	      add_str(o, "kind", kind_names[kind_of(c)]) ||
	      add_str(o, "origin", origins[c->origin]) || add_str(o, "super", c->super_name);
	if (!bad && c->origin == KABA_ORIGIN_USER) {
		bad = add(o, "interfaces", ifaces);
		ifaces = NULL;
		bad = bad || add_num(o, "fields", c->nfields) || add_num(o, "methods", c->nmethods) ||
		      add_num(o, "bytecode_bytes", (size_t)bytecode_bytes(c));
	}
	cJSON_Delete(ifaces);
	if (bad) {
		cJSON_Delete(o);
		return NULL;
	}
	return o;
}

static cJSON *json_report(const struct info *in, const struct tree *t, const struct counts *n)
{
	struct kaba_program_stats st;
	const char *const *missing;
	size_t nmissing, i;
	cJSON *root = cJSON_CreateObject(), *a, *o;
	int bad = !root;

	kaba_program_stats(in->prog, &st);
	a = strings(in->inputs, in->ninputs);
	bad = bad || add(root, "inputs", a);
	if (!bad && kaba_program_jdk_home(in->prog)) {
		o = cJSON_CreateObject();
		bad = add(root, "jdk", o) ||
		      add_str(o, "home", kaba_program_jdk_home(in->prog)) ||
		      add_str(o, "version", kaba_program_jdk_version(in->prog)) ||
		      add_num(o, "modules", st.jdk_modules);
	} else if (!bad) {
		bad = add(root, "jdk", cJSON_CreateNull());
	}
	o = bad ? NULL : cJSON_CreateObject();
	bad = bad || add(root, "counts", o) ||
	      add_num(o, "classes", st.user_classes) ||
	      add_num(o, "plain_classes", n->kinds[KIND_CLASS]) ||
	      add_num(o, "interfaces", n->kinds[KIND_INTERFACE]) ||
	      add_num(o, "enums", n->kinds[KIND_ENUM]) ||
	      add_num(o, "records", n->kinds[KIND_RECORD]) ||
	      add_num(o, "annotations", n->kinds[KIND_ANNOTATION]) ||
	      add(o, "fields", big(n->fields)) || add(o, "methods", big(n->methods)) ||
	      add(o, "bytecode_bytes", big(n->bytecode));
	nmissing = kaba_program_missing(in->prog, &missing);
	o = bad ? NULL : cJSON_CreateObject();
	bad = bad || add(root, "library", o) ||
	      add_num(o, "indexed", st.library_indexed) ||
	      add_num(o, "parsed", st.library_loaded) ||
	      add(o, "missing", strings(missing, nmissing));
	a = bad ? NULL : cJSON_CreateArray();
	bad = bad || add(root, "classes", a);
	for (i = 0; !bad && i < kaba_program_user_count(in->prog); i++) {
		cJSON *c = class_json(kaba_program_user(in->prog, i));

		bad = !c || !cJSON_AddItemToArray(a, c);
	}
	a = bad ? NULL : cJSON_CreateArray();
	bad = bad || add(root, "library_classes", a);
	for (i = 0; !bad && i < t->n; i++) {
		cJSON *c;

		if (t->nodes[i]->origin == KABA_ORIGIN_USER)
			continue;
		c = class_json(t->nodes[i]);
		bad = !c || !cJSON_AddItemToArray(a, c);
	}
	if (bad) {
		cJSON_Delete(root);
		return NULL;
	}
	return root;
}

static int print_json(FILE *f, const struct info *in, const struct tree *t,
		      const struct counts *n)
{
	cJSON *root = json_report(in, t, n);
	char *text = root ? cJSON_Print(root) : NULL;

	if (text)
		fprintf(f, "%s\n", text);
	cJSON_free(text);
	cJSON_Delete(root);
	return text ? 0 : -1;
}

int kaba_report_info(FILE *out, struct kaba_program *prog, const char *const *inputs,
		     size_t ninputs, int json, struct kaba_error *err)
{
	struct info in = { prog, inputs, ninputs };
	struct counts n;
	struct tree t = { 0 };
	int rc = KABA_OK;

	count(prog, &n);
	if (tree_build(prog, &t))
		rc = kaba_fail(err, KABA_EIO, NULL, -1, "out of memory");
	else if (json ? print_json(out, &in, &t, &n) : (print_text(out, &in, &t, &n), 0))
		rc = kaba_fail(err, KABA_EIO, NULL, -1, "out of memory");
	tree_free(&t);
	kaba_buf_free(&scratch);
	return rc;
}
