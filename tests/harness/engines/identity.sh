#!/bin/sh
# Engine: kaba's identity rewrite (every stack map frame regenerated).
#   identity.sh IN OUT NAME   (protocol in lib.sh)
. "$(dirname "$0")/lib.sh"
run_kaba rewrite --identity "$1" -o "$2"
