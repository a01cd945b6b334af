/* The program model's private parts, shared by the files of src/program. */
#ifndef KABA_PROGRAM_INTERNAL_H
#define KABA_PROGRAM_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/arena.h"
#include "kaba/buf.h"
#include "kaba/jar.h"
#include "kaba/program.h"

/* The life of a class in the pool. */
enum pclass_state {
	PCLASS_INDEXED,         /* library entry known by name, not read yet */
	PCLASS_PARSED,          /* class file parsed, supertypes not linked */
	PCLASS_LINKING,         /* on the linking path: meeting it again is a cycle */
	PCLASS_LINKED,          /* usable: supertypes linked (or missing) */
	PCLASS_MISSING,         /* asked for but absent, or broken: never usable */
};

/* The superinterface closure cache. */
enum closure_state { CLOSURE_NONE, CLOSURE_COMPLETE, CLOSURE_PARTIAL };

struct pclass {
	struct kaba_pclass pub;
	struct pclass *hash_next;
	uint8_t state;          /* enum pclass_state */
	uint8_t closure_state;  /* enum closure_state */
	uint16_t depth;         /* longest supertype chain above, for the limit */
	uint32_t mark;          /* visit stamp of the current traversal */
	struct kaba_jar *jar;   /* library: where the bytes are */
	size_t entry;
	struct kaba_pclass **closure;  /* kaba_pclass_superinterfaces */
	size_t nclosure;
};

static inline struct pclass *pclass_of(const struct kaba_pclass *c)
{
	return (struct pclass *)((char *)c - offsetof(struct pclass, pub));
}

struct kaba_program {
	struct kaba_arena arena;        /* classes, names, parsed class files */

	struct pclass **buckets;        /* name -> class, chained; power-of-two size */
	size_t nbuckets, nclasses;

	struct kaba_pclass **user;      /* user classes in input order */
	size_t nuser, capuser;

	struct kaba_jar **jars;         /* open library sources, closed by _free */
	size_t njars, capjars;

	char *jdk_home, *jdk_version;
	char *jmods;                    /* the JDK's jmods folder */
	struct jdk_module *modules;     /* its modules, in the release's order */
	size_t nmodules, nopened;
	struct jdk_package *packages;   /* sorted; set when the modules open lazily */
	size_t npackages;
	size_t library_indexed, library_loaded, nmissing;
	size_t nshadowed;               /* user classes hidden by JDK classes */
	const char *first_shadowed;     /* where the first one came from */
	uint32_t stamp;                 /* for pclass.mark */
	struct kaba_buf buf;            /* scratch for reading entries */

	const char **missing;           /* sorted cache, rebuilt when nmissing grows */
	size_t missing_len;
};

static inline struct kaba_link link_ok(struct kaba_pmember *m)
{
	struct kaba_link l = { m, KABA_LINK_OK, 0 };

	return l;
}

static inline struct kaba_link link_fail(enum kaba_link_status s)
{
	struct kaba_link l = { NULL, (uint8_t)s, 0 };

	return l;
}

/* pool.c */
int program_oom(struct kaba_error *err, const char *where);
/* qsort comparison of C strings (const char *) */
int cmp_cstr(const void *a, const void *b);
/* The class named `name`: in the table, or else indexed from the JDK
 * module that holds its package if that module is not open yet. */
struct pclass *pool_find(struct kaba_program *p, const char *name, size_t len);
/* The class named `name` if it is in the table already. */
struct pclass *pool_lookup(const struct kaba_program *p, const char *name, size_t len);
/* Whether a jar entry is a class of the class path (not META-INF/, not
 * module-info). */
int pool_is_class(const struct kaba_jar_entry *e);
struct pclass *pool_add(struct kaba_program *p, const char *name, size_t len,
			uint8_t origin);
int pool_add_jar(struct kaba_program *p, struct kaba_jar *jar);
/* Read and parse entry i of jar; the bytes are kept in the arena. */
int pool_read_class(struct kaba_program *p, struct kaba_jar *jar, size_t i,
		    const char *where, struct kaba_class **cf, struct kaba_error *err);
/* "JAR!ENTRY" (a lone class file: its name) in the arena, NULL if out of memory. */
const char *pool_where(struct kaba_program *p, struct kaba_jar *jar, size_t i);
uint32_t pool_stamp(struct kaba_program *p);

/* jdk.c: find the JDK, read its release file, index its jmods. */
struct jdk_module {
	const char *file;               /* NAME.jmod in p->jmods */
	size_t nclasses;                /* its class entries (known before it opens) */
	int opened;
};
struct jdk_package {
	const char *name;               /* internal form, "java/lang" */
	size_t module;                  /* index in p->modules */
};
int jdk_open(struct kaba_program *p, const char *dir, struct kaba_error *err);
/* qsort order of struct jdk_package: by name, then module. */
int jdk_package_cmp(const void *a, const void *b);
/* Open the modules holding the package of class `name` that are not open
 * yet (only when the JDK's index came from the cache); how many opened. */
size_t jdk_open_package(struct kaba_program *p, const char *name, size_t len);

/* jdk_cache.c: which packages each JDK module holds, kept between runs so
 * that a run opens only the modules it uses. */
int jdk_cache_load(struct kaba_program *p);
void jdk_cache_store(struct kaba_program *p);
/* Index the class entries of an open library jar (JDK module or class path). */
int library_index(struct kaba_program *p, struct kaba_jar *jar, uint8_t origin,
		  struct kaba_error *err);

/* load.c: fill c from its parsed class file (state PARSED). */
int pclass_init(struct kaba_program *p, struct pclass *c, struct kaba_class *cf,
		struct kaba_error *err);
/* Load (library) and link c and its supertypes.  Fails only for a broken
 * hierarchy (cycles, depth); a library class that cannot be read becomes
 * missing with a warning.  On failure the classes on the path are missing. */
int pclass_link(struct kaba_program *p, struct pclass *c, struct kaba_error *err);
/* Mark c missing (counted once). */
void pclass_set_missing(struct kaba_program *p, struct pclass *c);

/* hierarchy.c */
int hierarchy_check_user(struct kaba_program *p, struct kaba_error *err);
int hierarchy_subtypes(struct kaba_program *p, struct kaba_error *err);

/* resolve.c: a method declared by c, matching a name and descriptor. */
struct kaba_pmember *pclass_method_n(const struct kaba_pclass *c,
				     const char *name, size_t name_len,
				     const char *desc, size_t desc_len);

/* The maximally-specific superinterface methods of c, summarised for the
 * last steps of resolution and selection. */
struct specific {
	size_t n;                       /* how many */
	struct kaba_pmember *first;     /* the first by interface name */
	size_t nconcrete;               /* how many are not abstract */
	struct kaba_pmember *concrete;  /* one of those */
	int complete;                   /* no missing class hides one */
};
void specific_methods(struct kaba_program *p, struct kaba_pclass *c,
		      const char *name, size_t name_len, const char *desc,
		      size_t desc_len, struct specific *out);

int name_equals(const char *a, size_t alen, const char *b, size_t blen);

#endif
