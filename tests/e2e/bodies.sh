#!/bin/sh
# The code generator's bodies on the tests/fixtures/bodies_NAME programs
# (arrays of user classes, store checks, checks against their types,
# lambdas and method references), as built for Java 17 and 8
# (BUILD/fixtures/NAME.jar, NAME-8.jar): each must be restructured by
# `kaba analyze --no-fallback JAR -o DIR` (a refusal is a failure here:
# these constructs are supported; the fallback would freeze the classes
# instead), every class of the restructured jar verify, and the run print
# the same with the same status.
# Fixtures without a Main-Class (refusals) are checked by test_restructure.
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/bodies
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
. "$(dirname "$0")/lib/jars.sh"
n=0

for manifest in tests/fixtures/bodies_*/MANIFEST.MF; do
	fixture=$(basename "$(dirname "$manifest")")
	main=$(sed -n 's/^Main-Class: *//p' "$manifest" | tr -d '\r')
	for jar in "$BUILD/fixtures/$fixture.jar" "$BUILD/fixtures/$fixture-8.jar"; do
		name=$(basename "$jar" .jar)
		out=$work/$name
		new=$out/kaba/$name-restructured.jar
		mkdir -p "$out"
		run "$jar" "$main" "$out/original.txt"
		if ! "$KABA" analyze -q --no-fallback "$jar" --main "$main" -o "$out/kaba" 2>"$out/analyze.err"; then
			say "not ok" "$name: restructured"
			comment "$out/analyze.err"
		else
			judge "$name" "$new" "$main" "$out"
		fi
	done
done
echo "1..$n"
