/*
 * viz/: the graph builder (HTML-table labels with escaping, attributes,
 * edges, DOT and SVG output) and the lattice diagram of the KABA example.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "fca.h"
#include "kaba/viz.h"

/* Graphviz keeps font and plugin caches for the life of the process (see
 * docs/platform.md §4); LeakSanitizer reads these suppressions. */
const char *__lsan_default_suppressions(void);
const char *__lsan_default_suppressions(void)
{
	return "leak:libfontconfig.so\nleak:libgvc.so\nleak:libgvplugin\nleak:libpango\n"
	       "leak:libcairo\nleak:libglib\nleak:libgobject\nleak:libharfbuzz\n";
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *text;
	long n;

	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	text = calloc((size_t)n + 1, 1);
	assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	return text;
}

static void test_graph(void **state)
{
	struct kaba_viz *g = kaba_viz_new("classes");
	struct kaba_viz_node *a, *b;
	struct kaba_viz_edge *e;
	struct kaba_error err = { 0 };
	struct kaba_buf label;
	char dot[] = "/tmp/kaba-viz-XXXXXX", path[64];
	char *text;

	(void)state;
	assert_non_null(mkdtemp(dot));
	assert_non_null(g);
	assert_int_equal(kaba_viz_default(g, KABA_VIZ_GRAPH, "rankdir", "BT"), 0);
	assert_int_equal(kaba_viz_default(g, KABA_VIZ_NODES, "shape", "plain"), 0);
	kaba_buf_init(&label);
	kaba_buf_printf(&label, "<TABLE><TR><TD>");
	kaba_viz_escape(&label, "List<String> & \"x\"");
	kaba_buf_printf(&label, "</TD></TR></TABLE>");
	kaba_buf_u8(&label, 0);
	a = kaba_viz_node(g, "A", (const char *)label.data);
	kaba_buf_free(&label);
	b = kaba_viz_node(g, "B", NULL);
	assert_non_null(a);
	assert_non_null(b);
	assert_null(kaba_viz_node(g, "A", NULL)); /* ids are unique */
	e = kaba_viz_edge(g, b, a);
	assert_non_null(e);
	assert_int_equal(kaba_viz_edge_attr(g, e, "arrowhead", "empty"), 0);
	assert_int_equal(kaba_viz_node_attr(g, b, "color", "red"), 0);
	snprintf(path, sizeof(path), "%s/g.dot", dot);
	assert_int_equal(kaba_viz_write(g, path, "dot", &err), KABA_OK);
	text = slurp(path);
	assert_non_null(strstr(text, "rankdir=BT"));
	assert_non_null(strstr(text, "label=<<TABLE><TR><TD>List&lt;String&gt; &amp; &quot;x&quot;</TD></TR></TABLE>>"));
	assert_non_null(strstr(text, "B -> A"));
	assert_non_null(strstr(text, "arrowhead=empty"));
	assert_non_null(strstr(text, "color=red"));
	free(text);
	snprintf(path, sizeof(path), "%s/g.svg", dot);
	assert_int_equal(kaba_viz_write(g, path, "svg", &err), KABA_OK);
	text = slurp(path);
	assert_non_null(strstr(text, "<svg"));
	assert_non_null(strstr(text, "List&lt;String&gt;"));
	free(text);
	/* An unwritable destination is an error record, not a crash. */
	assert_int_equal(kaba_viz_write(g, "/nonexistent/dir/g.dot", "dot", &err), KABA_EIO);
	assert_int_equal(err.status, KABA_EIO);
	kaba_viz_free(g);
	snprintf(path, sizeof(path), "rm -rf %s", dot);
	assert_int_equal(system(path), 0);
}

/* Fig. 21: 16 boxes, 25 edges upwards, own labels in the boxes. */
static void test_lattice_diagram(void **state)
{
	const char *dir = getenv("LATTICE_DATA");
	char path[512], err[256], out[] = "/tmp/kaba-viz-lattice-XXXXXX.dot";
	struct fca_context *ctx;
	struct fca_lattice *lat;
	struct fca_options opt = { .kind = FCA_FULL };
	struct kaba_error kerr = { 0 };
	struct kaba_viz *g;
	char *text, *p;
	int fd, boxes = 0, edges = 0;

	(void)state;
	snprintf(path, sizeof(path), "%s/fig21.cxt", dir ? dir : "tests/data/lattice");
	if (fca_read_file(path, &ctx, err, sizeof(err)))
		fail_msg("%s: %s", path, err);
	assert_int_equal(fca_lattice_build(ctx, &opt, &lat, err, sizeof(err)), 0);
	g = kaba_viz_lattice(lat, NULL);
	assert_non_null(g);
	fd = mkstemps(out, 4);
	assert_true(fd >= 0);
	assert_int_equal(kaba_viz_write(g, out, "dot", &kerr), KABA_OK);
	text = slurp(out);
	for (p = text; (p = strstr(p, "label=<")); p++)
		boxes++;
	for (p = text; (p = strstr(p, " -> ")); p++)
		edges++;
	assert_int_equal(boxes, 16);
	assert_int_equal(edges, 25);
	assert_non_null(strstr(text, "<TD>def(B.g)</TD></TR><TR><TD>B1<BR/>B.g.this</TD>"));
	free(text);
	remove(out);
	kaba_viz_free(g);
	fca_lattice_free(lat);
	fca_context_free(ctx);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_graph),
		cmocka_unit_test(test_lattice_diagram),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
