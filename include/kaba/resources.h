/*
 * Classes that an input's resources name (docs/reflection.md rule 24): the
 * library loads them by name, so they keep their names and shapes.  They
 * are handed to the analysis as keep rules in kaba's ProGuard subset
 * (analysis.h), the form a user would write for them by hand:
 *
 *   META-INF/services/S, each provider P:  -keep class P { *; }
 *     (java.util.ServiceLoader creates P with its public no-argument
 *     constructor and hands it to whoever asks for an S, who may call any
 *     method of S on it: every member of P is an entry point, so the
 *     analysis sees what those calls do whichever way the object travels);
 *   a .properties value or an .xml attribute value or text that is exactly
 *   a binary class name N:                  -keep class N
 *     (whoever reads the resource may pass N to Class.forName).
 *
 * A rule for a name that is no class of the input matches nothing.  A
 * reason names the resource and line: `keep rule (app.jar!META-INF/
 * services/S:2): -keep class P { *; }`.
 */
#ifndef KABA_RESOURCES_H
#define KABA_RESOURCES_H

#include <stddef.h>

#include "kaba/error.h"

struct kaba_keep;

/* Add to *keep (NULL: none yet; kaba_keep_parse) the keep rules for the
 * resources of the `n` inputs.  Fails like kaba_jar_open and kaba_jar_read;
 * on failure *keep keeps the rules it had. */
int kaba_resource_keep(const char *const *inputs, size_t n, struct kaba_keep **keep,
		       struct kaba_error *err);

#endif
