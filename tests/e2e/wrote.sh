#!/bin/sh
# Every verb's messages against what it wrote (issue 26): each verb names
# every file it writes ("kaba: wrote PATH" on stderr, unless --quiet; kaba
# trace only with -v, since its stderr is the traced program's), and
# analyze's summary names its restructured jars.  For each verb the paths
# named are parsed from its output and each must exist and be non-empty;
# the files it was asked for must be among them, and nothing else appears
# in its output folder.  Env: KABA, BUILD, JAVA_HOME.  Prints TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
. "$(dirname "$0")/lib/jars.sh"   # java, check
paper=$BUILD/fixtures/paper.jar
work=$BUILD/e2e/wrote
rm -rf "$work" && mkdir -p "$work"
n=0

# named OUT ERR: the paths the run names, one a line: "kaba: wrote PATH"
# lines of ERR, and the jars of a "restructured jar(s): A, B" line of OUT.
named() {
	sed -n 's/^kaba: wrote //p' "$2"
	sed -n 's/^restructured jars*: \(.*\)$/\1/p' "$1" | grep -v '^none' | sed 's/, /\n/g'
}

# all_there OUT ERR: at least one path named, each there and non-empty.
all_there() {
	named "$1" "$2" >"$1.named"
	[ -s "$1.named" ] || return 1
	while read -r f; do
		[ -s "$f" ] || { echo "# named but missing or empty: $f"; return 1; }
	done <"$1.named"
}

# names OUT FILE: the run named FILE.
names() { grep -qxF "$2" "$1.named"; }

# ---- analyze ----
"$KABA" analyze "$paper" -o "$work/an" >"$work/an.out" 2>"$work/an.err"
check "analyze: exit 0" test $? = 0
check "analyze: every file named is there and non-empty" all_there "$work/an.out" "$work/an.err"
check "analyze: the restructured jar and mapping are named" \
	sh -c "grep -qx '$work/an/paper-restructured.jar' '$work/an.out.named' &&
	       grep -qx '$work/an/mapping.txt' '$work/an.out.named'"
check "analyze: every file of DIR is named" \
	sh -c "for f in '$work/an'/*; do grep -qxF \"\$f\" '$work/an.out.named' || exit 1; done"
"$KABA" analyze "$paper" --no-init -o "$work/an2" >"$work/an2.out" 2>"$work/an2.err"
check "analyze --no-init: every file named is there" all_there "$work/an2.out" "$work/an2.err"
check "analyze --no-init: no jar is named or written" \
	sh -c "! grep -q 'jar\$' '$work/an2.out.named' && ! ls '$work/an2' | grep -q 'jar\$'"
"$KABA" analyze -q "$paper" -o "$work/an3" >"$work/an3.out" 2>"$work/an3.err"
check "analyze -q: names nothing, prints nothing" test ! -s "$work/an3.out" -a ! -s "$work/an3.err"

# ---- rewrite ----
"$KABA" rewrite "$paper" -o "$work/rw.jar" --mapping "$work/rw.map" >"$work/rw.out" 2>"$work/rw.err"
check "rewrite: exit 0" test $? = 0
check "rewrite: every file named is there" all_there "$work/rw.out" "$work/rw.err"
check "rewrite: names the jar and the mapping" \
	sh -c "grep -qx '$work/rw.jar' '$work/rw.out.named' && grep -qx '$work/rw.map' '$work/rw.out.named'"
"$KABA" rewrite --identity "$paper" -o "$work/id.jar" >"$work/id.out" 2>"$work/id.err"
check "rewrite --identity: exit 0" test $? = 0
check "rewrite --identity: every file named is there" all_there "$work/id.out" "$work/id.err"
check "rewrite --identity: names the jar" names "$work/id.out" "$work/id.jar"

# ---- info: writes nothing, names nothing ----
mkdir -p "$work/info" && cd "$work/info" || exit 1
"$KABA" info "$paper" >../info.out 2>../info.err
check "info: exit 0" test $? = 0
check "info: names no file and leaves none" \
	sh -c "! grep -q '^kaba: wrote' ../info.err && [ -z \"\$(ls -A .)\" ]"
cd "$work" || exit 1

# ---- lattice ----
"$KABA" lattice "$work/an/table.cxt" --dot "$work/lat.svg" --json "$work/lat.json" \
	>"$work/lat.out" 2>"$work/lat.err"
check "lattice: exit 0" test $? = 0
check "lattice: every file named is there" all_there "$work/lat.out" "$work/lat.err"
check "lattice: names the diagram and the JSON" \
	sh -c "grep -qx '$work/lat.svg' '$work/lat.out.named' && grep -qx '$work/lat.json' '$work/lat.out.named'"

# ---- trace (names its trace with -v only) ----
"$KABA" trace -v -o "$work/run.trace" -- "$java" -cp "$paper" Client >"$work/tr.out" 2>"$work/tr.err"
check "trace: the program's exit status (0)" test $? = 0
check "trace -v: every file named is there" all_there "$work/tr.out" "$work/tr.err"
check "trace -v: names the trace" names "$work/tr.out" "$work/run.trace"
"$KABA" trace -o "$work/run2.trace" -- "$java" -cp "$paper" Client >"$work/tr2.out" 2>"$work/tr2.err"
check "trace: at normal verbosity stderr is the program's alone (it writes none)" \
	sh -c "[ ! -s '$work/tr2.err' ] && [ -s '$work/run2.trace' ]"

# ---- roundtrip ----
"$KABA" roundtrip "$paper" -o "$work/rt.jar" >"$work/rt.out" 2>"$work/rt.err"
check "roundtrip: exit 0" test $? = 0
check "roundtrip: every file named is there" all_there "$work/rt.out" "$work/rt.err"
check "roundtrip: names the jar" names "$work/rt.out" "$work/rt.jar"

echo "1..$n"
