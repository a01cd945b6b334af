/*
 * Running a Java program under the tracing agent (kaba trace): the agent is
 * $KABA_AGENT or libkabatrace.so next to the kaba binary, the user classes
 * are patterns or the classes of jars (listed in a temporary file the agent
 * reads), and the trace goes to an absolute path because the program may
 * change its directory.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kaba/jar.h"
#include "kaba/progress.h"
#include "kaba/trace.h"

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
static int list_classes(const char *const *jars, size_t njars, FILE *f, struct kaba_error *err)
{
	static const char versions[] = "META-INF/versions/";
	size_t i;
	int rc;

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

/* Run java with the agent writing to out; *exit_status is the program's. */
static int run(char **java, int njava, const char *out, const char *include,
	       const char *classes, int stats, int *exit_status, struct kaba_error *err)
{
	char agent[PATH_MAX], abs_out[PATH_MAX], *opt, **argv;
	size_t optlen;
	pid_t pid;
	int status, i, rc;

	if ((rc = agent_path(agent, sizeof(agent), err)))
		return rc;
	if (out[0] == '/')
		snprintf(abs_out, sizeof(abs_out), "%s", out);
	else if (!getcwd(abs_out, sizeof(abs_out)) ||
		 strlen(abs_out) + strlen(out) + 2 > sizeof(abs_out))
		return kaba_fail(err, KABA_EUSAGE, NULL, -1, "cannot resolve %s", out);
	else
		strcat(strcat(abs_out, "/"), out);
	if (strchr(abs_out, ',') || strchr(agent, ','))
		return kaba_fail(err, KABA_EUSAGE, NULL, -1, "paths may not contain ','");
	optlen = strlen(agent) + strlen(abs_out) + (include ? strlen(include) : 0) +
		 (classes ? strlen(classes) : 0) + 64;
	opt = malloc(optlen);
	argv = calloc((size_t)njava + 2, sizeof(*argv));
	if (!opt || !argv) {
		free(opt);
		free(argv);
		return kaba_fail(err, KABA_EIO, NULL, -1, "out of memory");
	}
	snprintf(opt, optlen, "-agentpath:%s=out=%s%s%s%s%s%s", agent, abs_out,
		 include ? ",include=" : "", include ? include : "",
		 classes ? ",classes=" : "", classes ? classes : "", stats ? ",stats" : "");
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
	if (pid < 0 || waitpid(pid, &status, 0) < 0)
		return kaba_fail(err, KABA_EIO, java[0], -1, "cannot run: %s",
				 strerror(errno));
	if (access(abs_out, R_OK))
		return kaba_fail(err, KABA_EIO, abs_out, -1,
				 "the traced program left no trace");
	/* only with -v: at normal verbosity stderr is the program's alone */
	kaba_note("wrote %s", abs_out);
	*exit_status = WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
	return KABA_OK;
}

/* The include patterns as the agent takes them: ':'-separated (NULL: none). */
static int join_patterns(const struct kaba_trace_launch *l, char **out, struct kaba_error *err)
{
	size_t i, n = 0;

	*out = NULL;
	for (i = 0; i < l->ninclude; i++) {
		if (strpbrk(l->include[i], ",=:"))
			return kaba_fail(err, KABA_EUSAGE, NULL, -1, "--include patterns may not "
					 "contain ',', '=' or ':' ('%s')", l->include[i]);
		n += strlen(l->include[i]) + 1;
	}
	if (!n)
		return KABA_OK;
	if (!(*out = malloc(n)))
		return kaba_fail(err, KABA_EIO, NULL, -1, "out of memory");
	for (i = 0, n = 0; i < l->ninclude; i++)
		n += (size_t)sprintf(*out + n, "%s%s", i ? ":" : "", l->include[i]);
	return KABA_OK;
}

int kaba_trace_launch(const struct kaba_trace_launch *l, int *exit_status,
		      struct kaba_error *err)
{
	char list[] = "/tmp/kaba-trace-classes.XXXXXX", *include;
	int rc, fd = -1;
	FILE *f = NULL;

	if ((rc = join_patterns(l, &include, err)))
		return rc;

	if (l->njars) {
		fd = mkstemp(list);
		f = fd < 0 ? NULL : fdopen(fd, "w");
		if (!f) {
			rc = kaba_fail(err, KABA_EIO, list, -1, "cannot create: %s",
				       strerror(errno));
			goto out;
		}
		if ((rc = list_classes(l->jars, l->njars, f, err)))
			goto out;
	}
	rc = run(l->java, l->njava, l->out, include, l->njars ? list : NULL, l->stats,
		 exit_status, err);
out:
	free(include);
	if (f) {
		fclose(f);
		unlink(list);
	} else if (fd >= 0) {
		close(fd);
		unlink(list);
	}
	return rc;
}
