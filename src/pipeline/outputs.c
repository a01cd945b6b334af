/*
 * The files of `kaba analyze -o DIR`, rendered from a run's outcome: the
 * report, the closed table, the saved proposal, the three diagrams, and the names of the
 * restructured jars, mapping and plan that kaba_run writes.  Every path is named
 * before anything is written, so a run that fails while writing removes
 * them all (stale files of an earlier run into DIR included) and DIR never
 * mixes results.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kaba/file.h"
#include "kaba/pipeline.h"
#include "kaba/progress.h"
#include "kaba/viz.h"

/* Laying out a graph with dot grows faster than linearly; past this many
 * boxes only the DOT file is written (lay it out by hand if wanted). */
enum { SVG_MAX_NODES = 600 };

const char *kaba_jar_base(const char *in, size_t *len)
{
	size_t end = strlen(in), start;

	while (end > 1 && in[end - 1] == '/')   /* a folder given as "classes/" */
		end--;
	for (start = end; start > 0 && in[start - 1] != '/'; start--)
		;
	*len = end - start;
	if (*len > 4 && !memcmp(in + end - 4, ".jar", 4))
		*len -= 4;
	return in + start;
}

static char *dir_path(struct kaba_arena *arena, const char *dir, const char *name, size_t len,
		      const char *suffix)
{
	size_t n = strlen(dir) + 1 + len + strlen(suffix) + 1;
	char *path = kaba_arena_alloc(arena, n);

	if (path)
		snprintf(path, n, "%s/%.*s%s", dir, (int)len, name, suffix);
	return path;
}

int kaba_outputs_name(struct kaba_outputs *o, const char *dir, const char *const *inputs,
		      size_t ninputs, struct kaba_arena *arena, struct kaba_error *err)
{
	static const char *const names[KABA_NOUTPUTS] = {
		"report.json", "table.cxt", "table.json", "proposal.json", "original.dot",
		"original.svg", "lattice.dot", "lattice.svg", "proposal.dot", "proposal.svg",
		"hierarchies", NULL, "mapping.txt", "plan.json",
	};
	size_t i, len, lb;

	/* One restructured jar per input, so no two may have one name. */
	for (i = 0; i < ninputs; i++)
		for (size_t j = i + 1; j < ninputs; j++) {
			const char *a = kaba_jar_base(inputs[i], &len), *b = kaba_jar_base(inputs[j], &lb);

			if (len == lb && !memcmp(a, b, len))
				return kaba_fail(err, KABA_EUSAGE, NULL, -1, "inputs %s and %s would "
						 "both be restructured into %s/%.*s-restructured.jar",
						 inputs[i], inputs[j], dir, (int)len, a);
		}
	o->dir = dir;
	o->arena = arena;
	o->njars = ninputs;
	if (!(o->jars = kaba_arena_alloc(arena, ninputs * sizeof(*o->jars))))
		return kaba_fail(err, KABA_EIO, dir, -1, "out of memory");
	for (i = 0; i < ninputs; i++) {
		const char *base = kaba_jar_base(inputs[i], &len);

		if (!(o->jars[i] = dir_path(arena, dir, base, len, "-restructured.jar")))
			return kaba_fail(err, KABA_EIO, dir, -1, "out of memory");
	}
	o->paths[KABA_OUT_JAR] = o->jars[0];
	for (i = 0; i < KABA_NOUTPUTS; i++)
		if (names[i] && !(o->paths[i] = dir_path(arena, dir, names[i], strlen(names[i]), "")))
			return kaba_fail(err, KABA_EIO, dir, -1, "out of memory");
	return KABA_OK;
}

/* The paths of output i: the jars of KABA_OUT_JAR, the files of
 * KABA_OUT_TREES, else paths[i] (or none). */
static size_t output_paths(const struct kaba_outputs *o, int i, const char *const **paths)
{
	if (i == KABA_OUT_JAR && o->jars) {
		*paths = o->jars;
		return o->njars;
	}
	if (i == KABA_OUT_TREES) {
		*paths = o->trees;
		return o->ntrees;
	}
	*paths = &o->paths[i];
	return o->paths[i] != NULL;
}

static void remove_outputs(struct kaba_outputs *o, int from, int to)
{
	const char *const *paths;

	for (; from < to; from++) {
		for (size_t k = output_paths(o, from, &paths); k-- > 0;)
			unlink(paths[k]);
		if (from == KABA_OUT_TREES && o->paths[from])
			rmdir(o->paths[from]);
		o->wrote &= ~(1u << from);
	}
}

void kaba_outputs_say(const struct kaba_outputs *o)
{
	const char *const *paths;

	for (int i = 0; i < KABA_NOUTPUTS; i++)
		if (i == KABA_OUT_TREES && (o->wrote & (1u << i)))
			kaba_notice("wrote %s/: %zu files, a diagram of each original hierarchy the "
				    "proposal changes (.svg: those the summary names)", o->paths[i],
				    o->ntrees);
		else
			for (size_t k = 0, n = output_paths(o, i, &paths);
			     k < n && (o->wrote & (1u << i)); k++)
				kaba_notice("wrote %s", paths[k]);
}

/* A diagram as DOT and, if small enough and not no_svg, SVG (else a stale
 * SVG of an earlier run goes); g is consumed. */
static int write_diagram(struct kaba_outputs *o, struct kaba_viz *g, int dot, size_t nodes,
			 struct kaba_error *err)
{
	int rc;

	if (!g)
		return kaba_viz_fail(err, o->paths[dot]);
	rc = kaba_viz_write(g, o->paths[dot], "dot", err);
	if (!rc)
		o->wrote |= 1u << dot;
	if (!rc && !o->no_svg && nodes <= SVG_MAX_NODES) {
		if (!(rc = kaba_viz_write(g, o->paths[dot + 1], "svg", err)))
			o->wrote |= 1u << (dot + 1);
	} else if (!rc) {
		if (!o->no_svg)
			kaba_notice("%s not written: %zu boxes, more than the %d kaba lays out; "
				    "lay it out with: dot -Tsvg %s -o %s", o->paths[dot + 1], nodes,
				    SVG_MAX_NODES, o->paths[dot], o->paths[dot + 1]);
		remove_outputs(o, dot + 1, dot + 2);
	}
	kaba_viz_free(g);
	return rc;
}

int kaba_trees_remove(const char *trees)
{
	DIR *d = opendir(trees);
	struct dirent *e;
	char path[4096];

	while (d && (e = readdir(d))) {
		size_t len = strlen(e->d_name);

		if (len > 4 && (!strcmp(e->d_name + len - 4, ".dot") ||
				!strcmp(e->d_name + len - 4, ".svg"))) {
			snprintf(path, sizeof(path), "%s/%s", trees, e->d_name);
			unlink(path);
		}
	}
	if (!d)
		return 0;
	closedir(d);
	rmdir(trees);
	return 1;
}

/* DIR/hierarchies/ROOT.dot for each original tree the proposal changes,
 * laid out as ROOT.svg for those the summary names, when the proposal is
 * too large to read whole (and there is a program to draw the trees of). */
static int write_trees(struct kaba_outputs *o, const struct kaba_report *rep, size_t live,
		       struct kaba_error *err)
{
	const char *dir = o->paths[KABA_OUT_TREES];
	int rc = 0;

	/* the diagrams of an earlier run go: this run writes its own, or none */
	kaba_trees_remove(o->paths[KABA_OUT_TREES]);
	if (live <= KABA_SUMMARY_CLASSES || !rep->trees)
		return 0;
	if (mkdir(dir, 0777) && errno != EEXIST)
		rc = kaba_fail(err, KABA_EIO, dir, -1, "cannot create: %s", strerror(errno));
	else if (!(o->trees = kaba_arena_alloc(o->arena, (2 * rep->changed + 1) * sizeof(*o->trees))))
		rc = kaba_fail(err, KABA_EIO, dir, -1, "out of memory");
	o->wrote |= 1u << KABA_OUT_TREES;
	for (size_t i = 0; !rc && i < rep->changed; i++) {
		const struct kaba_tree *tr = &rep->trees[i];
		const char *name = kaba_java_name(o->arena, tr->root->name);
		char *dot = name ? dir_path(o->arena, dir, name, strlen(name), ".dot") : NULL;
		char *svg = name ? dir_path(o->arena, dir, name, strlen(name), ".svg") : NULL;
		struct kaba_viz *g = kaba_diagram_tree(rep, tr->root, o->arena);

		if (!dot || !svg || !g) {
			rc = g ? kaba_fail(err, KABA_EIO, dir, -1, "out of memory") :
				 kaba_viz_fail(err, dot ? dot : dir);
		} else if (!(rc = kaba_viz_write(g, dot, "dot", err))) {
			o->trees[o->ntrees++] = dot;
			if (!o->no_svg && i < KABA_SUMMARY_TREES &&
			    tr->classes + tr->after <= SVG_MAX_NODES &&
			    !(rc = kaba_viz_write(g, svg, "svg", err)))
				o->trees[o->ntrees++] = svg;
		}
		kaba_viz_free(g);
	}
	return rc;
}

int kaba_outputs_proposal(struct kaba_outputs *o, const struct kaba_report *rep,
			  struct kaba_error *err)
{
	size_t live = 0, c;
	int rc;

	for (c = 0; c < rep->proposal->nclasses; c++)
		live += !rep->proposal->classes[c].removed;
	if ((rc = write_diagram(o, kaba_diagram_proposal(rep, o->arena), KABA_OUT_PROPOSAL, live,
				err)))
		return rc;
	return write_trees(o, rep, live, err);
}

static int write_diagrams(struct kaba_outputs *o, const struct kaba_outcome *out,
			  const struct kaba_report *rep, struct kaba_error *err)
{
	int rc;

	if ((rc = write_diagram(o, kaba_diagram_original(out->prog, o->arena), KABA_OUT_ORIGINAL,
				kaba_program_user_count(out->prog), err)))
		return rc;
	if ((rc = write_diagram(o, kaba_viz_lattice(out->lat, NULL), KABA_OUT_LATTICE,
				fca_lattice_size(out->lat), err)))
		return rc;
	return kaba_outputs_proposal(o, rep, err);
}

int kaba_outputs_write(struct kaba_outputs *o, const struct kaba_outcome *out,
		       const struct kaba_report *rep, struct kaba_error *err)
{
	char *json, base[4096];
	int rc;

	if (!(json = kaba_report_json(rep)))
		return kaba_fail(err, KABA_EIO, o->dir, -1, "out of memory");
	rc = kaba_file_write(o->paths[KABA_OUT_REPORT], json, strlen(json), err);
	free(json);
	snprintf(base, sizeof(base), "%s/table", o->dir);
	if (!rc)
		rc = kaba_table_write(out->table, base, err);
	if (!rc)
		rc = kaba_proposal_file_write(o->paths[KABA_OUT_PROPOSAL_JSON], out, rep->names, err);
	if (!rc) {
		o->wrote |= 1u << KABA_OUT_REPORT | 1u << KABA_OUT_TABLE_CXT |
			    1u << KABA_OUT_TABLE_JSON | 1u << KABA_OUT_PROPOSAL_JSON;
		rc = write_diagrams(o, out, rep, err);
	}
	if (rc)
		remove_outputs(o, KABA_OUT_REPORT, KABA_NOUTPUTS);
	return rc;
}

int kaba_report_of(const struct kaba_job *job, const struct kaba_outcome *o,
		   struct kaba_arena *arena, struct kaba_report *rep, struct kaba_error *err)
{
	memset(rep, 0, sizeof(*rep));
	rep->input = job->inputs[0];
	rep->variant = o->analysis ? "static" : "dynamic";
	rep->all_mains = job->all_mains;
	rep->inputs = job->inputs;
	rep->ninputs = job->ninputs;
	if (o->jar_written) {
		rep->jars = job->jars;
		rep->njars = job->ninputs;
	}
	rep->no_jar = !job->jar_dir ? "no -o DIR" : o->refused ? "the code generator refused it "
			"(exit 4, the error below)" : o->no_jar;
	rep->user_classes = kaba_program_user_count(o->prog);
	rep->prog = o->prog;
	rep->table = o->table;
	rep->proposal = o->proposal;
	rep->concepts = fca_lattice_size(o->lat);
	rep->covers = fca_cover_count(o->lat);
	rep->aoc = o->aoc;
	rep->analysis = o->jar_analysis;
	rep->fallback = o->fallback;
	rep->nfallback = o->nfallback;
	rep->rounds = o->rounds;
	rep->frozen_before = o->frozen_before;
	rep->jar_class_files = o->jar.classes + o->jar.copied_classes;
	rep->traced_jar = o->traced_jar;
	rep->profile = o->profile;
	rep->names = kaba_proposal_names(o->proposal, arena);
	if (!rep->names || kaba_report_derive(rep, arena))
		return kaba_fail(err, KABA_EIO, "report", -1, "out of memory");
	return KABA_OK;
}

const char *kaba_jar_summary(const struct kaba_outcome *o, char *buf, size_t n)
{
	const struct kaba_restructure_stats *st = &o->jar;
	int len = snprintf(buf, n, "%zu classes (%zu written: %zu interfaces, %zu static holders; "
			   "%zu copied unchanged), %zu bytes (input %zu)",
			   st->classes + st->copied_classes, st->classes, st->interfaces, st->holders,
			   st->copied_classes, st->out_bytes, st->in_bytes);

	if (o->nfallback && len > 0 && (size_t)len < n)
		snprintf(buf + len, n - (size_t)len, "; %zu of %zu classes frozen, %zu of them by "
			 "the fallback in %zu rounds", o->jar_analysis->nfrozen,
			 kaba_program_user_count(o->prog), o->jar_analysis->nfrozen - o->frozen_before,
			 o->rounds);
	return buf;
}
