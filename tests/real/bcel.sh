#!/bin/sh
# The bcel workload: bcel 6.5.0's verifier (org.apache.bcel.verifier.Verifier,
# passes 1 to 3b) on the first 24 classes of antlr.jar by name, one JVM per
# class, and Class2HTML on the first 12 of them (five HTML pages each,
# written in the item's folder), one item each in OUT/run/verify-CLASS and
# OUT/run/html-CLASS, listed in OUT/items.
#   sh tests/real/bcel.sh JAR OUT        (JAVA_HOME set; see lib.sh)
set -u
here=$(dirname "$0")
. "$here/lib.sh"
jar=$1 out=$2
antlr=${BCEL_INPUT:-/usr/share/java/antlr.jar}
rm -rf "$out"
mkdir -p "$out/classes" "$out/run"
: >"$out/items"
(cd "$out/classes" && unzip -q "$antlr" 'antlr/*.class')
classes=$(cd "$out/classes" && find antlr -maxdepth 1 -name '*.class' | LC_ALL=C sort | head -n 24)
for c in $classes; do
	name=$(echo "${c%.class}" | tr / .)
	mkdir -p "$out/run/verify-$name"
	echo "verify-$name" >>"$out/items"
	run_java "$out/run/verify-$name" 300 -cp "$jar:$antlr" org.apache.bcel.verifier.Verifier "$name"
done
for c in $(echo "$classes" | head -n 12); do
	name=$(echo "${c%.class}" | tr / .)
	mkdir -p "$out/run/html-$name"
	cp "$out/classes/$c" "$out/run/html-$name/"
	echo "html-$name" >>"$out/items"
	run_java "$out/run/html-$name" 300 -cp "$jar" org.apache.bcel.util.Class2HTML "${c##*/}"
done
