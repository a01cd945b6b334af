# The fixtures that are programs (sourced): one "NAME DIR MAIN FLAGS" line
# per fixture with a Main-Class whose name matches the extended regular
# expression $1, FLAGS being the options kaba analyze gets for it (the
# bodies_ and lambda_ fixtures name their main, a fixture's kaba.keep is
# given with --keep).  Needs $root, the checkout.
fixture_programs() {
	for manifest in "$root"/tests/fixtures/*/MANIFEST.MF; do
		dir=$(dirname "$manifest")
		name=$(basename "$dir")
		main=$(sed -n 's/^Main-Class: *//p' "$manifest" | tr -d '\r')
		[ -n "$main" ] || continue
		echo "$name" | grep -Eq "$1" || continue
		flags=
		case $name in bodies_* | lambda_*) flags="--main $main" ;; esac
		[ ! -f "$dir/kaba.keep" ] || flags="$flags --keep $dir/kaba.keep"
		echo "$name $dir $main $flags"
	done
}
