/*
 * Private interfaces of the tracing agent (libkabatrace.so).
 *
 * ../rewrite.c instruments one class file (through the class-file editor); registry.c owns the sites and
 * columns (a struct kaba_trace behind a mutex) and the set of observed
 * (site, column) pairs; TraceLog.java is the logger the rewritten code
 * calls, natives.c its native half;
 * reflect.c watches the reflection API through breakpoints; agent.c wires
 * it to JVMTI.
 */
#ifndef KABA_TRACE_AGENT_H
#define KABA_TRACE_AGENT_H

#include <jvmti.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kaba/buf.h"
#include "kaba/trace.h"
#include "../rewrite.h"

/* ---- registry.c -------------------------------------------------------- */

int registry_init(void);
/* Is the class (internal name) one whose objects are traced? */
int registry_is_user(const char *name);
int registry_set_patterns(const char *list);
int registry_read_classes(const char *path);
/* Intern under the registry lock; UINT32_MAX when out of memory. */
uint32_t registry_site(const char *cls, const char *in_class,
		       const char *in_method, const char *in_desc,
		       uint32_t bci, uint32_t line);
uint32_t registry_column(uint8_t kind, const char *cls, const char *name,
			 const char *desc, uint32_t bci, const char *type);
/* The record of a method (flags as for kaba_trace_method, or-ed); a class
 * left uninstrumented is recorded with the empty name and descriptor. */
uint32_t registry_method(const char *cls, const char *name, const char *desc,
			 uint8_t flags);
/* Method record `id` ran (the helper's r(id)). */
void registry_ran(uint32_t id);
/* The pseudo site of a class: objects not created at an observed `new`. */
uint32_t registry_pseudo_site(const char *cls);
/* The class of a site's objects (interned: valid until exit), or NULL. */
const char *registry_site_class(uint32_t site);
/* Column details, for resolving field references. */
int registry_fieldref(uint32_t column, char **owner, char **name, char **desc);
void registry_set_resolved(uint32_t fieldref, uint32_t field_column);
uint32_t registry_resolved(uint32_t column);

/* Add to the set of observed pairs. */
void pairs_add(uint32_t site, uint32_t column);
void registry_reflection(const struct kaba_trace_reflect *r);
/* Strings for reflection records (interned in the registry). */
uint32_t registry_string(const char *s);
/* An interned string (valid until exit), "" for a bad index. */
const char *registry_string_at(uint32_t i);

/* Write the trace and the TamiFlex log (once; later calls do nothing). */
void registry_write(const char *path, const char *tamiflex_path);

/* The rewriter's hooks, bound to the registry. */
extern const struct trace_hooks registry_hooks;

/* ---- natives.c --------------------------------------------------------- */

/* The class files of TraceLog.java (generated: build/gen/trace_helper.c). */
struct trace_helper_class {
	const char *name;
	const unsigned char *bytes;
	size_t len;
};
extern const struct trace_helper_class trace_helper_classes[];
extern const size_t trace_helper_nclasses;

extern jvmtiEnv *trace_jvmti;
/* Define the helper classes and bind their natives (at VMInit). */
int natives_install(JNIEnv *jni);
/* The creation site of an object (UINT32_MAX when none), for reflection. */
uint32_t natives_site_of(JNIEnv *jni, jobject o);
/* A class was prepared: hide the site field it declares from reflection
 * (before any code can reflect on the class). */
void natives_class_prepared(JNIEnv *jni, jclass k);
/* Record that object o used column, for reflection. */
void natives_use(JNIEnv *jni, jobject o, uint32_t column);
/* One line: how often the Java half went native, by reason (each object
 * once, each pair once, each method once, each construction of a user
 * class twice), for the tests that the cost does not grow with the uses. */
void natives_stats(FILE *f);

/* ---- reflect.c --------------------------------------------------------- */

/* The capabilities breakpoints and local reads need (OnLoad only). */
void reflect_capabilities(jvmtiCapabilities *caps);
void reflect_vm_init(jvmtiEnv *jvmti, JNIEnv *jni);
void JNICALL reflect_breakpoint(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread,
				jmethodID method, jlocation location);

#endif
