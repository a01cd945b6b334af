# kaba analyze's outputs as digests, compared with a committed file
# (sourced by golden_pipeline.sh and golden_real.sh).  The caller sets root
# (the checkout), work (an empty folder), golden (the digests file) and
# n=0.  Paths of the checkout, the run's folder and $inputs are replaced by
# ROOT/, OUT and INPUTS/ before hashing, so that no path reaches a digest.

# golden_digest FILE: its first 16 hex digits of SHA-256, paths normalised
golden_digest() {
	sed -e "s|${inputs:-$root}/|INPUTS/|g" -e "s|$work/[^/]*/out|OUT|g" -e "s|$root/|ROOT/|g" "$1" |
		sha256sum | cut -c1-16
}

# golden_run NAME JAR FLAGS...: kaba analyze JAR FLAGS in $work/NAME, the jar
# named relatively from there (the summary cuts long lines, so a path's
# length, not only its text, would show); prints one "NAME FILE DIGEST"
# line per output file and one "NAME DIGEST CLASS" line per class file of
# the restructured jar.  report.json's profile (each stage's seconds and
# memory) differs between runs: only the rest of the report is compared.
golden_run() {
	name=$1 jar=$2
	shift 2
	d=$work/$name
	mkdir -p "$d"
	cp "$jar" "$d/$name.jar"
	(cd "$d" && "$KABA" analyze --no-svg "$name.jar" "$@" -o out >stdout 2>stderr)
	echo "$name status $?"
	echo "$name stdout $(golden_digest "$d/stdout")"
	[ ! -f "$d/out/report.json" ] ||
		python3 "$root/tests/e2e/lib/sans_profile.py" "$d/out/report.json" >"$d/report.json"
	[ ! -f "$d/report.json" ] || echo "$name report.json $(golden_digest "$d/report.json")"
	for f in table.cxt table.json mapping.txt original.dot lattice.dot proposal.dot; do
		[ ! -f "$d/out/$f" ] || echo "$name $f $(golden_digest "$d/out/$f")"
	done
	for f in "$d"/out/hierarchies/*.dot; do
		[ ! -f "$f" ] || echo "$name hierarchies/${f##*/} $(golden_digest "$f")"
	done
	out=$d/out/$name-restructured.jar
	[ -f "$out" ] || return 0
	mkdir "$d/jar" && unzip -q "$out" -d "$d/jar" &&
		(cd "$d/jar" && find . -name '*.class' | LC_ALL=C sort | xargs sha256sum) |
		sed "s|^\(.\{16\}\)[0-9a-f]* \*\{0,1\} *\./|$name \1 |" | awk '{ print $1, $3, $2 }'
	rm -rf "$d/jar"
}

# golden_check NAMES_FILE DIGESTS: with GOLDEN_UPDATE set, DIGESTS replaces
# the lines of its programs in $golden first; then one TAP line per program
# (the first word of each line of NAMES_FILE) comparing its lines.
golden_check() {
	if [ -n "${GOLDEN_UPDATE:-}" ]; then
		# the programs not run keep their lines
		sed 's/ .*/ /; s/^/^/' "$1" >"$work/programs.names"
		{ grep -v -f "$work/programs.names" "$golden" 2>/dev/null; cat "$2"; } |
			LC_ALL=C sort -s -k1,1 >"$work/golden" && cp "$work/golden" "$golden"
		echo "# wrote $golden"
	fi
	while read -r name _; do
		grep "^$name " "$golden" >"$work/$name/want" 2>/dev/null
		grep "^$name " "$2" >"$work/$name/got"
		n=$((n + 1))
		if [ ! -s "$work/$name/want" ]; then
			echo "not ok $n - $name: no digests in $(basename "$golden") (GOLDEN_UPDATE=1 writes them)"
		elif diff "$work/$name/want" "$work/$name/got" >"$work/$name/diff"; then
			echo "ok $n - $name: output as committed"
		else
			echo "not ok $n - $name: output differs from the committed digests"
			grep '^[<>]' "$work/$name/diff" | head -n 8 | sed 's/^/# /'
			grep -v '^kaba: wrote ' "$work/$name/stderr" | head -n 3 | sed 's/^/# /'
		fi
	done <"$1"
}
