/*
 * The logger that rewritten code calls: kaba/TraceLog, a class of four
 * static native methods that the agent generates and defines in the
 * bootstrap loader (so classes of every loader resolve it) and binds with
 * RegisterNatives.  Native rather than Java: the logger needs the object's
 * JVMTI tag anyway, and one JNI transition plus GetTag and a lock-free set
 * probe is the whole hot path.
 *
 * Object identity is the JVMTI tag: ((site + 1) << 1) | 1, or IGNORED for
 * objects of non-user classes that reached a check.  An object is tagged at
 * its first logged use: constructors log before the creation site sees the
 * finished object, so the site announces itself first (e(site), pushed on a
 * per-thread stack right before its invokespecial <init>) and the first
 * untagged object of the announced class takes that site.  Objects nobody
 * announced (reflection, clone, deserialisation, library code) take the
 * pseudo site of their class.
 */
#include <stdlib.h>
#include <string.h>

#include "agent.h"

jvmtiEnv *trace_jvmti;

#define IGNORED ((jlong)1)
#define SITE_TAG(site) ((jlong)(((uint64_t)(site) + 1) << 1 | 1))
#define EXPECT_DEPTH 256

/* Sites announced on this thread whose objects are still being built. */
static __thread uint32_t expected[EXPECT_DEPTH];
static __thread uint32_t nexpected;

static jlong tag_of(jobject o)
{
	jlong tag = 0;

	if ((*trace_jvmti)->GetTag(trace_jvmti, o, &tag) != JVMTI_ERROR_NONE)
		return -1;
	return tag;
}

/* Internal name of the object's class, or NULL (caller frees). */
static char *class_name(JNIEnv *jni, jobject o)
{
	jclass k = (*jni)->GetObjectClass(jni, o);
	char *sig = NULL, *name = NULL;
	size_t n;

	if (k && (*trace_jvmti)->GetClassSignature(trace_jvmti, k, &sig, NULL) ==
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
	if (k)
		(*jni)->DeleteLocalRef(jni, k);
	return name;
}

/* Give an untagged object its site; returns the tag (IGNORED for objects
 * that are no rows). */
static jlong first_use(JNIEnv *jni, jobject o)
{
	char *name = class_name(jni, o);
	uint32_t site = UINT32_MAX, i;
	jlong tag;

	if (!name || !registry_is_user(name)) {
		tag = IGNORED;
		goto out;
	}
	/* the innermost announced site of this very class */
	for (i = nexpected; i-- > 0;) {
		const char *cls = registry_site_class(expected[i]);

		if (cls && !strcmp(cls, name)) {
			site = expected[i];
			break;
		}
	}
	if (site == UINT32_MAX)
		site = registry_pseudo_site(name);
	tag = site == UINT32_MAX ? IGNORED : SITE_TAG(site);
out:
	(*trace_jvmti)->SetTag(trace_jvmti, o, tag);
	free(name);
	return tag;
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

void natives_use(JNIEnv *jni, jobject o, uint32_t column)
{
	jlong tag;
	uint32_t site;

	if (!o || column == UINT32_MAX)
		return;
	tag = tag_of(o);
	if (tag == 0)
		tag = first_use(jni, o);
	if (tag == IGNORED || tag <= 0)
		return;
	site = (uint32_t)((uint64_t)tag >> 1) - 1;
	if (pairs_contains(site, column))
		return;
	if (registry_resolved(column) == UINT32_MAX)
		resolve_field(jni, o, column);
	pairs_add(site, column);
}

uint32_t natives_site_of(JNIEnv *jni, jobject o)
{
	jlong tag;

	if (!o)
		return UINT32_MAX;
	tag = tag_of(o);
	if (tag == 0)
		tag = first_use(jni, o);
	if (tag == IGNORED || tag <= 0)
		return UINT32_MAX;
	return (uint32_t)((uint64_t)tag >> 1) - 1;
}

static void JNICALL log_use(JNIEnv *jni, jclass helper, jobject o, jint column)
{
	(void)helper;
	natives_use(jni, o, (uint32_t)column);
}

static void JNICALL log_check(JNIEnv *jni, jclass helper, jobject o,
			      jint outcome, jint true_column)
{
	(void)helper;
	natives_use(jni, o, (uint32_t)true_column + (outcome ? 0 : 1));
}

static void JNICALL log_expect(JNIEnv *jni, jclass helper, jint site)
{
	(void)jni;
	(void)helper;
	if (nexpected == EXPECT_DEPTH) { /* constructors that threw: drop the oldest */
		memmove(expected, expected + 1, (EXPECT_DEPTH - 1) * sizeof(*expected));
		nexpected--;
	}
	expected[nexpected++] = (uint32_t)site;
}

static void JNICALL log_new(JNIEnv *jni, jclass helper, jobject o, jint site)
{
	uint32_t i;

	(void)helper;
	/* pop the announcement, and any left by constructors that threw */
	for (i = nexpected; i-- > 0;)
		if (expected[i] == (uint32_t)site) {
			nexpected = i;
			break;
		}
	if (o && tag_of(o) == 0) /* a constructor that logged nothing */
		(*trace_jvmti)->SetTag(trace_jvmti, o, SITE_TAG(site));
	(void)jni;
}

/* The helper's class file: public final class kaba/TraceLog with the four
 * static natives and nothing else (version 52: no StackMapTable needed). */
static void helper_class(struct kaba_buf *b)
{
	static const char *const utf8[] = {
		TRACE_HELPER, "java/lang/Object", TRACE_USE_NAME, TRACE_USE_DESC,
		TRACE_CHECK_NAME, TRACE_CHECK_DESC, TRACE_NEW_NAME,
		TRACE_EXPECT_NAME, TRACE_EXPECT_DESC,
	};
	/* (name, descriptor) as indices of utf8[] + 1 */
	static const uint16_t methods[][2] = { { 3, 4 }, { 5, 6 }, { 7, 4 }, { 8, 9 } };
	size_t i, n = sizeof(utf8) / sizeof(*utf8);

	kaba_buf_u32(b, 0xcafebabe);
	kaba_buf_u16(b, 0);
	kaba_buf_u16(b, 52);
	kaba_buf_u16(b, (uint16_t)(n + 3)); /* utf8s, two Class entries */
	for (i = 0; i < n; i++) {
		kaba_buf_u8(b, 1);
		kaba_buf_u16(b, (uint16_t)strlen(utf8[i]));
		kaba_buf_put(b, utf8[i], strlen(utf8[i]));
	}
	kaba_buf_u8(b, 7);
	kaba_buf_u16(b, 1);
	kaba_buf_u8(b, 7);
	kaba_buf_u16(b, 2);
	kaba_buf_u16(b, 0x0031); /* public final super */
	kaba_buf_u16(b, (uint16_t)(n + 1));
	kaba_buf_u16(b, (uint16_t)(n + 2));
	kaba_buf_u16(b, 0); /* interfaces */
	kaba_buf_u16(b, 0); /* fields */
	kaba_buf_u16(b, sizeof(methods) / sizeof(*methods));
	for (i = 0; i < sizeof(methods) / sizeof(*methods); i++) {
		kaba_buf_u16(b, 0x0109); /* public static native */
		kaba_buf_u16(b, methods[i][0]);
		kaba_buf_u16(b, methods[i][1]);
		kaba_buf_u16(b, 0);
	}
	kaba_buf_u16(b, 0); /* attributes */
}

int natives_install(JNIEnv *jni)
{
	JNINativeMethod natives[] = {
		{ TRACE_USE_NAME, TRACE_USE_DESC, (void *)log_use },
		{ TRACE_CHECK_NAME, TRACE_CHECK_DESC, (void *)log_check },
		{ TRACE_NEW_NAME, TRACE_NEW_DESC, (void *)log_new },
		{ TRACE_EXPECT_NAME, TRACE_EXPECT_DESC, (void *)log_expect },
	};
	struct kaba_buf b;
	jclass k;
	int rc = -1;

	kaba_buf_init(&b);
	helper_class(&b);
	if (!b.oom) {
		k = (*jni)->DefineClass(jni, TRACE_HELPER, NULL,
					(const jbyte *)b.data, (jsize)b.len);
		if (k && !(*jni)->RegisterNatives(jni, k, natives, 4))
			rc = 0;
	}
	if ((*jni)->ExceptionCheck(jni)) {
		(*jni)->ExceptionDescribe(jni);
		(*jni)->ExceptionClear(jni);
	}
	kaba_buf_free(&b);
	return rc;
}
