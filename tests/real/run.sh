#!/bin/sh
# make test-real: real Debian programs restructured by kaba and run on the
# same workload as the originals (issue 19): javacc 7.0.12 on javacc-doc's
# example grammars (tests/real/javacc.sh), bsh 2.0b4 on its own test
# scripts (tests/real/bsh.sh) and bcel 6.5.0's verifier and Class2HTML on
# classes of antlr (tests/real/bcel.sh).  For each program the workload runs on the
# original jar; then, per variant, kaba analyze writes a restructured jar
# (static: from the entry points; traced: from `kaba trace` of the whole
# workload on the original jar, `--trace` for each run) and the workload
# runs on it.  One TAP line per workload item, "ok" when the item's folder
# (generated files, stdout, stderr, exit status; lib.sh) is the same byte
# for byte, or the same once `kaba retrace` names the stack frames of its
# stdout and stderr as in the original (counted apart in the table: a
# restructuring renames the classes that hold bodies, so the class names
# of stack frames are the one difference allowed).  In the traced variant
# also one per item of the traced run itself (the agent must not change
# what the program does), one for each kaba run, and a summary; the table
# (items same, kaba user CPU s and peak RSS, restructured N of M) replaces
# the "Latest run" section of bench/results/test-real.md.  Not part of `make test`:
# about an hour on 2 loaded cores.
#   KABA=build/kaba JAVA_HOME=... sh tests/real/run.sh [PROGRAM...]
# Env: REAL_VARIANTS (default "static traced"), REAL_WORK (default
# build/real), REAL_RESULTS (default bench/results/test-real.md).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
. "$root/bench/lib.sh"
. "$root/tests/real/lib.sh"
KABA=$(cd "$(dirname "${KABA:-$root/build/kaba}")" && pwd)/$(basename "${KABA:-kaba}")
: "${JAVA_HOME:?}"
export KABA JAVA_HOME
variants=${REAL_VARIANTS:-static traced}
work=${REAL_WORK:-$root/build/real}
results=${REAL_RESULTS:-$root/bench/results/test-real.md}
programs=${*:-javacc bsh bcel}
mkdir -p "$work"
work=$(cd "$work" && pwd)
n=0
failed=0
table=$work/table.md
: >"$table"
started="$(date -u '+%Y-%m-%d %H:%M UTC'), load at the start $(cut -d' ' -f1-3 /proc/loadavg)"

say() {   # say STATUS NAME: one TAP line
	n=$((n + 1))
	[ "$1" = ok ] || failed=$((failed + 1))
	echo "$1 $n - $2"
}

# The jar and analysis options of a program.
jar_of() {
	case $1 in
	javacc) echo /usr/share/java/javacc.jar ;;
	bsh) echo /usr/share/java/bsh.jar ;;
	bcel) echo /usr/share/java/bcel.jar ;;
	esac
}
options_of() {
	case $1 in
	javacc) echo "--keep $root/tests/real/javacc.keep" ;;
	bsh) echo "--main bsh.Interpreter" ;;
	bcel) echo "--keep $root/tests/real/bcel.keep" ;;
	esac
}

# compare PROGRAM LABEL DIR [MAPPING]: a TAP line per item of the original
# run, the same item of the workload run in DIR; the counts into `same`,
# `items` and `retraced`.  With MAPPING (the restructured jar's), an item
# whose output differs is compared again after `kaba retrace` names the
# stack frames of its .stdout and .stderr as in the original: a
# restructuring renames the classes that hold bodies, and only that may
# differ; such items count as same and are counted apart in `retraced`.
compare() {
	same=0 items=0 retraced=0
	while read -r id; do
		items=$((items + 1))
		a=$work/$1/orig/run/$id b=$3/run/$id
		if [ -d "$b" ] && same_tree "$a" "$b" >"$a.first"; then
			same=$((same + 1))
			say ok "$1 $2: $id"
		elif [ -d "$b" ] && [ -n "${4:-}" ] && rm -rf "$b.retraced" && cp -R "$b" "$b.retraced" &&
			"$KABA" retrace "$4" "$b/.stdout" >"$b.retraced/.stdout" &&
			"$KABA" retrace "$4" "$b/.stderr" >"$b.retraced/.stderr" &&
			same_tree "$a" "$b.retraced" >/dev/null; then
			same=$((same + 1)) retraced=$((retraced + 1))
			say ok "$1 $2: $id (the same after kaba retrace)"
		else
			say "not ok" "$1 $2: $id"
			cat "$a.first"
			[ -d "$b" ] || echo "# no such item in that run"
		fi
	done <"$work/$1/orig/items"
}

# variant PROGRAM VARIANT: analyse, run the workload on the result, compare.
variant() {
	p=$1 v=$2 d=$work/$1/$2
	jar=$(jar_of "$p")
	rm -rf "$d" && mkdir -p "$d"
	cp "$jar" "$d/$p.jar"
	traces=
	if [ "$v" = traced ]; then
		mkdir -p "$d/traces"
		TRACES=$d/traces sh "$root/tests/real/$p.sh" "$jar" "$d/traced-run" >"$d/traced-run.log" 2>&1
		for t in "$d"/traces/*.trace; do
			[ -f "$t" ] && traces="$traces --trace $t"
		done
		# the agent must not change what the traced runs do
		compare "$p" "under the agent" "$d/traced-run"
		echo "| $p | under the agent (original jar) | $same of $items | $((items - same)) | - | - | - |" >>"$table"
	fi
	/usr/bin/time -f '%U %M' -o "$d/time" nice -n 10 "$KABA" analyze "$d/$p.jar" $(options_of "$p") \
		$traces -o "$d/kaba" -q --no-svg >"$d/analyze.out" 2>"$d/analyze.err"
	status=$?
	set -- $(tail -n 1 "$d/time")
	user=$1 rss=$(($2 / 1024))
	new=$d/kaba/$p-restructured.jar
	if [ $status -ne 0 ] || [ ! -f "$new" ]; then
		say "not ok" "$p $v: kaba analyze exit $status"
		sed 's/^/# /' "$d/analyze.err" | head -n 8
		echo "| $p | $v | kaba exit $status | - | $user | $rss | - |" >>"$table"
		return
	fi
	say ok "$p $v: kaba analyze exit 0"
	# the traced variant's jar comes from its own analysis (restructured_jar)
	counts=$(python3 -c 'import json, sys
d = json.load(open(sys.argv[1])); s = d["summary"]; j = d.get("restructured_jar")
r, f, fb = (j["restructured"], j["frozen"], j["frozen_by_fallback"]) if j else \
	(s["restructured_classes"], s["frozen_classes"], s["frozen_by_fallback"])
print("%d of %d (%d frozen, %d by the fallback)" % (r, s["user_classes_before"], f, fb))' "$d/kaba/report.json")
	sh "$root/tests/real/$p.sh" "$new" "$d/run" >"$d/run.log" 2>&1
	compare "$p" "$v" "$d/run" "$d/kaba/mapping.txt"
	[ $retraced -eq 0 ] || same="$same ($retraced after kaba retrace)"
	echo "| $p | $v | $same of $items | $((items - ${same%% *})) | $user | $rss | $counts |" >>"$table"
}

for p in $programs; do
	jar=$(jar_of "$p")
	[ -n "$jar" ] && [ -f "$jar" ] || { echo "test-real: no jar for $p" >&2; exit 2; }
	mkdir -p "$work/$p"
	sh "$root/tests/real/$p.sh" "$jar" "$work/$p/orig" >"$work/$p/orig.log" 2>&1 ||
		{ echo "test-real: the $p workload does not run on the original jar" >&2; exit 2; }
	for v in $variants; do
		variant "$p" "$v"
	done
done
echo "1..$n"
echo "# test-real: $((n - failed)) of $n ok"
{
	echo "## Latest run"
	echo
	echo "$started, kaba $(git -C "$root" rev-parse --short HEAD), $(nproc) cores"
	echo
	echo "| program | variant | items same | different | kaba user s | peak RSS MiB | restructured |"
	echo "|---|---|---|---|---|---|---|"
	cat "$table"
} >"$work/latest"
latest_run "$results" "make test-real" "$work/latest"
[ $failed -eq 0 ]
