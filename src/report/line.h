/*
 * Lines of the text summary that fit a terminal: at most LINE_WIDTH
 * characters each (UTF-8 characters, not bytes).  A list shows the items
 * that fit, then how many more there are; a text too long is cut with "…".
 * report.json has every list and text whole (report.h).
 */
#ifndef KABA_REPORT_LINE_H
#define KABA_REPORT_LINE_H

#include <stddef.h>
#include <stdio.h>

enum { LINE_WIDTH = 240 };

struct line {
	FILE *out;
	size_t width;   /* characters printed on this line */
	int cut;        /* a text was cut: nothing more fits */
};

/* A list on a line: items while they fit (and at most `max`), keeping
 * `reserve` characters free for what follows it on the line. */
struct fold {
	struct line *l;
	const char *lead, *sep;
	size_t max, reserve, shown, total;
	size_t expect;  /* items the list has (0: not known) */
};

void line_start(struct line *l, FILE *out);
/* Text, cut with "…" past `max` characters (0: the rest of the line). */
void line_text(struct line *l, size_t max, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void line_end(struct line *l);

/* The first item of the list is preceded by `lead`, the others by `sep`;
 * `expect` is how many items it has (0: not known), so that the last one
 * needs no room for the count of those left out. */
void fold_begin(struct fold *f, struct line *l, const char *lead, const char *sep, size_t max,
		size_t reserve, size_t expect);
void fold_item(struct fold *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Ends the list: `none` when it was empty (NULL: nothing), ", … and N more"
 * when items were left out, or "N (in report.json)" when none fitted;
 * returns how many were left out. */
size_t fold_end(struct fold *f, const char *none);

#endif
