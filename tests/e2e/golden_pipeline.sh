#!/bin/sh
# kaba analyze's output, byte for byte, on every fixture with a Main-Class
# (the programs of metamorphic.sh, with the same flags): the digests of
# report.json (all but its profile: lib/sans_profile.py), the closed table,
# the mapping, the summary on stdout and every class file of the
# restructured jar must equal those committed in
# tests/e2e/golden_pipeline.digests.  A change that only moves code (the
# pipeline out of the CLI, say) must leave all of them alone; a change
# that means to change the output updates the file, and its diff names
# every fixture and file that changed:
#   GOLDEN_UPDATE=1 KABA=... BUILD=... sh tests/e2e/golden_pipeline.sh
# The digests depend on the fixtures' class files, so on the javac that
# built them, and on the JDK's classes kaba models the library from: the
# file was written with the OpenJDK 17 of Debian's openjdk-17-jdk.  Each
# fixture runs in a folder of its own, its jar and keep file copied there
# and named relatively, so that no path of the checkout reaches the output
# (any that does is replaced by FIXTURES/, OUT/ or ROOT/); zip timestamps
# are not compared, only each entry's bytes.
# One TAP line per fixture; about 40 CPU seconds (2 minutes of wall on a
# busy 2-core machine).
# Env: KABA, BUILD; GOLDEN_ONLY (an extended regular expression: only the
# fixtures whose names match, for a run by hand).
set -u
: "${KABA:?}" "${BUILD:?}"
root=$(cd "$(dirname "$0")/../.." && pwd)
golden=$root/tests/e2e/golden_pipeline.digests
work=$BUILD/e2e/golden_pipeline
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
fixtures=$(cd "$BUILD/fixtures" && pwd)
n=0
start=$(date +%s)

# digest FILE: its first 16 hex digits of SHA-256, paths normalised
digest() {
	sed -e "s|$fixtures/|FIXTURES/|g" -e "s|$work/[^/]*/out|OUT|g" -e "s|$root/|ROOT/|g" "$1" |
		sha256sum | cut -c1-16
}

# The programs: NAME FLAGS (as metamorphic.sh runs them).
. "$root/tests/e2e/lib/programs.sh"
fixture_programs "${GOLDEN_ONLY:-.}" | cut -d" " -f1,4- >"$work/programs"
sed 's/ .*/ /; s/^/^/' "$work/programs" >"$work/programs.names"

# One NAME FILE DIGEST line per output file, in name order.
while read -r name flags; do
	d=$work/$name
	mkdir -p "$d"
	# Inputs by relative names from the run's own folder: the summary cuts
	# long lines, so a path's length, not only its text, would show.
	cp "$fixtures/$name.jar" "$d/"
	keep=${flags#*--keep }
	[ "$keep" = "$flags" ] || { cp "$keep" "$d/kaba.keep" && flags="${flags%--keep *}--keep kaba.keep"; }
	# shellcheck disable=SC2086 # flags are words
	(cd "$d" && "$KABA" analyze --no-svg "$name.jar" $flags -o out >stdout 2>stderr)
	echo "$name status $?"
	echo "$name stdout $(digest "$d/stdout")"
	# report.json's profile (its last key: each stage's seconds and memory)
	# differs between runs, so only the rest of the report is compared
	[ ! -f "$d/out/report.json" ] ||
		python3 "$root/tests/e2e/lib/sans_profile.py" "$d/out/report.json" >"$d/report.json"
	[ ! -f "$d/report.json" ] || echo "$name report.json $(digest "$d/report.json")"
	for f in table.cxt table.json mapping.txt original.dot lattice.dot proposal.dot; do
		[ ! -f "$d/out/$f" ] || echo "$name $f $(digest "$d/out/$f")"
	done
	jar=$d/out/$name-restructured.jar
	[ -f "$jar" ] || continue
	mkdir "$d/jar" && unzip -q "$jar" -d "$d/jar" &&
		(cd "$d/jar" && find . -name '*.class' | LC_ALL=C sort | xargs sha256sum) |
		sed "s|^\(.\{16\}\)[0-9a-f]* \*\{0,1\} *\./|$name \1 |" | awk '{ print $1, $3, $2 }'
	rm -rf "$d/jar"
done <"$work/programs" >"$work/digests"

if [ -n "${GOLDEN_UPDATE:-}" ]; then
	# the fixtures not run keep their lines
	{ grep -v -f "$work/programs.names" "$golden" 2>/dev/null; cat "$work/digests"; } |
		LC_ALL=C sort -s -k1,1 >"$work/golden" && cp "$work/golden" "$golden"
	echo "# wrote $golden"
fi
while read -r name _; do
	grep "^$name " "$golden" >"$work/$name/want" 2>/dev/null
	grep "^$name " "$work/digests" >"$work/$name/got"
	if [ ! -s "$work/$name/want" ]; then
		n=$((n + 1)); echo "not ok $n - $name: no digests in $(basename "$golden") (GOLDEN_UPDATE=1 writes them)"
	elif diff "$work/$name/want" "$work/$name/got" >"$work/$name/diff"; then
		n=$((n + 1)); echo "ok $n - $name: output as committed"
	else
		n=$((n + 1)); echo "not ok $n - $name: output differs from the committed digests"
		grep '^[<>]' "$work/$name/diff" | head -n 8 | sed 's/^/# /'
		grep -v '^kaba: wrote ' "$work/$name/stderr" | head -n 3 | sed 's/^/# /'
	fi
done <"$work/programs"
times >"$work/times"
echo "# $(grep -c . "$work/programs") fixtures, wall $(($(date +%s) - start)) s, CPU $(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$work/times") s"
echo "1..$n"
