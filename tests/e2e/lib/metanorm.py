#!/usr/bin/env python3
"""The name-independent form of one `kaba analyze -o DIR` result, for the
metamorphic check (tests/e2e/metamorphic.sh): prints DIR's table.json and
report.json as sorted lines that two compilations of one program must share,
into DIR/norm.txt, for every DIR named (one python for hundreds of them).

    metanorm.py DIR...

A row is keyed by its origin, not its name: kind, owner, member,
descriptor, type, index (the pc of a creation site), the column its link
names, and the names of the columns it has in the initial table.  Names of
locals and parameters come from the LocalVariableTable (`C.m.name`,
`C.m.name'2`) or from the slot and first store (`C.m#local3@12`), so they
change with -g; everything in the key does not (a local's type too: kaba
types a local by the values stored into it, never by the table's declared
type, which only the LocalVariableTable knows): columns are named by
members and type-check sites (class, method, pc), which debug attributes
do not touch, and the bytecode (so every pc) is the same with and without
-g.  Two rows with one key are interchangeable in the relation (same
origin, same columns), so equal multisets of keys mean equal tables up to
a renaming of rows; implications and the proposal's `variables` and
`objects` are compared through the same keys.  The proposal's classes are
compared by name, supers, members and the keys of their rows.
"""
import json
import os
import sys


def normal_form(out):
    with open(os.path.join(out, "table.json")) as f:
        table = json.load(f)
    with open(os.path.join(out, "report.json")) as f:
        report = json.load(f)
    rows, cols = table["rows"], table["columns"]
    initial = table.get("initial") or [[] for _ in rows]
    colname = [c["name"] for c in cols]

    def key(i):
        r = rows[i]
        link = colname[r["link"]] if r.get("link", -1) >= 0 else "-"
        has = ",".join(sorted(colname[c] for c in initial[i]))
        return "%s %s.%s%s type=%s index=%s link=%s {%s}" % (
            r["kind"], r.get("owner", "?"), r.get("member", "?"), r.get("descriptor", ""),
            r.get("type", "-"), r.get("index", -1), link, has)

    keys = [key(i) for i in range(len(rows))]
    by_name = {r["name"]: keys[i] for i, r in enumerate(rows)}
    lines = ["row " + k for k in keys]
    lines += ["column %s %s" % (c["kind"], c["name"]) for c in cols]
    for imp in table.get("implications", []):
        ends = keys if imp["kind"] == "row" else colname
        lines.append("implication %s %s %s -> %s%s" % (
            imp["kind"], imp["rule"], ends[imp["from"]], ends[imp["to"]],
            " active" if imp.get("active") else ""))
    for s in table.get("refused_stores", []):
        lines.append("refused_store %s <- %s" % (keys[s[0]], keys[s[1]] if s[1] >= 0 else "-"))
    for e in table.get("erased_checks", []):
        lines.append("erased_check " + json.dumps(e, sort_keys=True))

    ids = {c["id"]: c["name"] for c in report.get("classes", [])}
    for c in report.get("classes", []):
        lines.append("class %s%s extends [%s] members [%s] objects [%s] variables [%s]" % (
            c["name"], " interface" if c.get("interface") else "",
            ", ".join(sorted(ids.get(s, s) for s in c.get("supers", []))),
            ", ".join(sorted(c.get("members", []))),
            " | ".join(sorted(by_name.get(o, o) for o in c.get("objects", []))),
            " | ".join(sorted(by_name.get(v, v) for v in c.get("variables", [])))))
    # a reason may name the input jar, whose path is the variant's own
    jar = report.get("input", "")
    for what in ("frozen", "dead_members", "dead_methods", "moved", "multiple_inheritance"):
        for x in report.get(what, []):
            text = json.dumps(x, sort_keys=True)
            lines.append("%s %s" % (what, text.replace(jar, "JAR") if jar else text))
    # the refactoring steps, their evidence by row key (rows are named
    # after locals in it)
    for f in report.get("refactorings", []):
        lines.append("refactoring %s %s%s -> %s [%s] evidence [%s]" % (
            f["kind"], f["class"], " with " + f["with"] if f.get("with") else "", f["to"],
            ", ".join(sorted(f["members"])),
            " | ".join(sorted(by_name.get(e, e) for e in f["evidence"]))))
    for x in report.get("dead_objects", []):
        lines.append("dead_object %s" % by_name.get(x, x) if isinstance(x, str) else json.dumps(x))
    summary = report.get("summary", {})
    for k in ("classes_after", "interfaces_after", "frozen_classes", "frozen_by_fallback",
              "dead_members", "dead_objects", "members_moved"):
        lines.append("summary %s %s" % (k, summary.get(k)))
    return "\n".join(sorted(lines)) + "\n"


if __name__ == "__main__":
    for d in sys.argv[1:]:
        with open(os.path.join(d, "norm.txt"), "w") as f:
            f.write(normal_form(d))
