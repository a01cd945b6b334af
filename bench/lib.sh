# Shared by the benchmark scripts (sourced, not run).

# latest_run OUT TITLE LATEST: OUT keeps its hand-written history and its
# "## Latest run" section becomes LATEST (a file starting with that
# heading); a missing OUT is made with the heading "# TITLE".  Written to a
# temporary file beside OUT and renamed.
latest_run() {
	{
		if [ -f "$1" ]; then
			sed '/^## Latest run/,$d' "$1"
		else
			echo "# $2"
			echo
		fi
		cat "$3"
	} >"$1.tmp" && mv "$1.tmp" "$1"
}
