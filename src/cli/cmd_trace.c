/*
 * kaba trace: run a Java program under the tracing agent, or print traces.
 *
 *   kaba trace [-o FILE] [--include PAT]... [--jar JAR]... -- java ARGS...
 *   kaba trace --show FILE...
 *
 * The exit status of a run is the program's own, so traced and untraced runs
 * can be compared; a run that left no trace file is an error.  Running the
 * JVM with the agent is src/trace/launch.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "kaba/progress.h"
#include "kaba/trace.h"

static const char usage[] =
	"usage: kaba trace [-o FILE] [--include PATTERN]... [--jar JAR]... -- java ARGS...\n"
	"       kaba trace --show FILE...\n"
	"\n"
	"Runs the JVM with the tracing agent: every object creation site of the\n"
	"user classes becomes a row, with the fields, method bodies, type checks\n"
	"and handlers its objects really used.  The trace goes to FILE (default\n"
	"kaba.trace), reflective calls also to FILE.refl.log (TamiFlex format).\n"
	"\n"
	"  -o FILE            where to write the trace\n"
	"  --include PATTERN  user classes, Java names with * (e.g. 'app.*');\n"
	"                     repeatable\n"
	"  --jar JAR          user classes: those of JAR (repeatable); without\n"
	"                     --include and --jar, every class outside the JDK\n"
	"  --show FILE...     merge traces and print the table, one row a line, the\n"
	"                     reflective calls, then the methods that ran (`ran C.m(desc)`\n"
	"                     in internal names; `assumed` where the agent could not\n"
	"                     instrument: counted as run)\n"
	"  -q, --verbose      quieter / chattier (-v: the agent says at the end how\n"
	"                     often its logger left Java: once per object, pair,\n"
	"                     method and twice per construction; not per use)\n";

/* Rows sorted by name, each with its sorted column names. */
static int name_cmp(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;

	return strcmp(x ? x : "", y ? y : "");
}

/* t is canonical: its entries come sorted by site. */
static void show(const struct kaba_trace *t)
{
	char **rows = calloc(t->nsites + 1, sizeof(*rows));
	char **cols = calloc(t->ncolumns + 1, sizeof(*cols));
	struct kaba_buf b;
	uint32_t s, e = 0, n, i;
	char name[1024];

	if (!rows || !cols)
		goto out;
	for (s = 0; s < t->nsites; s++) {
		struct kaba_buf line;

		kaba_buf_init(&line);
		kaba_trace_site_name(t, s, name, sizeof(name));
		kaba_buf_printf(&line, "%s:", name);
		for (n = 0; e < t->nentries && t->entries[e].site == s; e++) {
			kaba_trace_column_name(t, t->entries[e].column, name,
					       sizeof(name));
			cols[n++] = strdup(name);
		}
		qsort(cols, n, sizeof(*cols), name_cmp);
		for (i = 0; i < n; i++) {
			kaba_buf_printf(&line, " %s", cols[i] ? cols[i] : "?");
			free(cols[i]);
		}
		kaba_buf_u8(&line, 0);
		rows[s] = line.oom ? NULL : (char *)line.data;
	}
	qsort(rows, t->nsites, sizeof(*rows), name_cmp);
	for (s = 0; s < t->nsites; s++)
		if (rows[s])
			puts(rows[s]);
	kaba_buf_init(&b);
	kaba_trace_tamiflex(t, &b);
	if (b.len) {
		printf("reflection:\n");
		fwrite(b.data, 1, b.len, stdout);
	}
	kaba_buf_free(&b);
	/* canonical: method records come sorted by name */
	for (i = 0, n = 0; i < t->nmethods; i++)
		if (t->methods[i].flags & (KABA_TRACE_RAN | KABA_TRACE_ASSUMED))
			printf("%s%s %s.%s%s\n", n++ ? "" : "methods:\n",
			       t->methods[i].flags & KABA_TRACE_RAN ? "ran" : "assumed",
			       t->strings[t->methods[i].class_name], t->strings[t->methods[i].name],
			       t->strings[t->methods[i].desc]);
out:
	for (s = 0; rows && s < t->nsites; s++)
		free(rows[s]);
	free(rows);
	free(cols);
}

static int show_files(char **files, int n)
{
	struct kaba_trace all;
	struct kaba_error err = { 0 };
	int i, rc = KABA_OK;

	kaba_trace_init(&all);
	for (i = 0; i < n && !rc; i++) {
		struct kaba_trace one;

		kaba_trace_init(&one);
		rc = kaba_trace_read_file(&one, files[i], &err);
		if (!rc)
			rc = kaba_trace_merge(&all, &one, &err);
		kaba_trace_free(&one);
	}
	if (!rc) {
		struct kaba_trace sorted;

		kaba_trace_init(&sorted);
		rc = kaba_trace_canonical(&sorted, &all, &err);
		if (!rc)
			show(&sorted);
		kaba_trace_free(&sorted);
	}
	kaba_trace_free(&all);
	return rc ? cli_report(&err) : KABA_OK;
}

/* Append a --include pattern to the ':'-separated list the agent takes. */
static int add_pattern(char **include, const char *pattern)
{
	size_t n = *include ? strlen(*include) + 1 : 0;
	char *p = realloc(*include, n + strlen(pattern) + 1);

	if (!p)
		return -1;
	if (n)
		p[n - 1] = ':';
	strcpy(p + n, pattern);
	*include = p;
	return 0;
}

int cmd_trace(int argc, char **argv)
{
	struct kaba_trace_launch launch = { .out = "kaba.trace" };
	char *include = NULL, **jars = calloc((size_t)argc + 1, sizeof(char *));
	struct kaba_error err = { 0 };
	int i, rc = KABA_OK, njars = 0, status;

	if (!jars)
		return cli_usage_error("trace", "out of memory");
	for (i = 1; i < argc && !rc; i++) {
		if (!strcmp(argv[i], "--")) {
			break;
		} else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			fputs(usage, stdout);
			goto out;
		} else if (!strcmp(argv[i], "--show")) {
			rc = i + 1 < argc ? show_files(argv + i + 1, argc - i - 1) :
			     cli_usage_error("trace", "--show needs a file");
			goto out;
		} else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
			launch.out = argv[++i];
		} else if (!strcmp(argv[i], "--jar") && i + 1 < argc) {
			jars[njars++] = argv[++i];
		} else if (!strcmp(argv[i], "--include") && i + 1 < argc) {
			if (strpbrk(argv[++i], ",=:"))
				rc = cli_usage_error("trace", "--include patterns may not "
						     "contain ',', '=' or ':'");
			else if (add_pattern(&include, argv[i]))
				rc = cli_usage_error("trace", "out of memory");
		} else if (!cli_verbosity_option(argv[i])) {
			rc = cli_usage_error("trace", "unknown option '%s'", argv[i]);
		}
	}
	if (rc)
		goto out;
	if (i + 1 >= argc) {
		rc = cli_usage_error("trace", "missing '-- java ARGS...'");
		goto out;
	}
	launch.java = argv + i + 1;
	launch.njava = argc - i - 1;
	launch.include = include;
	launch.jars = jars;
	launch.njars = njars;
	launch.stats = kaba_verbosity() == KABA_VERBOSE;
	if ((rc = kaba_trace_launch(&launch, &status, &err)))
		rc = err.status == KABA_EUSAGE ? cli_usage_error("trace", "%s", err.what) :
		     cli_report(&err);
	else
		rc = status;
out:
	free(include);
	free(jars);
	return rc;
}
