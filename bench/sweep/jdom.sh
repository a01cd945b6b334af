#!/bin/sh
# JDOM 2.0 (Debian's libjdom2-java; jaxen on the class path for its XPath)
# with a client of ours, bench/sweep/jdom/demo/Main.java, merged into the
# library's jar so that kaba restructures JDOM from the client's entry:
# parses bench/sweep/jdom/library.xml (namespaces, a doctype with an
# entity, CDATA, comments, a processing instruction) with SAX, StAX and
# DOM, walks and prints it in three formats, evaluates XPath through jaxen
# (JDOM's navigator called back by the library), builds, edits, sorts,
# clones and serializes a document, writes a file, and reports bad names,
# bad data, bad additions and parse errors (a bad file, a missing one).
# stdout, stderr, the file written and the exit status must be the same
# from the restructured jar.
#   sh bench/sweep/jdom.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/jdom2.jar
deps=/usr/share/java/jaxen.jar
need "$lib" "$deps" "$JAVA_HOME/bin/javac"
client jdom "$lib" "$deps"
in=$root/bench/sweep/jdom

work() {
	run "$2" read "$1" demo.Main read "$in/library.xml"
	run "$2" bad "$1" demo.Main read "$in/bad.xml"
	run "$2" build "$1" demo.Main build
	run "$2" xpath "$1" demo.Main xpath "$in/library.xml"
	run "$2" convert "$1" demo.Main convert "$in/library.xml"
	run "$2" errors "$1" demo.Main errors
}
sweep jdom "$jar" demo.Main "$deps"
