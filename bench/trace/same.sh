#!/bin/sh
# Do two tracing agents write the same traces?  Each run traced once with
# AGENT_A and once with AGENT_B (through KABA_AGENT, one kaba binary), both
# in the same scratch folder so that paths agree, then the folders compared
# byte for byte: the trace, its .refl.log, the files the program wrote, its
# stdout, stderr and exit status.  Prints one line per run and the number
# that differ; exit 1 if any does.  (A reflection record's caller bci is
# an offset in the instrumented code, a known gap in src/trace/agent/
# reflect.c: it differs whenever the instrumentation of that caller does.)
#   same.sh AGENT_A AGENT_B   env: BUILD (default build), JAVA_HOME, KEEP (a
#   folder: the differing runs' folders are moved there)
set -u
a=$1 b=$2
. "$(dirname "$0")/env.sh"
fixtures=$(cd "$BUILD" && pwd)/fixtures
work=$(mktemp -d "${TMPDIR:-/tmp}/kaba-bench-same.XXXXXX")
trap 'rm -rf "$work"' EXIT
antlr=/usr/share/java/antlr.jar bcel=/usr/share/java/bcel.jar
javacc=/usr/share/java/javacc.jar jflex=/usr/share/java/jflex.jar

# The runs, one a line: FOLDER-TO-COPY (or -) JAR ARGS... for java.
runs() {
	for g in java/java.g calc/calc.g HTML/html.g; do
		echo "/usr/share/doc/antlr/examples/java/${g%/*} $antlr -cp $antlr antlr.Tool ${g#*/}"
	done
	for c in jflex.unicode.data.Unicode_2_0 jflex.unicode.data.Unicode_3_0 \
		 antlr.CharScanner antlr.Tool antlr.Parser; do
		echo "- $bcel -cp $bcel:$antlr:$jflex org.apache.bcel.verifier.Verifier $c"
	done
	echo "/usr/share/doc/javacc/examples/JavaCCGrammar $javacc -cp $javacc javacc JavaCC.jj"
	echo "/usr/share/doc/javacc/examples/JJTreeExamples/java $javacc -cp $javacc jjtree eg1.jjt"
	for f in trace_dead_ctor trace_lambda_cut trace_partial trace_unseen stack_trace; do
		echo "- $fixtures/$f.jar -jar $fixtures/$f.jar"
	done
	for m in trace_exceptions:exc.Main trace_hidden_field:hf.Main trace_hot:hot.Main \
		 trace_reflect:refl.Main trace_threads:threads.Main; do
		echo "- $fixtures/${m%%:*}.jar -cp $fixtures/${m%%:*}.jar ${m#*:}"
	done
}

# one AGENT FOLDER JAR ARGS...: the run traced in $work/run, kept as FOLDER
one() {
	agent=$1 keep=$2 from=$3 jar=$4
	shift 4
	rm -rf "$work/run" && mkdir -p "$work/run"
	# never copy an empty name: "$from/." would be the root
	if [ "$from" != - ] && [ -n "$from" ] && [ -d "$from" ]; then
		cp -R "$from/." "$work/run"
	fi
	(cd "$work/run" && KABA_AGENT=$agent "$kaba" trace -q -o run.trace --jar "$jar" -- \
		"$java" "$@" >stdout 2>stderr; echo $? >exit)
	mv "$work/run" "$keep"
}

n=0 differ=0
runs >"$work/runs"
while read -r from jar args; do
	n=$((n + 1))
	one "$a" "$work/$n.a" "$from" "$jar" $args
	one "$b" "$work/$n.b" "$from" "$jar" $args
	if diff -r "$work/$n.a" "$work/$n.b" >/dev/null; then
		echo "same: $args (exit $(cat "$work/$n.a/exit"))"
	else
		echo "DIFFERENT: $args:" $(diff -rq "$work/$n.a" "$work/$n.b" |
			sed "s|$work/$n.a/||; s| and .*||; s|^Files ||; s|^Only in .*|(files missing)|")
		differ=$((differ + 1))
		[ -z "${KEEP:-}" ] || { mkdir -p "$KEEP" && mv "$work/$n.a" "$work/$n.b" "$KEEP"; }
	fi
	rm -rf "$work/$n.a" "$work/$n.b"
done <"$work/runs"
echo "$differ of $n runs differ"
[ "$differ" = 0 ]
