/*
 * The restructuring fallback's rounds (fallback.h): freeze what a refusal
 * blames, run the pipeline again, generate again.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fallback.h"
#include "kaba/grow.h"
#include "kaba/progress.h"

static int frozen(const struct fallback_pipeline *p, const char *cls)
{
	return kaba_analysis_frozen(p->an, cls, strlen(cls));
}

static int add(struct fallback *fb, const struct fallback_pipeline *p, const char *cls,
	       const char *why)
{
	if (kaba_grow((void **)&fb->freeze, &fb->cap, fb->n, sizeof(*fb->freeze)))
		return kaba_fail(p->err, KABA_EIO, "fallback", -1, "out of memory");
	/* A blamed name may live in the table, which the next round frees
	 * before it reads the list: the list keeps its own copy. */
	if (!(fb->freeze[fb->n].cls = kaba_arena_strdup(p->arena, cls)))
		return kaba_fail(p->err, KABA_EIO, "fallback", -1, "out of memory");
	fb->freeze[fb->n++].why = why;
	return KABA_OK;
}

/* What the generator's refusal says: the plan's own text when the plan
 * refused (kaba_blame.what), else the failure's message (the frame writer's,
 * say), for people. */
static const char *refusal(const struct fallback *fb, const struct fallback_pipeline *p)
{
	return fb->blame.refusals ? fb->blame.what : p->err->what;
}

/* A refusal's text as a reason: "restructuring fallback`how`: WHAT" in the
 * arena; NULL when out of memory. */
static const char *reason(const struct fallback_pipeline *p, const char *how, const char *what)
{
	char text[sizeof(p->err->what) + 120];

	snprintf(text, sizeof(text), "restructuring fallback%s: %s", how, what);
	return kaba_arena_strdup(p->arena, text);
}

/* The last resort: every user class not frozen yet, for `why`. */
static int freeze_all(struct fallback *fb, const struct fallback_pipeline *p, const char *why)
{
	size_t i, users = kaba_program_user_count(p->prog);
	int rc = KABA_OK;

	if (!why)
		return kaba_fail(p->err, KABA_EIO, "fallback", -1, "out of memory");
	fb->all = 1;
	for (i = 0; i < users && !rc; i++) {
		const char *cls = kaba_program_user(p->prog, i)->name;

		if (!frozen(p, cls))
			rc = add(fb, p, cls, why);
	}
	return rc;
}

/* Freeze what the refusal in p->err blames or, when that is frozen already,
 * every user class.  KABA_OK, -1 when there is nothing left to freeze, or
 * a status (out of memory). */
static int fall_back(struct fallback *fb, const struct fallback_pipeline *p)
{
	const struct kaba_blame *b = &fb->blame;
	size_t i, before = fb->n;
	const char *what = NULL, *why = NULL;
	int rc = KABA_OK;

	/* each class with the refusal that blamed it (a pass collects several) */
	for (i = 0; !b->all && i < b->n && !rc; i++) {
		if (frozen(p, b->classes[i]))
			continue;
		if (!why || what != (b->why[i] ? b->why[i] : refusal(fb, p))) {
			what = b->why[i] ? b->why[i] : refusal(fb, p);
			if (!(why = reason(p, "", what)))
				return kaba_fail(p->err, KABA_EIO, "fallback", -1, "out of memory");
		}
		rc = add(fb, p, b->classes[i], why);
	}
	if (!rc && fb->n == before && !fb->all)
		rc = freeze_all(fb, p, reason(p, ", last resort (every class; the refusal "
					      "names none that is not frozen yet)", refusal(fb, p)));
	return rc ? rc : fb->n > before ? KABA_OK : -1;
}

/* One run of the code generator. */
static int generate(struct fallback *fb, const struct fallback_pipeline *p)
{
	kaba_blame_free(&fb->blame);
	memset(p->err, 0, sizeof(*p->err));     /* the last round's refusal is handled */
	fb->rounds++;
	return p->generate(p->ctx, p->off ? NULL : &fb->blame);
}

/* The pipeline again with the classes frozen since `from`.  Frozen classes
 * can leave a table kaba does not handle (a C13 strictness conflict,
 * harness t5831): that refusal falls back to every class, whose table
 * always passes; if even that one is refused, it is a bug. */
static int again(struct fallback *fb, const struct fallback_pipeline *p, size_t from)
{
	char text[sizeof(p->err->what)];
	int rc = p->again(p->ctx, fb->freeze + from, fb->n - from);

	if (rc == KABA_EUNSUPPORTED && !fb->all) {
		from = fb->n;
		/* the analysis's refusal: its message is all it says */
		if ((rc = freeze_all(fb, p, reason(p, ", last resort (every class; the analysis "
						   "refused the table)", p->err->what))))
			return rc;
		kaba_note("fallback: %s; freezing every class (%zu more)", p->err->what,
			  fb->n - from);
		rc = p->again(p->ctx, fb->freeze + from, fb->n - from);
	}
	if (rc != KABA_EUNSUPPORTED)
		return rc;
	snprintf(text, sizeof(text), "%s", p->err->what);
	return kaba_fail(p->err, KABA_EINTERNAL, "fallback", -1, "the analysis refused the table "
			 "with every class frozen (a bug: that table always passes): %s", text);
}

int fallback_run(struct fallback *fb, const struct fallback_pipeline *p)
{
	int rc;

	while ((rc = generate(fb, p)) == KABA_EUNSUPPORTED && !p->off) {
		size_t before = fb->n;
		int more = fall_back(fb, p);

		if (more)
			return more < 0 ? rc : more;
		kaba_note("fallback round %zu: %s%s; freezing %zu more classes (%s%s)", fb->rounds,
			  p->err->what, fb->blame.refusals > 1 ? " (and more refusals)" : "",
			  fb->n - before, fb->freeze[before].cls, fb->n - before > 1 ? ", ..." : "");
		if ((rc = again(fb, p, before)))
			return rc;
	}
	return rc;
}

void fallback_free(struct fallback *fb)
{
	kaba_blame_free(&fb->blame);
	free(fb->freeze);
}
