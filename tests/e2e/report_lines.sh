#!/bin/sh
# The text summary fits a terminal (issue 25 item 6): on a generated program
# with long names and long lists (30 classes of 8 long fields, 6 of them
# never read; 13 objects of one class; 21 mains taken by --all-mains; 24
# classes frozen by one keep rule), no line of `kaba analyze`'s stdout or
# stderr is longer than 240 characters (LINE_WIDTH, src/report/line.h),
# and every list cut short says how many it left out, in numbers that agree
# with report.json: the items shown plus "… and N more" are the list's
# length there (dead members, a class's objects and members, the classes
# frozen for one cause, the entry points: each cut short here; dead
# objects, none, whole).
# Cost: one javac and one kaba analyze of a 75-class program, about 3 CPU s.
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/report_lines
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
n=0
. "$(dirname "$0")/lib/jars.sh"   # say, check, comment
pkg=long_names/here
src=$work/src/$pkg
mkdir -p "$src"
dot=$(echo "$pkg" | tr / .)

# classes NAME N BODY: classes NAME1 .. NAMEN of the package, each with BODY
classes() {
	k=1
	while [ "$k" -le "$2" ]; do
		printf 'package %s;\npublic class %s%s {\n%s\n}\n' "$dot" "$1" "$k" "$3" >"$src/$1$k.java"
		k=$((k + 1))
	done
}
# eight fields, of which Main reads two; kept by one rule; a main of its own
fields=
for f in 1 2 3 4 5 6 7 8; do
	fields="$fields	public int fieldWithAQuiteLongNameNumber$f = $f;
"
done
classes AVeryLongClassNameThatStillHasMoreToSay 30 "$fields"
classes FrozenByOneRuleWithAName 24 "	int x;"
classes ToolWithAMainOfItsOwn 20 "	public static void main(String[] a) { Main.main(a); }"
{
	echo "package $dot;"
	echo "public class Main {"
	echo "	public static void main(String[] args) {"
	echo "		int sum = 0;"
	k=1
	while [ $k -le 30 ]; do
		echo "		{ AVeryLongClassNameThatStillHasMoreToSay$k o = new AVeryLongClassNameThatStillHasMoreToSay$k();"
		echo "		  sum += o.fieldWithAQuiteLongNameNumber1 + o.fieldWithAQuiteLongNameNumber2; }"
		k=$((k + 1))
	done
	k=1
	while [ $k -le 12 ]; do
		echo "		sum += new AVeryLongClassNameThatStillHasMoreToSay1().fieldWithAQuiteLongNameNumber1;"
		k=$((k + 1))
	done
	echo "		System.out.println(sum);"
	echo "	}"
	echo "}"
} >"$src/Main.java"
mkdir -p "$work/classes"
"$JAVA_HOME/bin/javac" -nowarn -d "$work/classes" "$src"/*.java 2>"$work/javac.err" &&
	"$JAVA_HOME/bin/jar" cf "$work/long.jar" -C "$work/classes" . ||
	{ echo "not ok 1 - the generated program compiles"; comment "$work/javac.err"; echo "1..1"; exit 0; }
echo "-keep class $dot.FrozenByOneRuleWithAName*" >"$work/frozen.keep"
"$KABA" analyze "$work/long.jar" --all-mains --keep "$work/frozen.keep" -o "$work/out" --no-svg \
	>"$work/summary.txt" 2>"$work/stderr.txt"
check "kaba analyze exits 0" test $? = 0

# longest FILE: the length of its longest line, in characters
longest() {
	python3 -c 'import sys
print(max([len(l.rstrip("\n")) for l in open(sys.argv[1], encoding="utf-8")] or [0]))' "$1"
}
for f in summary.txt stderr.txt; do
	w=$(longest "$work/$f")
	check "$f: no line longer than 240 characters (longest: $w)" test "$w" -le 240
done

# The lists cut short: their shown items and "… and N more" against report.json.
python3 - "$work/summary.txt" "$work/out/report.json" >"$work/agree.txt" 2>&1 <<'EOF'
import json, re, sys
text = open(sys.argv[1], encoding="utf-8").read().splitlines()
r = json.load(open(sys.argv[2]))
MORE = re.compile(r"^(.*), … and (\d+) more")
NONE_SHOWN = re.compile(r"^(\d+) \(in report.json\)")

def cut(s):
    """(items shown, how many more) of a list cut short, or None."""
    m = MORE.match(s)
    if m:
        return (len(m.group(1).split(", ")), int(m.group(2)))
    m = NONE_SHOWN.match(s)
    return (0, int(m.group(1))) if m else None

def agree(what, line, whole):
    """a list cut short; one that is not must have all its items"""
    c = cut(line)
    if c is None:
        c = (0 if line == "none" else len(line.split(", ")), 0)
    print("%s %s: %d shown + %d more, %d in report.json" %
          ("ok" if sum(c) == whole else "not", what, c[0], c[1], whole))
    return c[1] > 0

cuts = 0
for key, label in (("dead_members", "dead members: "), ("dead_objects", "dead objects: ")):
    line = next(l for l in text if l.startswith(label))
    cuts += agree(key, line[len(label):], len(r[key]))
# the class with the 13 objects, on its line of the hierarchy
many = max(r["classes"], key=lambda c: len(c["objects"]))
line = next(l for l in text if l.strip().startswith(many["name"] + " "))
cuts += agree("objects of " + many["name"],
              line.split("  objects: ")[1].split("  variables: ")[0], len(many["objects"]))
cuts += agree("members of " + many["name"], line.split(" {", 1)[1].split("}")[0],
              len(many["members"]))
# the 24 classes of the keep rule, under one cause of their own
rule = next(c for c in r["frozen_causes"] if "keep rule" in c["why"])
line = next(l for l in text if re.match(r"  %d: keep rule" % rule["classes"], l))
cuts += agree("frozen by the keep rule", line.rsplit(": ", 1)[1], len(rule["roots"]))
# the entry points: a heading with their count, then one a line
at = next(i for i, l in enumerate(text) if l.startswith("entry points"))
count = int(text[at].rsplit(": ", 1)[1])
shown = 0
more = 0
for l in text[at + 1:]:
    if not l.startswith("  "):
        break
    m = re.match(r"  … and (\d+) more", l)
    if m:
        more = int(m.group(1))
    else:
        shown += 1
ok = count == len(r["entry_points"]) == shown + more and more > 0
print("%s entry points: heading %d, %d shown + %d more, %d in report.json" %
      ("ok" if ok else "not", count, shown, more, len(r["entry_points"])))
# the program is made so that these lists are cut short
print("%s lists cut short: %d of 4" % ("ok" if cuts == 4 else "not", cuts))
EOF
check "every list cut short counts what it left out as report.json does" \
	sh -c "! grep -v '^ok ' '$work/agree.txt' | grep -q . && [ \$(grep -c '^ok ' '$work/agree.txt') = 7 ]"
comment "$work/agree.txt"
echo "1..$n"
