/*
 * Reflection through breakpoints at bytecode 0 of the reflection API
 * (docs/platform.md §7 rule 3): breakpoints keep the JIT on, where method
 * entry events would not.  Rewriting user code alone would miss these
 * calls: Field.get/set go through Unsafe, and invoke/newInstance through
 * generated accessors.  Each hit records (API, caller, target, creation
 * site of the receiver); Field.get and set on a user object also give the
 * table entry (site of the receiver, field), which no getfield shows.
 * Method.invoke and newInstance need no entry here: the target's own
 * instrumented body logs it.
 */
#include <stdlib.h>
#include <string.h>

#include "agent.h"

#define MAX_WATCHED 48

static struct {
	jmethodID method;
	uint8_t api;
	uint8_t receiver_slot; /* 1, or 0 when there is no receiver */
	uint8_t name_slot;     /* a lookup's name argument (1), or 0 */
} watched[MAX_WATCHED];
static int nwatched;
static jmethodID field_declaring_class;

void reflect_capabilities(jvmtiCapabilities *caps)
{
	caps->can_generate_breakpoint_events = 1;
	caps->can_access_local_variables = 1;
	caps->can_get_line_numbers = 1;
}

static void watch(jvmtiEnv *jvmti, jmethodID m, uint8_t api, uint8_t receiver_slot,
		  uint8_t name_slot)
{
	if (!m || nwatched == MAX_WATCHED ||
	    (*jvmti)->SetBreakpoint(jvmti, m, 0) != JVMTI_ERROR_NONE)
		return;
	watched[nwatched].method = m;
	watched[nwatched].api = api;
	watched[nwatched].receiver_slot = receiver_slot;
	watched[nwatched].name_slot = name_slot;
	nwatched++;
}

static void watch_named(jvmtiEnv *jvmti, JNIEnv *jni, const char *cls,
			const char *name, const char *desc, int is_static,
			uint8_t api, uint8_t receiver_slot, uint8_t name_slot)
{
	jclass k = (*jni)->FindClass(jni, cls);
	jmethodID m = NULL;

	if (k)
		m = is_static ? (*jni)->GetStaticMethodID(jni, k, name, desc) :
				(*jni)->GetMethodID(jni, k, name, desc);
	if ((*jni)->ExceptionCheck(jni))
		(*jni)->ExceptionClear(jni);
	watch(jvmti, m, api, receiver_slot, name_slot);
}

/* get, set, getInt, setInt, ...: the public accessors, not the private
 * helpers that take an Object too (getFieldAccessor). */
static int is_accessor(const char *name)
{
	static const char *const types[] = { "", "Boolean", "Byte", "Char",
		"Short", "Int", "Long", "Float", "Double" };
	size_t i;

	if (strncmp(name, "get", 3) && strncmp(name, "set", 3))
		return 0;
	for (i = 0; i < sizeof(types) / sizeof(*types); i++)
		if (!strcmp(name + 3, types[i]))
			return 1;
	return 0;
}

/* Field.get*(Object) and Field.set*(Object, value): every accessor. */
static void watch_field_accessors(jvmtiEnv *jvmti, JNIEnv *jni)
{
	jclass k = (*jni)->FindClass(jni, "java/lang/reflect/Field");
	jmethodID *methods = NULL;
	jint n = 0, i;

	if (!k || (*jvmti)->GetClassMethods(jvmti, k, &n, &methods)) {
		(*jni)->ExceptionClear(jni);
		return;
	}
	field_declaring_class = (*jni)->GetMethodID(jni, k, "getDeclaringClass",
						    "()Ljava/lang/Class;");
	for (i = 0; i < n; i++) {
		char *name = NULL, *sig = NULL;

		if ((*jvmti)->GetMethodName(jvmti, methods[i], &name, &sig, NULL))
			continue;
		if (!strncmp(sig, "(Ljava/lang/Object;", 19) && is_accessor(name))
			watch(jvmti, methods[i], name[0] == 'g' ? KABA_API_FIELD_GET :
			      KABA_API_FIELD_SET, 1, 0);
		(*jvmti)->Deallocate(jvmti, (unsigned char *)name);
		(*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
	}
	(*jvmti)->Deallocate(jvmti, (unsigned char *)methods);
}

/* The reflection API methods watched by name (Field's accessors are found
 * by walking the class, see watch_field_accessors).  Member lookups and
 * enumerations are logged too, with the Class looked into: in the traced
 * static analysis they bound which classes a lookup on a Class computed at
 * run time may touch (docs/reflection.md rule 10). */
static const struct by_name {
	const char *cls, *name, *desc;
	uint8_t is_static, api, receiver_slot, name_slot;
} by_name[] = {
	{ "java/lang/Class", "forName", "(Ljava/lang/String;)Ljava/lang/Class;", 1,
	  KABA_API_CLASS_FORNAME, 0, 0 },
	{ "java/lang/Class", "forName",
	  "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;", 1,
	  KABA_API_CLASS_FORNAME, 0, 0 },
	{ "java/lang/Class", "newInstance", "()Ljava/lang/Object;", 0,
	  KABA_API_CLASS_NEWINSTANCE, 0, 0 },
	{ "java/lang/reflect/Constructor", "newInstance",
	  "([Ljava/lang/Object;)Ljava/lang/Object;", 0, KABA_API_CONSTRUCTOR_NEWINSTANCE, 0, 0 },
	{ "java/lang/reflect/Method", "invoke",
	  "(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", 0,
	  KABA_API_METHOD_INVOKE, 1, 0 },
	{ "java/lang/reflect/Array", "newInstance", "(Ljava/lang/Class;I)Ljava/lang/Object;", 1,
	  KABA_API_ARRAY_NEWINSTANCE, 0, 0 },
	{ "java/lang/reflect/Array", "newInstance", "(Ljava/lang/Class;[I)Ljava/lang/Object;", 1,
	  KABA_API_ARRAY_NEWINSTANCE, 0, 0 },
	{ "java/lang/Class", "getMethod",
	  "(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;", 0,
	  KABA_API_CLASS_GET_MEMBER, 0, 1 },
	{ "java/lang/Class", "getDeclaredMethod",
	  "(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;", 0,
	  KABA_API_CLASS_GET_MEMBER, 0, 1 },
	{ "java/lang/Class", "getField", "(Ljava/lang/String;)Ljava/lang/reflect/Field;", 0,
	  KABA_API_CLASS_GET_MEMBER, 0, 1 },
	{ "java/lang/Class", "getDeclaredField", "(Ljava/lang/String;)Ljava/lang/reflect/Field;", 0,
	  KABA_API_CLASS_GET_MEMBER, 0, 1 },
	{ "java/lang/Class", "getConstructor",
	  "([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;", 0, KABA_API_CLASS_GET_MEMBER, 0, 0 },
	{ "java/lang/Class", "getDeclaredConstructor",
	  "([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;", 0, KABA_API_CLASS_GET_MEMBER, 0, 0 },
	{ "java/lang/Class", "getMethods", "()[Ljava/lang/reflect/Method;", 0,
	  KABA_API_CLASS_GET_MEMBERS, 0, 0 },
	{ "java/lang/Class", "getDeclaredMethods", "()[Ljava/lang/reflect/Method;", 0,
	  KABA_API_CLASS_GET_MEMBERS, 0, 0 },
	{ "java/lang/Class", "getFields", "()[Ljava/lang/reflect/Field;", 0,
	  KABA_API_CLASS_GET_MEMBERS, 0, 0 },
	{ "java/lang/Class", "getDeclaredFields", "()[Ljava/lang/reflect/Field;", 0,
	  KABA_API_CLASS_GET_MEMBERS, 0, 0 },
	{ "java/lang/Class", "getConstructors", "()[Ljava/lang/reflect/Constructor;", 0,
	  KABA_API_CLASS_GET_MEMBERS, 0, 0 },
	{ "java/lang/Class", "getDeclaredConstructors", "()[Ljava/lang/reflect/Constructor;", 0,
	  KABA_API_CLASS_GET_MEMBERS, 0, 0 },
};

void reflect_vm_init(jvmtiEnv *jvmti, JNIEnv *jni)
{
	size_t i;

	for (i = 0; i < sizeof(by_name) / sizeof(by_name[0]); i++)
		watch_named(jvmti, jni, by_name[i].cls, by_name[i].name, by_name[i].desc,
			    by_name[i].is_static, by_name[i].api, by_name[i].receiver_slot,
			    by_name[i].name_slot);
	watch_field_accessors(jvmti, jni);
}

/* Interned internal name of a class ("" when unknown). */
static uint32_t class_string(jvmtiEnv *jvmti, jclass k)
{
	char *sig = NULL;
	uint32_t s = 0;
	size_t n;

	if (k && !(*jvmti)->GetClassSignature(jvmti, k, &sig, NULL)) {
		n = strlen(sig);
		if (n >= 2 && sig[0] == 'L') {
			sig[n - 1] = '\0';
			s = registry_string(sig + 1);
		} else {
			s = registry_string(sig);
		}
		(*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
	}
	return s;
}

static void method_strings(jvmtiEnv *jvmti, jmethodID m, uint32_t *cls,
			   uint32_t *name, uint32_t *desc)
{
	char *n = NULL, *d = NULL;
	jclass k = NULL;

	*cls = *name = *desc = 0;
	if (!m)
		return;
	if (!(*jvmti)->GetMethodDeclaringClass(jvmti, m, &k))
		*cls = class_string(jvmti, k);
	if (!(*jvmti)->GetMethodName(jvmti, m, &n, &d, NULL)) {
		*name = registry_string(n);
		*desc = registry_string(d);
		(*jvmti)->Deallocate(jvmti, (unsigned char *)n);
		(*jvmti)->Deallocate(jvmti, (unsigned char *)d);
	}
}

static int is_reflection_frame(jvmtiEnv *jvmti, jmethodID m)
{
	jclass k = NULL;
	char *sig = NULL;
	int r = 0;

	if (!(*jvmti)->GetMethodDeclaringClass(jvmti, m, &k) &&
	    !(*jvmti)->GetClassSignature(jvmti, k, &sig, NULL)) {
		r = !strncmp(sig, "Ljava/lang/reflect/", 19) ||
		    !strncmp(sig, "Ljdk/internal/reflect/", 22);
		(*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
	}
	return r;
}

/* The first frame below the API that is not reflection machinery. */
static void caller(jvmtiEnv *jvmti, jthread thread, struct kaba_trace_reflect *r)
{
	jvmtiFrameInfo frames[12];
	jvmtiLineNumberEntry *lines = NULL;
	jint n = 0, i, nlines = 0, l;

	if ((*jvmti)->GetStackTrace(jvmti, thread, 1, 12, frames, &n))
		return;
	for (i = 0; i < n && is_reflection_frame(jvmti, frames[i].method); i++)
		;
	if (i == n)
		return;
	method_strings(jvmti, frames[i].method, &r->caller_class, &r->caller_method,
		       &r->caller_desc);
	/* Known gap: for an instrumented caller this is the offset in the
	 * instrumented code, not the original one the static analysis uses
	 * (the line, from the relocated LineNumberTable, is the source's). */
	r->bci = frames[i].location >= 0 ? (uint32_t)frames[i].location : 0;
	if (!(*jvmti)->GetLineNumberTable(jvmti, frames[i].method, &nlines, &lines)) {
		for (l = 0; l < nlines; l++)
			if (lines[l].start_location <= frames[i].location)
				r->line = (uint32_t)lines[l].line_number;
		(*jvmti)->Deallocate(jvmti, (unsigned char *)lines);
	}
}

/* Field.get/set on a user object: the table entry (site of o, field). */
static void field_target(jvmtiEnv *jvmti, JNIEnv *jni, jobject field,
			 jobject receiver, struct kaba_trace_reflect *r)
{
	jfieldID f = (*jni)->FromReflectedField(jni, field);
	jclass k = field_declaring_class ?
		(*jni)->CallObjectMethod(jni, field, field_declaring_class) : NULL;
	char *name = NULL, *sig = NULL, *cls;

	if ((*jni)->ExceptionCheck(jni))
		(*jni)->ExceptionClear(jni);
	if (!f || !k)
		return;
	r->target_class = class_string(jvmti, k);
	if ((*jvmti)->GetFieldName(jvmti, k, f, &name, &sig, NULL))
		return;
	r->target_name = registry_string(name);
	r->target_desc = registry_string(sig);
	cls = strdup(registry_string_at(r->target_class));
	if (cls && receiver && registry_is_user(cls))
		natives_use(jni, receiver,
			    registry_column(KABA_TCOL_FIELD, cls, name, sig, 0, ""));
	free(cls);
	(*jvmti)->Deallocate(jvmti, (unsigned char *)name);
	(*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
}

/* A hidden class (a lambda's): Class.getName says "C$$Lambda$4/0x7f..",
 * its JVMTI signature "C$$Lambda$4.0x7f.."; no other internal name holds a
 * '.' before "0x". */
static int hidden(const char *name)
{
	return strstr(name, "/0x") || strstr(name, ".0x");
}

void JNICALL reflect_breakpoint(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread,
				jmethodID method, jlocation location)
{
	struct kaba_trace_reflect r;
	jobject self = NULL, receiver = NULL, name = NULL;
	const char *utf;
	uint32_t site;
	int i;

	(void)location;
	for (i = 0; i < nwatched && watched[i].method != method; i++)
		;
	if (i == nwatched)
		return;
	memset(&r, 0, sizeof(r));
	r.api = watched[i].api;
	r.count = 1;
	(*jni)->PushLocalFrame(jni, 32);
	(*jvmti)->GetLocalObject(jvmti, thread, 0, 0, &self);
	if (watched[i].receiver_slot)
		(*jvmti)->GetLocalObject(jvmti, thread, 0, watched[i].receiver_slot,
					 &receiver);
	if (watched[i].name_slot)
		(*jvmti)->GetLocalObject(jvmti, thread, 0, watched[i].name_slot, &name);
	caller(jvmti, thread, &r);
	switch (r.api) {
	case KABA_API_CLASS_FORNAME:
		utf = self ? (*jni)->GetStringUTFChars(jni, self, NULL) : NULL;
		if (utf) {
			char *internal = strdup(utf), *p;

			for (p = internal; p && *p; p++)
				if (*p == '.')
					*p = '/';
			if (internal)
				r.target_class = registry_string(internal);
			free(internal);
			(*jni)->ReleaseStringUTFChars(jni, self, utf);
		}
		break;
	case KABA_API_CLASS_NEWINSTANCE:
	case KABA_API_ARRAY_NEWINSTANCE:
		r.target_class = class_string(jvmti, self);
		if (r.api == KABA_API_CLASS_NEWINSTANCE) {
			r.target_name = registry_string("<init>");
			r.target_desc = registry_string("()V");
		}
		break;
	case KABA_API_CLASS_GET_MEMBER:
		r.target_class = class_string(jvmti, self);
		/* a constructor lookup asks for no name ("" when the name is null) */
		utf = name ? (*jni)->GetStringUTFChars(jni, name, NULL) : NULL;
		r.target_name = registry_string(utf ? utf : watched[i].name_slot ? "" : "<init>");
		if (utf)
			(*jni)->ReleaseStringUTFChars(jni, name, utf);
		break;
	case KABA_API_CLASS_GET_MEMBERS:
		r.target_class = class_string(jvmti, self);
		break;
	case KABA_API_CONSTRUCTOR_NEWINSTANCE:
	case KABA_API_METHOD_INVOKE:
		method_strings(jvmti, self ? (*jni)->FromReflectedMethod(jni, self) : NULL,
			       &r.target_class, &r.target_name, &r.target_desc);
		break;
	default:
		if (self)
			field_target(jvmti, jni, self, receiver, &r);
		break;
	}
	if ((*jni)->ExceptionCheck(jni))
		(*jni)->ExceptionClear(jni);
	if (hidden(registry_string_at(r.target_class)) || hidden(registry_string_at(r.caller_class)))
		goto out; /* hidden classes (lambdas): JDK plumbing, names vary */
	site = receiver ? natives_site_of(jni, receiver) : UINT32_MAX;
	r.receiver = site == UINT32_MAX ? 0 : site + 1;
	registry_reflection(&r);
out:
	(*jni)->PopLocalFrame(jni, NULL);
}
