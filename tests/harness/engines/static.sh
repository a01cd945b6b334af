#!/bin/sh
# Engine: the static variant, points-to analysis from the program's Main;
# its restructured jar must behave like the original on every run.
#   static.sh IN OUT NAME   (protocol in lib.sh)
. "$(dirname "$0")/lib.sh"
restructure "$1" "$2" --main "$3.p0.Main"
