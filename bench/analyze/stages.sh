#!/bin/sh
# Wall time and peak RSS of each stage of one `kaba analyze` run (issue 4
# asks for both per stage; GNU time gives only the whole process's peak).
# The kaba process's VmRSS is read from /proc every 0.2 s; a sample belongs
# to the stage whose "kaba: STAGE: Ns" line (--verbose) is the next to
# appear, as each stage reports when it ends.  A stage that runs once per
# round of the restructuring fallback is listed once per round; "-": no
# sample fell in a stage (one shorter than the interval).  Prints a
# Markdown table to stdout.
#   KABA=build/kaba sh bench/analyze/stages.sh JAR MAIN [OPTIONS...]
set -eu
[ $# -ge 2 ] || { echo "usage: stages.sh JAR MAIN [OPTIONS...]" >&2; exit 64; }
root=$(git rev-parse --show-toplevel)
KABA=${KABA:-$root/build/kaba}
jar=$1 main=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
line='^kaba: [a-z -]*: [0-9.]*s, [0-9.]*s CPU, [0-9]* MiB peak$'
status=0
: >"$tmp/samples"
: >"$tmp/log"
"$KABA" analyze "$jar" --main "$main" "$@" -o "$tmp/out" -v >/dev/null 2>"$tmp/log" &
pid=$!
while kill -0 "$pid" 2>/dev/null; do
	ended=$(grep -c "$line" "$tmp/log" || true)
	rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2>/dev/null || true)
	[ -z "$rss" ] || echo "$ended $rss" >>"$tmp/samples"
	sleep 0.2
done
wait "$pid" || status=$?
grep "$line" "$tmp/log" | sed 's/^kaba: \(.*\): \([0-9.]*\)s, .*$/\1|\2/' >"$tmp/stages" || true
echo "| stage | wall s | peak RSS MiB |"
echo "|---|---|---|"
awk -F'|' 'BEGIN { n = 0 }
	NR == FNR { name[n] = $1; wall[n++] = $2; next }
	{ split($0, s, " "); if (s[2] + 0 > peak[s[1]] + 0) peak[s[1]] = s[2] }
	END { for (i = 0; i < n; i++)
		printf "| %s | %s | %s |\n", name[i], wall[i], i in peak ? int(peak[i] / 1024) : "-" }' \
	"$tmp/stages" "$tmp/samples"
echo
echo "exit status $status; $(grep -c . "$tmp/samples") samples"
