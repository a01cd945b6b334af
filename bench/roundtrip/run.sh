#!/bin/sh
# Round-trip benchmark: `kaba roundtrip` over every class of the JDK's jmods,
# against ASM 9 (ClassReader -> ClassWriter(reader, 0), archives read with
# java.util.zip) on the same classes in the same session.  Whole-process wall
# time, median of RUNS runs (kaba and ASM alternate, so a busy machine slows
# both alike), CPU time and peak RSS.  Prints a markdown table and records it
# in bench/results/roundtrip.md.
#   sh bench/roundtrip/run.sh          (env: BUILD, KABA, JAVA_HOME, RUNS, ASM)
set -eu
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
KABA=${KABA:-$BUILD/kaba}
JAVA_HOME=${JAVA_HOME:-$(sed -n 's/^JAVA_HOME := //p' build/deps.mk)}
RUNS=${RUNS:-5}
ASM=${ASM:-/usr/share/java/asm.jar}
out=$BUILD/bench/roundtrip
results=bench/results/roundtrip.md
mkdir -p "$out" "$(dirname "$results")"
rm -f "$out"/*.times

cc -O2 -Wall -Wextra -Werror -o "$out/measure" bench/roundtrip/measure.c
"$JAVA_HOME/bin/javac" -cp "$ASM" -d "$out" bench/roundtrip/AsmRoundTrip.java
jmods=$(ls "$JAVA_HOME"/jmods/*.jmod)
threads=$(getconf _NPROCESSORS_ONLN)

# Counts and correctness once, outside the timed runs.
# shellcheck disable=SC2086
"$KABA" roundtrip $jmods >"$out/kaba.out"
"$JAVA_HOME/bin/java" -cp "$out:$ASM" AsmRoundTrip $jmods >"$out/asm.out"
kaba_classes=$(sed -n 's/^roundtrip: .*, \([0-9]*\) classes,.*/\1/p' "$out/kaba.out")
kaba_mismatches=$(sed -n 's/^roundtrip: .*, \([0-9]*\) mismatch.*/\1/p' "$out/kaba.out")
asm_classes=$(sed -n 's/^asm: \([0-9]*\) classes.*/\1/p' "$out/asm.out")
asm_identical=$(sed -n 's/^asm: .* \([0-9]*\) identical/\1/p' "$out/asm.out")
load=$(cut -d' ' -f1-3 /proc/loadavg)

i=0
while [ $i -lt "$RUNS" ]; do
	# shellcheck disable=SC2086
	"$out/measure" "$out/kaba.times" "$KABA" roundtrip -q $jmods
	# shellcheck disable=SC2086
	"$out/measure" "$out/kaba1.times" "$KABA" roundtrip -q -j 1 $jmods
	# shellcheck disable=SC2086
	"$out/measure" "$out/asm.times" "$JAVA_HOME/bin/java" -cp "$out:$ASM" AsmRoundTrip $jmods >/dev/null
	i=$((i + 1))
done
if awk '$3 != 0 { bad = 1 } END { exit !bad }' "$out"/*.times; then
	echo "run.sh: a timed run failed:" >&2
	cat "$out"/*.times >&2
	exit 1
fi

median() {   # median FILE COLUMN
	sort -n -k "$2,$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print v[int((NR + 1) / 2)] }'
}
row() {   # row NAME FILE CLASSES
	wall=$(median "$2" 1)
	awk -v name="$1" -v wall="$wall" -v classes="$3" -v cpu="$(median "$2" 4)" '
		NR == 1 || $1 < lo { lo = $1 } NR == 1 || $1 > hi { hi = $1 } $2 > rss { rss = $2 }
		END { printf "| %s | %d | %.2f | %.2f–%.2f | %.0f | %.2f | %.0f |\n",
			name, classes, wall, lo, hi, classes / wall, cpu, rss / 1024 }' "$2"
}
kaba_wall=$(median "$out/kaba.times" 1)
asm_wall=$(median "$out/asm.times" 1)
kaba_rss=$(awk '$2 > m { m = $2 } END { printf "%.0f", m / 1024 }' "$out/kaba.times" "$out/kaba1.times")
ratio=$(awk -v a="$asm_wall" -v k="$kaba_wall" 'BEGIN { printf "%.1f", a / k }')
cpu_ratio=$(awk -v a="$(median "$out/asm.times" 4)" -v k="$(median "$out/kaba1.times" 4)" 'BEGIN { printf "%.1f", a / k }')
ratio1=$(awk -v a="$asm_wall" -v k="$(median "$out/kaba1.times" 1)" 'BEGIN { printf "%.1f", a / k }')
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
mem=$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)
jdk=$(sed -n 's/^JAVA_VERSION="\(.*\)"/\1/p' "$JAVA_HOME/release")

{
	echo "# Round-trip benchmark"
	echo
	echo "$(date -u '+%Y-%m-%d %H:%M UTC'), kaba $(git rev-parse --short HEAD 2>/dev/null || echo '?'),"
	echo "$cpu, $threads CPUs, $mem, $(uname -sr), OpenJDK $jdk, ASM $(basename "$(readlink -f "$ASM")" .jar)."
	echo "Load average before the runs: $load."
	echo
	echo "Every class of the $(echo "$jmods" | wc -w) jmods of \`$JAVA_HOME\`: read, parsed, written back, compared."
	echo "kaba re-encodes every structure (\`KABA_WRITE_REENCODE\`); ASM copies the constant pool"
	echo "and unchanged method bodies (\`ClassWriter(reader, 0)\`).  Whole-process wall time, median of"
	echo "$RUNS runs (range alongside); CPU is user + system time (median); RSS is the peak over all runs."
	echo
	echo "| program | classes | wall (s) | range (s) | classes/s | CPU (s) | peak RSS (MiB) |"
	echo "|---|---:|---:|---:|---:|---:|---:|"
	row "kaba roundtrip ($threads threads)" "$out/kaba.times" "$kaba_classes"
	row "kaba roundtrip -j 1" "$out/kaba1.times" "$kaba_classes"
	row "ASM ClassReader → ClassWriter" "$out/asm.times" "$asm_classes"
	echo
	echo "- kaba / ASM speed-up (median wall): **${ratio}×** with $threads threads, ${ratio1}× with one"
	echo "  (goal ≥ 3×: $(awk -v r="$ratio" 'BEGIN { print (r >= 3) ? "met" : "not met" }')); CPU time ASM / kaba -j 1: ${cpu_ratio}×."
	echo "  On a loaded machine wall times stretch and threads help less; CPU time is the steadier measure."
	echo "- kaba peak RSS: **${kaba_rss} MiB** (goal < 1024 MiB: $([ "$kaba_rss" -lt 1024 ] && echo met || echo 'not met'))."
	echo "- Byte-identical classes: kaba ${kaba_classes} of ${kaba_classes} minus ${kaba_mismatches} mismatches;"
	echo "  ASM ${asm_identical} of ${asm_classes} (ASM does not aim at identical bytes)."
} >"$results"
cat "$results"
