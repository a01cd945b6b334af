/*
 * The deepest operand stack of a method (kaba_code_max_stack): the data
 * flow with values that say nothing, so that only the depths count.  Every
 * handler is entered with one slot whether its range is reachable or not,
 * as javac counts it.
 */
#include <string.h>

#include "kaba/dataflow.h"

struct depth {
	const char *where;
	struct kaba_error *err;
};

static const unsigned char nothing;

/* Paths must meet with one depth. */
static int join(void *ctx, struct kaba_df *df, uint32_t b, int64_t target,
		const struct kaba_df_state *in, int *changed)
{
	struct depth *d = ctx;

	if (!df->reached[b]) {
		*changed = 1;
		return kaba_df_enter(df, b, in);
	}
	if (df->in[b].nstack != in->nstack)
		return kaba_fail(d->err, KABA_EINPUT, d->where, -1,
				 "stack depth %u and %u meet at offset %lld", df->in[b].nstack,
				 in->nstack, (long long)target);
	return 0;
}

static int fail(void *ctx, struct kaba_df *df, int status, const char *what)
{
	struct depth *d = ctx;

	return kaba_fail(d->err, status, d->where, -1, "%s at %u", what, df->at);
}

static const struct kaba_df_domain depths = {
	.size = sizeof(nothing),
	.top = &nothing,
	.join = join,
	.fail = fail,
};

int kaba_code_max_stack(const struct kaba_class *cls, const struct kaba_code *code,
			uint16_t *max, const char *where, struct kaba_error *err)
{
	struct depth d = { where, err };
	struct kaba_arena arena;
	struct kaba_df df;
	struct kaba_df_state in;
	uint16_t i;
	int st;

	if (!code->code_len)
		return kaba_fail(err, KABA_EINPUT, where, -1, "empty code");
	kaba_arena_init(&arena);
	if ((st = kaba_df_init(&df, &depths, &d, cls, code, code->max_locals, UINT16_MAX,
			       NULL, 0, 1, &arena, where, err)))
		goto out;
	in.locals = df.cur.locals;
	in.stack = df.cur.stack;
	memset(in.locals, 0, (size_t)df.max_locals + 1);
	in.nstack = 0;
	if ((st = kaba_df_flow(&df, 0, &in)))
		goto out;
	/* a handler starts with the exception alone on the stack */
	in.nstack = 1;
	if (code->nexceptions)
		df.used_stack = 1;
	for (i = 0; i < code->nexceptions; i++)
		if ((st = kaba_df_flow(&df, code->exceptions[i].handler_pc, &in)))
			goto out;
	if (!(st = kaba_df_run(&df)))
		*max = (uint16_t)df.used_stack;
out:
	kaba_arena_free(&arena);
	return st;
}
