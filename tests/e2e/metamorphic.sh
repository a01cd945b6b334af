#!/bin/sh
# The metamorphic check (issue 19): a second oracle that needs no generator.
# Every program of tests/fixtures with a Main-Class is compiled again in
# several variants that must not change what kaba does with it:
#
#   variant  compiler, options                       must equal the table of
#   g17      javac --release 17 -g                   (the reference)
#   none17   javac --release 17 -g:none              g17
#   lines17  javac --release 17 -g:source,lines      g17
#   g8       javac --release 8 -g                    (the reference at 8)
#   none8    javac --release 8 -g:none               g8
#   ecj17g   ecj -source 17 -target 17 -g            (the reference for ecj)
#   ecj17    ecj -source 17 -target 17 (no locals)   ecj17g
#   ecj8     ecj -1.8 (no locals)                    -
#
# Debug attributes (LocalVariableTable, LineNumberTable, SourceFile) do not
# change a single instruction, so kaba's table (table.json: rows, columns,
# initial incidences, implications) and proposal (report.json: the new
# classes, their supers, members, objects and variables, what is frozen,
# dead or moved) must be the same up to the names of locals and parameters,
# which come from those attributes.  lib/metanorm.py writes the
# name-independent form (its header says why it is sound: rows keyed by
# origin and incidences, not by name) and the two forms are compared line
# by line.  Another release or compiler may legitimately change the table
# (access$ methods, StringBuilder concatenation, other locals), so there the
# check is behaviour only, as for every variant: kaba analyze exits 0, and
# its restructured jar has every class verified (the harness's `Runner exec`
# loads and links every class of the jar in a class loader of its own,
# which verifies them all: -Xverify:all would add only the JDK's classes,
# and cost a second JVM start, since it turns class data sharing off) and
# prints the same with the same exit status as the
# program as javac -g compiled it (or, when that differs, as the variant's
# own original: a compiler may change the output, kaba may not).
#
# kaba runs with the flags of the fixture's own test (--main for bodies_*
# and lambda_*, the fixture's kaba.keep) and with its restructuring fallback
# on: a variant that needs the fallback where -g did not shows up in the
# proposal (what is frozen).  A variant a compiler rejects (a record at
# release 8) is skipped with the compiler's message.  One TAP line per
# program and variant; the last lines count programs × variants.
# Env: KABA, BUILD, JAVA_HOME; META_ONLY (an extended regular expression:
# only the programs whose names match, for a run by hand).  Needs ecj (Debian ecj / libeclipse-jdt-core-java).
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$BUILD/e2e/metamorphic
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
. "$root/tests/e2e/lib/jars.sh"
n=0
ecj_jar=${ECJ_JAR:-/usr/share/java/eclipse-jdt-core.jar}
jvm="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto"
start=$(date +%s)

# name compiler options reference(- for none)
cat >"$work/variants" <<EOF
g17 javac --release 17 -g -
none17 javac --release 17 -g:none g17
lines17 javac --release 17 -g:source,lines g17
g8 javac --release 8 -g -
none8 javac --release 8 -g:none g8
ecj17g ecj -proc:none -source 17 -target 17 -g -
ecj17 ecj -proc:none -source 17 -target 17 ecj17g
ecj8 ecj -proc:none -1.8 -
EOF

"$JAVA_HOME/bin/javac" -d "$work/meta" "$root/tests/e2e/lib/Meta.java" "$root/tests/harness/Runner.java" 2>"$work/meta.err"
[ $? -eq 0 ] && [ -f "$ecj_jar" ]
status=$?
say "$([ $status -eq 0 ] && echo ok || echo 'not ok')" "the compiler (lib/Meta.java) and the harness's runner build, ecj is at $ecj_jar"
[ $status -eq 0 ] || { comment "$work/meta.err"; echo "1..$n"; exit 0; }

# Programs: NAME SRCDIR MAIN FLAGS.
. "$root/tests/e2e/lib/programs.sh"
fixture_programs "${META_ONLY:-.}" >"$work/programs"

# 1. Every variant of every program, compiled and packed by two JVMs
#    (javac's and ecj's lists).
while read -r name dir _; do
	while read -r v compiler options; do
		mkdir -p "$work/$name/$v"
		printf '%s\t%s\t%s\t%s\n' "$work/$name/$v/$name.jar" "$dir" "$compiler" "${options% *}"
	done <"$work/variants"
done <"$work/programs" >"$work/compile.all"
grep "	javac	" "$work/compile.all" >"$work/compile.javac"
grep "	ecj	" "$work/compile.all" >"$work/compile.ecj"
for c in javac ecj; do
	echo "$JAVA_HOME/bin/java $jvm -cp $work/meta:$ecj_jar Meta compile $work/compile.$c >$work/compiled.$c 2>$work/compiled.$c.err"
done | xargs -P 2 -I{} sh -c '{}'
cat "$work/compiled.javac" "$work/compiled.ecj" >"$work/compiled"

# 2. kaba analyze on every variant that compiled, two at a time.
while read -r name _ _ flags; do
	while read -r v _; do
		d=$work/$name/$v
		grep -qx "$d/$name.jar ok" "$work/compiled" || continue
		echo "timeout 300 $KABA analyze -q --no-svg $d/$name.jar $flags -o $d/out >$d/analyze.out 2>$d/analyze.err; echo \$? >$d/analyze.status"
	done <"$work/variants"
done <"$work/programs" >"$work/analyze.cmds"
xargs -P 2 -I{} sh -c '{}' <"$work/analyze.cmds"

# 3. The name-independent forms, one python for all.
find "$work" -name report.json -path '*/out/*' | sed 's|/report.json$||' |
	xargs python3 "$root/tests/e2e/lib/metanorm.py"

# 4. The original (g17) and every restructured jar, run verified (main
#    with no arguments).
runcmd() {   # runcmd JAR MAIN OUT: the command that runs JAR's MAIN into OUT
	echo "timeout 60 $java $jvm -cp $work/meta Runner exec $1 $2 - >$3 2>$3.err; echo \$? >$3.status"
}
while read -r name _ main _; do
	runcmd "$work/$name/g17/$name.jar" "$main" "$work/$name/original.txt"
	while read -r v _; do
		d=$work/$name/$v
		[ ! -f "$d/out/$name-restructured.jar" ] || runcmd "$d/out/$name-restructured.jar" "$main" "$d/restructured.txt"
	done <"$work/variants"
done <"$work/programs" >"$work/run.cmds"
xargs -P 2 -I{} sh -c '{}' <"$work/run.cmds"

# 5. One TAP line per program and variant.
covered=0 same_checked=0 skipped=0 failed=0 differ=0 broken=0
while read -r name _ main _; do
	while read -r v compiler options; do
		ref=${options##* }
		d=$work/$name/$v
		what="$name $v ($compiler ${options% *})"
		if ! grep -qx "$d/$name.jar ok" "$work/compiled"; then
			say ok "$what" "SKIP $(grep -F "$d/$name.jar fail" "$work/compiled" | cut -d' ' -f3- | cut -c1-150)"
			skipped=$((skipped + 1))
			continue
		fi
		covered=$((covered + 1))
		why=
		st=$(cat "$d/analyze.status")
		if [ "$st" -ne 0 ] || [ ! -f "$d/out/$name-restructured.jar" ]; then
			why="kaba analyze exit $st, $(head -n 1 "$d/analyze.err")"
		fi
		if [ -z "$why" ] && [ "$ref" != - ]; then
			same_checked=$((same_checked + 1))
			if [ ! -f "$work/$name/$ref/out/norm.txt" ]; then
				why="no $ref result to compare with; "
			elif ! diff "$work/$name/$ref/out/norm.txt" "$d/out/norm.txt" >"$d/norm.diff"; then
				why="table or proposal differs from $ref's ($(grep -c '^[<>]' "$d/norm.diff") lines); "
				differ=$((differ + 1))
			fi
		fi
		new=$d/restructured.txt
		if [ -f "$new.status" ]; then
			if grep -q "^RUNNER-RESULT	VERIFY" "$new.err"; then
				why="${why}restructured jar fails verification: $(grep -m1 "^RUNNER-RESULT" "$new.err" | cut -f3- | tr '\t' ' ' | cut -c1-200)"
			elif ! same_output "$work/$name/original.txt" "$new"; then
				# the variant's own original, only when needed
				eval "$(runcmd "$d/$name.jar" "$main" "$d/original.txt")"
				same_output "$d/original.txt" "$new" ||
					why="${why}restructured jar runs differently (exit $(cat "$new.status"), original $(cat "$d/original.txt.status"))"
			fi
		fi
		why=${why%; }
		case $why in *restructured*|*"kaba analyze"*) broken=$((broken + 1)) ;; esac
		if [ -z "$why" ]; then
			same=
			[ "$ref" = - ] || same="same table and proposal as $ref, "
			say ok "$what: ${same}verified, same output"
		else
			failed=$((failed + 1))
			say "not ok" "$what: $why"
			[ ! -s "$d/norm.diff" ] || head -n 8 "$d/norm.diff" | cut -c1-300 | comment
			[ "$(cat "$d/restructured.txt.status" 2>/dev/null)" = 0 ] || [ ! -s "$d/restructured.txt.err" ] ||
				grep -v '^\s*at ' "$d/restructured.txt.err" | comment
		fi
	done <"$work/variants"
done <"$work/programs"
programs=$(grep -c . "$work/programs")
times >"$work/times"   # here, not in a command substitution's subshell
echo "# $programs programs × $(grep -c . "$work/variants") variants: $covered compiled and checked ($same_checked of them against their reference's table and proposal), $skipped skipped (the compiler refused), $failed failed: $differ tables or proposals differ, $broken jars missing, unverifiable or behaving differently; wall $(($(date +%s) - start)) s, CPU $(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$work/times") s"
echo "1..$n"
