#!/bin/sh
# kaba analyze end to end on the KABA paper's Figure 1 program
# (tests/fixtures/paper): the static and dynamic variants, the output
# folder, determinism and bad input.  Golden values: docs/hierarchy.md §9.6
# (the table derived from the source: 11 concepts with the receiver rule C7,
# 14 without).  TAP output.
set -u
: "${KABA:?}" "${BUILD:?}"
jar="$BUILD/fixtures/paper.jar"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
fails=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }
check() { if eval "$2"; then ok "$1"; else not_ok "$1"; fi; }
json() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print($2)" "$1"; }

"$KABA" analyze "$jar" --no-init -o "$tmp/out" -q >"$tmp/stdout" 2>"$tmp/stderr"
check "static analysis of the paper's example exits 0" "[ $? -eq 0 ]"
check "--quiet with -o prints nothing" "[ ! -s $tmp/stdout ] && [ ! -s $tmp/stderr ]"
for f in report.json table.cxt table.json proposal.json original.dot original.svg lattice.dot \
	 lattice.svg proposal.dot proposal.svg; do
	check "writes $f" "[ -s $tmp/out/$f ]"
done
check "no temporary files are left" "[ \$(ls $tmp/out | wc -l) -eq 10 ]"
check "report.json: format kaba-report version 2" \
	"[ \"\$(json $tmp/out/report.json 'd[\"format\"], d[\"version\"]')\" = 'kaba-report 2' ]"
check "C7 on: 11 concepts (docs/hierarchy.md §9.6, source table)" \
	"[ \$(json $tmp/out/report.json 'd[\"summary\"][\"concepts\"]') -eq 11 ]"
check "A.z is dead" "json $tmp/out/report.json 'd[\"dead_members\"]' | grep -q \"'A.z'\""
check "no multiple inheritance is left" \
	"[ \$(json $tmp/out/report.json 'd[\"summary\"][\"multiple_inheritance_left\"]') -eq 0 ]"
check "every creation site has a class" \
	"[ \$(json $tmp/out/report.json 'd[\"summary\"][\"dead_objects\"]') -eq 0 ]"
check "the table file has 12 rows and 11 columns" \
	"[ \"\$(sed -n 3,4p $tmp/out/table.cxt | tr '\\n' ' ')\" = '12 11 ' ]"
check "SVG diagrams are SVG" "grep -q '<svg' $tmp/out/proposal.svg"

"$KABA" analyze "$jar" --no-init --no-recv -o "$tmp/norecv" -q
check "C7 off: 14 concepts (docs/hierarchy.md §9.6)" \
	"[ \$(json $tmp/norecv/report.json 'd[\"summary\"][\"concepts\"]') -eq 14 ]"

"$KABA" analyze "$jar" --no-init -o "$tmp/again" -q
same=1
for f in table.cxt table.json original.dot lattice.dot proposal.dot proposal.svg; do
	cmp -s "$tmp/out/$f" "$tmp/again/$f" || same=0
done
# report.json's profile (each stage's seconds and memory) alone may differ
sans_profile=$(dirname "$0")/lib/sans_profile.py
for d in out again; do python3 "$sans_profile" "$tmp/$d/report.json" >"$tmp/$d.report" || same=0; done
cmp -s "$tmp/out.report" "$tmp/again.report" || same=0
check "two runs give byte-identical outputs" "[ $same -eq 1 ]"

"$KABA" analyze "$jar" >"$tmp/summary" 2>&1
check "with constructors: exits 0 and prints the summary" \
	"[ $? -eq 0 ] && grep -q 'proposed hierarchy' $tmp/summary"
check "the summary names the dead member A.z" "grep -q 'dead members:.*A.z' $tmp/summary"

# The dynamic variant: both branches of the example's condition traced.
java_bin="${JAVA_HOME:+$JAVA_HOME/bin/}java"
"$KABA" trace -q -o "$tmp/run0.trace" -- "$java_bin" -cp "$jar" Client >/dev/null &&
	"$KABA" trace -q -o "$tmp/run1.trace" -- "$java_bin" -cp "$jar" Client x >/dev/null
check "both branches traced" "[ $? -eq 0 ]"
"$KABA" analyze "$jar" --trace "$tmp/run0.trace" --trace "$tmp/run1.trace" -o "$tmp/dyn" -q
check "dynamic variant exits 0" "[ $? -eq 0 ]"
check "dynamic variant: the objects are the 4 creation sites" \
	"[ \$(json $tmp/dyn/table.json 'sum(r[\"kind\"] == \"object\" for r in d[\"rows\"])') -eq 4 ]"
check "dynamic variant: A.f, overridden by B.f, keeps a this-row of its own" \
	"json $tmp/dyn/table.json '[r[\"name\"] for r in d[\"rows\"] if r[\"kind\"] == \"this\"]' | grep -q \"'A.f.this'\""
check "dynamic variant is reported as such" \
	"[ \"\$(json $tmp/dyn/report.json 'd[\"variant\"]')\" = dynamic ]"
"$KABA" analyze "$jar" --trace "$tmp/run0.trace" --trace "$tmp/run1.trace" --check-static -q >/dev/null
check "every traced entry is in the static table" "[ $? -eq 0 ]"
# Frozen classes are library code to the static table: their traced objects
# are no soundness alarm, and the note counts them.
frozen_jar=$BUILD/fixtures/frozen_forname.jar
"$KABA" trace -q -o "$tmp/frozen.trace" -- "$java_bin" -cp "$frozen_jar" shapes.Main >/dev/null
"$KABA" analyze "$frozen_jar" --trace "$tmp/frozen.trace" --check-static -v >/dev/null 2>"$tmp/frozen.err"
check "--check-static with frozen classes: exit 0, their entries counted apart" \
	"[ $? -eq 0 ] && grep -q 'all traced entries are in the static table ([1-9][0-9]* entries of frozen classes' $tmp/frozen.err"

# Bad input: one line, documented status, no output.
"$KABA" analyze "$tmp/missing.jar" -o "$tmp/bad1" 2>"$tmp/err"
check "missing input: exit 3" "[ $? -eq 3 ]"
check "missing input: one line naming the file" \
	"[ \$(wc -l <$tmp/err) -eq 1 ] && grep -q 'missing.jar' $tmp/err"
check "missing input: no output folder" "[ ! -e $tmp/bad1 ]"
echo 'not a jar' >"$tmp/garbage.jar"
"$KABA" analyze "$tmp/garbage.jar" -o "$tmp/bad2" 2>"$tmp/err"
check "garbage input: exit 2" "[ $? -eq 2 ]"
check "garbage input: one line 'kaba: FILE: ...'" \
	"[ \$(wc -l <$tmp/err) -eq 1 ] && grep -q '^kaba: .*garbage.jar: ' $tmp/err"
check "garbage input: no output folder" "[ ! -e $tmp/bad2 ]"
"$KABA" analyze 2>/dev/null
check "no input: usage error 64" "[ $? -eq 64 ]"
"$KABA" analyze "$jar" --max-concepts lots 2>/dev/null
check "bad option value: usage error 64" "[ $? -eq 64 ]"
"$KABA" analyze "$jar" --main NoSuchClass -q 2>"$tmp/err"
check "unknown main class: exit 2 with one line" "[ $? -eq 2 ] && [ \$(wc -l <$tmp/err) -eq 1 ]"

echo "1..$n"
[ $fails -eq 0 ]
