#!/bin/sh
# The editor (issue 23, docs/editor.md) on real jars: antlr 2.7.7 and ecj
# 3.16 (static variant).  Each is analysed once; then a three-edit script
# (split a class with objects and a superclass, merge it with that
# superclass, rename it) is checked (`kaba edit --check`, 5 runs), a new
# class is shown (`kaba show DIR new`, 5 runs) and the script is applied
# with `--jar` on fresh copies (3 runs), whose jar must verify.  Medians of
# wall seconds.  With KABA_BASE (a kaba without the editor), the cost of the
# checks the editor added to every behaviour check (G5) is measured in
# paired runs: the CPU seconds of multiple-inheritance removal on asm-all
# 9.4 (--all-mains), base and KABA alternating, 3 pairs.
# Writes bench/results/editor.md.
#
#   KABA=build/kaba [KABA_BASE=/path/to/main/kaba] JAVA_HOME=... nice sh bench/editor.sh
#
# A few minutes on 2 cores: not part of `make test`.
set -u
: "${KABA:?}" "${JAVA_HOME:?}"
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
work=${WORK:-${TMPDIR:-/tmp}/kaba-bench-editor}
out=$here/results/editor.md
rm -rf "$work" && mkdir -p "$work"
latest=$work/latest.md

# median: the middle of the numbers on stdin
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# wall COMMAND...: seconds the command took (its output dropped)
wall() {
	s=$(date +%s.%N)
	"$@" >/dev/null 2>&1
	e=$(date +%s.%N)
	printf '%.2f\n' "$(echo "$e - $s" | bc)"
}

{
	echo "## Latest run"
	echo
	echo "$(date -u +%Y-%m-%d) on $(nproc) cores; medians of wall seconds."
	echo
	echo "| jar | classes after | analyze | edit --check (3 edits) | show new | edit --jar | jar verifies |"
	echo "|---|---|---|---|---|---|---|"
} >"$latest"
while read -r name jar flags; do
	d=$work/$name
	# shellcheck disable=SC2086 # flags are words
	a=$(wall "$KABA" analyze -q --no-svg "/usr/share/java/$jar" $flags -o "$d")
	cls=$(python3 -c 'import json, sys
r = json.load(open(sys.argv[1] + "/report.json"))
c = next(c for c in r["classes"] if c["supers"] and c["objects"])
print(c["name"] + " " + c["supers"][0])' "$d")
	c=${cls% *} sup=${cls#* }
	printf 'split %s\nmerge %s %s\nrename %s Edited\n' "$c" "$c" "$sup" "$c" >"$work/$name.kes"
	chk=$(for i in 1 2 3 4 5; do wall "$KABA" edit --check "$d" "$work/$name.kes"; done | median)
	shw=$(for i in 1 2 3 4 5; do wall "$KABA" show "$d" new "$c"; done | median)
	jr=$(for i in 1 2 3; do
		rm -rf "$d.$i" && cp -r "$d" "$d.$i" && wall "$KABA" edit --jar "$d.$i" "$work/$name.kes"
	done | median)
	v=no
	"$KABA" verify -q "$d.1/${jar%.jar}-restructured.jar" && v=yes
	n=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["summary"]["classes_after"])' \
		"$d/report.json")
	echo "| $name | $n | $a | $chk | $shw | $jr | $v |" >>"$latest"
done <<'JARS'
antlr antlr-2.7.7.jar --main antlr.Tool
ecj eclipse-ecj-3.16.0.jar --main org.eclipse.jdt.internal.compiler.batch.Main
JARS

if [ -n "${KABA_BASE:-}" ]; then
	# cpu K: the CPU seconds of multiple-inheritance removal, all rounds
	cpu() {
		"$1" analyze -q --no-svg --all-mains /usr/share/java/asm-all-9.4.jar -o "$work/asm" >/dev/null 2>&1
		python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))
print(round(sum(s["cpu_s"] for s in r["profile"]["stages"] if s["stage"] == "removing multiple inheritance"), 2))' \
			"$work/asm/report.json"
	}
	: >"$work/base" && : >"$work/new"
	for i in 1 2 3; do
		cpu "$KABA_BASE" >>"$work/base"
		cpu "$KABA" >>"$work/new"
	done
	{
		echo
		echo "Multiple-inheritance removal on asm-all 9.4 (--all-mains), CPU seconds, 3 paired"
		echo "runs: without the editor's checks $(tr '\n' ' ' <"$work/base")(median $(median <"$work/base")),"
		echo "with them $(tr '\n' ' ' <"$work/new")(median $(median <"$work/new"))."
	} >>"$latest"
fi
latest_run "$out" "The editor: kaba edit and kaba show on real jars" "$latest"
cat "$latest"
