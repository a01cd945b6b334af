# Shared by the bench/sweep/*.sh scripts (sourced, not run).  Each script
# names a real program (a Debian package's jar), defines `work CP DIR`
# (runs the program's workload with class path CP, leaving stdout, stderr,
# exit statuses and generated files under DIR) and calls `sweep`.
#
# sweep NAME JAR MAIN DEPS: restructures JAR (static; with TRACED=1 also
# the traced variant, whose trace is the workload's runs; VARIANTS=traced
# only that one), runs the workload with the original and with the
# restructured jar under -Xverify:all, compares the two DIRs with diff -r
# (when they differ, again with the restructured run's stack traces
# retraced), and checks the output with `kaba verify`.  One table row per variant on
# stdout: name | variant | outcome | restructured/frozen | kaba analyze
# wall seconds.  The work folder stays when KEEP is set.
set -u
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
KABA=${KABA:-$root/build/kaba}
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
java=$JAVA_HOME/bin/java
tmp=${KEEP:-$(mktemp -d)}
mkdir -p "$tmp"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$tmp"' EXIT

# need FILE...: skip the program (exit 0, a line on stderr) when a file of
# its package is missing
need() {
	for f in "$@"; do
		[ -e "$f" ] || { echo "bench/sweep: skipped, $f missing (install its package)" >&2; exit 0; }
	done
}

# summary DIR KEY: one number of report.json's summary
summary() {
	sed -n "s/.*\"$2\":[[:space:]]*\([0-9]*\).*/\1/p" "$1/report.json" | head -n 1
}

# retraced D: D/retraced, a copy of D/restructured whose stderr files
# name the frames of stack traces as in the original (`kaba retrace`
# through D/out/mapping.txt): the one output a restructuring changes by
# design (docs/restructuring.md)
retraced() {
	rm -rf "$1/retraced"
	cp -R "$1/restructured" "$1/retraced" || return 1
	for e in "$1"/retraced/*.err; do
		[ -e "$e" ] || continue
		"$KABA" retrace "$1/out/mapping.txt" "$e" >"$e.r" && mv "$e.r" "$e" || return 1
	done
}

# variant NAME JAR MAIN DEPS VARIANT: one row
variant() {
	name=$1 jar=$2 main=$3 deps=$4 v=$5
	d=$tmp/$name/$v
	mkdir -p "$d"
	traces=
	if [ "$v" = traced ]; then
		tracing=$d/traces
		mkdir -p "$tracing"
		work "$jar${deps:+:$deps}" "$d/trace-run" >/dev/null 2>&1
		tracing=
		for t in "$d"/traces/*.trace; do
			traces="$traces --trace $t"
		done
	fi
	start=$(date +%s.%N)
	"$KABA" analyze "$jar" ${deps:+--classpath "$deps"} --main "$main" $traces -o "$d/out" -q --no-svg \
		>"$d/analyze.out" 2>"$d/analyze.err"
	status=$?
	secs=$(echo "$(date +%s.%N) - $start" | bc)
	out=$(ls "$d"/out/*-restructured.jar 2>/dev/null | head -n 1)
	if [ $status -ne 0 ] || [ -z "$out" ]; then
		printf '%s | %s | kaba refused (exit %s) | - | %.1f\n' "$name" "$v" "$status" "$secs"
		return
	fi
	counts="$(summary "$d/out" restructured_classes)/$(summary "$d/out" frozen_classes)"
	# both in one folder, renamed after: programs print the paths they write
	work "$jar${deps:+:$deps}" "$d/run" >/dev/null 2>&1
	mv "$d/run" "$d/original"
	work "$out${deps:+:$deps}" "$d/run" >/dev/null 2>&1
	mv "$d/run" "$d/restructured"
	if ! "$KABA" verify "$out" ${deps:+--classpath "$deps"} -q >"$d/verify.out" 2>&1; then
		outcome="kaba verify fails ($(wc -l <"$d/verify.out") lines)"
	elif diff -r "$d/original" "$d/restructured" >"$d/diff" 2>&1; then
		outcome=identical
	elif retraced "$d" && diff -r "$d/original" "$d/retraced" >"$d/diff" 2>&1; then
		outcome="identical (stack traces retraced)"
	else
		outcome="differs ($(wc -l <"$d/diff") diff lines, $d/diff)"
	fi
	printf '%s | %s | %s | %s | %.1f\n' "$name" "$v" "$outcome" "$counts" "$secs"
}

# client NAME LIB [CP]: our client bench/sweep/NAME/demo/Main.java, compiled
# against LIB (and CP) and merged into LIB's classes (without its
# multi-release versions), so that kaba restructures both from the
# client's entry; sets jar to the merged jar (main class demo.Main)
client() {
	c=$1 l=$2 cp=${3:-}
	mkdir -p "$tmp/app/cls" "$tmp/app/merged"
	"$JAVA_HOME/bin/javac" -nowarn -d "$tmp/app/cls" -cp "$l${cp:+:$cp}" "$root/bench/sweep/$c/demo/Main.java" 2>/dev/null &&
	(cd "$tmp/app/merged" && unzip -q -o "$l" && rm -rf META-INF/versions && cp -R "$tmp/app/cls/." . &&
	 "$JAVA_HOME/bin/jar" --create --file "$tmp/app/$c-demo.jar" --main-class demo.Main .) || exit 1
	jar=$tmp/app/$c-demo.jar
}

sweep() {
	for v in ${VARIANTS:-static${TRACED:+ traced}}; do
		variant "$@" "$v"
	done
}

# modes CP DIR MODE...: one run a mode, `demo.Main MODE`, tagged MODE
modes() {
	mcp=$1 mdir=$2
	shift 2
	for m in "$@"; do
		run "$mdir" "$m" "$mcp" demo.Main "$m"
	done
}

# run DIR TAG CP MAIN ARGS...: one run of the program under -Xverify:all in
# DIR (its working folder), stdout, stderr and status in DIR/TAG.{out,err};
# while the traced variant records, under `kaba trace` into its own trace
# file (the user classes: those of the jar analysed)
tracing=
runs=0
run() {
	dir=$1 tag=$2 cp=$3
	shift 3
	mkdir -p "$dir"
	runs=$((runs + 1))
	set -- "$java" -Xverify:all -cp "$cp" "$@"
	[ -z "$tracing" ] || set -- "$KABA" trace -q -o "$tracing/$runs.trace" --jar "$jar" -- "$@"
	(cd "$dir" && "$@" >"$tag.out" 2>"$tag.err" </dev/null; echo "exit $?" >>"$tag.out")
}
