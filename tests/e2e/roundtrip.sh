#!/bin/sh
# kaba roundtrip end to end: every class of the JDK's jmods and of antlr
# comes back byte for byte, and the -o jar of antlr generates the same
# parsers as antlr itself.  Env: KABA, BUILD, JAVA_HOME.  Prints TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/roundtrip
rm -rf "$work" && mkdir -p "$work"
antlr=/usr/share/java/antlr.jar
examples=/usr/share/doc/antlr/examples/java
java=$JAVA_HOME/bin/java
. "$(dirname "$0")/lib/antlr.sh"
n=0
check() {   # check NAME COMMAND...: one TAP line for COMMAND's status
	name=$1; shift
	n=$((n + 1))
	if "$@"; then echo "ok $n - $name"; else echo "not ok $n - $name"; fi
}

# Summary line: "roundtrip: I inputs, C classes, B bytes, M mismatches, ..."
summary_field() { sed -n "s/^roundtrip: .* \([0-9]*\) $1.*/\1/p" "$2"; }

"$KABA" roundtrip "$JAVA_HOME"/jmods/*.jmod "$antlr" >"$work/all.out" 2>"$work/all.err"
status=$?
cat "$work/all.out" "$work/all.err" | grep -v '^mismatch' | sed 's/^/# /'
grep '^mismatch' "$work/all.out" | head -n 20 | sed 's/^/# /'
classes=$(summary_field classes "$work/all.out")
check "jmods and antlr: exit 0 (status $status)" test "$status" -eq 0
check "jmods and antlr: 0 mismatches" grep -q ' 0 mismatches,' "$work/all.out"
check "jmods and antlr: more than 26,000 classes (${classes:-none})" test "${classes:-0}" -gt 26000

# antlr through -o: a jar that works like the original.
check "-o antlr: exit 0" "$KABA" roundtrip -q -o "$work/antlr.jar" "$antlr"
check "-o twice: byte-identical jars" sh -c \
	"'$KABA' roundtrip -q -o '$work/antlr2.jar' '$antlr' && cmp -s '$work/antlr.jar' '$work/antlr2.jar'"
check "-o in another time zone: the same bytes" sh -c \
	"TZ=Pacific/Kiritimati '$KABA' roundtrip -q -o '$work/antlr3.jar' '$antlr' && cmp -s '$work/antlr.jar' '$work/antlr3.jar'"
check "-o: manifest is entry 1" sh -c \
	"unzip -Z1 '$work/antlr.jar' | head -n 2 | tr '\n' ' ' | grep -qx 'META-INF/ META-INF/MANIFEST.MF '"
check "-o: same classes and resources as antlr.jar" sh -c \
	"unzip -Z1 '$antlr' | grep -v '/\$' | sort >'$work/in.list' &&
	 unzip -Z1 '$work/antlr.jar' | grep -v '/\$' | sort >'$work/out.list' &&
	 cmp -s '$work/in.list' '$work/out.list'"
check "-o: the output round-trips too" "$KABA" roundtrip -q "$work/antlr.jar"

for group in "calc:calc.g" "java:java.g java.tree.g" "tinyc:lexer.g tinyc.g"; do
	antlr_group "$work" "$work/antlr.jar" "$group"
	check "antlr.Tool $ex: original generates parsers" sh -c \
		"test \$(ls '$work/orig-$ex'/*.java | wc -l) -ge 2 && ! grep -q '^exit [1-9]' '$work/orig-$ex/stdout'"
	check "antlr.Tool $ex: same files and messages with the -o jar" diff -r "$work/orig-$ex" "$work/kaba-$ex"
done

# A class folder and a lone class file.
mkdir -p "$work/src/p" "$work/classes"
printf 'package p;\npublic class Hello { public static void main(String[] a) { System.out.println("hi " + a.length); } }\n' \
	>"$work/src/p/Hello.java"
"$JAVA_HOME/bin/javac" -d "$work/classes" "$work/src/p/Hello.java"
echo "greeting=hi" >"$work/classes/p/hello.properties"
check "class folder: exit 0" "$KABA" roundtrip -q "$work/classes"
check "class folder -o: classes and resources" sh -c \
	"'$KABA' roundtrip -q -o '$work/folder.jar' '$work/classes' &&
	 test \"\$(unzip -Z1 '$work/folder.jar' | tr '\n' ' ')\" = 'META-INF/ p/Hello.class p/hello.properties '"
check "jmod -o: the classes/ section, prefix stripped" sh -c \
	"'$KABA' roundtrip -q -o '$work/logging.jar' '$JAVA_HOME/jmods/java.logging.jmod' &&
	 unzip -Z1 '$work/logging.jar' | grep -qx module-info.class &&
	 unzip -Z1 '$work/logging.jar' | grep -qx java/util/logging/Logger.class &&
	 ! unzip -Z1 '$work/logging.jar' | grep -q '^classes/\|^conf/\|^legal/'"
check "lone class file: exit 0" "$KABA" roundtrip -q "$work/classes/p/Hello.class"
check "lone class file -o: a runnable jar" sh -c \
	"'$KABA' roundtrip -q -o '$work/hello.jar' '$work/classes/p/Hello.class' &&
	 test \"\$('$java' -cp '$work/hello.jar' p.Hello x y)\" = 'hi 2'"
check "-o with two inputs: usage error 64" sh -c \
	"'$KABA' roundtrip -q -o '$work/two.jar' '$antlr' '$work/classes' 2>/dev/null; test \$? -eq 64 && test ! -e '$work/two.jar'"
check "-o onto the input: usage error 64" sh -c \
	"cp '$antlr' '$work/self.jar' && '$KABA' roundtrip -q -o '$work/self.jar' '$work/self.jar' 2>/dev/null;
	 test \$? -eq 64 && cmp -s '$antlr' '$work/self.jar'"
echo "1..$n"
