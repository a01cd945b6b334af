#!/bin/sh
# Frame computation at scale.  (1) Frames for every method of every jmod of
# the JDK, against the JDK's own hierarchy: counts, failures, time.
# (2) HotSpot as the judge: jdk.compiler with every frame recomputed by kaba,
# patched into the module and run with verification forced for all loaders,
# compiles the frame fixture to the same class files as the real javac.
# (3) `kaba rewrite --identity` on antlr: wall time, median of 5.
# Writes bench/results/rewrite.md.  Env: BUILD (default build), JAVA_HOME.
set -eu
BUILD=${BUILD:-build}
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
export JAVA_HOME
work=$BUILD/bench/rewrite
rm -rf "$work" && mkdir -p "$work"
make -s BUILD="$BUILD" "$BUILD/kaba" "$BUILD/libkaba.a" "$BUILD/liblattice.a" >/dev/null
cc -std=c11 -D_GNU_SOURCE -O2 -Iinclude -Itests -o "$work/frames" bench/rewrite/frames.c \
	"$BUILD/libkaba.a" "$BUILD/liblattice.a" $(sed -n 's/^DEP_LIBS *:*= *//p' build/deps.mk) -lm -lpthread
out=bench/results/rewrite.md
{
	echo "# Rewrite benchmark: stack-map frames"
	echo
	echo "$(date -u '+%Y-%m-%d %H:%M UTC'), kaba $(git rev-parse --short HEAD),"
	echo "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) CPUs, OpenJDK $("$JAVA_HOME/bin/java" -version 2>&1 | sed -n 's/.*version "\(.*\)".*/\1/p')."
	echo "Load average before the runs: $(cut -d' ' -f1-3 /proc/loadavg)."
	echo
	echo "## 1. Every method of every JDK module"
	echo
	echo "| module | classes | methods | frames | dead bytes | failed | time (s) |"
	echo "|---|---:|---:|---:|---:|---:|---:|"
	total=0
	for m in "$JAVA_HOME"/jmods/*.jmod; do
		line=$("$work/frames" "$m" | tail -n 1)
		set -- $(echo "$line" | tr -d ',' )
		echo "| $(basename "$m" .jmod) | $1 | $3 | $5 | $7 | ${10} | ${12} |"
	done
	echo
	echo "## 2. HotSpot verifies kaba's frames of jdk.compiler"
	echo
	"$work/frames" "$JAVA_HOME/jmods/jdk.compiler.jmod" "$work/jc" >"$work/jc.txt"
	mkdir -p "$work/javac" "$work/kaba"
	"$JAVA_HOME/bin/javac" -d "$work/javac" tests/fixtures/hazard_frames/frames/*.java
	"$JAVA_HOME/bin/java" -XX:+UnlockDiagnosticVMOptions -XX:+BytecodeVerificationLocal \
		-XX:+BytecodeVerificationRemote -Xlog:class+load:file="$work/load.txt" \
		--patch-module jdk.compiler="$work/jc" \
		-m jdk.compiler/com.sun.tools.javac.Main -d "$work/kaba" tests/fixtures/hazard_frames/frames/*.java
	loaded=$(grep -c "source: file:.*$work/jc" "$work/load.txt" || true)
	same=no
	diff -r "$work/javac" "$work/kaba" >/dev/null && same=yes
	echo "- $(tail -n 1 "$work/jc.txt")"
	echo "- javac run from the rewritten module with verification forced: $loaded rewritten classes"
	echo "  loaded and verified; output identical to the real javac's: **$same**"
	echo
	echo "## 3. kaba rewrite --identity on antlr"
	echo
	times=""
	for i in 1 2 3 4 5; do
		s=$(date +%s.%N)
		"$BUILD/kaba" rewrite -q --identity /usr/share/java/antlr.jar -o "$work/antlr.jar" >"$work/antlr.txt"
		e=$(date +%s.%N)
		times="$times $(echo "$e - $s" | bc)"
	done
	median=$(echo $times | tr ' ' '\n' | sort -n | awk 'NR == 3 { printf "%.2f", $1 }')
	echo "- $(cat "$work/antlr.txt")"
	echo "- wall time, median of 5 (whole process, JDK index included): ${median} s"
} >"$out"
cat "$out"
