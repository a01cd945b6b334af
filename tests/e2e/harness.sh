#!/bin/sh
# The behaviour-preservation harness, CI scope (docs/harness.md §5;
# issue 7): about 2,500 generated programs through the engine, by default
# the real rewrite (kaba analyze's restructured jar), judged by the oracle,
# plus the mutant self-test (§6), exit-code programs in JVMs of their own
# and the regression corpus.  Two shards run at a time (2 cores).  Prints
# TAP lines: one per failure category, one per self-test floor, the counts,
# the share restructured whole (a jar kaba's restructuring fallback wrote
# after freezing classes is PASS_FALLBACK, never a plain PASS) and the CPU
# time.
#
# Environment: KABA, BUILD, JAVA_HOME (from make test); KABA_ENGINE to test
# another engine: a script of tests/harness/engines (static, identity,
# roundtrip, dynamic) or a template with {in} {out} {name}.  The default is
# `static`: kaba analyze --main tN.p0.Main, its restructured jar.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
harness=$root/tests/harness
export HARNESS="$build/harness"
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
limit=${HARNESS_CI_SECONDS:-600}
work=$HARNESS/ci
n=0
tap() {
	n=$((n + 1))
	if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi
}

start=$(date +%s)
sh "$harness/build.sh" "$build" >"$HARNESS.build.log" 2>&1
tap $? "harness tools build (kgen, Runner)"
rm -rf "$work"
mkdir -p "$work"

# kgen reproduces a program from its command line.
"$HARNESS/kgen" -o "$work/det1" -n 4321 -s 9 -C 4 -M 3 -F 2 -I 2 -x all >/dev/null &&
	"$HARNESS/kgen" -o "$work/det2" -n 4321 -s 9 -C 4 -M 3 -F 2 -I 2 -x all >/dev/null &&
	diff -r "$work/det1" "$work/det2" >/dev/null
tap $? "kgen is deterministic"

export KABA="${KABA:-$build/kaba}"
export KABA_ENGINE="${KABA_ENGINE:-static}"
echo "# engine: $KABA_ENGINE"

# NAME RELEASE DEBUG [shard options] -- kgen options; longest first.
# M also feeds the mutant engines; C has every feature (reflection too);
# X: the exit-code programs (main ends in System.exit), a JVM per run.
# Every shard goes through $KABA_ENGINE (no -E: the static one by default),
# at both releases and debug settings.  B1 and B2
# (C=4 with two interfaces) found the shapes of regressions/t9004002-4 (a
# default method of the less specific interface selected, fixed by 8909aec;
# an overload made an override below a frozen class, fixed by 4eb6d0c).
# D and RD: every C=3 skeleton (A1's and L1's, without `locals`) and the regression corpus
# through the dynamic engine (§5: both modes): the `even` run traced, its
# jar from the traced static analysis, `odd` compared for information only
# (DYN_UNSEEN); about 0.33 CPU s a program (D alone at 6cac13c: 122 CPU s,
# 186 PASS, 44 PASS_FALLBACK, 154 DYN_UNSEEN).
# A1 and L1 (issue 19): every C=3 skeleton with kgen's `locals` (objects in
# locals of Main, copied to supertypes and interfaces around try/catch,
# nested catches, branches and loops), half with a LocalVariableTable (-g)
# and half without (-g:none): the same programs as A1 had before, plus their
# l-probes, so the scope costs about what it did.  R0: the regression corpus
# without a LocalVariableTable too (R has it).  So every debug setting meets
# both releases (C, B2, A2, L1, R0 without; M, D, B1, A1, X, R with).
# P: kgen's `protocol` feature, the library's callbacks into the program
# (an enum through EnumSet/EnumMap/valueOf, serialization hooks and the
# constructors the object streams call): 35 programs, about 6 CPU s.
# Sampling steps are coprime with C! (7, 19 for C=4; 239 for C=5): a step
# like the design's 6 fixes the parents of K1 and K2 (kgen warns).
cat >"$work/shards" <<EOF
C 17 -g:none -- -n 0-122879/239 -s 1 -C 5 -M 3 -F 2 -P 2 -I 2 -x all
M 17 -g -u 1,2,3,4,5 -- -n 0-6143/19 -s 7 -C 4 -M 3 -F 2 -P 2 -I 1
D 17 -g -E dynamic -- -n 0-383 -s 1 -C 3 -M 2 -F 1 -P 2 -I 1
B1 8 -g -- -n 0-3070/7 -s 1 -C 4 -M 3 -F 2 -P 2 -I 2
B2 8 -g:none -- -n 3073-6143/7 -s 1 -C 4 -M 3 -F 2 -P 2 -I 2
A1 17 -g -- -n 0-191 -s 1 -C 3 -M 2 -F 1 -P 2 -I 1 -x default,locals
L1 17 -g:none -- -n 192-383 -s 1 -C 3 -M 2 -F 1 -P 2 -I 1 -x default,locals
A2 8 -g:none -- -n 0-383 -s 2 -C 3 -M 2 -F 1 -P 2 -I 1
X 17 -g -e -- -n 0-383/19 -s 3 -C 3 -M 2 -F 1 -P 2 -I 1 -x default,exit
P 17 -g -- -n 0-383/11 -s 4 -C 3 -M 2 -F 1 -P 2 -I 1 -x default,protocol
EOF
if ls "$harness/regressions"/t*/ >/dev/null 2>&1; then
	echo "R 17 -g -d $harness/regressions --" >>"$work/shards"
	echo "R0 17 -g:none -d $harness/regressions --" >>"$work/shards"
	echo "RD 17 -g -d $harness/regressions -E dynamic --" >>"$work/shards"
fi
xargs -P 2 -L 1 sh -c 'name=$1; shift; sh "$0" "$HARNESS/ci/$name" "$@" 2>"$HARNESS/ci/$name.err" ||
	echo "$name" >>"$HARNESS/ci/failed"' \
	"$harness/shard.sh" <"$work/shards" 2>/dev/null
wall=$(($(date +%s) - start))
[ ! -s "$work/failed" ]
tap $? "every shard ran$(test -s "$work/failed" && echo ": $(cat "$work/failed" | tr '\n' ' ')")"

cat "$work"/*/results.txt >"$work/all.txt" 2>/dev/null
total=$(grep -c . "$work/all.txt")
count() { grep -c "^[^ ]* $1" "$work/all.txt"; }
echo "# categories:"
cut -d' ' -f2 "$work/all.txt" | sed 's/[:].*//' | sort | uniq -c | sed 's/^/#   /'
# NOT_IMPLEMENTED (kaba's exit 4) is no PASS: the engine did not do its job
# (with the restructuring fallback, kaba writes a jar for every program).
for cat in GEN_INVALID GEN_NONDET ENGINE_ NOT_IMPLEMENTED FORMAT VERIFY LINKAGE CRASH BEHAVIOR EXIT HANG; do
	c=$(count "$cat")
	tap "$c" "no $cat failures ($c of $total programs)"
	[ "$c" -eq 0 ] || grep "^[^ ]* $cat" "$work/all.txt" | head -5 | cut -c1-200 | sed 's/^/#   /'
done
# Buckets (§4): category and message with names, digits and hashes normalised.
grep -v ' PASS' "$work/all.txt" | cut -d' ' -f2- |
	sed 's/t[0-9][0-9]*/T/g; s/@[0-9a-f][0-9a-f]*/@H/g; s/[0-9][0-9]*/N/g' | cut -c1-150 |
	sort | uniq -c | sort -rn | head -10 | sed 's/^/# bucket /'
flakes=$(count HARNESS_FLAKE)
[ $((flakes * 100)) -le "$total" ]
tap $? "harness flakes at most 1 % ($flakes)"
echo "# trends: REJECT $(count REJECT) NO_OP $(grep -c ' PASS noop' "$work/all.txt") DYN_UNSEEN $(count DYN_UNSEEN) of $total"

# Issue 7: at least 2,000 programs whose rewritten jar the oracle judged
# (a refusal, a crash or a program that did not compile is not judged).
# The shards without -E ran $KABA_ENGINE: how many of them it rewrote.
judged_in() { grep -vc ' \(GEN_\|REJECT\|NOT_IMPLEMENTED\|ENGINE_\)' "$@"; }
judged=$(judged_in "$work/all.txt")
awk '!/ -E / { print $1 }' "$work/shards" | while read -r name; do cat "$work/$name/results.txt"; done >"$work/mine.txt" 2>/dev/null
mine=$(judged_in "$work/mine.txt")
compiled=$(cat "$work"/*/names 2>/dev/null | grep -c .)
[ "$judged" -ge 2000 ]
tap $? "at least 2,000 programs rewritten and judged ($judged of $total, $compiled compiled; $mine by $KABA_ENGINE)"
# PASS_FALLBACK K/N: the jar verified and behaved the same, but only after
# kaba's restructuring fallback froze K of the program's N classes: a TODO
# line of its own, with the share of $KABA_ENGINE's programs restructured whole.
pass=$(grep -c ' PASS\( \|$\)' "$work/mine.txt")
fb=$(grep -c " PASS_FALLBACK" "$work/mine.txt")
frozen=$(awk '$2 == "PASS_FALLBACK" { split($3, k, "/"); f += k[1]; n += k[2] } END { printf "%d of %d", f, n }' "$work/mine.txt")
share=$(awk -v p="$pass" -v j="$mine" 'BEGIN { printf "%.1f", j ? 100 * p / j : 0 }')
if [ "$fb" -eq 0 ]; then
	tap 0 "$pass of $mine programs ($share %) rewritten whole by $KABA_ENGINE, none needed the restructuring fallback"
else
	n=$((n + 1))
	echo "not ok $n - $pass of $mine programs ($share %) rewritten whole by $KABA_ENGINE; $fb passed after the restructuring fallback froze $frozen of their classes # TODO restructure them whole"
fi
# A jar with more than 4x the input's classes (LATTICE_BLOWUP, §3)
# verified and behaved the same: a quality goal missed, not a behaviour
# failure, so a TODO line of its own naming the programs.
grep ' LATTICE_BLOWUP' "$work/all.txt" >"$work/blowups.txt"
blow=$(grep -c . "$work/blowups.txt")
if [ "$blow" -eq 0 ]; then
	tap 0 "no jar has more than 4x the input's classes"
else
	n=$((n + 1))
	echo "not ok $n - $blow jars with more than 4x the input's classes (LATTICE_BLOWUP: $(cut -d' ' -f1 "$work/blowups.txt" | tr '\n' ' ')) # TODO the simplification is not aggressive enough for them"
fi
refusals=$(cat "$work"/*/engine/*.err 2>/dev/null | sed -n 's/^kaba: [^ ]*: restructuring not supported: //p' |
	sed 's/t[0-9][0-9]*/T/g; s/[0-9][0-9]*/N/g' | cut -c1-120 | sort | uniq -c | sort -rn | head -5)
[ -z "$refusals" ] || { echo "# most frequent refusals:"; echo "$refusals" | sed 's/^/#   /'; }

# §6: each mutant must be caught at its floor.
for spec in "1 80 super-to-this" "2 80 drop-override" "3 50 drop-hiding-field" "4 100 reparent" "5 50 private"; do
	set -- $spec
	f=$work/M/mutant-$1.txt
	applicable=$(grep -vc ' GEN_INVALID' "$f" 2>/dev/null)
	caught=$(grep -v ' GEN_INVALID' "$f" 2>/dev/null | grep -vc ' PASS')
	[ "${applicable:-0}" -gt 0 ] && [ $((caught * 100)) -ge $(($2 * applicable)) ]
	tap $? "mutant $1 ($3) caught $caught of $applicable, floor $2 %"
	invalid=$(grep -c ' GEN_INVALID' "$f" 2>/dev/null)
	[ "${invalid:-0}" -eq 0 ] || echo "# mutant $1: $invalid mutated classes did not compile (generator bug)"
done

# Other work on the machine stretches the wall time, so the budget is
# checked on CPU time: children's user+sys over the 2 cores.  Each shard's
# own share (shard.sh writes WORK/times) shows where it goes.
cpu_of() { awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1"; }
while read -r name _; do
	[ ! -f "$work/$name/times" ] ||
		echo "# shard $name: $(grep -c . "$work/$name/results.txt") programs, CPU $(cpu_of "$work/$name/times") s"
done <"$work/shards"
times >"$work/times"
cpu=$(cpu_of "$work/times")
rate=$(awk -v t="$total" -v w="$wall" 'BEGIN { printf "%.1f", w ? t / w : 0 }')
echo "# wall time ${wall} s for $total programs ($rate programs/s, 2 shards in parallel); CPU ${cpu} s"
[ $((cpu / 2)) -le "$limit" ]
tap $? "CI scope within $limit s on 2 cores (CPU ${cpu} s / 2; wall ${wall} s)"
exit 0
