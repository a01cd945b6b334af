# Shared by the benchmark scripts (sourced, not run).

# latest_run OUT TITLE LATEST: OUT keeps its hand-written history and its
# "## Latest run" section (up to the next "## " heading, so that sections
# written after it stay) becomes LATEST (a file starting with that
# heading; appended when OUT has none); a missing OUT is made with the
# heading "# TITLE".  Written to a temporary file beside OUT and renamed.
latest_run() {
	{
		if [ -f "$1" ]; then
			awk -v latest="$3" '
				/^## Latest run/ { while ((getline l < latest) > 0) print l; skip = 1; done = 1; next }
				skip && /^## / { skip = 0 }
				!skip { print }
				END { if (!done) while ((getline l < latest) > 0) print l }' "$1"
		else
			echo "# $2"
			echo
			cat "$3"
		fi
	} >"$1.tmp" && mv "$1.tmp" "$1"
}

# app NAME LIB: $tmp/NAME/app.jar, LIB with bench/realjars/NAME's client
# classes (demo.Main, its Main-Class) in it, so that kaba restructures the
# library from the client's entry; needs $root, $tmp and $JAVA_HOME.
app() {
	mkdir -p "$tmp/$1/cls" "$tmp/$1/merged"
	"$JAVA_HOME/bin/javac" -nowarn -d "$tmp/$1/cls" -cp "$2" $(find "$root/bench/realjars/$1" -name '*.java') 2>/dev/null &&
	(cd "$tmp/$1/merged" && unzip -q -o "$2" && rm -f META-INF/*.SF META-INF/*.RSA META-INF/*.DSA &&
	 cp -R "$tmp/$1/cls/." . && "$JAVA_HOME/bin/jar" --create --file "$tmp/$1/app.jar" \
		--main-class demo.Main .)
}
