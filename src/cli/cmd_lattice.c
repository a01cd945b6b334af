/*
 * kaba lattice FILE: the concepts, concept lattice or AOC-poset of a formal
 * context (.cxt or FIMI .dat), with a summary on stdout and optional DOT/SVG
 * diagram and JSON dump.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "commands.h"
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
	int kind;
	size_t threads;
};

static int parse_args(int argc, char **argv, struct lattice_args *a)
{
	const struct cli_option opts[] = {
		{ "count", 0, CLI_FLAG, &a->kind, FCA_COUNT },
		{ "concepts", 0, CLI_FLAG, &a->kind, FCA_CONCEPTS },
		{ "full", 0, CLI_FLAG, &a->kind, FCA_FULL },
		{ "aoc", 0, CLI_FLAG, &a->kind, FCA_AOC },
		{ "min-support", 0, CLI_SIZE, &a->opt.min_support, 0 },
		{ "limit", 0, CLI_SIZE, &a->opt.limit, 0 },
		{ "threads", 0, CLI_SIZE, &a->threads, 0 },
		{ "dot", 0, CLI_VALUE, &a->dot, 0 },
		{ "json", 0, CLI_VALUE, &a->json, 0 },
		{ 0 },
	};
	const char **files;
	size_t n;
	int rc;

	a->kind = FCA_FULL;
	a->threads = 1;
	rc = cli_parse("lattice", usage_text, argc, argv, opts, &files, &n);
	a->file = n ? files[0] : NULL;
	free(files);
	if (rc)
		return rc;
	a->opt.kind = (enum fca_kind)a->kind;
	a->opt.threads = (int)a->threads;
	if (n != 1)
		return cli_usage_error("lattice", n ? "one context file only" : "which context file?");
	if (a->threads < 1 || a->threads > 256)
		return cli_usage_error("lattice", "--threads must be 1 to 256");
	if (a->dot && a->opt.kind != FCA_FULL && a->opt.kind != FCA_AOC)
		return cli_usage_error("lattice", "--dot needs --full or --aoc");
	if (a->json && a->opt.kind == FCA_COUNT)
		return cli_usage_error("lattice", "--json needs the concepts (not --count)");
	if (a->opt.kind == FCA_AOC && (a->opt.min_support || a->opt.limit))
		return cli_usage_error("lattice", "--aoc takes no --min-support or --limit");
	return 0;
}

/* ---- the command ----------------------------------------------------------- */

static void progress(size_t done, void *arg)
{
	(void)arg;
	kaba_progress_step(done);
}

static int outputs(const struct lattice_args *a, const struct fca_lattice *lat,
		   struct kaba_error *err)
{
	int rc = KABA_OK;

	if (a->dot && fca_lattice_truncated(lat))
		return kaba_fail(err, KABA_EUNSUPPORTED, a->dot, -1,
				 "no diagram of a lattice cut at --limit %zu", a->opt.limit);
	if (a->dot && !(rc = kaba_viz_lattice_file(lat, a->dot, err)))
		cli_wrote(a->dot);
	if (!rc && a->json && !(rc = kaba_lattice_json_file(lat, a->opt.kind, a->json, err)))
		cli_wrote(a->json);
	return rc;
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
	t0 = kaba_seconds();
	if (fca_read_file(a.file, &ctx, msg, sizeof(msg))) {
		kaba_fail(&err, KABA_EINPUT, a.file, -1, "%s", msg);
		return cli_report(&err);
	}
	t1 = kaba_seconds();
	a.opt.progress = progress;
	kaba_progress_begin("concepts", 0);
	if (fca_lattice_build(ctx, &a.opt, &lat, msg, sizeof(msg))) {
		kaba_fail(&err, KABA_EINPUT, a.file, -1, "%s", msg);
		fca_context_free(ctx);
		return cli_report(&err);
	}
	t2 = kaba_seconds();
	kaba_progress_end();
	fca_summary(stdout, a.file, lat, &a.opt, t1 - t0, t2 - t1);
	status = outputs(&a, lat, &err);
	fca_lattice_free(lat);
	fca_context_free(ctx);
	return status ? cli_report(&err) : KABA_OK;
}
