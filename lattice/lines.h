/* A line reader for the context formats: numbered lines without their
 * line terminator ("\n" or "\r\n"). */
#ifndef FCA_LINES_H
#define FCA_LINES_H

#include <stdio.h>
#include <sys/types.h>

struct fca_lines {
	FILE *file;
	char *text;      /* the current line, NUL-terminated */
	size_t len;      /* its length (it may hold NUL bytes) */
	size_t cap;
	size_t number;   /* 1-based number of the current line */
	long long size;  /* size of the file in bytes */
};

/* Open path; on failure fill err and return -1. */
int fca_lines_open(struct fca_lines *l, const char *path, char *err, size_t errlen);
/* Read the next line: 1, or 0 at the end of the file (or on a read error,
 * which sets `error`). */
int fca_lines_next(struct fca_lines *l, int *error);
void fca_lines_close(struct fca_lines *l);

#endif
