#!/bin/sh
# java-cup 0.11b (Debian's cup, cup.jar with cup_runtime.jar on the class
# path): generates a parser from each grammar of jflex's examples and of
# bench/sweep/cup/ (precedences, a conflict, a syntax error) with several
# option sets (the defaults; -interface -compact_red -locations -nonterms;
# -dump; -xmlactions -genericlabels); the generated sources, the messages and
# the exit statuses must be the same from the restructured jar.
#   sh bench/sweep/cup.sh
. "$(dirname "$0")/lib.sh"
jar=/usr/share/java/cup.jar
deps=/usr/share/java/cup_runtime.jar
ex=/usr/share/doc/jflex/examples
need "$jar" "$deps"

work() {
	{ find "$ex" -name '*.cup' 2>/dev/null; ls "$root"/bench/sweep/cup/*.cup; } | sort | while read -r g; do
		n=$(basename "$g" .cup)
		i=0
		for o in "" "-interface -compact_red -locations -nonterms" "-dump" "-xmlactions -genericlabels"; do
			i=$((i + 1))
			mkdir -p "$2/$n/$i"
			run "$2/$n" "cup$i" "$1" java_cup.Main -destdir "$i" $o "$g"
		done
	done
}
sweep cup "$jar" java_cup.Main "$deps"
