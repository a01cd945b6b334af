#!/bin/sh
# `kaba analyze` under AddressSanitizer and UBSan (LeakSanitizer at exit)
# on every real jar the benchmarks use, one at a time: antlr, ecj,
# jdt-core, javacc, bsh (their own main classes), commons-lang3 and guava
# (libraries: the benchmarks' demo client merged in, bench/lib.sh app) and
# asm (its Textifier main).  TAP on stdout: `ok N - NAME` when kaba exits 0
# with no sanitizer report; a jar that is not installed is skipped.  Each
# run's exit code, user CPU seconds, peak RSS and "restructured:" line
# follow as a TAP comment; the full stderr stays in $OUT/NAME.err.
#   make test-real-asan            (builds build-san/ first)
#   KABA=build/kaba sh bench/realjars/asan.sh    (the same runs, unsanitized)
#   sh bench/realjars/asan.sh jdt-core bsh       (only these)
# KABA_TIMEOUT (seconds, default 1800) bounds each run: past it, not ok.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
. "$root/bench/lib.sh"
KABA=${KABA:-$root/build-san/kaba}
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
KABA_TIMEOUT=${KABA_TIMEOUT:-1800}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$root/tests/lsan.supp:print_suppressions=0}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
OUT=${OUT:-$tmp}
mkdir -p "$OUT"

# NAME JAR MAIN (JAR "app:LIB": LIB with the bench client, see app)
jars="antlr /usr/share/java/antlr.jar antlr.Tool
ecj /usr/share/java/ecj.jar org.eclipse.jdt.internal.compiler.batch.Main
jdt-core /usr/share/java/eclipse-jdt-core.jar org.eclipse.jdt.internal.compiler.batch.Main
javacc /usr/share/java/javacc.jar javacc
bsh /usr/share/java/bsh.jar bsh.Interpreter
lang3 app:/usr/share/java/commons-lang3.jar demo.Main
guava app:/usr/share/java/guava.jar demo.Main
asm /usr/share/java/asm-all.jar org.objectweb.asm.util.Textifier"

# Arguments, if any, name the jars to run (e.g. `asan.sh jdt-core`).
if [ $# -gt 0 ]; then
	jars=$(echo "$jars" | while read -r name rest; do
		for want; do [ "$want" = "$name" ] && echo "$name $rest"; done
	done)
	[ -n "$jars" ] || { echo "1..0 # SKIP no jar named $*"; exit 0; }
fi
[ -x "$KABA" ] || { echo "Bail out! no kaba at $KABA"; exit 1; }
echo "1..$(echo "$jars" | wc -l)"
# One TAP line (and its comment) per line of $jars on stdin; exit 1 if one failed.
run_all() {
	n=0 failed=0
	while read -r name jar main; do
		n=$((n + 1))
		lib=${jar#app:}
		if [ ! -f "$lib" ]; then
			echo "ok $n - $name # SKIP $lib not installed"
			continue
		fi
		if [ "$jar" != "$lib" ]; then
			if ! app "$name" "$lib" </dev/null >/dev/null 2>&1; then
				echo "ok $n - $name # SKIP its client does not build (javac)"
				continue
			fi
			jar=$tmp/$name/app.jar
		fi
		/usr/bin/time -f '%U %M' -o "$OUT/$name.time" timeout "$KABA_TIMEOUT" \
			nice -n 10 "$KABA" analyze "$jar" --main "$main" -o "$OUT/$name" --no-svg \
			</dev/null >"$OUT/$name.out" 2>"$OUT/$name.err"
		status=$?
		set -- $(tail -n 1 "$OUT/$name.time") 0 0
		summary=$(grep -m1 '^restructured:' "$OUT/$name.out" | cut -c1-60)
		report=$(grep -m1 -E 'ERROR: (Address|Leak)Sanitizer|runtime error:' "$OUT/$name.err")
		if [ $status -eq 0 ] && [ -z "$report" ]; then
			echo "ok $n - $name"
		elif [ $status -eq 124 ]; then
			echo "not ok $n - $name: past ${KABA_TIMEOUT} s"
			failed=1
		else
			echo "not ok $n - $name: exit $status${report:+: $report}"
			failed=1
		fi
		echo "# $name: exit $status, $1 user s, $(($2 / 1024)) MiB, ${summary:-no summary}"
	done
	return $failed
}

run_all <<EOF
$jars
EOF
