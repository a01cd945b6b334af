#!/bin/sh
# commons-io 2.11 (Debian's libcommons-io-java) with a client of ours,
# bench/sweep/commons-io/demo/Main.java, merged into the library's jar so
# that kaba restructures the library from the client's entry: in its run
# folder the client builds a file tree, then lists it through file filters
# (and, or, not, suffix, wildcard, regex, size, hidden), sorts it with the
# file comparators, copies, compares and reads it through FileUtils,
# IOUtils, FilenameUtils and the input/output stream decorators, sends
# filters and comparators through object streams (they are Serializable),
# and fails on a missing file; stdout, stderr, the exit status and the
# files written must be the same from the restructured jar.
#   sh bench/sweep/commons-io.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/commons-io.jar
need "$lib" "$JAVA_HOME/bin/javac"
client commons-io "$lib"

work() {
	for m in walk sort io serial all bad; do
		run "$2/$m" "$m" "$1" demo.Main "$m"
	done
}
sweep commons-io "$jar" demo.Main ""
