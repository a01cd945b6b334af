#!/bin/sh
# proguard 6.2.2 (Debian's proguard, proguard.jar): runs each configuration
# of bench/sweep/proguard/ (shrink, optimise and obfuscate commons-cli; shrink
# and optimise jflex in 3 passes; obfuscate jasmin with -overloadaggressively
# -repackageclasses; a syntax error).  Its messages, exit status, mapping,
# seeds and usage files and the classes and resources of the jar it writes
# (unpacked: the jar's own bytes carry entry times) must be the same from
# the restructured jar (each configuration is copied into the run's folder:
# ProGuard resolves its file names against the configuration's).  Without library jars (ProGuard 6.2 reads no Java 17
# class file), hence -ignorewarnings and -dontpreverify.
#   sh bench/sweep/proguard.sh
. "$(dirname "$0")/lib.sh"
jar=/usr/share/java/proguard.jar
need "$jar" /usr/share/java/commons-cli.jar /usr/share/java/jflex.jar /usr/share/java/jasmin-sable.jar
cfg=$root/bench/sweep/proguard

work() {
	for c in "$cfg"/*.pro; do
		n=$(basename "$c" .pro)
		mkdir -p "$2/$n"
		cp "$c" "$2/$n/$n.pro"
		run "$2/$n" proguard "$1" proguard.ProGuard @"$n.pro"
		if [ -f "$2/$n/out.jar" ]; then
			mkdir -p "$2/$n/unpacked"
			(cd "$2/$n/unpacked" && unzip -q ../out.jar) && rm "$2/$n/out.jar"
		fi
	done
}
sweep proguard "$jar" proguard.ProGuard ""
