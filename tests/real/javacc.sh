#!/bin/sh
# The javacc workload: every example grammar of javacc-doc (examples/ and
# grammars/, gzipped ones unpacked) through the tools of javacc.jar, each
# item in a folder of its own, OUT/run/PATH@STEP (PATH the grammar's place
# under the docs), listed in OUT/items: a .jjt through jjtree, then javacc
# and jjdoc on the grammar jjtree wrote; a .jj through javacc, jjdoc and
# jjdoc -BNF=true.
#   sh tests/real/javacc.sh JAR OUT      (JAVA_HOME set; see lib.sh)
set -u
here=$(dirname "$0")
. "$here/lib.sh"
jar=$1 out=$2
docs=${JAVACC_DOCS:-/usr/share/doc/javacc}
rm -rf "$out"
mkdir -p "$out/g" "$out/run"
: >"$out/items"

# item ID FROM TOOL ARGS...: one run of TOOL (javacc, jjtree, jjdoc) in
# OUT/run/ID, a fresh copy of folder FROM.
item() {
	id=$1 from=$2 tool=$3
	shift 3
	mkdir -p "$(dirname "$out/run/$id")"
	cp -R "$from" "$out/run/$id"
	echo "$id" >>"$out/items"
	run_java "$out/run/$id" 120 -cp "$jar" "$tool" "$@"
}

find "$docs/examples" "$docs/grammars" -name '*.jj' -o -name '*.jjt' -o -name '*.jj.gz' \
	-o -name '*.jjt.gz' | LC_ALL=C sort >"$out/grammars"
while read -r g; do
	rel=${g#$docs/}
	rel=${rel%.gz}
	d=$out/g/$rel
	f=$(basename "$rel")
	mkdir -p "$d"
	case $g in
	*.gz) gzip -dc "$g" >"$d/$f" ;;
	*) cp "$g" "$d/" ;;
	esac
	case $f in
	*.jjt)
		item "$rel@jjtree" "$d" jjtree "$f"
		# the grammar jjtree wrote (NAME.jj unless its options say otherwise)
		jj=$(cd "$out/run/$rel@jjtree" && ls *.jj 2>/dev/null | head -n 1)
		if [ -n "$jj" ]; then
			item "$rel@javacc" "$out/run/$rel@jjtree" javacc "$jj"
			item "$rel@jjdoc" "$out/run/$rel@jjtree" jjdoc "$jj"
		fi
		;;
	*)
		item "$rel@javacc" "$d" javacc "$f"
		item "$rel@jjdoc" "$d" jjdoc "$f"
		item "$rel@jjdoc-BNF" "$d" jjdoc -BNF=true "$f"
		;;
	esac
done <"$out/grammars"
