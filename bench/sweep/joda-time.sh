#!/bin/sh
# Joda-Time 2.10 (Debian's libjoda-time-java) with a client of ours,
# bench/sweep/joda-time/demo/Main.java, merged into the library's jar:
# fixed instants in several zones (the compiled zone data the library reads
# as resources by name), eight chronologies (a deep hierarchy of assembled
# chronologies and delegating fields), field arithmetic, periods,
# durations and intervals, pattern, ISO and builder-made formatters and
# parsers, serialization round trips (the library's writeReplace and
# readResolve), and its errors, one uncaught.  stdout, stderr and the exit
# status must be the same from the restructured jar.
#   sh bench/sweep/joda-time.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/joda-time.jar
need "$lib" "$JAVA_HOME/bin/javac"
client joda-time "$lib"

work() {
	modes "$1" "$2" zones chrono periods format serial bad
}
sweep joda-time "$jar" demo.Main ""
