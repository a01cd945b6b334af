/*
 * kaba analyze and kaba rewrite: the command line becomes a job for the
 * pipeline (kaba_run, pipeline.h), whose outcome is rendered into -o DIR
 * (kaba_outputs_write) and the summary.  The pipeline writes the
 * restructured jars and the mapping itself; `kaba rewrite IN.jar -o
 * OUT.jar` asks for only those.  Nothing is written before the pipeline is
 * through, so a failure leaves no partial output.  `kaba rewrite
 * --identity` writes the input again with every frame recomputed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "kaba/pipeline.h"
#include "kaba/progress.h"

static const char usage[] =
	"usage: kaba analyze INPUT... [-o DIR] [--main CLASS] [--all-mains] [--keep RULES] [--classpath CP]\n"
	"                    [--jdk DIR] [--trace FILE]... [--check-static] [--no-recv] [--no-init] [--literal-s1] [--no-simplify]\n"
	"                    [--pin-descriptors] [--no-fallback] [--no-svg] [-q|-v]\n"
	"\n"
	"Analyse the jar(s) statically (points-to from the main class), build the member-access\n"
	"table, its constraints and concept lattice, and propose a restructured hierarchy.\n"
	"\n"
	"  -o DIR          write DIR/report.json, DIR/table.cxt + table.json (the closed table),\n"
	"                  DIR/{original,lattice,proposal}.{dot,svg} (the diagrams), and (static\n"
	"                  variant with constructors) DIR/NAME-restructured.jar for each input\n"
	"                  (its own classes and resources), DIR/mapping.txt and DIR/plan.json;\n"
	"                  each file written is named on stderr (kaba: wrote PATH)\n"
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
	"  --pin-descriptors  pin, not freeze, the classes frozen descriptors name (rule N2):\n"
	"                  more classes restructured, in more time (docs/reflection.md)\n"
	"  --max-concepts N  past N concepts (default 20000; 0 = no limit), read the proposal\n"
	"                  off the AOC-poset instead of the full lattice\n"
	"  --no-svg        -o DIR: write the diagrams as DOT files only (no Graphviz layout)\n"
	"  --no-fallback   exit 4 when the code generator refuses the restructured jar, instead\n"
	"                  of freezing the classes it names and analysing again (docs/restructuring.md)\n"
	"  -q, --quiet     only errors;  -v, --verbose  what each stage did\n";

static const char rewrite_usage[] =
	"usage: kaba rewrite IN.jar -o OUT.jar [--mapping FILE] [--main CLASS] [--all-mains] [--keep RULES]\n"
	"                    [--classpath CP] [--jdk DIR] [--trace FILE]... [--no-recv] [--literal-s1]\n"
	"                    [--pin-descriptors] [--no-fallback] [-q|-v]\n"
	"       kaba rewrite --identity IN.jar -o OUT.jar [--classpath CP] [--jdk DIR]\n"
	"\n"
	"Restructure IN.jar as `kaba analyze` proposes (static variant, with constructors,\n"
	"simplified, without multiple inheritance) and write only the restructured jar; one\n"
	"summary line on stdout.  What the code generator refuses is frozen (kept as it is)\n"
	"and the analysis runs again, unless --no-fallback.\n"
	"\n"
	"  -o OUT.jar      the restructured jar\n"
	"  --identity      do not restructure: recompute the stack-map frames, max_stack and\n"
	"                  max_locals of every method against the input's own hierarchy,\n"
	"                  replace unreachable code by nop ... athrow, keep every other entry\n"
	"                  (the baseline of the code generator); takes only --classpath, --jdk\n"
	"  --mapping FILE  also write the mapping, original -> new (ProGuard/retrace syntax)\n"
	"  --trace FILE    restructure for the traced runs only: the static analysis reaches\n"
	"                  only the methods the traces ran (kaba trace); repeatable\n"
	"  other options as for kaba analyze\n"
	"\n"
	"exit status: 0 ok, 1 internal error, 2 bad input, 3 I/O error, 4 not supported\n"
	"(nothing written), 64 usage error\n";

/* The options: most set the pipeline's job directly (pipeline.h). */
struct options {
	struct kaba_job job;
	const char *jar_out, *mapping_out;  /* kaba rewrite: -o is the jar */
	int identity;               /* kaba rewrite --identity */
	const char **inputs;
	size_t ninputs;
	const char *out_dir;
	struct cli_list classpath;
	struct cli_list traces;     /* --trace files, in order */
	int no_svg;                 /* -o DIR: the diagrams as DOT only */
};

/* The first option that only kaba analyze takes, if given. */
static const char *analyze_only(const struct options *o)
{
	return o->job.no_init ? "--no-init" : !o->job.simplify ? "--no-simplify" :
	       o->job.check_static ? "--check-static" : o->no_svg ? "--no-svg" : NULL;
}

/* Did the options change anything of the analysis from its defaults? */
static int analysis_options(const struct options *o)
{
	struct kaba_job d;

	kaba_job_init(&d);
	return o->job.main_class || o->job.all_mains || o->job.keep_file || o->traces.n ||
	       o->mapping_out || o->job.recv != d.recv || o->job.literal_s1 || o->job.pin_descriptors != d.pin_descriptors ||
	       o->job.no_fallback || o->job.max_concepts != d.max_concepts;
}

static int parse_options(int argc, char **argv, struct options *o, const char *verb)
{
	int analyze = !strcmp(verb, "analyze");
	struct kaba_job *j = &o->job;
	const struct cli_option opts[] = {
		{ NULL, 'o', CLI_VALUE, analyze ? &o->out_dir : &o->jar_out, 0 },
		{ "main", 0, CLI_VALUE, &j->main_class, 0 },
		{ "all-mains", 0, CLI_FLAG, &j->all_mains, 1 },
		{ "keep", 0, CLI_VALUE, &j->keep_file, 0 },
		{ "classpath", 0, CLI_CLASSPATH, &o->classpath, 0 },
		{ "jdk", 0, CLI_VALUE, &j->jdk, 0 },
		{ "no-recv", 0, CLI_FLAG, &j->recv, 0 },
		{ "no-init", 0, CLI_FLAG, &j->no_init, 1 },
		{ "literal-s1", 0, CLI_FLAG, &j->literal_s1, 1 },
		{ "no-simplify", 0, CLI_FLAG, &j->simplify, 0 },
		{ "max-concepts", 0, CLI_SIZE, &j->max_concepts, 0 },
		{ "trace", 0, CLI_LIST, &o->traces, 0 },
		{ "check-static", 0, CLI_FLAG, &j->check_static, 1 },
		{ "mapping", 0, CLI_VALUE, &o->mapping_out, 0 },
		{ "no-fallback", 0, CLI_FLAG, &j->no_fallback, 1 },
		{ "no-svg", 0, CLI_FLAG, &o->no_svg, 1 },
		{ "pin-descriptors", 0, CLI_FLAG, &j->pin_descriptors, 1 },
		{ "identity", 0, CLI_FLAG, &o->identity, 1 },
		{ 0 },
	};
	int rc;

	memset(o, 0, sizeof(*o));
	kaba_job_init(j);
	if ((rc = cli_parse(verb, analyze ? usage : rewrite_usage, argc, argv, opts, &o->inputs,
			    &o->ninputs)))
		return rc;
	/* rewrite writes a jar, which needs the static variant with
	 * constructors, simplified */
	if (o->identity && analysis_options(o))
		return cli_usage_error(verb, "--identity takes no analysis options (only -o, "
				       "--classpath and --jdk)");
	if (!analyze && analyze_only(o))
		return cli_usage_error(verb, "%s is an option of kaba analyze (a restructured jar "
				       "needs the static variant with constructors, simplified, "
				       "and draws no diagrams)", analyze_only(o));
	if (analyze && (o->mapping_out || o->identity))
		return cli_usage_error(verb, "%s is an option of kaba rewrite", o->identity ?
				       "--identity" : "--mapping (-o DIR writes DIR/mapping.txt)");
	if (!o->ninputs)
		return cli_usage_error(verb, "no input jar");
	if (j->check_static && !o->traces.n)
		return cli_usage_error(verb, "--check-static needs at least one --trace");
	if (analyze)
		return 0;
	if (o->ninputs != 1 || !o->jar_out)
		return cli_usage_error(verb, "needs one input jar and -o OUT.jar");
	if (cli_same_file(o->inputs[0], o->jar_out) ||
	    (o->mapping_out && cli_same_file(o->inputs[0], o->mapping_out)))
		return cli_usage_error(verb, "the output would overwrite the input");
	return 0;
}

/* What the CLI owns of a run: its options, the pipeline's outcome, and
 * the files of -o DIR. */
struct run {
	struct options opt;
	struct kaba_error err;
	struct kaba_outcome out;
	struct kaba_arena arena;
	struct kaba_stage_clock clock;
	struct kaba_outputs files;
};

/* The job of the options, completed with what they hold apart: the
 * pipeline writes the jars (files.jars), mapping and plan, the rest is ours. */
static void job_of(struct run *r, struct kaba_job *job)
{
	const struct options *o = &r->opt;

	*job = o->job;
	job->inputs = o->inputs;
	job->ninputs = o->ninputs;
	job->classpath = o->classpath.items;
	job->nclasspath = o->classpath.n;
	job->traces = o->traces.items;
	job->ntraces = o->traces.n;
	job->traced_only = o->jar_out != NULL;
	if (o->jar_out) {
		r->files.paths[KABA_OUT_JAR] = o->jar_out;
		r->files.jars = &r->files.paths[KABA_OUT_JAR];
		r->files.njars = 1;
		r->files.paths[KABA_OUT_MAPPING] = o->mapping_out;
	}
	job->jars = r->files.jars;
	job->mapping = r->files.paths[KABA_OUT_MAPPING];
	job->plan = r->files.paths[KABA_OUT_PLAN];
	job->jar_dir = o->out_dir;
}

/* kaba rewrite --identity: the jar again, every frame recomputed. */
static int rewrite_identity(const struct options *o)
{
	struct kaba_program_options opt = { .jdk = o->job.jdk, .classpath = o->classpath.items,
					    .nclasspath = o->classpath.n };
	struct kaba_program *p = NULL;
	struct kaba_identity_stats s;
	struct kaba_error err = { 0 };
	int rc;

	if ((rc = kaba_program_open(o->inputs, 1, &opt, &p, &err)) ||
	    (rc = kaba_rewrite_identity(p, o->inputs[0], o->jar_out, &s, &err))) {
		rc = cli_report(&err);
	} else {
		kaba_program_warn_missing(p);
		cli_wrote(o->jar_out);
		printf("rewrite: %zu classes, %zu methods, %zu frames, %zu dead bytes, %zu kept "
		       "frames (missing classes), %zu old methods left alone, %zu resources\n",
		       s.classes, s.methods, s.frames, s.dead_bytes, s.kept, s.old_methods,
		       s.resources);
	}
	kaba_program_free(p);
	return rc;
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
	if (!rc && r.opt.identity)
		rc = rewrite_identity(&r.opt);
	if (rc || r.opt.identity) {
		/* -1 is --help: done, successfully */
		free(r.opt.classpath.items);
		free(r.opt.traces.items);
		free(r.opt.inputs);
		return rc < 0 ? KABA_OK : rc;
	}
	if (r.opt.out_dir && (rc = kaba_outputs_name(&r.files, r.opt.out_dir, r.opt.inputs,
						      r.opt.ninputs, &r.arena, &r.err)))
		goto out;
	job_of(&r, &job);
	/* A refused jar (exit 4) still leaves the report, table and diagrams of
	 * -o DIR (docs/cli.md, "Exit status"). */
	if ((jar_rc = rc = kaba_run(&job, &r.out, &r.err)) && !r.out.refused)
		goto out;
	if ((rc = kaba_report_of(&job, &r.out, &r.arena, &rep, &r.err)))
		goto out;
	if (r.opt.out_dir) {
		kaba_stage(&r.clock, "writing");
		r.files.no_svg = r.opt.no_svg;
		if ((rc = kaba_outputs_write(&r.files, &r.out, &rep, &r.err)))
			goto out;
	}
	r.files.wrote |= r.out.jar_written ? 1u << KABA_OUT_JAR | 1u << KABA_OUT_MAPPING |
			 1u << KABA_OUT_PLAN : 0;
	kaba_outputs_say(&r.files);
	if ((rc = jar_rc))
		goto out;
	kaba_stage(&r.clock, NULL);
	/* The summary is the result when there is no -o; with -o, --quiet
	 * leaves just the files. */
	if (r.opt.jar_out && kaba_verbosity() >= KABA_NORMAL)
		printf("rewrite: %s\n", kaba_jar_summary(&r.out, summary, sizeof(summary)));
	else if (!r.opt.jar_out && (!r.opt.out_dir || kaba_verbosity() >= KABA_NORMAL))
		kaba_report_text(&rep, stdout);
	if (!r.opt.jar_out && r.opt.out_dir && r.out.rounds)
		kaba_note("restructured jar: %s", kaba_jar_summary(&r.out, summary, sizeof(summary)));
out:
	kaba_progress_end();
	if (rc == KABA_EUSAGE)      /* a usage the pipeline refuses (two jars of one name) */
		cli_usage_error(verb, "%s", r.err.what);
	else if (rc)
		cli_report(&r.err);
	kaba_outcome_free(&r.out);
	kaba_arena_free(&r.arena);
	free(r.opt.classpath.items);
	free(r.opt.traces.items);
	free(r.opt.inputs);
	return rc;
}

int cmd_analyze(int argc, char **argv)
{
	return run_pipeline(argc, argv, "analyze");
}

int cmd_rewrite(int argc, char **argv)
{
	return run_pipeline(argc, argv, "rewrite");
}
