#!/bin/sh
# Apache Commons CSV 1.9 (Debian's libcommons-csv-java) with a client of
# ours, bench/sweep/commons-csv/demo/Main.java, merged into the library's
# jar: parses bench/sweep/commons-csv/fruit.csv (a header, quotes, a
# comment, surrounding spaces, a multi-line field), prints records in every
# predefined format of the library's enum (valueOf too), parses with three
# formats, and reports malformed input (an unterminated quote thrown out of
# the library's iterator, a missing file, bad formats).  stdout, stderr and
# the exit status must be the same from the restructured jar.
#   sh bench/sweep/commons-csv.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/commons-csv.jar
need "$lib" "$JAVA_HOME/bin/javac"
client commons-csv "$lib"
in=$root/bench/sweep/commons-csv

work() {
	run "$2" read "$1" demo.Main read "$in/fruit.csv"
	run "$2" formats "$1" demo.Main formats
	run "$2" parse "$1" demo.Main parse
	run "$2" bad "$1" demo.Main bad "$in/bad.csv"
	run "$2" missing "$1" demo.Main bad "$in/none.csv"
}
sweep commons-csv "$jar" demo.Main ""
