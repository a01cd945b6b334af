/*
 * editor: the KABA editor (paper §3.2 and Appendix 3; docs/editor.md) on the
 * files of `kaba analyze -o DIR`, without running the analysis again.
 *
 * DIR/proposal.json (schema "kaba-proposal", version 1, keys in this order):
 *   format, version,
 *   proposal  the proposal as kaba_proposal_store() writes it (refactor.h),
 *   sites     [{row, file, line}]   the creation site of each object row
 *             whose method has a LineNumberTable (file: the class's
 *             SourceFile, else its name),
 *   job       {inputs, traces, classpath, jdk (absolute paths), main_class,
 *             all_mains, keep_file, recv, no_init, literal_s1, simplify,
 *             pin_descriptors, fallback_frozen [{class, why}]}: how kaba analyze ran, for
 *             kaba edit to read the program again and kaba edit --jar to
 *             analyse it again (traces not empty: the dynamic variant, for
 *             which --jar is refused; null in DIRs of the dynamic variant
 *             written before kaba edit redrew the diagrams),
 *   edits     [line]   the script lines `kaba edit` accepted, in order.
 * kaba analyze writes it (src/pipeline/saved.c).
 * With DIR/table.{cxt,json} (the closed table, whose implications carry the
 * assignments, dominance and type-check constraints) it is everything the
 * behaviour checks need.
 *
 * A script (kaba_script_read) has one edit a line, names as report.json
 * gives them (classes by name or id, members and rows by name; `member:X`
 * or `row:X` where a name is both), `#` starts a comment:
 *   move NAME... to CLASS     rows get CLASS as their type, members move there
 *   split CLASS [NEW]         NEW (default CLASS_1, CLASS_2, …) below CLASS
 *                             takes CLASS's rows and subclasses
 *   merge CLASS OTHER         OTHER merges into CLASS
 *   subclass CLASS of SUPER   CLASS becomes a subclass of SUPER
 *   rename CLASS NEW
 *   simplify                  S1–S3 again (§6), each merge checked
 *   remove-mi [CLASS]         multiple inheritance removed (§6, issue 6's
 *                             fallback), everywhere or at CLASS only
 * Each edit must keep every behaviour-preservation check (§8: G1–G4,
 * P1–P5, I1); a refused edit is undone and one line is said per violated
 * constraint, naming the program fact behind it.
 */
#ifndef KABA_EDITOR_H
#define KABA_EDITOR_H

#include <stddef.h>
#include <stdio.h>

#include "kaba/error.h"
#include "kaba/refactor.h"
#include "kaba/table.h"

/* ---- scripts (script.c) ---------------------------------------------------- */
enum kaba_script_op { KABA_OP_MOVE, KABA_OP_SPLIT, KABA_OP_MERGE, KABA_OP_SUBCLASS,
		      KABA_OP_RENAME, KABA_OP_SIMPLIFY, KABA_OP_REMOVE_MI };
struct kaba_script_edit {
	enum kaba_script_op op;
	size_t line;          /* in the script, from 1 */
	const char *text;     /* the line without comment and outer blanks */
	const char **args;    /* move: the NAMEs then CLASS; else the operands */
	size_t nargs;
};
struct kaba_script {
	const char *path;
	struct kaba_script_edit *edits;
	size_t nedits, nsplits;
	struct kaba_arena arena;
};
/* Read and parse a script; a line that is no edit is KABA_EUSAGE at
 * "PATH:LINE".  Free with kaba_script_free(). */
int kaba_script_read(const char *path, struct kaba_script *s, struct kaba_error *err);
/* The same for a script held in memory (len bytes of data), named path in
 * its errors (kaba serve's edits). */
int kaba_script_parse(const char *path, const char *data, size_t len, struct kaba_script *s,
		      struct kaba_error *err);
void kaba_script_free(struct kaba_script *s);
/* The error of edit ed's line: KABA_EUSAGE at "PATH:LINE". */
int kaba_script_fail(const struct kaba_script *s, const struct kaba_script_edit *ed,
		     struct kaba_error *err, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

/* ---- a loaded DIR (load.c) ------------------------------------------------- */
struct kaba_editor {
	const char *dir;
	struct kaba_table *table;
	struct kaba_proposal *p;
	const char **names;          /* per class id; NULL for removed ones */
	size_t first_spare;          /* ids from here on are free for splits */
	const char **site_file;      /* per row: its creation site, or NULL */
	size_t *site_line;
	struct cJSON *saved;         /* proposal.json */
	struct cJSON *report;        /* report.json */
	/* kaba_editor_jar(): the files it wrote under temporary names (the
	 * restructured jars, then mapping.txt) until kaba_editor_write()
	 * renames them to their names; closing removes what is left */
	const char **made, **final;
	size_t nmade, njars, jar_class_files;
	struct kaba_arena arena;
};
/* Load DIR with `spare` free class ids for splits.  A DIR without
 * proposal.json (written before kaba edit existed) is KABA_EINPUT saying to
 * run kaba analyze again. */
int kaba_editor_open(const char *dir, size_t spare, struct kaba_editor *e,
		     struct kaba_error *err);
void kaba_editor_close(struct kaba_editor *e);
/* The class of a name or id, the row or column of a script NAME (*is_row
 * says which); KABA_NONE when there is none, or for NAME when it is both. */
size_t kaba_editor_class(const struct kaba_editor *e, const char *name);
size_t kaba_editor_item(const struct kaba_editor *e, const char *name, int *is_row);

/* ---- applying (apply.c) ---------------------------------------------------- */
/* Apply the script's edits in order, each checked: an accepted edit stays,
 * a refused one is undone and says "refused: EDIT: FACT" lines on `out`
 * (script errors found now, such as an unknown class, are KABA_EUSAGE with
 * the line).  *refused counts the refused edits.  Nothing is written. */
int kaba_editor_apply(struct kaba_editor *e, const struct kaba_script *s, FILE *out,
		      size_t *refused, struct kaba_error *err);
/* One line naming the program fact behind violation v (explain.c). */
void kaba_editor_explain(const struct kaba_editor *e, const struct kaba_violation *v,
			 struct kaba_buf *out);
/* The restructured jars and mapping of the edited proposal (jar.c): the
 * saved job analysed again (kaba_run_edited, pipeline.h), written under
 * temporary names in DIR.  KABA_EUNSUPPORTED for the dynamic variant, a
 * --no-init or --no-simplify proposal, or a refusal of the generator. */
int kaba_editor_jar(struct kaba_editor *e, struct kaba_error *err);
/* Write DIR/proposal.json, report.json (refactoring steps included),
 * proposal.dot (.svg) and DIR/hierarchies/ for the edited proposal, as
 * kaba analyze draws them from the original program read again (write.c,
 * program.c), with the script's lines added to the edits; the jars and
 * mapping of kaba_editor_jar() take their names, or without them the
 * restructured jars and mapping.txt of DIR go, which belong to the
 * proposal before the edits.  Each file written or removed is named
 * through kaba_notice(). */
int kaba_editor_write(struct kaba_editor *e, const struct kaba_script *s, struct kaba_error *err);

/* ---- views (show.c; paper Figure 4) ---------------------------------------- */
/* `class C`: every member of original class C (Java or internal name) and
 * its new home; `new N`: class N's own and inherited members with their
 * homes, and its objects with their creation sites.  Text or JSON. */
int kaba_editor_show_original(const struct kaba_editor *e, const char *cls, int json, FILE *out,
			      struct kaba_error *err);
int kaba_editor_show_new(const struct kaba_editor *e, const char *cls, int json, FILE *out,
			 struct kaba_error *err);

/* ---- the verbs (run.c) ------------------------------------------------------ */
/* kaba edit: ops DIR and SCRIPT; flags 1 --check, 2 --jar; the refusals
 * and "N of M edits accepted" on stdout; files written unless --check or
 * refused.  A refusal returns
 * KABA_EINPUT with err left empty (the refusals said it). */
int kaba_editor_edit(const char *const *ops, size_t n, int flags, struct kaba_error *err);
/* kaba show: ops DIR, "class" or "new", CLASS; flags 1 --json.  Both take
 * the n operands the CLI checked (2 and 3). */
int kaba_editor_show(const char *const *ops, size_t n, int flags, struct kaba_error *err);

#endif
