#!/bin/sh
# Real jars that no test fixture was written for: Debian's commons-lang3,
# guava and asm, each with a client (commons-lang3 and guava: a demo.Main
# of ours, merged into the library's jar, so kaba restructures the library;
# asm: its own Textifier main, run on ecj's AST class files).  For each,
# both variants: static (`kaba analyze APP -o D`) and traced (`kaba trace`
# on the client's run, then `kaba analyze APP --trace T -o D`).  A case
# passes when kaba exits 0, every class of the restructured jar verifies
# (VerifyAll of the trace_verify fixture, as the e2e tests do) and the
# client prints the same from the restructured jar.  The table (user CPU s
# and peak RSS of kaba analyze, GNU time; classes restructured of the user
# classes; verification; output) goes to stdout and replaces the "Latest
# run" section of bench/results/realjars.md.
#   KABA=build/kaba BUILD=build sh bench/realjars/run.sh
set -u
root=$(git rev-parse --show-toplevel)
. "$root/bench/lib.sh"
KABA=${KABA:-$root/build/kaba}
BUILD=${BUILD:-$root/build}
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
java=$JAVA_HOME/bin/java
out=${OUT:-$root/bench/results/realjars.md}
verifier=$BUILD/fixtures/trace_verify.jar
TIME=/usr/bin/time
for f in "$verifier" /usr/share/java/commons-lang3.jar /usr/share/java/guava.jar \
	/usr/share/java/asm-all.jar /usr/share/java/ecj.jar "$TIME"; do
	[ -e "$f" ] || { echo "bench/realjars: needs $f" >&2; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run JAR MAIN ARGS...: the client's stdout and status, in JAR.out
run() {
	jar=$1 main=$2
	shift 2
	"$java" -Xverify:all -cp "$jar" "$main" "$@" >"$jar.out" 2>&1
	echo "exit $?" >>"$jar.out"
}

# verified JAR: "N/M" classes verified, and whether all did
verified() {
	"$java" -cp "$verifier:$1" VerifyAll "$1" >"$1.verify" 2>&1
	total=$(unzip -Z1 "$1" | grep -c '\.class$')
	ok=$(sed -n 's/^\([0-9]*\) verified, 0 verify errors$/\1/p' "$1.verify")
	echo "${ok:-0}/$total"
}

# case NAME VARIANT APP MAIN ARGS...: one row of the table
row() {
	name=$1 variant=$2 jar=$3 main=$4
	shift 4
	d=$tmp/$name/$variant
	opt=
	if [ "$variant" = traced ]; then
		"$KABA" trace -q -o "$tmp/$name/run.trace" -- "$java" -cp "$jar" "$main" "$@" >/dev/null 2>&1
		opt="--trace $tmp/$name/run.trace"
	fi
	$TIME -f '%U %M' -o "$tmp/time" "$KABA" analyze "$jar" --main "$main" $opt -o "$d" -q --no-svg \
		>/dev/null 2>"$tmp/$name/$variant.err"
	status=$?
	set -- $(cat "$tmp/time") "$@"
	user=$1 rss=$(($2 / 1024))
	shift 2
	new=$d/app-restructured.jar
	if [ $status -ne 0 ] || [ ! -f "$new" ]; then
		echo "| $name | $variant | kaba exit $status: $(head -c 120 "$tmp/$name/$variant.err") | $user | $rss | - | - | - |"
		return
	fi
	counts=$(python3 -c 'import json, sys
d = json.load(open(sys.argv[1])); s = d["summary"]; j = d.get("restructured_jar")
print("%d of %d" % ((j or s)["restructured"] if j else s["restructured_classes"], s["user_classes_before"]))' "$d/report.json")
	run "$new" "$main" "$@"
	same=differs
	cmp -s "$jar.out" "$new.out" && same=same
	echo "| $name | $variant | ok | $user | $rss | $counts | $(verified "$new") | $same |"
}

app lang3 /usr/share/java/commons-lang3.jar || { echo "bench/realjars: lang3 client does not build" >&2; exit 1; }
app guava /usr/share/java/guava.jar || { echo "bench/realjars: guava client does not build" >&2; exit 1; }
mkdir -p "$tmp/asm/in"
(cd "$tmp/asm/in" && unzip -q -o /usr/share/java/ecj.jar 'org/eclipse/jdt/internal/compiler/ast/ASTNode.class')
cp /usr/share/java/asm-all.jar "$tmp/asm/app.jar"
class=$tmp/asm/in/org/eclipse/jdt/internal/compiler/ast/ASTNode.class
run "$tmp/lang3/app.jar" demo.Main
run "$tmp/guava/app.jar" demo.Main
run "$tmp/asm/app.jar" org.objectweb.asm.util.Textifier "$class"
{
	echo "## Latest run"
	echo
	echo "$(date -u '+%Y-%m-%d %H:%M UTC'), kaba $(git -C "$root" rev-parse --short HEAD), $(nproc) cores, load at the start $(cut -d' ' -f1-3 /proc/loadavg)"
	echo
	echo "| program | variant | kaba | user s | peak RSS MiB | restructured | classes verified | client output |"
	echo "|---|---|---|---|---|---|---|---|"
	for v in static traced; do
		row lang3 $v "$tmp/lang3/app.jar" demo.Main
		row guava $v "$tmp/guava/app.jar" demo.Main
		row asm $v "$tmp/asm/app.jar" org.objectweb.asm.util.Textifier "$class"
	done
} >"$tmp/latest"
cat "$tmp/latest"
latest_run "$out" "Real jars" "$tmp/latest"
