#!/bin/sh
# JEXL 3.1 (Debian's libcommons-jexl3-java; commons-logging on the class
# path) with a client of ours, bench/sweep/jexl/demo/Main.java, merged into
# the library's jar so that kaba restructures the interpreter from the
# client's entry: 30 expressions and 14 scripts (arithmetic, bitwise,
# strings, ranges, maps, lists, arrays, our beans and their subclass read
# and written through JEXL's introspection, functions in namespaces,
# lambdas, recursion, loops) and 10 faulty ones in a strict and a lenient
# engine.  stdout, stderr and the exit status must be the same from the
# restructured jar.
#   sh bench/sweep/jexl.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/commons-jexl3.jar
deps=/usr/share/java/commons-logging.jar
need "$lib" "$deps" "$JAVA_HOME/bin/javac"
client jexl "$lib" "$deps"

work() {
	modes "$1" "$2" expr script strict lenient
}
sweep jexl "$jar" demo.Main "$deps"
