/* The ran set of `--trace` runs for the traced static analysis (traced.h). */
#include "traced.h"

#include <string.h>

#include "kaba/classfile.h"
#include "kaba/progress.h"
#include "kaba/trace.h"

/* Is record m a main(String[]) of a user class of prog? */
static int main_of_input(struct kaba_program *prog, const struct kaba_trace *t,
			 const struct kaba_trace_method *m)
{
	struct kaba_pclass *c;

	if (strcmp(t->strings[m->name], "main") ||
	    strcmp(t->strings[m->desc], "([Ljava/lang/String;)V"))
		return 0;
	c = kaba_program_class(prog, t->strings[m->class_name]);
	return c && c->origin == KABA_ORIGIN_USER;
}

/* Add the method and reflection records of one trace, and note the first
 * main class; 1 if it has none to give (v1). */
static int add_records(struct kaba_ran *ran, const struct kaba_trace *t,
		       struct kaba_program *prog, struct kaba_arena *arena,
		       const char **main, const char *path, struct kaba_error *err)
{
	uint32_t i;

	if (!t->ran_recorded)
		return 1;
	for (i = 0; i < t->nmethods; i++) {
		const struct kaba_trace_method *m = &t->methods[i];
		const char *cls = t->strings[m->class_name];

		if (((m->flags & KABA_TRACE_COVERS) && kaba_ran_cover(ran, cls)) ||
		    ((m->flags & (KABA_TRACE_RAN | KABA_TRACE_ASSUMED)) &&
		     kaba_ran_add(ran, cls, t->strings[m->name], t->strings[m->desc])))
			return kaba_fail(err, KABA_EIO, path, -1, "out of memory");
		if (main_of_input(prog, t, m) && (!*main || strcmp(cls, *main) < 0) &&
		    !(*main = kaba_arena_strdup(arena, cls)))
			return kaba_fail(err, KABA_EIO, path, -1, "out of memory");
	}
	for (i = 0; i < t->nreflect; i++) {
		const struct kaba_trace_reflect *x = &t->reflect[i];

		if (kaba_ran_reflected(ran, x->api, t->strings[x->caller_class],
				       t->strings[x->caller_method], t->strings[x->caller_desc],
				       t->strings[x->target_class], t->strings[x->target_name]))
			return kaba_fail(err, KABA_EIO, path, -1, "out of memory");
	}
	if (!t->lookups_recorded)
		kaba_ran_no_lookups(ran);
	return 0;
}

int traced_ran_set(const char *const *traces, size_t n, struct kaba_program *prog,
		   struct kaba_arena *arena, struct kaba_ran **ran, const char **main,
		   size_t *records, struct kaba_error *err)
{
	const char *v1 = NULL;
	size_t i;
	int rc = KABA_OK;

	*records = 0;
	*main = NULL;
	if (!(*ran = kaba_ran_new()))
		return kaba_fail(err, KABA_EIO, "trace", -1, "out of memory");
	for (i = 0; i < n && !rc; i++) {
		struct kaba_trace t;

		kaba_trace_init(&t);
		rc = kaba_trace_read_file(&t, traces[i], err);
		if (!rc && (rc = add_records(*ran, &t, prog, arena, main, traces[i], err)) == 1) {
			v1 = traces[i];
			rc = KABA_OK;
		}
		kaba_trace_free(&t);
	}
	*records = !rc && !v1 ? kaba_ran_count(*ran) : 0;
	if (rc || v1) {
		kaba_ran_free(*ran);
		*ran = NULL;
	}
	if (!rc && v1)
		kaba_warn("%s: a version 1 trace records no methods that ran: the restructured "
			  "jar comes from the full static analysis", v1);
	return rc;
}

size_t traced_methods_not_run(const struct kaba_program *prog, const struct kaba_ran *ran)
{
	size_t i, n = 0;
	uint16_t k;

	for (i = 0; ran && i < kaba_program_user_count(prog); i++) {
		const struct kaba_pclass *c = kaba_program_user(prog, i);

		for (k = 0; kaba_ran_covers(ran, c->name) && k < c->nmethods; k++)
			n += kaba_member_code(&c->cf->methods.v[c->methods[k].index]) &&
			     !kaba_ran_has(ran, c->name, c->methods[k].name,
					   c->methods[k].descriptor);
	}
	return n;
}
