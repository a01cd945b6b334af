/*
 * kaba lattice FILE: the concepts, concept lattice or AOC-poset of a formal
 * context (.cxt or FIMI .dat), with a summary on stdout and optional DOT/SVG
 * diagram and JSON dump.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "kaba/file.h"
#include "fca.h"
#include "kaba/progress.h"
#include "kaba/viz.h"

static const char usage_text[] =
	"usage: kaba lattice FILE [--count | --concepts | --full | --aoc] [--min-support N]\n"
	"                    [--limit N] [--threads N] [--dot OUT] [--json OUT] [-q | -v]\n"
	"\n"
	"FILE is a Burmeister context (.cxt) or a FIMI transaction file (.dat, one object\n"
	"per line, attributes numbered from 1).\n"
	"  --count          enumerate the concepts, keep only their number\n"
	"  --concepts       all concepts, without their order\n"
	"  --full           the concept lattice with its Hasse diagram and labels (default)\n"
	"  --aoc            the AOC-poset (the concepts with an own object or attribute)\n"
	"  --min-support N  only concepts with at least N objects (iceberg lattice)\n"
	"  --limit N        stop after N concepts\n"
	"  --threads N      worker threads (default 1)\n"
	"  --dot OUT        write the diagram: DOT, or SVG when OUT ends in .svg\n"
	"  --json OUT       write concepts, covers and labels as JSON\n"
	"  -q, -v           quiet, verbose\n";

struct lattice_args {
	const char *file, *dot, *json;
	struct fca_options opt;
};

static int parse_size(const char *verb, const char *option, const char *text, size_t *out)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(text ? text : "", &end, 10);
	if (!text || !*text || *end || errno || *text == '-' || v > SIZE_MAX)
		return cli_usage_error(verb, "%s needs a number, not '%s'", option, text ? text : "");
	*out = (size_t)v;
	return 0;
}

static int parse_args(int argc, char **argv, struct lattice_args *a)
{
	size_t threads = 1;
	int i;

	a->opt.kind = FCA_FULL;
	for (i = 1; i < argc; i++) {
		const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
		int status = 0;

		if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
			fputs(usage_text, stdout);
			return -1;
		} else if (cli_verbosity_option(arg)) {
			continue;
		} else if (!strcmp(arg, "--count")) {
			a->opt.kind = FCA_COUNT;
		} else if (!strcmp(arg, "--concepts")) {
			a->opt.kind = FCA_CONCEPTS;
		} else if (!strcmp(arg, "--full")) {
			a->opt.kind = FCA_FULL;
		} else if (!strcmp(arg, "--aoc")) {
			a->opt.kind = FCA_AOC;
		} else if (!strcmp(arg, "--min-support")) {
			status = parse_size("lattice", arg, val, &a->opt.min_support);
			i++;
		} else if (!strcmp(arg, "--limit")) {
			status = parse_size("lattice", arg, val, &a->opt.limit);
			i++;
		} else if (!strcmp(arg, "--threads")) {
			status = parse_size("lattice", arg, val, &threads);
			if (!status && (threads < 1 || threads > 256))
				status = cli_usage_error("lattice", "--threads must be 1 to 256");
			i++;
		} else if (!strcmp(arg, "--dot") || !strcmp(arg, "--json")) {
			if (!val)
				return cli_usage_error("lattice", "%s needs a file name", arg);
			*(arg[2] == 'd' ? &a->dot : &a->json) = val;
			i++;
		} else if (arg[0] == '-' && arg[1]) {
			return cli_usage_error("lattice", "unknown option '%s'", arg);
		} else if (a->file) {
			return cli_usage_error("lattice", "one context file only ('%s')", arg);
		} else {
			a->file = arg;
		}
		if (status)
			return status;
	}
	a->opt.threads = (int)threads;
	if (!a->file)
		return cli_usage_error("lattice", "which context file?");
	if (a->dot && a->opt.kind != FCA_FULL && a->opt.kind != FCA_AOC)
		return cli_usage_error("lattice", "--dot needs --full or --aoc");
	if (a->json && a->opt.kind == FCA_COUNT)
		return cli_usage_error("lattice", "--json needs the concepts (not --count)");
	if (a->opt.kind == FCA_AOC && (a->opt.min_support || a->opt.limit))
		return cli_usage_error("lattice", "--aoc takes no --min-support or --limit");
	return 0;
}

static int write_json(const char *path, const struct fca_lattice *lat, enum fca_kind kind,
		      struct kaba_error *err)
{
	struct kaba_out o;
	int rc = kaba_out_open(&o, path, err);

	if (rc)
		return rc;
	return kaba_out_close(&o, fca_write_json(o.f, lat, kind) == 0, "the JSON dump", err);
}

/* ---- the command ----------------------------------------------------------- */

static double seconds(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void progress(size_t done, void *arg)
{
	(void)arg;
	kaba_progress_step(done);
}

static void summary(const struct lattice_args *a, const struct fca_lattice *lat, double read,
		    double build)
{
	const struct fca_context *ctx = fca_lattice_context(lat);
	size_t no = fca_context_objects(ctx), na = fca_context_attributes(ctx), o, w, ones = 0;

	for (o = 0; o < no; o++)
		for (w = 0; w < FCA_WORDS(na); w++)
			ones += (size_t)__builtin_popcountll(fca_context_row(ctx, o)[w]);
	printf("file: %s\n", a->file);
	printf("objects: %zu\nattributes: %zu\nincidences: %zu\n", no, na, ones);
	printf("density: %.3f\n", no && na ? (double)ones / ((double)no * (double)na) : 0.0);
	printf("kind: %s\n", fca_kind_name(a->opt.kind));
	printf("concepts: %zu\n", fca_lattice_size(lat));
	/* A truncated lattice has no covers (fca.h). */
	if ((a->opt.kind == FCA_FULL || a->opt.kind == FCA_AOC) && !fca_lattice_truncated(lat))
		printf("hasse edges: %zu\n", fca_cover_count(lat));
	if (fca_lattice_truncated(lat))
		printf("truncated: yes (--limit %zu, no covers)\n", a->opt.limit);
	printf("threads: %d\n", a->opt.threads);
	printf("read time: %.3f s\ntime: %.3f s\n", read, build);
}

static int outputs(const struct lattice_args *a, const struct fca_lattice *lat,
		   struct kaba_error *err)
{
	if (a->dot) {
		size_t n = strlen(a->dot);
		const char *format = n > 4 && !strcmp(a->dot + n - 4, ".svg") ? "svg" : "dot";
		struct kaba_viz *g;
		int status;

		/* A truncated lattice has no covers or labels to draw (fca.h). */
		if (fca_lattice_truncated(lat))
			return kaba_fail(err, KABA_EUNSUPPORTED, a->dot, -1,
					 "no diagram of a lattice cut at --limit %zu", a->opt.limit);
		g = kaba_viz_lattice(lat, NULL);

		if (!g)
			return kaba_viz_fail(err, a->dot);
		status = kaba_viz_write(g, a->dot, format, err);
		kaba_viz_free(g);
		if (status)
			return status;
		cli_wrote(a->dot);
	}
	if (a->json) {
		int status = write_json(a->json, lat, a->opt.kind, err);

		if (status)
			return status;
		cli_wrote(a->json);
	}
	return KABA_OK;
}

int cmd_lattice(int argc, char **argv)
{
	struct lattice_args a = { 0 };
	struct kaba_error err = { 0 };
	struct fca_context *ctx;
	struct fca_lattice *lat;
	char msg[512];
	double t0, t1, t2;
	int status = parse_args(argc, argv, &a);

	if (status)
		return status < 0 ? KABA_OK : status;
	if (access(a.file, R_OK)) {
		kaba_fail(&err, KABA_EIO, a.file, -1, "cannot read: %s", strerror(errno));
		return cli_report(&err);
	}
	t0 = seconds();
	if (fca_read_file(a.file, &ctx, msg, sizeof(msg))) {
		kaba_fail(&err, KABA_EINPUT, a.file, -1, "%s", msg);
		return cli_report(&err);
	}
	t1 = seconds();
	a.opt.progress = progress;
	kaba_progress_begin("concepts", 0);
	if (fca_lattice_build(ctx, &a.opt, &lat, msg, sizeof(msg))) {
		kaba_fail(&err, KABA_EINPUT, a.file, -1, "%s", msg);
		fca_context_free(ctx);
		return cli_report(&err);
	}
	t2 = seconds();
	kaba_progress_end();
	summary(&a, lat, t1 - t0, t2 - t1);
	status = outputs(&a, lat, &err);
	fca_lattice_free(lat);
	fca_context_free(ctx);
	return status ? cli_report(&err) : KABA_OK;
}
