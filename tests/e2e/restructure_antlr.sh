#!/bin/sh
# Issue 6's acceptance on a real program: antlr 2.7.7 restructured (static
# variant, with the keep rules of tests/fixtures/antlr.keep when that file
# exists), every class of the restructured jar loaded and verified, and
# antlr.Tool run from it on every example grammar of antlr-doc (plus some
# options that pick other code generators, and grammars with errors) must
# produce byte-identical generated files and the same exit codes as the
# original.  `kaba analyze -o` restructures with the restructuring fallback
# (docs/restructuring.md): what the generator refuses is frozen; the report's numbers are
# printed as comments, and a multiple-inheritance refusal, if the run meets
# one, must blame classes (not fall to freezing everything).  If kaba still
# refuses (exit 4), the run is one TAP `# TODO` line with kaba's message:
# visible, never counted as passed.
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
antlr=/usr/share/java/antlr.jar
examples=/usr/share/doc/antlr/examples/java
. "$(dirname "$0")/lib/jars.sh"   # java, verified
keep=$(dirname "$0")/../fixtures/antlr.keep
work=$BUILD/e2e/restructure_antlr
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
n=0
check() {   # check NAME COMMAND...: one TAP line for COMMAND's status
	name=$1; shift
	n=$((n + 1))
	if "$@"; then echo "ok $n - $name"; else echo "not ok $n - $name"; fi
}

keep_opt=""
[ -f "$keep" ] && keep_opt="--keep $keep"
# shellcheck disable=SC2086   # keep_opt is empty or two words
"$KABA" analyze -v "$antlr" --main antlr.Tool $keep_opt -o "$work/kaba" >/dev/null 2>"$work/kaba.err"
status=$?
grep -v '^kaba: [a-z ,-]*: [0-9.]*s, [0-9.]*s CPU, [0-9]* MiB peak$' "$work/kaba.err" | grep -v '^kaba: \(table\|lattice\): ' |
	sed 's/^/# /' | cut -c1-240
[ -f "$work/kaba/report.json" ] && jq -r '.summary | "# \(.user_classes_before) classes: " +
	"\(.restructured_classes) restructured, \(.frozen_classes) frozen (\(.frozen_by_fallback) " +
	"by the fallback in \(.generator_rounds) generator runs); \(.classes_after) proposed " +
	"classes, \(.members_moved) members moved"' "$work/kaba/report.json"
cp "$work/kaba/antlr-restructured.jar" "$work/antlr-new.jar" 2>/dev/null
cp "$work/kaba/mapping.txt" "$work/mapping.txt" 2>/dev/null
if [ $status -eq 4 ]; then
	echo "not ok 1 - antlr restructured # TODO not implemented: $(tail -n 1 "$work/kaba.err")"
	echo "1..1"
	exit 0
fi
check "kaba analyze antlr.jar -o: exit 0" [ $status -eq 0 ]
check "writes the jar and the mapping" [ -s "$work/antlr-new.jar" -a -s "$work/mapping.txt" ]
[ $status -eq 0 ] || { echo "1..$n"; exit 1; }
mi_blamed() {   # every multiple-inheritance refusal the fallback met froze named classes
	! grep 'fallback round [0-9]*: restructuring not supported: multiple inheritance left' \
		"$work/kaba.err" | grep -v 'freezing [1-9][0-9]* more classes ([a-z]' |
		grep -q . &&
	! jq -e '.restructuring_fallback[] | select(.why | contains("last resort")) |
		select(.why | contains("multiple inheritance"))' "$work/kaba/report.json" >/dev/null
}
check "the fallback freezes the objects' classes for multiple inheritance left" mi_blamed

# MismatchedTokenException's and MismatchedCharException's getMessage() call
# Exception's (super.getMessage()), and the proposal puts another
# exception's getMessage() body between them and Exception: the generator
# calls it through a trampoline in the topmost new class (docs/restructuring.md
# "Access and private members"; at 0c80e11 the fallback froze both, and 13 more).
not_frozen() {   # not_frozen CLASS...: none of them frozen, by any reason
	for c in "$@"; do
		! jq -e --arg c "$c" '.frozen[] | select(.class == $c)' "$work/kaba/report.json" \
			>/dev/null || return 1
	done
}
check "the exceptions whose super calls reach Exception.getMessage are restructured" \
	not_frozen antlr/MismatchedTokenException antlr/MismatchedCharException
check "every class verifies" verified "$work/antlr-new.jar"
sed 's/^/# /' "$work/antlr-new.jar.verify" | tail -n 5

# The runs, in the examples' own order (a tree grammar imports the vocabulary
# its parser grammar exported): DIR ARGUMENTS...
cat >"$work/runs" <<'EOF'
ASTsupport test.g
HTML html.g
IDL idl.g
calc calc.g
calc -html calc.g
calc -docbook calc.g
calc -diagnostic calc.g
calc -traceParser -traceLexer -traceTreeParser calc.g
columns track.g
cpp cpp.g
exprAST expr.g
filter t.g
filterWithRule t.g
heteroAST calc.g
imagNodeAST treewalk.g
includeFile P.g
java java.g
java java.tree.g
java -html java.g
lexRewrite rewrite.g
linkChecker links.g
multiLexer javadoclex.g
multiLexer javadocparse.g
multiLexer javalex.g
multiLexer javaparse.g
parseBinary data.g
pascal pascal.g
pascal pascal.tree.g
pascal symtab.g
preserveWhiteSpace instr.g
tinybasic TinyBasic.g
tinybasic TinyBasicTreeWalker.g
tinyc lexer.g
tinyc tinyc.g
inherit.tinyc -glib ../tinyc/tinyc.g subc.g
transform calc.g
treewalk treewalk.g
unicode unicode.g
unicode.IDENTs Unicode.g
xml xml.g
errors broken.g
errors missing.g
errors -nosuchoption calc.g
EOF

# run_examples JAR TREE: every run of $work/runs in a fresh copy TREE of the examples,
# one line "DIR ARGS -> exit N" per run in TREE.exits.
run_examples() {
	rm -rf "$2" && cp -r "$examples" "$2" && mkdir -p "$2/errors"
	cp "$examples/calc/calc.g" "$2/errors/calc.g"
	printf 'class P extends Parser;\nr : ( "unterminated ;\n' >"$2/errors/broken.g"
	while read -r dir args; do
		# shellcheck disable=SC2086   # args are words
		(cd "$2/$dir" && "$java" -XX:TieredStopAtLevel=1 -cp "$1" antlr.Tool $args \
			>>"$2.out" 2>&1)
		echo "$dir $args -> exit $?" >>"$2.exits"
	done <"$work/runs"
}
run_examples "$antlr" "$work/original"
run_examples "$work/antlr-new.jar" "$work/restructured"

check "every run: the same exit code ($(grep -c . "$work/runs") runs)" \
	cmp -s "$work/original.exits" "$work/restructured.exits"
diff "$work/original.exits" "$work/restructured.exits" | sed 's/^/# /' | head -n 10
check "the original exits 0 on every example grammar, 1 on the broken one" sh -c \
	"! grep -v '^errors ' '$work/original.exits' | grep -qv 'exit 0\$' &&
	 grep -qx 'errors broken.g -> exit 1' '$work/original.exits'"
generated=$(($(find "$work/original" -type f | wc -l) - $(find "$examples" -type f | wc -l) - 3))
check "byte-identical generated files ($generated files)" \
	diff -r "$work/original" "$work/restructured"
diff -rq "$work/original" "$work/restructured" | sed 's/^/# /' | head -n 10
check "the same messages on stdout and stderr" cmp -s "$work/original.out" "$work/restructured.out"
echo "1..$n"
