#!/bin/sh
# Run every benchmark (bench/NAME/run.sh); each prints a markdown table and
# records its result in bench/results/NAME.md.  Benchmarks take minutes and
# load both cores: run them on a quiet machine.
set -eu
for b in bench/*/run.sh; do
	echo "== $b"
	sh "$b"
done
