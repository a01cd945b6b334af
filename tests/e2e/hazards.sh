#!/bin/sh
# The hazard fixtures end to end (issue 6 acceptance, docs/harness.md §7):
# each tests/fixtures/hazard_NAME with a Main-Class, compiled for Java 17
# (NAME.jar) and Java 8 (NAME-8.jar), is run, restructured with
# `kaba analyze --no-fallback JAR -o DIR` (the fallback would freeze what
# the generator refuses, so the real restructuring is measured without
# it), and DIR/NAME-restructured.jar must have every
# class verify (forced, docs/platform.md §8, by the trace_verify fixture's
# VerifyAll) and print the same stdout with the same exit status.
# A restructuring kaba refuses with exit 4 is a known gap, reported as
# "not ok N … # TODO not implemented: <kaba's message>" (tests/summary.sh
# counts it as todo, never as passed); anything else is a failure.
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/hazards
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
. "$(dirname "$0")/lib/jars.sh"
n=0

for manifest in tests/fixtures/hazard_*/MANIFEST.MF; do
	fixture=$(basename "$(dirname "$manifest")")
	main=$(sed -n 's/^Main-Class: *//p' "$manifest" | tr -d '\r')
	for jar in "$BUILD/fixtures/$fixture.jar" "$BUILD/fixtures/$fixture-8.jar"; do
		name=$(basename "$jar" .jar)
		out=$work/$name
		mkdir -p "$out"
		run "$jar" "$main" "$out/original.txt"
		if [ -s "$out/original.txt" ]; then
			say ok "$name: the original runs (exit $(cat "$out/original.txt.status"))"
		else
			say "not ok" "$name: the original runs"
			comment "$out/original.txt.err"
		fi

		timeout 300 "$KABA" analyze -q --no-fallback "$jar" -o "$out/kaba" >"$out/analyze.out" 2>"$out/analyze.err"
		status=$?
		restructured=$out/kaba/$name-restructured.jar
		if [ $status -eq 4 ]; then
			todo="TODO not implemented: $(head -n 1 "$out/analyze.err")"
			say "not ok" "$name: kaba analyze restructures it" "$todo"
			say "not ok" "$name: restructured, verified, same output" "$todo"
			continue
		elif [ $status -ne 0 ]; then
			say "not ok" "$name: kaba analyze restructures it (exit $status)"
			comment "$out/analyze.err"
			say "not ok" "$name: restructured, verified, same output (no jar)"
			continue
		elif [ ! -f "$restructured" ]; then
			say "not ok" "$name: kaba analyze restructures it (exit 0, but no $name-restructured.jar)"
			say "not ok" "$name: restructured, verified, same output (no jar)"
			continue
		fi
		say ok "$name: kaba analyze restructures it"
		judge "$name" "$restructured" "$main" "$out"
	done
done
echo "1..$n"
