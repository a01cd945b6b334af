#!/bin/sh
# commons-cli 1.5 (Debian's libcommons-cli-java) with a client of ours,
# bench/sweep/commons-cli/demo/Main.java, merged into the library's jar so
# that kaba restructures the library from the client's entry: a dozen
# command lines (long and short options, values with separators, typed
# values, option groups, the Default, Posix and Gnu parsers, help text,
# missing, unknown and conflicting options); stdout, stderr and exit status
# must be the same from the restructured jar.
#   sh bench/sweep/commons-cli.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/commons-cli.jar
need "$lib" "$JAVA_HOME/bin/javac"
mkdir -p "$tmp/app/cls" "$tmp/app/merged"
"$JAVA_HOME/bin/javac" -nowarn -d "$tmp/app/cls" -cp "$lib" "$root"/bench/sweep/commons-cli/demo/Main.java 2>/dev/null &&
(cd "$tmp/app/merged" && unzip -q -o "$lib" && cp -R "$tmp/app/cls/." . &&
 "$JAVA_HOME/bin/jar" --create --file "$tmp/app/commons-cli-demo.jar" --main-class demo.Main .) || exit 1
jar=$tmp/app/commons-cli-demo.jar

work() {
	i=0
	while read -r line; do
		i=$((i + 1))
		# shellcheck disable=SC2086
		run "$2" "$i" "$1" demo.Main $line
	done <<'LINES'
help
-r x -v -o out.txt file1 file2
--required=x --verbose --output=o.txt -Dk1=v1 -Dk2=v2 rest
-r x --list a,b,c -n 42 -x
-r x -x val -a
-r x -a -s
-v
-r x --unknown
-r x -n notanumber
posix -r x -vo file -Dk=v
gnu -r x -v -o file -- -notanoption
stop -r x first -v
-r x --verb
-r x --outp=y
LINES
}
sweep commons-cli "$jar" demo.Main ""
