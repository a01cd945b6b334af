#!/bin/sh
# Cross-check `kaba verify` with HotSpot, class by class (docs/verify.md):
# every class of a corpus is type-checked by kaba and loaded and linked by
# HotSpot under -Xverify:all (VerifyEach.java).  The requirement: no class
# HotSpot's verifier refuses that kaba accepts ("missed" must be 0).  kaba
# may be stricter: an invokeinterface whose receiver's class does not
# implement the interface ("icce": HotSpot throws at run time, not at
# verification), or anything else ("other", to be explained).
# Corpora: the JDK (the classes of all its jmods in one jar, checked with
# --no-jdk and loaded with every system module resolved), antlr, ecj,
# jdt-core, the fixtures, and outputs of
# kaba itself with the type self-check off (KABA_SELFCHECK_TYPES=0): the
# tests/e2e/verify program, NPROG harness programs compiled without -g,
# and ecj restructured.  Writes bench/results/verify.md.
#   sh bench/verify/run.sh            (KABA, BUILD, JAVA_HOME, NPROG=60)
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
KABA=${KABA:-$root/build/kaba}
BUILD=${BUILD:-$root/build}
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
NPROG=${NPROG:-60}
java=$JAVA_HOME/bin/java
work=$BUILD/bench/verify
rm -rf "$work" && mkdir -p "$work/loader" && work=$(cd "$work" && pwd)
"$JAVA_HOME/bin/javac" -d "$work/loader" "$here/VerifyEach.java" || exit 1
rows=$work/rows
: >"$rows"

# compare NAME JAR MODE [KABA OPTIONS]: MODE app (the jar on the class path)
# or jdk (the JDK's own classes, all system modules resolved); one row in $rows:
# name classes hs_ok hs_refused hs_other kaba_refused both missed icce other
compare() {
	name=$1 jar=$2 mode=$3
	shift 3
	d=$work/$name
	mkdir -p "$d"
	"$KABA" verify -q "$@" "$jar" >"$d/kaba.out" 2>"$d/kaba.err"
	cut -d' ' -f1 "$d/kaba.out" | cut -d. -f1 | sort -u >"$d/kaba.refused"
	unzip -Z1 "$jar" | grep '\.class$' | grep -v -e 'module-info' -e '^META-INF/' |
		sed 's/\.class$//; s|/|.|g' >"$d/classes"
	if [ "$mode" = jdk ]; then
		"$java" -Xverify:all -Xshare:off --add-modules ALL-SYSTEM -cp "$work/loader" VerifyEach \
			<"$d/classes" >"$d/hs.out" 2>&1
	else
		"$java" -Xverify:all -Xshare:off -cp "$work/loader:$jar" VerifyEach <"$d/classes" >"$d/hs.out" 2>&1
	fi
	grep '^VERIFY ' "$d/hs.out" | cut -d' ' -f2 | tr -d ':' | sort -u >"$d/hs.refused"
	comm -23 "$d/hs.refused" "$d/kaba.refused" >"$d/missed"
	comm -13 "$d/hs.refused" "$d/kaba.refused" >"$d/stricter"
	icce=0
	for c in $(cat "$d/stricter"); do
		grep "^$c\." "$d/kaba.out" | grep -qv "IncompatibleClassChangeError" || icce=$((icce + 1))
	done
	echo "$name $(wc -l <"$d/classes") $(grep -c '^OK ' "$d/hs.out") $(wc -l <"$d/hs.refused")" \
	     "$(grep -c '^OTHER ' "$d/hs.out") $(wc -l <"$d/kaba.refused")" \
	     "$(comm -12 "$d/hs.refused" "$d/kaba.refused" | wc -l) $(wc -l <"$d/missed")" \
	     "$icce $(($(wc -l <"$d/stricter") - icce))" >>"$rows"
	tail -n 1 "$rows"
}

# The JDK: every class of every jmod (module-info excepted).
mkdir -p "$work/jdk"
for m in "$JAVA_HOME"/jmods/*.jmod; do
	x=$work/jmod/$(basename "$m" .jmod)
	"$JAVA_HOME/bin/jmod" extract --dir "$x" "$m"
	[ ! -d "$x/classes" ] || cp -R "$x/classes/." "$work/jdk/"
done
find "$work/jdk" -name module-info.class -exec rm -f {} +
(cd "$work/jdk" && "$JAVA_HOME/bin/jar" cf "$work/jdk.jar" .)
compare jdk "$work/jdk.jar" jdk --no-jdk
compare antlr /usr/share/java/antlr.jar app
compare ecj /usr/share/java/ecj.jar app
compare jdt-core /usr/share/java/eclipse-jdt-core.jar app
for jar in "$BUILD"/fixtures/*.jar; do
	case $jar in *trace_verify*) continue ;; esac
	compare "fixture-$(basename "$jar" .jar)" "$jar" app
done

# kaba's own output, the self-check's type check off.
raw() {   # raw NAME JAR [OPTIONS]: restructure JAR into $work/NAME.out
	KABA_SELFCHECK_TYPES=0 "$KABA" analyze -q "$2" -o "$work/$1.out" >/dev/null 2>&1
	jar=$(ls "$work/$1.out"/*-restructured.jar 2>/dev/null | head -n 1)
	[ -n "$jar" ] && compare "out-$1" "$jar" app
}
mkdir -p "$work/selfcheck"
"$JAVA_HOME/bin/javac" -g:none --release 17 -d "$work/selfcheck" tests/e2e/verify/selfcheck/p/*.java
(cd "$work/selfcheck" && "$JAVA_HOME/bin/jar" cfe "$work/selfcheck.jar" p.Main .)
raw selfcheck "$work/selfcheck.jar"
tests/harness/build.sh "$BUILD" >/dev/null
i=0
while [ $i -lt "$NPROG" ]; do
	p=$work/prog$i
	"$BUILD/harness/kgen" -o "$p/src" -n $i -s 1 -C 4 -M 3 -F 2 -P 2 -I 1 >/dev/null 2>&1
	mkdir -p "$p/cls"
	if "$JAVA_HOME/bin/javac" -nowarn --release 17 -d "$p/cls" $(find "$p/src" -name '*.java') 2>/dev/null; then
		(cd "$p/cls" && "$JAVA_HOME/bin/jar" cfe "$p.jar" "t$i.p0.Main" .)
		raw "prog$i" "$p.jar"
	fi
	i=$((i + 1))
done
KABA_SELFCHECK_TYPES=0 "$KABA" analyze -q /usr/share/java/ecj.jar \
	--main org.eclipse.jdt.internal.compiler.batch.Main -o "$work/ecj.out" >/dev/null 2>&1
compare out-ecj "$work/ecj.out/ecj-restructured.jar" app

# The table.
{
	echo "| corpus | classes | HotSpot ok | HotSpot refuses | HotSpot other | kaba refuses | both refuse | missed | kaba stricter: icce | kaba stricter: other |"
	echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
	awk '{ g = $1; if (g ~ /^fixture-/) g = "fixtures (" "all jars)"; else if (g ~ /^out-prog/) g = "kaba output: harness programs, no -g";
	       else if (g == "out-selfcheck") g = "kaba output: tests/e2e/verify program"; else if (g == "out-ecj") g = "kaba output: ecj";
	       if (!(g in seen)) { seen[g] = ++k; name[k] = g }
	       for (i = 2; i <= 10; i++) sum[g, i] += $i }
	     END { for (j = 1; j <= k; j++) { g = name[j]; printf "| %s", g; for (i = 2; i <= 10; i++) printf " | %d", sum[g, i]; print " |" } }' "$rows"
} >"$work/table.md"
cat "$work/table.md"
