#!/bin/sh
# jflex 1.7 (Debian's jflex): generates a scanner from each grammar of the
# examples it ships, with the default options, and again with
# --nomin --dot --dump (the unminimised DFA, the automata as dot files and
# the tables on stdout); the generated sources and dot files, the messages
# and the exit statuses must be the same from the restructured jar.
#   sh bench/sweep/jflex.sh
. "$(dirname "$0")/lib.sh"
jar=/usr/share/java/jflex.jar
ex=/usr/share/doc/jflex/examples
deps=/usr/share/java/cup.jar:/usr/share/java/cup_runtime.jar
need "$jar" /usr/share/java/cup.jar "$ex"

work() {
	find "$ex" -name '*.flex' -o -name '*.jflex' | sort | while read -r f; do
		n=$(basename "$(dirname "$f")")-$(basename "$f")
		run "$2/$n" jflex "$1" jflex.Main --nobak -d gen "$f"
		run "$2/$n" jflex-nomin "$1" jflex.Main --nobak --nomin --dot --dump -d gen-nomin "$f"
	done
}
sweep jflex "$jar" jflex.Main "$deps"
