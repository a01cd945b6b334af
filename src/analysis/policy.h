/*
 * The policy files' functions (reflection, guards, keep rules, names in
 * strings), above the IR and points-to layers whose headers they include;
 * the table builder (table/) calls them.
 */
#ifndef KABA_ANALYSIS_POLICY_H
#define KABA_ANALYSIS_POLICY_H

#include "ir/model.h"
#include "pta/pta.h"

/* ---- reflect.c -------------------------------------------------------- */
/* Recognise and model a reflective API call (besides the library summary
 * every such call also gets); 0, or a status on failure. */
int ka_reflect_call(struct ka *ka, int32_t stmt);
/* Freeze a class with a reason (every reason is kept). */
int ka_freeze(struct ka *ka, int32_t cls, const char *why);
/* The same, because frozen class `by` keeps cls (kaba_frozen.by). */
int ka_freeze_by(struct ka *ka, int32_t cls, const char *why, int32_t by);
/* Is call stmt a member lookup, enumeration or Class.newInstance, which
 * ka_reflect_call bounds whatever class its receiver is? */
int ka_reflect_any_class(const struct ka *ka, int32_t stmt);
/* What call stmt does with a class name or a Class: loads a class by name
 * (Class.forName, ClassLoader.loadClass), creates an object of it
 * (Class.newInstance()), or something else. */
enum ka_name_use { KA_USE_OTHER, KA_USE_LOAD, KA_USE_CREATE };
enum ka_name_use ka_reflect_name_use(const struct ka *ka, int32_t stmt);
/* The one value assigned to local var, if it has exactly one assignment
 * (the constant idiom `Class<?> c = Class.forName("p.C"); c.getMethod(...)`),
 * else KA_NONE. */
int32_t ka_single_source(const struct ka *ka, int32_t var);

/* ---- respell.c --------------------------------------------------------- */
/* Rule 21, once nothing more freezes: each reflective site created from a
 * constant name that the generator may rewrite gets the offset of its ldc
 * (ka_site.ldc), and each such creation's record says whether and why not.
 * 0 or a status. */
int ka_respellable(struct ka *ka);

/* ---- loaded.c ---------------------------------------------------------- */
/* After the last solution: does string s[0..len), wherever reachable code
 * loads it as a constant, reach only the name argument of the program's
 * forName/loadClass calls (and string concatenation), and the Class they
 * return only Class.newInstance() (and concatenation)?  1 yes, 0 no, -1
 * out of memory. */
int ka_name_only_loaded(struct ka *ka, const char *s, size_t len);

/* ---- pinned.c ---------------------------------------------------------- */
/* Rule N2: pin tabled class cls because a descriptor of frozen class `by`
 * names it; rule N4 (by KA_NONE): because a class literal's value only
 * reads what its name gives (the first reason is kept); a main class is
 * frozen instead.
 * 1 if it froze cls, 0 if not, -1 out of memory. */
int ka_pin_by(struct ka *ka, int32_t cls, const char *why, int32_t by);
/* Is cls pinned (and not frozen)? */
int ka_pinned(const struct ka *ka, int32_t cls);
/* After ka_build_table: the rows of the frozen descriptors that name each
 * pinned class get its name, one type and its pin column; the creation
 * sites of one class by name (rule 17) whose name rule 21 does not
 * rewrite get one type.  0 or a status. */
int ka_pinned_rows(struct ka *ka);

/* ---- guard.c ---------------------------------------------------------- */
/* Is call stmt's receiver a Class that its method tested with isEnum(), so
 * that the call runs only on an enum class?  1 yes, 0 no, -1 out of memory. */
int ka_enum_guarded(struct ka *ka, int32_t stmt);
/* Rule N4: does call stmt (no more than one argument) take as its receiver
 * the value of an `ldc` of class cls right before it, or before the one
 * instruction pushing its argument, with no other way into the call?  1
 * yes, 0 no, -1 out of memory. */
int ka_literal_receiver(struct ka *ka, int32_t stmt, int32_t cls);
/* Rule N5: does call stmt take as its last argument the value of an `ldc`
 * of class cls right before it, with no other way into the call?  1 yes,
 * 0 no, -1 out of memory. */
int ka_literal_argument(struct ka *ka, int32_t stmt, int32_t cls);
/* May method m compare references or lock one (if_acmp, monitorenter: no
 * statements of the IR), or has it no code?  1 yes, 0 no, -1 out of
 * memory. */
int ka_compares_references(struct ka *ka, int32_t m);
/* Is the value of call stmt dropped by the `pop` right after it (javac's
 * null check `x.getClass(); pop`)?  1 yes, 0 no, -1 out of memory. */
int ka_value_dropped(struct ka *ka, int32_t stmt);
/* Rule N6: is the instruction at pc of method m an `ldc` of class cls
 * whose value goes straight into the `if_acmpeq`/`if_acmpne` right after
 * it, with no other way into the two?  1 yes, 0 no, -1 out of memory. */
int ka_literal_compared(struct ka *ka, int32_t m, uint32_t pc, int32_t cls);

/* ---- keep.c ---------------------------------------------------------- */
/* Entry points and frozen classes from opt->keep. */
int ka_keep_apply(struct ka *ka);
/* Method m is called from outside with arbitrary arguments and its result
 * may be kept there: an entry point reached for `why` (abstract ones are
 * only marked).  0 or a status. */
int ka_keep_method(struct ka *ka, int32_t m, const char *why);

/* ---- named.c ---------------------------------------------------------- */
/* Rule N1 (docs/reflection.md), with the entry points: freeze the user
 * classes that a string constant of a user class file names in internal
 * or descriptor form, and make their methods that the same class file
 * names by string entry points.  0 or a status. */
int ka_string_names(struct ka *ka);
/* Rule N1 after the last solution: freeze the user classes a string
 * constant names in binary form (`a.b.C`), unless a resolved forName
 * found it (reflect.c froze or pinned it then).  0 or a status. */
int ka_string_binary_names(struct ka *ka);

#endif
