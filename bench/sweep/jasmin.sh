#!/bin/sh
# jasmin-sable (the Sable Jasmin assembler, Debian's jasmin-sable): assembles
# each .j example it ships; the class files it writes, its messages and its
# exit statuses must be the same from the restructured jar.
#   sh bench/sweep/jasmin.sh
. "$(dirname "$0")/lib.sh"
jar=/usr/share/java/jasmin-sable.jar
ex=/usr/share/doc/jasmin-sable/examples
need "$jar" /usr/share/java/cup.jar "$ex"

work() {
	for f in "$ex"/*.j; do
		run "$2/$(basename "$f" .j)" jasmin "$1" jasmin.Main "$f"
	done
}
sweep jasmin "$jar" jasmin.Main /usr/share/java/cup.jar
