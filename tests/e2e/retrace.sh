#!/bin/sh
# kaba retrace: the stack traces of a restructured jar, mapped back through
# its mapping.txt, equal the original jar's.  The retrace fixture (Figure 1's
# hierarchy, B.check throwing under B.h) prints one trace itself and, with
# an argument, dies of an uncaught one; B's bodies move to new classes, so
# the raw traces name classes the original does not have.  Also: a
# mapping that is not one is refused with the file and line, exit 2.
# The fixture has no Main-Class: the tests that run every fixture with one
# and compare its output (metamorphic.sh) would see the new class names.
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/retrace
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
n=0
. "$(dirname "$0")/lib/jars.sh"
orig=$BUILD/fixtures/retrace.jar
jar=$work/out/retrace-restructured.jar

"$KABA" analyze -q "$orig" --main Main -o "$work/out" >"$work/analyze.out" 2>"$work/analyze.err"
status=$?
comment "$work/analyze.err"
check "kaba analyze -o: exit 0" [ $status -eq 0 ]
for args in "" "1"; do
	"$java" -Xverify:all -cp "$orig" Main $args >"$work/orig.$args.out" 2>&1
	echo "exit $?" >>"$work/orig.$args.out"
	"$java" -Xverify:all -cp "$jar" Main $args >"$work/new.$args.out" 2>&1
	echo "exit $?" >>"$work/new.$args.out"
	check "(${args:-no argument}) the raw trace names new classes" \
		sh -c "! cmp -s '$work/orig.$args.out' '$work/new.$args.out'"
	"$KABA" retrace "$work/out/mapping.txt" "$work/new.$args.out" >"$work/retraced.$args.out"
	check "(${args:-no argument}) kaba retrace: exit 0" [ $? -eq 0 ]
	diff "$work/orig.$args.out" "$work/retraced.$args.out" | comment
	check "(${args:-no argument}) retraced: the original's output" \
		cmp "$work/orig.$args.out" "$work/retraced.$args.out"
	"$KABA" retrace "$work/out/mapping.txt" <"$work/new.$args.out" >"$work/stdin.$args.out"
	check "(${args:-no argument}) from standard input: the same" \
		cmp "$work/retraced.$args.out" "$work/stdin.$args.out"
done
check "the uncaught exception's trace is there" grep -q 'at B.check(A.java' "$work/retraced.1.out"

printf 'a.A -> a.A:\n    void f() -> f\nnot a mapping line\n' >"$work/bad.txt"
"$KABA" retrace "$work/bad.txt" </dev/null >"$work/bad.out" 2>"$work/bad.err"
status=$?
check "a bad mapping: exit 2" [ $status -eq 2 ]
check "a bad mapping: one line naming file and line" \
	sh -c "[ \$(wc -l <'$work/bad.err') -eq 1 ] && grep -q 'bad.txt: line 3:' '$work/bad.err'"
check "a bad mapping: nothing on stdout" test ! -s "$work/bad.out"
"$KABA" retrace "$work/out/mapping.txt" "$work/nonexistent" >/dev/null 2>"$work/missing.err"
check "a missing input: exit 3" [ $? -eq 3 ]
echo "1..$n"
