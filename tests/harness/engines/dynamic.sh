#!/bin/sh
# Engine: the dynamic variant.  kaba traces the program's `even` run and
# restructures from that trace only, so it promises the behaviour of that
# run alone: OUT.runs says so, and the runner compares the `odd` run for
# information only (DYN_UNSEEN, docs/harness.md §3.7).
#   dynamic.sh IN OUT NAME   (protocol in lib.sh)
. "$(dirname "$0")/lib.sh"
in=$1 out=$2 name=$3
run_kaba trace -q -o "$out.trace" --jar "$in" -- "$java_home/bin/java" -cp "$in" "$name.p0.Main" even
status=$?
# kaba trace exits with the program's status (the exit-code programs end in
# System.exit): only a run that left no trace is kaba's failure
if [ ! -s "$out.trace" ]; then
	[ "$status" -ne 0 ] && exit "$status"
	exit 1
fi
restructure "$in" "$out" --trace "$out.trace"
echo even >"$out.runs"
