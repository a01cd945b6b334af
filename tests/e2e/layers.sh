#!/bin/sh
# The shape of the code that issue 20 set, checked so that it cannot erode:
#  - the CLI is thin: src/cli/ is at most 1,200 lines, sequences no stage
#    (it calls kaba_run, never a stage of its own), and reads no refusal text;
#  - the lower modules never include the headers of the ones built on them:
#    analysis, refactor and rewrite know nothing of the report or the
#    pipeline, the report nothing of the pipeline; inside analysis/ the same
#    holds for its layers (docs/architecture.md);
#  - the product links only what it uses (no cmocka in build/kaba).
# Env: KABA.  Prints TAP lines.  Cost: well under a CPU second.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
KABA=${KABA:-build/kaba}
. tests/e2e/lib/tap.sh

lines=$(cat src/cli/*.c src/cli/*.h | wc -l)
[ "$lines" -le 1200 ]
tap $? "src/cli/ is at most 1,200 lines ($lines)"

stages=$(grep -nE '\b(kaba_run_(lattice|proposal|simplify)|kaba_build_table|kaba_analyze|kaba_closure|kaba_restructure|kaba_simplify|kaba_remove_multiple_inheritance|fca_aoc)\b *\(' src/cli/*.c)
[ -z "$stages" ]
tap $? "src/cli/ sequences no stage (kaba_run does)" "$stages"

parsed=$(grep -n 'restructuring not supported' src/cli/*.c)
[ -z "$parsed" ]
tap $? "src/cli/ reads no refusal text" "$parsed"

up=""
for pair in analysis:report analysis:pipeline analysis:rewrite refactor:report refactor:pipeline \
	    rewrite:report rewrite:pipeline report:pipeline table:analysis classfile:program; do
	low=${pair%%:*} high=${pair#*:}
	hits=$(grep -ln "#include \"kaba/$high.h\"" src/$low/*.c include/kaba/$low.h 2>/dev/null)
	[ -n "$hits" ] && up="$up$low includes $high.h: $(echo $hits)
"
done
[ -z "$up" ]
tap $? "lower modules include no header of the modules above them" "$up"

# The analysis's layers, bottom up: ir/ (the model), pta/ (points-to and
# the library summary), then translate/ (bytecode -> IR) beside the policy
# files of src/analysis/ (policy.h), and table/ on top; a layer includes no
# header of a layer above it or beside it.
up=""
for pair in "ir:pta/ translate/ table/ policy.h frozen.h ran.h" \
	    "pta:translate/ table/ policy.h frozen.h ran.h" \
	    "translate:table/ policy.h frozen.h ran.h" ".:translate/ table/"; do
	layer=${pair%%:*}
	for high in ${pair#*:}; do
		hits=$(grep -ln "#include \"\(\.\./\)*$high" src/analysis/$layer/*.[ch] 2>/dev/null)
		[ -n "$hits" ] && up="$up$(echo $hits) include $high
"
	done
done
[ -z "$up" ]
tap $? "the analysis's layers include no header of a layer above or beside them" "$up"

if command -v ldd >/dev/null 2>&1; then
	linked=$(ldd "$KABA" | grep -i cmocka)
	[ -z "$linked" ]
	tap $? "build/kaba does not link cmocka" "$linked"
fi
echo "1..$n"
