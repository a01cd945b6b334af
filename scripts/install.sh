#!/bin/sh
# Install everything kaba's build and tests need, from Debian packages (run
# as root; Debian 12): the libraries the product links, OpenJDK 17, the
# tools the tests use, and the real programs the tests read (antlr, ASM,
# ecj, jdt-core, javacc, bsh, commons-lang3, guava, bcel, jflex, with their examples).
# Nothing is installed when nothing is missing, so running it again is
# cheap; `sh scripts/install.sh --check` only lists what is missing.
#
# `make` never calls this; `make test` and the other test targets do (see
# the Makefile), so a fresh machine runs `make test` as root and gets
# everything, while `make` as any user needs only the libraries.
set -eu

# Every Debian package, in install order.
PACKAGES="build-essential pkg-config libzip-dev libdeflate-dev libigraph-dev libgraphviz-dev graphviz
	libcjson-dev libmicrohttpd-dev libcmocka-dev openjdk-17-jdk-headless clang libclang-rt-14-dev
	zip unzip time jq python3 libantlr-java antlr-doc libasm-java libecj-java
	libeclipse-jdt-core-java javacc javacc-doc bsh bsh-src libcommons-lang3-java libguava-java
	libbcel-java jflex jasmin-sable libproguard-java chromium chromium-driver"

here=$(dirname "$0")
missing=""
# The build's libraries and JDK: deps.sh's own check.
sh "$here/deps.sh" --check >/dev/null 2>&1 || missing="$missing build-libraries"
pkg-config --exists cmocka 2>/dev/null || missing="$missing cmocka"
# Test inputs: antlr 2.7.7 and its example grammars, ASM (round-trip benchmark), ecj;
# the real jars of bench/realjars (jdt-core, javacc, bsh, commons-lang3, guava);
# jdt-core's batch compiler (Java 17) also compiles tests/e2e/metamorphic.sh's variants;
# javacc's example grammars and bsh's test scripts (make test-real); bcel, whose
# verifier is a traced workload of bench/trace and make test-real, and jflex,
# whose Unicode tables are bench/trace's large-class case; jasmin-sable and
# proguard, the ends of bench/realjars/ladder.sh's ladder.
for f in /usr/share/java/antlr.jar /usr/share/java/asm.jar /usr/share/java/ecj.jar \
	 /usr/share/doc/antlr/examples /usr/share/java/eclipse-jdt-core.jar /usr/share/java/javacc.jar \
	 /usr/share/java/bsh.jar /usr/share/java/commons-lang3.jar /usr/share/java/guava.jar \
	 /usr/share/doc/javacc/examples /usr/src/bsh-src/bsh.tar.gz \
	 /usr/share/java/bcel.jar /usr/share/java/jflex.jar \
	 /usr/share/java/jasmin-sable.jar /usr/share/java/proguard.jar; do
	[ -e "$f" ] || missing="$missing $f"
done
command -v dot >/dev/null 2>&1 || missing="$missing graphviz"
command -v clang >/dev/null 2>&1 || missing="$missing clang"    # fuzzing
[ -x /usr/bin/time ] || missing="$missing time"  # GNU time: peak RSS in bench/lattice
for t in jq python3 zip unzip; do  # the end-to-end scripts read JSON and jars
	command -v $t >/dev/null 2>&1 || missing="$missing $t"
done
for t in chromium chromedriver; do  # tests/e2e/serve_browser.sh drives kaba serve's pages
	command -v $t >/dev/null 2>&1 || missing="$missing $t"
done

[ -n "$missing" ] || exit 0
if [ "${1:-}" = --check ]; then
	echo "install.sh: missing:$missing" >&2
	exit 1
fi
if [ "$(id -u)" != 0 ]; then
	echo "install.sh: missing:$missing; run as root: sh scripts/install.sh" >&2
	echo "install.sh: (or install the Debian packages:" $PACKAGES ")" >&2
	exit 1
fi
echo "install.sh: missing:$missing; installing from Debian packages" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
# shellcheck disable=SC2086  # one word per package
apt-get install -y -qq --no-install-recommends $PACKAGES >&2
