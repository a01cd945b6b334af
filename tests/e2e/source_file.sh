#!/bin/sh
# Stack traces through moved bodies name the same source files and lines as
# the original's: the stack_trace fixture (Figure 1's hierarchy, B.check
# throwing under B.h) prints the method, file and line of every frame; the
# restructured jar moves B's bodies into new classes, which must carry the
# SourceFile of their bodies' original class (lines come with the bodies'
# LineNumberTables).  Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/source_file
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
n=0
. "$(dirname "$0")/lib/jars.sh"
orig=$BUILD/fixtures/stack_trace.jar
jar=$work/out/stack_trace-restructured.jar

"$KABA" analyze -q "$orig" -o "$work/out" >"$work/analyze.out" 2>"$work/analyze.err"
status=$?
comment "$work/analyze.err"
check "kaba analyze -o: exit 0" [ $status -eq 0 ]
# B's bodies are in classes the original does not have
check "the jar has new classes" \
	test "$(unzip -Z1 "$jar" | grep -c '\.class$')" -gt "$(unzip -Z1 "$orig" | grep -c '\.class$')"
for args in "" "1"; do
	"$java" -Xverify:all -jar "$orig" $args >"$work/orig.$args.out" 2>&1
	"$java" -Xverify:all -jar "$jar" $args >"$work/new.$args.out" 2>&1
	comment "$work/new.$args.out"
	check "stack trace frames (${args:-no argument}): same files and lines" \
		cmp "$work/orig.$args.out" "$work/new.$args.out"
	check "stack trace frames (${args:-no argument}): B.check in A.java" \
		grep -qx 'check A.java:29' "$work/new.$args.out"
done
# every new class names a source file (javap -v: SourceFile: "A.java")
for c in $(unzip -Z1 "$jar" | grep '\.class$'); do
	"$JAVA_HOME/bin/javap" -v -cp "$jar" "${c%.class}" 2>/dev/null | grep -q '^SourceFile: "' ||
		echo "${c%.class}" >>"$work/nosource"
done
comment "$work/nosource" 2>/dev/null
check "every class of the jar has a SourceFile" test ! -s "$work/nosource"
