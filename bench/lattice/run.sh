#!/bin/sh
# Lattice benchmark: `kaba lattice` on the contexts of ../shared/data/fca in
# count (enumeration), full (lattice + Hasse diagram) and AOC-poset mode,
# single-threaded and with 2 threads.  Each case runs REPEAT times (default
# 5); the table gives the median wall and user CPU seconds, the peak RSS
# (GNU time) and the ratios of the median wall and user times to the reference time of
# ../shared/data/fca/README.md (best of FCbO/In-Close4/LCM for enumeration,
# fca4j AddExtent for the full lattice, best fca4j for the AOC-poset; < 1 is
# faster).  The table goes to stdout and to bench/results/lattice.md.
#   KABA=build/kaba REPEAT=5 CASES="mushroom:count ..." sh bench/lattice/run.sh
set -eu
root=$(git rev-parse --show-toplevel)
. "$root/bench/lib.sh"
KABA=${KABA:-$root/build/kaba}
REPEAT=${REPEAT:-5}
data="$root/../shared/data/fca"
out=${OUT:-$root/bench/results/lattice.md}
TIME=/usr/bin/time
[ -x "$TIME" ] || { echo "bench/lattice: needs GNU time (apt-get install time)" >&2; exit 1; }

# Reference seconds by context and mode (README.md of the data).
reference() {
	case "$1:$2" in
	mushroom:count) echo 0.20 ;; nursery:count) echo 0.05 ;; adult:count) echo 0.82 ;;
	T10I4D100K:count) echo 4.60 ;; data3:count) echo 3.73 ;; rand_20000x1000_p01:count) echo 0.61 ;;
	mushroom:full) echo 2.76 ;; nursery:full) echo 1.46 ;;
	mushroom:aoc) echo 0.11 ;; nursery:aoc) echo 0.15 ;; adult:aoc) echo 1.99 ;;
	T10I4D100K:aoc) echo 3.59 ;; data3:aoc) echo 0.03 ;; rand_20000x1000_p01:aoc) echo 0.34 ;;
	*) echo - ;;
	esac
}

median() {
	sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

CASES=${CASES:-"mushroom:count nursery:count adult:count T10I4D100K:count data3:count
rand_20000x1000_p01:count mushroom:full nursery:full mushroom:aoc nursery:aoc adult:aoc
T10I4D100K:aoc data3:aoc rand_20000x1000_p01:aoc"}

start_load=$(cut -d' ' -f1-3 /proc/loadavg)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
{
	echo "| context | mode | threads | concepts | Hasse edges | wall s (median) | user s | peak RSS MiB | reference s | wall / reference | user / reference |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|"
} >"$tmp/table"
for case in $CASES; do
	name=${case%%:*}
	mode=${case#*:}
	for threads in 1 2; do
		: >"$tmp/wall"; : >"$tmp/user"; : >"$tmp/rss"
		i=0
		while [ $i -lt "$REPEAT" ]; do
			$TIME -f "%e %U %M" -o "$tmp/t" "$KABA" lattice "$data/$name.dat" "--$mode" \
				--threads $threads -q >"$tmp/out"
			read -r wall user rss <"$tmp/t"
			echo "$wall" >>"$tmp/wall"; echo "$user" >>"$tmp/user"; echo "$rss" >>"$tmp/rss"
			i=$((i + 1))
		done
		concepts=$(sed -n 's/^concepts: //p' "$tmp/out")
		edges=$(sed -n 's/^hasse edges: //p' "$tmp/out")
		wall=$(median <"$tmp/wall")
		user=$(median <"$tmp/user")
		rss=$(sort -n "$tmp/rss" | tail -n 1)
		ref=$(reference "$name" "$mode")
		ratio=$(if [ "$ref" = - ]; then echo -; else awk "BEGIN { printf \"%.2f\", $wall / $ref }"; fi)
		uratio=$(if [ "$ref" = - ]; then echo -; else awk "BEGIN { printf \"%.2f\", $user / $ref }"; fi)
		echo "| $name | $mode | $threads | $concepts | ${edges:--} | $wall | $user | $((rss / 1024)) | $ref | $ratio | $uratio |" |
			tee -a "$tmp/table"
	done
done
# The hand-written part of the results file stays (latest_run).
{
	echo "## Latest run"
	echo
	echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $start_load at the start, $(cut -d' ' -f1-3 /proc/loadavg) at the end"
	echo "(\`sh bench/lattice/run.sh\`, REPEAT=$REPEAT)."
	echo
	cat "$tmp/table"
} >"$tmp/latest"
latest_run "$out" "Lattice benchmark" "$tmp/latest"
echo "written to $out"
