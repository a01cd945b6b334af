/*
 * igraph is global state: its default error handler aborts (docs/platform.md
 * §3), so a recording handler is installed for the duration of each call and
 * the previous one restored.  igraph is called from one thread only, which
 * is also why its function table can be a file-level variable.
 */
#include "scc.h"

#include "kaba/igraph.h"
#include <stdio.h>

static char failure[256];
static const struct kaba_igraph *ig;

static void record(const char *reason, const char *file, int line, igraph_error_t code)
{
	snprintf(failure, sizeof(failure), "igraph: %s (%s:%d, error %d)", reason, file, line,
		 (int)code);
	ig->IGRAPH_FINALLY_FREE();
}

static int fill_graph(igraph_t *g, igraph_integer_t n, const uint32_t *from, const uint32_t *to,
		      size_t nedges, const igraph_vector_int_t *map)
{
	igraph_vector_int_t edges;
	size_t i;
	igraph_error_t rc;

	rc = ig->igraph_vector_int_init(&edges, 0);
	if (rc)
		return rc;
	rc = ig->igraph_vector_int_reserve(&edges, 2 * (igraph_integer_t)nedges);
	for (i = 0; !rc && i < nedges; i++) {
		igraph_integer_t u = from[i], v = to[i];

		if (map) {
			u = VECTOR(*map)[u];
			v = VECTOR(*map)[v];
			if (u == v)
				continue;
		}
		ig->igraph_vector_int_push_back(&edges, u);
		ig->igraph_vector_int_push_back(&edges, v);
	}
	if (!rc)
		rc = ig->igraph_create(g, &edges, n, IGRAPH_DIRECTED);
	ig->igraph_vector_int_destroy(&edges);
	return rc;
}

int kaba_scc(size_t n, const uint32_t *from, const uint32_t *to, size_t nedges,
	     size_t *component, size_t *ncomponents, struct kaba_error *err)
{
	igraph_error_handler_t *previous;
	igraph_t g, condensed;
	igraph_vector_int_t membership, order;
	igraph_integer_t count = 0, i;
	int have_g = 0, have_condensed = 0, have_membership = 0, have_order = 0;
	igraph_error_t rc;

	if (!(ig = kaba_igraph(err)))
		return err->status;
	previous = ig->igraph_set_error_handler(record);
	failure[0] = '\0';
	rc = fill_graph(&g, (igraph_integer_t)n, from, to, nedges, NULL);
	have_g = !rc;
	if (!rc)
		rc = ig->igraph_vector_int_init(&membership, 0);
	have_membership = have_g && !rc;
	if (!rc)
		rc = ig->igraph_connected_components(&g, &membership, NULL, &count, IGRAPH_STRONG);
	if (!rc)
		rc = fill_graph(&condensed, count, from, to, nedges, &membership);
	have_condensed = have_membership && !rc;
	if (!rc)
		rc = ig->igraph_vector_int_init(&order, 0);
	have_order = have_condensed && !rc;
	if (!rc)
		rc = ig->igraph_topological_sorting(&condensed, &order, IGRAPH_OUT);
	if (!rc && ig->igraph_vector_int_size(&order) != count)
		rc = IGRAPH_FAILURE;
	if (!rc) {
		/* rank of each igraph component in the topological order */
		igraph_vector_int_t rank;

		rc = ig->igraph_vector_int_init(&rank, count);
		for (i = 0; !rc && i < count; i++)
			VECTOR(rank)[VECTOR(order)[i]] = i;
		for (i = 0; !rc && i < (igraph_integer_t)n; i++)
			component[i] = (size_t)VECTOR(rank)[VECTOR(membership)[i]];
		if (!rc)
			ig->igraph_vector_int_destroy(&rank);
	}
	if (have_order)
		ig->igraph_vector_int_destroy(&order);
	if (have_condensed)
		ig->igraph_destroy(&condensed);
	if (have_membership)
		ig->igraph_vector_int_destroy(&membership);
	if (have_g)
		ig->igraph_destroy(&g);
	ig->igraph_set_error_handler(previous);
	if (rc)
		return kaba_fail(err, KABA_EINTERNAL, "closure", -1, "%s",
				 failure[0] ? failure : "igraph failed to order the components");
	*ncomponents = (size_t)count;
	return KABA_OK;
}
