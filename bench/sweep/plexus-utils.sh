#!/bin/sh
# plexus-utils 3.4 (Debian's libplexus-utils2-java) with a client of ours,
# bench/sweep/plexus-utils/demo/Main.java, merged into the library's jar so
# that kaba restructures both from the client's entry: ReflectionValueExtractor
# evaluates Maven-style expressions on the client's objects by calling their
# getters by name (most of them nothing else calls), Xpp3Dom parses, merges
# and writes XML (and fails on bad XML), StringUtils and SelectorUtils, and a
# DirectoryScanner over a tree the client writes in its run folder; stdout,
# stderr, the exit status and the files written must be the same from the
# restructured jar.
#   sh bench/sweep/plexus-utils.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/plexus-utils2.jar
need "$lib" "$JAVA_HOME/bin/javac"
client plexus-utils "$lib"

work() {
	for p in expr xml strings scan all; do
		run "$2/$p" "$p" "$1" demo.Main "$p"
	done
}
sweep plexus-utils "$jar" demo.Main ""
