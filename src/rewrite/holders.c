/*
 * Static holders (docs/constraints.md §7.2: statics have no columns, so they stay
 * in a class of their original name) and class initialisation order
 * (JLS 12.4, docs/harness.md §7.10).
 *
 * A class is initialised when a static member of it is used, when an
 * object of it is made, and before any of its subclasses; its superclasses
 * are initialised first.  The holder of C keeps C's statics and <clinit>,
 * but not C's superclasses, objects or subclasses.  So:
 *  - a holder of a class with a <clinit> never doubles as a proposal class
 *    (plan.c merges the two when they share a name): that class's objects
 *    and subclasses, of other original classes too, would run C's
 *    initialisers where the original did not (holders_plan);
 *  - every holder whose class has a superclass with a <clinit> starts its
 *    own <clinit> (made if there is none) with a call of that superclass
 *    holder's *trigger*, an empty static method `kaba$init()V`, whose own
 *    <clinit> does the same one level up.  The JVM's order is kept: the
 *    superclass's initialisers run before C's (JLS 12.4.2 marks C in
 *    progress before step 7 initialises the superclass, as a <clinit> that
 *    has started does);
 *  - `new C` first calls the trigger of the nearest holder at or above C
 *    (body.c, through holder_init);
 *  - a frozen class on the way keeps its <clinit> and its superclasses
 *    (frozen too), which the JVM initialises in order: it is initialised
 *    by name (Class.forName) where a holder's trigger would be called.
 * Interfaces are left alone (their initialisation does not follow their
 * subtypes', JLS 12.4.1, default methods aside).  What each holder and
 * each `new` pulls is planned (holders_triggers_plan); the emitter writes
 * it, and a holder's trigger method with the first pull.
 */
#include <stdlib.h>
#include <string.h>

#include "kaba/bytecode.h"
#include "holders.h"

#define CLINIT "<clinit>"
#define VOID "()V"
#define OBJECT "java/lang/Object"

int holder_split(struct plan *pl, size_t k, struct kaba_error *err)
{
	struct plan_class *h = plan_add_class(pl, err);
	struct kaba_buf b;
	size_t i = 0;
	int rc = KABA_OK;

	if (!h)
		return err->status;
	h->name = pl->cls[k].name;
	h->super_name = OBJECT;
	h->statics_of = pl->cls[k].statics_of;
	pl->cls[k].statics_of = NULL;
	kaba_buf_init(&b);
	do {
		b.len = 0;
		kaba_buf_printf(&b, "%s_%zu", h->name, ++i);
	} while (!b.oom && plan_name_taken(pl, (const char *)b.data, b.len));
	kaba_buf_u8(&b, 0);
	if (b.oom || !(pl->cls[k].name = kaba_arena_strdup(&pl->arena, (const char *)b.data)))
		rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	kaba_buf_free(&b);
	for (i = 0; i < pl->n; i++)     /* link_classes copied the name */
		if (pl->cls[i].super == k)
			pl->cls[i].super_name = pl->cls[k].name;
	return rc;
}

int holders_plan(struct plan *pl, struct kaba_error *err)
{
	size_t k, n = pl->n;
	int rc;

	for (k = 0; k < n; k++)
		if (pl->cls[k].statics_of && pl->cls[k].pclass != KABA_NONE &&
		    kaba_pclass_method(pl->cls[k].statics_of, CLINIT, VOID) &&
		    (rc = holder_split(pl, k, err)))
			return rc;
	return KABA_OK;
}

/* Add `code` as the body of a new static method name()V of class k, whose
 * operand stack holds up to `stack` values. */
static int add_static(struct plan *pl, size_t k, const char *name, uint16_t access,
		      const uint8_t *code, uint32_t len, uint16_t stack, struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;
	struct kaba_member *m = kaba_member_add(cf, &cf->methods, access, name, VOID, err);

	if (!m || !kaba_member_set_code(cf, m, code, len, stack, 0, err))
		return err->status;
	return KABA_OK;
}

/* Does frozen class c, or a class above it, have a <clinit>?  Its
 * initialisation then runs code, first the superclasses' (the JVM's order:
 * frozen classes keep theirs, and a frozen class's superclasses are
 * frozen too). */
static int initialises(const struct kaba_pclass *c)
{
	unsigned depth = 0;

	for (; c && c->origin == KABA_ORIGIN_USER && depth++ <= KABA_PROGRAM_MAX_DEPTH; c = c->super)
		if (kaba_pclass_method(c, CLINIT, VOID))
			return 1;
	return 0;
}

/* The trigger of the nearest class at or above user class c (the original
 * superclass chain; above it only if !self) that has a <clinit>, or of a
 * frozen class on the way that has one at or above it. */
static void holder_trigger(const struct plan *pl, const struct kaba_pclass *c, int self,
			   struct trigger *t)
{
	unsigned depth = 0;

	t->h = KABA_NONE;
	t->frozen = NULL;
	for (c = self ? c : c->super; c && c->origin == KABA_ORIGIN_USER; c = c->super) {
		if (depth++ > KABA_PROGRAM_MAX_DEPTH || kaba_pclass_is_interface(c))
			return;
		if (!plan_user_class(pl, c->name, c->name_len)) {
			t->frozen = initialises(c) ? c : NULL;
			return;
		}
		if (kaba_pclass_method(c, CLINIT, VOID))
			break;
	}
	if (c && c->origin == KABA_ORIGIN_USER)
		t->h = plan_holder(pl, c);
}

static int init_cmp(const void *a, const void *b)
{
	return strcmp(((const struct class_init *)a)->c->name,
		      ((const struct class_init *)b)->c->name);
}

int holders_triggers_plan(struct plan *pl, struct kaba_error *err)
{
	size_t i, n = kaba_program_user_count(pl->prog);

	for (i = 0; i < pl->n; i++) {
		const struct kaba_pclass *c = pl->cls[i].statics_of;

		pl->cls[i].clinit_first = (struct trigger){ KABA_NONE, NULL };
		if (c && !kaba_pclass_is_interface(c))
			holder_trigger(pl, c, 0, &pl->cls[i].clinit_first);
	}
	if (n && !(pl->inits = kaba_arena_alloc(&pl->arena, n * sizeof(*pl->inits))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (i = 0; i < n; i++) {
		pl->inits[i].c = kaba_program_user(pl->prog, i);
		holder_trigger(pl, pl->inits[i].c, 1, &pl->inits[i].t);
	}
	pl->ninits = n;
	qsort(pl->inits, n, sizeof(*pl->inits), init_cmp);
	return KABA_OK;
}

const struct trigger *holder_init(const struct plan *pl, const char *name, size_t len)
{
	size_t lo = 0, hi = pl->ninits;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct kaba_pclass *c = pl->inits[mid].c;
		int d = strncmp(c->name, name, len);

		if (!d && c->name_len == len)
			return pl->inits[mid].t.h != KABA_NONE || pl->inits[mid].t.frozen ?
			       &pl->inits[mid].t : NULL;
		if (d < 0 || (!d && c->name_len < len))
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

int trigger_insns(struct plan *pl, struct kaba_class *cf, const struct trigger *t,
		  struct kaba_insn *v, struct kaba_error *err)
{
	static const uint8_t ret[] = { KABA_OP_RETURN };
	uint16_t ref, name;
	char *binary;
	size_t i;

	if (t->h != KABA_NONE) {
		if (class_method(pl->cls[t->h].cf, HOLDER_TRIGGER, VOID) < 0 &&
		    add_static(pl, t->h, HOLDER_TRIGGER, KABA_ACC_PUBLIC | KABA_ACC_STATIC, ret,
			       sizeof(ret), 0, err))
			return -1;
		if (!(ref = kaba_cp_intern_ref(cf, KABA_CP_METHODREF, pl->cls[t->h].name,
					       HOLDER_TRIGGER, VOID, err)))
			return -1;
		kaba_insn_make(&v[0], KABA_OP_INVOKESTATIC, ref, 0);
		return 1;
	}
	if (!t->frozen)
		return 0;
	if (!(binary = kaba_arena_strdup(&pl->arena, t->frozen->name))) {
		kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		return -1;
	}
	for (i = 0; binary[i]; i++)
		binary[i] = binary[i] == '/' ? '.' : binary[i];
	if (!(name = kaba_cp_intern_string(cf, binary, strlen(binary), err)) ||
	    !(ref = kaba_cp_intern_ref(cf, KABA_CP_METHODREF, "java/lang/Class", "forName",
				       "(Ljava/lang/String;)Ljava/lang/Class;", err)))
		return -1;
	kaba_insn_make(&v[0], KABA_OP_LDC_W, name, 0);
	kaba_insn_make(&v[1], KABA_OP_INVOKESTATIC, ref, 0);
	kaba_insn_make(&v[2], KABA_OP_POP, 0, 0);
	return 3;
}

/* Holder k's <clinit> starts by pulling trigger t. */
static int call_first(struct plan *pl, size_t k, const struct trigger *t, struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;
	struct kaba_insn v[TRIGGER_MAX];
	struct kaba_code_insertion ins = { 0, 0, NULL, 0 };
	struct kaba_buf code;
	int n = trigger_insns(pl, cf, t, v, err), i, at = class_method(cf, CLINIT, VOID), rc;

	if (n < 0)
		return err->status;
	kaba_buf_init(&code);
	for (i = 0; i < n; i++)
		if (kaba_insn_encode(&code, 0, &v[i], NULL, NULL, err)) {
			kaba_buf_free(&code);
			return err->status;
		}
	ins.bytes = code.data;
	ins.len = (uint32_t)code.len;
	if (code.oom)
		rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	else if (at >= 0)       /* Class.forName's argument: one more slot */
		rc = kaba_code_insert(cf, &cf->methods.v[at], &ins, 1, 1, pl->cls[k].name, err);
	else {
		kaba_buf_u8(&code, KABA_OP_RETURN);
		rc = code.oom ? kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory") :
		     add_static(pl, k, CLINIT, KABA_ACC_STATIC, code.data, (uint32_t)code.len, 1,
				err);
	}
	kaba_buf_free(&code);
	return rc;
}

int holders_clinit_order(struct plan *pl, struct kaba_error *err)
{
	size_t k;
	int rc;

	for (k = 0; k < pl->n; k++) {
		const struct trigger *t = &pl->cls[k].clinit_first;

		if ((t->h != KABA_NONE || t->frozen) && (rc = call_first(pl, k, t, err)))
			return rc;
	}
	return KABA_OK;
}
