#!/bin/sh
# The documentation stays with the code (issue 20):
#  - every rule code (a capital and one or two digits: C7, F10, P3, ...) that
#    src/, include/ or lattice/ use, in comments, strings or names, has a line
#    in docs/glossary.md (a range there, "F4–F6", defines each code in it);
#  - nothing in src/, include/, lattice/, tests/ or docs/ points to design
#    notes outside the repository;
#  - man/kaba.1 and docs/cli.md name every verb `kaba --help` lists, and the
#    man page every exit status it lists;
#  - README.md stays a short introduction (at most 150 lines).
# Env: KABA (for --help).  Prints TAP lines.  Cost: well under a CPU second.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
KABA=${KABA:-build/kaba}
. tests/e2e/lib/tap.sh
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# (1) Codes used in the sources against codes defined in the glossary.
grep -rhoE '\b[A-Z][0-9]{1,2}\b' src include lattice | sort -u >"$tmp/used"
{
	grep -oE '\b[A-Z][0-9]{1,2}\b' docs/glossary.md
	# ranges: X1–X9 or X1-X9, the second letter optional
	grep -oE '\b([A-Z])([0-9]{1,2})(–|-)([A-Z])?([0-9]{1,2})\b' docs/glossary.md |
		sed -E 's/^([A-Z])([0-9]+)(–|-)[A-Z]?([0-9]+)$/\1 \2 \4/' |
		while read -r l a b; do
			i=$a; while [ "$i" -le "$b" ]; do echo "$l$i"; i=$((i + 1)); done
		done
} | sort -u >"$tmp/defined"
undefined=$(comm -23 "$tmp/used" "$tmp/defined")
where=""
for c in $undefined; do
	where="$where$c: $(grep -rlwE "$c" src include lattice | head -3 | tr '\n' ' ')
"
done
[ -z "$undefined" ]
tap $? "every rule code of src/, include/, lattice/ is in docs/glossary.md ($(wc -l <"$tmp/used") codes)" "$where"

# (2) No pointer to documents outside the repository.
pat='\.\./shared|shared/design|/work/shared|snelting-tip|platform-notes|behavior-harness'
refs=$(grep -rnE "$pat" src include lattice tests docs | grep -v '^tests/e2e/glossary\.sh:')
[ -z "$refs" ]
tap $? "no reference to design notes outside the repository" "$refs"

# (3) The verbs and exit statuses of `kaba --help` in the man page and cli.md.
help=$("$KABA" --help 2>&1)
verbs=$(echo "$help" | awk '/^  [a-z]+  / { print $1 }')
missing=""
for v in $verbs; do
	grep -q "^\.B $v\$\|^\.SS $v\$\|kaba $v" man/kaba.1 || missing="$missing man:$v"
	grep -q "kaba $v" docs/cli.md || missing="$missing cli.md:$v"
done
[ -n "$verbs" ] && [ -z "$missing" ]
tap $? "man/kaba.1 and docs/cli.md name every verb of kaba --help ($(echo $verbs))" "missing:$missing"
codes=$(echo "$help" | sed -n '/^exit status/,$p' | grep -oE '\b[0-9]+ [A-Za-z]' | cut -d' ' -f1)
missing=""
for c in $codes; do
	grep -q "^\.B $c\$\|^\.IP $c\b\|^$c\b" man/kaba.1 || missing="$missing $c"
done
[ -n "$codes" ] && [ -z "$missing" ]
tap $? "man/kaba.1 lists every exit status of kaba --help ($(echo $codes))" "missing:$missing"

# (4) The README is an introduction.
lines=$(wc -l <README.md)
[ "$lines" -le 150 ]
tap $? "README.md has at most 150 lines ($lines)"
