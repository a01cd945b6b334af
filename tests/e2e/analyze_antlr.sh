#!/bin/sh
# kaba analyze on antlr 2.7.7, the KABA paper's case study (§4.2), in the
# dynamic variant: antlr.Tool traced over three example grammars of antlr-doc,
# the traces merged into one table.  Checks that the pipeline runs through
# its invariants and two of the paper's observations: CommonHiddenStreamToken
# is dead (no object of it is ever created), and Token's getType moves out of
# the class named after Token.  TAP output.
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
echo "1..$n"
[ $fails -eq 0 ]
