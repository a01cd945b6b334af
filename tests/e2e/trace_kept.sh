#!/bin/sh
# The dynamic variant's promise, checked twice (issue 25).
#
# 1. Before the jar is written, every method the traces record as run keeps
#    its own body (src/rewrite/ran.c).  trace_unseen is restructured with the
#    trace of a variant whose extra() calls Tools.scale and Square.area, which
#    the analysis of the fixture finds dead: without the fallback kaba refuses
#    (exit 4, naming the method); with it the blamed classes are frozen and
#    both bodies stay.
# 2. Differential: every traced fixture run of tests/e2e/trace.sh and
#    dynamic_jar.sh is restructured from its trace, and the restructured jar
#    runs the same input under the agent again.  The two runs print the same
#    and exit alike, and the same methods run: each method the first trace
#    ran, mapped through mapping.txt (at the level of class and name: the
#    generator retypes descriptors), ran in the second, and each original
#    method that ran in the second had a preimage run in the first (methods
#    the generator adds, bridges and forwarding constructors, map from none).
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/trace_kept
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
. "$(dirname "$0")/lib/jars.sh"   # java, verified, comment, check
fx=$BUILD/fixtures
n=0
todo=

# ---- 1. the invariant ------------------------------------------------------------
tu=$fx/trace_unseen.jar
mkdir -p "$work/variant/src" "$work/variant/cls"
sed 's|^\(	static void extra(Shape s) {\)$|\1 System.out.println(Tools.scale(s, 3));|' \
	"$(dirname "$0")/../fixtures/trace_unseen/tu/Main.java" >"$work/variant/src/Main.java"
"$JAVA_HOME/bin/javac" -d "$work/variant/cls" "$work/variant/src/Main.java"
"$KABA" trace -q -o "$work/variant.trace" -- "$java" -cp "$work/variant/cls" tu.Main x \
	>"$work/variant.out"
check "the variant ran Tools.scale and Square.area" \
	grep -qx "square
12" "$work/variant.out"
"$KABA" rewrite --no-fallback "$tu" --trace "$work/variant.trace" -o "$work/refused.jar" \
	>/dev/null 2>"$work/refused.err"
status=$?
check "a traced method the analysis finds dead: --no-fallback refuses, exit 4 ($status), no jar" \
	test $status -eq 4 -a ! -e "$work/refused.jar"
check "... one line naming the method: ran in the traces but would be lost" \
	sh -c "test \$(wc -l <'$work/refused.err') -eq 1 &&
	       grep -q 'restructuring not supported: tu/\(Square.area()I\|Tools.scale(Ltu/Shape;I)I\) ran in the traces but' '$work/refused.err'"
comment "$work/refused.err"
"$KABA" rewrite "$tu" --trace "$work/variant.trace" -o "$work/kept.jar" >/dev/null 2>"$work/kept.err"
check "with the fallback: exit 0" test $? -eq 0
comment "$work/kept.err"
check "with the fallback: every class verifies" verified "$work/kept.jar"
has_body() {   # has_body CLASS METHOD-DECLARATION: javap shows it with code, no stub
	"$JAVA_HOME/bin/javap" -c -p -cp "$work/kept.jar" "$1" >"$work/javap.txt" &&
		grep -q "^  $2;$" "$work/javap.txt" && ! grep -q "not run by the traces" "$work/javap.txt"
}
check "with the fallback: Tools.scale is kept, with its body" has_body tu.Tools "static int scale(tu.Shape, int)"
check "with the fallback: Square.area keeps its body" has_body tu.Square "int area()"

# ---- 2. differential: the restructured jar traced again -----------------------------
# ran_names TRACE: the methods that ran, as "a.b.C.m" (descriptor dropped)
ran_names() {
	"$KABA" trace --show "$1" | sed -n 's/^\(ran\|assumed\) \([^(]*\)(.*/\2/p' | tr / . | sort -u
}
# map_pairs MAPPING: "old new" per method line ("a.b.C.m a.b.D.m2"), moved ones and
# copies too (a method may have several images: its home and its copies)
map_pairs() {
	awk '
	/^[^ #].* -> .*:$/ { old = $1; new = $3; sub(/:$/, "", new); next }
	/^    # (moved|copy): / && /\(/ {
		line = $0; sub(/^    # (moved|copy): /, "", line)
		split(line, p, " -> "); split(p[1], d, " "); m = d[2]; sub(/\(.*/, "", m)
		print old "." m " " p[2]; next
	}
	/^    [^#]/ && /\(/ {
		split($0, p, " -> "); split(p[1], d, " "); m = d[2]; sub(/\(.*/, "", m)
		print old "." m " " new "." p[2]
	}' "$1" | sort -u
}
# same_methods OLD.trace NEW.trace MAPPING: see the header
same_methods() {
	ran_names "$1" >"$work/old.ran"
	ran_names "$2" >"$work/new.ran"
	map_pairs "$3" >"$work/pairs"
	# old -> new: a method that ran before must run as one of its images
	# (one, or its home and its copies); a method the mapping does not list
	# keeps its name
	awk 'FILENAME == ARGV[1] { img[$1] = img[$1] " " $2; next }
	     FILENAME == ARGV[2] { ran[$1] = 1; next }
	     { k = split(($1 in img) ? img[$1] : $1, v, " "); hit = 0
	       for (i = 1; i <= k; i++) hit = hit || (v[i] in ran)
	       if (!hit) print $1 " (as" (($1 in img) ? img[$1] : " " $1) ")" }' \
		"$work/pairs" "$work/new.ran" "$work/old.ran" | sort >"$work/missing"
	# images of original methods that ran in the new run but of nothing the old one ran
	awk 'NR == FNR { ran[$1] = 1; next } { print $2, ($1 in ran) }' "$work/old.ran" "$work/pairs" |
		sort -u | awk '{ any[$1] = any[$1] || $2 } END { for (m in any) if (!any[m]) print m }' |
		sort >"$work/unmapped"
	comm -12 "$work/unmapped" "$work/new.ran" >"$work/extra"
	if [ -s "$work/missing" ] || [ -s "$work/extra" ]; then
		sed 's/^/missing: /' "$work/missing" | comment
		sed 's/^/extra: /' "$work/extra" | comment
		return 1
	fi
}
# differential NAME JAR MAIN ARGS...: trace, restructure, trace again, compare
differential() {
	name=$1 jar=$2 main=$3; shift 3
	d=$work/$name && mkdir -p "$d"
	(cd "$d" && timeout 120 "$KABA" trace -q -o old.trace -- "$java" -cp "$jar" "$main" "$@" \
		>old.out 2>old.err; echo $? >old.status)
	"$KABA" rewrite -q "$jar" --trace "$d/old.trace" -o "$d/new.jar" --mapping "$d/mapping.txt" \
		2>"$d/rewrite.err"
	if [ $? -ne 0 ]; then
		check "$name: restructured from its trace" false
		comment "$d/rewrite.err"
		return
	fi
	(cd "$d" && timeout 120 "$KABA" trace -q -o new.trace -- "$java" -cp new.jar "$main" "$@" \
		>new.out 2>new.err; echo $? >new.status)
	check "$name: the restructured jar, traced again, prints the same and exits alike" \
		sh -c "cmp -s '$d/old.out' '$d/new.out' && cmp -s '$d/old.status' '$d/new.status'"
	check "$name: the same methods ran (through mapping.txt)" \
		same_methods "$d/old.trace" "$d/new.trace" "$d/mapping.txt"
}
differential paper "$fx/paper.jar" Client
differential paper-arg "$fx/paper.jar" Client arg
differential threads "$fx/trace_threads.jar" threads.Main
differential exceptions "$fx/trace_exceptions.jar" exc.Main
for how in exit throw halt return; do
	differential "exit-$how" "$fx/trace_exit.jar" ex.Main "$how"
done
differential reflect "$fx/trace_reflect.jar" refl.Main
differential partial "$fx/trace_partial.jar" tp.Main
differential lambda_cut "$fx/trace_lambda_cut.jar" t380.p0.Main even
differential dead_ctor "$fx/trace_dead_ctor.jar" t55.p0.Main even
differential reflog "$fx/reflog_forname.jar" rl.Main rl.Loud
differential unseen "$fx/trace_unseen.jar" tu.Main x
for manifest in "$(dirname "$0")"/../fixtures/hazard_*/MANIFEST.MF; do
	hz=$(basename "$(dirname "$manifest")")
	differential "$hz" "$fx/$hz.jar" \
		"$(sed -n 's/^Main-Class: *//p' "$manifest" | tr -d '\r')"
done
echo "1..$n"
