/*
 * kaba_verify_program (rewrite.h): the type check of typecheck.h over the
 * user classes of a program, the program's classes and library answering
 * for the hierarchy.  The same check the generator runs on its output
 * (selfcheck.c), here on any jar, so that it can be compared with HotSpot.
 */
#include <string.h>

#include "kaba/program.h"
#include "kaba/rewrite.h"
#include "typecheck.h"

struct run {
	struct kaba_program *p;
	const struct kaba_class *cf;
	const char *cls;
	kaba_verify_report_fn *report;
	void *ctx;
	int stopped;
};

static enum access_found find(void *ctx, const char *name, size_t len,
			      const struct kaba_class **out)
{
	struct run *r = ctx;
	const struct kaba_pclass *c = kaba_program_class_n(r->p, name, len);

	*out = c ? c->cf : NULL;
	return *out ? ACCESS_FOUND : ACCESS_UNKNOWN;
}

static int user_class(void *ctx, size_t i, const struct kaba_class **out)
{
	struct run *r = ctx;

	if (i >= kaba_program_user_count(r->p))
		return 0;
	*out = kaba_program_user(r->p, i)->cf;
	return 1;
}

static int report(void *ctx, const struct typecheck_failure *f)
{
	struct run *r = ctx;
	const struct kaba_member *m = &r->cf->methods.v[f->method];
	char name[256], desc[1024];
	size_t nl = 0, dl = 0;
	const char *n = kaba_member_name(r->cf, m, &nl), *d = kaba_member_descriptor(r->cf, m, &dl);
	struct kaba_verify_failure vf = { r->cls, name, desc, f->pc, f->what };

	snprintf(name, sizeof(name), "%.*s", n ? (int)nl : 1, n ? n : "?");
	snprintf(desc, sizeof(desc), "%.*s", d ? (int)dl : 0, d ? d : "");
	r->stopped = r->report && r->report(r->ctx, &vf);
	return r->stopped;
}

int kaba_verify_program(struct kaba_program *p, kaba_verify_report_fn *fn, void *ctx,
			struct kaba_verify_stats *stats, struct kaba_error *err)
{
	struct run r = { p, NULL, NULL, fn, ctx, 0 };
	struct access_world w = { find, &r, user_class };
	size_t i, n = kaba_program_user_count(p);

	memset(stats, 0, sizeof(*stats));
	for (i = 0; i < n && !r.stopped; i++) {
		const struct kaba_pclass *c = kaba_program_user(p, i);
		uint16_t k;
		long failed;

		if (!c->cf)
			continue;
		if (c->cf->major < 50) {
			stats->old_classes++;
			continue;
		}
		stats->classes++;
		for (k = 0; k < c->cf->methods.n; k++)
			stats->methods += kaba_member_code(&c->cf->methods.v[k]) != NULL;
		r.cf = c->cf;
		r.cls = c->name;
		if ((failed = typecheck_class(&w, c->cf, report, &r)) < 0)
			return kaba_fail(err, KABA_EIO, c->where, -1, "out of memory");
		stats->failed_methods += (size_t)failed;
		stats->failed_classes += failed > 0;
	}
	return KABA_OK;
}
