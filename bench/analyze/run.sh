#!/bin/sh
# `kaba analyze` benchmark: antlr 2.7.7 (entry antlr.Tool) and the Eclipse
# compiler (entry org.eclipse.jdt.internal.compiler.batch.Main), static
# variant with the JDK 17 library model.  Each program runs REPEAT times
# (default 5); the table gives the median wall time and user CPU seconds of
# the whole process, the CPU seconds of each stage (from --verbose; a stage
# that runs once per round of the restructuring fallback counts with all its
# rounds), the number of rounds and peak RSS (GNU time), against the goals of the issue
# (antlr < 10 s, ecj < 60 s, < 2 GiB).  The
# table goes to stdout and replaces the "Latest run" section of
# bench/results/analyze.md (the hand-written sections above it stay).  A run longer than
# TIMEOUT seconds (default 1800) is stopped and reported as such; ARGS adds
# options to every run (ARGS=--no-simplify measures up to the proposal);
# ONLY=antlr or ONLY=ecj runs one program.
#   KABA=build/kaba REPEAT=5 sh bench/analyze/run.sh
set -eu
root=$(git rev-parse --show-toplevel)
. "$root/bench/lib.sh"
KABA=${KABA:-$root/build/kaba}
REPEAT=${REPEAT:-5}
TIMEOUT=${TIMEOUT:-1800}
ARGS=${ARGS:-}
ONLY=${ONLY:-}
out=${OUT:-$root/bench/results/analyze.md}
TIME=/usr/bin/time
[ -x "$TIME" ] || { echo "bench/analyze: needs GNU time (apt-get install time)" >&2; exit 1; }

median() {
	sort -n | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
STAGES="reading classes|points-to analysis|closing the table|concept lattice|reading the hierarchy|simplifying|removing multiple inheritance|writing|writing the restructured jar"
{
	echo "| program | status | wall s | user s | peak RSS MiB | rounds | $(echo "$STAGES" | sed 's/|/ CPU s | /g') CPU s | goal |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
} >"$tmp/table"
for prog in "antlr:/usr/share/java/antlr.jar:antlr.Tool:10" \
	    "ecj:/usr/share/java/ecj.jar:org.eclipse.jdt.internal.compiler.batch.Main:60"; do
	name=$(echo "$prog" | cut -d: -f1)
	jar=$(echo "$prog" | cut -d: -f2)
	main=$(echo "$prog" | cut -d: -f3)
	goal=$(echo "$prog" | cut -d: -f4)
	[ -z "$ONLY" ] || [ "$ONLY" = "$name" ] || continue
	: >"$tmp/wall"; : >"$tmp/user"; : >"$tmp/rss"; status=ok
	i=0
	while [ $i -lt "$REPEAT" ]; do
		rm -rf "$tmp/out"
		# shellcheck disable=SC2086
		if ! $TIME -f '%e %U %M' -o "$tmp/time" timeout "$TIMEOUT" "$KABA" analyze "$jar" \
			--main "$main" $ARGS -o "$tmp/out" -v >/dev/null 2>"$tmp/log.$i"; then
			if grep -q 'status 124' "$tmp/time"; then
				status="stopped after $TIMEOUT s in: $(grep '^kaba: ' "$tmp/log.$i" | tail -1 | cut -c7-60)"
			else
				status="exit: $(grep -v '^kaba: [a-z -]*: [0-9.]*s, [0-9.]*s CPU, [0-9]* MiB peak$' "$tmp/log.$i" | tail -1 | cut -c1-80)"
			fi
		fi
		# GNU time writes "Command exited with non-zero status N" first.
		read -r wall user rss <<EOT
$(tail -n 1 "$tmp/time")
EOT
		echo "$wall" >>"$tmp/wall"; echo "$user" >>"$tmp/user"; echo "$rss" >>"$tmp/rss"
		i=$((i + 1))
	done
	rounds=$(for log in "$tmp"/log.*; do echo $(($(grep -c '^kaba: fallback round ' "$log") + 1)); done | median)
	row="| $name | $status | $(median <"$tmp/wall") | $(median <"$tmp/user") | $(( $(median <"$tmp/rss" | cut -d. -f1) / 1024 )) | $rounds"
	old_ifs=$IFS; IFS='|'
	for stage in $STAGES; do
		IFS=$old_ifs
		t=$(for log in "$tmp"/log.*; do
			grep "^kaba: $stage: " "$log" | sed 's/.*, \([0-9.]*\)s CPU, [0-9]* MiB peak$/\1/' |
				awk '{ s += $1 } END { if (NR) print s }'
		done | median)
		row="$row | ${t:--}"
		IFS='|'
	done
	IFS=$old_ifs
	echo "$row | < $goal s |" >>"$tmp/table"
done
# The results file keeps its hand-written history (latest_run).
{
	echo "## Latest run"
	echo
	echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(uname -m), median of $REPEAT runs${ARGS:+, options $ARGS};"
	echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
	echo
	cat "$tmp/table"
} >"$tmp/latest"
cat "$tmp/latest"
latest_run "$out" "kaba analyze benchmark" "$tmp/latest"
