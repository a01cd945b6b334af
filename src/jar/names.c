/*
 * Which entry names kaba accepts and which it treats specially.  The refused
 * ones are those that could escape a target folder when extracted ("zip
 * slip") or that mean different files on different systems.
 */
#include <strings.h>
#include <string.h>

#include "jar_internal.h"

const char *jar_name_problem(const char *name)
{
	const char *seg = name, *p;

	if (!*name)
		return "empty name";
	if (name[0] == '/')
		return "absolute path";
	if (((name[0] | 0x20) >= 'a' && (name[0] | 0x20) <= 'z') && name[1] == ':')
		return "drive letter";
	for (p = name; *p; p++) {
		if (*p == '\\')
			return "backslash";
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			return "control character";
	}
	for (;;) {
		const char *end = strchr(seg, '/');
		size_t n = end ? (size_t)(end - seg) : strlen(seg);

		if (n == 2 && seg[0] == '.' && seg[1] == '.')
			return "'..' segment";
		if (!end)
			return NULL;
		seg = end + 1;
	}
}

int jar_is_signature(const char *name)
{
	static const char *const suffixes[] = { ".SF", ".RSA", ".DSA", ".EC" };
	const char *base;
	size_t i, n;

	if (strncasecmp(name, "META-INF/", 9))
		return 0;
	base = name + 9;
	if (strchr(base, '/'))
		return 0;
	n = strlen(base);
	for (i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++) {
		size_t m = strlen(suffixes[i]);

		if (n > m && !strcasecmp(base + n - m, suffixes[i]))
			return 1;
	}
	return 0;
}
