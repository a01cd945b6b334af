#!/bin/sh
# First contact (issue 26): `kaba analyze` on every jar Debian's Java
# packages installed under /usr/share/java (symbolic links, which only name
# another jar, are skipped), as a new user would run it: without options,
# and, when kaba answers "no entry point" and lists classes with a main,
# again with --all-mains.  Each run has TIMEOUT seconds (default 120;
# recorded as a timeout).  For every run the files kaba says it wrote
# ("kaba: wrote PATH") are checked: each must be there and non-empty, and an
# exit-0 run must name report.json.  Writes bench/results/first-contact.md.
#
#   KABA=build/kaba JAVA_HOME=... nice -n 10 sh bench/first_contact.sh [JAR...]
#
# Slow (minutes to an hour on 2 cores): not part of `make test`.
set -u
: "${KABA:?}" "${JAVA_HOME:?}"
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
TIMEOUT=${TIMEOUT:-120}
work=${WORK:-${TMPDIR:-/tmp}/kaba-first-contact}
out=$here/results/first-contact.md
rm -rf "$work" && mkdir -p "$work"
if [ $# -eq 0 ]; then
	set -- $(find /usr/share/java -type f -name '*.jar' | sort)
fi

# check_files ERR: "named present" counts of the files ERR says were written.
check_files() {
	named=0 present=0
	for f in $(sed -n 's/^kaba: wrote //p' "$1"); do
		named=$((named + 1))
		[ -s "$f" ] && present=$((present + 1))
	done
	echo "$named $present"
}

# run NAME DIR ARGS...: kaba analyze with a timeout; sets st, secs, files.
run() {
	name=$1 dir=$2; shift 2
	t0=$(date +%s)
	timeout "$TIMEOUT" "$KABA" analyze "$@" -o "$dir" >"$dir.out" 2>"$dir.err"
	st=$?
	secs=$(($(date +%s) - t0))
	files=$(check_files "$dir.err")
	if [ "$st" = 0 ] && ! grep -qx "kaba: wrote $dir/report.json" "$dir.err"; then
		files="$files (no report.json named)"
	fi
	[ "$st" = 124 ] && st=timeout
}

rows=$work/rows
: >"$rows"
njars=0 ok=0 listed=0 allok=0 timeouts=0 missing=0 nomain=0 other=0
for jar in "$@"; do
	njars=$((njars + 1))
	name=$(basename "$jar" .jar)
	mainclass=$(unzip -p "$jar" META-INF/MANIFEST.MF 2>/dev/null | tr -d '\r' |
		    sed -n 's/^Main-Class: *//p' | head -1)
	run "$name" "$work/$name" "$jar"
	plain=$st plain_files=$files plain_secs=$secs
	mains=- all=- all_files=- all_secs=-
	# the first line that is not a warning or a file written
	why=$(grep -m1 '^kaba: [^w]' "$work/$name.err" | cut -c1-160)
	if grep -q 'no entry point' "$work/$name.err"; then
		msg=$(grep -m1 'no entry point' "$work/$name.err")
		case $msg in
		*"one class has a"*) mains=1 ;;
		*"classes have a public static main(String[]):"*" more;"*)
			mains=$(echo "$msg" | sed 's/.*; \([0-9]*\) classes have.*/\1/') ;;
		*"these classes have a"*)
			mains=$(echo "$msg" | sed 's/.*main(String\[\]): \(.*\); pass.*/\1/' |
				tr ',' '\n' | wc -l) ;;
		*) mains=0 ;;
		esac
		if [ "$mains" != 0 ]; then
			listed=$((listed + 1))
			run "$name" "$work/$name-all" "$jar" --all-mains
			all=$st all_files=$files all_secs=$secs
			[ "$st" = 0 ] && allok=$((allok + 1))
			case $st in timeout) timeouts=$((timeouts + 1)) ;; esac
			[ "$st" != 0 ] && why=$(grep -m1 '^kaba: [^w]' "$work/$name-all.err" | cut -c1-160)
		else
			nomain=$((nomain + 1))
		fi
	elif [ "$plain" = 0 ]; then
		ok=$((ok + 1))
	else
		case $plain in timeout) timeouts=$((timeouts + 1)) ;; *) other=$((other + 1)) ;; esac
	fi
	for f in "$plain_files" "$all_files"; do
		set -- $f
		[ "$f" != - ] && [ "$1" != "$2" ] && missing=$((missing + 1))
		case $f in *"no report.json"*) missing=$((missing + 1)) ;; esac
	done
	{ [ "$plain" = 0 ] || [ "$all" = 0 ]; } && why=
	[ "$all_secs" != - ] && all="$all (${all_secs}s)"
	printf '| %s | %s | %s (%ss) | %s | %s | %s | %s | %s |\n' "$name" "${mainclass:--}" \
		"$plain" "$plain_secs" "$plain_files" "$mains" "$all" \
		"$all_files" "$(echo "$why" | sed 's/|/\\|/g')" >>"$rows"
	echo "$name: $plain, mains $mains, --all-mains $all" >&2
done

latest=$work/latest.md
{
	echo "## Latest run"
	echo
	echo "$(date -u +%Y-%m-%d) at $(git -C "$here/.." rev-parse --short HEAD 2>/dev/null)," \
	     "timeout ${TIMEOUT}s per run, $(nproc) cores shared: $njars jars (regular files under" \
	     "/usr/share/java; symbolic links skipped)."
	echo
	echo "- ran to exit 0 as given (a Main-Class, or a jar kaba could analyse as is): $ok"
	echo "- no entry point, mains listed: $listed; of those, --all-mains exit 0: $allok"
	echo "- no entry point, no class with a main (a library: keep rules needed): $nomain"
	echo "- other exits of the plain run: $other; timeouts (plain or --all-mains): $timeouts"
	echo "- runs naming a file that is missing or empty (or an exit 0 without report.json): $missing"
	echo
	echo "Columns: exit status of \`kaba analyze JAR -o DIR\` (seconds); files named by"
	echo "\"kaba: wrote\" lines and how many of them are there and non-empty; mains the"
	echo "no-entry-point message counted; the same for \`--all-mains\`; the first"
	echo "message of a run that did not end with exit 0."
	echo
	echo "| jar | Main-Class | exit | files named, present | mains listed | --all-mains exit | files named, present | message |"
	echo "|---|---|---|---|---|---|---|---|"
	cat "$rows"
} >"$latest"
latest_run "$out" "First contact: kaba analyze on Debian's jars" "$latest"
echo "jars $njars, ok $ok, listed $listed, all-mains ok $allok, no main $nomain, other $other, timeouts $timeouts, missing $missing"
[ "$missing" = 0 ]
