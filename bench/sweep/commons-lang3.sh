#!/bin/sh
# Apache Commons Lang 3.12 (Debian's libcommons-lang3-java) with a client of
# ours, bench/sweep/commons-lang3/demo/Main.java, merged into the library's
# jar: the library inspects the client's own hierarchy (classes with
# inherited, private, transient and static fields, interfaces, an enum) by
# reflection: reflective toString, equals, hashCode, compareTo and diff,
# fields read and written and methods and constructors invoked by name, the
# superclasses and interfaces listed, serialization clones; then the
# string, array and number utilities and a failed validation.  stdout,
# stderr and the exit status must be the same from the restructured jar.
#   sh bench/sweep/commons-lang3.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/commons-lang3.jar
need "$lib" "$JAVA_HOME/bin/javac"
client commons-lang3 "$lib"

work() {
	modes "$1" "$2" reflect strings numbers
}
sweep commons-lang3 "$jar" demo.Main ""
