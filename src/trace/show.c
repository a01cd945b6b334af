/*
 * kaba trace --show: traces merged and printed in canonical order, one row
 * a line with its sorted columns, then the reflective calls (TamiFlex
 * lines) and the methods that ran.  The order depends only on the names,
 * never on how the runs were collected, so the output can be compared.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/trace.h"

/* Rows sorted by name, each with its sorted column names. */
static int name_cmp(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;

	return strcmp(x ? x : "", y ? y : "");
}

/* t is canonical: its entries come sorted by site. */
static void show(FILE *out, const struct kaba_trace *t)
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
			fprintf(out, "%s\n", rows[s]);
	kaba_buf_init(&b);
	kaba_trace_tamiflex(t, &b);
	if (b.len) {
		fputs("reflection:\n", out);
		fwrite(b.data, 1, b.len, out);
	}
	kaba_buf_free(&b);
	/* canonical: method records come sorted by name */
	for (i = 0, n = 0; i < t->nmethods; i++)
		if (t->methods[i].flags & (KABA_TRACE_RAN | KABA_TRACE_ASSUMED))
			fprintf(out, "%s%s %s.%s%s\n", n++ ? "" : "methods:\n",
			       t->methods[i].flags & KABA_TRACE_RAN ? "ran" : "assumed",
			       t->strings[t->methods[i].class_name], t->strings[t->methods[i].name],
			       t->strings[t->methods[i].desc]);
out:
	for (s = 0; rows && s < t->nsites; s++)
		free(rows[s]);
	free(rows);
	free(cols);
}

int kaba_trace_show(FILE *out, char *const *files, size_t n, struct kaba_error *err)
{
	struct kaba_trace all;
	size_t i;
	int rc = KABA_OK;

	kaba_trace_init(&all);
	for (i = 0; i < n && !rc; i++) {
		struct kaba_trace one;

		kaba_trace_init(&one);
		rc = kaba_trace_read_file(&one, files[i], err);
		if (!rc)
			rc = kaba_trace_merge(&all, &one, err);
		kaba_trace_free(&one);
	}
	if (!rc) {
		struct kaba_trace sorted;

		kaba_trace_init(&sorted);
		rc = kaba_trace_canonical(&sorted, &all, err);
		if (!rc)
			show(out, &sorted);
		kaba_trace_free(&sorted);
	}
	kaba_trace_free(&all);
	return rc;
}

