/*
 * measure OUT COMMAND [ARGS...]: run COMMAND and append "WALL_SECONDS
 * PEAK_RSS_KIB EXIT CPU_SECONDS" to the file OUT.  Peak RSS is the child's
 * ru_maxrss and CPU its user plus system time (getrusage through wait4),
 * which cover all of a process's threads, a JVM's compiler and GC too.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct timespec t0, t1;
	struct rusage ru;
	int status;
	pid_t pid;
	FILE *out;

	if (argc < 3) {
		fputs("usage: measure OUT COMMAND [ARGS...]\n", stderr);
		return 64;
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	pid = fork();
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(127);
	}
	if (pid < 0 || wait4(pid, &status, 0, &ru) < 0) {
		perror("measure");
		return 1;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	out = fopen(argv[1], "a");
	if (!out) {
		perror(argv[1]);
		return 1;
	}
	fprintf(out, "%.3f %ld %d %.3f\n",
		(double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9,
		ru.ru_maxrss, WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status),
		(double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
		(double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6);
	return fclose(out) != 0;
}
