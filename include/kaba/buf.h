/*
 * A growable byte buffer with big-endian writers, the shape class files and
 * trace files are written in.  Out-of-memory is sticky: after a failed growth
 * every append is ignored and `oom` stays set, so writers check once at the end.
 */
#ifndef KABA_BUF_H
#define KABA_BUF_H

#include <stddef.h>
#include <stdint.h>

struct kaba_buf {
	uint8_t *data;
	size_t len, cap;
	int oom;
};

void kaba_buf_init(struct kaba_buf *b);
void kaba_buf_free(struct kaba_buf *b);
int kaba_buf_reserve(struct kaba_buf *b, size_t extra);
void kaba_buf_put(struct kaba_buf *b, const void *p, size_t n);
void kaba_buf_u8(struct kaba_buf *b, uint8_t v);
void kaba_buf_u16(struct kaba_buf *b, uint16_t v);
void kaba_buf_u32(struct kaba_buf *b, uint32_t v);
void kaba_buf_u64(struct kaba_buf *b, uint64_t v);
void kaba_buf_printf(struct kaba_buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Overwrite two/four bytes at `at` (for lengths known only after the body). */
void kaba_buf_patch_u16(struct kaba_buf *b, size_t at, uint16_t v);
void kaba_buf_patch_u32(struct kaba_buf *b, size_t at, uint32_t v);

#endif
