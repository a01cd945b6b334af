/*
 * Dynamic analysis: what a traced run of a Java program did to its objects.
 *
 * The JVMTI agent (src/trace/agent, built as libkabatrace.so) rewrites the
 * user classes at load time and records, per object creation site, which
 * members the objects created there really used (docs/constraints.md §2, the
 * dynamic variant): rows are creation sites, columns are fields (declaring
 * class), method bodies def(C.f), instanceof/checkcast outcomes S=true and
 * S=false, and exception handlers that caught the object.  It also records
 * the reflective calls it saw (docs/reflection.md §D), and every method of a user
 * class that ran (the traced static analysis of `kaba analyze --trace`
 * reaches only those: src/analysis/ran.c).  This header is the model both
 * the agent and the reader use, and the file format they share.
 *
 * Trace file format (version 2; all integers big-endian, as in class files):
 *
 *   magic    8 bytes  "KABATRC3" (version 2, "KABATRC2", is the same
 *            but its reflection records leave out member lookups and
 *            enumerations: a trace read from it has lookups_recorded 0;
 *            version 1, "KABATRC1", is version 2 without the methods
 *            section: a trace read from it has ran_recorded 0 too, it does
 *            not tell which methods ran; both are still read)
 *   strings  u32 n, then n times: u16 len, len bytes (modified UTF-8).
 *            String 0 is always the empty string; every other string
 *            reference below is an index into this table.
 *   sites    u32 n, then n times:
 *              u8 kind (enum kaba_trace_site_kind), u32 class (the class of
 *              the objects), u32 in_class, u32 in_method, u32 in_desc
 *              (the method holding the `new`), u32 bci, u32 line (0 unknown)
 *            A pseudo site (objects the program did not create with `new`:
 *            reflection, clone, deserialisation, library code) has only
 *            `class`; its other fields are 0.
 *   columns  u32 n, then n times:
 *              u8 kind (enum kaba_trace_column_kind), u32 class, u32 name,
 *              u32 desc, u32 bci, u32 type
 *            field: declaring class, name, descriptor; def: class, method
 *            name, descriptor; check/catch: the method holding the site,
 *            the site's bytecode index and the checked or caught type.
 *   entries  u32 n, then n times: u32 site, u32 column (sorted, unique)
 *   reflect  u32 n, then n times:
 *              u8 api (enum kaba_trace_api), u32 caller_class,
 *              u32 caller_method, u32 caller_desc, u32 bci, u32 line,
 *              u32 target_class, u32 target_name, u32 target_desc,
 *              u32 receiver (site index + 1, 0 for none), u32 count
 *   methods  (versions 2 and 3) u32 n, then n times: u8 flags (enum
 *              kaba_trace_method_flag, or-ed: 1-7), u32 class,
 *              u32 name, u32 desc (internal class name, method name and
 *              descriptor; the empty name and descriptor stand for every
 *              method of the class; with flag 4 the class is a pattern of
 *              the classes the agent instrumented, with flags 1 or 2
 *              every method of that one class too)
 *   end      4 bytes "END."
 *
 * Every count is checked against the bytes that remain and every index
 * against its table, so a damaged file gives KABA_EINPUT with the offset.
 */
#ifndef KABA_TRACE_H
#define KABA_TRACE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kaba/buf.h"
#include "kaba/error.h"

enum kaba_trace_site_kind {
	KABA_SITE_NEW = 0,    /* a `new` instruction in user code */
	KABA_SITE_PSEUDO = 1, /* all unobserved allocations of one class */
};

/* KABA_TCOL_*, not KABA_COL_*: those are table.h's column kinds. */
enum kaba_trace_column_kind {
	KABA_TCOL_FIELD = 0,       /* C.m, C the declaring class */
	KABA_TCOL_DEF = 1,         /* def(C.f) */
	KABA_TCOL_CHECK_TRUE = 2,  /* S=true for an instanceof/checkcast site */
	KABA_TCOL_CHECK_FALSE = 3, /* S=false */
	KABA_TCOL_CATCH = 4,       /* H=true: the handler caught the object */
	KABA_TCOL_FIELDREF = 5,    /* agent only, never in a file: an unresolved
				     field reference (class = static owner) */
	KABA_TCOL_KINDS
};

enum kaba_trace_api {
	KABA_API_CLASS_FORNAME = 0,
	KABA_API_CLASS_NEWINSTANCE,
	KABA_API_CONSTRUCTOR_NEWINSTANCE,
	KABA_API_METHOD_INVOKE,
	KABA_API_FIELD_GET,
	KABA_API_FIELD_SET,
	KABA_API_ARRAY_NEWINSTANCE,
	/* version 3: the Class the program looked into (target_class), and
	 * for a lookup the name asked for (target_name; "<init>" for
	 * get[Declared]Constructor) */
	KABA_API_CLASS_GET_MEMBER,  /* get[Declared]{Method,Field,Constructor} */
	KABA_API_CLASS_GET_MEMBERS, /* the array forms: enumerations */
	KABA_API_COUNT
};

struct kaba_trace_site {
	uint8_t kind;
	uint32_t class_name, in_class, in_method, in_desc; /* string indices */
	uint32_t bci, line;
};

struct kaba_trace_column {
	uint8_t kind;
	uint32_t class_name, name, desc, bci, type;
};

struct kaba_trace_entry {
	uint32_t site, column;
};

/* A method of a user class that ran: its body was entered (a constructor
 * at offset 0, before super(...)), or the agent could not instrument it
 * and so assumes it ran. */
enum kaba_trace_method_flag {
	KABA_TRACE_RAN = 1,
	KABA_TRACE_ASSUMED = 2, /* not instrumented (too large, a class the
				 * rewriter declined): assume it ran */
	KABA_TRACE_COVERS = 4,  /* name and desc empty: the class name
				 * is a pattern (fnmatch, internal names) of
				 * the classes the agent instruments when they
				 * load (--include, --jar; "*" by default), so
				 * a method of such a class without a record
				 * did not run; one of another class may have */
};

struct kaba_trace_method {
	uint8_t flags;  /* enum kaba_trace_method_flag, or-ed; 0 only in the agent
			 * (instrumented, not run yet) */
	uint32_t class_name, name, desc; /* string indices; name and desc
					  * empty: every method of the class */
};

struct kaba_trace_reflect {
	uint8_t api;
	uint32_t caller_class, caller_method, caller_desc, bci, line;
	uint32_t target_class, target_name, target_desc;
	uint32_t receiver; /* site index + 1, 0 when there is none */
	uint32_t count;    /* executions with exactly this record */
};

struct kaba_trace_index; /* interning tables, private to src/trace */

/* A trace in memory: interned strings, sites and columns, a set of entries.
 * Indices are stable while the trace lives, so they can be burnt into
 * instrumented code. */
struct kaba_trace {
	char **strings;
	uint32_t nstrings;
	struct kaba_trace_site *sites;
	uint32_t nsites;
	struct kaba_trace_column *columns;
	uint32_t ncolumns;
	struct kaba_trace_entry *entries;
	uint32_t nentries;
	struct kaba_trace_reflect *reflect;
	uint32_t nreflect;
	struct kaba_trace_method *methods;
	uint32_t nmethods;
	int ran_recorded; /* methods lists every method that ran: 1 from
			   * kaba_trace_init, 0 when read from a version 1
			   * file; merging keeps it only if both had it */
	int lookups_recorded; /* the reflection records include every member
			       * lookup and enumeration: 1 from kaba_trace_init,
			       * 0 when read from a version 1 or 2 file; merged
			       * like ran_recorded */
	struct kaba_trace_index *index;
	size_t caps[6];
	int oom; /* sticky: an allocation failed */
};

/* Limits a file may declare (and the agent never exceeds). */
#define KABA_TRACE_MAX_ITEMS (1u << 26)
#define KABA_TRACE_MAX_FILE ((size_t)1 << 31)

void kaba_trace_init(struct kaba_trace *t);
void kaba_trace_free(struct kaba_trace *t);

/* Interning: each returns the index of the equal item, adding it if new,
 * or UINT32_MAX when out of memory (t->oom is then set). */
uint32_t kaba_trace_string(struct kaba_trace *t, const char *s);
/* The index of an equal string, or UINT32_MAX when there is none. */
uint32_t kaba_trace_find_string(const struct kaba_trace *t, const char *s);
uint32_t kaba_trace_site(struct kaba_trace *t, const struct kaba_trace_site *s);
uint32_t kaba_trace_column(struct kaba_trace *t, const struct kaba_trace_column *c);
/* Returns 1 if the entry was new, 0 if present, -1 when out of memory. */
int kaba_trace_entry(struct kaba_trace *t, uint32_t site, uint32_t column);
/* Adds count to an equal record or appends it; -1 when out of memory. */
int kaba_trace_reflection(struct kaba_trace *t, const struct kaba_trace_reflect *r);
/* The method record of (class, name, desc), its flags or-ed with m->flags;
 * its index, or UINT32_MAX when out of memory. */
uint32_t kaba_trace_method(struct kaba_trace *t, const struct kaba_trace_method *m);

/* Copy every site, column, entry, reflection and method record of src into dst,
 * re-interning names.  This is how any number of runs become one table. */
int kaba_trace_merge(struct kaba_trace *dst, const struct kaba_trace *src,
		     struct kaba_error *err);

/* Copy `in` into an empty `out` in canonical order: sites, columns,
 * reflection and method records sorted by their names, entries by (site, column),
 * strings in order of first use.  Equal traces encode to equal bytes
 * however their items were collected (architecture contract 8). */
int kaba_trace_canonical(struct kaba_trace *out, const struct kaba_trace *in,
			 struct kaba_error *err);

/* File I/O.  Writing is atomic (temporary file, then rename).  A trace
 * without ran_recorded is written as version 1 (its methods, if any, are
 * left out: they would claim that nothing else ran), one without
 * lookups_recorded as version 2 (its reflection records are the same: the
 * version says which ones the agent made). */
int kaba_trace_encode(const struct kaba_trace *t, struct kaba_buf *out);
int kaba_trace_decode(struct kaba_trace *t, const uint8_t *data, size_t len,
		      const char *name, struct kaba_error *err);
int kaba_trace_read_file(struct kaba_trace *t, const char *path,
			 struct kaba_error *err);
int kaba_trace_write_file(const struct kaba_trace *t, const char *path,
			  struct kaba_error *err);

/*
 * Names in the static analysis' scheme (kaba/analysis.h), class names in
 * Java syntax: rows "Client.main#new@4" (objects of no observed `new`:
 * "p.A@unobserved"), columns "A.x", "def(B.f)",
 * "Client.main#instanceof@17=true", "Client.main#catch@30:p.E=true".  A
 * method is written with its descriptor ("B.f(I)V") when its class declares
 * several methods of that name.  These two see only the trace, which does
 * not tell that nor instanceof from checkcast: they always write the
 * descriptor and name a type check "#check@PC".  kaba_trace_to_table_of,
 * given the program, names exactly as the static analysis does.  Returns
 * len like snprintf (-1 when out of memory).
 */
int kaba_trace_site_name(const struct kaba_trace *t, uint32_t site,
			 char *out, size_t cap);
int kaba_trace_column_name(const struct kaba_trace *t, uint32_t column,
			   char *out, size_t cap);

struct kaba_table;
/*
 * Traces -> table (the dynamic variant of docs/constraints.md §2): every site
 * becomes a KABA_ROW_OBJECT row, every column a table column (a catch
 * column H=true is the "true" outcome of check site H), every entry a mark.
 * Origins use internal class names: a row's is (class, method and
 * descriptor holding the `new`, the allocated class as type, the bytecode
 * index; pseudo sites have only the type), a column's is (declaring class,
 * member, descriptor, -1) or for a check site (method's class, method,
 * descriptor, checked type, bytecode index).  A row or column with the same
 * kind and origin already in the table (from the static analysis, or an
 * earlier trace) is reused, whatever its name.  New ones are named in the
 * static analysis' scheme: exactly, by kaba_trace_to_table_of with the
 * traced program `p`; by kaba_trace_to_table (no program) as
 * kaba_trace_site_name/kaba_trace_column_name print them.
 */
struct kaba_program;
int kaba_trace_to_table_of(const struct kaba_trace *t, struct kaba_program *p,
			   struct kaba_table *table, struct kaba_error *err);
int kaba_trace_to_table(const struct kaba_trace *t, struct kaba_table *table,
			struct kaba_error *err);

/*
 * What a traced table needs besides its entries: a this-row C.f.this holding
 * def(C.f) (named after that column) for every overridden traced body (rule E4; it keeps the body apart
 * from its overrider when objects always run both), and the dominance
 * implications (docs/constraints.md C11) for every pair of def columns where one
 * method overrides the other and every pair of field columns where one
 * field hides the other, in the program's hierarchy.  Constructors are
 * statically bound and get no dominance.
 */
int kaba_trace_dominance(struct kaba_table *t, struct kaba_program *p, struct kaba_error *err);

/* Reflection records as TamiFlex log lines (Kind;target;caller;line;meta). */
void kaba_trace_tamiflex(const struct kaba_trace *t, struct kaba_buf *out);

/* `kaba trace --show` (show.c): the trace files merged and printed to out,
 * one row a line ("SITE: COLUMN..."), the reflective calls, then the
 * methods that ran ("ran C.m(desc)", or "assumed" where the agent could not
 * instrument), each part sorted by name. */
int kaba_trace_show(FILE *out, char *const *files, size_t n, struct kaba_error *err);

/* ---- running a program under the agent (launch.c) ----------------------- */

struct kaba_trace_launch {
	char **java;          /* the java command line: the JVM, then its arguments */
	int njava;
	const char *out;      /* the trace file to write */
	const char *const *include; /* user classes: Java names with '*' */
	size_t ninclude;
	const char *const *jars;    /* user classes: those of these jars too */
	size_t njars;         /* without include and jars: every class outside the JDK */
	int stats;            /* the agent says at exit how often its logger went native */
};

/* Run the program under the agent ($KABA_AGENT, else libkabatrace.so next
 * to the running binary) and wait for it.  KABA_OK with *exit_status the
 * program's own (128 + N when signal N ended it) if it left a trace;
 * KABA_EUSAGE for paths and patterns the agent's options cannot carry. */
int kaba_trace_launch(const struct kaba_trace_launch *launch, int *exit_status,
		      struct kaba_error *err);

#endif
