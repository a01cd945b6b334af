/*
 * kaba why: why a class of an analysed program is frozen, read back from
 * DIR/report.json, one line per link of its chain (the class, then the
 * frozen class that keeps it, and so on to the one frozen for a cause of
 * its own: reflection, a keep rule, a class literal, the restructuring
 * fallback), like ProGuard's -whyareyoukeeping.  A class that is not
 * frozen is named with the proposed classes that stand for it.  Without a
 * class, the causes of their own, each with the number of classes it
 * freezes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "kaba/file.h"
#include "kaba/report.h"

/* Report files of any size kaba writes (proguard's is 562 KB). */
enum { REPORT_MAX = 256 << 20 };

/* Does internal name `internal` ("a/b/C") denote `name` (Java or internal)? */
static int same_class(const char *internal, const char *name)
{
	for (; *internal && *name; internal++, name++)
		if (*internal != *name && !(*internal == '/' && *name == '.'))
			return 0;
	return !*internal && !*name;
}

static void java_name(FILE *out, const char *internal)
{
	for (; *internal; internal++)
		fputc(*internal == '/' ? '.' : *internal, out);
}

static const char *text(const cJSON *o, const char *key)
{
	const char *s = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, key));

	return s ? s : "?";
}

static int why_frozen(FILE *out, const cJSON *f)
{
	const cJSON *link, *chain = cJSON_GetObjectItemCaseSensitive(f, "chain");
	const char *why = text(f, "why"), *first;

	java_name(out, text(f, "class"));
	fputs(" is frozen (the restructured jar keeps it as it is):\n", out);
	cJSON_ArrayForEach(link, chain) {
		fputs("  ", out);
		java_name(out, text(link, "class"));
		fprintf(out, ": %s\n", text(link, "why"));
	}
	first = chain && chain->child ? text(chain->child, "why") : "";
	if (strlen(why) > strlen(first) + 2 && !strncmp(why, first, strlen(first)))
		fprintf(out, "  also: %s\n", why + strlen(first) + 2);
	return 1;
}

/* The proposed classes named after `name` (C, C'1, C'2, ...); how many. */
static int proposed(FILE *out, const cJSON *classes, const char *name)
{
	const cJSON *k;
	char java[1024];
	int n = 0;

	snprintf(java, sizeof(java), "%s", name);
	for (char *p = java; *p; p++)
		*p = *p == '/' ? '.' : *p;
	cJSON_ArrayForEach(k, classes) {
		const char *kn = text(k, "name"), *tick = strchr(kn, '\'');
		size_t len = tick ? (size_t)(tick - kn) : strlen(kn);
		char base[1024];

		if (len >= sizeof(base))
			continue;
		memcpy(base, kn, len);
		base[len] = 0;
		if (strcmp(base, java))
			continue;
		if (!n++)
			fprintf(out, "%s is not frozen; the proposal restructures it into", java);
		fprintf(out, "%s %s", n > 1 ? "," : "", kn);
	}
	if (n)
		fputc('\n', out);
	return n;
}

/* The last link of f's chain: the class frozen for a cause of its own. */
static const cJSON *root_of(const cJSON *f)
{
	const cJSON *chain = cJSON_GetObjectItemCaseSensitive(f, "chain"), *last = NULL, *link;

	cJSON_ArrayForEach(link, chain)
		last = link;
	return last ? last : f;
}

/* Every cause of its own, with how many frozen classes it freezes (itself
 * and those its chains reach), most first: what to look at to restructure
 * more. */
static int causes(FILE *out, const cJSON *frozen, struct kaba_error *err)
{
	int n = cJSON_GetArraySize(frozen), *count = calloc((size_t)n + 1, sizeof(*count));
	const cJSON *f;
	int i, shown = 0;

	if (!count)
		return kaba_fail(err, KABA_EIO, "why", -1, "out of memory");
	cJSON_ArrayForEach(f, frozen) {
		const char *root = text(root_of(f), "class");

		for (i = 0; i < n && strcmp(text(cJSON_GetArrayItem(frozen, i), "class"), root); i++)
			;
		count[i]++;
	}
	fprintf(out, "%d frozen classes", n);
	while (1) {
		int best = -1;

		for (i = 0; i < n; i++)
			if (count[i] && (best < 0 || count[i] > count[best]))
				best = i;
		if (best < 0)
			break;
		f = cJSON_GetArrayItem(frozen, best);
		fprintf(out, "%s\n  %d: ", shown++ ? "" : ", by their causes of their own:", count[best]);
		java_name(out, text(f, "class"));
		fprintf(out, ": %s", text(root_of(f), "why"));
		count[best] = 0;
	}
	fputc('\n', out);
	free(count);
	return KABA_OK;
}

int kaba_report_why(FILE *out, const char *dir, const char *const *names, size_t n,
		    struct kaba_error *err)
{
	char path[4096];
	struct kaba_buf buf;
	cJSON *root = NULL;
	int rc;

	snprintf(path, sizeof(path), "%s/report.json", dir);
	kaba_buf_init(&buf);
	if (!(rc = kaba_file_read(path, REPORT_MAX, &buf, err)) &&
	    !(root = cJSON_ParseWithLength((const char *)buf.data, buf.len)))
		rc = kaba_fail(err, KABA_EINPUT, path, -1, "not a JSON report of kaba analyze");
	if (!rc && !n)
		rc = causes(out, cJSON_GetObjectItemCaseSensitive(root, "frozen"), err);
	for (size_t i = 0; !rc && i < n; i++) {
		const cJSON *f, *frozen = cJSON_GetObjectItemCaseSensitive(root, "frozen");
		int found = 0;

		cJSON_ArrayForEach(f, frozen)
			if (!found && same_class(text(f, "class"), names[i]))
				found = why_frozen(out, f);
		if (!found)
			found = proposed(out, cJSON_GetObjectItemCaseSensitive(root, "classes"),
					 names[i]);
		if (!found)
			rc = kaba_fail(err, KABA_EINPUT, path, -1, "no class %s: neither frozen nor "
				       "in the proposal (a class of the program, in Java or "
				       "internal form?)", names[i]);
	}
	cJSON_Delete(root);
	kaba_buf_free(&buf);
	return rc;
}
