/* The concept lattice (or AOC-poset) diagram in KABA's style. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fca.h"
#include "kaba/file.h"
#include "kaba/viz.h"

enum { DEFAULT_MAX_LABELS = 8 };

/* One table cell listing the named elements, folded after `max`. */
static void cell(struct kaba_buf *b, const struct fca_context *ctx, const size_t *list, size_t n,
		 size_t max, const char *(*name)(const struct fca_context *, size_t))
{
	size_t i;

	kaba_buf_printf(b, "<TR><TD%s>", n ? "" : " HEIGHT=\"6\"");
	for (i = 0; i < n && i < max; i++) {
		const char *s = name(ctx, list[i]);

		if (i)
			kaba_buf_printf(b, "<BR/>");
		/* Unnamed elements get their number from 1, as in .dat files. */
		if (s)
			kaba_viz_escape(b, s);
		else
			kaba_buf_printf(b, "%zu", list[i] + 1);
	}
	if (n > max)
		kaba_buf_printf(b, "<BR/>… and %zu more", n - max);
	kaba_buf_printf(b, "</TD></TR>");
}

static int add_concept(struct kaba_viz *g, const struct fca_lattice *lat, size_t c, size_t max,
		       struct kaba_viz_node **node)
{
	const struct fca_context *ctx = fca_lattice_context(lat);
	struct kaba_buf b;
	const size_t *list;
	size_t n;
	char id[32];

	kaba_buf_init(&b);
	kaba_buf_printf(&b, "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"3\">");
	n = fca_own_attributes(lat, c, &list);
	cell(&b, ctx, list, n, max, fca_context_attribute_name);
	n = fca_own_objects(lat, c, &list);
	cell(&b, ctx, list, n, max, fca_context_object_name);
	kaba_buf_printf(&b, "</TABLE>");
	kaba_buf_u8(&b, 0);
	snprintf(id, sizeof(id), "c%zu", c);
	*node = b.oom ? NULL : kaba_viz_node(g, id, (const char *)b.data);
	kaba_buf_free(&b);
	return *node ? 0 : -1;
}

struct kaba_viz *kaba_viz_lattice(const struct fca_lattice *lat,
				  const struct kaba_viz_lattice_options *opt)
{
	size_t n = fca_lattice_size(lat), c, i, max = opt && opt->max_labels ? opt->max_labels
							   : DEFAULT_MAX_LABELS;
	struct kaba_viz_node **node = calloc(n ? n : 1, sizeof(*node));
	struct kaba_viz *g = kaba_viz_new_hierarchy("lattice");

	if (!node || !g)
		goto fail;
	for (c = 0; c < n; c++)
		if (add_concept(g, lat, c, max, &node[c]))
			goto fail;
	/* Edges point up, from a concept to the concepts it inherits from. */
	for (c = 0; c < n; c++) {
		const size_t *up;
		size_t k = fca_upper_covers(lat, c, &up);

		for (i = 0; i < k; i++)
			if (!kaba_viz_edge(g, node[c], node[up[i]]))
				goto fail;
	}
	free(node);
	return g;
fail:
	free(node);
	kaba_viz_free(g);
	return NULL;
}

int kaba_viz_lattice_file(const struct fca_lattice *lat, const char *path, struct kaba_error *err)
{
	size_t n = strlen(path);
	struct kaba_viz *g;
	int rc;

	if (!(g = kaba_viz_lattice(lat, NULL)))
		return kaba_viz_fail(err, path);
	rc = kaba_viz_write(g, path, n > 4 && !strcmp(path + n - 4, ".svg") ? "svg" : "dot", err);
	kaba_viz_free(g);
	return rc;
}

int kaba_lattice_json_file(const struct fca_lattice *lat, enum fca_kind kind, const char *path,
			   struct kaba_error *err)
{
	struct kaba_out o;
	int rc = kaba_out_open(&o, path, err);

	return rc ? rc : kaba_out_close(&o, fca_write_json(o.f, lat, kind) == 0, "the JSON dump",
					err);
}
