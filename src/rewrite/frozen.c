/*
 * Frozen classes that mention restructured classes (plan.c): written as
 * themselves — name, supertypes, members, descriptors, access and
 * attributes of the original — with every body retyped by retype_body, as
 * a moved body is, and frames recomputed with the others (emit.c).  Their
 * descriptors name no restructured class (the analysis froze those), so
 * calls from other classes, which name frozen members as they were, still
 * match.
 *
 * A method the analysis found unreachable keeps its declaration (reflection
 * may list it) with a body that throws AssertionError (retype_body).
 */
#include "restructure.h"

#include <string.h>

#include "kaba/buf.h"

int frozen_class_file(struct plan *pl, size_t k, struct kaba_error *err)
{
	const struct kaba_pclass *c = pl->cls[k].frozen;
	struct kaba_buf b;
	uint8_t *bytes;
	int rc;

	/* A copy through the writer and the parser: the copy's pool and
	 * members are edited, the original stays as the bodies' source. */
	kaba_buf_init(&b);
	rc = kaba_class_write(c->cf, &b, 0, c->where, err);
	if (!rc && (b.oom || !(bytes = kaba_arena_alloc(&pl->arena, b.len + 1))))
		rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	if (!rc) {
		memcpy(bytes, b.data, b.len);
		rc = kaba_class_parse(bytes, b.len, &pl->arena, c->where, &pl->cls[k].cf, err);
	}
	kaba_buf_free(&b);
	return rc;
}

int frozen_bodies(struct plan *pl, size_t k, struct kaba_error *err)
{
	const struct kaba_pclass *c = pl->cls[k].frozen;
	uint16_t i;
	int rc = KABA_OK;

	for (i = 0; i < c->nmethods && !rc; i++)
		rc = retype_body(pl, k, &c->methods[i], i, err);
	return rc;
}
