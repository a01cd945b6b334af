#!/bin/sh
# Paired A/B of two tracing agents (say, before and after a change to the
# instrumentation): antlr.Tool traced on a few example grammars of antlr-doc,
# the agents alternating within each round (A first in odd rounds, B first
# in even ones) through KABA_AGENT, one kaba binary; sums each agent's user
# CPU seconds per round (less sensitive to the machine's other load than
# wall time) and checks that both traced runs generate the same files.
#   ab.sh AGENT_A AGENT_B   env: BUILD (default build), JAVA_HOME, ROUNDS
#   (default 5), GRAMMARS (default: java cpp calc tinyc tinybasic)
set -eu
a=$1 b=$2
. "$(dirname "$0")/env.sh"
ROUNDS=${ROUNDS:-5}
GRAMMARS=${GRAMMARS:-java/java.g cpp/cpp.g calc/calc.g tinyc/tinyc.g tinybasic/TinyBasic.g}
antlr=/usr/share/java/antlr.jar
examples=/usr/share/doc/antlr/examples/java
work=$(mktemp -d /tmp/kaba-bench-ab.XXXXXX)
trap 'rm -rf "$work"' EXIT

# one AGENT TAG ROUND: every grammar traced with AGENT; user s on stdout
one() {
	: >"$work/$2.$3.cpu"
	for g in $GRAMMARS; do
		out=$work/$2.$3/$(dirname "$g")
		mkdir -p "$out"
		cp -r "$examples/$(dirname "$g")/." "$out"
		(set +e; cd "$out" && KABA_AGENT=$1 /usr/bin/time -f %U -a -o "$work/$2.$3.cpu" \
			"$kaba" trace -q -o run.trace --include 'antlr.*' -- \
			"$JAVA_HOME/bin/java" -cp "$antlr" antlr.Tool "$(basename "$g")" \
			>stdout 2>stderr; echo $? >status)
		rm -f "$out/run.trace" "$out/run.trace.refl.log"
	done
	awk '{ s += $1 } END { printf "%.2f", s }' "$work/$2.$3.cpu"
}

sa= sb=
for r in $(seq 1 "$ROUNDS"); do
	if [ $((r % 2)) -eq 1 ]; then x=$(one "$a" A "$r"); y=$(one "$b" B "$r")
	else y=$(one "$b" B "$r"); x=$(one "$a" A "$r"); fi
	diff -r "$work/A.$r" "$work/B.$r" >/dev/null || { echo "round $r: outputs differ" >&2; exit 1; }
	sa="$sa $x" sb="$sb $y"
	echo "round $r: A $x s, B $y s"
done
sum() { echo "$@" | tr ' ' '\n' | awk 'NF { s += $1 } END { printf "%.2f", s }'; }
echo "A ($a):$sa; total $(sum $sa) user s"
echo "B ($b):$sb; total $(sum $sb) user s"
echo "B / A: $(echo "$(sum $sb) $(sum $sa)" | awk '{ printf "%.3f", $1 / $2 }')"
