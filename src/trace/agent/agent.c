/*
 * libkabatrace.so: the JVMTI side.  Options (after -agentpath:...=):
 *
 *   out=FILE        the trace file (default kaba.trace)
 *   refl=FILE       the TamiFlex log (default FILE.refl.log)
 *   include=P1:P2   user classes by Java name with * wildcards
 *   classes=FILE    user classes listed by internal name, one a line
 *                   (default for both: every class outside the JDK)
 *   stats           at the end, say on stderr how often the logger went
 *                   native (kaba trace -v)
 *
 * Only ClassFileLoadHook and breakpoints are enabled: no field watches, no
 * method entry events, which would run every thread interpreted
 * (docs/platform.md §7).  The trace is written at VMDeath (normal end,
 * System.exit and an uncaught exception all get there) and, should that
 * never come, when the library is unloaded.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"

static char *out_path, *refl_path;
static int stats;

static void JNICALL on_class_load(jvmtiEnv *jvmti, JNIEnv *jni,
				  jclass redefined, jobject loader,
				  const char *name, jobject domain, jint len,
				  const unsigned char *data, jint *new_len,
				  unsigned char **new_data)
{
	struct kaba_buf b;
	unsigned char *copy;
	int instrumented;

	(void)jni;
	(void)redefined;
	(void)domain;
	if (!name || !registry_is_user(name))
		return;
	kaba_buf_init(&b);
	/* the bootstrap loader's classes load before the logger exists */
	if (loader && trace_rewrite_class(data, (size_t)len, &registry_hooks, &b)) {
		instrumented = 1;
	} else {
		/* no probe tells which of its methods ran: assume all did */
		registry_method(name, "", "", KABA_TRACE_ASSUMED);
		fprintf(stderr, "kaba trace agent: %s left uninstrumented\n", name);
		instrumented = trace_site_field_class(data, (size_t)len, &registry_hooks, &b);
		if (!instrumented)
			fprintf(stderr, "kaba trace agent: %s: no site field either, so "
				"uses of its objects as `this` will fail\n", name);
	}
	if (instrumented && b.len < 0x7fffffff &&
	    (*jvmti)->Allocate(jvmti, (jlong)b.len, &copy) == JVMTI_ERROR_NONE) {
		memcpy(copy, b.data, b.len);
		*new_data = copy;
		*new_len = (jint)b.len;
	}
	kaba_buf_free(&b);
}

static void JNICALL on_class_prepare(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread,
				     jclass k)
{
	(void)jvmti;
	(void)thread;
	natives_class_prepared(jni, k);
}

static void JNICALL on_vm_init(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread)
{
	(void)thread;
	if (natives_install(jni))
		fprintf(stderr, "kaba trace agent: cannot define %s\n", TRACE_HELPER);
	else if ((*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE,
						    JVMTI_EVENT_CLASS_PREPARE, NULL))
		fprintf(stderr, "kaba trace agent: no class prepare events\n");
	reflect_vm_init(jvmti, jni);
}

static void JNICALL on_vm_death(jvmtiEnv *jvmti, JNIEnv *jni)
{
	(void)jvmti;
	(void)jni;
	registry_write(out_path, refl_path);
	if (stats)
		natives_stats(stderr);
}

/* Options are key=value pairs separated by commas. */
static int parse_options(const char *options)
{
	char *copy = strdup(options ? options : ""), *tok, *save = NULL;
	int rc = 0;

	if (!copy)
		return -1;
	for (tok = strtok_r(copy, ",", &save); tok && !rc;
	     tok = strtok_r(NULL, ",", &save)) {
		if (!strncmp(tok, "out=", 4))
			rc = !(out_path = strdup(tok + 4));
		else if (!strncmp(tok, "refl=", 5))
			rc = !(refl_path = strdup(tok + 5));
		else if (!strncmp(tok, "include=", 8))
			rc = registry_set_patterns(tok + 8);
		else if (!strncmp(tok, "classes=", 8))
			rc = registry_read_classes(tok + 8);
		else if (!strcmp(tok, "stats"))
			stats = 1;
		else
			rc = -1;
		if (rc)
			fprintf(stderr, "kaba trace agent: bad option '%s'\n", tok);
	}
	free(copy);
	if (!rc && !out_path)
		rc = !(out_path = strdup("kaba.trace"));
	if (!rc && !refl_path) {
		refl_path = malloc(strlen(out_path) + 10);
		if (refl_path)
			sprintf(refl_path, "%s.refl.log", out_path);
		rc = !refl_path;
	}
	return rc ? -1 : 0;
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
	jvmtiCapabilities caps;
	jvmtiEventCallbacks cb;
	jvmtiEnv *jvmti;

	(void)reserved;
	if (registry_init() || parse_options(options))
		return JNI_ERR;
	if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK)
		return JNI_ERR;
	trace_jvmti = jvmti;
	memset(&caps, 0, sizeof(caps));
	caps.can_generate_all_class_hook_events = 1;
	reflect_capabilities(&caps);
	if ((*jvmti)->AddCapabilities(jvmti, &caps) != JVMTI_ERROR_NONE) {
		fprintf(stderr, "kaba trace agent: capabilities refused\n");
		return JNI_ERR;
	}
	memset(&cb, 0, sizeof(cb));
	cb.ClassFileLoadHook = on_class_load;
	cb.VMInit = on_vm_init;
	cb.ClassPrepare = on_class_prepare;
	cb.VMDeath = on_vm_death;
	cb.Breakpoint = reflect_breakpoint;
	if ((*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof(cb)) ||
	    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE,
			JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL) ||
	    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE,
			JVMTI_EVENT_VM_INIT, NULL) ||
	    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE,
			JVMTI_EVENT_VM_DEATH, NULL) ||
	    (caps.can_generate_breakpoint_events &&
	     (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE,
			JVMTI_EVENT_BREAKPOINT, NULL)))
		return JNI_ERR;
	return JNI_OK;
}

JNIEXPORT void JNICALL Agent_OnUnload(JavaVM *vm)
{
	(void)vm;
	registry_write(out_path, refl_path); /* no-op after VMDeath */
}
