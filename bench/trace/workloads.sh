#!/bin/sh
# The tracing agent's cost on real programs (issue 25): for each workload,
# paired rounds of the same runs untraced and traced (`kaba trace --jar JAR`,
# one JVM per run), the two orders alternating from round to round; per
# mode and round the wall seconds of the whole workload, the user CPU
# seconds and the largest peak RSS of its processes.  Prints a Markdown
# table: medians, and the median of the per-round ratios traced/untraced
# (the pairs share the machine's load).  Checks that each traced run
# writes the same stdout, stderr and exit status as its untraced twin.
#   sh bench/trace/workloads.sh [WORKLOAD...]
#   workloads: antlr bcel bcel-large bsh javacc (default: all), and
#   bcel-4_1, bcel-6_2 (jflex's larger Unicode tables: minutes each)
# Env: BUILD (default build), JAVA_HOME, ROUNDS (default 3).
set -u
. "$(dirname "$0")/env.sh"
ROUNDS=${ROUNDS:-3}
work=$(mktemp -d "${TMPDIR:-/tmp}/kaba-bench-workloads.XXXXXX")
trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }

# The runs of a workload, one a line: FOLDER-TO-COPY (or -) ARGS... for java.
antlr_runs() {
	for g in calc/calc.g java/java.g cpp/cpp.g tinyc/tinyc.g pascal/pascal.g \
		 tinybasic/TinyBasic.g xml/xml.g HTML/html.g; do
		echo "/usr/share/doc/antlr/examples/java/$(dirname "$g") -cp /usr/share/java/antlr.jar antlr.Tool $(basename "$g")"
	done
}
# the verifier (passes 1 to 3b) on 24 classes of antlr.jar, one JVM each
bcel_runs() {
	unzip -Z1 /usr/share/java/antlr.jar 'antlr/*.class' | LC_ALL=C sort | head -n 24 |
	while read -r c; do
		c=${c%.class}
		echo "- -cp /usr/share/java/bcel.jar:/usr/share/java/antlr.jar org.apache.bcel.verifier.Verifier $(echo "$c" | tr / .)"
	done
}
# the verifier on jflex's Unicode 3.0 tables: a 60 KB static initialiser
bcel_large_runs() {
	echo "- -cp /usr/share/java/bcel.jar:/usr/share/java/jflex.jar org.apache.bcel.verifier.Verifier jflex.unicode.data.Unicode_3_0"
}
# the same on the Unicode 4.1 and 6.2 tables (164 KB and 294 KB classes:
# the verifier keeps 140,000 objects and more live)
bcel_4_1_runs() {
	echo "- -cp /usr/share/java/bcel.jar:/usr/share/java/jflex.jar org.apache.bcel.verifier.Verifier jflex.unicode.data.Unicode_4_1"
}
bcel_6_2_runs() {
	echo "- -cp /usr/share/java/bcel.jar:/usr/share/java/jflex.jar org.apache.bcel.verifier.Verifier jflex.unicode.data.Unicode_6_2"
}
bsh_runs() {
	for s in arithmetic1.bsh array1.bsh class.bsh commands.bsh forscope.bsh hash.bsh \
		 interface.bsh inherit.bsh methods1.bsh operators.bsh eval.bsh \
		 exceptions.bsh iterator.bsh; do
		echo "$work/bsh/tests/test-scripts -cp /usr/share/java/bsh.jar bsh.Interpreter $s"
	done
}
javacc_runs() {
	d=/usr/share/doc/javacc/examples
	for g in JavaCCGrammar/JavaCC.jj JavaGrammars/Java1.1.jj SimpleExamples/Simple1.jj \
		 SimpleExamples/IdList.jj Lookahead/Example1.jj CORBA-IDL/IDL.jj \
		 Interpreter/SPL.jjt JJTreeExamples/java/eg1.jjt; do
		case $g in
		*.jjt) tool=jjtree ;;
		*) tool=javacc ;;
		esac
		echo "$d/$(dirname "$g") -cp /usr/share/java/javacc.jar $tool $(basename "$g")"
	done
}
jar_of() {
	case $1 in
	antlr) echo /usr/share/java/antlr.jar ;;
	bcel*) echo /usr/share/java/bcel.jar ;;
	bsh) echo /usr/share/java/bsh.jar ;;
	javacc) echo /usr/share/java/javacc.jar ;;
	esac
}

# one WORKLOAD MODE ROUND: every run, each in a fresh copy of its folder;
# "wall user maxrss" on stdout.
one() {
	w=$1 mode=$2 dir=$work/$1.$2.$3 i=0
	mkdir -p "$dir"
	: >"$dir.times"
	t0=$(now)
	"$(echo "$w" | tr - _)_runs" | while read -r from args; do
		i=$((i + 1))
		mkdir -p "$dir/$i"
		[ "$from" = - ] || cp -R "$from/." "$dir/$i"
		if [ "$mode" = plain ]; then
			set -- "$java" $args
		else
			set -- "$kaba" trace -q -o "$dir/$i.trace" --jar "$(jar_of "$w")" -- "$java" $args
		fi
		(cd "$dir/$i" && /usr/bin/time -f '%U %M' -a -o "$dir.times" "$@" \
			>"$dir/$i.stdout" 2>"$dir/$i.stderr"; echo $? >"$dir/$i.exit")
	done
	t1=$(now)
	awk -v wall="$(echo "$t1 - $t0" | bc)" \
		'/^[0-9.]+ [0-9]+$/ { u += $1; if ($2 + 0 > m) m = $2 + 0 }
		 END { printf "%s %.2f %d\n", wall, u, m }' "$dir.times"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

if [ -d /usr/src/bsh-src ]; then
	mkdir -p "$work/bsh" && tar -xzf /usr/src/bsh-src/bsh.tar.gz -C "$work/bsh" tests
fi
echo "| workload | runs | untraced wall s | traced wall s | wall ratio | untraced user s | traced user s | user ratio | peak RSS untraced / traced MB | same outputs |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for w in ${*:-antlr bcel bcel-large bsh javacc}; do
	: >"$work/$w.rows"
	for r in $(seq 1 "$ROUNDS"); do
		if [ $((r % 2)) = 1 ]; then
			p=$(one "$w" plain "$r"); t=$(one "$w" traced "$r")
		else
			t=$(one "$w" traced "$r"); p=$(one "$w" plain "$r")
		fi
		echo "$p $t" >>"$work/$w.rows"
	done
	same=yes
	for f in "$work/$w.plain.1"/*.stdout "$work/$w.plain.1"/*.stderr "$work/$w.plain.1"/*.exit; do
		cmp -s "$f" "$work/$w.traced.1/${f##*/}" || { same="no (${f##*/})"; break; }
	done
	runs=$(ls "$work/$w.plain.1"/*.exit | wc -l)
	col() { awk -v c="$1" '{ print $c }' "$work/$w.rows" | median; }
	ratio() { awk -v a="$1" -v b="$2" '{ printf "%.2f\n", $b / $a }' "$work/$w.rows" | median; }
	echo "| $w | $runs | $(col 1) | $(col 4) | $(ratio 1 4)x | $(col 2) | $(col 5) | $(ratio 2 5)x |" \
		"$(( $(col 3) / 1024 )) / $(( $(col 6) / 1024 )) | $same |"
done
echo
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $ROUNDS rounds, load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
