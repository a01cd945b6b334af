#!/bin/sh
# The restructured jar: for each program, `kaba analyze -v --no-svg -o`
# (static, with constructors, with the restructuring fallback; no Graphviz
# layout, which is no part of restructuring): the user CPU seconds, wall
# seconds and peak RSS of the whole process (median of 3 runs; antlr and ecj
# BIG_RUNS), the fallback's rounds and the classes it froze (report.json),
# and the jar's size and class count against the original's.  A program
# kaba does not restructure is listed with its exit status and message.
# Writes the "Latest run" section of bench/results/rewrite-restructure.md
# (the sections before it, earlier runs and notes, are kept: latest_run).
# Env: BUILD (default build), JAVA_HOME, LIMIT (seconds per run, default 900),
# BIG_RUNS (runs of antlr and ecj, default 3), WITH_ECJ (0: leave ecj out,
# e.g. to add its row from a separate run; default 1).
set -eu
. bench/lib.sh
BUILD=${BUILD:-build}
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
LIMIT=${LIMIT:-900}
BIG_RUNS=${BIG_RUNS:-3}
WITH_ECJ=${WITH_ECJ:-1}
export JAVA_HOME
work=$BUILD/bench/restructure
rm -rf "$work" && mkdir -p "$work"
make -s BUILD="$BUILD" "$BUILD/kaba" fixtures >/dev/null
out=bench/results/rewrite-restructure.md
latest=$work/latest

median() { tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] }'; }

# row RUNS NAME JAR [ANALYZE OPTIONS]: one table line, medians of RUNS runs
row() {
	runs=$1 name=$2 jar=$3
	shift 3
	user="" wall="" rss=""
	for i in $(seq "$runs"); do
		rm -rf "$work/$name"
		status=0
		/usr/bin/time -f '%U %e %M' -o "$work/$name.time" timeout "$LIMIT" "$BUILD/kaba" \
			analyze -v --no-svg "$jar" -o "$work/$name" "$@" >/dev/null 2>"$work/$name.err" || status=$?
		[ $status -ne 124 ] || echo "kaba: timed out after $LIMIT s" >>"$work/$name.err"
		if [ $status -ne 0 ]; then   # the error is the last line
			echo "| $name | – | – | – | – | – | – | $(wc -c <"$jar") | – | – | – | exit $status after $(tail -n 1 "$work/$name.time" | cut -d" " -f1) user s: $(tail -n 1 "$work/$name.err" | cut -c1-300 | sed 's/|/\\|/g') |"
			return
		fi
		user="$user $(tail -n 1 "$work/$name.time" | cut -d' ' -f1)"
		wall="$wall $(tail -n 1 "$work/$name.time" | cut -d' ' -f2)"
		rss="$rss $(tail -n 1 "$work/$name.time" | cut -d' ' -f3)"
	done
	new=$(ls "$work/$name"/*-restructured.jar)
	c0=$(unzip -Z1 "$jar" | grep -c '\.class$')
	c1=$(unzip -Z1 "$new" | grep -c '\.class$')
	fb=$(jq -r '.summary | "\(.generator_rounds) | \(.frozen_classes) (\(.frozen_by_fallback)) | \(.restructured_classes)"' "$work/$name/report.json")
	echo "| $name | $(echo $user | median) | $(echo $wall | median) | $(($(echo $rss | median | cut -d. -f1) / 1024)) | $fb | $(wc -c <"$jar") | $(wc -c <"$new") | $c0 | $c1 | |"
}

{
	echo "## Latest run"
	echo
	echo "$(date -u '+%Y-%m-%d %H:%M UTC'), kaba $(git rev-parse --short HEAD),"
	echo "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) CPUs, OpenJDK $("$JAVA_HOME/bin/java" -version 2>&1 | sed -n 's/.*version "\(.*\)".*/\1/p')."
	echo "Load average before the runs: $(cut -d' ' -f1-3 /proc/loadavg)."
	echo
	echo "Times: user CPU seconds and wall seconds of the whole \`kaba analyze --no-svg -o\`"
	echo "process (analysis, the fallback's rounds, code generation, report), median of 3 runs"
	echo "(antlr, ecj: $BIG_RUNS); wall time is what the shared, loaded machine gave; RSS: peak"
	echo "resident MiB (median). Rounds:"
	echo "code generator runs (1: no fallback); frozen: all frozen classes (of them by the"
	echo "fallback); restructured: user classes not frozen. Sizes in bytes."
	echo
	echo "| program | user (s) | wall (s) | RSS (MiB) | rounds | frozen (fallback) | restructured | jar | restructured jar | classes | new classes | note |"
	echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
	row 3 paper "$BUILD/fixtures/paper.jar"
	for m in tests/fixtures/hazard_*/MANIFEST.MF tests/fixtures/fallback_*/MANIFEST.MF; do
		f=$(basename "$(dirname "$m")")
		row 3 "$f" "$BUILD/fixtures/$f.jar"
	done
	# antlr with its keep rules when they exist
	if [ -f tests/fixtures/antlr.keep ]; then
		row "$BIG_RUNS" antlr /usr/share/java/antlr.jar --main antlr.Tool --keep tests/fixtures/antlr.keep
	else
		row "$BIG_RUNS" antlr /usr/share/java/antlr.jar --main antlr.Tool
	fi
	[ "$WITH_ECJ" = 0 ] ||
		row "$BIG_RUNS" ecj /usr/share/java/ecj.jar --main org.eclipse.jdt.internal.compiler.batch.Main
} >"$latest"
cat "$latest"
latest_run "$out" "Rewrite benchmark: the restructured jar" "$latest"
