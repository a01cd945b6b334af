#!/bin/sh
# Build the harness tools into $BUILD/harness: kgen (C) and the Java runner.
#   tests/harness/build.sh [BUILD]
# The Makefile rule the lead may adopt is equivalent:
#   $(BUILD)/harness/kgen: tests/harness/*.c tests/harness/kgen.h src/base/buf.c
#   	$(CC) $(CFLAGS) -o $@ tests/harness/*.c src/base/buf.c
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-${BUILD:-$root/build}}
java_home=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
out=$build/harness
mkdir -p "$out/runner"
cc=${CC:-cc}
srcs="$here/kgen.c $here/model.c $here/emit.c $here/mutate.c $root/src/base/buf.c"
if [ ! -x "$out/kgen" ] || [ -n "$(find $srcs "$here/kgen.h" -newer "$out/kgen")" ]; then
	$cc -std=c11 -D_GNU_SOURCE -O2 -g -Wall -Wextra -Werror ${SANFLAGS:-} \
		-I"$root/include" -o "$out/kgen" $srcs
fi
if [ ! -f "$out/runner/Runner.class" ] || [ -n "$(find "$here" -maxdepth 1 -name '*.java' -newer "$out/runner/Runner.class")" ]; then
	"$java_home/bin/javac" -nowarn --release 17 -d "$out/runner" "$here"/*.java
fi
