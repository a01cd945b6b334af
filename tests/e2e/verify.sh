#!/bin/sh
# The type check (issue 19, docs/verify.md) end to end.
#  - `kaba verify` accepts every fixture jar, as HotSpot does;
#  - two jars broken by separate compilation (tests/e2e/verify: p.Main
#    compiled against K1 extends K0 implements I, then run with a K1 that
#    lost its superclass or its interface): kaba verify exits 5 naming
#    p/Main.main and the pc; HotSpot's verifier refuses the first, runs the
#    second into IncompatibleClassChangeError;
#  - the self-check: a program compiled without a LocalVariableTable whose
#    restructuring the analysis once got wrong.  With --no-fallback kaba
#    either refuses it (exit 4, "a method the verifier refuses") or writes
#    a jar that verifies; by default the jar verifies and prints the same,
#    the refused classes frozen with that reason.
#  - usage: no jar is exit 64, a missing one exit 2 or 3.
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/verify
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
n=0
. tests/e2e/lib/jars.sh
javac=$JAVA_HOME/bin/javac
src=tests/e2e/verify

# Every fixture jar passes kaba verify.
bad=
for jar in "$BUILD"/fixtures/*.jar; do
	"$KABA" verify -q "$jar" >"$work/fixture.out" 2>&1 || bad="$bad $(basename "$jar")"
done
if [ -z "$bad" ]; then
	say ok "kaba verify accepts every fixture jar"
else
	say "not ok" "kaba verify accepts every fixture jar (refused:$bad)"
fi

# broken VARIANT: p.Main and K0, I from common/, K1 from VARIANT/, in
# $work/VARIANT.jar.
broken() {
	mkdir -p "$work/$1/good" "$work/$1/cls"
	"$javac" -g:none --release 17 -d "$work/$1/good" "$src"/common/p/*.java &&
		"$javac" -g:none --release 17 -cp "$work/$1/good" -d "$work/$1/cls" "$src/$1/p/K1.java" &&
		cp "$work/$1/good/p/Main.class" "$work/$1/good/p/K0.class" "$work/$1/good/p/I.class" \
		   "$work/$1/cls/p/" &&
		(cd "$work/$1/cls" && "$JAVA_HOME/bin/jar" cf "$work/$1.jar" p)
}

# refused VARIANT REGEX: kaba verify exits 5 with one line for p/Main.main
# matching REGEX.
refused() {
	"$KABA" verify -q "$work/$1.jar" >"$work/$1.out" 2>"$work/$1.err"
	status=$?
	if [ $status -eq 5 ] && [ "$(wc -l <"$work/$1.out")" -eq 1 ] &&
	   grep -q "^p/Main.main (\[Ljava/lang/String;)V pc [0-9]*: .*$2" "$work/$1.out"; then
		say ok "kaba verify refuses $1 (exit 5): $(cat "$work/$1.out")"
	else
		say "not ok" "kaba verify refuses $1 (exit $status)"
		comment "$work/$1.out" "$work/$1.err"
	fi
}

if broken no_super && broken no_interface; then
	refused no_super "invokevirtual 'p/K1' (receiver) is not assignable to 'p/K0'"
	"$java" -cp "$verifier:$work/no_super.jar" VerifyAll "$work/no_super.jar" >"$work/no_super.hotspot" 2>&1
	if grep -q "^VerifyError p.Main:" "$work/no_super.hotspot"; then
		say ok "HotSpot refuses no_super too"
	else
		say "not ok" "HotSpot refuses no_super too"
		comment "$work/no_super.hotspot"
	fi
	refused no_interface "invokeinterface on 'p/K1', which does not implement p/I"
	"$java" -Xverify:all -cp "$work/no_interface.jar" p.Main >"$work/no_interface.run" 2>&1
	if grep -q "IncompatibleClassChangeError" "$work/no_interface.run"; then
		say ok "HotSpot runs no_interface into IncompatibleClassChangeError"
	else
		say "not ok" "HotSpot runs no_interface into IncompatibleClassChangeError"
		comment "$work/no_interface.run"
	fi
else
	say "not ok" "the broken jars compile"
fi

# The self-check on the generator's output.
mkdir -p "$work/selfcheck/cls"
"$javac" -g:none --release 17 -d "$work/selfcheck/cls" "$src"/selfcheck/p/*.java
"$JAVA_HOME/bin/jar" cfe "$work/selfcheck.jar" p.Main -C "$work/selfcheck/cls" .
run "$work/selfcheck.jar" p.Main "$work/selfcheck/original.txt"
"$KABA" analyze -q --no-fallback "$work/selfcheck.jar" -o "$work/selfcheck/strict" \
	>"$work/selfcheck/strict.out" 2>"$work/selfcheck/strict.err"
status=$?
if [ $status -eq 4 ] && grep -q "restructuring not supported: a method the verifier refuses: p/Main.main" \
			   "$work/selfcheck/strict.err"; then
	say ok "--no-fallback: the self-check refuses the unverifiable output (exit 4)"
elif [ $status -eq 0 ] && verified "$work/selfcheck/strict/selfcheck-restructured.jar"; then
	say ok "--no-fallback: the output verifies (exit 0; nothing for the self-check to refuse)"
else
	say "not ok" "--no-fallback: refused by the self-check or verified (exit $status)"
	comment "$work/selfcheck/strict.err"
fi
refused_by_check=$([ $status -eq 4 ] && echo 1 || echo 0)
"$KABA" analyze -q "$work/selfcheck.jar" -o "$work/selfcheck/kaba" \
	>"$work/selfcheck/kaba.out" 2>"$work/selfcheck/kaba.err"
status=$?
if [ $status -ne 0 ]; then
	say "not ok" "fallback: kaba analyze exits 0 (exit $status)"
	comment "$work/selfcheck/kaba.err"
else
	judge "fallback" "$work/selfcheck/kaba/selfcheck-restructured.jar" p.Main "$work/selfcheck"
	if [ "$refused_by_check" = 1 ]; then
		if python3 -c 'import json, sys
f = [x for x in json.load(open(sys.argv[1]))["frozen"] if x["class"] == "p/Main"]
sys.exit(0 if f and "verifier refuses" in f[0]["why"] else 1)' "$work/selfcheck/kaba/report.json"; then
			say ok "fallback: p/Main frozen for the verifier's refusal"
		else
			say "not ok" "fallback: p/Main frozen for the verifier's refusal"
		fi
	fi
fi

# Usage and bad input.
"$KABA" verify >/dev/null 2>&1
status=$?
[ $status -eq 64 ] && say ok "kaba verify without a jar: exit 64" ||
	say "not ok" "kaba verify without a jar: exit 64 (exit $status)"
"$KABA" verify "$work/none.jar" >/dev/null 2>"$work/none.err"
status=$?
if { [ $status -eq 2 ] || [ $status -eq 3 ]; } && [ "$(wc -l <"$work/none.err")" -eq 1 ]; then
	say ok "kaba verify on a missing jar: one line, exit $status"
else
	say "not ok" "kaba verify on a missing jar: one line, exit 2 or 3 (exit $status)"
	comment "$work/none.err"
fi
echo "1..$n"
