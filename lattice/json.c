/*
 * A lattice as JSON: the context's names, the concepts with their extent and
 * intent and, for an ordered structure, upper covers and own labels, then
 * γ and μ.  Streamed one concept at a time: the dump of a large lattice is
 * larger than we want in memory.
 */
#include <stdio.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "fca.h"

/* enum fca_kind by name, as the summary and the JSON dump spell it. */
const char *fca_kind_name(enum fca_kind kind)
{
	static const char *const names[] = { "count", "concepts", "full", "aoc" };

	return names[kind];
}

static cJSON *index_array(const size_t *list, size_t n)
{
	cJSON *a = cJSON_CreateArray();
	size_t i;

	for (i = 0; a && i < n; i++)
		if (!cJSON_AddItemToArray(a, cJSON_CreateNumber((double)list[i]))) {
			cJSON_Delete(a);
			return NULL;
		}
	return a;
}

static cJSON *set_array(const uint64_t *set, size_t n)
{
	cJSON *a = cJSON_CreateArray();
	size_t i;

	for (i = 0; a && set && i < n; i++)
		if (fca_bit(set, i) && !cJSON_AddItemToArray(a, cJSON_CreateNumber((double)i))) {
			cJSON_Delete(a);
			return NULL;
		}
	return a;
}

static cJSON *id_or_null(size_t c)
{
	return c == FCA_NONE ? cJSON_CreateNull() : cJSON_CreateNumber((double)c);
}

/* Print item unformatted and free it; -1 when it could not be built. */
static int put(FILE *f, cJSON *item)
{
	char *text = item ? cJSON_PrintUnformatted(item) : NULL;
	int bad = !text || fputs(text, f) < 0;

	cJSON_free(text);
	cJSON_Delete(item);
	return bad ? -1 : 0;
}

static cJSON *names(const struct fca_context *ctx, size_t n,
		    const char *(*name)(const struct fca_context *, size_t))
{
	cJSON *a = cJSON_CreateArray();
	size_t i;

	for (i = 0; a && i < n; i++) {
		const char *s = name(ctx, i);

		cJSON_AddItemToArray(a, s ? cJSON_CreateString(s) : cJSON_CreateNull());
	}
	return a;
}

static cJSON *concept_json(const struct fca_lattice *lat, size_t c, int ordered)
{
	const struct fca_context *ctx = fca_lattice_context(lat);
	cJSON *o = cJSON_CreateObject();
	const size_t *list;
	size_t n;

	cJSON_AddNumberToObject(o, "id", (double)c);
	cJSON_AddItemToObject(o, "extent", set_array(fca_extent(lat, c), fca_context_objects(ctx)));
	cJSON_AddItemToObject(o, "intent",
			      set_array(fca_intent(lat, c), fca_context_attributes(ctx)));
	if (ordered) {
		n = fca_upper_covers(lat, c, &list);
		cJSON_AddItemToObject(o, "upper", index_array(list, n));
		n = fca_own_objects(lat, c, &list);
		cJSON_AddItemToObject(o, "own_objects", index_array(list, n));
		n = fca_own_attributes(lat, c, &list);
		cJSON_AddItemToObject(o, "own_attributes", index_array(list, n));
	}
	return o;
}

int fca_write_json(FILE *f, const struct fca_lattice *lat, enum fca_kind kind)
{
	const struct fca_context *ctx = fca_lattice_context(lat);
	size_t no = fca_context_objects(ctx), na = fca_context_attributes(ctx), c, i;
	int ordered = kind == FCA_FULL || kind == FCA_AOC, bad = 0;
	cJSON *head = cJSON_CreateObject();
	char *text;

	/* The head as an object without its closing brace, then the big arrays. */
	cJSON_AddStringToObject(head, "kind", fca_kind_name(kind));
	cJSON_AddNumberToObject(head, "objects", (double)no);
	cJSON_AddNumberToObject(head, "attributes", (double)na);
	cJSON_AddItemToObject(head, "object_names", names(ctx, no, fca_context_object_name));
	cJSON_AddItemToObject(head, "attribute_names",
			      names(ctx, na, fca_context_attribute_name));
	cJSON_AddBoolToObject(head, "truncated", fca_lattice_truncated(lat));
	cJSON_AddItemToObject(head, "top", id_or_null(fca_top(lat)));
	cJSON_AddItemToObject(head, "bottom", id_or_null(fca_bottom(lat)));
	text = cJSON_PrintUnformatted(head);
	cJSON_Delete(head);
	if (!text)
		return -1;
	text[strlen(text) - 1] = '\0';
	bad |= fprintf(f, "%s,\"concepts\":[", text) < 0;
	cJSON_free(text);
	for (c = 0; c < fca_lattice_size(lat) && !bad; c++) {
		if (c)
			putc(',', f);
		bad |= put(f, concept_json(lat, c, ordered));
		putc('\n', f);
	}
	fputs("]", f);
	if (ordered) {
		fputs(",\"gamma\":[", f);
		for (i = 0; i < no && !bad; i++)
			bad |= put(f, id_or_null(fca_gamma(lat, i))) || (i + 1 < no && putc(',', f) < 0);
		fputs("],\"mu\":[", f);
		for (i = 0; i < na && !bad; i++)
			bad |= put(f, id_or_null(fca_mu(lat, i))) || (i + 1 < na && putc(',', f) < 0);
		fputs("]", f);
	}
	fputs("}\n", f);
	return bad || ferror(f) ? -1 : 0;
}
