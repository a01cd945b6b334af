# Shared by the engine scripts (sourced, not run): the engine protocol of
# shard.sh on top of kaba's exit status (docs/cli.md, "Exit status").
#   exit 0  OUT written;  2  refused, with "KABA-REJECT <code>" on stderr;
#   4  kaba does not implement this yet (the harness's NOT_IMPLEMENTED);
#   anything else  an engine crash.
kaba=${KABA:?KABA must name the kaba binary}
java_home=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}

# Run kaba ARGS...; keep its one-line error, and on exit 2 name the reason
# for the refusal: reflection the analysis could not resolve, or bad input.
run_kaba() {
	err=$(mktemp)
	"$kaba" "$@" >/dev/null 2>"$err"
	status=$?
	cat "$err" >&2
	if [ "$status" -eq 2 ]; then
		if grep -qi reflect "$err"; then echo "KABA-REJECT REFLECTION" >&2; else echo "KABA-REJECT INPUT" >&2; fi
	fi
	rm -f "$err"
	return "$status"
}

# restructure IN OUT [analyze options]: kaba analyze IN -o OUT.d, whose
# IN-restructured.jar becomes OUT.  OUT.d keeps the report, table and
# lattice for classifying a failure (shard.sh deletes it after a PASS).
restructure() {
	in=$1 out=$2
	shift 2
	rm -rf "$out.d"
	# -v: kaba notes each stage it finishes, so the .err file of a run that
	# timed out says where it was
	# --no-svg: the diagrams as .dot only (Graphviz's layout was a third of
	# the run on these small programs)
	run_kaba analyze -v --no-svg "$in" -o "$out.d" "$@" || exit
	jar=$out.d/$(basename "$in" .jar)-restructured.jar
	if [ ! -f "$jar" ]; then
		# docs/limitations.md: the code generator is the open part of the rewriter.
		echo "kaba: $in: analyze wrote no restructured jar (not implemented)" >&2
		exit 4
	fi
	mv "$jar" "$out"
	# Classes the restructuring fallback froze (kaba kept them as they were
	# after a refusal) are counted by shard.sh from OUT.d/report.json, one jq
	# for the whole shard: a jq per program cost 0.045 CPU s, a fifth of
	# the engine's time.
}
