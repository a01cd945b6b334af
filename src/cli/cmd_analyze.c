/*
 * kaba analyze and kaba rewrite (without --identity): the command line
 * becomes a job for the pipeline (kaba_run, pipeline.h), whose outcome is
 * rendered here: DIR/report.json, the closed table and the diagrams of
 * -o DIR, and the summary.  The pipeline writes the restructured jars and
 * the mapping itself; `kaba rewrite IN.jar -o OUT.jar` asks for only those.
 * Nothing is written before the pipeline is through, so a failure leaves no
 * partial output.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "commands.h"
#include "kaba/arena.h"
#include "kaba/file.h"
#include "kaba/pipeline.h"
#include "kaba/progress.h"
#include "kaba/report.h"
#include "kaba/table.h"
#include "kaba/viz.h"

static const char usage[] =
	"usage: kaba analyze INPUT... [-o DIR] [--main CLASS] [--all-mains] [--keep RULES] [--classpath CP]\n"
	"                    [--jdk DIR] [--trace FILE]... [--check-static] [--no-recv] [--no-init] [--literal-s1] [--no-simplify]\n"
	"                    [--pin-reflective] [--no-fallback] [--no-svg] [-q|-v]\n"
	"\n"
	"Analyse the jar(s) statically (points-to from the main class), build the member-access\n"
	"table, its constraints and concept lattice, and propose a restructured hierarchy.\n"
	"\n"
	"  -o DIR          write DIR/report.json, DIR/table.cxt + table.json (the closed table),\n"
	"                  DIR/{original,lattice,proposal}.{dot,svg} (the diagrams), and (static\n"
	"                  variant with constructors) DIR/NAME-restructured.jar for each input\n"
	"                  (its own classes and resources) + DIR/mapping.txt; each file written\n"
	"                  is named on stderr (kaba: wrote PATH)\n"
	"  --main CLASS    entry class (default: the jar manifest's Main-Class)\n"
	"  --all-mains     every public static main(String[]) of the inputs is an entry point\n"
	"                  (for a jar without Main-Class; the report lists them)\n"
	"  --keep FILE     ProGuard-style keep rules (-keep, -keepclassmembers): kept classes\n"
	"                  and members are entry points and stay as they are; a\n"
	"                  -reflectiontargets rule also bounds what unresolved reflection\n"
	"                  reaches (docs/reflection.md)\n"
	"  --classpath CP  library jars (':'-separated), never refactored\n"
	"  --jdk DIR       the JDK whose jmods model the library (default: JAVA_HOME, javac)\n"
	"  --trace FILE    the dynamic variant: the table comes from traces of runs (kaba trace);\n"
	"                  repeatable, runs are merged; the restructured jar comes from the\n"
	"                  static analysis restricted to the methods the traces ran\n"
	"  --check-static  with --trace: analyse statically, and check that every traced entry is\n"
	"                  in the static table (a missing one is a soundness bug, exit 1)\n"
	"  --no-recv       leave out the receiver rule C7 (docs/constraints.md §3.2)\n"
	"  --no-init       leave out constructor columns and this-rows (compare with the paper)\n"
	"  --literal-s1    simplification rule S1 as printed in the paper\n"
	"  --no-simplify   report the hierarchy read off the lattice, unsimplified\n"
	"  --pin-reflective  a class that reflection only creates by name (Class.newInstance)\n"
	"                  is pinned, not frozen: restructured, but the class of its objects\n"
	"                  keeps its name and a public no-argument constructor (docs/reflection.md\n"
	"                  rule 17; off by default)\n"
	"  --max-concepts N  past N concepts (default 20000; 0 = no limit), read the proposal\n"
	"                  off the AOC-poset instead of the full lattice\n"
	"  --no-svg        -o DIR: write the diagrams as DOT files only (no Graphviz layout)\n"
	"  --no-fallback   exit 4 when the code generator refuses the restructured jar, instead\n"
	"                  of freezing the classes it names and analysing again (docs/restructuring.md)\n"
	"  -q, --quiet     only errors;  -v, --verbose  what each stage did\n";

static const char rewrite_usage[] =
	"usage: kaba rewrite IN.jar -o OUT.jar [--mapping FILE] [--main CLASS] [--all-mains] [--keep RULES]\n"
	"                    [--classpath CP] [--jdk DIR] [--trace FILE]... [--no-recv] [--literal-s1]\n"
	"                    [--pin-reflective] [--no-fallback] [-q|-v]\n"
	"       kaba rewrite --identity IN.jar -o OUT.jar [--classpath CP] [--jdk DIR]\n"
	"\n"
	"Restructure IN.jar as `kaba analyze` proposes (static variant, with constructors,\n"
	"simplified, without multiple inheritance) and write only the restructured jar; one\n"
	"summary line on stdout.  What the code generator refuses is frozen (kept as it is)\n"
	"and the analysis runs again, unless --no-fallback.  --identity: see\n"
	"`kaba rewrite --identity --help`.\n"
	"\n"
	"  -o OUT.jar      the restructured jar\n"
	"  --mapping FILE  also write the mapping, original -> new (ProGuard/retrace syntax)\n"
	"  --trace FILE    restructure for the traced runs only: the static analysis reaches\n"
	"                  only the methods the traces ran (kaba trace); repeatable\n"
	"  other options as for kaba analyze\n"
	"\n"
	"exit status: 0 ok, 1 internal error, 2 bad input, 3 I/O error, 4 not supported\n"
	"(nothing written), 64 usage error\n";

struct options {
	const char *jar_out, *mapping_out;  /* kaba rewrite: -o is the jar */
	const char **inputs;
	size_t ninputs;
	const char *out_dir, *main_class, *keep_file, *jdk;
	const char **classpath;
	size_t nclasspath;
	const char **traces;        /* --trace files, in order */
	size_t ntraces;
	int check_static;           /* with --trace: check the static table instead */
	int recv, no_init, literal_s1, simplify;
	int pin;                    /* --pin-reflective: docs/reflection.md rule 17 */
	int no_fallback;            /* a generator refusal is final (exit 4) */
	int no_svg;                 /* -o DIR: the diagrams as DOT only */
	int all_mains;              /* every public static main is an entry point */
	size_t max_concepts;
};

/* The name of input `in` without its folder and ".jar": its restructured
 * jar is DIR/NAME-restructured.jar; *len is set to NAME's length. */
static const char *jar_base(const char *in, size_t *len)
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

/* -o DIR with several inputs: one restructured jar each, so no two may
 * have one name (refused before any work). */
static int distinct_jar_names(const struct options *o)
{
	size_t i, j, li, lj;

	for (i = 0; i < o->ninputs; i++)
		for (j = i + 1; j < o->ninputs; j++) {
			const char *a = jar_base(o->inputs[i], &li), *b = jar_base(o->inputs[j], &lj);

			if (li == lj && !memcmp(a, b, li))
				return cli_usage_error("analyze", "inputs %s and %s would both be "
						       "restructured into %s/%.*s-restructured.jar",
						       o->inputs[i], o->inputs[j], o->out_dir,
						       (int)li, a);
		}
	return 0;
}

static int parse_options(int argc, char **argv, struct options *o, const char *verb)
{
	enum { O_MAIN = 256, O_KEEP, O_CP, O_JDK, O_NORECV, O_NOINIT, O_LITERAL, O_NOSIMPLIFY,
	       O_MAXCONCEPTS, O_TRACE, O_CHECKSTATIC, O_MAPPING, O_NOFALLBACK, O_NOSVG, O_PIN, O_ALLMAINS };
	char *end;
	static const struct option longopts[] = {
		{ "main", required_argument, NULL, O_MAIN },
		{ "all-mains", no_argument, NULL, O_ALLMAINS },
		{ "keep", required_argument, NULL, O_KEEP },
		{ "classpath", required_argument, NULL, O_CP },
		{ "jdk", required_argument, NULL, O_JDK },
		{ "no-recv", no_argument, NULL, O_NORECV },
		{ "no-init", no_argument, NULL, O_NOINIT },
		{ "literal-s1", no_argument, NULL, O_LITERAL },
		{ "no-simplify", no_argument, NULL, O_NOSIMPLIFY },
		{ "max-concepts", required_argument, NULL, O_MAXCONCEPTS },
		{ "trace", required_argument, NULL, O_TRACE },
		{ "check-static", no_argument, NULL, O_CHECKSTATIC },
		{ "mapping", required_argument, NULL, O_MAPPING },
		{ "no-fallback", no_argument, NULL, O_NOFALLBACK },
		{ "no-svg", no_argument, NULL, O_NOSVG },
		{ "pin-reflective", no_argument, NULL, O_PIN },
		{ "quiet", no_argument, NULL, 'q' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c, idx = -1;

	memset(o, 0, sizeof(*o));
	/* At most one --trace per argument. */
	o->traces = calloc((size_t)argc, sizeof(*o->traces));
	if (!o->traces)
		return cli_usage_error(verb, "out of memory");
	o->recv = 1;
	o->simplify = 1;
	o->max_concepts = 20000;
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:qvh", longopts, &idx)) != -1) {
		/* rewrite writes a jar, which needs the static variant with
		 * constructors, simplified */
		if (strcmp(verb, "analyze") && (c == O_NOINIT || c == O_NOSIMPLIFY || c == O_CHECKSTATIC))
			return cli_usage_error(verb, "--%s is an option of kaba analyze (a restructured "
					       "jar needs the static variant with constructors, "
					       "simplified)", longopts[idx].name);
		switch (c) {
		case 'o':
			if (!strcmp(verb, "analyze"))
				o->out_dir = optarg;
			else
				o->jar_out = optarg;
			break;
		case 'q': cli_verbosity_option("-q"); break;
		case 'v': cli_verbosity_option("-v"); break;
		case 'h': fputs(strcmp(verb, "analyze") ? rewrite_usage : usage, stdout); return 1;
		case O_MAIN: o->main_class = optarg; break;
		case O_ALLMAINS: o->all_mains = 1; break;
		case O_KEEP: o->keep_file = optarg; break;
		case O_CP:
			if (cli_split_classpath(optarg, &o->classpath, &o->nclasspath))
				return cli_usage_error("analyze", "out of memory");
			break;
		case O_JDK: o->jdk = optarg; break;
		case O_NORECV: o->recv = 0; break;
		case O_NOINIT: o->no_init = 1; break;
		case O_LITERAL: o->literal_s1 = 1; break;
		case O_NOSIMPLIFY: o->simplify = 0; break;
		case O_TRACE:
			o->traces[o->ntraces++] = optarg;
			break;
		case O_CHECKSTATIC: o->check_static = 1; break;
		case O_NOFALLBACK: o->no_fallback = 1; break;
		case O_PIN: o->pin = 1; break;
		case O_NOSVG:
			if (strcmp(verb, "analyze"))
				return cli_usage_error(verb, "--no-svg is an option of kaba analyze "
						       "(kaba rewrite draws no diagrams)");
			o->no_svg = 1;
			break;
		case O_MAPPING:
			if (!strcmp(verb, "analyze"))
				return cli_usage_error(verb, "--mapping is an option of kaba rewrite "
						       "(-o DIR writes DIR/mapping.txt)");
			o->mapping_out = optarg;
			break;
		case O_MAXCONCEPTS:
			o->max_concepts = strtoul(optarg, &end, 10);
			if (*end || !*optarg || optarg[0] == '-')
				return cli_usage_error(verb, "--max-concepts takes a number, not '%s'",
						       optarg);
			break;
		default: return KABA_EUSAGE;
		}
	}
	if (optind >= argc)
		return cli_usage_error(verb, "no input jar");
	if (o->check_static && !o->ntraces)
		return cli_usage_error(verb, "--check-static needs at least one --trace");
	o->inputs = (const char **)argv + optind;
	o->ninputs = (size_t)(argc - optind);
	if (!strcmp(verb, "analyze"))
		return o->out_dir ? distinct_jar_names(o) : 0;
	if (o->ninputs != 1 || !o->jar_out)
		return cli_usage_error(verb, "needs one input jar and -o OUT.jar");
	if (cli_same_file(o->inputs[0], o->jar_out) ||
	    (o->mapping_out && cli_same_file(o->inputs[0], o->mapping_out)))
		return cli_usage_error(verb, "the output would overwrite the input");
	return 0;
}

/* The files of -o DIR.  A diagram's .svg follows its .dot. */
enum output {
	OUT_REPORT, OUT_TABLE_CXT, OUT_TABLE_JSON, OUT_ORIGINAL, OUT_ORIGINAL_SVG,
	OUT_LATTICE, OUT_LATTICE_SVG, OUT_PROPOSAL, OUT_PROPOSAL_SVG, OUT_JAR, OUT_MAPPING,
	NOUTPUTS
};

/* What the CLI owns of a run: its options, the pipeline's outcome, and
 * the files of -o DIR. */
struct run {
	struct options opt;
	struct kaba_error err;
	struct kaba_outcome out;
	struct kaba_arena arena;
	struct kaba_stage_clock clock;
	const char *outputs[NOUTPUTS];      /* their paths (name_outputs) */
	unsigned wrote;                     /* bit i: outputs[i] is written */
	const char **jars;                  /* OUT_JAR: one per input (jars[0] is
					     * outputs[OUT_JAR]) */
};

/*
 * The paths of all outputs, named before anything is written: a run that
 * fails while writing removes them all (stale files of an earlier run into
 * the same DIR included), so DIR never mixes results.  The one documented
 * exception is a restructured jar the generator refuses (exit 4): only the
 * jar and mapping go, the report, table and diagrams stay.
 */
static int name_outputs(struct run *r)
{
	static const char jar_suffix[] = "-restructured.jar";
	static const char *const names[NOUTPUTS] = {
		"report.json", "table.cxt", "table.json", "original.dot", "original.svg",
		"lattice.dot", "lattice.svg", "proposal.dot", "proposal.svg", NULL, "mapping.txt",
	};
	size_t i, len;

	r->jars = kaba_arena_alloc(&r->arena, r->opt.ninputs * sizeof(*r->jars));
	if (!r->jars)
		return kaba_fail(&r->err, KABA_EIO, r->opt.out_dir, -1, "out of memory");
	for (i = 0; i < r->opt.ninputs; i++) {
		const char *base = jar_base(r->opt.inputs[i], &len);
		size_t n = strlen(r->opt.out_dir) + 1 + len + sizeof(jar_suffix);
		char *path = kaba_arena_alloc(&r->arena, n);

		if (!path)
			return kaba_fail(&r->err, KABA_EIO, r->opt.out_dir, -1, "out of memory");
		snprintf(path, n, "%s/%.*s%s", r->opt.out_dir, (int)len, base, jar_suffix);
		r->jars[i] = path;
	}
	r->outputs[OUT_JAR] = r->jars[0];
	for (i = 0; i < NOUTPUTS; i++) {
		size_t n = strlen(r->opt.out_dir) + 1 + (names[i] ? strlen(names[i]) : 0) + 1;
		char *path = names[i] ? kaba_arena_alloc(&r->arena, n) : NULL;

		if (!names[i])
			continue;
		if (!path)
			return kaba_fail(&r->err, KABA_EIO, r->opt.out_dir, -1, "out of memory");
		snprintf(path, n, "%s/%s", r->opt.out_dir, names[i]);
		r->outputs[i] = path;
	}
	return KABA_OK;
}

/* The paths of output i: the jars of OUT_JAR, else outputs[i] (or none). */
static size_t output_paths(const struct run *r, int i, const char *const **paths)
{
	if (i == OUT_JAR && r->jars) {
		*paths = r->jars;
		return r->opt.ninputs;
	}
	*paths = &r->outputs[i];
	return r->outputs[i] != NULL;
}

static void remove_outputs(struct run *r, enum output from, enum output to)
{
	const char *const *paths;

	for (; from < to; from++) {
		for (size_t k = output_paths(r, from, &paths); k-- > 0;)
			unlink(paths[k]);
		r->wrote &= ~(1u << from);
	}
}

/* Name every output written, as each verb does (cli_wrote). */
static void say_written(const struct run *r)
{
	const char *const *paths;

	for (int i = 0; i < NOUTPUTS; i++)
		for (size_t k = 0, n = output_paths(r, i, &paths); k < n && (r->wrote & (1u << i)); k++)
			cli_wrote(paths[k]);
}

/* Laying out a graph with dot grows faster than linearly; past this many
 * boxes only the DOT file is written (lay it out by hand if wanted). */
enum { SVG_MAX_NODES = 600 };

/* A diagram as DOT and, if small enough and not --no-svg, SVG (else a
 * stale SVG of an earlier run goes); g is consumed. */
static int write_diagram(struct run *r, struct kaba_viz *g, enum output dot, size_t nodes)
{
	int rc;

	if (!g)
		return kaba_viz_fail(&r->err, r->outputs[dot]);
	rc = kaba_viz_write(g, r->outputs[dot], "dot", &r->err);
	if (!rc)
		r->wrote |= 1u << dot;
	if (!rc && !r->opt.no_svg && nodes <= SVG_MAX_NODES) {
		if (!(rc = kaba_viz_write(g, r->outputs[dot + 1], "svg", &r->err)))
			r->wrote |= 1u << (dot + 1);
	} else if (!rc) {
		if (!r->opt.no_svg)
			kaba_notice("%s not written: %zu boxes, more than the %d kaba lays out; "
				    "lay it out with: dot -Tsvg %s -o %s", r->outputs[dot + 1], nodes,
				    SVG_MAX_NODES, r->outputs[dot], r->outputs[dot + 1]);
		remove_outputs(r, dot + 1, dot + 2);
	}
	kaba_viz_free(g);
	return rc;
}

static int write_diagrams(struct run *r, const struct kaba_report *rep)
{
	size_t live = 0, c;
	int rc;

	for (c = 0; c < r->out.proposal->nclasses; c++)
		live += !r->out.proposal->classes[c].removed;
	if ((rc = write_diagram(r, kaba_diagram_original(r->out.prog, &r->arena), OUT_ORIGINAL,
				kaba_program_user_count(r->out.prog))))
		return rc;
	if ((rc = write_diagram(r, kaba_viz_lattice(r->out.lat, NULL), OUT_LATTICE,
				fca_lattice_size(r->out.lat))))
		return rc;
	return write_diagram(r, kaba_diagram_proposal(rep, &r->arena), OUT_PROPOSAL, live);
}

/* One line on what the restructured jar holds, in buf. */
static const char *jar_summary(const struct kaba_outcome *o, char *buf, size_t n)
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

/* The report, table and diagrams of -o DIR; all go on failure. */
static int write_report(struct run *r, const struct kaba_report *rep)
{
	const char *dir = r->opt.out_dir;
	char *json, base[4096];
	int rc;

	kaba_stage(&r->clock, "writing");
	if (!(json = kaba_report_json(rep)))
		return kaba_fail(&r->err, KABA_EIO, dir, -1, "out of memory");
	rc = kaba_file_write(r->outputs[OUT_REPORT], json, strlen(json), &r->err);
	free(json);
	snprintf(base, sizeof(base), "%s/table", dir);
	if (!rc)
		rc = kaba_table_write(r->out.table, base, &r->err);
	if (!rc) {
		r->wrote |= 1u << OUT_REPORT | 1u << OUT_TABLE_CXT | 1u << OUT_TABLE_JSON;
		rc = write_diagrams(r, rep);
	}
	if (rc)
		remove_outputs(r, OUT_REPORT, NOUTPUTS);
	return rc;
}

/* The job of the options: the pipeline writes the restructured jars
 * (outputs[OUT_JAR...]) and the mapping, the rest is ours. */
static void job_of(struct run *r, struct kaba_job *job)
{
	const struct options *o = &r->opt;

	kaba_job_init(job);
	job->inputs = o->inputs;
	job->ninputs = o->ninputs;
	job->classpath = o->classpath;
	job->nclasspath = o->nclasspath;
	job->jdk = o->jdk;
	job->main_class = o->main_class;
	job->all_mains = o->all_mains;
	job->keep_file = o->keep_file;
	job->traces = o->traces;
	job->ntraces = o->ntraces;
	job->check_static = o->check_static;
	job->traced_only = o->jar_out != NULL;
	job->recv = o->recv;
	job->no_init = o->no_init;
	job->literal_s1 = o->literal_s1;
	job->simplify = o->simplify;
	job->pin = o->pin;
	job->max_concepts = o->max_concepts;
	job->no_fallback = o->no_fallback;
	if (o->jar_out) {
		r->outputs[OUT_JAR] = o->jar_out;
		r->jars = &r->outputs[OUT_JAR];
		r->outputs[OUT_MAPPING] = o->mapping_out;
	}
	job->jars = r->jars;
	job->mapping = r->outputs[OUT_MAPPING];
	job->jar_dir = o->out_dir;
}

/* The report of the outcome (report.h); its names in r's arena. */
static int report_of(struct run *r, int refused, struct kaba_report *rep)
{
	const struct kaba_outcome *o = &r->out;

	memset(rep, 0, sizeof(*rep));
	rep->input = r->opt.inputs[0];
	rep->variant = o->analysis ? "static" : "dynamic";
	rep->all_mains = r->opt.all_mains;
	rep->inputs = r->opt.inputs;
	rep->ninputs = r->opt.ninputs;
	if (o->jar_written) {
		rep->jars = r->jars;
		rep->njars = r->opt.ninputs;
	}
	rep->no_jar = !r->opt.out_dir ? "no -o DIR" : refused ? "the code generator refused it (exit 4, "
			"the error below)" : o->no_jar;
	rep->user_classes = kaba_program_user_count(o->prog);
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
	rep->names = kaba_proposal_names(o->proposal, &r->arena);
	return rep->names ? KABA_OK : kaba_fail(&r->err, KABA_EIO, "report", -1, "out of memory");
}

/* argv → job → kaba_run → the report, table and diagrams (-o DIR), the
 * summary, and the exit status of `verb` (analyze or rewrite). */
static int run_pipeline(int argc, char **argv, const char *verb)
{
	struct run r;
	struct kaba_job job;
	struct kaba_report rep;
	char summary[300];
	int rc, jar_rc = KABA_OK;

	memset(&r, 0, sizeof(r));
	kaba_arena_init(&r.arena);
	rc = parse_options(argc, argv, &r.opt, verb);
	if (rc) {
		/* 1 is --help: done, successfully */
		free(r.opt.classpath);
		free(r.opt.traces);
		return rc == 1 ? KABA_OK : rc;
	}
	if (r.opt.out_dir && (rc = name_outputs(&r)))
		goto out;
	job_of(&r, &job);
	/* A refused jar (exit 4) still leaves the report, table and diagrams of
	 * -o DIR (docs/cli.md, "Exit status"). */
	if ((jar_rc = rc = kaba_run(&job, &r.out, &r.err)) && !r.out.refused)
		goto out;
	if ((rc = report_of(&r, r.out.refused, &rep)) ||
	    (r.opt.out_dir && (rc = write_report(&r, &rep))))
		goto out;
	r.wrote |= r.out.jar_written ? 1u << OUT_JAR | (job.mapping ? 1u << OUT_MAPPING : 0) : 0;
	say_written(&r);
	if ((rc = jar_rc))
		goto out;
	kaba_stage(&r.clock, NULL);
	/* The summary is the result when there is no -o; with -o, --quiet
	 * leaves just the files. */
	if (r.opt.jar_out && kaba_verbosity() >= KABA_NORMAL)
		printf("rewrite: %s\n", jar_summary(&r.out, summary, sizeof(summary)));
	else if (!r.opt.jar_out && (!r.opt.out_dir || kaba_verbosity() >= KABA_NORMAL))
		kaba_report_text(&rep, stdout);
	if (!r.opt.jar_out && r.opt.out_dir && r.out.rounds)
		kaba_note("restructured jar: %s", jar_summary(&r.out, summary, sizeof(summary)));
out:
	kaba_progress_end();
	if (rc)
		cli_report(&r.err);
	kaba_outcome_free(&r.out);
	kaba_arena_free(&r.arena);
	free(r.opt.classpath);
	free(r.opt.traces);
	return rc;
}

int cmd_analyze(int argc, char **argv)
{
	return run_pipeline(argc, argv, "analyze");
}

int cmd_rewrite_restructure(int argc, char **argv)
{
	return run_pipeline(argc, argv, "rewrite");
}
