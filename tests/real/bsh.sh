#!/bin/sh
# The bsh workload: every script of bsh-src's tests/test-scripts run by
# bsh.Interpreter from JAR, one item each in OUT/run/SCRIPT, a fresh copy of
# the scripts' folder (they source TestHarness.bsh and read Data/), with
# the test suite's Java classes (tests/src, compiled against Debian's
# bsh.jar, the same for every JAR) on the class path.  RunAllTests.bsh is
# an item too: its run() needs the rt.jar of Java 8 and stops at its first
# call on Java 17, the same with either jar.  Items listed in OUT/items.
# Normalised in .stdout, as the original differs from run to run there:
# a line in Date's toString form ("Wed Dec 02 05:25:47 UTC 2026", basic.bsh
# prints the date) becomes "<date>", an identity hash code after a class
# name ("bsh.NameSpace@1786dec2", this.bsh) or an array's
# ("[Ljava.lang.Object;@5442a311", arraylen.bsh) "@<hash>"; threads.bsh prints
# from five threads and the main thread, in any order: its lines are sorted.
#   sh tests/real/bsh.sh JAR OUT         (JAVA_HOME set; see lib.sh)
set -u
here=$(dirname "$0")
. "$here/lib.sh"
jar=$1 out=$2
src=${BSH_SRC:-/usr/src/bsh-src/bsh.tar.gz}
rm -rf "$out"
mkdir -p "$out/src" "$out/classes" "$out/run"
: >"$out/items"
tar -xzf "$src" -C "$out/src" tests
"$JAVA_HOME/bin/javac" -nowarn -d "$out/classes" -cp /usr/share/java/bsh.jar \
	$(find "$out/src/tests/src" -name '*.java' | LC_ALL=C sort) 2>"$out/javac.err" ||
	{ echo "bsh workload: the test classes do not compile" >&2; cat "$out/javac.err" >&2; exit 1; }
(cd "$out/src/tests/src" && find . -name '*.bsh' -exec cp --parents {} "$out/classes/" \;)
classes=$(cd "$out/classes" && pwd)
# normalise STDOUT SCRIPT: dates, identity hashes (of objects, arrays and
# the unnamed module a reflective error names), and threads.bsh's lines,
# whose order the scheduler decides.
normalise() {
	sed -i -E -e 's/^[A-Z][a-z]{2} [A-Z][a-z]{2} [0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2} [A-Z]+ [0-9]{4}$/<date>/' \
		-e 's/([A-Za-z0-9_$;])@[0-9a-f]{1,8}\b/\1@<hash>/g' \
		-e 's/unnamed module @[0-9a-f]{1,8}\b/unnamed module @<hash>/g' "$1"
	if [ "$2" = threads.bsh ]; then
		LC_ALL=C sort "$1" >"$1.sorted" && mv "$1.sorted" "$1"
	fi
}

for f in $(cd "$out/src/tests/test-scripts" && ls *.bsh | LC_ALL=C sort); do
	cp -R "$out/src/tests/test-scripts" "$out/run/$f"
	echo "$f" >>"$out/items"
	run_java "$out/run/$f" 120 -cp "$jar:$classes" bsh.Interpreter "$f"
	normalise "$out/run/$f/.stdout" "$f"
done
