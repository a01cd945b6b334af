/*
 * The logger that rewritten code calls: kaba/TraceLog, a class the agent
 * generates and defines in the bootstrap loader (so classes of every loader
 * resolve it), with native methods bound by RegisterNatives.  Natives,
 * because the logger needs the object's JVMTI tag; a small Java front (a
 * one-entry cache per column) keeps repeated uses of one object off the
 * JNI path, since GetTag, which locks the VM's tag map, dominates the cost.
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

static void JNICALL log_ran(JNIEnv *jni, jclass helper, jint method)
{
	(void)jni;
	(void)helper;
	registry_ran((uint32_t)method);
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

/*
 * The helper's class file, written by hand: public final class
 * kaba/TraceLog with
 *
 *   private static final Object[] o$ = new Object[65536];
 *   private static final int[] c$ = new int[65536];
 *   private static final boolean[] ran$ = new boolean[65536];
 *   public static void a(Object o, int col) {
 *       int i = col & 0xffff;
 *       if (o$[i] == o && c$[i] == col) return;   // just logged: skip JNI
 *       u(o, col); c$[i] = col; o$[i] = o;
 *   }
 *   public static void r(int m) {
 *       if (m < 65536 && ran$[m]) return;         // known to have run
 *       k(m); if (m < 65536) ran$[m] = true;
 *   }
 *   private static native void u(Object, int), k(int);
 *   public static native void c(Object, int, int), n(Object, int), e(int);
 *
 * The one-entry cache per column is what keeps loops over one object's
 * fields off the native path (measured: most calls); it holds at most one
 * object per cache slot alive.  ran$ makes every later entry of a method
 * (ids are never negative) a few bytecodes.  Version 49, so no
 * StackMapTable is needed.
 */
static const uint8_t helper_code_a[] = {
	0x1b, 0x12, 24, 0x7e, 0x3d,             /* i = col & 0xffff */
	0xb2, 0, 18, 0x1c, 0x32, 0x2a,          /* o$[i], o */
	0xa6, 0, 13,                            /* if_acmpne MISS */
	0xb2, 0, 20, 0x1c, 0x2e, 0x1b,          /* c$[i], col */
	0xa0, 0, 4,                             /* if_icmpne MISS */
	0xb1,                                   /* return */
	0x2a, 0x1b, 0xb8, 0, 22,                /* MISS: u(o, col) */
	0xb2, 0, 20, 0x1c, 0x1b, 0x4f,          /* c$[i] = col */
	0xb2, 0, 18, 0x1c, 0x2a, 0x53,          /* o$[i] = o */
	0xb1,
};

static const uint8_t helper_code_r[] = {
	0x1a, 0x12, 23, 0xa2, 0, 12,            /* m >= 65536: CALL */
	0xb2, 0, 33, 0x1a, 0x33, 0x99, 0, 4,    /* !ran$[m]: CALL */
	0xb1,                                   /* return */
	0x1a, 0xb8, 0, 35,                      /* CALL: k(m) */
	0x1a, 0x12, 23, 0xa2, 0, 9,             /* m >= 65536: END */
	0xb2, 0, 33, 0x1a, 0x04, 0x54,          /* ran$[m] = true */
	0xb1,                                   /* END */
};

static const uint8_t helper_code_clinit[] = {
	0x12, 23, 0xbd, 0, 4, 0xb3, 0, 18,      /* o$ = new Object[65536] */
	0x12, 23, 0xbc, 10, 0xb3, 0, 20,        /* c$ = new int[65536] */
	0x12, 23, 0xbc, 4, 0xb3, 0, 33,         /* ran$ = new boolean[65536] */
	0xb1,
};

static void helper_method(struct kaba_buf *b, uint16_t access, uint16_t name,
			  uint16_t desc, uint16_t max_stack, uint16_t max_locals,
			  const uint8_t *code, uint32_t len)
{
	kaba_buf_u16(b, access);
	kaba_buf_u16(b, name);
	kaba_buf_u16(b, desc);
	if (!code) {
		kaba_buf_u16(b, 0);
		return;
	}
	kaba_buf_u16(b, 1);
	kaba_buf_u16(b, 25); /* "Code" */
	kaba_buf_u32(b, 12 + len);
	kaba_buf_u16(b, max_stack);
	kaba_buf_u16(b, max_locals);
	kaba_buf_u32(b, len);
	kaba_buf_put(b, code, len);
	kaba_buf_u16(b, 0); /* exception table */
	kaba_buf_u16(b, 0); /* attributes */
}

static void helper_class(struct kaba_buf *b)
{
	/* constant pool entries 1..35; the bytecode above uses these indices */
	enum { NCP = 36 };
	static const char *const utf8[NCP] = {
		[1] = TRACE_HELPER, [3] = "java/lang/Object",
		[5] = TRACE_USE_NAME, [6] = TRACE_USE_DESC,
		[7] = TRACE_CHECK_NAME, [8] = TRACE_CHECK_DESC,
		[9] = TRACE_NEW_NAME, [10] = TRACE_EXPECT_NAME,
		[11] = TRACE_EXPECT_DESC, [12] = "u", [13] = "o$",
		[14] = "[Ljava/lang/Object;", [15] = "c$", [16] = "[I",
		[25] = "Code", [26] = "<clinit>", [27] = "()V",
		[28] = TRACE_RAN_NAME, [29] = "k", [30] = "ran$", [31] = "[Z",
	};
	static const uint8_t pairs[NCP][3] = { /* tag, a, b (b = 0: one operand) */
		[2] = { 7, 1, 0 }, [4] = { 7, 3, 0 }, [17] = { 12, 13, 14 },
		[18] = { 9, 2, 17 }, [19] = { 12, 15, 16 }, [20] = { 9, 2, 19 },
		[21] = { 12, 12, 6 }, [22] = { 10, 2, 21 },
		[32] = { 12, 30, 31 }, [33] = { 9, 2, 32 },
		[34] = { 12, 29, 11 }, [35] = { 10, 2, 34 },
	};
	int i;

	kaba_buf_u32(b, 0xcafebabe);
	kaba_buf_u16(b, 0);
	kaba_buf_u16(b, 49);
	kaba_buf_u16(b, NCP);
	for (i = 1; i < NCP; i++) {
		if (utf8[i]) {
			kaba_buf_u8(b, 1);
			kaba_buf_u16(b, (uint16_t)strlen(utf8[i]));
			kaba_buf_put(b, utf8[i], strlen(utf8[i]));
		} else if (i == 23 || i == 24) {
			kaba_buf_u8(b, 3);
			kaba_buf_u32(b, i == 23 ? 65536 : 65535);
		} else {
			kaba_buf_u8(b, pairs[i][0]);
			kaba_buf_u16(b, pairs[i][1]);
			if (pairs[i][0] != 7)
				kaba_buf_u16(b, pairs[i][2]);
		}
	}
	kaba_buf_u16(b, 0x0031); /* public final super */
	kaba_buf_u16(b, 2);
	kaba_buf_u16(b, 4);
	kaba_buf_u16(b, 0); /* interfaces */
	kaba_buf_u16(b, 3); /* fields: private static final o$, c$, ran$ */
	kaba_buf_u16(b, 0x001a);
	kaba_buf_u16(b, 13);
	kaba_buf_u16(b, 14);
	kaba_buf_u16(b, 0);
	kaba_buf_u16(b, 0x001a);
	kaba_buf_u16(b, 15);
	kaba_buf_u16(b, 16);
	kaba_buf_u16(b, 0);
	kaba_buf_u16(b, 0x001a);
	kaba_buf_u16(b, 30);
	kaba_buf_u16(b, 31);
	kaba_buf_u16(b, 0);
	kaba_buf_u16(b, 8); /* methods */
	helper_method(b, 0x0009, 5, 6, 3, 3, helper_code_a, sizeof(helper_code_a));
	helper_method(b, 0x0009, 28, 11, 3, 1, helper_code_r, sizeof(helper_code_r));
	helper_method(b, 0x010a, 12, 6, 0, 0, NULL, 0);
	helper_method(b, 0x010a, 29, 11, 0, 0, NULL, 0);
	helper_method(b, 0x0109, 7, 8, 0, 0, NULL, 0);
	helper_method(b, 0x0109, 9, 6, 0, 0, NULL, 0);
	helper_method(b, 0x0109, 10, 11, 0, 0, NULL, 0);
	helper_method(b, 0x0008, 26, 27, 1, 0, helper_code_clinit,
		      sizeof(helper_code_clinit));
	kaba_buf_u16(b, 0); /* attributes */
}

int natives_install(JNIEnv *jni)
{
	JNINativeMethod natives[] = {
		{ "u", TRACE_USE_DESC, (void *)log_use },
		{ TRACE_CHECK_NAME, TRACE_CHECK_DESC, (void *)log_check },
		{ TRACE_NEW_NAME, TRACE_NEW_DESC, (void *)log_new },
		{ TRACE_EXPECT_NAME, TRACE_EXPECT_DESC, (void *)log_expect },
		{ "k", TRACE_RAN_DESC, (void *)log_ran },
	};
	struct kaba_buf b;
	jclass k;
	int rc = -1;

	kaba_buf_init(&b);
	helper_class(&b);
	if (!b.oom) {
		k = (*jni)->DefineClass(jni, TRACE_HELPER, NULL,
					(const jbyte *)b.data, (jsize)b.len);
		if (k && !(*jni)->RegisterNatives(jni, k, natives,
							 (jint)(sizeof(natives) / sizeof(*natives))))
			rc = 0;
	}
	if ((*jni)->ExceptionCheck(jni)) {
		(*jni)->ExceptionDescribe(jni);
		(*jni)->ExceptionClear(jni);
	}
	kaba_buf_free(&b);
	return rc;
}
