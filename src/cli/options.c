/*
 * The option parser every verb but trace uses: a table of options run
 * through getopt_long, so "--opt VALUE", "--opt=VALUE", unique
 * abbreviations and operands among options all work alike in every verb,
 * and every mistake is one "kaba VERB: ..." line with exit 64.
 */
#include <errno.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "kaba/progress.h"

/* A ':'-separated class path, split in place into l (its items malloc'd). */
static int split_classpath(char *cp, struct cli_list *l)
{
	char *s, *save = NULL;
	size_t parts = 1;

	for (s = cp; *s; s++)
		parts += *s == ':';
	l->n = 0;
	if (!(l->items = calloc(parts, sizeof(*l->items))))
		return -1;
	for (s = strtok_r(cp, ":", &save); s; s = strtok_r(NULL, ":", &save))
		l->items[l->n++] = s;
	return 0;
}

static int set(const char *verb, const struct cli_option *o, char *arg)
{
	struct cli_list *l = o->dest;
	const char **items;
	unsigned long long v;
	char *end;

	switch (o->kind) {
	case CLI_FLAG:
		*(int *)o->dest = o->value;
		return 0;
	case CLI_VALUE:
		*(const char **)o->dest = arg;
		return 0;
	case CLI_SIZE:
		errno = 0;
		v = strtoull(arg, &end, 10);
		if (!*arg || *end || errno || *arg == '-' || v > SIZE_MAX)
			return o->name ? cli_usage_error(verb, "--%s takes a number, not '%s'", o->name, arg) :
			       cli_usage_error(verb, "-%c takes a number, not '%s'", o->letter, arg);
		*(size_t *)o->dest = (size_t)v;
		return 0;
	case CLI_LIST:
		if (!(items = realloc(l->items, (l->n + 1) * sizeof(*items))))
			return cli_usage_error(verb, "out of memory");
		l->items = items;
		l->items[l->n++] = arg;
		return 0;
	case CLI_CLASSPATH:         /* the last one counts */
		free(l->items);
		l->items = NULL;
		return split_classpath(arg, l) ?
		       cli_usage_error(verb, "out of memory") : 0;
	}
	return KABA_EINTERNAL;
}

int cli_parse(const char *verb, const char *usage, int argc, char **argv,
	      const struct cli_option *opts, const char ***operands, size_t *n)
{
	struct option longopts[32] = {
		{ "quiet", no_argument, NULL, 'q' }, { "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
	};
	char shorts[80] = ":qvh";
	size_t k, nl = 3, ns = strlen(shorts);
	int c, idx;

	for (k = 0; (opts[k].name || opts[k].letter) && nl + 1 < sizeof(longopts) / sizeof(longopts[0]); k++) {
		int has_arg = opts[k].kind == CLI_FLAG ? no_argument : required_argument;

		if (opts[k].name)
			longopts[nl++] = (struct option){ opts[k].name, has_arg, NULL, 256 + (int)k };
		if (opts[k].letter && ns + 3 < sizeof(shorts)) {
			shorts[ns++] = opts[k].letter;
			if (has_arg == required_argument)
				shorts[ns++] = ':';
		}
	}
	shorts[ns] = 0;
	*n = 0;
	if (!(*operands = calloc((size_t)argc, sizeof(**operands))))
		return cli_usage_error(verb, "out of memory");
	opterr = 0;
	optind = 0;
	while ((c = getopt_long(argc, argv, shorts, longopts, &idx)) != -1) {
		const struct cli_option *o = NULL;
		int rc;

		if (c == 'h') {
			fputs(usage, stdout);
			return -1;
		}
		if (c == 'q' || c == 'v') {
			kaba_set_verbosity(c == 'q' ? KABA_QUIET : KABA_VERBOSE);
			continue;
		}
		if (c == ':')
			return cli_usage_error(verb, "%s needs a value", argv[optind - 1]);
		if (c == '?')
			return cli_usage_error(verb, "unknown option '%s'", argv[optind - 1]);
		for (k = 0; (opts[k].name || opts[k].letter) && !o; k++)
			if (c == 256 + (int)k || (opts[k].letter && c == opts[k].letter))
				o = &opts[k];
		if ((rc = set(verb, o, optarg)))
			return rc;
	}
	while (optind < argc)
		(*operands)[(*n)++] = argv[optind++];
	return KABA_OK;
}
