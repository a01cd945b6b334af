/*
 * libFuzzer target: bytes as a zip (or jmod) image through the jar reader,
 * every entry read, every class entry parsed and written back, and the
 * manifest's Main-Class looked up.  Limits are lowered so that one input
 * cannot ask for more memory than the fuzzer allows.
 */
#include <stddef.h>
#include <stdint.h>

#include "kaba/arena.h"
#include "kaba/classfile.h"
#include "kaba/jar.h"

static void parse_class(const struct kaba_buf *bytes)
{
	struct kaba_error err = { 0 };
	struct kaba_class *cls;
	struct kaba_arena arena;
	struct kaba_buf out;

	kaba_arena_init(&arena);
	kaba_buf_init(&out);
	if (!kaba_class_parse(bytes->data, bytes->len, &arena, "fuzz.jar!C.class", &cls, &err))
		kaba_class_write(cls, &out, KABA_WRITE_REENCODE, "fuzz.jar!C.class", &err);
	kaba_buf_free(&out);
	kaba_arena_free(&arena);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct kaba_jar_limits limits = kaba_jar_default_limits;
	struct kaba_error err = { 0 };
	struct kaba_jar *jar;
	const char *main_class;
	struct kaba_buf b;
	size_t i;

	limits.max_entries = 4096;
	limits.max_entry_size = 16u << 20;
	limits.max_total_size = 64u << 20;
	if (kaba_jar_open_buffer("fuzz.jar", data, size, &limits, &jar, &err))
		return 0;
	kaba_buf_init(&b);
	for (i = 0; i < kaba_jar_count(jar); i++)
		if (!kaba_jar_read(jar, i, &b, &err) && kaba_jar_entry(jar, i)->is_class)
			parse_class(&b);
	kaba_jar_main_class(jar, &main_class, &err);
	kaba_buf_free(&b);
	kaba_jar_close(jar);
	return 0;
}
