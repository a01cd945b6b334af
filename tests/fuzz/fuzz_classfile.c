/*
 * libFuzzer target for the class-file parser: any input either fails with
 * KABA_EINPUT or parses into a class that writes back byte for byte (by
 * copy, structurally, and fully re-encoded), whose code decodes and
 * re-encodes identically, and that the dump can print.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/bytecode.h"
#include "kaba/classfile.h"

static void check_write(struct kaba_class *cls, struct kaba_buf *b, unsigned flags,
			const uint8_t *data, size_t size)
{
	struct kaba_error err = { 0 };

	b->len = 0;
	if (kaba_class_write(cls, b, flags, "fuzz", &err) || b->len != size ||
	    memcmp(b->data, data, size))
		abort();
}

static void check_code(const struct kaba_code *code, struct kaba_buf *b)
{
	struct kaba_insn_iter it;
	struct kaba_insn insn;
	struct kaba_error err = { 0 };
	int r;

	b->len = 0;
	kaba_insn_iter_init(&it, code->code, code->code_len, "fuzz", 0);
	while ((r = kaba_insn_next(&it, &insn, &err)) > 0)
		if (kaba_insn_encode(b, 0, &insn, NULL, NULL, &err))
			abort();
	/* the parser accepted this code, so the walk must too */
	if (r || b->len != code->code_len || memcmp(b->data, code->code, b->len))
		abort();
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
				check_code(code, &b);
		}
		if (null)
			kaba_class_dump(null, cls);
	}
	kaba_buf_free(&b);
	kaba_arena_free(&arena);
	return 0;
}
