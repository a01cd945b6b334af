#include "kaba/progress.h"

#include <stdarg.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static enum kaba_verbosity verbosity = KABA_NORMAL;
static struct {
	const char *stage;
	size_t total;
	int on;
	struct timespec last;
} bar;

void kaba_set_verbosity(enum kaba_verbosity v)
{
	verbosity = v;
}

enum kaba_verbosity kaba_verbosity(void)
{
	return verbosity;
}

void kaba_progress_begin(const char *stage, size_t total)
{
	bar.stage = stage;
	bar.total = total;
	bar.on = verbosity >= KABA_NORMAL && isatty(STDERR_FILENO);
	bar.last.tv_sec = 0;
	bar.last.tv_nsec = 0;
	if (bar.on)
		fprintf(stderr, "\r\033[K%s…", stage);
}

double kaba_seconds(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void kaba_progress_step(size_t done)
{
	struct timespec now;

	if (!bar.on)
		return;
	/* Redraw at most ten times a second: the terminal is slower than we are. */
	clock_gettime(CLOCK_MONOTONIC, &now);
	if ((now.tv_sec - bar.last.tv_sec) * 1000000000L + (now.tv_nsec - bar.last.tv_nsec) < 100000000L)
		return;
	bar.last = now;
	if (bar.total)
		fprintf(stderr, "\r\033[K%s %zu/%zu (%zu%%)", bar.stage, done, bar.total,
			done * 100 / bar.total);
	else
		fprintf(stderr, "\r\033[K%s %zu", bar.stage, done);
}

void kaba_progress_end(void)
{
	if (bar.on)
		fprintf(stderr, "\r\033[K");
	bar.on = 0;
}

/* "kaba: PREFIX" and the message on stderr, at verbosity `at` or above. */
static void say(enum kaba_verbosity at, const char *prefix, const char *fmt, va_list ap)
{
	if (verbosity < at)
		return;
	kaba_progress_end();
	fprintf(stderr, "kaba: %s", prefix);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void kaba_note(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say(KABA_VERBOSE, "", fmt, ap);
	va_end(ap);
}

void kaba_notice(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say(KABA_NORMAL, "", fmt, ap);
	va_end(ap);
}

void kaba_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say(KABA_NORMAL, "warning: ", fmt, ap);
	va_end(ap);
}
