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
 * may list it) but not its body: the body has no table rows, so what it
 * names of the restructured classes cannot be retyped (a `new` of a class
 * created nowhere else has no class at all).  It throws AssertionError
 * instead, so that a run that reaches it after all says so.
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

#define UNREACHABLE "kaba: unreachable method"

/* The code of dead method i of frozen plan class k:
 * throw new AssertionError(UNREACHABLE). */
static int unreachable_body(struct plan *pl, size_t k, uint16_t i, struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;
	struct kaba_member *m = &cf->methods.v[i];
	const struct kaba_code *old = kaba_member_code(m);
	uint16_t cls, msg, init;
	uint8_t code[12];

	if (!(cls = kaba_cp_intern_class(cf, "java/lang/AssertionError", 24, err)) ||
	    !(msg = kaba_cp_intern_string(cf, UNREACHABLE, strlen(UNREACHABLE), err)) ||
	    !(init = kaba_cp_intern_ref(cf, KABA_CP_METHODREF, "java/lang/AssertionError",
					"<init>", "(Ljava/lang/Object;)V", err)))
		return err->status;
	code[0] = KABA_OP_NEW;
	code[1] = (uint8_t)(cls >> 8);
	code[2] = (uint8_t)cls;
	code[3] = KABA_OP_DUP;
	code[4] = KABA_OP_LDC_W;
	code[5] = (uint8_t)(msg >> 8);
	code[6] = (uint8_t)msg;
	code[7] = KABA_OP_INVOKESPECIAL;
	code[8] = (uint8_t)(init >> 8);
	code[9] = (uint8_t)init;
	code[10] = KABA_OP_ATHROW;
	if (!kaba_member_set_code(cf, m, code, 11, 3, old->max_locals, err))
		return err->status;
	return KABA_OK;
}

int frozen_bodies(struct plan *pl, size_t k, struct kaba_error *err)
{
	const struct kaba_pclass *c = pl->cls[k].frozen;
	uint16_t i;
	int rc = KABA_OK;

	for (i = 0; i < c->nmethods && !rc; i++) {
		if (!kaba_member_code(&c->cf->methods.v[c->methods[i].index]))
			continue;       /* abstract or native */
		/* a class initialiser runs with its class, not when called */
		rc = plan_dead_method(pl, &c->methods[i]) && strcmp(c->methods[i].name, "<clinit>") ?
		     unreachable_body(pl, k, i, err) : retype_body(pl, k, &c->methods[i], i, err);
	}
	return rc;
}
