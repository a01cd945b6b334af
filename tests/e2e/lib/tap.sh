# TAP lines for the structure checks (sourced): tap STATUS NAME [DETAIL]
# prints "ok N - NAME" or "not ok N - NAME" with DETAIL as "# " lines.
n=0
tap() {
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; [ -n "${3:-}" ] && echo "$3" | sed 's/^/# /'; fi
}
