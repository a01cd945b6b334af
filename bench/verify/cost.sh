#!/bin/sh
# The self-check's type check on ecj: paired runs of `kaba analyze` with the
# type check on and off (KABA_SELFCHECK_TYPES=0), alternating, CPU time
# (user + sys) of each; and the type check's own CPU as kaba's -v note
# gives it.  Prints one line per pair and the medians.
#   sh bench/verify/cost.sh [PAIRS]     (KABA, BUILD)
set -u
pairs=${1:-5}
root=$(cd "$(dirname "$0")/../.." && pwd)
KABA=${KABA:-$root/build/kaba}
BUILD=${BUILD:-$root/build}
work=$BUILD/bench/verify-cost
rm -rf "$work" && mkdir -p "$work"
jar=/usr/share/java/ecj.jar
main=org.eclipse.jdt.internal.compiler.batch.Main

# cpu ON|OFF I: one run; prints its CPU seconds.
cpu() {
	types=1
	[ "$1" = off ] && types=0
	KABA_SELFCHECK_TYPES=$types /usr/bin/time -f '%U %S' -o "$work/$1$2.time" \
		"$KABA" analyze -v "$jar" --main "$main" -o "$work/$1$2" >"$work/$1$2.log" 2>&1
	awk '{ printf "%.2f", $1 + $2 }' "$work/$1$2.time"
}

i=0
: >"$work/pairs"
while [ $i -lt "$pairs" ]; do
	on=$(cpu on $i)
	off=$(cpu off $i)
	check=$(grep -o 'the type check [0-9.]*s' "$work/on$i.log" | awk '{ s += substr($4, 1, length($4) - 1) } END { printf "%.2f", s }')
	echo "$on $off $check" >>"$work/pairs"
	echo "pair $i: on $on s, off $off s, the type check $check s"
	i=$((i + 1))
done
sort -n -k1 "$work/pairs" | awk '{ a[NR] = $1 } END { printf "median on: %.2f s\n", a[int((NR + 1) / 2)] }'
sort -n -k2 "$work/pairs" | awk '{ a[NR] = $2 } END { printf "median off: %.2f s\n", a[int((NR + 1) / 2)] }'
sort -n -k3 "$work/pairs" | awk '{ a[NR] = $3 } END { printf "median type check: %.2f s\n", a[int((NR + 1) / 2)] }'
