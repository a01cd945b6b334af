#!/bin/sh
# args4j 2.33 (Debian's libargs4j-java) with a client of ours,
# bench/sweep/args4j/demo/Main.java, merged into the library's jar: option
# beans read by annotation (fields, a setter, fields inherited from a base
# bean, an enum, a map, a string array, a handler of ours that args4j
# constructs reflectively, forbids/depends), sub-commands instantiated by
# reflection, the usage text, and the errors (missing, bad, forbidden
# options, an exception thrown from a setter through reflection).  stdout,
# stderr and the exit status must be the same from the restructured jar.
#   sh bench/sweep/args4j.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/args4j.jar
need "$lib" "$JAVA_HOME/bin/javac"
client args4j "$lib"

work() {
	run "$2" usage "$1" demo.Main usage
	run "$2" full "$1" demo.Main bean -n 3 -v -o out.txt -l HIGH -D a=1 -D b=2 -t p q -r 3/4 --limit 9 x y z
	run "$2" forbids "$1" demo.Main bean -n 3 -x -y
	run "$2" depends "$1" demo.Main bean -n 2 -q
	run "$2" badenum "$1" demo.Main bean -l NONE -n 1
	run "$2" required "$1" demo.Main bean
	run "$2" setter "$1" demo.Main bean -n 2 --limit -5
	run "$2" ratio "$1" demo.Main bean -n 2 -r 5
	run "$2" add "$1" demo.Main tool add -v 1 2 3
	run "$2" echo "$1" demo.Main tool echo -u hello world
	run "$2" nocmd "$1" demo.Main tool nope
}
sweep args4j "$jar" demo.Main ""
