#!/bin/sh
# The behaviour-preservation harness, CI scope (behavior-harness.md §5):
# about 2,100 generated programs through the engine, judged by the oracle,
# plus the mutant self-test (§6), exit-code programs in JVMs of their own
# and the regression corpus.  Then the static engine (the real rewrite) on
# a fixed sample of about 550 programs (every C=3 skeleton among them),
# apart, since it does not pass the whole scope yet: no failure allowed,
# refusals (exit 4) counted.  Two shards run at a time (2 cores).  Prints
# TAP lines: one per failure category, one per self-test floor, the counts
# and the wall time.
#
# Environment: KABA, BUILD, JAVA_HOME (from make test); KABA_ENGINE to test
# another engine: a script of tests/harness/engines (identity, roundtrip,
# static, dynamic) or a template with {in} {out} {name}.  The default is
# `identity`, kaba rewrite --identity: every stack map frame regenerated.
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
export KABA_ENGINE="${KABA_ENGINE:-identity}"
echo "# engine: $KABA_ENGINE"

# NAME RELEASE DEBUG [shard options] -- kgen options; longest first.
# X: the exit-code programs (main ends in System.exit), a JVM per run.
# Sampling steps are coprime with C! (7, 19 for C=4; 239 for C=5): a step
# like the design's 6 fixes the parents of K1 and K2 (kgen warns).
cat >"$work/shards" <<EOF
M 17 -g -u 1,2,3,4,5 -- -n 0-6143/19 -s 7 -C 4 -M 3 -F 2 -P 2 -I 1
static/S1 17 -g -E static -- -n 0-6143/61 -s 3 -C 4 -M 3 -F 2 -P 2 -I 1 -x default,-overload,-arrays,-lambda
static/S2 17 -g -E static -- -n 0-383/7 -s 5 -C 3 -M 2 -F 1 -P 2 -I 1
static/A2 17 -g:none -E static -- -n 0-383 -s 2 -C 3 -M 2 -F 1 -P 2 -I 1
B1 8 -g -- -n 0-3070/7 -s 1 -C 4 -M 3 -F 2 -P 2 -I 2
B2 8 -g:none -- -n 3073-6143/7 -s 1 -C 4 -M 3 -F 2 -P 2 -I 2
C 17 -g:none -- -n 0-122879/239 -s 1 -C 5 -M 3 -F 2 -P 2 -I 2 -x all
A1 17 -g -- -n 0-383 -s 1 -C 3 -M 2 -F 1 -P 2 -I 1
X 17 -g -e -- -n 0-383/19 -s 3 -C 3 -M 2 -F 1 -P 2 -I 1 -x default,exit
EOF
if ls "$harness/regressions"/t*/ >/dev/null 2>&1; then
	echo "R 17 -g -d $harness/regressions --" >>"$work/shards"
	echo "static/R 17 -g -E static -d $harness/regressions --" >>"$work/shards"
fi
mkdir -p "$work/static"
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
# NOT_IMPLEMENTED (kaba's exit 4) is no PASS: the engine did not do its job.
for cat in GEN_INVALID GEN_NONDET ENGINE_ NOT_IMPLEMENTED FORMAT VERIFY LINKAGE CRASH BEHAVIOR EXIT HANG LATTICE_BLOWUP; do
	c=$(count "$cat")
	tap "$c" "no $cat failures ($c of $total programs)"
	[ "$c" -eq 0 ] || grep "^[^ ]* $cat" "$work/all.txt" | head -5 | sed 's/^/#   /'
done
# Buckets (§4): category and message with names, digits and hashes normalised.
grep -v ' PASS' "$work/all.txt" | cut -d' ' -f2- |
	sed 's/t[0-9][0-9]*/T/g; s/@[0-9a-f][0-9a-f]*/@H/g; s/[0-9][0-9]*/N/g' | cut -c1-150 |
	sort | uniq -c | sort -rn | head -10 | sed 's/^/# bucket /'
flakes=$(count HARNESS_FLAKE)
[ $((flakes * 100)) -le "$total" ]
tap $? "harness flakes at most 1 % ($flakes)"
echo "# trends: REJECT $(count REJECT) NO_OP $(grep -c ' PASS noop' "$work/all.txt") DYN_UNSEEN $(count DYN_UNSEEN) of $total"
compiled=$(cat "$work"/*/names 2>/dev/null | grep -c .)
[ "$total" -ge 2000 ]
tap $? "at least 2,000 programs judged ($total, $compiled compiled)"

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

# The static engine's sample (issue 7: "from then on with the real
# rewrite"): every program it restructures must behave the same; a refusal
# (kaba's exit 4, or 2) is no failure but never a pass either.  A jar with
# more than 4x the input's classes (LATTICE_BLOWUP, behavior-harness.md §3)
# verified and behaved the same, so it is a quality goal missed, not a
# behaviour failure: it gets a TAP TODO line of its own, counted apart by
# summary.sh and never as passed.
cat "$work"/static/*/results.txt >"$work/static.txt" 2>/dev/null
stotal=$(grep -c . "$work/static.txt")
spass=$(grep -c ' PASS\( \|$\)' "$work/static.txt")
sni=$(grep -c ' NOT_IMPLEMENTED' "$work/static.txt")
# PASS_FALLBACK K/N: the jar verified and behaved the same, but only after
# the fallback froze K of the program's N classes.
sfb=$(grep -c ' PASS_FALLBACK' "$work/static.txt")
sfrozen=$(awk '$2 == "PASS_FALLBACK" { split($3, k, "/"); f += k[1]; n += k[2] } END { printf "%d of %d", f, n }' "$work/static.txt")
grep ' LATTICE_BLOWUP' "$work/static.txt" >"$work/static-blowups.txt"
sblow=$(grep -c . "$work/static-blowups.txt")
grep -v ' PASS\| NOT_IMPLEMENTED\| REJECT\| LATTICE_BLOWUP' "$work/static.txt" >"$work/static-failures.txt"
sfail=$(grep -c . "$work/static-failures.txt")
tap "$sfail" "static engine: no failure among $stotal programs ($spass restructured and passed, $sfb passed with classes frozen by the fallback, $sni not implemented, $sblow too many classes, $sfail failed)"
sed 's/^/#   /' "$work/static-failures.txt" | cut -c1-200 | head -10
if [ "$sfb" -eq 0 ]; then
	tap 0 "static engine: no jar needed the restructuring fallback"
else
	n=$((n + 1))
	echo "not ok $n - static engine: $sfb jars needed the restructuring fallback ($sfrozen of their classes frozen) # TODO restructure them whole"
fi
if [ "$sblow" -eq 0 ]; then
	tap 0 "static engine: no jar has more than 4x the input's classes"
else
	n=$((n + 1))
	echo "not ok $n - static engine: $sblow jars with more than 4x the input's classes (LATTICE_BLOWUP: $(cut -d' ' -f1 "$work/static-blowups.txt" | tr '\n' ' ')) # TODO the simplification is not aggressive enough for them"
fi
[ "$spass" -gt 0 ]
tap $? "static engine: some program restructured and passed ($spass of $stotal)"
echo "# static engine, most frequent refusals:"
cat "$work"/static/*/engine/*.err 2>/dev/null | sed -n 's/^kaba: [^ ]*: restructuring not supported: //p' |
	sed 's/t[0-9][0-9]*/T/g; s/[0-9][0-9]*/N/g' | cut -c1-120 | sort | uniq -c | sort -rn | head -5 |
	sed 's/^/#   /'

# Other work on the machine stretches the wall time, so the budget is
# checked on CPU time: children's user+sys over the 2 cores.
times >"$work/times"
cpu=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$work/times")
rate=$(awk -v t="$total" -v w="$wall" 'BEGIN { printf "%.1f", w ? t / w : 0 }')
echo "# wall time ${wall} s for $total programs ($rate programs/s, 2 shards in parallel); CPU ${cpu} s"
[ $((cpu / 2)) -le "$limit" ]
tap $? "CI scope within $limit s on 2 cores (CPU ${cpu} s / 2; wall ${wall} s)"
exit 0
