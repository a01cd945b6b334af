#!/bin/sh
# Print the closing line of a test run from a results file, list failures,
# and exit non-zero if any case failed or nothing ran.
set -u
results=$1
[ -f "$results" ] || { echo "0 passed, 1 failed"; echo "no test results in $results" >&2; exit 1; }
passed=$(grep -c '^PASS ' "$results")
failed=$(grep -c '^FAIL ' "$results")
grep '^FAIL ' "$results"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
