#!/bin/sh
# Print the closing line of a test run from a results file, list failures,
# and exit non-zero if any case failed or nothing ran.
# A failing case marked "# TODO" (TAP: a feature known to be missing, e.g.
# kaba's exit 4 "not implemented") is counted apart, as todo: it is neither
# passed nor a failure, and the list of them is printed so it stays visible.
set -u
results=$1
[ -f "$results" ] || { echo "0 passed, 1 failed, 0 todo"; echo "no test results in $results" >&2; exit 1; }
passed=$(grep -c '^PASS ' "$results")
todo=$(grep '^FAIL ' "$results" | grep -c ' # TODO')
failed=$(($(grep -c '^FAIL ' "$results") - todo))
if [ "$todo" -gt 0 ]; then
	echo "not implemented yet:"
	grep '^FAIL ' "$results" | grep ' # TODO' | sed 's/^FAIL /TODO /'
fi
grep '^FAIL ' "$results" | grep -v ' # TODO'
echo "$passed passed, $failed failed, $todo todo"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
