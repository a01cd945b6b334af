/*
 * kaba_rewrite_jar: the driver of the code generator.  The planning pass
 * (plan_decide): plan the classes (plan.c, then the static holders:
 * holders.c), key the constructors (ctor.c), add marker interfaces for
 * arrays whose store check no class keeps (arrays.c), rename method
 * families apart across packages (packages.c), decide every new class's
 * members (members.c), the `<init>()V` entries of pinned rows' classes
 * and rule 21's rewritten class names (ctor.c, respell.c), what each
 * class initialises first (holders.c) and the input each class goes back
 * to (input.c);
 * then build every class file (emit.c), check that the JVM would let
 * every access of theirs through (selfcheck.c), then write the jar (new
 * class files, and every entry of the input that is not a user class) and
 * the mapping and the plan (dump.c), only once everything succeeded.  Several inputs give one jar
 * each: a class goes back to the input it came from (input.c).
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "kaba/file.h"
#include "kaba/jar.h"
#include "access.h"
#include "arrays.h"
#include "holders.h"

/* Entries of the input that are not user classes are copied. */
static int is_user_entry(void *plan, size_t i, const struct kaba_jar_entry *e)
{
	(void)i;
	return e->is_class && (plan_user_class(plan, e->path, strlen(e->path) - 6) != NULL ||
			       plan_frozen_written(plan, e->path, strlen(e->path) - 6));
}

/* The restructured jar of input k at `out`: its plan classes (input.c),
 * then every entry of that input that is not a user class. */
static int write_jar(struct plan *pl, size_t k, const char *out,
		     struct kaba_restructure_stats *st, struct kaba_error *err)
{
	struct kaba_jar *jar = NULL;
	struct kaba_jar_writer *w = NULL;
	struct kaba_buf bytes, name;
	size_t i;
	int rc;

	kaba_buf_init(&bytes);
	kaba_buf_init(&name);
	if ((rc = kaba_jar_open(pl->ins[k], NULL, &jar, err)) ||
	    (rc = kaba_jar_writer_open(out, &w, err)))
		goto done;
	for (i = 0; i < pl->n && !rc; i++) {
		if (plan_input(pl, i) != k)
			continue;
		bytes.len = name.len = 0;
		kaba_buf_printf(&name, "%s.class", pl->cls[i].name);
		kaba_buf_u8(&name, 0);
		if ((rc = kaba_class_write(pl->cls[i].cf, &bytes, 0, pl->cls[i].name, err)))
			break;
		if (bytes.oom || name.oom)
			rc = kaba_fail(err, KABA_EIO, out, -1, "out of memory");
		else
			rc = kaba_jar_writer_add(w, (const char *)name.data, bytes.data, bytes.len, err);
		st->classes++;
		st->interfaces += (size_t)pl->cls[i].is_interface;
		st->holders += pl->cls[i].pclass == KABA_NONE && pl->cls[i].statics_of;
	}
	for (i = 0; !rc && i < kaba_jar_count(jar); i++) {
		const struct kaba_jar_entry *e = kaba_jar_entry(jar, i);

		st->copied_classes += e->is_class && !is_user_entry(pl, i, e);
	}
	if (!rc)
		rc = kaba_jar_writer_copy_rest(w, jar, is_user_entry, pl, &st->resources, err);
	if (!rc) {
		rc = kaba_jar_writer_close(w, err);
		w = NULL;
	}
done:
	if (w)
		kaba_jar_writer_discard(w);
	kaba_jar_close(jar);
	kaba_buf_free(&bytes);
	kaba_buf_free(&name);
	return rc;
}

/* One jar per input; all or none (a jar written before a failure goes). */
static int write_jars(struct plan *pl, const char *const *outs, struct kaba_restructure_stats *st,
		      struct kaba_error *err)
{
	size_t k;
	int rc = KABA_OK;

	for (k = 0; k < pl->nins && !rc; k++)
		rc = write_jar(pl, k, outs[k], st, err);
	/* outs[k - 1] failed and is not there; the jars before it go */
	while (rc && k > 1)
		remove(outs[--k - 1]);
	return rc;
}

static size_t file_size(const char *path)
{
	struct stat sb;

	return stat(path, &sb) ? 0 : (size_t)sb.st_size;
}

int plan_decide(struct plan *pl, struct kaba_error *err)
{
	int rc;

	if ((rc = plan_build(pl, err)) || (rc = holders_plan(pl, err)) || (rc = ctor_plan(pl, err)) ||
	    (rc = arrays_plan(pl, err)) || (rc = overloads_check(pl, err)) ||
	    (rc = plan_column_methods(pl, err)) || (rc = packages_plan(pl, err)))
		return rc;
	if ((rc = members_plan(pl, err)) || (rc = ctor_pinned_plan(pl, err)) ||
	    (rc = holders_triggers_plan(pl, err)))
		return rc;
	return plan_inputs(pl, err);
}

int kaba_rewrite_jar(const struct kaba_restructure *r, const char *out,
		     const char *mapping, struct kaba_restructure_stats *stats,
		     struct kaba_error *err)
{
	struct kaba_restructure one = *r;

	one.ins = &r->in;
	one.nins = 1;
	return kaba_rewrite_jars(&one, &out, mapping, stats, err);
}

int kaba_rewrite_jars(const struct kaba_restructure *r, const char *const *outs,
		      const char *mapping, struct kaba_restructure_stats *stats,
		      struct kaba_error *err)
{
	size_t k;
	struct plan pl;
	struct kaba_buf map;
	char *dump = NULL;
	int rc, jars;

	memset(stats, 0, sizeof(*stats));
	memset(&pl, 0, sizeof(pl));
	kaba_arena_init(&pl.arena);
	kaba_buf_init(&map);
	pl.prog = r->prog;
	pl.prop = r->proposal;
	pl.an = r->analysis;
	pl.in = r->in;
	pl.ins = r->ins;
	pl.nins = r->nins;
	pl.blame = r->blame;
	pl.unreachable_message = r->unreachable_message;
	pl.all_mains = r->all_mains;
	pl.ran = r->ran;
	if (r->main_class)
		pl.main_class = kaba_internal_name(&pl.arena, r->main_class, strlen(r->main_class));
	if (r->main_class && !pl.main_class)
		rc = kaba_fail(err, KABA_EIO, r->in, -1, "out of memory");
	else if (!(rc = plan_decide(&pl, err)) && !(rc = emit_classes(&pl, err)) &&
		 /* after a collected refusal the output has gaps to trip on */
		 !(rc = plan_refused(&pl) ? KABA_OK : access_check_plan(&pl, err)) &&
		 mapping && mapping_text(&pl, &map))
		rc = kaba_fail(err, KABA_EIO, mapping, -1, "out of memory");
	/* Past a refusal the generator went on collecting (kaba_blame) with
	 * the refused constructs left out, so a later failure may come from
	 * that gap: the refusal is the cause (a real bug shows again in the
	 * next round, with the refused classes frozen).  And nothing is
	 * written after a refusal, even one a stage did not pass up. */
	if (r->blame && r->blame->refusals) {
		*err = r->blame->first;
		rc = KABA_EUNSUPPORTED;
	}
	if (!rc)
		rc = write_jars(&pl, outs, stats, err);
	jars = !rc;
	if (!rc && r->plan && !(dump = plan_dump(&pl, err)))
		rc = err->status;
	if (!rc && mapping)
		rc = kaba_file_write(mapping, map.data, map.len, err);
	if (!rc && r->plan && (rc = kaba_file_write(r->plan, dump, strlen(dump), err)) && mapping)
		remove(mapping);
	for (k = 0; rc && jars && k < r->nins; k++)
		remove(outs[k]);
	for (k = 0; !rc && k < r->nins; k++) {
		stats->in_bytes += file_size(r->ins[k]);
		stats->out_bytes += file_size(outs[k]);
	}
	kaba_buf_free(&map);
	free(dump);
	plan_free(&pl);
	return rc;
}
