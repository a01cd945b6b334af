/*
 * Progress and chatter.  Progress lines go to stderr only when stderr is a
 * terminal and the user did not ask for --quiet; --verbose adds notes about
 * what each stage did.  Warnings are printed unless --quiet.
 */
#ifndef KABA_PROGRESS_H
#define KABA_PROGRESS_H

#include <stddef.h>

enum kaba_verbosity { KABA_QUIET = 0, KABA_NORMAL = 1, KABA_VERBOSE = 2 };

void kaba_set_verbosity(enum kaba_verbosity v);
enum kaba_verbosity kaba_verbosity(void);

/* A stage with an optional known total (0 if unknown). */
void kaba_progress_begin(const char *stage, size_t total);
void kaba_progress_step(size_t done);
void kaba_progress_end(void);
/* Wall-clock seconds from an arbitrary start (monotonic), for durations. */
double kaba_seconds(void);

void kaba_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* A line unless --quiet: what a run left out that the user would look for
 * (an output not written, a stage cut short), why, and how to get it. */
void kaba_notice(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void kaba_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
