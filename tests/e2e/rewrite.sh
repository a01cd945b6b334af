#!/bin/sh
# kaba rewrite --identity end to end: every class of antlr and of every
# fixture, with its frames recomputed by kaba, loads and verifies (forced,
# docs/platform.md §8.4, by the trace_verify fixture's VerifyAll), antlr
# generates the same parsers, and the frame fixture prints the same whether
# compiled for Java 17 or Java 8.  Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/rewrite
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
antlr=/usr/share/java/antlr.jar
examples=/usr/share/doc/antlr/examples/java
java=$JAVA_HOME/bin/java
. "$(dirname "$0")/lib/antlr.sh"
verifier=$BUILD/fixtures/trace_verify.jar
n=0
check() {   # check NAME COMMAND...: one TAP line for COMMAND's status
	name=$1; shift
	n=$((n + 1))
	if "$@"; then echo "ok $n - $name"; else echo "not ok $n - $name"; fi
}

# verified JAR: VerifyAll links every class; all of them verify.
verified() {
	"$java" -cp "$verifier:$1" VerifyAll "$1" >"$1.verify" 2>&1
	grep -v '^skipped' "$1.verify" | sed 's/^/# /' | tail -n 5
	classes=$(unzip -Z1 "$1" | grep -c '\.class$')
	grep -qx "$classes verified, 0 verify errors" "$1.verify"
}

# identity IN OUT: kaba rewrite --identity, summary as a TAP comment.
identity() {
	"$KABA" rewrite --identity "$1" -o "$2" >"$2.out" 2>"$2.err"
	status=$?
	sed 's/^/# /' "$2.out" "$2.err"
	return $status
}

# antlr: the whole tool, verified and generating the same parsers.
check "antlr: exit 0" identity "$antlr" "$work/antlr.jar"
check "antlr: no method kept its old frames" grep -q ' 0 kept frames' "$work/antlr.jar.out"
check "antlr: every class verifies" verified "$work/antlr.jar"
check "antlr: twice, byte-identical jars" sh -c \
	"'$KABA' rewrite -q --identity '$antlr' -o '$work/antlr2.jar' >/dev/null &&
	 cmp -s '$work/antlr.jar' '$work/antlr2.jar'"
for group in "calc:calc.g" "java:java.g java.tree.g" "tinyc:lexer.g tinyc.g" \
	     "pascal:pascal.g pascal.tree.g" "tinybasic:TinyBasic.g TinyBasicTreeWalker.g" \
	     "xml:xml.g" "HTML:html.g" "IDL:idl.g" "cpp:cpp.g"; do
	antlr_group "$work" "$work/antlr.jar" "$group"
	check "antlr.Tool $ex: original generates parsers" sh -c \
		"test \$(ls '$work/orig-$ex'/*.java | wc -l) -ge 1 && ! grep -q '^exit [1-9]' '$work/orig-$ex/stdout'"
	check "antlr.Tool $ex: same files and messages with the rewritten jar" \
		diff -r "$work/orig-$ex" "$work/kaba-$ex"
done

# Every fixture jar.
for fixture in "$BUILD"/fixtures/*.jar; do
	fx=$(basename "$fixture" .jar)
	check "fixture $fx: exit 0" identity "$fixture" "$work/$fx.jar"
	check "fixture $fx: every class verifies" verified "$work/$fx.jar"
done

# The frame fixture compiled for Java 8 too; both run as before.
mkdir -p "$work/frames8"
"$JAVA_HOME/bin/javac" -g --release 8 -d "$work/frames8" tests/fixtures/hazard_frames/frames/*.java 2>/dev/null
(cd "$work/frames8" && "$JAVA_HOME/bin/jar" --create --file ../frames8.jar .)
check "frames --release 8: exit 0" identity "$work/frames8.jar" "$work/frames8-kaba.jar"
check "frames --release 8: every class verifies" verified "$work/frames8-kaba.jar"
for jar in hazard_frames frames8; do
	orig=$BUILD/fixtures/$jar.jar kaba=$work/$jar.jar
	[ $jar = frames8 ] && orig=$work/frames8.jar kaba=$work/frames8-kaba.jar
	check "$jar: same output" sh -c \
		"'$java' -cp '$orig' frames.Frames a >'$work/$jar.orig.txt' 2>&1 &&
		 '$java' -cp '$kaba' frames.Frames a >'$work/$jar.kaba.txt' 2>&1 &&
		 test -s '$work/$jar.orig.txt' && cmp -s '$work/$jar.orig.txt' '$work/$jar.kaba.txt'"
done

# The paper's program runs the same both ways.
for args in "" "x"; do
	check "paper Client '$args': same output" sh -c \
		"'$java' -cp '$BUILD/fixtures/paper.jar' Client $args >'$work/paper.orig' 2>&1 &&
		 '$java' -cp '$work/paper.jar' Client $args >'$work/paper.kaba' 2>&1 &&
		 cmp -s '$work/paper.orig' '$work/paper.kaba'"
done

# A class folder, and a lone class file whose supertypes are missing: the
# method that needs them keeps its frames, with a warning.
check "class folder: exit 0" identity "$BUILD/fixtures/paper.d" "$work/folder.jar"
check "class folder: the paper runs" sh -c \
	"test \"\$('$java' -cp '$work/folder.jar' Client x)\" = \"\$('$java' -cp '$BUILD/fixtures/paper.jar' Client x)\""
check "lone class file: exit 0" identity "$BUILD/fixtures/paper.d/Client.class" "$work/lone.jar"
check "lone class file: under its own name, frames kept with a warning" sh -c \
	"unzip -Z1 '$work/lone.jar' | grep -qx Client.class && grep -q ' 1 kept frames' '$work/lone.jar.out' &&
	 grep -q 'its frames are kept' '$work/lone.jar.err'"

# Usage errors.
# (Without --identity, rewrite restructures: restructure.sh checks that mode.)
check "restructuring rewrite without -o: usage error 64" sh -c \
	"'$KABA' rewrite '$antlr' --mapping '$work/x.txt' 2>/dev/null; test \$? -eq 64 && test ! -e '$work/x.txt'"
check "-o onto the input: usage error 64" sh -c \
	"cp '$antlr' '$work/self.jar' && '$KABA' rewrite --identity '$work/self.jar' -o '$work/self.jar' 2>/dev/null;
	 test \$? -eq 64 && cmp -s '$antlr' '$work/self.jar'"
echo "1..$n"
