#!/bin/sh
# The long run of the behaviour harness (docs/harness.md §5): every
# skeleton with 1 to 4 classes (M=3, F=2, P=2, I=1) for several seeds, with
# --release 8 and 17, the mutant self-test on a larger sample, and a table
# in tests/harness/LONG-RESULTS.md.  Odd seeds compile release 17 with -g
# and 8 with -g:none, even seeds the other way round; seeds from 3 on place
# kgen's `locals`.  At full size (4 seeds) this is about
# 53,000 programs: hours on 2 cores.
#
#   tests/harness/long.sh [BUILD]
#
# Environment: SEEDS (default "1 2 3 4"), STEP (take every STEP-th C=4
# skeleton, default 1; keep it coprime with 24, e.g. 5, 7, 49), MAXC
# (default 4), KABA_ENGINE as for shard.sh (default static: the real
# rewrite, kaba analyze's restructured jar), KABA,
# JAVA_HOME, MICRO_STEP (every MICRO_STEP-th index of the micro-mode, C=2,
# default 7; 1 is all 68,450, of which about 43 % are valid programs),
# LONG_NOTE (a paragraph for the table's head: which kaba, what is left out),
# LONG_TABLE_ONLY (write the table of the work dir's results, run nothing),
# LONG_ONLY (an extended regular expression: run only the shards whose
# names match, e.g. '^(C4-s[34]|M|micro)'; the rest are listed as not run),
# LONG_JOBS (shards at a time, default 2; 1 on a machine shared with others).
# Work files go to BUILD/harness/long.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-${BUILD:-$root/build}}
export HARNESS="$build/harness"
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
seeds=${SEEDS:-1 2 3 4}
step=${STEP:-1}
maxc=${MAXC:-4}
work=$HARNESS/long
sizes="-M 3 -F 2 -P 2 -I 1"
micro="-C 2 -M 1 -F 1 -P 1 -I 0"
micro_step=${MICRO_STEP:-7}
per_shard=800

export KABA="${KABA:-$build/kaba}"
[ -n "${KABA_ENGINE:-}" ] || KABA_ENGINE=static
export KABA_ENGINE
start=$(date +%s)

# Shard lines NAME-rREL-FIRST for indices 0..TOTAL-1 taking every STEP-th,
# at most $per_shard indices a shard, for both releases; FLIP 0 compiles
# release 17 with -g and 8 with -g:none, FLIP 1 the other way round, so
# that both releases meet classes with and without a LocalVariableTable:
#   shards NAME TOTAL STEP FLIP KGEN-OPTIONS...
shards() {
	name=$1 total=$2 s=$3 flip=$4
	shift 4
	chunk=$((per_shard * s))
	for rel in 8 17; do
		first=0
		while [ "$first" -lt "$total" ]; do
			last=$((first + chunk - 1))
			[ "$last" -lt "$total" ] || last=$((total - 1))
			dbg=-g
			[ $((rel == 8)) -eq $((flip == 0)) ] && dbg=-g:none
			echo "$name-r$rel-$first $rel $dbg -- -n $first-$last/$s $*"
			first=$((last + 1))
		done
	done
}

# LONG_TABLE_ONLY=1: no run, only the table of what WORK holds (a run
# stopped part-way; its shards file says what was planned).
if [ -n "${LONG_TABLE_ONLY:-}" ]; then
	missing=$(awk '{ print $1 }' "$work/shards" | while read -r sh; do [ -f "$work/$sh/times" ] || printf '%s ' "$sh"; done)
	how="tabulated $(date -u '+%H:%M UTC') from the work dir (LONG_TABLE_ONLY)${missing:+; shards not run: $missing}"
else
	sh "$here/build.sh" "$build" || exit 1
	rm -rf "$work"
	mkdir -p "$work"

	# C × seed × release × index range, then the micro-mode (§2).  Even
	# seeds swap the debug settings of the releases; seeds from 3 on add
	# kgen's `locals` (issue 19: objects in locals of Main around
	# try/catch, branches and loops, copied to supertypes and interfaces).
	for c in $(seq 1 "$maxc"); do
		s=1
		[ "$c" -eq 4 ] && s=$step
		for seed in $seeds; do
			x=
			[ "$seed" -lt 3 ] || x="-x default,locals"
			shards "C$c-s$seed" "$("$HARNESS/kgen" -c -C "$c" $sizes)" "$s" $((seed % 2 == 0)) \
				-s "$seed" -C "$c" $sizes $x
		done
	done >"$work/shards"
	# The mutants before the micro-mode: a run stopped part-way still has
	# the oracle's self-test.
	echo "M 17 -g -u 1,2,3,4,5 -- -n 0-6143/$((step > 5 ? step : 5)) -s 11 -C 4 $sizes" >>"$work/shards"
	shards micro "$("$HARNESS/kgen" -c -m $micro)" "$micro_step" 0 -s 1 -m $micro >>"$work/shards"
	grep -E "^(${LONG_ONLY:-.})" "$work/shards" >"$work/run" || true
	xargs -P "${LONG_JOBS:-2}" -L 1 sh -c 'name=$1; shift; sh "$0" "$HARNESS/long/$name" "$@" 2>"$HARNESS/long/$name.err" ||
		echo "$name" >>"$HARNESS/long/failed"' "$here/shard.sh" <"$work/run"
	wall=$(($(date +%s) - start))
	times >"$work/times"
	cpu=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$work/times")
	missing=$(awk '{ print $1 }' "$work/shards" | while read -r sh; do [ -f "$work/$sh/times" ] || printf '%s ' "$sh"; done)
	how="wall ${wall} s, CPU ${cpu} s on $(nproc) cores${missing:+; shards not run: $missing}"
fi

# One table row per class count and release, summed over seeds and shards.
# One row: the results of the finished shards NAME-*-rREL-* (or
# NAME-rREL-*); a shard stopped part-way (no times file) is left out.
row() {
	for d in "$work"/$1-r$2-* "$work"/$1-*-r$2-*; do
		[ ! -f "$d/times" ] || cat "$d/results.txt"
	done | awk -v c="$3" -v r="$2" '
		{ n++; k = $2; sub(/[: ].*/, "", k) }
		k == "PASS" { pass++; if ($3 == "noop") noop++; next }
		k == "PASS_FALLBACK" { fb++; split($3, x, "/"); frozen += x[1]; classes += x[2]; next }
		k == "NOT_IMPLEMENTED" { ni++; next }
		k ~ /^GEN_/ { gen++; next }
		{ bad[k]++ }
		END {
			f = ""; for (k in bad) f = f k ": " bad[k] " "
			if (!n) { printf "| %s | %s | not run | | | | | | |\n", c, r; exit }
			printf "| %s | %s | %d | %d | %d | %d (%d of %d classes frozen) | %d | %d | %s |\n",
				c, r, n, pass, noop, fb, frozen, classes, ni, gen, f == "" ? "none" : f
		}'
}

table() {
	echo "| classes | release | programs | PASS | NO_OP | PASS_FALLBACK | NOT_IMPLEMENTED | GEN_INVALID | others (category: count) |"
	echo "|---|---|---|---|---|---|---|---|---|"
	for c in $(seq 1 "$maxc"); do
		for rel in 8 17; do
			row "C$c" "$rel" "$c"
		done
	done
	for rel in 8 17; do
		row micro "$rel" "2, micro-mode, every ${micro_step}th"
	done
	echo
	echo "| mutant | applicable | caught | rate | symptoms |"
	echo "|---|---|---|---|---|"
	for k in 1 2 3 4 5; do
		awk -v k="$k" '$2 !~ /^GEN_/ { n++; c = $2; sub(/[: ].*/, "", c); if (c != "PASS") caught++; s[c]++ }
			END { f = ""; for (c in s) f = f c ": " s[c] " "
			      printf "| %d | %d | %d | %.0f %% | %s |\n", k, n, caught, n ? 100 * caught / n : 0, f }' \
			"$work/M/mutant-$k.txt" 2>/dev/null
	done
}

{
	echo "# Behaviour harness: long run"
	echo
	echo "Written by tests/harness/long.sh on $(date -u '+%Y-%m-%d %H:%M UTC'); engine \`$KABA_ENGINE\`;"
	echo "seeds $seeds; every skeleton with 1 to $((maxc - 1)) classes and every ${step}th with $maxc"
	echo "(sizes $sizes), and every ${micro_step}th index of the micro-mode ($micro);"
	echo "$how"
	echo "$( [ -s "$work/failed" ] && echo "shards that did not finish: $(tr '\n' ' ' <"$work/failed")")"
	echo
	echo "PASS: restructured, verified, same output; NO_OP: a PASS whose jar equals the"
	echo "input; PASS_FALLBACK: the same, after kaba's restructuring fallback froze some"
	echo "classes (never counted as PASS); NOT_IMPLEMENTED: kaba refused with exit 4."
	echo "Every other category is a failure (docs/harness.md §4) but LATTICE_BLOWUP,"
	echo "a jar with more than 4x the input's classes that verified and behaved the same."
	[ -z "${LONG_NOTE:-}" ] || printf '\n%s\n' "$LONG_NOTE"
	echo
	table
} >"$here/LONG-RESULTS.md"
cat "$here/LONG-RESULTS.md"
