#!/bin/sh
# kaba lattice reproduces the published counts of the FCA benchmark contexts
# (mushroom, nursery, adult, T10I4D100K, ... as .dat files in the folder
# FCA_DATA, which the Makefile sets; each context's counts come with the
# data, in its README.md): concepts, Hasse edges of the full lattice, AOC-poset
# nodes and cover edges.  The full lattice is built for the contexts whose
# Hasse diagram is listed; the large ones (adult, T10I4D100K, data3,
# rand_20000x1000_p01) are enumerated in count mode to keep the run short.
set -u
KABA=${KABA:-build/kaba}
data=${FCA_DATA:-}
n=0

# check NAME MODE CONCEPTS [EDGES]
check() {
	n=$((n + 1))
	file="$data/$1.dat"
	if [ ! -f "$file" ]; then
		echo "ok $n - $1 --$2 # SKIP no $file (set FCA_DATA)"
		return
	fi
	out=$("$KABA" lattice "$file" "--$2" -q 2>&1)
	got_c=$(echo "$out" | sed -n 's/^concepts: //p')
	got_e=$(echo "$out" | sed -n 's/^hasse edges: //p')
	if [ "$got_c" = "$3" ] && [ "${4:-}" = "" -o "$got_e" = "${4:-}" ]; then
		echo "ok $n - $1 --$2: $3 concepts${4:+, $4 edges}"
	else
		echo "not ok $n - $1 --$2: expected $3${4:+/$4}, got ${got_c:-?}/${got_e:-?}"
		echo "$out" | sed 's/^/# /'
	fi
}

check mushroom full 238710 1370991
check mushroom aoc 8237 83203
check nursery full 183079 1133755
check nursery aoc 12991 111986
check adult count 1719642
check adult aoc 33079 413576
check T10I4D100K count 2347376
check T10I4D100K aoc 89909 357409
check data1 full 195337 937921
check data1 aoc 10100 80000
check data3 count 963879
check data3 aoc 2500 75000
check rand_20000x1000_p01 count 337811
check rand_20000x1000_p01 aoc 20991 200660
check rand_1000x100_p10 full 37864 159616
echo "1..$n"
