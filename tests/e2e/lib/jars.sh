# Shared by the end-to-end scripts that run restructured jars (sourced, not
# run: tests/run.sh runs only tests/e2e/*.sh).  Needs JAVA_HOME and BUILD;
# the caller sets n=0.
java=$JAVA_HOME/bin/java
verifier=$BUILD/fixtures/trace_verify.jar

say() {   # say STATUS NAME [DIRECTIVE]: one TAP line
	n=$((n + 1))
	echo "$1 $n - $2${3:+ # $3}"
}

check() {   # check NAME COMMAND...: one TAP line for COMMAND's status (stderr dropped)
	name=$1
	shift
	if "$@" 2>/dev/null; then say ok "$name"; else say "not ok" "$name"; fi
}

comment() { sed 's/^/# /' "$@" | tail -n 8; }

# check NAME COMMAND...: one TAP line for COMMAND's status; a failure is
# marked TODO with the reason in $todo when it is set (a known gap)
check() {
	what=$1; shift
	if "$@"; then say ok "$what"; else say "not ok" "$what" "${todo:+TODO $todo}"; fi
}

# run JAR MAIN OUT: the program's stdout in OUT, its exit status in OUT.status.
run() {
	timeout 30 "$java" -Xverify:all -cp "$1" "$2" >"$3" 2>"$3.err"
	echo $? >"$3.status"
}

# verified JAR: every class links and verifies (forced, docs/platform.md §8, by
# the trace_verify fixture's VerifyAll).
verified() {
	"$java" -cp "$verifier:$1" VerifyAll "$1" >"$1.verify" 2>&1
	classes=$(unzip -Z1 "$1" | grep -c '\.class$')
	grep -qx "$classes verified, 0 verify errors" "$1.verify"
}

# same_output A B: the two runs (see run) printed the same and exited alike.
same_output() {
	cmp -s "$1" "$2" && cmp -s "$1.status" "$2.status"
}

# same_classes A B TMP: every class file of jar A is in jar B, byte for byte.
same_classes() {
	for e in $(unzip -Z1 "$1" | grep '\.class$'); do
		unzip -p "$2" "$e" >"$3" 2>/dev/null || return 1
		unzip -p "$1" "$e" | cmp -s - "$3" || return 1
	done
}

# judge NAME NEW MAIN OUT: the restructured jar NEW has every class verified
# and runs (run MAIN into OUT/restructured.txt) like the original did
# (OUT/original.txt): one TAP line.
judge() {
	if ! verified "$2"; then
		say "not ok" "$1: restructured, verified, same output (verification)"
		grep -v '^skipped' "$2.verify" | comment
		return
	fi
	run "$2" "$3" "$4/restructured.txt"
	if same_output "$4/original.txt" "$4/restructured.txt"; then
		say ok "$1: restructured, verified, same output"
	else
		say "not ok" "$1: restructured, verified, same output (exit $(cat "$4/restructured.txt.status"))"
		diff "$4/original.txt" "$4/restructured.txt" | comment
		comment "$4/restructured.txt.err"
	fi
}
