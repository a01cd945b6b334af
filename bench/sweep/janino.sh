#!/bin/sh
# janino 2.7 (Debian's libjanino-java; commons-compiler on the class path)
# with a client of ours, bench/sweep/janino/demo/Main.java, merged into
# janino's jar so that kaba restructures the compiler from the client's
# entry: janino compiles in memory the sources of bench/sweep/janino/
# (classes, interfaces, inner and anonymous classes, loops, switch,
# exceptions; a type error, a syntax error) and runs them, evaluates
# expressions, scripts and a class body; stdout, stderr and the exit status
# must be the same from the restructured jar.
#   sh bench/sweep/janino.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/janino.jar
deps=/usr/share/java/commons-compiler.jar
need "$lib" "$deps" "$JAVA_HOME/bin/javac"
client janino "$lib" "$deps"
in=$root/bench/sweep/janino

work() {
	run "$2" shapes "$1" demo.Main class "$in/shapes.java" Shapes one two
	run "$2" algo "$1" demo.Main class "$in/algo.java" Algo
	run "$2" algo-arg "$1" demo.Main class "$in/algo.java" Algo word
	run "$2" broken "$1" demo.Main class "$in/broken.java" Broken
	run "$2" syntax "$1" demo.Main class "$in/syntax.java" Syntax
	run "$2" expr "$1" demo.Main expr
	run "$2" script "$1" demo.Main script
	run "$2" body "$1" demo.Main body
}
sweep janino "$jar" demo.Main "$deps"
