#!/bin/sh
# Xerces-J 2.12 (Debian's libxerces2-java) with a client of ours,
# bench/sweep/xerces/demo/Main.java, merged into the library's jar: the
# client uses JAXP alone, so the JDK finds Xerces' DocumentBuilderFactory,
# SAXParserFactory and SchemaFactory through the jar's META-INF/services
# files and makes them by reflection (service providers: no call in the
# program names them).  Workload: DTD-validating DOM parses of a valid and
# an invalid document (ID lookup, attribute defaults, entities, DOM edits,
# LSSerializer output), SAX parses (one not well-formed), W3C XML Schema
# validation of a valid and an invalid document; stdout, stderr and the
# exit status must be the same from the restructured jar.
#   sh bench/sweep/xerces.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/xercesImpl.jar
need "$lib" "$JAVA_HOME/bin/javac"
client xerces "$lib"
in=$root/bench/sweep/xerces

work() {
	run "$2" dom "$1" demo.Main "dom:$in/books.xml" "dom:$in/invalid.xml"
	run "$2" sax "$1" demo.Main "sax:$in/books.xml" "sax:$in/broken.xml"
	run "$2" xsd "$1" demo.Main "xsd:$in/order.xml:$in/order.xsd" "xsd:$in/badorder.xml:$in/order.xsd"
	run "$2" all "$1" demo.Main "dom:$in/books.xml" "sax:$in/invalid.xml" "xsd:$in/badorder.xml:$in/order.xsd"
}
sweep xerces "$jar" demo.Main ""
