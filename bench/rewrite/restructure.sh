#!/bin/sh
# The restructured jar: for each program, `kaba analyze -v -o` (static, with
# constructors), the time of the code-generation stage ("writing the
# restructured jar", median of 5 runs, antlr and ecj 1), the whole analyze time, and the
# jar's size and class count against the original's.  A program kaba
# refuses to restructure is listed with its exit status and message.
# Writes bench/results/rewrite-restructure.md.  Env: BUILD (default build), JAVA_HOME,
# LIMIT (seconds per run, default 900).
set -eu
BUILD=${BUILD:-build}
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
LIMIT=${LIMIT:-900}
export JAVA_HOME
work=$BUILD/bench/restructure
rm -rf "$work" && mkdir -p "$work"
make -s BUILD="$BUILD" "$BUILD/kaba" fixtures >/dev/null
out=bench/results/rewrite-restructure.md

median() { tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] }'; }

# row RUNS NAME JAR [ANALYZE OPTIONS]: one table line, medians of RUNS runs
row() {
	runs=$1 name=$2 jar=$3
	shift 3
	gen="" all=""
	for i in $(seq "$runs"); do
		rm -rf "$work/$name"
		s=$(date +%s.%N)
		status=0
		timeout "$LIMIT" "$BUILD/kaba" analyze -v "$jar" -o "$work/$name" "$@" \
			>/dev/null 2>"$work/$name.err" || status=$?
		[ $status -ne 124 ] || echo "kaba: timed out after $LIMIT s" >>"$work/$name.err"
		if [ $status -ne 0 ]; then   # the error is the last line
			echo "| $name | – | – | $(wc -c <"$jar") | – | – | – | exit $status: $(tail -n 1 "$work/$name.err" | sed 's/|/\\|/g') |"
			return
		fi
		e=$(date +%s.%N)
		all="$all $(echo "$e - $s" | bc)"
		gen="$gen $(sed -n 's/^kaba: writing the restructured jar: \([0-9.]*\)s$/\1/p' "$work/$name.err")"
	done
	new=$(ls "$work/$name"/*-restructured.jar)
	c0=$(unzip -Z1 "$jar" | grep -c '\.class$')
	c1=$(unzip -Z1 "$new" | grep -c '\.class$')
	echo "| $name | $(echo $gen | median) | $(echo $all | median) | $(wc -c <"$jar") | $(wc -c <"$new") | $c0 | $c1 | |"
}

{
	echo "# Rewrite benchmark: the restructured jar"
	echo
	echo "Written by \`bench/rewrite/restructure.sh\`."
	echo
	echo "$(date -u '+%Y-%m-%d %H:%M UTC'), kaba $(git rev-parse --short HEAD),"
	echo "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) CPUs, OpenJDK $("$JAVA_HOME/bin/java" -version 2>&1 | sed -n 's/.*version "\(.*\)".*/\1/p')."
	echo "Load average before the runs: $(cut -d' ' -f1-3 /proc/loadavg)."
	echo
	echo "Times in seconds, median of 5 (antlr, ecj: one run): code generation (plan, retyping,"
	echo "frames, jar and mapping written) and the whole \`kaba analyze -o\` process. Sizes"
	echo "in bytes."
	echo
	echo "| program | generation (s) | analyze (s) | jar | restructured jar | classes | new classes | note |"
	echo "|---|---:|---:|---:|---:|---:|---:|---|"
	row 5 paper "$BUILD/fixtures/paper.jar"
	for m in tests/fixtures/hazard_*/MANIFEST.MF; do
		f=$(basename "$(dirname "$m")")
		row 5 "$f" "$BUILD/fixtures/$f.jar"
	done
	# minutes: one run each; antlr with its keep rules when they exist
	if [ -f tests/fixtures/antlr.keep ]; then
		row 1 antlr /usr/share/java/antlr.jar --main antlr.Tool --keep tests/fixtures/antlr.keep
	else
		row 1 antlr /usr/share/java/antlr.jar --main antlr.Tool
	fi
	row 1 ecj /usr/share/java/ecj.jar --main org.eclipse.jdt.internal.compiler.batch.Main
} >"$out"
cat "$out"
