#!/bin/sh
# Make sure the build dependencies are present, installing the missing ones
# from Debian packages when running as root, then print the make variables
# the build needs.  Detection is by pkg-config and by the JDK's files, so a
# machine that has everything installs nothing.
set -eu

PKGS="libzip libdeflate igraph libcgraph libgvc libcjson cmocka"
missing=""
for p in $PKGS; do
	pkg-config --exists "$p" 2>/dev/null || missing="$missing $p"
done
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"

# The JDK: JAVA_HOME if it has jmods and the JVMTI header, else the javac on PATH.
find_jdk() {
	if [ -n "${JAVA_HOME:-}" ] && [ -d "$JAVA_HOME/jmods" ] && [ -f "$JAVA_HOME/include/jvmti.h" ]; then
		echo "$JAVA_HOME"; return
	fi
	if command -v javac >/dev/null 2>&1; then
		d=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
		if [ -d "$d/jmods" ] && [ -f "$d/include/jvmti.h" ]; then echo "$d"; return; fi
	fi
	for d in /usr/lib/jvm/java-17-openjdk-*; do
		if [ -d "$d/jmods" ] && [ -f "$d/include/jvmti.h" ]; then echo "$d"; return; fi
	done
}
jdk=$(find_jdk || true)
[ -n "$jdk" ] || missing="$missing jdk"
# Test inputs: antlr 2.7.7 and its example grammars, ASM (round-trip benchmark), ecj;
# the real jars of bench/realjars (jdt-core, javacc, bsh, commons-lang3, guava);
# jdt-core's batch compiler (Java 17) also compiles tests/e2e/metamorphic.sh's variants;
# javacc's example grammars and bsh's test scripts (make test-real);
# bcel, whose verifier is a traced workload of bench/trace and make test-real,
# and jflex, whose Unicode tables are bench/trace's large-class case.
for f in /usr/share/java/antlr.jar /usr/share/java/asm.jar /usr/share/java/ecj.jar \
	 /usr/share/doc/antlr/examples /usr/share/java/eclipse-jdt-core.jar /usr/share/java/javacc.jar \
	 /usr/share/java/bsh.jar /usr/share/java/commons-lang3.jar /usr/share/java/guava.jar \
	 /usr/share/doc/javacc/examples /usr/src/bsh-src/bsh.tar.gz /usr/share/java/bcel.jar \
	 /usr/share/java/jflex.jar; do
	[ -e "$f" ] || missing="$missing testdata"
done
command -v dot >/dev/null 2>&1 || missing="$missing graphviz"
command -v clang >/dev/null 2>&1 || missing="$missing clang"
[ -x /usr/bin/time ] || missing="$missing time"  # GNU time: peak RSS in bench/lattice
for t in jq python3 zip unzip; do  # the end-to-end scripts read JSON and jars
	command -v $t >/dev/null 2>&1 || missing="$missing $t"
done

if [ -n "$missing" ]; then
	echo "deps.sh: missing:$missing; installing from Debian packages" >&2
	if [ "$(id -u)" != 0 ]; then
		echo "deps.sh: not root; install libzip-dev libdeflate-dev libigraph-dev libgraphviz-dev libcjson-dev libcmocka-dev pkg-config openjdk-17-jdk-headless graphviz clang libclang-rt-14-dev libantlr-java antlr-doc libasm-java libecj-java libeclipse-jdt-core-java javacc javacc-doc bsh bsh-src libcommons-lang3-java libguava-java libbcel-java jflex jq python3 zip unzip" >&2
		exit 1
	fi
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq >&2
	apt-get install -y -qq --no-install-recommends \
		build-essential pkg-config libzip-dev libdeflate-dev libigraph-dev libgraphviz-dev graphviz \
		libcjson-dev libcmocka-dev openjdk-17-jdk-headless clang libclang-rt-14-dev \
		zip unzip time jq python3 libantlr-java antlr-doc libasm-java libecj-java \
		libeclipse-jdt-core-java javacc javacc-doc bsh bsh-src libcommons-lang3-java libguava-java libbcel-java jflex >&2
	jdk=$(find_jdk)
fi

echo "DEP_CFLAGS := $(pkg-config --cflags $PKGS)"
echo "DEP_LIBS := $(pkg-config --libs $PKGS)"
echo "JAVA_HOME := $jdk"
