#!/bin/sh
# Run each libFuzzer target for FUZZ_SECONDS on a copy of its seed corpus
# (tests/fuzz/corpus/NAME); a crash is a failed case whose reproducer is kept
# in build/fuzz/NAME-crashes/.  The targets run side by side (one core each;
# each line of RESULTS is one append, so they do not interleave).
set -u
results=$1; shift
fuzz_one() {
	bin=$1
	name=$(basename "$bin")
	work="$BUILD/fuzz/$name-corpus"
	crashes="$BUILD/fuzz/$name-crashes"
	mkdir -p "$work" "$crashes"
	seeds="tests/fuzz/corpus/$name"
	[ -d "$seeds" ] && cp -r "$seeds/." "$work/"
	log="$BUILD/fuzz/$name.log"
	"$bin" -max_total_time="$FUZZ_SECONDS" -max_len=65536 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
		-artifact_prefix="$crashes/" "$work" >"$log" 2>&1
	status=$?
	runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
	[ -n "$runs" ] || runs=$(grep -o '#[0-9]*' "$log" | tail -n 1 | tr -d '#')
	if [ $status -eq 0 ]; then
		echo "PASS fuzz: $name (${FUZZ_SECONDS}s, ${runs:-?} runs)" >>"$results"
		printf '%-40s ok (%ss, %s runs)\n' "fuzz $name" "$FUZZ_SECONDS" "${runs:-?}"
	else
		echo "FAIL fuzz: $name (see $log)" >>"$results"
		tail -n 40 "$log"
	fi
}
for bin in "$@"; do
	fuzz_one "$bin" &
done
wait
exit 0
