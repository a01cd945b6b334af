#!/bin/sh
# JUnit 3.8.2 (Debian's junit) with a client of ours,
# bench/sweep/junit/demo/Main.java, merged into the library's jar so that
# kaba restructures both from the client's entry: test classes of ours
# (a fixture base class with setUp/tearDown, a class with a String
# constructor, one without, anonymous subclasses, a suite() method,
# RepeatedTest and TestSetup decorators, a missing method, a class that is
# no TestCase) run through TestSuite, which finds test methods and
# constructors by reflection and calls them through Method.invoke; the tests
# exercise a small shape hierarchy of the client.  A listener of ours
# prints every start, failure, error and end (JUnit's text runner prints
# times); stdout, stderr and the exit status must be the same from the
# restructured jar.
#   sh bench/sweep/junit.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/junit.jar
need "$lib" "$JAVA_HOME/bin/javac"
client junit "$lib"

work() {
	i=0
	while read -r line; do
		i=$((i + 1))
		# shellcheck disable=SC2086
		run "$2" "$i" "$1" demo.Main $line
	done <<'LINES'
rect
circle
suite
bad
all
name RectTest
name CircleTest
LINES
}
sweep junit "$jar" demo.Main ""
