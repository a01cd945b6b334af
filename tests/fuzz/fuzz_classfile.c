/*
 * libFuzzer target for the class-file parser: any input either fails with
 * KABA_EINPUT or parses into a class that writes back byte for byte (by
 * copy, structurally, and fully re-encoded), whose code decodes and
 * re-encodes identically (and has a max stack or a clean refusal), whose
 * annotations walk or are refused cleanly, and that the dump can print.  Then the code
 * editor puts a nop before every instruction of every method; the result
 * must parse again (or the editor must refuse cleanly).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/bytecode.h"
#include "kaba/classfile.h"
#include "kaba/dataflow.h"

static void check_write(struct kaba_class *cls, struct kaba_buf *b, unsigned flags,
			const uint8_t *data, size_t size)
{
	struct kaba_error err = { 0 };

	b->len = 0;
	if (kaba_class_write(cls, b, flags, "fuzz", &err) || b->len != size ||
	    memcmp(b->data, data, size))
		abort();
}

static void check_code(const struct kaba_class *cls, const struct kaba_code *code,
		       struct kaba_buf *b)
{
	struct kaba_insn_iter it;
	struct kaba_insn insn;
	struct kaba_error err = { 0 };
	uint16_t max;
	int r;

	r = kaba_code_max_stack(cls, code, &max, "fuzz", &err);
	if (r && r != KABA_EINPUT)
		abort();

	b->len = 0;
	kaba_insn_iter_init(&it, code->code, code->code_len, "fuzz", 0);
	while ((r = kaba_insn_next(&it, &insn, &err)) > 0)
		if (kaba_insn_encode(b, 0, &insn, NULL, NULL, &err))
			abort();
	/* the parser accepted this code, so the walk must too */
	if (r || b->len != code->code_len || memcmp(b->data, code->code, b->len))
		abort();
}

static void check_code_edit(struct kaba_class *cls, struct kaba_buf *b)
{
	static const uint8_t nop = KABA_OP_NOP;
	struct kaba_code_insertion *ins;
	struct kaba_error err = { 0 };
	struct kaba_class *re;
	uint16_t i;

	for (i = 0; i < cls->methods.n; i++) {
		const struct kaba_code *code = kaba_member_code(&cls->methods.v[i]);
		struct kaba_insn_iter it;
		struct kaba_insn insn;
		size_t n = 0;
		int st;

		if (!code)
			continue;
		ins = calloc(code->code_len, sizeof(*ins));
		kaba_insn_iter_init(&it, code->code, code->code_len, "fuzz", 0);
		for (; kaba_insn_next(&it, &insn, &err) > 0; n++)
			ins[n] = (struct kaba_code_insertion){ insn.offset, (int)(n & 1), &nop, 1 };
		st = kaba_code_insert(cls, &cls->methods.v[i], ins, n, 0, "fuzz", &err);
		free(ins);
		if (st && st != KABA_EUNSUPPORTED && st != KABA_EINPUT)
			abort();
	}
	b->len = 0;
	if (kaba_class_write(cls, b, 0, "fuzz", &err))
		abort();
	/* frames off instruction starts are refused by the editor, everything
	 * else it produces must be a valid class again */
	if (kaba_class_parse(b->data, b->len, cls->arena, "fuzz", &re, &err))
		abort();
}

static void check_annotations(const struct kaba_class *cls, const struct kaba_attrs *attrs)
{
	struct kaba_error err = { 0 };
	uint16_t i;
	int st;

	for (i = 0; i < attrs->n; i++) {
		st = kaba_annotations_walk(cls, &attrs->v[i], NULL, NULL, "fuzz", &err);
		if (st && st != KABA_EINPUT)
			abort();
		if (attrs->v[i].kind == KABA_ATTR_CODE)
			check_annotations(cls, &attrs->v[i].code->attrs);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *null;
	struct kaba_arena arena;
	struct kaba_error err = { 0 };
	struct kaba_class *cls;
	struct kaba_buf b;
	uint16_t i;
	int st;

	if (!null)
		null = fopen("/dev/null", "w");
	kaba_arena_init(&arena);
	kaba_buf_init(&b);
	st = kaba_class_parse(data, size, &arena, "fuzz", &cls, &err);
	if (st && st != KABA_EINPUT)
		abort();
	if (!st) {
		check_write(cls, &b, 0, data, size);
		check_write(cls, &b, KABA_WRITE_REENCODE, data, size);
		cls->modified = 1;
		check_write(cls, &b, 0, data, size);
		for (i = 0; i < cls->methods.n; i++) {
			const struct kaba_code *code = kaba_member_code(&cls->methods.v[i]);

			if (code)
				check_code(cls, code, &b);
		}
		check_annotations(cls, &cls->attrs);
		for (i = 0; i < cls->fields.n; i++)
			check_annotations(cls, &cls->fields.v[i].attrs);
		for (i = 0; i < cls->methods.n; i++)
			check_annotations(cls, &cls->methods.v[i].attrs);
		if (null)
			kaba_class_dump(null, cls);
		check_code_edit(cls, &b);
	}
	kaba_buf_free(&b);
	kaba_arena_free(&arena);
	return 0;
}
