/* Private helpers of src/edit. */
#ifndef KABA_EDIT_IMPL_H
#define KABA_EDIT_IMPL_H

#include <cJSON.h>

#include "kaba/editor.h"

/* The display form of a class of e: its name, or K<n> while it has none. */
const char *editor_class_name(const struct kaba_editor *e, size_t c, char *buf, size_t n);

/* The strings of array `key` of o, in e's arena; *n their count. */
const char **editor_strings(struct kaba_editor *e, const cJSON *o, const char *key, size_t *n);

struct kaba_analysis;
struct kaba_program;
/* The original program of DIR read again from the saved job's inputs, and
 * in *an report.json's frozen classes (program.c), for the outputs drawn
 * from both.  *prog NULL and *why the reason when they cannot be read or
 * no longer hold the classes analysed; -1 when out of memory. */
int editor_program(struct kaba_editor *e, struct kaba_program **prog, struct kaba_analysis *an,
		   const char **why);

#endif
