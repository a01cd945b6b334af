#!/bin/sh
# Engine: kaba's parse-and-rewrite round trip of every class.
#   roundtrip.sh IN OUT NAME   (protocol in lib.sh)
. "$(dirname "$0")/lib.sh"
run_kaba roundtrip "$1" -o "$2"
