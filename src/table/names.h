/* Name → index maps of a table's rows and columns (private to src/table). */
#ifndef KABA_TABLE_NAMES_H
#define KABA_TABLE_NAMES_H

#include <stddef.h>

struct kaba_name_index;

struct kaba_name_index *kaba_names_new(void);
void kaba_names_free(struct kaba_name_index *ix);
/* `name` must outlive the index (the table's arena owns it).  Returns 0, or
 * -1 when out of memory. */
int kaba_names_put(struct kaba_name_index *ix, const char *name, size_t value);
/* KABA_NONE when absent. */
size_t kaba_names_get(const struct kaba_name_index *ix, const char *name);

#endif
