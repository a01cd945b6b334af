#!/bin/sh
# jsoup 1.15 (Debian's libjsoup-java) with a client of ours,
# bench/sweep/jsoup/demo/Main.java, merged into the library's jar so that
# kaba restructures the library from the client's entry: parses the pages of
# bench/sweep/jsoup/ (a messy page, broken markup with svg, math, template
# and plaintext, an xml file), prints the documents, selector results, a
# tree walk, a cleaned body and an edited DOM; stdout, stderr and the exit
# status must be the same from the restructured jar.
#   sh bench/sweep/jsoup.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/jsoup.jar
need "$lib" "$JAVA_HOME/bin/javac"
mkdir -p "$tmp/app/cls" "$tmp/app/merged"
"$JAVA_HOME/bin/javac" -nowarn -d "$tmp/app/cls" -cp "$lib" "$root"/bench/sweep/jsoup/demo/Main.java 2>/dev/null &&
(cd "$tmp/app/merged" && unzip -q -o "$lib" && rm -rf META-INF/versions && cp -R "$tmp/app/cls/." . &&
 "$JAVA_HOME/bin/jar" --create --file "$tmp/app/jsoup-demo.jar" --main-class demo.Main .) || exit 1
jar=$tmp/app/jsoup-demo.jar
in=$root/bench/sweep/jsoup

work() {
	for f in page.html broken.html books.xml; do
		run "$2" "$f" "$1" demo.Main "$in/$f"
	done
	run "$2" all "$1" demo.Main "$in/page.html" "$in/books.xml" "$in/broken.html"
}
sweep jsoup "$jar" demo.Main ""
