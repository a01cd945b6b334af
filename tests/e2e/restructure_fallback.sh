#!/bin/sh
# The restructuring fallback (issue 6: "the jar is still produced by a
# documented fallback, never silently wrong"; docs/restructuring.md, "The restructuring
# fallback"): on the fallback_array_cast fixture, whose cast to an array of a
# user class may fail (an Object[] the library made may reach it) and is
# refused by the generator, `kaba analyze -o DIR` freezes what the
# refusal blames (the array's element class fb/A, which leaves the cast
# nothing to retype), analyses again, and writes a jar that verifies and
# runs like the original; report.json lists the class the fallback froze
# with the refusal, and the classes left restructured really are (Shape's
# two objects get different classes).  --no-fallback keeps the refusal: exit 4, no jar,
# no mapping, the report stays.  `kaba rewrite` falls back alike and writes
# the same class files, and with every class frozen (the last resort's
# shape) the jar still verifies and runs the same.  (Multiple inheritance
# left: restructure_antlr.sh.)
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/restructure_fallback
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
. "$(dirname "$0")/lib/jars.sh"
n=0
fixture=$BUILD/fixtures/fallback_array_cast.jar
out=$work/out
jar=$out/fallback_array_cast-restructured.jar
report=$out/report.json
check() {   # check NAME COMMAND...: one TAP line for COMMAND's status
	name=$1; shift
	if "$@"; then say ok "$name"; else say "not ok" "$name"; fi
}

run "$fixture" fb.Main "$work/original.txt"
"$KABA" analyze "$fixture" -o "$out" >"$work/analyze.out" 2>"$work/analyze.err"
status=$?
comment "$work/analyze.err"
check "kaba analyze -o: exit 0 after falling back, the jar and mapping" \
	sh -c "[ $status -eq 0 ] && [ -s '$jar' ] && [ -s '$out/mapping.txt' ]"
judge fallback_array_cast "$jar" fb.Main "$work"
check "report: the fallback froze fb/A only, the array's element class, for the refused cast" \
	sh -c "jq -e '[.restructuring_fallback[].class] == [\"fb/A\"] and
		(.restructuring_fallback[0].why | startswith(\"restructuring fallback: an array type\"))' '$report' >/dev/null"
check "report: frozen lists each of them with the refusal, version 2" \
	sh -c "jq -e '.version == 2 and ([.restructuring_fallback[].class] - [.frozen[] |
		select(.why | contains(\"restructuring fallback: \")) | .class] == [])' '$report' >/dev/null"
check "report: several generator runs, the fallback's classes counted apart" \
	sh -c "jq -e '.summary | .generator_rounds >= 2 and .frozen_by_fallback >= 1 and
		.frozen_by_fallback == .frozen_classes and .restructured_classes >= 1' '$report' >/dev/null"
check "fb/Main, fb/Shapes, fb/Shape stay restructured; Shape's two objects in different classes" \
	sh -c "jq -e '([.frozen[].class] - [\"fb/A\"] == []) and
		([.classes[] | select(.objects[] | startswith(\"fb.Shapes.show\")) | .id] | unique | length == 2)' \
		'$report' >/dev/null"
check "the text summary says how much was restructured" \
	grep -q '^restructured: 3 of 4 user classes; 1 frozen (0 by .*; 1 by the restructuring fallback)$' \
	"$work/analyze.out"

"$KABA" analyze -q --no-fallback "$fixture" -o "$work/refused" 2>"$work/refused.err"
status=$?
comment "$work/refused.err"
check "--no-fallback: exit 4, one line naming the class and construct" \
	sh -c "[ $status -eq 4 ] && [ \$(wc -l <'$work/refused.err') -eq 1 ] &&
	       grep -q '^kaba: .*!fb/Main\.class: restructuring not supported: an array type' '$work/refused.err'"
check "--no-fallback: no jar, no mapping, the report without fallback" \
	sh -c "! ls '$work/refused'/*.jar 2>/dev/null && [ ! -e '$work/refused/mapping.txt' ] &&
	       jq -e '.restructuring_fallback == [] and .summary.frozen_by_fallback == 0' \
	       '$work/refused/report.json' >/dev/null"

"$KABA" rewrite "$fixture" -o "$work/rw.jar" >"$work/rw.out" 2>"$work/rw.err"
status=$?
comment "$work/rw.out" "$work/rw.err"
check "kaba rewrite: stderr names the jar it wrote, nothing else" \
	sh -c "[ \"\$(cat '$work/rw.err')\" = 'kaba: wrote $work/rw.jar' ]"
check "kaba rewrite: exit 0, one summary line naming the fallback" \
	sh -c "[ $status -eq 0 ] && [ \$(wc -l <'$work/rw.out') -eq 1 ] &&
	       grep -q '^rewrite: .*; 1 of 4 classes frozen, 1 of them by the fallback in 2 rounds$' '$work/rw.out'"
check "kaba rewrite: the class files of analyze -o, byte for byte" \
	same_classes "$jar" "$work/rw.jar" "$work/rw.class.tmp"
# The last resort's shape: every class frozen (here by a keep rule) still
# gives a jar that verifies and runs the same, with nothing restructured.
printf -- '-keep class ** { *; }\n' >"$work/all.keep"
mkdir -p "$work/all-run" && cp "$work/original.txt" "$work/original.txt.status" "$work/all-run/"
"$KABA" analyze -q "$fixture" --keep "$work/all.keep" -o "$work/all" 2>"$work/all.err"
status=$?
comment "$work/all.err"
check "every class frozen: exit 0, nothing restructured" \
	sh -c "[ $status -eq 0 ] && jq -e '.summary.restructured_classes == 0' '$work/all/report.json' >/dev/null"
judge "every class frozen" "$work/all/fallback_array_cast-restructured.jar" fb.Main "$work/all-run"

# A round after the fallback froze reads the structure the first round read:
# the fixture's lattice has 15 concepts before the fallback and 10 after, so
# with --max-concepts 12 the first round reads the AOC-poset and the second,
# under the cap, must not switch to the full lattice.  The jar still runs.
mkdir -p "$work/aoc-run" && cp "$work/original.txt" "$work/original.txt.status" "$work/aoc-run/"
"$KABA" analyze -v --no-svg --max-concepts 12 "$fixture" -o "$work/aoc" >/dev/null 2>"$work/aoc.err"
status=$?
check "--max-concepts past the first round's lattice: every round reads the AOC-poset" \
	sh -c "[ $status -eq 0 ] && grep -q '^kaba: fallback round 1:' '$work/aoc.err' &&
	       [ \$(grep -c '^kaba: lattice: ' '$work/aoc.err') -ge 2 ] &&
	       ! grep '^kaba: lattice: ' '$work/aoc.err' | grep -vq '(the AOC-poset)\$'"
judge "AOC-poset in every round" "$work/aoc/fallback_array_cast-restructured.jar" fb.Main "$work/aoc-run"

# refused WHAT FIXTURE MAIN CONSTRUCT CLASS: the fixture's --no-fallback run
# exits 4 with one line naming CONSTRUCT (a grep pattern), the fallback
# freezes CLASS only, and its jar verifies and runs like the original.
refused() {
	what=$1 jar=$BUILD/fixtures/$2.jar main=$3 construct=$4 cls=$5
	dir=$work/$2
	mkdir -p "$dir"
	run "$jar" "$main" "$dir/original.txt"
	"$KABA" analyze -q --no-fallback "$jar" -o "$dir/refused" 2>"$dir/refused.err"
	status=$?
	comment "$dir/refused.err"
	check "$what, --no-fallback: exit 4, one line naming the construct" \
		sh -c "[ $status -eq 4 ] && [ \$(wc -l <'$dir/refused.err') -eq 1 ] &&
		       grep -q 'restructuring not supported: $construct' '$dir/refused.err'"
	"$KABA" analyze -q "$jar" -o "$dir/kaba" 2>"$dir/analyze.err"
	status=$?
	comment "$dir/analyze.err"
	check "$what: the fallback froze $cls only" \
		sh -c "[ $status -eq 0 ] && jq -e '[.restructuring_fallback[].class] == [\"$cls\"]' \
		       '$dir/kaba/report.json' >/dev/null"
	judge "$what (fallback)" "$dir/kaba/$2-restructured.jar" "$main" "$dir"
}
# An array of arrays whose store checks its erasure would not keep (a row
# of a Cell[][], seen as an Object[], refuses a String); the fallback's jar
# still throws ArrayStoreException where the original does.  (Arrays of
# arrays whose stores the erasure keeps are restructured:
# bodies_array_nested.)
refused "array of arrays" fallback_array_nested fn.Main \
	'an array of arrays whose store checks .*\[\[Lfn/Cell;' fn/Cell
# Objects of one class that would get two classes while getClass() prints
# and compares their class (bodies_getclass: where they keep one class).
refused "getClass() of split objects" fallback_getclass fg.Main \
	'fg/Point, whose objects. class getClass() observes .* would be named fg/Point_' fg/Point
# The same for an exception class, whose name Throwable.toString() prints.
refused "a split exception class" fallback_exception fx.Main \
	'fx/Bad, whose objects. class getClass() observes .* would be named fx/Bad_' fx/Bad
# A frozen class's package-private method that a public one of another
# package does not override, which a declaration the generator placed in
# the frozen class's package made override it (the wrong body ran): the
# self-check's dispatch check refuses, the fallback freezes the object's
# class (releases 17 and 8).
for jar in fallback_pkgpriv_override fallback_pkgpriv_override-8; do
	refused "a frozen package-private method overridden ($jar)" $jar po.pa.Main \
		'a call of po/pa/Base.m()I on the object .* runs po/pa/Base.m()I, but the output selects the body of m in po/pb/Sub_.*: another body' \
		po/pb/Sub
done
# A merge of two classes kaba cannot see (app.jar analysed without the
# lib.jar it runs with): the frame at the merge cannot be computed, and the
# refusal names the method and freezes its class, app/Zoo (whose
# descriptor then freezes app/Animal), not every class; the others stay
# restructured and the jar runs like the original with lib.jar beside it.
miss=$work/missing
src=$(cd "$(dirname "$0")/fallback_missing" && pwd)
mkdir -p "$miss/lib" "$miss/app"
"$JAVA_HOME/bin/javac" -d "$miss/lib" "$src"/lib/lib/*.java &&
	"$JAVA_HOME/bin/javac" -cp "$miss/lib" -d "$miss/app" "$src"/app/app/*.java &&
	(cd "$miss/lib" && "$JAVA_HOME/bin/jar" cf ../lib.jar .) &&
	(cd "$miss/app" && "$JAVA_HOME/bin/jar" cfe ../app.jar app.Main .)
run "$miss/app.jar:$miss/lib.jar" app.Main "$miss/original.txt"
"$KABA" analyze -q "$miss/app.jar" -o "$miss/out" 2>"$miss/analyze.err"
status=$?
comment "$miss/analyze.err"
check "a merge of missing classes: exit 0, the fallback froze app/Zoo only, naming the method" \
	sh -c "[ $status -eq 0 ] && jq -e '[.restructuring_fallback[].class] == [\"app/Zoo\"] and
	       (.restructuring_fallback[0].why | test(\"stack map frames of app/Zoo.visit.*cannot merge lib/Q and lib/R\"))' \
	       '$miss/out/report.json' >/dev/null"
check "a merge of missing classes: the classes it does not reach stay restructured" \
	sh -c "jq -e '.summary.restructured_classes == 4' '$miss/out/report.json' >/dev/null"
run "$miss/out/app-restructured.jar:$miss/lib.jar" app.Main "$miss/restructured.txt"
check "a merge of missing classes: the jar runs like the original (with lib.jar)" \
	sh -c "[ -s '$miss/original.txt' ] && cmp -s '$miss/original.txt' '$miss/restructured.txt' &&
	       cmp -s '$miss/original.txt.status' '$miss/restructured.txt.status'"
echo "1..$n"
