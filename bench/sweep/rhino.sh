#!/bin/sh
# rhino 1.7.14 (Debian's rhino, js.jar): the shell runs each script of
# bench/sweep/rhino/ (objects, closures, arrays, strings and regexps,
# exceptions, JSON, numbers, Java interop, ES6 features, a syntax error, an
# uncaught error) interpreted (-opt -1) and compiled to class files at run
# time (-opt 9, the bytecode Rhino generates calls Rhino's own classes by
# name); stdout, stderr and the exit status must be the same from the
# restructured jar.
#   sh bench/sweep/rhino.sh
. "$(dirname "$0")/lib.sh"
jar=/usr/share/java/js.jar
need "$jar"
scripts=$root/bench/sweep/rhino

work() {
	for f in "$scripts"/*.js; do
		n=$(basename "$f" .js)
		for level in -1 9; do
			run "$2/$n" "opt$level" "$1" org.mozilla.javascript.tools.shell.Main -version 200 -opt "$level" "$f"
		done
	done
	run "$2/eval" expr "$1" org.mozilla.javascript.tools.shell.Main -e 'print([1,2,3].map(function(x){return x*2}))'
}
sweep rhino "$jar" org.mozilla.javascript.tools.shell.Main ""
