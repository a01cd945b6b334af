#!/bin/sh
# jaxen 1.1.6 (Debian's libjaxen-java) over the JDK's DOM, with a client of
# ours, bench/sweep/jaxen/demo/Main.java, merged into the library's jar:
# evaluates XPath expressions of every axis and most functions on
# bench/sweep/jaxen/books.xml (namespaces, variables, a function of ours
# called back by the library), prints the expression trees jaxen builds
# (their text and the class of their root, which getClass observes), matches
# XSLT patterns, and reports syntax and evaluation errors.  stdout, stderr
# and the exit status must be the same from the restructured jar.
#   sh bench/sweep/jaxen.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/jaxen.jar
need "$lib" "$JAVA_HOME/bin/javac"
client jaxen "$lib"
in=$root/bench/sweep/jaxen/books.xml

work() {
	for m in eval tree pattern bad; do
		run "$2" "$m" "$1" demo.Main "$in" "$m"
	done
	run "$2" missing "$1" demo.Main "$in.missing" eval
}
sweep jaxen "$jar" demo.Main ""
