/*
 * table: the member-access table of Snelting/Tip (docs/constraints.md §1–§2) and
 * the implications between its rows and columns (§3).  The static analysis
 * and the trace reader fill it; constraints/ closes it; refactor/ builds the
 * concept lattice of the closed table.  Nothing here knows Java beyond the
 * metadata strings it is given.
 *
 * Rows are the things that get a new type: variables (fields, parameters,
 * locals, return values C.f.ret, cast results x/T, array elements), this-rows
 * C.f.this and objects (creation sites).  Columns are members: a field C.m,
 * the declaration dcl(C.f) and the body def(C.f) of a method, and the two
 * outcomes S=true / S=false of a type-check site S (instanceof, cast,
 * exception handler).  Each row is a bitset of columns; rows are 64-byte
 * aligned word arrays so that unions run over whole cache lines.
 *
 * Links: a this-row C.f.this links to its column def(C.f) (invariant I1);
 * a check column links to the column of the other outcome of the same site.
 *
 * Files (architecture contract 2): a table is the pair NAME.cxt + NAME.json.
 *   NAME.cxt   Burmeister format, rows as objects, columns as attributes:
 *              "B", blank line, row count, column count, blank line, row names,
 *              column names, then one line per row of 'X' and '.'.
 *   NAME.json  the metadata sidecar, one object with keys in this order:
 *     "format": "kaba-table", "version": 1,
 *     "rows":    [ {"name", "kind", "owner", "member", "descriptor", "type",
 *                   "index", "link", "access", "pinned", "ldc", "named"} ... ]  in row order,
 *     "columns": [ the same keys ... ]      in column order,
 *     "implications": [ {"kind": "row"|"column"|"dominance", "rule": "C1",
 *                   "from": i, "to": j, "active": bool} ... ],
 *     "refused_stores": [ [element row, object row or -1], ... ]   when any,
 *     "erased_checks": [ {"owner", "member", "descriptor", "type",
 *                   "index"} ... ]   when any,
 *     "initial": [ [column indices of row 0], ... ]   only for closed tables.
 *   Kinds are the strings of kaba_row_kind_name()/kaba_column_kind_name();
 *   absent strings are omitted, "index" and "link" are -1 when absent,
 *   "access" is omitted when 0, "pinned" and "named" (true) when not set,
 *   "ldc" when -1.  The
 *   names in the .cxt must equal those in the sidecar, row for row.
 */
#ifndef KABA_TABLE_H
#define KABA_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/arena.h"
#include "kaba/strmap.h"
#include "kaba/error.h"

#define KABA_NONE ((size_t)-1)

/* Limits: implications store indices in 32 bits.  Memory is rows × columns
 * / 8 bytes (50,000 × 50,000 is 312 MB, twice that once the closure keeps
 * the initial table), so real limits are set by memory first. */
#define KABA_TABLE_MAX_ROWS (1u << 20)
#define KABA_TABLE_MAX_COLUMNS (1u << 20)

enum kaba_row_kind {
	KABA_ROW_FIELD,   /* a class-typed field */
	KABA_ROW_PARAM,   /* a parameter */
	KABA_ROW_LOCAL,   /* a local variable */
	KABA_ROW_RETURN,  /* the result C.f.ret of a method */
	KABA_ROW_CAST,    /* the result x/T of a cast (§7.6) */
	KABA_ROW_ELEMENT, /* the elements of an array (§7.9) */
	KABA_ROW_THIS,    /* C.f.this of an executed instance method */
	KABA_ROW_OBJECT,  /* a creation site */
	KABA_ROW_KINDS
};

enum kaba_column_kind {
	KABA_COL_FIELD,       /* a data member C.m */
	KABA_COL_DCL,         /* dcl(C.f), the signature */
	KABA_COL_DEF,         /* def(C.f), the body */
	KABA_COL_CHECK_TRUE,  /* S=true */
	KABA_COL_CHECK_FALSE, /* S=false */
	KABA_COL_KINDS
};

/*
 * Where a row or column comes from, as given by the producer.  Any string may
 * be NULL.  For a member column or a this-row: the class that declares it, the
 * member name and descriptor.  For an object: the class and method holding the
 * `new`, `type` the allocated class and `index` the bytecode index.  For a
 * variable: its class and method (or field), `type` its declared type and
 * `index` a parameter number or local slot.  For a check column: the site.
 */
struct kaba_origin {
	const char *owner;
	const char *member;
	const char *descriptor;
	const char *type;
	long long index; /* -1 when none */
};

struct kaba_row {
	enum kaba_row_kind kind;
	const char *name; /* unique among rows */
	struct kaba_origin origin;
	size_t link;      /* this-row: its def column; else KABA_NONE */
	unsigned access;  /* this-row: its method's JVM access flags; else 0 */
	/* Object row whose objects reflection creates from the binary name
	 * origin.type with Class.newInstance() (docs/reflection.md rule 17): the new
	 * class holding it must take that name, be instantiable and keep the
	 * constructor `<init>()V` with its original body (the row holds that
	 * body's def column).  0 otherwise. */
	int pinned;
	/* Pinned row whose class name is an ldc of origin's method that only
	 * the creation uses (docs/reflection.md rule 21): its offset, which
	 * the generator may point at a string of the new class's name
	 * instead of giving that class the original name.  -1 otherwise. */
	long long ldc;
	/* Object row whose class getClass() observes, by name or identity
	 * (src/analysis/getclass.c): the new class holding it must take the
	 * name origin.type, so objects of one class keep one class and those
	 * of two keep two.  0 otherwise. */
	int named;
};

struct kaba_column {
	enum kaba_column_kind kind;
	const char *name; /* unique among columns */
	struct kaba_origin origin;
	size_t link;      /* check column: the other outcome; else KABA_NONE */
	/* dcl/def/field column: the member's JVM access flags (JVMS 4.6), else
	 * 0.  Package-private methods of different packages are different
	 * virtual methods, however equal their names. */
	unsigned access;
};

/*
 * Implications (docs/constraints.md §3).  Row: from ⇒ to means row(from) ⊆ row(to),
 * that is type(to) ≤ type(from).  Column: from ⇒ to means every row holding
 * `from` holds `to`.  Dominance: the column implication overriding ⇒
 * overridden (from ⇒ to), in force only once some row holds both (C11/C12);
 * the closure sets `active` when it fires.
 */
enum kaba_implication_kind {
	KABA_IMPL_ROW,
	KABA_IMPL_COLUMN,
	KABA_IMPL_DOMINANCE,
};

/* The rule that produced an implication (docs/constraints.md §3 and §7). */
enum kaba_rule {
	KABA_C1_ASSIGN = 1, KABA_C2_ALLOC, KABA_C3_PARAM, KABA_C4_RETURN,
	KABA_C5_FIELD, KABA_C6_OBJECT_THIS, KABA_C7_RECEIVER, KABA_C8_SELF_CALL,
	KABA_C9_STATIC_CALL, KABA_C10_DEF_DCL, KABA_C11_DOMINANCE_DEF,
	KABA_C12_DOMINANCE_DCL,
	KABA_RULE_CAST,     /* §7.6: x/T ⇒ O for the objects that pass */
	KABA_RULE_OVERRIDE, /* §7.8: parameters/results of overriders, both ways */
	KABA_RULE_OTHER,    /* a producer-specific reason */
	KABA_RULES
};

struct kaba_implication {
	uint32_t from, to;
	uint8_t kind;   /* enum kaba_implication_kind */
	uint8_t rule;   /* enum kaba_rule */
	uint8_t active; /* dominance: fired during the closure */
};

/*
 * An entry rule: once row `row` holds column `when`, it holds column `then`.
 * The static analysis states the dispatch closure this way: an object that
 * acquires dcl(C.f) (through the receiver rule C7, say) must also carry the
 * body it would run for f, or its class would be abstract (invariant I3).
 * Entry rules are applied by the closure; they are not written to table
 * files, since a closed table satisfies them already.
 */
struct kaba_entry_rule {
	uint32_t row, when, then;
};

/*
 * A store the JVM's array store check refuses (docs/constraints.md §7.9 gives it no
 * column): object row `object` may be stored into the array whose element
 * row is `elem` and is no instance of the array's element class, so the
 * restructured element class must not accept it either (src/rewrite/
 * arrays.c).  `object` UINT32_MAX (KABA_NONE when added, -1 in files): the
 * library stores into that array, any object it holds.  Not used by the
 * closure; pairs may repeat.
 */
struct kaba_refused_store {
	uint32_t elem, object;
};

/*
 * Erased checks: the type-check sites S (instanceof, checkcast) against an
 * array type of user classes, which §7.5–7.7 give no columns (array
 * variables have no rows), at which every object that may reach S has the
 * outcome it would have against the array of java/lang/Object with as many
 * dimensions, S's erasure; and the creations of arrays of arrays of user
 * classes (anewarray of an array type, multianewarray), whose store checks
 * are type checks too, at which every object stored into an array the
 * instruction makes has the outcome the erased element type gives.  The
 * generator uses the erasure there (src/rewrite/body.c) and refuses the
 * sites not listed.  Each is named by its origin: the method (owner,
 * member, descriptor), the checked or created type and the offset (index).
 * Not used by the closure.
 */
struct kaba_name_index;

struct kaba_table {
	size_t nrows, ncolumns;
	struct kaba_row *rows;
	struct kaba_column *columns;
	size_t words;       /* words per row, a multiple of 8 */
	uint64_t *bits;     /* row r is bits + r * words */
	uint64_t *initial;  /* the table before the closure, same shape; or NULL */
	struct kaba_implication *implications;
	size_t nimplications;
	struct kaba_entry_rule *entry_rules;
	size_t nentry_rules;
	struct kaba_refused_store *refused;
	size_t nrefused;
	struct kaba_origin *erased;     /* erased checks (above) */
	size_t nerased;

	/* private */
	size_t row_cap, column_cap, implication_cap, matrix_rows, entry_rule_cap, refused_cap,
	       erased_cap;
	struct kaba_strmap row_names, column_names;
	struct kaba_arena arena;
};

struct kaba_table *kaba_table_new(void);
void kaba_table_free(struct kaba_table *t);

/* Add a row or column (names and origin strings are copied) and return its
 * index in *out.  Duplicate names are KABA_EINPUT. */
int kaba_table_add_row(struct kaba_table *t, enum kaba_row_kind kind, const char *name,
		       const struct kaba_origin *origin, size_t *out, struct kaba_error *err);
int kaba_table_add_column(struct kaba_table *t, enum kaba_column_kind kind, const char *name,
			  const struct kaba_origin *origin, size_t *out, struct kaba_error *err);
/* Add both columns "S=true" and "S=false" of a check site S, linked to each
 * other; their indices go to *yes and *no. */
int kaba_table_add_check(struct kaba_table *t, const char *site, const struct kaba_origin *origin,
			 size_t *yes, size_t *no, struct kaba_error *err);
/* Link this-row C.f.this to its column def(C.f) (kinds checked: KABA_EINPUT). */
int kaba_table_link_this(struct kaba_table *t, size_t this_row, size_t def_column,
			 struct kaba_error *err);

/* Lookup by name; KABA_NONE when absent. */
size_t kaba_table_find_row(const struct kaba_table *t, const char *name);
size_t kaba_table_find_column(const struct kaba_table *t, const char *name);

static inline uint64_t *kaba_table_row(const struct kaba_table *t, size_t r)
{
	return t->bits + r * t->words;
}

static inline int kaba_table_get(const struct kaba_table *t, size_t r, size_t c)
{
	return (int)((kaba_table_row(t, r)[c >> 6] >> (c & 63)) & 1);
}

static inline void kaba_table_set(struct kaba_table *t, size_t r, size_t c)
{
	kaba_table_row(t, r)[c >> 6] |= (uint64_t)1 << (c & 63);
}

/* The entry (r, c) with range checks: KABA_EINPUT when out of range. */
int kaba_table_mark(struct kaba_table *t, size_t r, size_t c, struct kaba_error *err);

/* Record an implication; indices and kinds are checked (KABA_EINPUT). */
int kaba_table_add_implication(struct kaba_table *t, enum kaba_implication_kind kind,
			       enum kaba_rule rule, size_t from, size_t to,
			       struct kaba_error *err);

/* Record an entry rule (indices checked: KABA_EINPUT). */
int kaba_table_add_entry_rule(struct kaba_table *t, size_t row, size_t when, size_t then,
			      struct kaba_error *err);

/* Record a refused store (elem an element row, object an object row or
 * KABA_NONE; kinds checked: KABA_EINPUT). */
int kaba_table_add_refused_store(struct kaba_table *t, size_t elem, size_t object,
				 struct kaba_error *err);

/* Record an erased check, its origin copied (the method, the offset and
 * the type must be given: KABA_EINPUT). */
int kaba_table_add_erased_check(struct kaba_table *t, const struct kaba_origin *site,
				struct kaba_error *err);
/* The erased check at offset pc of method owner.member+descriptor, or NULL. */
const struct kaba_origin *kaba_table_erased_check(const struct kaba_table *t, const char *owner,
						  const char *member, const char *descriptor,
						  long long pc);

/* Keep a copy of the current entries as the initial table (done by the
 * closure before it adds anything); replaces an earlier snapshot.
 * kaba_table_initial() reads it, or the current entry when there is none. */
int kaba_table_snapshot(struct kaba_table *t, struct kaba_error *err);
static inline int kaba_table_initial(const struct kaba_table *t, size_t r, size_t c)
{
	const uint64_t *row = (t->initial ? t->initial : t->bits) + r * t->words;

	return (int)((row[c >> 6] >> (c & 63)) & 1);
}

const char *kaba_row_kind_name(enum kaba_row_kind kind);
const char *kaba_column_kind_name(enum kaba_column_kind kind);
const char *kaba_rule_name(enum kaba_rule rule);  /* "C1" … "C12", "cast", … */
static inline int kaba_row_is_variable(enum kaba_row_kind kind)
{
	return kind != KABA_ROW_THIS && kind != KABA_ROW_OBJECT;
}

struct fca_context;
/* The table as an FCA context: rows are its objects, columns its attributes,
 * names copied.  NULL when out of memory. */
struct fca_context *kaba_table_context(const struct kaba_table *t);

/* Files: `base` without extension; writes base.cxt and base.json (each to a
 * temporary name, then renamed).  Reading checks every index and name. */
int kaba_table_write(const struct kaba_table *t, const char *base, struct kaba_error *err);
int kaba_table_read(const char *base, struct kaba_table **out, struct kaba_error *err);

#endif
