#!/bin/sh
# The code generator's plan (DIR/plan.json, docs/restructuring.md "The
# plan") against the jar it describes, on every fixture that is a program
# (the flags of metamorphic.sh) and whose jar is written: each class of the
# plan is in the jar with the plan's supertypes, every other class file is
# the input's, each field, body, constructor and body copy is in its home
# under its output name and descriptor (lib/plan_check.py).  A run that
# writes no jar (exit 0 or 4, not a bug or a crash) writes no plan.  One TAP line per fixture; about 20 CPU
# seconds.  Env: KABA, BUILD; PLAN_ONLY (an extended regular expression:
# only the fixtures whose names match).
set -u
: "${KABA:?}" "${BUILD:?}"
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$BUILD/e2e/plan
rm -rf "$work" && mkdir -p "$work"
. "$root/tests/e2e/lib/tap.sh"
. "$root/tests/e2e/lib/programs.sh"

fixture_programs "${PLAN_ONLY:-.}" | cut -d" " -f1,4- >"$work/programs"
while read -r name flags; do
	jar=$BUILD/fixtures/$name.jar out=$work/$name
	# shellcheck disable=SC2086 # flags are words
	"$KABA" analyze -q --no-svg "$jar" $flags -o "$out" >"$out.stdout" 2>"$out.stderr"
	status=$?
	if [ -f "$out/$name-restructured.jar" ]; then
		python3 "$root/tests/e2e/lib/plan_check.py" "$out/plan.json" "$jar" \
			"$out/$name-restructured.jar" >"$out.check" 2>&1
		tap $? "$name: the plan is the jar's ($(tail -n 1 "$out.check"))" "$(head -n 8 "$out.check")"
	else
		# no jar for a reason the summary gives (exit 0), or a refusal
		# (exit 4); not a bug (1) or a crash
		{ [ "$status" = 0 ] || [ "$status" = 4 ]; } && [ ! -e "$out/plan.json" ]
		tap $? "$name: no jar (exit $status), no plan" "$(tail -n 4 "$out.stderr")"
	fi
done <"$work/programs"
echo "1..$n"
