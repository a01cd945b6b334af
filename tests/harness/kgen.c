/*
 * kgen: the seeded program generator of the behaviour harness.
 *
 *   kgen -o DIR -n INDEX[-LAST[/STEP]] [-s SEED] [-C classes] [-M methods]
 *        [-F fields] [-P packages] [-I interfaces] [-x FEATURES]
 *        [-r REQUIRED] [-u MUTANT] [-m] [-c]
 *
 * Writes program tINDEX to DIR/tINDEX/ (p0/, p1/ and features.txt) for each
 * index, and prints one line per program.  The command line reproduces a
 * program exactly.  FEATURES is a comma list of feature names, `default`,
 * `all` or `none`; `-name` removes one.  With -r the stream is redrawn
 * until every required feature is placed (or the program is skipped).
 * With -u K only the class changed by mutant K is written (§6).
 * -m is the micro-mode (-M 1 -F 1): INDEX also enumerates every access and
 * body of m0 and every access of f0 in each class; a combination that
 * breaks a Java rule prints "tN invalid" and writes nothing.
 * -c prints the number of skeletons for the sizes and exits.
 */
#include "kgen.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const feature_names[] = {
	"fields", "super", "casts", "iface", "exc", "static", "ctor",
	"overload", "callback", "arrays", "inner", "lambda", "reflect", "exit", "funcref",
	"locals", "protocol",
};
#define NFEATURES (sizeof(feature_names) / sizeof(feature_names[0]))

static void die(const char *fmt, const char *arg)
{
	fprintf(stderr, "kgen: ");
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	exit(2);
}

static unsigned parse_features(const char *list)
{
	unsigned set = 0, bit;
	char *copy = strdup(list), *tok, *save = NULL;
	size_t i;
	int remove;

	if (!copy)
		die("%s", "out of memory");
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		remove = tok[0] == '-';
		tok += remove;
		if (!strcmp(tok, "default"))
			bit = FEAT_DEFAULT;
		else if (!strcmp(tok, "all"))
			bit = FEAT_DEFAULT | FEAT_REFLECT | FEAT_FUNCREF;
		else if (!strcmp(tok, "none"))
			bit = 0;
		else {
			for (i = 0; i < NFEATURES && strcmp(tok, feature_names[i]); i++)
				;
			if (i == NFEATURES)
				die("unknown feature '%s'", tok);
			bit = 1u << i;
		}
		set = remove ? set & ~bit : set | bit;
	}
	free(copy);
	return set;
}

static int number(const char *s, int lo, int hi, const char *what)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (*s == '\0' || *end != '\0' || v < lo || v > hi)
		die("bad %s", what);
	return (int)v;
}

static unsigned long long gcd(unsigned long long a, unsigned long long b)
{
	while (b) {
		unsigned long long t = a % b;

		a = b;
		b = t;
	}
	return a;
}

/* The parent vectors are the lowest mixed-radix digits of INDEX (radix
 * C!), so a sampling step must be coprime with C! to vary them. */
static unsigned long long factorial(int n)
{
	return n <= 1 ? 1 : (unsigned long long)n * factorial(n - 1);
}

static void mkdirs(const char *path)
{
	char tmp[4096];
	size_t i, n = strlen(path);

	if (n >= sizeof(tmp))
		die("path too long: %s", path);
	memcpy(tmp, path, n + 1);
	for (i = 1; i <= n; i++) {
		if (tmp[i] == '/' || tmp[i] == '\0') {
			char c = tmp[i];

			tmp[i] = '\0';
			if (mkdir(tmp, 0777) && errno != EEXIST)
				die("cannot create %s", tmp);
			tmp[i] = c;
		}
	}
}

static void write_file(struct kaba_buf *b, const char *path)
{
	FILE *f;

	if (b->oom)
		die("out of memory writing %s", path);
	f = fopen(path, "w");
	if (!f || fwrite(b->data, 1, b->len, f) != b->len || fclose(f))
		die("cannot write %s", path);
	b->len = 0;
}

/* The source file of type NAME in package PKG. */
static void write_type(struct kaba_buf *b, const char *dir, const struct kgen_prog *p,
		       int pkg, const char *name)
{
	char path[4096];

	snprintf(path, sizeof(path), "%s/t%llu/p%d/%s.java", dir, p->index, pkg, name);
	write_file(b, path);
}

static void write_class(struct kaba_buf *b, const char *dir, const struct kgen_prog *p, int c)
{
	char name[32];

	kgen_emit_class(b, p, c);
	snprintf(name, sizeof(name), "K%d", c);
	write_type(b, dir, p, p->k[c].pkg, name);
}

static void write_program(struct kaba_buf *b, const char *dir, const struct kgen_prog *p)
{
	static const char *const support[] = { "E0", "E1", "E2", "J0", "J1", "F", "G", "H" };
	char path[4096];
	size_t i;
	int c;

	for (c = 0; c < p->C; c++)
		write_class(b, dir, p, c);
	for (i = 0; i < sizeof(support) / sizeof(support[0]); i++) {
		if (support[i][0] == 'J' && support[i][1] - '0' >= p->I)
			continue;
		if (support[i][0] == 'E' && !(p->features & FEAT_EXC))
			continue;
		if (!support[i][1] && !(p->features & FEAT_FUNCREF))
			continue;
		kgen_emit_support(b, p, support[i]);
		write_type(b, dir, p, !strcmp(support[i], "E1"), support[i]);
	}
	for (i = 0; i < 3 && (p->features & FEAT_PROTOCOL); i++) {
		static const char *const protocol[] = { "N0", "S0", "S1" };

		kgen_emit_protocol(b, p, protocol[i]);
		write_type(b, dir, p, 0, protocol[i]);
	}
	kgen_emit_main(b, p);
	write_type(b, dir, p, 0, "Main");
	kgen_emit_features(b, p);
	snprintf(path, sizeof(path), "%s/t%llu/features.txt", dir, p->index);
	write_file(b, path);
}

void kgen_emit_features(struct kaba_buf *b, const struct kgen_prog *p)
{
	size_t i;
	int c;

	kaba_buf_printf(b, "sizes C=%d M=%d F=%d P=%d I=%d seed=%llu index=%llu\nshape",
			p->C, p->M, p->F, p->P, p->I, p->seed, p->index);
	for (c = 0; c < p->C; c++)
		kaba_buf_printf(b, " K%d:%d/p%d/j%d", c, p->k[c].parent, p->k[c].pkg, p->k[c].impl);
	kaba_buf_printf(b, "\nplaced");
	for (i = 0; i < NFEATURES; i++)
		if (p->placed >> i & 1)
			kaba_buf_printf(b, " %s", feature_names[i]);
	kaba_buf_printf(b, "\n");
}

int main(int argc, char **argv)
{
	struct kgen_prog p = { .seed = 1, .C = 3, .M = 2, .F = 1, .P = 2, .I = 1,
			       .features = FEAT_DEFAULT };
	unsigned long long first = 0, last = 0, step = 1, idx;
	unsigned required = 0, attempt;
	const char *dir = NULL;
	int opt, mutant = 0, count_only = 0, range = 0, c;
	char *end;
	struct kaba_buf b;

	while ((opt = getopt(argc, argv, "o:n:s:C:M:F:P:I:x:r:u:mc")) != -1) {
		switch (opt) {
		case 'o': dir = optarg; break;
		case 'n':
			first = last = strtoull(optarg, &end, 10);
			if (*end == '-')
				last = strtoull(end + 1, &end, 10);
			if (*end == '/')
				step = strtoull(end + 1, &end, 10);
			if (*end || !step || last < first)
				die("bad index range '%s'", optarg);
			range = 1;
			break;
		case 's': p.seed = strtoull(optarg, NULL, 10); break;
		case 'C': p.C = number(optarg, 1, KGEN_MAXC, "class count"); break;
		case 'M': p.M = number(optarg, 0, KGEN_MAXM, "method count"); break;
		case 'F': p.F = number(optarg, 0, KGEN_MAXF, "field count"); break;
		case 'P': p.P = number(optarg, 1, 2, "package count"); break;
		case 'I': p.I = number(optarg, 0, 2, "interface count"); break;
		case 'x': p.features = parse_features(optarg); break;
		case 'r': required = parse_features(optarg); break;
		case 'u': mutant = number(optarg, 1, 5, "mutant"); break;
		case 'm': p.micro = 1; break;
		case 'c': count_only = 1; break;
		default:
			fprintf(stderr, "usage: kgen -o DIR -n INDEX[-LAST[/STEP]] [-s SEED] [-C N] [-M N] [-F N] "
				"[-P 1|2] [-I 0-2] [-x FEATURES] [-r FEATURES] [-u 1-5] [-m] [-c]\n");
			return 2;
		}
	}
	if (p.micro && (p.M != 1 || p.F != 1))
		die("%s", "the micro-mode (-m) needs -M 1 -F 1");
	if (count_only) {
		printf("%llu\n", kgen_skeletons(&p));
		return 0;
	}
	if (!dir || !range)
		die("%s", "-o DIR and -n INDEX are required");
	if (step > 1 && gcd(step, factorial(p.C)) != 1)
		fprintf(stderr, "kgen: warning: step %llu shares a factor with %d!, so every sampled "
			"skeleton has the same parents for the first classes\n", step, p.C);
	kaba_buf_init(&b);
	for (idx = first; idx <= last; idx += step) {
		char path[4096], what[128];
		int built = 0;

		p.index = idx;
		for (attempt = 0; attempt < 64; attempt++) {
			built = kgen_build(&p, attempt);
			if (built < 0) {
				snprintf(path, sizeof(path), "%llu", idx);
				die("index %s out of range", path);
			}
			if (built > 0 || (p.placed & required) == required)
				break;
		}
		if (built > 0) {
			printf("t%llu invalid\n", idx);
			continue;
		}
		if (attempt == 64) {
			printf("t%llu skip\n", idx);
			continue;
		}
		snprintf(path, sizeof(path), "%s/t%llu/p0", dir, idx);
		mkdirs(path);
		snprintf(path, sizeof(path), "%s/t%llu/p1", dir, idx);
		mkdirs(path);
		if (!mutant) {
			write_program(&b, dir, &p);
			printf("t%llu ok\n", idx);
			continue;
		}
		c = kgen_mutate(&p, mutant, what, (int)sizeof(what));
		if (c < 0) {
			printf("t%llu n/a\n", idx);
			continue;
		}
		write_class(&b, dir, &p, c);
		printf("t%llu mutant %s\n", idx, what);
	}
	kaba_buf_free(&b);
	return 0;
}
