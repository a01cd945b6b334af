#!/bin/sh
# kaba lattice: summary, DOT/SVG diagram, JSON dump, exit codes and messages.
set -u
KABA=${KABA:-build/kaba}
root=$(git rev-parse --show-toplevel 2>/dev/null || echo .)
fig21="$root/tests/data/lattice/fig21.cxt"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0

ok() {
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi
}

out=$("$KABA" lattice "$fig21" -q)
echo "$out" | grep -qx "concepts: 16" && echo "$out" | grep -qx "hasse edges: 25"
ok $? "Fig. 21: 16 concepts, 25 Hasse edges"

out=$("$KABA" lattice "$fig21" --aoc -q)
echo "$out" | grep -qx "concepts: 12"
ok $? "Fig. 21: AOC-poset of 12 labelled concepts"

"$KABA" lattice "$fig21" -q --dot "$tmp/l.dot" >/dev/null &&
	[ "$(grep -c 'label=<' "$tmp/l.dot")" = 16 ] &&
	grep -q '<TD>def(B.f)</TD></TR><TR><TD>B.f.this</TD>' "$tmp/l.dot" &&
	[ "$(grep -c -- '->' "$tmp/l.dot")" = 25 ]
ok $? "--dot: 16 boxes (members above, rows below), 25 edges"

"$KABA" lattice "$fig21" -q --dot "$tmp/l.svg" >/dev/null && grep -q '<svg' "$tmp/l.svg" &&
	grep -q 'B.f.this' "$tmp/l.svg"
ok $? "--dot x.svg renders SVG"

# 20 objects with the same row: one box with 8 names and "… and 12 more".
{ printf 'B\n\n20\n1\n\n'; i=0; while [ $i -lt 20 ]; do echo "o$i"; i=$((i + 1)); done
  echo a; i=0; while [ $i -lt 20 ]; do echo X; i=$((i + 1)); done; } >"$tmp/many.cxt"
"$KABA" lattice "$tmp/many.cxt" -q --dot "$tmp/many.dot" >/dev/null && grep -q 'and 12 more' "$tmp/many.dot"
ok $? "large labels fold into '… and N more'"

"$KABA" lattice "$fig21" -q --json "$tmp/l.json" >/dev/null &&
	python3 - "$tmp/l.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["kind"] == "full" and len(d["concepts"]) == 16
assert sum(len(c["upper"]) for c in d["concepts"]) == 25
top = d["concepts"][d["top"]]
assert len(top["extent"]) == 12 and top["intent"] == []
g = d["gamma"][d["object_names"].index("B.f.this")]
assert [d["attribute_names"][a] for a in d["concepts"][g]["own_attributes"]] == ["def(B.f)"]
PY
ok $? "--json: concepts, covers, labels"

printf '1 2\n2 0\n' >"$tmp/bad.dat"
err=$("$KABA" lattice "$tmp/bad.dat" 2>&1 >/dev/null)
status=$?
[ $status = 2 ] && [ "$err" = "kaba: $tmp/bad.dat: line 2: attribute 0 out of range (they start at 1)" ]
ok $? "bad .dat: exit 2, one line with the line number (got $status: $err)"

"$KABA" lattice "$tmp/missing.dat" 2>/dev/null >/dev/null
ok $([ $? = 3 ]; echo $?) "missing file: exit 3"

"$KABA" lattice "$fig21" --frobnicate 2>/dev/null >/dev/null
ok $([ $? = 64 ]; echo $?) "unknown option: exit 64"

"$KABA" lattice "$fig21" --count --dot "$tmp/x.dot" 2>/dev/null >/dev/null
ok $([ $? = 64 ]; echo $?) "--dot with --count: exit 64"

out=$("$KABA" lattice "$fig21" --limit 5 --concepts -q)
echo "$out" | grep -qx "concepts: 5" && echo "$out" | grep -q "^truncated: yes"
ok $? "--limit 5 stops at 5 and says so"

out=$("$KABA" lattice "$fig21" --limit 16 --full -q)
echo "$out" | grep -qx "concepts: 16" && echo "$out" | grep -qx "hasse edges: 25" &&
	! echo "$out" | grep -q "^truncated"
ok $? "--full --limit 16: the whole lattice (16 concepts), with its covers"

out=$("$KABA" lattice "$fig21" --limit 15 --full -q)
echo "$out" | grep -qx "concepts: 15" && echo "$out" | grep -q "^truncated: yes" &&
	! echo "$out" | grep -q "^hasse edges"
ok $? "--full --limit 15: truncated, 15 concepts and no covers"

"$KABA" lattice "$fig21" --limit 15 --full --dot "$tmp/cut.dot" -q >/dev/null 2>"$tmp/cut.err"
[ $? = 4 ] && grep -q "^kaba: .*cut.dot: no diagram of a lattice cut at --limit 15" "$tmp/cut.err" &&
	[ ! -e "$tmp/cut.dot" ]
ok $? "--full --limit 15 --dot: exit 4, no diagram of part of a lattice"

out=$("$KABA" lattice "$fig21" --min-support 3 --threads 2 -q)
echo "$out" | grep -qx "concepts: 12"
ok $? "--min-support 3: the 12 concepts with at least 3 objects (all but K12–K15)"
echo "1..$n"
