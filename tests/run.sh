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
set -u
results=$1; shift
mkdir -p "$(dirname "$results")"
export CMOCKA_MESSAGE_OUTPUT=TAP
logdir=$(dirname "$results")/logs
mkdir -p "$logdir"
for prog in "$@"; do
	name=${TEST_PREFIX:-}$(basename "$prog")
	log="$logdir/$name.log"
	case "$prog" in
	*.sh) timeout 2400 sh "$prog" >"$log" 2>&1 ;;
	*)    timeout 2400 "$prog" >"$log" 2>&1 ;;
	esac
	status=$?
	pass=$(grep -c '^ok ' "$log")
	todo=$(grep '^not ok ' "$log" | grep -c ' # TODO')   # not implemented yet: counted apart (summary.sh)
	fail=$(($(grep -c '^not ok ' "$log") - todo))
	grep '^ok ' "$log" | sed "s|^ok [0-9]* *-* *|PASS $name: |" >>"$results"
	grep '^not ok ' "$log" | sed "s|^not ok [0-9]* *-* *|FAIL $name: |" >>"$results"
	if [ "$pass" -eq 0 ] && [ "$fail" -eq 0 ] && [ "$todo" -eq 0 ]; then
		if [ $status -eq 0 ]; then echo "PASS $name" >>"$results"; else echo "FAIL $name: exit $status" >>"$results"; fail=1; fi
	elif [ $status -ne 0 ] && [ "$fail" -eq 0 ]; then
		echo "FAIL $name: exit $status after $pass passing cases" >>"$results"; fail=1
	fi
	if [ "$fail" -ne 0 ]; then
		echo "---- $prog (exit $status) ----"
		tail -n 60 "$log"
	else
		extra=""
		[ "$todo" -eq 0 ] || extra=", $todo todo"
		printf '%-40s ok (%s cases%s)\n' "$name" "$pass" "$extra"
	fi
done
exit 0
