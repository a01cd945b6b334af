# Shared by the real-program workloads (tests/real/*.sh, sourced).  A
# workload runs every item twice, once on the original jar and once on the
# jar kaba wrote, each time in a fresh copy of the item's inputs, and an
# item is the same when the two copies end up identical byte for byte:
# every generated file, plus `.stdout`, `.stderr` and `.exit` of the run.
# Items run with relative paths from their own folder, so no absolute path
# reaches the compared output.  Needs JAVA_HOME; with TRACES set (a folder)
# every java run is traced by `$KABA trace` into TRACES/N.trace.

java=$JAVA_HOME/bin/java
runs=0

# run_java DIR TIMEOUT ARGS...: java -Xverify:all ARGS in DIR, its output and
# exit status in DIR/.stdout, .stderr and .exit.  (In a subshell: sh has
# no local variables, and the callers' own names must survive.)
run_java() {
	runs=$((runs + 1))
	(cd "$1" || exit
	 limit=$2
	 shift 2
	 if [ -n "${TRACES:-}" ]; then
		set -- "$KABA" trace -q -o "$TRACES/$runs.trace" -- "$java" "$@"
	 else
		set -- "$java" -Xverify:all "$@"
	 fi
	 timeout "$limit" "$@" >.stdout 2>.stderr
	 echo $? >.exit)
}

# same_tree A B: the two item folders hold the same files with the same
# bytes; the differing paths (at most 8) go to stdout as TAP comments.
same_tree() {
	diff -rq "$1" "$2" >"$1.diff" 2>&1 && return 0
	sed 's/^/# /' "$1.diff" | head -n 8
	return 1
}
