/*
 * kaba analyze: the main job.  Wires the stages of the pipeline
 * (docs/architecture.md): program → analysis (static) or traces (dynamic) →
 * table → closure → lattice → proposal → simplification → MI removal →
 * report, table, diagrams, restructured jar.  Everything is computed before
 * anything is written, so a failure leaves no partial output.
 *
 * `kaba rewrite IN.jar -o OUT.jar` (without --identity) is the same static
 * pipeline with the restructured jar (and --mapping) as its only outputs.
 * With --trace, the jar comes from the traced static analysis (traced.h):
 * `kaba analyze` runs it after the dynamic variant's table and proposal,
 * which its report describes; `kaba rewrite` runs only it.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "fallback.h"
#include "traced.h"
#include "kaba/analysis.h"
#include "kaba/constraints.h"
#include "kaba/file.h"
#include "kaba/jar.h"
#include "kaba/program.h"
#include "kaba/progress.h"
#include "kaba/refactor.h"
#include "kaba/report.h"
#include "kaba/resources.h"
#include "kaba/rewrite.h"
#include "kaba/table.h"
#include "kaba/trace.h"
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

/* Seconds on `clock` (CLOCK_MONOTONIC: wall; CLOCK_PROCESS_CPUTIME_ID: CPU). */
static double now(clockid_t clock)
{
	struct timespec ts;

	clock_gettime(clock, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

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

/* Everything one run owns, freed in one place. */
struct run {
	struct options opt;
	struct kaba_error err;
	struct kaba_program *prog;
	struct kaba_keep *keep;
	const char *main_class;     /* --main, else the manifest's (static variant) */
	struct kaba_analysis *an;
	struct kaba_table *table;   /* the analysis's, or our own (dynamic variant) */
	int own_table;
	struct fca_lattice *lat;
	struct kaba_proposal *proposal;
	int aoc;                    /* the proposal comes from the AOC-poset */
	struct kaba_arena arena;
	const char *stage;
	double t0, cpu0;            /* when the stage began: wall, CPU */
	const char *outputs[NOUTPUTS];      /* their paths (name_outputs) */
	unsigned wrote;                     /* bit i: outputs[i] is written */
	const char **jars;                  /* OUT_JAR: one per input (jars[0] is
					     * outputs[OUT_JAR]) */
	const char *no_jar;                 /* why -o DIR has no jar, or NULL */
	struct kaba_restructure_stats jar;  /* what the restructured jar holds */
	struct fallback fb;
	int traced_static;          /* the static analysis restricted to `ran` */
	struct kaba_ran *ran;       /* the methods the traces ran (NULL: v1 traces) */
	const char *traced_main;    /* the class whose main the traces ran, or NULL */
	struct kaba_report_traced_jar traced; /* the jar of a --trace run */
	struct run *jar_run;        /* the run that wrote the dynamic variant's jar:
				     * its analysis, fallback and jar are what the
				     * report counts and lists (one source for both) */
};

/* Start the next stage; with --verbose, say how long the last one took,
 * in wall and CPU seconds (the machine is often shared). */
static void stage(struct run *r, const char *name)
{
	kaba_progress_end();
	if (r->stage)
		kaba_note("%s: %.2fs, %.2fs CPU", r->stage, now(CLOCK_MONOTONIC) - r->t0,
			  now(CLOCK_PROCESS_CPUTIME_ID) - r->cpu0);
	r->stage = name;
	r->t0 = now(CLOCK_MONOTONIC);
	r->cpu0 = now(CLOCK_PROCESS_CPUTIME_ID);
	if (name)
		kaba_progress_begin(name, 0);
}

/* The keep rules: the --keep file's, then those kaba derives from the
 * inputs' resources (classes that service files, .properties and .xml
 * values name: the library loads them by name; resources.h). */
static int load_keep(struct run *r)
{
	struct kaba_buf text;
	int rc = KABA_OK;

	if (r->opt.keep_file) {
		kaba_buf_init(&text);
		rc = kaba_file_read(r->opt.keep_file, 16 << 20, &text, &r->err);
		if (!rc) {
			kaba_buf_u8(&text, 0);
			rc = text.oom ? kaba_fail(&r->err, KABA_EIO, r->opt.keep_file, -1,
						  "out of memory")
				      : kaba_keep_parse((const char *)text.data, r->opt.keep_file,
							&r->keep, &r->err);
		}
		kaba_buf_free(&text);
	}
	if (!rc)
		rc = kaba_resource_keep(r->opt.inputs, r->opt.ninputs, &r->keep, &r->err);
	return rc;
}

/* The entry class when --main is not given: the first input's Main-Class,
 * copied into the run's arena (the jar is closed again). */
static int manifest_main(struct run *r, const char **main_class)
{
	struct kaba_jar *jar;
	const char *mc = NULL;
	int rc;

	*main_class = NULL;
	if ((rc = kaba_jar_open(r->opt.inputs[0], NULL, &jar, &r->err)))
		return rc;
	rc = kaba_jar_main_class(jar, &mc, &r->err);
	if (!rc && mc && !(*main_class = kaba_arena_strdup(&r->arena, mc)))
		rc = kaba_fail(&r->err, KABA_EIO, r->opt.inputs[0], -1, "out of memory");
	kaba_jar_close(jar);
	return rc;
}

/* Only the static variant (--check-static keeps its table; the traced static
 * analysis of --trace) with constructor columns, simplified, has what code
 * generation needs (a row for every variable, a column for every
 * constructor). */
static int jar_shape(const struct run *r)
{
	return !r->opt.no_init && r->opt.simplify;
}

static int jar_possible(const struct run *r)
{
	return (!r->opt.ntraces || r->opt.check_static || r->traced_static) && jar_shape(r);
}

/* Points-to analysis and table (keeping the solution for the fallback). */
static int points_to(struct run *r)
{
	struct kaba_analysis_options aopt;
	int rc;

	kaba_analysis_options_init(&aopt);
	aopt.recv = r->opt.recv;
	aopt.no_init = r->opt.no_init;
	aopt.pin = r->opt.pin;
	aopt.main_class = r->main_class;
	aopt.all_mains = r->opt.all_mains;
	aopt.keep = r->keep;
	aopt.ran = r->ran;
	aopt.keep_solution = !r->opt.no_fallback && (r->opt.jar_out || r->opt.out_dir) &&
			     jar_possible(r);
	stage(r, "points-to analysis");
	rc = kaba_analyze(r->prog, &aopt, &r->an, &r->err);
	if (!rc)
		r->table = r->an->table;
	return rc;
}

/* The inputs, the JDK and the class path. */
static int open_program(struct run *r)
{
	struct kaba_program_options popt = { .jdk = r->opt.jdk, .classpath = r->opt.classpath,
					     .nclasspath = r->opt.nclasspath };

	stage(r, "reading classes");
	return kaba_program_open(r->opt.inputs, r->opt.ninputs, &popt, &r->prog, &r->err);
}

/* The static variant on the open program: points-to, table and its
 * implications (restricted to r->ran in the traced static analysis). */
static int static_analysis(struct run *r)
{
	int rc;

	if ((rc = load_keep(r)))
		return rc;
	/* what the traces ran comes before the manifest's */
	r->main_class = r->opt.main_class ? r->opt.main_class : r->traced_main;
	if (!r->main_class && (rc = manifest_main(r, &r->main_class)))
		return rc;
	rc = points_to(r);
	kaba_program_warn_missing(r->prog);
	if (!rc)
		r->fb.frozen_before = r->an->nfrozen;
	return rc;
}

static int analyse(struct run *r)
{
	int rc = open_program(r);

	return rc ? rc : static_analysis(r);
}

/* The traced static analysis (traced.h) on the open program. */
static int traced_analysis(struct run *r)
{
	int rc;

	stage(r, "reading the methods the traces ran");
	r->traced_static = 1;
	rc = traced_ran_set(r->opt.traces, r->opt.ntraces, r->prog, &r->arena, &r->ran,
			    &r->traced_main, &r->traced.methods_run, &r->err);
	r->traced.analysis = r->ran ? "static analysis restricted to the methods the traces ran "
				      "and the reflective targets they logged"
				    : "full static analysis (version 1 traces record no methods)";
	return rc ? rc : static_analysis(r);
}

/* Merge every --trace file into `table` (rows and columns with the same
 * origin are shared, so runs and the static table line up). */
static int add_traces(struct run *r, struct kaba_table *table)
{
	size_t i;
	int rc = KABA_OK;

	for (i = 0; i < r->opt.ntraces && !rc; i++) {
		struct kaba_trace tr;

		kaba_trace_init(&tr);
		rc = kaba_trace_read_file(&tr, r->opt.traces[i], &r->err);
		if (!rc)
			rc = kaba_trace_to_table_of(&tr, r->prog, table, &r->err);
		kaba_trace_free(&tr);
	}
	return rc;
}

/* The dynamic variant: the program (for names and the original hierarchy)
 * and a table of the objects the traced runs created and what they used. */
static int trace_table(struct run *r)
{
	int rc;

	if ((rc = open_program(r)))
		return rc;
	stage(r, "reading traces");
	r->table = kaba_table_new();
	r->own_table = 1;
	if (!r->table)
		return kaba_fail(&r->err, KABA_EIO, "table", -1, "out of memory");
	if ((rc = add_traces(r, r->table)))
		return rc;
	return kaba_trace_dominance(r->table, r->prog, &r->err);
}

/* Is `name` (dotted; NULL: no) a frozen class? */
static int frozen(const struct run *r, const char *name)
{
	return name && kaba_analysis_frozen(r->an, name, strlen(name));
}

/* A traced entry of `traced` the static table leaves out on purpose: frozen
 * classes are library code to it (their objects and this-rows have no rows,
 * their members columns only where tabled rows use them, checks against them
 * no columns). */
static int frozen_entry(const struct run *r, const struct kaba_table *traced, size_t row,
			size_t col)
{
	const struct kaba_row *w = &traced->rows[row];
	const struct kaba_column *k = &traced->columns[col];
	int check = k->kind == KABA_COL_CHECK_TRUE || k->kind == KABA_COL_CHECK_FALSE;

	return frozen(r, w->kind == KABA_ROW_OBJECT ? w->origin.type : w->origin.owner) ||
	       frozen(r, check ? k->origin.type : k->origin.owner);
}

/* --check-static: every entry of the traced runs must be in the closed
 * static table, since points-to sets may be too large but never too small
 * (docs/constraints.md §1.5).  The traces go into a table of their own, named in
 * the static scheme (kaba_trace_to_table_of), so the static table the rest
 * of the run uses stays as it is; a traced row, column or entry the static
 * table lacks is an object, member or use the analysis missed, unless it
 * belongs to a frozen class (frozen_entry; counted in a note). */
static int check_static(struct run *r)
{
	const struct kaba_table *t = r->table;
	struct kaba_table *traced = kaba_table_new();
	size_t i, c, bad = 0, skipped = 0;
	int rc;

	if (!traced)
		return kaba_fail(&r->err, KABA_EIO, "table", -1, "out of memory");
	stage(r, "checking traces against the static table");
	rc = add_traces(r, traced);
	for (i = 0; !rc && i < traced->nrows; i++) {
		size_t row = kaba_table_find_row(t, traced->rows[i].name);

		for (c = 0; c < traced->ncolumns; c++) {
			size_t col;

			if (!kaba_table_get(traced, i, c))
				continue;
			col = kaba_table_find_column(t, traced->columns[c].name);
			if (row != KABA_NONE && col != KABA_NONE && kaba_table_get(t, row, col))
				continue;
			if (frozen_entry(r, traced, i, c))
				skipped++;
			else if (bad++ < 20)
				fprintf(stderr, "kaba: soundness: traced %s uses %s, not in the static table\n",
					traced->rows[i].name, traced->columns[c].name);
		}
	}
	kaba_table_free(traced);
	if (rc)
		return rc;
	if (bad)
		return kaba_fail(&r->err, KABA_EINTERNAL, "soundness", -1,
				 "%zu traced entries are missing from the static table (a bug in kaba's "
				 "analysis or its library model)", bad);
	kaba_note("all traced entries are in the static table (%zu entries of frozen classes, "
		  "library code to it, not checked)", skipped);
	return KABA_OK;
}

static int restructure(struct run *r)
{
	struct kaba_simplify_options sopt = kaba_simplify_defaults;
	int rc;

	kaba_note("table: %zu rows x %zu columns, %zu implications", r->table->nrows,
		  r->table->ncolumns, r->table->nimplications);
	stage(r, "closing the table");
	if ((rc = kaba_close(r->table, NULL, &r->err)))
		return rc;
	if (r->opt.check_static && (rc = check_static(r)))
		return rc;
	stage(r, "concept lattice");
	if ((rc = kaba_table_lattice(r->table, FCA_FULL, r->opt.max_concepts, &r->lat, &r->err)))
		return rc;
	if (fca_lattice_truncated(r->lat)) {
		/* The full lattice of a large program can be exponential; its
		 * labelled part, the AOC-poset, holds every class that owns a
		 * member or types a row, and is polynomial. */
		kaba_notice("more than %zu concepts: the proposal is read off the AOC-poset, not "
			    "the full lattice (--max-concepts 0 for the full lattice, if it fits)",
			    r->opt.max_concepts);
		kaba_table_lattice_free(r->lat);
		r->lat = NULL;
		r->aoc = 1;
		if ((rc = kaba_table_lattice(r->table, FCA_AOC, 0, &r->lat, &r->err)))
			return rc;
	}
	kaba_note("lattice: %zu concepts, %zu covers", fca_lattice_size(r->lat), fca_cover_count(r->lat));
	stage(r, "reading the hierarchy");
	if ((rc = kaba_proposal_read(r->table, r->lat, &r->proposal, &r->err)))
		return rc;
	if ((rc = kaba_proposal_invariants(r->proposal, &r->err)))
		return rc;
	if (!r->opt.simplify)
		return KABA_OK;
	stage(r, "simplifying");
	sopt.literal_s1 = r->opt.literal_s1;
	if ((rc = kaba_simplify(r->proposal, &sopt, &r->err)))
		return rc;
	return kaba_remove_multiple_inheritance(r->proposal, &r->err);
}

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

	for (c = 0; c < r->proposal->nclasses; c++)
		live += !r->proposal->classes[c].removed;
	if ((rc = write_diagram(r, kaba_diagram_original(r->prog, &r->arena), OUT_ORIGINAL,
				kaba_program_user_count(r->prog))))
		return rc;
	if ((rc = write_diagram(r, kaba_viz_lattice(r->lat, NULL), OUT_LATTICE, fca_lattice_size(r->lat))))
		return rc;
	return write_diagram(r, kaba_diagram_proposal(rep, &r->arena), OUT_PROPOSAL, live);
}

/* One line on what the restructured jar holds, in buf. */
static const char *jar_summary(const struct run *r, char *buf, size_t n)
{
	const struct kaba_restructure_stats *st = &r->jar;
	int len = snprintf(buf, n, "%zu classes (%zu written: %zu interfaces, %zu static holders; "
			   "%zu copied unchanged), %zu bytes (input %zu)",
			   st->classes + st->copied_classes, st->classes, st->interfaces, st->holders,
			   st->copied_classes, st->out_bytes, st->in_bytes);

	if (r->fb.n && len > 0 && (size_t)len < n)
		snprintf(buf + len, n - (size_t)len, "; %zu of %zu classes frozen, %zu of them by "
			 "the fallback in %zu rounds", r->an->nfrozen,
			 kaba_program_user_count(r->prog), r->an->nfrozen - r->fb.frozen_before,
			 r->fb.rounds);
	return buf;
}

/* The fallback's `generate`: the jar (at outputs[OUT_JAR]) and mapping
 * (outputs[OUT_MAPPING], or none), one run of the code generator. */
static int generate(void *ctx, struct kaba_blame *blame)
{
	struct run *r = ctx;
	int rc;
	struct kaba_restructure in = { .prog = r->prog, .in = r->opt.inputs[0],
				       .ins = r->opt.inputs, .nins = r->opt.ninputs,
				       .proposal = r->proposal, .analysis = r->an,
				       .main_class = r->main_class, .all_mains = r->opt.all_mains,
				       .blame = blame };

	/* the traced static analysis finds unreachable what no trace ran */
	in.ran = r->ran;
	if (r->ran)
		in.unreachable_message = "kaba: method not run by the traces "
					 "(this jar is restructured for the traced runs only)";

	stage(r, "writing the restructured jar");
	rc = kaba_rewrite_jars(&in, r->jars, r->outputs[OUT_MAPPING], &r->jar, &r->err);
	if (!rc)
		r->wrote |= 1u << OUT_JAR | (r->outputs[OUT_MAPPING] ? 1u << OUT_MAPPING : 0);
	return rc;
}

/* The fallback's `again`: the pipeline from the table, with f[0..n) frozen
 * too (the points-to solution is kept: freezing does not change it). */
static int again(void *ctx, const struct kaba_freeze *f, size_t n)
{
	struct run *r = ctx;
	int rc;

	kaba_proposal_free(r->proposal);
	kaba_table_lattice_free(r->lat);
	r->proposal = NULL;
	r->lat = NULL;
	r->aoc = 0;
	stage(r, "freezing and tabling again");
	if ((rc = kaba_analysis_refreeze(r->an, f, n, &r->err)))
		return rc;
	r->table = r->an->table;
	return restructure(r);
}

/* What the jar of a traced static analysis holds, for the report. */
static void traced_summary(struct run *r)
{
	struct kaba_report_traced_jar *t = &r->traced;
	size_t users = kaba_program_user_count(r->prog);

	t->methods_not_run = traced_methods_not_run(r->prog, r->ran);
	t->dead_methods = r->an->ndead;
	t->classes_after = r->jar.classes;
	t->frozen = r->an->nfrozen;
	t->restructured = users - t->frozen;
	t->frozen_by_fallback = r->fb.n ? t->frozen - r->fb.frozen_before : 0;
	t->rounds = r->fb.rounds;
}

static int restructured_jar(struct run *r);
static void run_free(struct run *r);

/* The dynamic variant's jar: the traced static analysis in a run of its
 * own on the same program and outputs (its report goes into r->traced). */
static int traced_jar(struct run *r)
{
	struct run *j = calloc(1, sizeof(*j));
	int rc;

	if (!j)
		return kaba_fail(&r->err, KABA_EIO, "analysis", -1, "out of memory");
	kaba_arena_init(&j->arena);
	j->opt = r->opt;
	j->prog = r->prog;
	memcpy(j->outputs, r->outputs, sizeof(j->outputs));
	j->jars = r->jars;
	if (!(rc = traced_analysis(j)) && !(rc = restructure(j)) &&
	    !(rc = restructured_jar(j))) {
		traced_summary(j);
		r->traced = j->traced;
		r->wrote |= j->wrote;
	}
	stage(j, NULL);
	if (rc == KABA_EINPUT && !j->an) {
		/* the report needs no static analysis: say why there is no jar
		 * (no entry point: a main outside the input ran, say) */
		kaba_warn("no restructured jar: %s: %s", j->err.where, j->err.what);
		r->no_jar = "the traced static analysis has no entry point (warning above)";
		remove_outputs(r, OUT_JAR, NOUTPUTS);
		rc = KABA_OK;
	} else if (rc) {
		r->err = j->err;
	}
	if (!rc && j->an) {
		r->jar_run = j;
		return rc;
	}
	j->prog = NULL; /* r's */
	run_free(j);
	free(j);
	return rc;
}

/* The restructured jar, through the restructuring fallback (fallback.h);
 * a note says why there is none when the run cannot have one
 * (jar_possible).  An earlier run's jar and mapping go on failure. */
static int restructured_jar(struct run *r)
{
	struct fallback_pipeline p = { .ctx = r, .generate = generate, .again = again,
				       .an = r->an, .prog = r->prog, .arena = &r->arena,
				       .err = &r->err, .off = r->opt.no_fallback };

	if (!r->an && r->opt.ntraces && !r->opt.check_static && jar_shape(r))
		return traced_jar(r);
	if (!r->an || !jar_possible(r)) {
		r->no_jar = r->opt.no_init ? "--no-init leaves out the constructor columns the code "
					     "generator needs"
					   : "--no-simplify: the code generator needs the simplified "
					     "hierarchy";
		kaba_notice("no restructured jar: %s", r->no_jar);
		remove_outputs(r, OUT_JAR, NOUTPUTS);
		return KABA_OK;
	}
	return fallback_run(&r->fb, &p);
}

/* Everything -o DIR asks for, or nothing (name_outputs).  The restructured
 * jar comes first, since the fallback may analyse again: the report, table
 * and diagrams are those of the analysis the jar comes from. */
static int write_outputs(struct run *r)
{
	const char *dir = r->opt.out_dir;
	int rc;

	if (r->opt.jar_out) {
		r->outputs[OUT_JAR] = r->opt.jar_out;
		r->jars = &r->outputs[OUT_JAR];
		r->outputs[OUT_MAPPING] = r->opt.mapping_out;
		if ((rc = restructured_jar(r)))
			remove_outputs(r, OUT_JAR, NOUTPUTS);
		return rc;
	}
	if (!dir)
		return KABA_OK;
	if ((rc = kaba_mkdirs(dir, &r->err)) || (rc = name_outputs(r)))
		return rc;
	if ((rc = restructured_jar(r)))
		remove_outputs(r, OUT_JAR, NOUTPUTS);
	return rc;
}

/* The report, table and diagrams of -o DIR; all go on failure. */
static int write_report(struct run *r, const struct kaba_report *rep)
{
	const char *dir = r->opt.out_dir;
	char *json, base[4096];
	int rc;

	stage(r, "writing");
	if (!(json = kaba_report_json(rep)))
		return kaba_fail(&r->err, KABA_EIO, dir, -1, "out of memory");
	rc = kaba_file_write(r->outputs[OUT_REPORT], json, strlen(json), &r->err);
	free(json);
	snprintf(base, sizeof(base), "%s/table", dir);
	if (!rc)
		rc = kaba_table_write(r->table, base, &r->err);
	if (!rc) {
		r->wrote |= 1u << OUT_REPORT | 1u << OUT_TABLE_CXT | 1u << OUT_TABLE_JSON;
		rc = write_diagrams(r, rep);
	}
	if (rc)
		remove_outputs(r, OUT_REPORT, NOUTPUTS);
	return rc;
}

/* The pipeline of `verb` (analyze or rewrite). */
static int run_pipeline(int argc, char **argv, const char *verb)
{
	struct run r;
	const struct run *jr;
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
	if (r.opt.ntraces && r.opt.jar_out)
		rc = (rc = open_program(&r)) ? rc : traced_analysis(&r);
	else if (r.opt.ntraces && !r.opt.check_static)
		rc = trace_table(&r);
	else
		rc = analyse(&r);
	if (rc || (rc = restructure(&r)))
		goto out;
	/* A refused jar (exit 4) still leaves the report, table and diagrams of
	 * -o DIR (docs/cli.md, "Exit status"). */
	jar_rc = write_outputs(&r);
	if (jar_rc && jar_rc != KABA_EUNSUPPORTED) {
		rc = jar_rc;
		goto out;
	}
	memset(&rep, 0, sizeof(rep));
	rep.input = r.opt.inputs[0];
	rep.variant = r.an ? "static" : "dynamic";
	rep.all_mains = r.opt.all_mains;
	rep.inputs = r.opt.inputs;
	rep.ninputs = r.opt.ninputs;
	if (r.wrote & (1u << OUT_JAR)) {
		rep.jars = r.jars;
		rep.njars = r.opt.ninputs;
	}
	rep.no_jar = !r.opt.out_dir ? "no -o DIR" : jar_rc ? "the code generator refused it (exit 4, "
			"the error below)" : r.no_jar;
	rep.user_classes = kaba_program_user_count(r.prog);
	rep.table = r.table;
	rep.proposal = r.proposal;
	rep.concepts = fca_lattice_size(r.lat);
	rep.covers = fca_cover_count(r.lat);
	rep.aoc = r.aoc;
	/* what the jar comes from: this run's analysis, or the traced one */
	jr = r.jar_run ? r.jar_run : &r;
	rep.analysis = jr->an;
	rep.fallback = jr->fb.freeze;
	rep.nfallback = jr->fb.n;
	rep.rounds = jr->fb.rounds;
	rep.frozen_before = jr->fb.frozen_before;
	rep.jar_class_files = jr->jar.classes + jr->jar.copied_classes;
	rep.traced_jar = r.traced.analysis && !r.an ? &r.traced : NULL;
	rep.names = kaba_proposal_names(r.proposal, &r.arena);
	if (!rep.names) {
		rc = kaba_fail(&r.err, KABA_EIO, "report", -1, "out of memory");
		goto out;
	}
	if (r.opt.out_dir && (rc = write_report(&r, &rep)))
		goto out;
	say_written(&r);
	if ((rc = jar_rc))
		goto out;
	stage(&r, NULL);
	/* The summary is the result when there is no -o; with -o, --quiet
	 * leaves just the files. */
	if (r.opt.jar_out && kaba_verbosity() >= KABA_NORMAL)
		printf("rewrite: %s\n", jar_summary(jr, summary, sizeof(summary)));
	else if (!r.opt.jar_out && (!r.opt.out_dir || kaba_verbosity() >= KABA_NORMAL))
		kaba_report_text(&rep, stdout);
	if (!r.opt.jar_out && r.opt.out_dir && jr->fb.rounds)
		kaba_note("restructured jar: %s", jar_summary(jr, summary, sizeof(summary)));
out:
	kaba_progress_end();
	if (rc)
		cli_report(&r.err);
	run_free(&r);
	free(r.opt.classpath);
	free(r.opt.traces);
	return rc;
}

/* Everything a run owns but its options. */
static void run_free(struct run *r)
{
	kaba_proposal_free(r->proposal);
	kaba_table_lattice_free(r->lat);
	kaba_analysis_free(r->an);
	kaba_keep_free(r->keep);
	kaba_program_free(r->prog);
	kaba_arena_free(&r->arena);
	fallback_free(&r->fb);
	kaba_ran_free(r->ran);
	if (r->own_table)
		kaba_table_free(r->table);
	if (r->jar_run) {
		r->jar_run->prog = NULL; /* r's */
		run_free(r->jar_run);
		free(r->jar_run);
	}
}

int cmd_analyze(int argc, char **argv)
{
	return run_pipeline(argc, argv, "analyze");
}

int cmd_rewrite_restructure(int argc, char **argv)
{
	return run_pipeline(argc, argv, "rewrite");
}
