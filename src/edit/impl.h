/* Private helpers of src/edit. */
#ifndef KABA_EDIT_IMPL_H
#define KABA_EDIT_IMPL_H

#include <cJSON.h>

#include "kaba/editor.h"

/* The display form of a class of e: its name, or K<n> while it has none. */
const char *editor_class_name(const struct kaba_editor *e, size_t c, char *buf, size_t n);

#endif
