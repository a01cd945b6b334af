#!/bin/sh
# Debug attributes must not change what kaba does.  Each
# tests/fixtures/debuginfo_NAME program is compiled here four ways: with
# -g, -g:none (no LocalVariableTable, as most shipped jars), -g:source,lines,
# and -g:none for release 8; each must be restructured by `kaba analyze
# --no-fallback` (these constructs are supported), verify, and print what the
# original prints.  The member-access table must be the same for all three
# release-17 builds up to the names of locals (rows compared as multisets of
# their entries, kind and origin method; columns by name).
# Env: KABA, BUILD, JAVA_HOME.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/debuginfo
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
. "$(dirname "$0")/lib/jars.sh"
n=0

# table_key DIR: the table of DIR (table.json, table.cxt) without the names
# of rows: each row as its kind, origin and type with its line of crosses,
# sorted; then the columns by name, and the implications by rule and ends.
table_key() {
	python3 - "$1" <<'PY'
import json, sys
d = sys.argv[1]
t = json.load(open(d + "/table.json"))
cxt = open(d + "/table.cxt").read().split("\n")
nr, nc = int(cxt[2]), int(cxt[3])
crosses = cxt[5 + nr + nc:5 + nr + nc + nr]
key = lambda r: "%s %s.%s%s %s" % (r["kind"], r.get("owner"), r.get("member"),
                                   r.get("descriptor"), r.get("type"))
rows = [key(r) for r in t["rows"]]
for line in sorted(r + " " + x for r, x in zip(rows, crosses)):
    print(line)
for c in t["columns"]:
    print("column", c["name"])
for i in sorted("%s %s %s %s" % (i["rule"], i["kind"],
        key(t["rows"][i["from"]]) if i["kind"] == "row" else i["from"],
        key(t["rows"][i["to"]]) if i["kind"] == "row" else i["to"])
        for i in t["implications"]):
    print(i)
PY
}

for manifest in tests/fixtures/debuginfo_*/MANIFEST.MF; do
	dir=$(dirname "$manifest")
	fixture=$(basename "$dir")
	main=$(sed -n 's/^Main-Class: *//p' "$manifest" | tr -d '\r')
	for tag in g none lines none8; do
		case $tag in
		g) flags="-g --release 17" ;;
		none) flags="-g:none --release 17" ;;
		lines) flags="-g:source,lines --release 17" ;;
		none8) flags="-g:none --release 8" ;;
		esac
		name=$fixture-$tag
		out=$work/$name
		mkdir -p "$out/classes"
		# shellcheck disable=SC2086
		"$JAVA_HOME/bin/javac" $flags -d "$out/classes" $(find "$dir" -name '*.java') 2>"$out/javac.err" &&
			(cd "$out/classes" && "$JAVA_HOME/bin/jar" --create --file "../$name.jar" .)
		run "$out/$name.jar" "$main" "$out/original.txt"
		if ! "$KABA" analyze -q --no-fallback "$out/$name.jar" --main "$main" -o "$out/kaba" \
				2>"$out/analyze.err"; then
			say "not ok" "$name: restructured"
			comment "$out/analyze.err"
			continue
		fi
		judge "$name" "$out/kaba/$name-restructured.jar" "$main" "$out"
	done
	table_key "$work/$fixture-g/kaba" >"$work/$fixture.g.key" 2>/dev/null
	for tag in none lines; do
		table_key "$work/$fixture-$tag/kaba" >"$work/$fixture.$tag.key" 2>/dev/null
		if [ -s "$work/$fixture.g.key" ] && cmp -s "$work/$fixture.g.key" "$work/$fixture.$tag.key"; then
			say ok "$fixture: the table without -g ($tag) is that of -g"
		else
			say "not ok" "$fixture: the table without -g ($tag) is that of -g"
			diff "$work/$fixture.g.key" "$work/$fixture.$tag.key" | comment
		fi
	done
done
echo "1..$n"
