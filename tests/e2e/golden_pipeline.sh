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

# The programs: NAME FLAGS (as metamorphic.sh runs them).
. "$root/tests/e2e/lib/programs.sh"
. "$root/tests/e2e/lib/golden.sh"
inputs=$fixtures
fixture_programs "${GOLDEN_ONLY:-.}" | cut -d" " -f1,4- >"$work/programs"

while read -r name flags; do
	keep=${flags#*--keep }
	if [ "$keep" = "$flags" ]; then
		# shellcheck disable=SC2086 # flags are words
		golden_run "$name" "$fixtures/$name.jar" $flags
	else
		mkdir -p "$work/$name" && cp "$keep" "$work/$name/kaba.keep"
		# shellcheck disable=SC2086
		golden_run "$name" "$fixtures/$name.jar" ${flags%--keep *} --keep kaba.keep
	fi
done <"$work/programs" >"$work/digests"
golden_check "$work/programs" "$work/digests"
times >"$work/times"
echo "# $(grep -c . "$work/programs") fixtures, wall $(($(date +%s) - start)) s, CPU $(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$work/times") s"
echo "1..$n"
