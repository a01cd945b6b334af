/*
 * kaba trace: run a Java program under the tracing agent, or print traces.
 *
 *   kaba trace [-o FILE] [--include PAT]... [--jar JAR]... -- java ARGS...
 *   kaba trace --show FILE...
 *
 * The agent is $KABA_AGENT or libkabatrace.so next to the kaba binary.  The
 * exit status of a run is the program's own, so traced and untraced runs
 * can be compared; a run that left no trace file is an error.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "commands.h"
#include "kaba/progress.h"
#include "kaba/jar.h"
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

static int agent_path(char *out, size_t cap, struct kaba_error *err)
{
	const char *env = getenv("KABA_AGENT");
	char self[PATH_MAX];
	ssize_t n;
	char *slash;

	if (env && *env) {
		if (snprintf(out, cap, "%s", env) >= (int)cap)
			return kaba_fail(err, KABA_EUSAGE, env, -1, "path too long");
	} else {
		n = readlink("/proc/self/exe", self, sizeof(self) - 1);
		if (n < 0)
			return kaba_fail(err, KABA_EIO, "/proc/self/exe", -1,
					 "cannot find the kaba binary: %s",
					 strerror(errno));
		self[n] = '\0';
		slash = strrchr(self, '/');
		*slash = '\0';
		if (snprintf(out, cap, "%s/libkabatrace.so", self) >= (int)cap)
			return kaba_fail(err, KABA_EUSAGE, self, -1, "path too long");
	}
	if (access(out, R_OK))
		return kaba_fail(err, KABA_EIO, out, -1,
				 "tracing agent not found (set KABA_AGENT): %s",
				 strerror(errno));
	return KABA_OK;
}

/* The class names of the --jar inputs, one internal name a line, into the
 * open file f (the agent's classes= list). */
static int list_classes(char **jars, int njars, FILE *f, struct kaba_error *err)
{
	static const char versions[] = "META-INF/versions/";
	int i, rc;

	for (i = 0; i < njars; i++) {
		struct kaba_jar *jar;
		size_t e, n;

		if ((rc = kaba_jar_open(jars[i], NULL, &jar, err)))
			return rc;
		for (e = 0; e < kaba_jar_count(jar); e++) {
			const struct kaba_jar_entry *x = kaba_jar_entry(jar, e);
			const char *p = x->path;

			if (!x->is_class || !p)
				continue;
			if (!strncmp(p, versions, sizeof(versions) - 1)) {
				p = strchr(p + sizeof(versions) - 1, '/');
				if (!p)
					continue;
				p++;
			}
			n = strlen(p) - 6; /* ".class" */
			if (strncmp(p, "module-info", n) && strncmp(p, "package-info", n))
				fprintf(f, "%.*s\n", (int)n, p);
		}
		kaba_jar_close(jar);
	}
	if (fflush(f) || ferror(f))
		return kaba_fail(err, KABA_EIO, NULL, -1, "cannot write the class list: %s",
				 strerror(errno));
	return KABA_OK;
}

static int run(char **java, int njava, const char *out, const char *include,
	       const char *classes)
{
	struct kaba_error err = { 0 };
	char agent[PATH_MAX], abs_out[PATH_MAX], *opt, **argv;
	size_t optlen;
	pid_t pid;
	int status, i, rc;

	if ((rc = agent_path(agent, sizeof(agent), &err)))
		return cli_report(&err);
	if (out[0] == '/')
		snprintf(abs_out, sizeof(abs_out), "%s", out);
	else if (!getcwd(abs_out, sizeof(abs_out)) ||
		 strlen(abs_out) + strlen(out) + 2 > sizeof(abs_out))
		return cli_usage_error("trace", "cannot resolve %s", out);
	else
		strcat(strcat(abs_out, "/"), out);
	if (strchr(abs_out, ',') || strchr(agent, ','))
		return cli_usage_error("trace", "paths may not contain ','");
	optlen = strlen(agent) + strlen(abs_out) + (include ? strlen(include) : 0) +
		 (classes ? strlen(classes) : 0) + 64;
	opt = malloc(optlen);
	argv = calloc((size_t)njava + 2, sizeof(*argv));
	if (!opt || !argv) {
		free(opt);
		free(argv);
		kaba_fail(&err, KABA_EIO, NULL, -1, "out of memory");
		return cli_report(&err);
	}
	snprintf(opt, optlen, "-agentpath:%s=out=%s%s%s%s%s%s", agent, abs_out,
		 include ? ",include=" : "", include ? include : "",
		 classes ? ",classes=" : "", classes ? classes : "",
		 kaba_verbosity() == KABA_VERBOSE ? ",stats" : "");
	argv[0] = java[0];
	argv[1] = opt;
	for (i = 1; i < njava; i++)
		argv[i + 1] = java[i];
	unlink(abs_out); /* a stale trace must not pass for this run's */
	pid = fork();
	if (pid == 0) {
		execvp(argv[0], argv);
		fprintf(stderr, "kaba trace: cannot run %s: %s\n", argv[0],
			strerror(errno));
		_exit(127);
	}
	free(opt);
	free(argv);
	if (pid < 0 || waitpid(pid, &status, 0) < 0) {
		kaba_fail(&err, KABA_EIO, java[0], -1, "cannot run: %s",
			  strerror(errno));
		return cli_report(&err);
	}
	if (access(abs_out, R_OK)) {
		kaba_fail(&err, KABA_EIO, abs_out, -1,
			  "the traced program left no trace");
		return cli_report(&err);
	}
	/* only with -v: at normal verbosity stderr is the program's alone */
	kaba_note("wrote %s", abs_out);
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}

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
	const char *out = "kaba.trace";
	char *include = NULL, **jars = calloc((size_t)argc + 1, sizeof(char *));
	char list[] = "/tmp/kaba-trace-classes.XXXXXX";
	struct kaba_error err = { 0 };
	int i, rc = KABA_OK, njars = 0, fd = -1;
	FILE *f = NULL;

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
			out = argv[++i];
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
	if (njars) {
		fd = mkstemp(list);
		f = fd < 0 ? NULL : fdopen(fd, "w");
		if (!f) {
			kaba_fail(&err, KABA_EIO, list, -1, "cannot create: %s",
				  strerror(errno));
			rc = cli_report(&err);
			goto out;
		}
		if ((rc = list_classes(jars, njars, f, &err))) {
			rc = cli_report(&err);
			goto out;
		}
	}
	rc = run(argv + i + 1, argc - i - 1, out, include, njars ? list : NULL);
out:
	if (f) {
		fclose(f);
		unlink(list);
	} else if (fd >= 0) {
		close(fd);
		unlink(list);
	}
	free(include);
	free(jars);
	return rc;
}
