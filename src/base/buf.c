#include "kaba/buf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void kaba_buf_init(struct kaba_buf *b)
{
	memset(b, 0, sizeof(*b));
}

void kaba_buf_free(struct kaba_buf *b)
{
	free(b->data);
	kaba_buf_init(b);
}

int kaba_buf_reserve(struct kaba_buf *b, size_t extra)
{
	size_t cap;
	uint8_t *p;

	if (b->oom)
		return -1;
	if (b->cap - b->len >= extra)
		return 0;
	cap = b->cap ? b->cap : 256;
	while (cap - b->len < extra) {
		if (cap > SIZE_MAX / 2) {
			b->oom = 1;
			return -1;
		}
		cap *= 2;
	}
	p = realloc(b->data, cap);
	if (!p) {
		b->oom = 1;
		return -1;
	}
	b->data = p;
	b->cap = cap;
	return 0;
}

void kaba_buf_put(struct kaba_buf *b, const void *p, size_t n)
{
	if (!n || kaba_buf_reserve(b, n))
		return;
	memcpy(b->data + b->len, p, n);
	b->len += n;
}

void kaba_buf_u8(struct kaba_buf *b, uint8_t v)
{
	kaba_buf_put(b, &v, 1);
}

void kaba_buf_u16(struct kaba_buf *b, uint16_t v)
{
	uint8_t x[2] = { (uint8_t)(v >> 8), (uint8_t)v };

	kaba_buf_put(b, x, 2);
}

void kaba_buf_u32(struct kaba_buf *b, uint32_t v)
{
	uint8_t x[4] = { (uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v };

	kaba_buf_put(b, x, 4);
}

void kaba_buf_u64(struct kaba_buf *b, uint64_t v)
{
	kaba_buf_u32(b, (uint32_t)(v >> 32));
	kaba_buf_u32(b, (uint32_t)v);
}

void kaba_buf_printf(struct kaba_buf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || kaba_buf_reserve(b, (size_t)n + 1))
		return;
	va_start(ap, fmt);
	vsnprintf((char *)b->data + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

void kaba_buf_patch_u16(struct kaba_buf *b, size_t at, uint16_t v)
{
	if (b->oom || at + 2 > b->len)
		return;
	b->data[at] = (uint8_t)(v >> 8);
	b->data[at + 1] = (uint8_t)v;
}

void kaba_buf_patch_u32(struct kaba_buf *b, size_t at, uint32_t v)
{
	if (b->oom || at + 4 > b->len)
		return;
	b->data[at] = (uint8_t)(v >> 24);
	b->data[at + 1] = (uint8_t)(v >> 16);
	b->data[at + 2] = (uint8_t)(v >> 8);
	b->data[at + 3] = (uint8_t)v;
}
