#!/usr/bin/env python3
"""Issue 21's row per real jar, from the report.json files ladder.sh keeps
(KEEP/NAME.report.json): user classes restructured, pinned, frozen by
cause, and the fallback's generator rounds.  A frozen class counts under
the cause of its first reason, and again under its root's: the last link
of its chain, the class frozen for a cause of its own that the cascade
(descriptors, supertypes, nestmates) carried to it.  The causes are the
reason texts' own kinds (docs/reflection.md, docs/restructuring.md).

    causes.py KEEP/NAME.report.json...
"""
import json
import os
import sys

# (label, test on the first reason) in the order they are tried
CAUSES = [
    ("fallback", lambda w: w.startswith("restructuring fallback")),
    ("reflection", lambda w: w.startswith("reflection")),
    ("descriptor cascade", lambda w: w.startswith(("in a descriptor of frozen",
                                                   "in a throws clause of frozen",
                                                   "nestmate of frozen",
                                                   "supertype of frozen"))),
    ("getClass()", lambda w: w.startswith("getClass()")),
    ("enum", lambda w: w.startswith("an enum class")),
    ("class literal", lambda w: w.startswith("class literal")),
    ("named by a string (N1)", lambda w: w.startswith("named by string constant")),
    ("annotation", lambda w: w.startswith("named by an annotation")),
    ("serialization", lambda w: w.startswith("serializable")),
    ("keep rule", lambda w: w.startswith("keep rule")),
]


def cause(why):
    first = why.split("; ")[0]
    for label, test in CAUSES:
        if test(first):
            return label
    return "other"


def row(path):
    r = json.load(open(path))
    s = r["summary"]
    first, root = {}, {}
    for f in r["frozen"]:
        for counts, why in ((first, f["why"]), (root, f["chain"][-1]["why"])):
            c = cause(why)
            counts[c] = counts.get(c, 0) + 1
    name = os.path.basename(path).split(".report.json")[0]
    return "| %s | %d of %d | %d | %d | %s | %s | %d |" % (
        name, s["restructured_classes"], s["user_classes_before"],
        s.get("pinned_classes", 0), s["frozen_classes"], tally(first),
        tally(root), max(s.get("generator_rounds", 1) - 1, 0))


def tally(counts):
    return ", ".join("%s %d" % (c, n) for c, n in
                     sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))) or "-"


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: causes.py NAME.report.json...")
    print("| jar | restructured | pinned | frozen | by first reason | by root cause | fallback rounds |")
    print("|---|---|---|---|---|---|---|")
    for p in sys.argv[1:]:
        print(row(p))


main()
