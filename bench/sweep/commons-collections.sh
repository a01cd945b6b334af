#!/bin/sh
# commons-collections 4.2 (Debian's libcommons-collections4-java) with a
# client of ours, bench/sweep/commons-collections/demo/Main.java, merged into
# the library's jar so that kaba restructures the library from the client's
# entry: bags, multisets, tries, a fifo queue; bidirectional, multi-valued,
# LRU, linked, lazy, defaulted, multi-key and flat maps; tree, unique,
# growth and cursorable lists, set operations, iterators; predicates,
# transformers, closures, factories, comparators; object stream round
# trips; exceptions from misuse, the last one uncaught.  stdout, stderr and
# the exit status must be the same from the restructured jar.
#   sh bench/sweep/commons-collections.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/commons-collections4.jar
need "$lib" "$JAVA_HOME/bin/javac"
client commons-collections "$lib"

work() {
	modes "$1" "$2" bags maps lists functors serial errors
}
sweep commons-collections "$jar" demo.Main ""
