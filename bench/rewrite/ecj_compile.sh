#!/bin/sh
# Does the restructured ecj still compile like the original (issue 6: a
# restructured jar runs exactly like the original)?  Every class of the
# restructured jar is loaded and verified (VerifyAll, tests/e2e/lib/jars.sh;
# a class the original cannot load either, for a missing library class, may
# be skipped),
# then both ecj jars compile the sources of each fixture (tests/fixtures/*/,
# one compiler run per fixture, the same options) and must write the same
# class files, byte for byte, print the same messages and exit alike.  A
# bench script, not an e2e test: restructuring ecj takes minutes.
#   bench/rewrite/ecj_compile.sh [NEW.jar]
# NEW.jar: a restructured ecj (default: made now by `kaba rewrite`, timed).
# Env: BUILD (default build), JAVA_HOME, ECJ (the original jar, default ecj.jar; jdt-core
# holds the same batch compiler), LIMIT (seconds for kaba, default 1800),
# FIXTURES (the source directories, default tests/fixtures/*/).
# Prints TAP lines; exit 1 when one fails.
set -u
BUILD=${BUILD:-build}
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
LIMIT=${LIMIT:-1800}
ecj=${ECJ:-/usr/share/java/ecj.jar}   # or another build of the batch compiler (jdt-core)
main=org.eclipse.jdt.internal.compiler.batch.Main
work=$BUILD/bench/ecj_compile
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
. tests/e2e/lib/jars.sh   # java, verifier, say, comment
n=0
fail=0

new=${1:-}
if [ -z "$new" ]; then
	new=$work/ecj-restructured.jar
	/usr/bin/time -f '%U user s, %e wall s, %M KB peak RSS' -o "$work/kaba.time" \
		timeout "$LIMIT" "$BUILD/kaba" rewrite -v "$ecj" --main "$main" -o "$new" \
		>"$work/kaba.out" 2>"$work/kaba.err"
	status=$?
	grep 'fallback round\|^rewrite:' "$work/kaba.out" "$work/kaba.err" | cut -c1-240 | sed 's/^/# /'
	echo "# kaba rewrite: exit $status, $(tail -n 1 "$work/kaba.time")"
	if [ $status -ne 0 ]; then
		say "not ok" "kaba rewrite ecj.jar (exit $status)"
		comment "$work/kaba.err"
		echo "1..$n"
		exit 1
	fi
	say ok "kaba rewrite ecj.jar"
fi

# verify JAR: VerifyAll's report in JAR.verify; its skipped classes (a
# missing library class: ecj's ant adapter) in JAR.skipped
verify() {
	"$java" -cp "$verifier:$1" VerifyAll "$1" >"$1.verify" 2>&1
	grep '^skipped' "$1.verify" | sort >"$1.skipped"
}
cp "$ecj" "$work/ecj.jar"
verify "$work/ecj.jar"
verify "$new"
# skipped by the restructured jar, not by the original (names only: a class
# the original cannot load may load now, e.g. the static holder of ecj's
# ant adapter, whose instance part, dead, went with its missing superclass)
sed 's/:.*//' "$work/ecj.jar.skipped" | sort >"$work/ecj.jar.skipped.names"
sed 's/:.*//' "$new.skipped" | sort | comm -23 - "$work/ecj.jar.skipped.names" >"$new.skipped.more"
if grep -q ' verified, 0 verify errors$' "$new.verify" && [ ! -s "$new.skipped.more" ]; then
	say ok "every class of the restructured ecj verifies ($(tail -n 1 "$new.verify"); skipped: $(wc -l <"$new.skipped"), the original: $(wc -l <"$work/ecj.jar.skipped"))"
else
	say "not ok" "every class of the restructured ecj verifies"
	grep -v '^skipped' "$new.verify" | comment
	diff "$work/ecj.jar.skipped" "$new.skipped" | comment
	fail=1
fi

# compile JAR OUT SOURCES...: ecj from JAR into OUT (classes, messages, status)
compile() {
	jar=$1 out=$2
	shift 2
	mkdir -p "$out/classes"
	timeout 120 "$java" -cp "$jar" "$main" -11 -proc:none -d "$out/classes" "$@" \
		>"$out/messages" 2>&1
	echo $? >"$out/status"
}

for dir in ${FIXTURES:-tests/fixtures/*/}; do
	f=$(basename "$dir")
	srcs=$(find "$dir" -name '*.java' | sort)
	[ -n "$srcs" ] || continue
	# shellcheck disable=SC2086   # one word per source file
	compile "$ecj" "$work/$f/orig" $srcs
	# shellcheck disable=SC2086
	compile "$new" "$work/$f/new" $srcs
	if cmp -s "$work/$f/orig/messages" "$work/$f/new/messages" &&
	   cmp -s "$work/$f/orig/status" "$work/$f/new/status" &&
	   diff -r "$work/$f/orig/classes" "$work/$f/new/classes" >/dev/null; then
		say ok "$f: same class files, messages and exit status ($(find "$work/$f/orig/classes" -name '*.class' | wc -l) classes, exit $(cat "$work/$f/orig/status"))"
	else
		say "not ok" "$f: same class files, messages and exit status"
		diff "$work/$f/orig/messages" "$work/$f/new/messages" | comment
		diff -rq "$work/$f/orig/classes" "$work/$f/new/classes" | comment
		fail=1
	fi
done
echo "1..$n"
exit $fail
