#!/bin/sh
# Run test programs and record their results.
#   tests/run.sh RESULTS PROGRAM...
# Each program prints TAP lines ("ok N - name", "not ok N - name"); cmocka
# does so with CMOCKA_MESSAGE_OUTPUT=TAP.  A program that exits non-zero
# without reporting a failing case counts as one failure of its own (a crash),
# and one that prints no TAP line counts as one case, passed or failed by its
# exit status.  Lines "PASS prog: case" / "FAIL prog: case" go to RESULTS;
# the full output of a failing program is printed, the rest stays quiet.
# TEST_PREFIX (optional) goes before each program's name (a second run of the
# same programs, e.g. with the sanitized kaba, is told apart).
# TEST_JOBS programs (default 2, the machine's cores) run at a time, started
# in the order given, so the longest should come first; RESULTS lists them in
# that order whatever order they finish in.  Every program works in a
# directory of its own (its e2e work dir or mktemp), which makes this safe.
set -u
if [ "$1" = --one ]; then
	# --one PARTS INDEX PROGRAM: run one program, its results to PARTS/INDEX
	parts=$2 index=$3 prog=$4
	name=${TEST_PREFIX:-}$(basename "$prog")
	log="$(dirname "$parts")/logs/$name.log"
	part="$parts/$index"
	case "$prog" in
	*.sh) timeout 2400 sh "$prog" >"$log" 2>&1 ;;
	*)    timeout 2400 "$prog" >"$log" 2>&1 ;;
	esac
	status=$?
	pass=$(grep -c '^ok ' "$log")
	todo=$(grep '^not ok ' "$log" | grep -c ' # TODO')   # not implemented yet: counted apart (summary.sh)
	fail=$(($(grep -c '^not ok ' "$log") - todo))
	: >"$part"
	grep '^ok ' "$log" | sed "s|^ok [0-9]* *-* *|PASS $name: |" >>"$part"
	grep '^not ok ' "$log" | sed "s|^not ok [0-9]* *-* *|FAIL $name: |" >>"$part"
	if [ "$pass" -eq 0 ] && [ "$fail" -eq 0 ] && [ "$todo" -eq 0 ]; then
		if [ $status -eq 0 ]; then echo "PASS $name" >>"$part"; else echo "FAIL $name: exit $status" >>"$part"; fail=1; fi
	elif [ $status -ne 0 ] && [ "$fail" -eq 0 ]; then
		echo "FAIL $name: exit $status after $pass passing cases" >>"$part"; fail=1
	fi
	# one write per program, so that two finishing together do not interleave
	if [ "$fail" -ne 0 ]; then
		{ echo "---- $prog (exit $status) ----"; tail -n 60 "$log"; } >"$part.out"
	else
		extra=""
		[ "$todo" -eq 0 ] || extra=", $todo todo"
		printf '%-40s ok (%s cases%s)\n' "$name" "$pass" "$extra" >"$part.out"
	fi
	cat "$part.out"
	exit 0
fi

results=$1; shift
mkdir -p "$(dirname "$results")/logs"
export CMOCKA_MESSAGE_OUTPUT=TAP
parts=$results.parts
rm -rf "$parts" && mkdir -p "$parts"
i=0
for prog in "$@"; do
	i=$((i + 1))
	printf '%s %s\n' "$i" "$prog"
done | xargs -r -P "${TEST_JOBS:-2}" -n 2 sh "$0" --one "$parts"
i=0
for prog in "$@"; do
	i=$((i + 1))
	# a program killed before it wrote its part still counts, as a failure
	if [ -f "$parts/$i" ]; then cat "$parts/$i"; else echo "FAIL ${TEST_PREFIX:-}$(basename "$prog"): no result"; fi
done >>"$results"
rm -rf "$parts"
exit 0
