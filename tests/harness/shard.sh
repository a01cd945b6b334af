#!/bin/sh
# One shard of the behaviour harness (docs/harness.md §3): generate,
# compile with one javac, pack one jar per program, run the engine on each
# jar, run original and restructured in one runner JVM, re-check every
# non-PASS in a fresh JVM, and write WORK/results.txt ("tN CATEGORY ...").
#
#   shard.sh WORK RELEASE DEBUG [-u K,K...] [-d SRCDIR] [-e] [-E ENGINE] -- KGEN-OPTIONS...
#
# RELEASE is 8 or 17, DEBUG is -g or -g:none.  -e runs every program in a
# JVM of its own (needed by kgen's `exit` feature).  -u also runs the mutant
# engines K (§6: kgen's mutated class compiled against the original classes
# and overlaid on them) over the same programs, into WORK/mutant-K.txt.
# -d SRCDIR takes already generated sources (the regression corpus) instead
# of running kgen.  -E ENGINE overrides KABA_ENGINE.  Environment: HARNESS
# (the build dir of build.sh), JAVA_HOME, KABA_ENGINE (the name of a script
# in engines/, e.g. `identity`, or a command template with {in}, {out} and
# {name}; default: copy the jar),
# KABA (the binary the engine scripts run), HARNESS_KEEP (keep every
# intermediate file).
set -u
here=$(cd "$(dirname "$0")" && pwd)
work=$1 release=$2 debug=$3
shift 3
mutants= srcdir= own=
while [ $# -gt 0 ] && [ "$1" != -- ]; do
	case $1 in
	-e) own=--own-jvm; shift ;;
	-u) mutants=$(echo "$2" | tr , ' '); shift 2 ;;
	-d) srcdir=$2; shift 2 ;;
	-E) KABA_ENGINE=$2; shift 2 ;;
	*) echo "shard.sh: bad option $1" >&2; exit 64 ;;
	esac
done
[ $# -gt 0 ] && shift
: "${HARNESS:?HARNESS must name the harness build dir}"
java_home=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
engine=${KABA_ENGINE:-}
[ -n "$engine" ] || engine='cp {in} {out}'
[ -f "$here/engines/$engine.sh" ] && engine="sh $here/engines/$engine.sh {in} {out} {name}"
# javac's JVM with the client compiler only: C2 spends more CPU than it
# saves on one shard's sources (55 programs: 15.5 -> 6.3 user s, 2026-11-22)
javac_jvm="-J-XX:TieredStopAtLevel=1 -J-XX:+UseSerialGC"
runner="$java_home/bin/java -Xss8m -Xverify:all -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp $HARNESS/runner Runner"

rm -rf "$work"
mkdir -p "$work"
: >"$work/results.txt"

# javac over every source under $1 into $2 (extra options after); programs
# whose files javac rejects are reported as GEN_INVALID into $3.txt's
# results, dropped, and the rest compiled again.
compile() {
	src=$1 out=$2 what=$3 results=$4
	shift 4
	for try in 1 2 3 4; do
		find "$src" -name '*.java' | sort >"$work/$what.sources"
		[ -s "$work/$what.sources" ] || { mkdir -p "$out"; return 0; }
		rm -rf "$out"
		if "$java_home/bin/javac" $javac_jvm -nowarn -encoding UTF-8 --release "$release" "$debug" \
			-d "$out" "$@" @"$work/$what.sources" >"$work/$what.javac" 2>&1; then
			return 0
		fi
		bad=$(sed -n "s|^$src/\(t[0-9]*\)/.*: error: .*|\1|p" "$work/$what.javac" | sort -u)
		if [ -z "$bad" ]; then
			echo "shard.sh: javac failed without naming a file (try $try):" >&2
			cat "$work/$what.javac" >&2
			return 1
		fi
		for t in $bad; do
			echo "$t GEN_INVALID $what: $(grep -m1 "^$src/$t/.*error" "$work/$what.javac")" >>"$results"
			rm -rf "${src:?}/$t"
		done
	done
	return 1
}

# Run list $1 (NAME ORIG REF ENGINE-VERDICT) and append the verdicts to $2.
# A failure that a fresh JVM does not reproduce is the harness's, not
# kaba's: all non-PASS of the list are checked again in one new JVM, which
# sees only them, in a fresh class loader each.
judge() {
	list=$1 results=$2 tag=$3
	$runner run "$list" "$work/diff-$tag" $own >"$work/runner-$tag.txt" 2>"$work/runner-$tag.err" || {
		echo "shard.sh: runner failed" >&2
		tail -5 "$work/runner-$tag.err" >&2
		return 1
	}
	awk '$2 !~ /^(PASS|GEN_|REJECT:|ENGINE_|NOT_IMPLEMENTED|DYN_UNSEEN)/ { print $1 }' "$work/runner-$tag.txt" >"$work/recheck-$tag.names"
	awk -v f="$work/recheck-$tag.names" 'BEGIN { while ((getline n < f) > 0) bad[n] } $1 in bad' \
		"$list" >"$work/recheck-$tag.list"
	$runner run "$work/recheck-$tag.list" "$work/diff-$tag-again" $own >"$work/recheck-$tag.txt" 2>>"$work/runner-$tag.err"
	awk -v f="$work/recheck-$tag.txt" 'BEGIN { while ((getline l < f) > 0) { split(l, w, " "); again[w[1]] = w[2] } }
	     $2 !~ /^(PASS|GEN_|REJECT:|ENGINE_|NOT_IMPLEMENTED|DYN_UNSEEN)/ && again[$1] == "PASS" { $2 = "HARNESS_FLAKE was " $2 }
	     { print }' "$work/runner-$tag.txt" >>"$results"
}

if [ -n "$srcdir" ]; then
	mkdir -p "$work/src"
	cp -R "$srcdir"/. "$work/src/"
else
	"$HARNESS/kgen" -o "$work/src" "$@" >"$work/kgen.txt" || exit 1
fi
compile "$work/src" "$work/classes" programs "$work/results.txt" || exit 1
$runner pack "$work/classes" "$work/jars" || exit 1
ls "$work/jars" | sed 's/\.jar$//' >"$work/names"

# The engine, once per jar: exit 0 wrote the jar, 2 refused, 4 not
# implemented (kaba's "unsupported"), else crash.  An engine that promises
# only some runs of main (the dynamic variant) lists them in OUT.runs.
mkdir -p "$work/out" "$work/engine"
awk -v tpl="$engine" -v w="$work" '{
	cmd = tpl
	gsub(/\{in\}/, w "/jars/" $1 ".jar", cmd)
	gsub(/\{out\}/, w "/out/" $1 ".jar", cmd)
	gsub(/\{name\}/, $1, cmd)
	gsub(/\047/, "\047\\\047\047", cmd)
	printf "timeout 60 sh -c \047%s\047 >/dev/null 2>%s/engine/%s.err; echo \"%s $?\"\n", cmd, w, $1, $1
}' "$work/names" >"$work/engine.sh"
sh "$work/engine.sh" >"$work/engine.status"
while read -r name status; do
	case $status in
	0) [ -f "$work/out/$name.jar" ] && verdict=ok || verdict=ENGINE_CRASH:no-output ;;
	2) verdict="REJECT:$(sed -n 's/^KABA-REJECT \([^ ]*\).*/\1/p' "$work/engine/$name.err" | head -1)" ;;
	4) verdict=NOT_IMPLEMENTED ;;
	124) verdict=ENGINE_TIMEOUT ;;
	*) verdict="ENGINE_CRASH:exit-$status" ;;
	esac
	runs=all
	[ -f "$work/out/$name.jar.runs" ] && runs=$(paste -sd, "$work/out/$name.jar.runs")
	echo "$name $work/jars/$name.jar $work/out/$name.jar $verdict $runs"
done <"$work/engine.status" >"$work/run.list"
judge "$work/run.list" "$work/results.txt" engine || exit 1
# A jar kaba wrote only after its restructuring fallback froze classes
# (report.json of the analysing engines' OUT.d, see engines/lib.sh)
# restructured less than asked: PASS_FALLBACK K/N, K of the program's N user
# classes frozen by the fallback, never a plain PASS.  One jq for the shard
# over the reports of the runs that wrote a jar.
awk -v w="$work/out" '$2 == 0 { print w "/" $1 ".jar.d/report.json" }' "$work/engine.status" |
	while read -r r; do [ ! -f "$r" ] || echo "$r"; done >"$work/reports"
# (the dynamic engine's jar comes from the traced static analysis, whose
# fallback report.json gives in restructured_jar, not in the summary)
xargs -r jq -r '((.restructured_jar.frozen_by_fallback // .summary.frozen_by_fallback)) as $f |
	select($f > 0) | "\(input_filename) \($f)/\(.summary.user_classes_before)"' \
	<"$work/reports" >"$work/fallback.jq" || exit 1
sed 's|^.*/\(t[0-9]*\)\.jar\.d/report\.json |\1 |' "$work/fallback.jq" >"$work/fallback.txt"
awk -v f="$work/fallback.txt" 'BEGIN { while ((getline l < f) > 0) { split(l, w, " "); fb[w[1]] = w[2] } }
	$2 == "PASS" && ($1 in fb) { $0 = $1 " PASS_FALLBACK " fb[$1] } { print }' \
	"$work/results.txt" >"$work/results.tmp" && mv "$work/results.tmp" "$work/results.txt"

for k in $mutants; do
	: >"$work/mutant-$k.txt"
	"$HARNESS/kgen" -o "$work/msrc$k" -u "$k" "$@" >"$work/kgen-mutant-$k.txt" || exit 1
	mkdir -p "$work/msrc$k"
	compile "$work/msrc$k" "$work/mclasses$k" "mutants$k" "$work/mutant-$k.txt" \
		-cp "$work/classes" -implicit:none -sourcepath "" || exit 1
	$runner pack "$work/classes" - "$work/mclasses$k" "$work/mjars$k" || exit 1
	ls "$work/mjars$k" | sed -n "s|^\(.*\)\.jar$|\1 $work/jars/\1.jar $work/mjars$k/\1.jar ok|p" >"$work/mutant-$k.list"
	judge "$work/mutant-$k.list" "$work/mutant-$k.txt" "mutant$k" || exit 1
done

# Keep what reproduces a failure (sources, both jars); the rest is bulk
# that kgen and the engine make again from the shard's command line.
if [ -z "${HARNESS_KEEP:-}" ]; then
	rm -rf "$work/classes" "$work"/mclasses* "$work"/mjars*
	awk '$2 ~ /^PASS/ { print $1 }' "$work/results.txt" | while read -r t; do
		rm -rf "$work/jars/$t.jar" "$work/out/$t.jar"*
		[ -n "$mutants" ] || rm -rf "${work:?}/src/$t"
	done
fi
# The shard's CPU time (user and sys of its children), for the CI budget.
times >"$work/times"
exit 0
