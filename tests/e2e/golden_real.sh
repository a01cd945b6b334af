#!/bin/sh
# kaba analyze's output, byte for byte, on two real jars nobody here wrote:
# antlr 2.7.7 (entry antlr.Tool) and ecj 3.16 (the batch compiler), the
# static variant with the restructured jar.  Like golden_pipeline.sh on the
# fixtures, every output file's digest and every class file of the
# restructured jar must equal those committed in
# tests/e2e/golden_real.digests, so a change meant to keep the output (a
# faster algorithm, code moved between modules) proves it on programs of
# real size.  The file also records each input jar's SHA-256: a different
# jar (another Debian release) fails with that reason rather than a
# misleading difference.  Update after an intended change:
#   GOLDEN_UPDATE=1 KABA=... BUILD=... sh tests/e2e/golden_real.sh
# About 15 CPU seconds.  Env: KABA, BUILD.
set -u
: "${KABA:?}" "${BUILD:?}"
root=$(cd "$(dirname "$0")/../.." && pwd)
golden=$root/tests/e2e/golden_real.digests
work=$BUILD/e2e/golden_real
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
inputs=/usr/share/java
n=0
. "$root/tests/e2e/lib/golden.sh"

cat >"$work/programs" <<'PROGRAMS'
antlr antlr-2.7.7.jar --main antlr.Tool
ecj eclipse-ecj-3.16.0.jar --main org.eclipse.jdt.internal.compiler.batch.Main
PROGRAMS

while read -r name jar flags; do
	if [ ! -f "$inputs/$jar" ]; then
		echo "$name input missing"
		continue
	fi
	echo "$name input $(sha256sum "$inputs/$jar" | cut -c1-16)"
	# shellcheck disable=SC2086 # flags are words
	golden_run "$name" "$inputs/$jar" $flags
done <"$work/programs" >"$work/digests"
golden_check "$work/programs" "$work/digests"
echo "1..$n"
