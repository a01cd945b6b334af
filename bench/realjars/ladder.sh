#!/bin/sh
# The ladder of issue 22: `kaba analyze JAR --main M -o DIR --no-svg -v` on
# Debian's jars from 158 to 2,090 classes (jasmin-sable, asm-all, javacc,
# bcel, proguard, jdt-core) and on antlr, ecj, guava and commons-lang3
# (the last two with the benchmarks' demo client merged in, bench/lib.sh
# app).  Each jar runs RUNS times (LARGE_RUNS for the large ones, marked
# below), one after the other; a row gives the medians of wall, user CPU and
# peak RSS (GNU time), the classes, the table's size (rows x columns of the
# first round, from -v's "table:" note, and of the report's closed table,
# table.json), the fallback's rounds and, from the profile of report.json
# (docs/pipeline.md) of the run with the median wall, the CPU seconds of
# each stage summed over the rounds.  The table goes to stdout, a row as
# soon as its jar is done, and to OUT when set (bench/results/realjars.md
# records it by hand, with where the cost goes); the reports and -v logs
# of those runs stay in KEEP (default: a temporary folder, removed).
#   KABA=build/kaba sh bench/realjars/ladder.sh [NAME...]
# Env: RUNS (3), LARGE_RUNS (1), KABA_TIMEOUT (seconds a run, 900),
# OUT, KEEP.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
. "$root/bench/lib.sh"
KABA=${KABA:-$root/build/kaba}
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
RUNS=${RUNS:-3}
LARGE_RUNS=${LARGE_RUNS:-1}
KABA_TIMEOUT=${KABA_TIMEOUT:-900}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
keep=${KEEP:-$tmp/keep}
mkdir -p "$keep"
[ -x "$KABA" ] && [ -x /usr/bin/time ] || { echo "ladder: needs $KABA and GNU time" >&2; exit 1; }

# NAME SIZE JAR MAIN (SIZE large: LARGE_RUNS runs; JAR app:LIB: LIB with
# the bench client, see app)
jars="jasmin-sable small /usr/share/java/jasmin-sable.jar jasmin.Main
asm small /usr/share/java/asm-all.jar org.objectweb.asm.util.Textifier
javacc small /usr/share/java/javacc.jar javacc
bcel small /usr/share/java/bcel.jar org.apache.bcel.verifier.Verifier
proguard large /usr/share/java/proguard.jar proguard.ProGuard
jdt-core large /usr/share/java/eclipse-jdt-core.jar org.eclipse.jdt.internal.compiler.batch.Main
antlr small /usr/share/java/antlr.jar antlr.Tool
ecj large /usr/share/java/ecj.jar org.eclipse.jdt.internal.compiler.batch.Main
guava large app:/usr/share/java/guava.jar demo.Main
lang3 small app:/usr/share/java/commons-lang3.jar demo.Main"
if [ $# -gt 0 ]; then
	jars=$(echo "$jars" | while read -r name rest; do
		for want; do [ "$want" = "$name" ] && echo "$name $rest"; done
	done)
fi

# median of the numbers on stdin
median() {
	sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'
}

# row NAME JAR MAIN N: N runs, one table row on stdout
row() {
	name=$1 jar=$2 main=$3 n=$4
	i=1
	: >"$keep/$name.times"
	while [ "$i" -le "$n" ]; do
		d=$tmp/$name/$i
		/usr/bin/time -f '%e %U %M' -o "$d.time" timeout "$KABA_TIMEOUT" \
			nice "$KABA" analyze "$jar" --main "$main" -o "$d" --no-svg -v \
			</dev/null >"$d.out" 2>"$d.err"
		status=$?
		if [ $status -ne 0 ]; then
			cp "$d.err" "$keep/$name.err"
			echo "| $name | kaba exit $status ($(grep -v '^kaba: [a-z ,-]*: [0-9.]*s' "$d.err" | tail -n 1 | cut -c1-100)) after $(cut -d' ' -f1 "$d.time") s wall |"
			return
		fi
		echo "$i $(tail -n 1 "$d.time")" >>"$keep/$name.times"
		i=$((i + 1))
	done
	wall=$(cut -d' ' -f2 "$keep/$name.times" | median)
	user=$(cut -d' ' -f3 "$keep/$name.times" | median)
	rss=$(cut -d' ' -f4 "$keep/$name.times" | median)
	# the run whose wall is the median: its report, table and -v log
	pick=$(awk -v w="$wall" '$2 == w { print $1; exit }' "$keep/$name.times")
	d=$tmp/$name/$pick
	cp "$d/report.json" "$keep/$name.report.json"
	cp "$d.err" "$keep/$name.log"
	first=$(sed -n 's/^kaba: table: \([0-9]*\) rows x \([0-9]*\) columns.*/\1 x \2/p' "$d.err" | head -n 1)
	python3 - "$d/report.json" "$d/table.json" "$name" "$n" "$wall" "$user" "$((rss / 1024))" "$first" <<'EOF'
import json, sys
rep, tab, name, n, wall, user, rss, first = sys.argv[1:]
r = json.load(open(rep))
t = json.load(open(tab))
s = r["summary"]
stages = {}
rounds = 0
for e in r["profile"]["stages"]:
    stages[e["stage"]] = stages.get(e["stage"], 0) + e["cpu_s"]
    rounds = max(rounds, e["round"])
total = sum(stages.values()) or 1
top = sorted(stages.items(), key=lambda kv: -kv[1])[:3]
where = ", ".join("%s %.2f (%d%%)" % (k, v, 100 * v / total) for k, v in top)
print("| %s | %d | %s | %d x %d | %s | %s | %s | %s | %d | %s |" % (
    name, s["user_classes_before"], first, len(t["rows"]), len(t["columns"]), n, wall, user,
    rss, rounds, where))
EOF
}

# app needs $tmp; each library's client once
{
	echo "$(date -u '+%Y-%m-%d %H:%M UTC'), kaba $(git -C "$root" rev-parse --short HEAD), $(nproc) cores, load at the start $(cut -d' ' -f1-3 /proc/loadavg); RUNS=$RUNS, LARGE_RUNS=$LARGE_RUNS"
	echo
	echo "| jar | classes | table (first round) | table (closed, final) | runs | wall s | user s | peak RSS MiB | fallback rounds | CPU s by stage, top 3 (share of the profile) |"
	echo "|---|---|---|---|---|---|---|---|---|---|"
	echo "$jars" | while read -r name size jar main; do
		[ -n "$name" ] || continue
		lib=${jar#app:}
		if [ ! -f "$lib" ]; then
			echo "| $name | $lib not installed |"
			continue
		fi
		if [ "$jar" != "$lib" ]; then
			app "$name" "$lib" </dev/null >/dev/null 2>&1 ||
				{ echo "| $name | its client does not build |"; continue; }
			jar=$tmp/$name/app.jar
		fi
		n=$RUNS
		[ "$size" = large ] && n=$LARGE_RUNS
		mkdir -p "$tmp/$name"
		row "$name" "$jar" "$main" "$n"
	done
} | tee "$tmp/latest"
[ -z "${OUT:-}" ] || cp "$tmp/latest" "$OUT"
