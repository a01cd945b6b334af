#!/bin/sh
# The code generator's bodies on the tests/fixtures/bodies_NAME programs
# (arrays of user classes in descriptors, anewarray element classes, store
# checks): each must be restructured by `kaba analyze JAR -o DIR` (a refusal
# is a failure here: these constructs are supported), every class of the
# restructured jar verify, and the run print the same with the same status.
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/bodies
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
. "$(dirname "$0")/lib/jars.sh"
n=0

for manifest in tests/fixtures/bodies_*/MANIFEST.MF; do
	name=$(basename "$(dirname "$manifest")")
	main=$(sed -n 's/^Main-Class: *//p' "$manifest" | tr -d '\r')
	jar=$BUILD/fixtures/$name.jar
	out=$work/$name
	new=$out/kaba/$name-restructured.jar
	mkdir -p "$out"
	run "$jar" "$main" "$out/original.txt"
	if ! "$KABA" analyze -q "$jar" -o "$out/kaba" 2>"$out/analyze.err"; then
		say "not ok" "$name: restructured"
		comment "$out/analyze.err"
	elif ! verified "$new"; then
		say "not ok" "$name: restructured, every class verified"
		grep -v '^skipped' "$new.verify" | comment
	else
		run "$new" "$main" "$out/restructured.txt"
		if same_output "$out/original.txt" "$out/restructured.txt"; then
			say ok "$name: restructured, verified, same output"
		else
			say "not ok" "$name: restructured, verified, same output"
			diff "$out/original.txt" "$out/restructured.txt" | comment
			comment "$out/restructured.txt.err"
		fi
	fi
done
echo "1..$n"
