#!/bin/sh
# The proposal in refactoring vocabulary (report.json "refactorings", the
# summary's "refactorings:" lines) on the KABA paper's Figure 1 program
# (fixture paper, constructors left out as in the paper's tables): the
# steps a reader of the paper's Figure 3 names, each with its evidence.
#   A.z is never used: Remove Dead Code.
#   Object A1 (new@0) uses only x: its class A'2 = {x} is extracted above A.
#   A.y is used by A2, B1, B2 but not A1: pushed down to A'1.
#   B.g is used by B1 (new@16) alone: pushed down to B'1, a subclass
#   extracted from B for B1.
#   B.f's declaration and body form B'3 above B's objects (its this-row
#   the evidence); b1 only calls g: the interface B'2 = {dcl(B.g)}.
# Every step's members and evidence are names report.json uses elsewhere.
# Env: KABA, BUILD.  TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}"
work=$BUILD/e2e/vocabulary
rm -rf "$work" && mkdir -p "$work"
n=0
tap() { n=$((n + 1)); if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi; }

"$KABA" analyze "$BUILD/fixtures/paper.jar" --no-init -o "$work/out" >"$work/stdout" 2>"$work/stderr"
tap $? "kaba analyze paper.jar --no-init: exit 0"
python3 - "$work/out/report.json" >"$work/steps" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for f in d["refactorings"]:
    print("%s | %s | %s | %s | %s" % (f["kind"], f["class"], f["to"], " ".join(f["members"]),
                                      " ".join(f["evidence"])))
PY
cat >"$work/want" <<'WANT'
Remove Dead Code | A | None | A.z | 
Push Down Member | A | A'1 | A.y | Client.main#new@8 Client.main#new@16 Client.main#new@24
Push Down Member | B | B'1 | def(B.g) | Client.main#new@16
Extract Subclass | B | B'1 | def(B.g) | Client.main#new@16
Extract Superclass | A | A'2 | A.x | Client.main#new@0
Extract Superclass | B | B'3 | dcl(B.f) def(B.f) | B.f.this
Extract Interface | B | B'2 | dcl(B.g) | Client.main.b1
WANT
diff "$work/want" "$work/steps" | sed 's/^/# /'
cmp -s "$work/want" "$work/steps"
tap $? "the seven steps of Figure 3, with their members and evidence"
python3 - "$work/out/report.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
classes = {c["name"] for c in d["classes"]}
members = {m for c in d["classes"] for m in c["members"]} | set(d["dead_members"])
rows = {r for c in d["classes"] for r in c["objects"] + c["variables"]}
bad = [f for f in d["refactorings"] if (f["to"] is not None and f["to"] not in classes)
       or not set(f["members"]) <= members or not set(f["evidence"]) <= rows]
sys.exit(1 if bad else 0)
PY
tap $? "every step names classes, members and rows of the report"
grep -q '^refactorings: 7 ' "$work/stdout" &&
	grep -q "^  Push Down Member (2): A.y to A'1, def(B.g) to B'1$" "$work/stdout"
tap $? "the summary counts them and names them by kind"
echo "1..$n"
