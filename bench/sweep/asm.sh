#!/bin/sh
# ASM 9.4's core API (Debian's libasm-java, asm.jar) with a client of ours,
# bench/sweep/asm/demo/Main.java, merged into the library's jar: visitors
# of ours (subclasses of ClassVisitor and MethodVisitor, anonymous ones,
# chained by delegation) read JDK classes, copy them through ClassWriter
# with and without frame computation, generate a class (loop, switch,
# exception handler, an interface) that is loaded and run, and bad input is
# reported.  stdout, stderr and the exit status must be the same from the
# restructured jar.
#   sh bench/sweep/asm.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/asm.jar
need "$lib" "$JAVA_HOME/bin/javac"
client asm "$lib"
classes='java.util.ArrayList java.lang.String java.util.HashMap$TreeNode java.util.stream.Collectors java.util.concurrent.ConcurrentHashMap'

work() {
	for m in count print copy generate bad; do
		run "$2" "$m" "$1" demo.Main "$m" $classes
	done
}
sweep asm "$jar" demo.Main ""
