#!/bin/sh
# The restructured jar of the dynamic variant (issues 6 and 7): `kaba analyze
# APP.jar --trace T... -o DIR` writes DIR/APP-restructured.jar from the
# static analysis restricted to the methods the traces ran (docs/analysis.md, the
# dynamic variant), and `kaba rewrite --trace` the same jar alone.  The
# paper's Figure 1 program traced on one branch, then on both: every class
# verifies, the traced runs print the same.  trace_partial traced on a run
# that never constructs a Circle: that run behaves the same, the other stops
# at a body that throws.  A version 1 trace (tests/data/trace, written by the agent before
# version 2) gives the full static analysis's jar; a damaged trace is one
# line, exit 2, no output.  The reflection log bounds reflective sites
# (reflog_forname); a constructor no trace ran whose `new` is in reached code
# (trace_dead_ctor).  A static field hiding another, both read through one
# object by reflection (trace_static_hidden).  Every hazard fixture (Java 17) traced on its run
# and rewritten from that trace: verified, the same output.  antlr traced on
# calc.g: its jar verifies and generates the same files from calc.g.
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/dynamic_jar
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
. "$(dirname "$0")/lib/jars.sh"   # java, verified, run, same_output, same_classes
data=$(cd "$(dirname "$0")/../data/trace" && pwd)
paper=$BUILD/fixtures/paper.jar
n=0
check() {   # check NAME COMMAND...: one TAP line for COMMAND's status
	name=$1; shift
	n=$((n + 1))
	if "$@"; then echo "ok $n - $name"; else echo "not ok $n - $name"; fi
}
json() { jq -r "$2" "$1"; }

# same_on JAR ORIG MAIN [ARG]: the jar's run prints and exits as the original's.
same_on() {
	arg=${4:-}
	run "$2" "$3" "$work/orig.$arg.txt" "$arg"
	run "$1" "$3" "$work/new.$arg.txt" "$arg"
	same_output "$work/orig.$arg.txt" "$work/new.$arg.txt" ||
		{ diff "$work/orig.$arg.txt" "$work/new.$arg.txt" | comment; false; }
}
run() {   # run JAR MAIN OUT [ARG] (lib/jars.sh's, with an argument)
	timeout 30 "$java" -Xverify:all -cp "$1" "$2" ${4:+"${4:-}"} >"$3" 2>"$3.err"
	echo $? >"$3.status"
}

# ---- the paper's program, traced without an argument (a2 stays an A) -------
"$KABA" trace -q -o "$work/plain.trace" -- "$java" -cp "$paper" Client >/dev/null
"$KABA" trace -q -o "$work/arg.trace" -- "$java" -cp "$paper" Client x >/dev/null
check "the agent writes version 3 traces" test "$(head -c 8 "$work/plain.trace")" = KABATRC3
out=$work/one
"$KABA" analyze -q "$paper" --trace "$work/plain.trace" -o "$out" 2>"$work/one.err"
check "analyze --trace -o: exit 0" test $? -eq 0
comment "$work/one.err"
jar=$out/paper-restructured.jar
check "writes paper-restructured.jar and mapping.txt" test -s "$jar" -a -s "$out/mapping.txt"
check "the report stays the dynamic variant's" test "$(json "$out/report.json" .variant)" = dynamic
check "report.json: restructured_jar from the traced static analysis" \
	test "$(json "$out/report.json" .restructured_jar.analysis)" = \
	"static analysis restricted to the methods the traces ran and the reflective targets they logged"
# Client.main, A.<init>, B.<init>, A.f, B.f, B.g, B.h ran; Client.<init> did not
check "report.json: 7 methods ran, 1 did not" \
	test "$(json "$out/report.json" '[.restructured_jar.methods_run, .restructured_jar.methods_not_run] | join(" ")')" = "7 1"
check "every class of the jar verifies" verified "$jar"
check "same output on the traced run (no argument)" same_on "$jar" "$paper" Client
"$KABA" rewrite -q "$paper" --trace "$work/plain.trace" -o "$work/rewrite.jar"
check "kaba rewrite --trace writes the same class files" same_classes "$jar" "$work/rewrite.jar" "$work/tmp"

# ---- both branches traced -------------------------------------------------------
"$KABA" analyze -q "$paper" --trace "$work/plain.trace" --trace "$work/arg.trace" -o "$work/both" 2>"$work/both.err"
check "two traces: exit 0" test $? -eq 0
jar=$work/both/paper-restructured.jar
check "two traces: every class verifies" verified "$jar"
check "two traces: same output without an argument" same_on "$jar" "$paper" Client
check "two traces: same output with an argument" same_on "$jar" "$paper" Client x

# ---- methods only the other run calls ------------------------------------------
# trace_partial without an argument never constructs a Circle nor calls the
# static Shape.describe: their bodies throw in the jar, so the run with an
# argument stops there (the dynamic variant promises the traced runs only).
tp=$BUILD/fixtures/trace_partial.jar
"$KABA" trace -q -o "$work/partial.trace" -- "$java" -cp "$tp" tp.Main >/dev/null
"$KABA" rewrite -q "$tp" --trace "$work/partial.trace" -o "$work/partial.jar" 2>"$work/partial.err"
check "trace_partial traced without argument: rewrite exit 0" test $? -eq 0
check "trace_partial: every class verifies" verified "$work/partial.jar"
check "trace_partial: same output on the traced run" same_on "$work/partial.jar" "$tp" tp.Main
run "$work/partial.jar" tp.Main "$work/untraced.txt" x
check "trace_partial: the untraced run reaches a body that throws, saying why" \
	grep -q "AssertionError: kaba: method not run by the traces" "$work/untraced.txt.err"
"$KABA" rewrite -q "$tp" --trace "$work/partial.trace" --main tp.Main -o "$work/partial2.jar"
check "trace_partial: --main names the traced main: the same jar" \
	same_classes "$work/partial.jar" "$work/partial2.jar" "$work/tmp"
# traced with --include tp.Main: the Shape classes were not instrumented, so
# their methods may have run; the jar keeps their bodies
"$KABA" trace -q -o "$work/main-only.trace" --include tp.Main -- "$java" -cp "$tp" tp.Main >/dev/null
"$KABA" rewrite -q "$tp" --trace "$work/main-only.trace" -o "$work/main-only.jar"
check "trace_partial, --include tp.Main: the untraced run behaves the same too" \
	same_on "$work/main-only.jar" "$tp" tp.Main x
"$KABA" analyze -q "$tp" --trace "$work/main-only.trace" -o "$work/main-only"
check "... and report.json counts methods not run in tp.Main only (its <init>)" \
	test "$(json "$work/main-only/report.json" .restructured_jar.methods_not_run)" = 1

# ---- the hazard fixtures (Java 17), each traced on its one run -----------------
hazard_ok() {
	[ "$status" -eq 0 ] && verified "$work/$hz.jar" && same_on "$work/$hz.jar" "$jar" "$main"
}
for manifest in "$(dirname "$0")"/../fixtures/hazard_*/MANIFEST.MF; do
	hz=$(basename "$(dirname "$manifest")")
	main=$(sed -n 's/^Main-Class: *//p' "$manifest" | tr -d '\r')
	jar=$BUILD/fixtures/$hz.jar
	"$KABA" trace -q -o "$work/$hz.trace" -- "$java" -cp "$jar" "$main" >/dev/null 2>&1
	"$KABA" rewrite -q "$jar" --trace "$work/$hz.trace" -o "$work/$hz.jar" 2>"$work/$hz.err"
	status=$?
	comment "$work/$hz.err"
	check "$hz: traced, rewritten (exit $status), verified, same output" hazard_ok
done

# ---- a lambda body reached where it is created, run only on another run ------------
lc=$BUILD/fixtures/trace_lambda_cut.jar
"$KABA" trace -q -o "$work/lambda.trace" -- "$java" -cp "$lc" t380.p0.Main even >/dev/null 2>&1
"$KABA" rewrite -q "$lc" --trace "$work/lambda.trace" -o "$work/lambda.jar" 2>"$work/lambda.err"
check "trace_lambda_cut: rewrite exit 0" test $? -eq 0
check "trace_lambda_cut: every class verifies" verified "$work/lambda.jar"
check "trace_lambda_cut: same output and exit status on the traced run" \
	same_on "$work/lambda.jar" "$lc" t380.p0.Main even

# ---- a static field hiding another, both read reflectively through one object ----
# (the traced table ordered the two statics, and the closure refused: C13, exit 4)
sh=$BUILD/fixtures/trace_static_hidden.jar
"$KABA" trace -q -o "$work/static_hidden.trace" -- "$java" -cp "$sh" tsh.Main >/dev/null 2>&1
"$KABA" analyze -q "$sh" --trace "$work/static_hidden.trace" -o "$work/static_hidden" 2>"$work/static_hidden.err"
check "trace_static_hidden: analyze --trace exit 0 (no C13)" test $? -eq 0
comment "$work/static_hidden.err"
check "trace_static_hidden: every class verifies" verified "$work/static_hidden/trace_static_hidden-restructured.jar"
check "trace_static_hidden: same output on the traced run" \
	same_on "$work/static_hidden/trace_static_hidden-restructured.jar" "$sh" tsh.Main

# ---- a constructor no trace ran, its `new` in reached code ---------------------------
dc=$BUILD/fixtures/trace_dead_ctor.jar
"$KABA" trace -q -o "$work/dead_ctor.trace" -- "$java" -cp "$dc" t55.p0.Main even >/dev/null 2>&1
"$KABA" rewrite -q --no-fallback "$dc" --trace "$work/dead_ctor.trace" -o "$work/dead_ctor.jar" \
	2>"$work/dead_ctor.err"
check "trace_dead_ctor: rewrite --no-fallback exit 0" test $? -eq 0
comment "$work/dead_ctor.err"
check "trace_dead_ctor: every class verifies" verified "$work/dead_ctor.jar"
check "trace_dead_ctor: same output on the traced run" same_on "$work/dead_ctor.jar" "$dc" t55.p0.Main even
run "$work/dead_ctor.jar" t55.p0.Main "$work/dead_ctor.odd.txt" odd
check "trace_dead_ctor: the untraced run reaches the constructor's throw" \
	grep -q 'AssertionError: kaba: method not run by the traces' "$work/dead_ctor.odd.txt.err"

# ---- reflection bounded by the traces' log (docs/reflection.md rule 10) -------------------
# reflog_forname creates a plugin named by its argument and enumerates its
# fields, with no cast: statically every instantiable class may be the
# plugin (all 5 frozen).  Traced on rl.Loud, the log bounds both sites to
# Loud: Loud keeps its name; Main (the launcher's forName of it is the entry
# point, not reflection to freeze for) and the shapes restructure; Quiet,
# whose name "rl.Quiet" is a string constant of main, which ran, is frozen by
# rule N1 (a trace does not say which instructions of a method ran); and the
# traced input runs the same.
rf=$BUILD/fixtures/reflog_forname.jar
"$KABA" trace -q -o "$work/reflog.trace" -- "$java" -cp "$rf" rl.Main rl.Loud >/dev/null
"$KABA" analyze -q "$rf" -o "$work/reflog.static"
check "reflog_forname, static: the unbounded sites freeze all 5 classes" \
	test "$(json "$work/reflog.static/report.json" .summary.frozen_classes)" = 5
"$KABA" analyze -q "$rf" --trace "$work/reflog.trace" -o "$work/reflog" 2>"$work/reflog.err"
check "reflog_forname traced on rl.Loud: analyze exit 0" test $? -eq 0
comment "$work/reflog.err"
check "reflog_forname: the log bounds the sites: 2 frozen, 3 restructured" \
	test "$(json "$work/reflog/report.json" '[.restructured_jar.frozen, .restructured_jar.restructured] | join(" ")')" = "2 3"
check "reflog_forname: Loud frozen by the logged reflection, Quiet by its name's string (N1)" \
	test "$(json "$work/reflog/report.json" '[.frozen[] | .class + ":" + (.why | if test("traces") then "log" elif test("N1") then "N1" else . end)] | sort | join(" ")')" = "rl/Loud:log rl/Quiet:N1"
check "reflog_forname: rl.Loud keeps its name" grep -qx "rl.Loud -> rl.Loud:" "$work/reflog/mapping.txt"
jar=$work/reflog/reflog_forname-restructured.jar
check "reflog_forname: every class verifies" verified "$jar"
check "reflog_forname: same output on the traced input" same_on "$jar" "$rf" rl.Main rl.Loud
# the same trace as version 2 (the same layout): lookups and enumerations
# were not logged, so the field enumeration stays unbounded: every class
# that declares a field is frozen (all but Main)
(printf KABATRC2 && tail -c +9 "$work/reflog.trace") >"$work/reflog-v2.trace"
"$KABA" analyze -q "$rf" --trace "$work/reflog-v2.trace" -o "$work/reflog-v2"
check "reflog_forname, version 2 trace: the enumeration freezes the 4 classes with fields" \
	test "$(json "$work/reflog-v2/report.json" .restructured_jar.frozen)" = 4

# ---- antlr 2.7.7 traced on one example grammar ------------------------------------
antlr=/usr/share/java/antlr.jar
calc=/usr/share/doc/antlr/examples/java/calc
mkdir -p "$work/calc.trace.d" "$work/calc.orig" "$work/calc.new"
cp -r "$calc/." "$work/calc.trace.d"
(cd "$work/calc.trace.d" && "$KABA" trace -q -o run.trace --include 'antlr.*' -- \
	"$java" -cp "$antlr" antlr.Tool calc.g >/dev/null 2>&1)
"$KABA" rewrite -q "$antlr" --trace "$work/calc.trace.d/run.trace" -o "$work/antlr.jar" 2>"$work/antlr.err"
check "antlr traced on calc.g: rewrite exit 0" test $? -eq 0
comment "$work/antlr.err"
check "antlr: every class verifies" verified "$work/antlr.jar"
antlr_on() {   # antlr_on JAR DIR: antlr.Tool on calc.g in a fresh copy
	cp -r "$calc/." "$2"
	(cd "$2" && "$java" -Xverify:all -cp "$1" antlr.Tool calc.g >stdout 2>stderr; echo $? >status)
}
antlr_on "$antlr" "$work/calc.orig"
antlr_on "$work/antlr.jar" "$work/calc.new"
check "antlr: the traced run generates byte-identical files, same messages and status" \
	diff -r "$work/calc.orig" "$work/calc.new"

# ---- a version 1 trace: the full static analysis ------------------------------------
"$KABA" analyze "$paper" --trace "$data/paper-v1.trace" -o "$work/v1" >/dev/null 2>"$work/v1.err"
check "version 1 trace: exit 0" test $? -eq 0
check "version 1 trace: a warning says the jar comes from the full static analysis" \
	grep -q "version 1 trace records no methods" "$work/v1.err"
check "version 1 trace: report.json says so" \
	test "$(json "$work/v1/report.json" .restructured_jar.methods_run)" = 0
jar=$work/v1/paper-restructured.jar
check "version 1 trace: every class verifies" verified "$jar"
check "version 1 trace: same output without an argument" same_on "$jar" "$paper" Client
check "version 1 trace: same output with an argument" same_on "$jar" "$paper" Client x

# ---- a trace of another program: no entry point in the input ------------------------
ex=$BUILD/fixtures/trace_exit.jar   # no Main-Class
"$KABA" analyze "$ex" --trace "$work/plain.trace" -o "$work/foreign" >/dev/null 2>"$work/foreign.err"
status=$?
check "a trace whose main is not in the input: analyze exit 0 ($status), the report only" \
	test $status -eq 0 -a -s "$work/foreign/report.json" -a ! -e "$work/foreign/trace_exit-restructured.jar"
check "... and a warning says why there is no jar" \
	grep -q "warning: no restructured jar: analysis: no entry point" "$work/foreign.err"
"$KABA" rewrite "$ex" --trace "$work/plain.trace" -o "$work/foreign.jar" >/dev/null 2>&1
status=$?
check "... kaba rewrite: exit 2 ($status), no jar" test $status -eq 2 -a ! -e "$work/foreign.jar"

# ---- bad trace input ----------------------------------------------------------------
head -c 200 "$work/plain.trace" >"$work/cut.trace"
"$KABA" analyze "$paper" --trace "$work/cut.trace" -o "$work/bad" >/dev/null 2>"$work/bad.err"
status=$?
check "truncated trace: exit 2 ($status)" test $status -eq 2
check "truncated trace: one line kaba: FILE: what (at offset N)" \
	sh -c "test \$(wc -l <'$work/bad.err') -eq 1 && grep -q '^kaba: .*cut.trace: .*(at offset [0-9]*)' '$work/bad.err'"
check "truncated trace: no output" test -z "$(ls -A "$work/bad" 2>/dev/null)"
"$KABA" rewrite "$paper" --trace "$work/cut.trace" -o "$work/bad.jar" >/dev/null 2>"$work/badrw.err"
status=$?
check "kaba rewrite, truncated trace: exit 2, no jar" test $status -eq 2 -a ! -e "$work/bad.jar"
"$KABA" rewrite "$paper" --trace "$work/none.trace" -o "$work/bad.jar" >/dev/null 2>"$work/none.err"
status=$?
check "kaba rewrite, missing trace: exit 3, no jar" test $status -eq 3 -a ! -e "$work/bad.jar"
# Super calls from sibling methods (rule E7): objects that ran an overridden
# body only through super.m() (kaba stopped with I2, exit 1, before).
sib=$BUILD/fixtures/bodies_super_sibling.jar
"$KABA" trace -o "$work/sib.trace" -- "$JAVA_HOME/bin/java" -cp "$sib" sib.Main >/dev/null 2>&1
"$KABA" analyze "$sib" --trace "$work/sib.trace" -o "$work/sib" -q --no-svg 2>"$work/sib.err"
status=$?
check "super calls from sibling methods, traced: exit 0 ($(head -c 200 "$work/sib.err"))" test $status -eq 0
sib_same() {
	[ -s "$1" ] && verified "$1" && same_on "$1" "$sib" sib.Main
}
check "super calls from sibling methods, traced: verified, same output" \
	sib_same "$work/sib/bodies_super_sibling-restructured.jar"
echo "1..$n"
