/* Private helpers of src/edit. */
#ifndef KABA_EDIT_IMPL_H
#define KABA_EDIT_IMPL_H

#include <cJSON.h>

#include "kaba/editor.h"

/* DIR/proposal.json's document (editor.h) from its parts, which it takes
 * over (each may be NULL on entry only when out of memory: then NULL). */
cJSON *editor_document(cJSON *proposal, cJSON *sites, cJSON *edits);
/* Write doc as formatted JSON to path. */
int editor_write_json(const char *path, const cJSON *doc, struct kaba_error *err);
/* The display form of a class of e: its name, or K<n> while it has none. */
const char *editor_class_name(const struct kaba_editor *e, size_t c, char *buf, size_t n);

#endif
