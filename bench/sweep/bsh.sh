#!/bin/sh
# BeanShell 2.0b4 (Debian's bsh): the interpreter runs each script of
# bench/sweep/bsh/ (loose typing, loops and arrays, scripted objects and
# closures, scripts as Java interfaces through the generated proxies,
# scripted classes, exceptions caught in scripts and from Java, reflection,
# nested interpreters, eval, a syntax error, evaluation errors) and a
# missing file; stdout, stderr and the exit status must be the same from
# the restructured jar.  The interpreter's reflective calls reach into its
# own classes.
#   sh bench/sweep/bsh.sh
. "$(dirname "$0")/lib.sh"
jar=/usr/share/java/bsh.jar
need "$jar"
scripts=$root/bench/sweep/bsh

work() {
	for f in "$scripts"/*.bsh; do
		run "$2" "$(basename "$f" .bsh)" "$1" bsh.Interpreter "$f"
	done
	run "$2" missing "$1" bsh.Interpreter "$scripts/no-such-script.bsh"
}
sweep bsh "$jar" bsh.Interpreter ""
