#!/usr/bin/env python3
"""report.json without its "profile" key, every other byte as written, on
stdout: the profile (the last key, report.h) holds each stage's seconds and
memory, the only part of the report that differs between two runs, so the
tests that compare reports byte for byte (golden_pipeline.sh) compare this.

    sans_profile.py REPORT
"""
import sys

KEY = ',\n\t"profile":\t{'

with open(sys.argv[1], "rb") as f:
    text = f.read().decode("utf-8")
start = text.find(KEY)
if start >= 0:
    end = text.rindex("\n}")
    if end < start:
        sys.exit("sans_profile.py: %s: the profile is not the last key" % sys.argv[1])
    text = text[:start] + text[end:]
sys.stdout.write(text)
