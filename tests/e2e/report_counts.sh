#!/bin/sh
# report.json agrees with itself and with the jar (issue 25 item 5): every
# count of the summary and of restructured_jar is as long as its list, the
# dynamic variant's summary counts the frozen classes of the analysis its
# jar comes from (the traced one) as restructured_jar does, and
# summary.jar_class_files is the number of .class entries of the jar, as is
# the class count of `kaba rewrite`'s summary line; every class listed as
# frozen is in the jar by its name.  On fixtures (static and traced), on
# antlr 2.7.7, static and traced on calc.g, and on bsh 2.0b4 (static, 157
# classes frozen; about 3 CPU s more).
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/report_counts
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
. "$(dirname "$0")/lib/jars.sh"   # java, comment, check
fx=$BUILD/fixtures
n=0
todo=

# agree REPORT: the counts against the lists (jq prints the disagreements)
agree() {
	[ -s "$1" ] || return 1
	jq -r '
	  .summary as $s |
	  [ ["classes_after", $s.classes_after, (.classes | length)],
	    ["members_moved", $s.members_moved, (.moved | length)],
	    ["dead_members", $s.dead_members, (.dead_members | length)],
	    ["dead_objects", $s.dead_objects, (.dead_objects | length)],
	    ["frozen_classes", $s.frozen_classes, (.frozen | length)],
	    ["restructured_classes", $s.restructured_classes,
	     ($s.user_classes_before - (.frozen | length))],
	    ["pinned_classes", $s.pinned_classes, (.pinned // [] | length)],
	    ["pinned and frozen", ([(.pinned // [])[].class] - [.frozen[].class] | length),
	     (.pinned // [] | length)],
	    ["multiple_inheritance_left", $s.multiple_inheritance_left,
	     (.multiple_inheritance | length)],
	    ["mi_fallback_steps", $s.mi_fallback_steps, (.mi_fallback | length)] ] +
	  (if .restructured_jar then .restructured_jar as $j |
	    [ ["restructured_jar.frozen", $j.frozen, (.frozen | length)],
	      ["restructured_jar.restructured", $j.restructured, $s.restructured_classes],
	      ["restructured_jar.frozen_by_fallback", $j.frozen_by_fallback, $s.frozen_by_fallback],
	      ["restructured_jar.generator_rounds", $j.generator_rounds, $s.generator_rounds],
	      ["restructured_jar.dead_methods", $j.dead_methods, (.dead_methods | length)] ]
	   else [] end) |
	  map(select(.[1] != .[2])) | map("\(.[0]): \(.[1]) != \(.[2])") | .[]' "$1" >"$1.disagree"
	[ ! -s "$1.disagree" ] || { comment "$1.disagree"; false; }
}
class_files() { unzip -Z1 "$1" | grep -c '\.class$'; }
# frozen_in_jar REPORT JAR: every class report.json lists as frozen is in the
# jar under its own name (a frozen class keeps it); the missing are printed
frozen_in_jar() {
	unzip -Z1 "$2" | grep '\.class$' | sed 's/\.class$//' | sort >"$1.entries"
	jq -r '.frozen[].class' "$1" | sort -u | comm -23 - "$1.entries" >"$1.missing"
	[ ! -s "$1.missing" ] || { comment "$1.missing"; false; }
}
# counted NAME DIR JAR: report.json of DIR agrees with itself and with JAR
counted() {
	check "$1: report.json's counts are as long as its lists" agree "$2/report.json"
	check "$1: summary.jar_class_files is the jar's .class entries ($(class_files "$3"))" \
		test "$(jq .summary.jar_class_files "$2/report.json")" = "$(class_files "$3")"
	check "$1: every frozen class of report.json is in the jar by its name" \
		frozen_in_jar "$2/report.json" "$3"
}

# ---- fixtures, static -----------------------------------------------------------
for f in paper reflog_forname frozen_keep hazard_inner bodies_dead_static; do
	"$KABA" analyze -q "$fx/$f.jar" -o "$work/$f" 2>"$work/$f.err"
	comment "$work/$f.err"
	counted "$f, static" "$work/$f" "$work/$f/$f-restructured.jar"
done
"$KABA" rewrite "$fx/paper.jar" -o "$work/paper-rw.jar" >"$work/paper-rw.out"
check "kaba rewrite: the summary line counts the jar's class files" \
	grep -q "^rewrite: $(class_files "$work/paper-rw.jar") classes " "$work/paper-rw.out"

# ---- fixtures, traced ---------------------------------------------------------------
traced() {   # traced NAME JAR MAIN ARGS...
	t=$1 jar=$2 main=$3; shift 3
	"$KABA" trace -q -o "$work/$t.trace" -- "$java" -cp "$jar" "$main" "$@" >/dev/null 2>&1
	"$KABA" analyze -q "$jar" --trace "$work/$t.trace" -o "$work/$t" 2>"$work/$t.err"
	comment "$work/$t.err"
	counted "$t, traced" "$work/$t" "$work/$t/$(basename "$jar" .jar)-restructured.jar"
}
traced paper-traced "$fx/paper.jar" Client
traced reflog-traced "$fx/reflog_forname.jar" rl.Main rl.Loud
traced partial-traced "$fx/trace_partial.jar" tp.Main
check "trace_partial traced: restructured_jar.dead_methods lists the bodies that throw" \
	test "$(jq '.restructured_jar.dead_methods' "$work/partial-traced/report.json")" -gt 0

# ---- antlr 2.7.7: static, and traced on calc.g ------------------------------------------
antlr=/usr/share/java/antlr.jar
"$KABA" analyze -q "$antlr" --main antlr.Tool -o "$work/antlr" 2>"$work/antlr.err"
comment "$work/antlr.err"
counted "antlr, static" "$work/antlr" "$work/antlr/antlr-restructured.jar"
calc=/usr/share/doc/antlr/examples/java/calc
mkdir -p "$work/calc" && cp -r "$calc/." "$work/calc"
(cd "$work/calc" && "$KABA" trace -q -o run.trace --include 'antlr.*' -- \
	"$java" -cp "$antlr" antlr.Tool calc.g >/dev/null 2>&1)
"$KABA" analyze -q "$antlr" --trace "$work/calc/run.trace" -o "$work/antlr-traced" \
	2>"$work/antlr-traced.err"
comment "$work/antlr-traced.err"
counted "antlr, traced on calc.g" "$work/antlr-traced" "$work/antlr-traced/antlr-restructured.jar"
# ---- bsh 2.0b4: static, every class frozen (unbounded lookups, rule N1) ---------------
"$KABA" analyze -q /usr/share/java/bsh.jar --main bsh.Interpreter -o "$work/bsh" --no-svg \
	2>"$work/bsh.err"
comment "$work/bsh.err"
counted "bsh, static" "$work/bsh" "$work/bsh/bsh-restructured.jar"
echo "1..$n"
