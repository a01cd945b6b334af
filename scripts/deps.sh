#!/bin/sh
# Find the libraries and the JDK that the product (build/kaba, libkaba.a,
# the tracing agent) needs and print the make variables the build uses:
# DEP_CFLAGS, DEP_LIBS, JAVA_HOME.  It installs nothing and needs no root:
# a missing library stops the build with the command that installs it
# (scripts/install.sh, as root).  Test-only dependencies (cmocka, the test
# programs' jars, jq, clang...) are checked by install.sh, which the test
# targets run.  `--check` prints nothing and only sets the exit status.
set -eu

PKGS="libzip libdeflate igraph libcgraph libgvc libcjson libmicrohttpd"
missing=""
if command -v pkg-config >/dev/null 2>&1; then
	for p in $PKGS; do
		pkg-config --exists "$p" 2>/dev/null || missing="$missing $p"
	done
else
	missing="$missing pkg-config"
fi

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

if [ -n "$missing" ]; then
	[ "${1:-}" = --check ] && exit 1
	echo "deps.sh: missing:$missing; install them with: sh scripts/install.sh (as root)" >&2
	exit 1
fi
[ "${1:-}" = --check ] && exit 0

echo "DEP_CFLAGS := $(pkg-config --cflags $PKGS)"
echo "DEP_LIBS := $(pkg-config --libs $PKGS)"
echo "JAVA_HOME := $jdk"
