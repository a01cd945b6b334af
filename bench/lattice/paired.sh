#!/bin/sh
# Paired comparison of two kaba binaries on a loaded machine: for each case
# the OLD and the NEW binary run alternately REPEAT times, so that both see
# the same load; prints the user seconds of every run, their medians and
# OLD/NEW (> 1: NEW is faster), with the load average after each pair.
#   REPEAT=5 sh bench/lattice/paired.sh OLD NEW mushroom:count adult:count ...
set -eu
[ $# -ge 3 ] || { echo "usage: paired.sh OLD NEW NAME:MODE..." >&2; exit 64; }
old=$1 new=$2
shift 2
REPEAT=${REPEAT:-5}
data="$(git rev-parse --show-toplevel)/../shared/data/fca"
TIME=/usr/bin/time
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

median() {
	sort -n "$1" | sed -n "$(((REPEAT + 1) / 2))p"
}

for case in "$@"; do
	name=${case%%:*} mode=${case#*:}
	: >"$tmp/old"; : >"$tmp/new"; loads=
	i=0
	while [ $i -lt "$REPEAT" ]; do
		$TIME -f %U -a -o "$tmp/old" "$old" lattice "$data/$name.dat" "--$mode" -q >/dev/null
		$TIME -f %U -a -o "$tmp/new" "$new" lattice "$data/$name.dat" "--$mode" -q >/dev/null
		loads="$loads $(cut -d' ' -f1 /proc/loadavg)"
		i=$((i + 1))
	done
	mo=$(median "$tmp/old") mn=$(median "$tmp/new")
	echo "$name $mode: old $(tr '\n' ' ' <"$tmp/old")| new $(tr '\n' ' ' <"$tmp/new")|" \
		"median $mo / $mn = $(awk "BEGIN { printf \"%.2f\", $mo / $mn }") | load$loads"
done
