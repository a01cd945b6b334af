#!/bin/sh
# JavaParser 3.16 (Debian's libjavaparser-java) with a client of ours,
# bench/sweep/javaparser/demo/Main.java, merged into the library's jar so
# that kaba restructures the parser from the client's entry: parses Java
# sources (janino's inputs from bench/sweep/janino/, two of them with
# syntax or type errors, and the sweep's own clients with generics,
# lambdas, varargs and inner classes), counts nodes with a visitor of ours,
# edits the trees with a ModifierVisitor of ours and prints them pretty and
# lexically preserved, as XML, YAML and DOT, and parses strictly (a syntax
# error uncaught).  stdout, stderr and the exit status must be the same
# from the restructured jar.
#   sh bench/sweep/javaparser.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/javaparser-core.jar
need "$lib" "$JAVA_HOME/bin/javac"
client javaparser "$lib"
s=$root/bench/sweep

work() {
	for m in census edit print strict; do
		run "$2" "$m" "$1" demo.Main "$m" "$s/janino/shapes.java" "$s/janino/algo.java" \
			"$s/janino/broken.java" "$s/jexl/demo/Main.java" "$s/commons-collections/demo/Main.java" "$s/janino/syntax.java"
	done
}
sweep javaparser "$jar" demo.Main ""
