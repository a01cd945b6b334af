#!/bin/sh
# The width of `kaba analyze`'s output on real jars (issue 25 item 6): for
# antlr 2.7.7 (--main antlr.Tool), asm-all 9.4 and bcel 6.5.0 (--all-mains:
# neither has a Main-Class) and proguard 6.2.2 (its Main-Class), the longest
# line of stdout and of stderr in characters, stdout's lines and bytes, and
# the run's wall and user CPU seconds, as rows of a Markdown table
# (bench/results/first-contact.md, "Lines of the summary").  Not part of
# `make test`: minutes per jar on a busy machine.
#   KABA=build/kaba JAVA_HOME=... sh bench/summary_lines.sh [WORK]
set -u
: "${KABA:?}" "${JAVA_HOME:?}"
export JAVA_HOME
work=${1:-build/bench/summary_lines}
rm -rf "$work" && mkdir -p "$work"

# longest FILE: its longest line in characters, its lines, its bytes
longest() {
	python3 -c 'import os, sys
n = [len(l.rstrip("\n")) for l in open(sys.argv[1], encoding="utf-8", errors="replace")]
print(max(n or [0]), len(n), os.path.getsize(sys.argv[1]))' "$1"
}

echo "| jar | options | exit | longest stdout line | stdout lines | stdout bytes | longest stderr line | wall s | user s |"
echo "|---|---|---|---|---|---|---|---|---|"
for spec in "antlr:--main antlr.Tool" "asm-all:--all-mains" "bcel:--all-mains" "proguard:"; do
	name=${spec%%:*} options=${spec#*:}
	jar=/usr/share/java/$name.jar
	[ -f "$jar" ] || { echo "| $name | $options | no jar | - | - | - | - | - | - |"; continue; }
	/usr/bin/time -f '%e %U' -o "$work/$name.time" nice -n 10 "$KABA" analyze "$jar" $options \
		-o "$work/$name" --no-svg >"$work/$name.out" 2>"$work/$name.err"
	status=$?
	set -- $(longest "$work/$name.out") $(longest "$work/$name.err") $(tail -n 1 "$work/$name.time")
	echo "| $name | ${options:-(Main-Class)} | $status | $1 | $2 | $3 | $4 | $7 | $8 |"
done
