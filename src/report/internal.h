/* What the report's files share (src/report/). */
#ifndef KABA_REPORT_INTERNAL_H
#define KABA_REPORT_INTERNAL_H

#include <stdio.h>

#include "kaba/report.h"

/* Whether column col lives in a class not named after its original class
 * (report.json's `moved`; json.c). */
int report_moved(const struct kaba_report *r, size_t col, struct kaba_arena *a);

/* The program's user classes sorted by internal name (users.c). */
struct report_users {
	struct kaba_pclass **v;
	size_t n;
};
int report_users_init(struct report_users *u, struct kaba_program *prog);
/* The index in u->v of the user class `name` (internal), or KABA_NONE. */
size_t report_user_index(const struct report_users *u, const char *name);
void report_users_free(struct report_users *u);

/* One headline per original inheritance tree that the proposal changes
 * (hierarchies.c), from r->trees; -1 when r has none (no program). */
int report_hierarchies(const struct kaba_report *r, FILE *out);

#endif
