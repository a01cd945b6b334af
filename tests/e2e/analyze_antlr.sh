#!/bin/sh
# kaba analyze on antlr 2.7.7, the KABA paper's case study (§4.2).
# Dynamic variant: antlr.Tool traced over three example grammars of antlr-doc,
# the traces merged into one table.  Checks that the pipeline runs through
# its invariants and two of the paper's observations: CommonHiddenStreamToken
# is dead (no object of it is ever created), and Token's getType moves out of
# the class named after Token.
# Static variant (entry antlr.Tool, the JDK 17 library model), up to the
# proposal read off the lattice (--no-simplify): the invariants I1-I3, the
# outputs, the regressions that broke I3 on antlr (a reused local slot, the
# receiver rule across sibling classes) and the dead CommonHiddenStreamToken;
# then the full pipeline: simplification and multiple-inheritance removal
# finish (with the restructuring fallback's rounds; times in bench/results/
# analyze.md) and leave no multiple inheritance (a TODO while some is left).
# TAP output.
set -u
: "${KABA:?}"
antlr=/usr/share/java/antlr.jar
examples=/usr/share/doc/antlr/examples/java
java_bin="${JAVA_HOME:+$JAVA_HOME/bin/}java"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
fails=0
check() {
	n=$((n + 1))
	if eval "$2"; then echo "ok $n - $1"; else fails=$((fails + 1)); echo "not ok $n - $1"; fi
}
json() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print($2)" "$1"; }
# The closed table's cell (ROW, COLUMN) from table.cxt: X, . or ? (missing).
cell() {
	python3 - "$tmp/static/table.cxt" "$1" "$2" <<'EOF'
import sys
lines = open(sys.argv[1]).read().split('\n')
nr, nc = int(lines[2]), int(lines[3])
rows = lines[5:5 + nr]
cols = lines[5 + nr:5 + nr + nc]
grid = lines[5 + nr + nc:5 + 2 * nr + nc]
if sys.argv[2] not in rows or sys.argv[3] not in cols:
    print('?')
else:
    print(grid[rows.index(sys.argv[2])][cols.index(sys.argv[3])])
EOF
}


traces=""
for g in calc/calc.g java/java.g tinyc/tinyc.g; do
	dir="$tmp/$(dirname "$g")"
	mkdir -p "$dir"
	cp -r "$examples/$(dirname "$g")/." "$dir"
	(cd "$dir" && "$KABA" trace -q -o run.trace --include 'antlr.*' -- \
		"$java_bin" -cp "$antlr" antlr.Tool "$(basename "$g")" >/dev/null 2>&1)
	check "antlr.Tool traced on $g" "[ -s $dir/run.trace ]"
	traces="$traces --trace $dir/run.trace"
done
"$KABA" analyze "$antlr" $traces -o "$tmp/out" -q 2>"$tmp/err"
check "dynamic analysis of antlr exits 0 (invariants I1-I3 hold)" "[ $? -eq 0 ]"
[ -s "$tmp/err" ] && sed 's/^/# /' "$tmp/err"
check "report.json is a dynamic report with classes" \
	"[ \"\$(json $tmp/out/report.json 'd[\"variant\"]')\" = dynamic ] &&
	 [ \$(json $tmp/out/report.json 'd[\"summary\"][\"classes_after\"]') -gt 50 ]"
check "CommonHiddenStreamToken keeps no member (dead, as in the paper)" \
	"! json $tmp/out/report.json '[m for c in d[\"classes\"] for m in c[\"members\"]]' | grep -q CommonHiddenStreamToken"
homes=$(json "$tmp/out/report.json" '" ".join(c["name"] for c in d["classes"] if any(m.startswith("def(antlr.Token.getType") for m in c["members"]))')
echo "# Token.getType lives in: $homes"
check "Token.getType moves out of the class named antlr.Token (paper §4.2)" \
	"[ -n \"$homes\" ] && [ \"$homes\" != antlr.Token ]"
# The same claims in refactoring vocabulary (report.json "refactorings"):
# getType and setType are pushed down from Token, with the creation sites
# of the tokens that use them; CommonHiddenStreamToken is dead code.
steps() { json "$tmp/out/report.json" "'\\n'.join(f['kind'] + ' ' + f['class'] + ' ' + ' '.join(f['members']) + ' sites=%d' % len(f['evidence']) for f in d['refactorings'])"; }
steps >"$tmp/steps"
for m in getType setType; do
	check "Push Down Member: Token.$m, with the sites that use it (paper §4.2)" \
		"grep -Eq '^Push Down Member antlr.Token def\\(antlr.Token.$m\\) sites=[1-9]' $tmp/steps"
done
check "Remove Dead Code: the class CommonHiddenStreamToken (paper §4.2)" \
	"grep -qx 'Remove Dead Code antlr.CommonHiddenStreamToken  sites=0' $tmp/steps"

"$KABA" analyze "$antlr" --main antlr.Tool --no-simplify -o "$tmp/static" -q >"$tmp/stdout" 2>"$tmp/stderr"
check "static analysis of antlr exits 0 (I1-I3 hold)" "[ $? -eq 0 ]"
for f in report.json table.cxt table.json original.dot original.svg lattice.dot proposal.dot; do
	check "writes $f" "[ -s $tmp/static/$f ]"
done
check "224 user classes before" \
	"[ \$(json $tmp/static/report.json 'd[\"summary\"][\"user_classes_before\"]') -eq 224 ]"
check "no object is dead (every creation site in the call graph is live)" \
	"[ \$(json $tmp/static/report.json 'd[\"summary\"][\"dead_objects\"]') -eq 0 ]"
# Slot 9 holds three variables: the parser and two caught exceptions; the
# RecognitionException one has no row since its class is frozen (rule N1:
# PythonCodeGenerator spells its name in a string constant), the other two
# are rows of their own.
check "slot 9 of Tool.doEverything is three variables (parser, two caught exceptions; one of a frozen class)" \
	"[ \"\$(json $tmp/static/table.json 'sorted(r[\"name\"] + \":\" + r[\"type\"] for r in d[\"rows\"] if r[\"name\"].startswith(\"antlr.Tool.doEverything#local9@\"))')\" = \"['antlr.Tool.doEverything#local9@100:antlr/ANTLRParser', 'antlr.Tool.doEverything#local9@361:antlr/TokenStreamException']\" ] &&
	 json $tmp/static/report.json 'any(f[\"class\"] == \"antlr/RecognitionException\" for f in d[\"frozen\"])' | grep -q True"
parser='antlr.Tool.doEverything#new@88'
check "the ANTLRParser object has no exception members" \
	"[ \"\$(cell $parser 'dcl(java.lang.Throwable.getMessage)')\" = . ]"
check "the ANTLRParser object has no Preprocessor members (C7 across siblings)" \
	"[ \"\$(cell $parser 'dcl(antlr.preprocessor.Preprocessor.setTool)')\" = . ]"
check "the ANTLRParser object has its own members" \
	"[ \"\$(cell $parser 'def(antlr.Parser.setFilename)')\" = X ]"
# The objects created from computed class names are bounded by the casts
# their results reach (docs/analysis.md, "What the static analysis assumes"): the token
# classes CharScanner.makeToken may create, cast to Token, and the code
# generators Tool creates through Utils.createInstanceOf, cast to
# CodeGenerator.  Rule 17 pins them, it does not freeze them: each keeps its
# name and no-argument constructor for Class.newInstance, report.json lists
# it under `pinned` with its creation site, and the table restructures it
# (the paper's dead CommonHiddenStreamToken stays the dynamic variant's
# observation above: statically makeToken may create one).
pinned_by() {   # pinned_by SITE CLASS...: pinned for SITE, neither frozen
	site=$1; shift
	json $tmp/static/report.json "all(any(p['class'] == c and '$site@' in p['why'] and '(rule 17)' in p['why'] for p in d.get('pinned', [])) and not any(f['class'] == c for f in d['frozen']) for c in '$*'.split())" | grep -q True
}
check "makeToken's candidates are pinned (rule 17), each for the site, not frozen" \
	"pinned_by CharScanner.makeToken antlr/Token antlr/CommonToken antlr/CommonHiddenStreamToken antlr/TokenWithIndex"
check "the code generators are pinned (rule 17), each for the site; CodeGenerator is not frozen" \
	"pinned_by Utils.createInstanceOf antlr/JavaCodeGenerator antlr/CppCodeGenerator antlr/CSharpCodeGenerator antlr/PythonCodeGenerator antlr/HTMLCodeGenerator antlr/DocBookCodeGenerator antlr/DiagnosticCodeGenerator &&
	 json $tmp/static/report.json 'not any(f[\"class\"] == \"antlr/CodeGenerator\" for f in d[\"frozen\"])' | grep -q True"
check "summary.pinned_classes counts the pinned list, and only RecognitionException and ANTLRException are frozen" \
	"[ \"\$(json $tmp/static/report.json 'd[\"summary\"][\"pinned_classes\"] == len(d[\"pinned\"]), sorted(f[\"class\"] for f in d[\"frozen\"])')\" = \"True ['antlr/ANTLRException', 'antlr/RecognitionException']\" ]"
check "the token classes are rows: makeToken's CommonToken object is pinned, Token-typed rows exist" \
	"json $tmp/static/table.json 'any(r[\"name\"] == \"antlr.CharScanner.makeToken#new@4:antlr.CommonToken\" and r.get(\"pinned\") for r in d[\"rows\"]) and any(r.get(\"type\") == \"antlr/Token\" for r in d[\"rows\"])' | grep -q True"
"$KABA" analyze "$antlr" --main antlr.Tool -o "$tmp/full" -q >/dev/null 2>"$tmp/full.err"
rc=$?
check "antlr full pipeline: simplification and multiple-inheritance removal finish (exit 0, or 4 from the code generator)" \
	"[ $rc -eq 0 ] || { [ $rc -eq 4 ] && [ -s $tmp/full/report.json ]; }"
sed 's/^/# /' "$tmp/full.err"
# The paper's two hierarchies (§4.2) are restructured, not kept whole: the
# token classes and the grammar elements are not frozen, and members of each
# move to new classes of the proposal.
check "antlr full pipeline: Token, CommonToken, GrammarElement and AlternativeBlock are restructured (not frozen, members moved)" \
	"json $tmp/full/report.json 'all(any(m[\"from\"] == \"antlr.\" + c for m in d[\"moved\"]) and not any(f[\"class\"] == \"antlr/\" + c for f in d[\"frozen\"]) for c in [\"Token\", \"CommonToken\", \"GrammarElement\", \"AlternativeBlock\"])' | grep -q True"
left=$(json "$tmp/full/report.json" 'd["summary"]["multiple_inheritance_left"]' 2>/dev/null)
n=$((n + 1))
if [ "$left" = 0 ]; then
	echo "ok $n - antlr full pipeline: no multiple inheritance left"
else
	echo "not ok $n - antlr full pipeline: no multiple inheritance left # TODO not implemented: left in $left class(es): $(json "$tmp/full/report.json" '" ".join(d["multiple_inheritance"])' 2>/dev/null)"
fi
echo "1..$n"
[ $fails -eq 0 ]
