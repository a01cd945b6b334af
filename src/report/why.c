/*
 * kaba why: why a class of an analysed program is frozen, read back from
 * DIR/report.json, one line per link of its chain (the class, then the
 * frozen class that keeps it, and so on to the one frozen for a cause of
 * its own: reflection, a keep rule, a class literal, the restructuring
 * fallback), like ProGuard's -whyareyoukeeping.  A pinned class gets its
 * chain too: itself (created by name, rule 17, a cause of its own), or
 * itself and then the frozen class whose descriptor names it (rule N2) and
 * that one's chain.  A class neither frozen nor pinned is named with
 * the proposed classes that stand for it.  A pinned or proposed class is
 * followed by its creations by name that rule 21 may rewrite (or why
 * not).  Without a
 * class, the causes of their own, each with the number of classes it
 * freezes.
 */
#include <stdio.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "kaba/file.h"
#include "kaba/report.h"

/* Report files of any size kaba writes (proguard's is 562 KB). */
enum { REPORT_MAX = 256 << 20 };

/* A class name in Java form ("a/b/C$D" -> "a.b.C$D") into dst; names are
 * compared and printed so, whichever form the user gave. */
static const char *java_form(char *dst, size_t cap, const char *name)
{
	size_t i;

	for (i = 0; name[i] && i + 1 < cap; i++)
		dst[i] = name[i] == '/' ? '.' : name[i];
	dst[i] = 0;
	return dst;
}

static void java_name(FILE *out, const char *internal)
{
	char buf[1024];

	fputs(java_form(buf, sizeof(buf), internal), out);
}

static const char *text(const cJSON *o, const char *key)
{
	const char *s = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, key));

	return s ? s : "?";
}

/* The chain of frozen or pinned class f, under `what` it is. */
static int why_kept(FILE *out, const cJSON *f, const char *what)
{
	const cJSON *link, *chain = cJSON_GetObjectItemCaseSensitive(f, "chain");
	const char *why = text(f, "why"), *first;

	java_name(out, text(f, "class"));
	fputs(what, out);
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

/* The proposed classes named after class `java` (C, C'1, C'2, ...); how
 * many. */
static int proposed(FILE *out, const cJSON *classes, const char *java)
{
	const cJSON *k;
	int n = 0;

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

/* The creations of class `java` by name whose name rule 21 may rewrite,
 * or why not (report.json's reflection sites with a "rewrite"). */
static void created_by_name(FILE *out, const cJSON *sites, const char *java)
{
	const cJSON *s;
	char other[1024];

	cJSON_ArrayForEach(s, sites)
		if (cJSON_GetObjectItemCaseSensitive(s, "rewrite") &&
		    !strcmp(java_form(other, sizeof(other), text(s, "target")), java))
			fprintf(out, "  created by name at %s: %s\n", text(s, "site"),
				text(s, "rewrite"));
}

/* Every cause of its own with the classes it freezes, from the report's
 * frozen_causes (kaba_frozen_causes): what to look at to restructure more. */
static int causes(FILE *out, const cJSON *root, const char *path, struct kaba_error *err)
{
	const cJSON *c, *r, *all = cJSON_GetObjectItemCaseSensitive(root, "frozen_causes");
	int n = cJSON_GetArraySize(all);

	if (!cJSON_IsArray(all))
		return kaba_fail(err, KABA_EINPUT, path, -1, "no frozen_causes (a report of an "
				 "older kaba: analyse again)");
	fprintf(out, "%d frozen classes, by %d cause%s of %s own:\n",
		cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(root, "frozen")), n,
		n == 1 ? "" : "s", n == 1 ? "its" : "their");
	cJSON_ArrayForEach(c, all) {
		const char *sep = " (";

		fprintf(out, "  %d: %s", (int)cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(c,
			"classes")), text(c, "why"));
		cJSON_ArrayForEach(r, cJSON_GetObjectItemCaseSensitive(c, "roots")) {
			fputs(sep, out);
			java_name(out, cJSON_GetStringValue(r) ? cJSON_GetStringValue(r) : "?");
			sep = ", ";
		}
		fputs(*sep == ',' ? ")\n" : "\n", out);
	}
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
		rc = causes(out, root, path, err);
	for (size_t i = 0; !rc && i < n; i++) {
		const cJSON *f, *frozen = cJSON_GetObjectItemCaseSensitive(root, "frozen");
		const cJSON *pinned = cJSON_GetObjectItemCaseSensitive(root, "pinned");
		char java[1024], other[1024];
		int found = 0;

		java_form(java, sizeof(java), names[i]);
		cJSON_ArrayForEach(f, frozen)
			if (!found && !strcmp(java_form(other, sizeof(other), text(f, "class")), java))
				found = why_kept(out, f, " is frozen (the restructured jar keeps it "
						 "as it is):\n");
		cJSON_ArrayForEach(f, pinned)
			if (!found && !strcmp(java_form(other, sizeof(other), text(f, "class")), java))
				found = why_kept(out, f, " is pinned (it keeps its name where "
						 "reflection creates it by name or frozen descriptors "
						 "name it; restructured otherwise):\n");
		if (!found)
			found = proposed(out, cJSON_GetObjectItemCaseSensitive(root, "classes"), java);
		if (found)
			created_by_name(out, cJSON_GetObjectItemCaseSensitive(root, "reflection"), java);
		if (!found)
			rc = kaba_fail(err, KABA_EINPUT, path, -1, "no class %s: neither frozen nor "
				       "in the proposal (a class of the program, in Java or "
				       "internal form?)", names[i]);
	}
	cJSON_Delete(root);
	kaba_buf_free(&buf);
	return rc;
}
