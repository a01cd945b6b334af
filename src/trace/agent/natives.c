/*
 * The native half of the logger kaba/TraceLog (TraceLog.java, compiled at
 * build time and embedded: trace_helper.c), which the agent defines in the
 * bootstrap loader, so that classes of every loader resolve it, and whose
 * natives it binds here.  The Java half answers the common case, a pair
 * already recorded, without coming here (see its comment for why); these
 * natives see each object once (its site) and each pair once.
 *
 * An object's site is decided at its first logged use: constructors log
 * before the creation site sees the finished object, so the site announces
 * itself first (e(site), pushed on a per-thread stack right before its
 * invokespecial <init>) and the first unknown object of the announced class
 * takes that site.  Objects nobody announced (reflection, clone,
 * deserialisation, library code) take the pseudo site of their class.
 */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"

jvmtiEnv *trace_jvmti;

#define EXPECT_DEPTH 256

/* Sites announced on this thread whose objects are still being built. */
static __thread uint32_t expected[EXPECT_DEPTH];
static __thread uint32_t nexpected;

/* How often the Java half came here (agent option stats). */
static atomic_ulong nfirst, npair, nran, nexpect;

/* TraceLog's entries for the reflection breakpoints and class preparation. */
static jclass helper_class;
static jmethodID helper_use, helper_site, helper_hide;

/* Internal name of a class (not an array's), or NULL (caller frees). */
static char *name_of(jclass k)
{
	char *sig = NULL, *name = NULL;
	size_t n;

	if ((*trace_jvmti)->GetClassSignature(trace_jvmti, k, &sig, NULL) ==
	    JVMTI_ERROR_NONE && sig) {
		n = strlen(sig);
		if (n >= 2 && sig[0] == 'L') {
			name = malloc(n - 1);
			if (name) {
				memcpy(name, sig + 1, n - 2);
				name[n - 2] = '\0';
			}
		}
		(*trace_jvmti)->Deallocate(trace_jvmti, (unsigned char *)sig);
	}
	return name;
}

/* Internal name of the object's class, or NULL (caller frees). */
static char *class_name(JNIEnv *jni, jobject o)
{
	jclass k = (*jni)->GetObjectClass(jni, o);
	char *name = k ? name_of(k) : NULL;

	if (k)
		(*jni)->DeleteLocalRef(jni, k);
	return name;
}

static int is_user_class(jclass k)
{
	char *name = name_of(k);
	int user = name && registry_is_user(name);

	free(name);
	return user;
}

/* Does k itself declare the site field the rewriter adds? */
static int declares_site_field(jclass k)
{
	jint n = 0, i;
	jfieldID *fields = NULL;
	int found = 0;

	if ((*trace_jvmti)->GetClassFields(trace_jvmti, k, &n, &fields))
		return 0;
	for (i = 0; i < n && !found; i++) {
		char *name = NULL, *sig = NULL;

		if ((*trace_jvmti)->GetFieldName(trace_jvmti, k, fields[i], &name, &sig, NULL))
			continue;
		found = !strcmp(name, TRACE_SITE_FIELD) && !strcmp(sig, TRACE_SITE_FIELD_DESC);
		(*trace_jvmti)->Deallocate(trace_jvmti, (unsigned char *)name);
		(*trace_jvmti)->Deallocate(trace_jvmti, (unsigned char *)sig);
	}
	(*trace_jvmti)->Deallocate(trace_jvmti, (unsigned char *)fields);
	return found;
}

/* The site of an object TraceLog has not seen: the innermost announced
 * site of its class, else the class's pseudo site; UINT32_MAX for objects
 * that are no rows. */
static uint32_t first_use(JNIEnv *jni, jobject o)
{
	char *name = class_name(jni, o);
	uint32_t site = UINT32_MAX, i;

	if (!name || !registry_is_user(name))
		goto out;
	for (i = nexpected; i-- > 0;) {
		const char *cls = registry_site_class(expected[i]);

		if (cls && !strcmp(cls, name)) {
			site = expected[i];
			break;
		}
	}
	if (site == UINT32_MAX)
		site = registry_pseudo_site(name);
out:
	free(name);
	return site;
}

/* The declaring class of a field reference, found from an object that
 * holds the field: walk up from the object's class to the owner named in
 * the bytecode, then up to the class that declares the field. */
static void resolve_field(JNIEnv *jni, jobject o, uint32_t column)
{
	char *owner, *name, *desc, *sig = NULL;
	jclass k = (*jni)->GetObjectClass(jni, o);
	int found_owner = 0;
	uint32_t col = UINT32_MAX;

	if (registry_fieldref(column, &owner, &name, &desc))
		return;
	while (k && col == UINT32_MAX) {
		jclass up;

		if ((*trace_jvmti)->GetClassSignature(trace_jvmti, k, &sig, NULL))
			break;
		if (!found_owner)
			found_owner = strlen(sig) == strlen(owner) + 2 &&
				      !strncmp(sig + 1, owner, strlen(owner));
		if (found_owner) {
			jint n = 0, i;
			jfieldID *fields = NULL;

			if (!(*trace_jvmti)->GetClassFields(trace_jvmti, k, &n, &fields)) {
				for (i = 0; i < n && col == UINT32_MAX; i++) {
					char *fn = NULL, *fs = NULL;

					if ((*trace_jvmti)->GetFieldName(trace_jvmti, k,
							fields[i], &fn, &fs, NULL))
						continue;
					if (!strcmp(fn, name) && !strcmp(fs, desc)) {
						sig[strlen(sig) - 1] = '\0';
						col = registry_column(KABA_TCOL_FIELD,
							sig + 1, name, desc, 0, "");
					}
					(*trace_jvmti)->Deallocate(trace_jvmti, (unsigned char *)fn);
					(*trace_jvmti)->Deallocate(trace_jvmti, (unsigned char *)fs);
				}
				(*trace_jvmti)->Deallocate(trace_jvmti, (unsigned char *)fields);
			}
		}
		(*trace_jvmti)->Deallocate(trace_jvmti, (unsigned char *)sig);
		up = (*jni)->GetSuperclass(jni, k);
		(*jni)->DeleteLocalRef(jni, k);
		k = up;
	}
	if (k)
		(*jni)->DeleteLocalRef(jni, k);
	if (col == UINT32_MAX) /* not found (cannot happen for verified code) */
		col = registry_column(KABA_TCOL_FIELD, owner, name, desc, 0, "");
	if (col != UINT32_MAX)
		registry_set_resolved(column, col);
	free(owner);
	free(name);
	free(desc);
}

/* Reflection's uses and receivers go through TraceLog, which knows the
 * objects seen (the breakpoint callbacks may call Java). */
void natives_use(JNIEnv *jni, jobject o, uint32_t column)
{
	if (o && column != UINT32_MAX && helper_use) {
		(*jni)->CallStaticVoidMethod(jni, helper_class, helper_use, o, (jint)column);
		if ((*jni)->ExceptionCheck(jni)) /* out of memory: not the program's */
			(*jni)->ExceptionClear(jni);
	}
}

uint32_t natives_site_of(JNIEnv *jni, jobject o)
{
	jint site = -1;

	if (o && helper_site) {
		site = (*jni)->CallStaticIntMethod(jni, helper_class, helper_site, o);
		if ((*jni)->ExceptionCheck(jni)) {
			(*jni)->ExceptionClear(jni);
			site = -1;
		}
	}
	return site < 0 ? UINT32_MAX : (uint32_t)site;
}

void natives_class_prepared(JNIEnv *jni, jclass k)
{
	if (helper_hide && is_user_class(k) && declares_site_field(k)) {
		(*jni)->CallStaticVoidMethod(jni, helper_class, helper_hide, k);
		if ((*jni)->ExceptionCheck(jni)) {
			(*jni)->ExceptionDescribe(jni);
			(*jni)->ExceptionClear(jni);
		}
	}
}

static jboolean JNICALL log_user(JNIEnv *jni, jclass helper, jclass k)
{
	(void)jni;
	(void)helper;
	return k && is_user_class(k) ? JNI_TRUE : JNI_FALSE;
}

/* The topmost class, k or a superclass, that declares the site field, or
 * NULL: the field every object of k and of its subclasses finds. */
static jclass JNICALL log_holder(JNIEnv *jni, jclass helper, jclass k)
{
	jclass c = k ? (*jni)->NewLocalRef(jni, k) : NULL, holder = NULL;

	(void)helper;
	while (c) {
		jclass up = (*jni)->GetSuperclass(jni, c);

		if (declares_site_field(c)) {
			if (holder)
				(*jni)->DeleteLocalRef(jni, holder);
			holder = c;
		} else {
			(*jni)->DeleteLocalRef(jni, c);
		}
		c = up;
	}
	return holder;
}

static jint JNICALL log_first(JNIEnv *jni, jclass helper, jobject o)
{
	uint32_t site = o ? first_use(jni, o) : UINT32_MAX;

	(void)helper;
	nfirst++;
	return site == UINT32_MAX || site > INT32_MAX ? -1 : (jint)site;
}

static void JNICALL log_pair(JNIEnv *jni, jclass helper, jobject o, jint site,
			     jint column)
{
	(void)helper;
	npair++;
	if (registry_resolved((uint32_t)column) == UINT32_MAX)
		resolve_field(jni, o, (uint32_t)column);
	pairs_add((uint32_t)site, (uint32_t)column);
}

static void JNICALL log_expect(JNIEnv *jni, jclass helper, jint site)
{
	(void)jni;
	(void)helper;
	nexpect++;
	if (nexpected == EXPECT_DEPTH) { /* constructors that threw: drop the oldest */
		memmove(expected, expected + 1, (EXPECT_DEPTH - 1) * sizeof(*expected));
		nexpected--;
	}
	expected[nexpected++] = (uint32_t)site;
}

/* The announced object is built: pop its announcement, and any left by
 * constructors that threw. */
static void JNICALL log_built(JNIEnv *jni, jclass helper, jint site)
{
	uint32_t i;

	(void)jni;
	(void)helper;
	for (i = nexpected; i-- > 0;)
		if (expected[i] == (uint32_t)site) {
			nexpected = i;
			break;
		}
}

static void JNICALL log_ran(JNIEnv *jni, jclass helper, jint method)
{
	(void)jni;
	(void)helper;
	nran++;
	registry_ran((uint32_t)method);
}

void natives_stats(FILE *f)
{
	fprintf(f, "kaba trace agent: went native for %lu objects, %lu pairs, %lu methods, "
		"%lu constructions\n", (unsigned long)nfirst, (unsigned long)npair,
		(unsigned long)nran, (unsigned long)nexpect);
}

/* The module of a class (a local reference), or NULL. */
static jobject module_of(JNIEnv *jni, jclass k)
{
	jclass class_class = (*jni)->FindClass(jni, "java/lang/Class");
	jmethodID get = class_class ? (*jni)->GetMethodID(jni, class_class, "getModule",
							  "()Ljava/lang/Module;") : NULL;
	jobject m = get ? (*jni)->CallObjectMethod(jni, k, get) : NULL;

	if (class_class)
		(*jni)->DeleteLocalRef(jni, class_class);
	return m;
}

/* TraceLog reads site fields through jdk.internal.misc.Unsafe and hides
 * them through jdk.internal.reflect.Reflection: java.base exports both
 * packages to TraceLog's module only (the boot loader's unnamed module).
 * The VM's half of the export is enough for linking; the public routes
 * (JVMTI AddModuleExports, Module.addExports) also fill a map of Module's
 * through a lambda, which would start java.lang.invoke here, before the
 * program, and change which reflective calls of the JDK a trace records. */
static int export_internals(JNIEnv *jni)
{
	static const char *const packages[] = { "jdk.internal.misc", "jdk.internal.reflect" };
	jclass object = (*jni)->FindClass(jni, "java/lang/Object");
	jclass module = (*jni)->FindClass(jni, "java/lang/Module");
	jmethodID add = module ? (*jni)->GetStaticMethodID(jni, module, "addExports0",
		"(Ljava/lang/Module;Ljava/lang/String;Ljava/lang/Module;)V") : NULL;
	jobject base = object ? module_of(jni, object) : NULL;
	jobject mine = module_of(jni, helper_class);
	int rc = add && base && mine ? 0 : -1;
	size_t i;

	for (i = 0; !rc && i < sizeof(packages) / sizeof(*packages); i++) {
		jstring pn = (*jni)->NewStringUTF(jni, packages[i]);

		if (pn)
			(*jni)->CallStaticVoidMethod(jni, module, add, base, pn, mine);
		rc = !pn || (*jni)->ExceptionCheck(jni) ? -1 : 0;
		if (pn)
			(*jni)->DeleteLocalRef(jni, pn);
	}
	if (object)
		(*jni)->DeleteLocalRef(jni, object);
	if (module)
		(*jni)->DeleteLocalRef(jni, module);
	if (base)
		(*jni)->DeleteLocalRef(jni, base);
	if (mine)
		(*jni)->DeleteLocalRef(jni, mine);
	return rc;
}

int natives_install(JNIEnv *jni)
{
	JNINativeMethod natives[] = {
		{ "f", "(Ljava/lang/Object;)I", (void *)log_first },
		{ "u", "(Ljava/lang/Object;II)V", (void *)log_pair },
		{ "k", TRACE_RAN_DESC, (void *)log_ran },
		{ "x", TRACE_EXPECT_DESC, (void *)log_built },
		{ TRACE_EXPECT_NAME, TRACE_EXPECT_DESC, (void *)log_expect },
		{ "user", "(Ljava/lang/Class;)Z", (void *)log_user },
		{ "holder", "(Ljava/lang/Class;)Ljava/lang/Class;", (void *)log_holder },
	};
	jclass k = NULL;
	size_t i;
	int rc = -1;

	for (i = 0; i < trace_helper_nclasses; i++) {
		const struct trace_helper_class *c = &trace_helper_classes[i];

		k = (*jni)->DefineClass(jni, c->name, NULL, (const jbyte *)c->bytes,
					(jsize)c->len);
		if (!k)
			break;
		if (strcmp(c->name, TRACE_HELPER))
			(*jni)->DeleteLocalRef(jni, k);
		else
			helper_class = (*jni)->NewGlobalRef(jni, k);
	}
	if (i == trace_helper_nclasses && helper_class && !export_internals(jni) &&
	    !(*jni)->RegisterNatives(jni, helper_class, natives,
				     (jint)(sizeof(natives) / sizeof(*natives)))) {
		helper_use = (*jni)->GetStaticMethodID(jni, helper_class, TRACE_GET_NAME,
						       TRACE_GET_DESC);
		helper_site = (*jni)->GetStaticMethodID(jni, helper_class, "site",
							"(Ljava/lang/Object;)I");
		helper_hide = (*jni)->GetStaticMethodID(jni, helper_class, "hide",
							"(Ljava/lang/Class;)V");
		rc = helper_use && helper_site && helper_hide ? 0 : -1;
	}
	if ((*jni)->ExceptionCheck(jni)) {
		(*jni)->ExceptionDescribe(jni);
		(*jni)->ExceptionClear(jni);
	}
	return rc;
}
