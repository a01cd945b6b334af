#!/bin/sh
# Build the harness tools into $BUILD/harness: kgen (C, through the
# Makefile's rule) and the Java runner.
#   tests/harness/build.sh [BUILD]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-${BUILD:-$root/build}}
java_home=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
mkdir -p "$build/harness/runner"
build=$(cd "$build" && pwd)
out=$build/harness
make -C "$root" --no-print-directory BUILD="$build" "$out/kgen"
if [ ! -f "$out/runner/Runner.class" ] || [ -n "$(find "$here" -maxdepth 1 -name '*.java' -newer "$out/runner/Runner.class")" ]; then
	"$java_home/bin/javac" -nowarn --release 17 -d "$out/runner" "$here"/*.java
fi
