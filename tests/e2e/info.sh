#!/bin/sh
# kaba info: the antlr hierarchy as text and JSON, missing and class-path
# library classes, and refused inputs (a cyclic hierarchy made by patching
# javac's output, broken jars, a bad --jdk): exit status and exactly one
# stderr line "kaba: FILE[!ENTRY]: ...".  Env: KABA, BUILD, JAVA_HOME.
# Prints TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/info
rm -rf "$work" && mkdir -p "$work"
ANTLR=/usr/share/java/antlr.jar
n=0
tap() {   # tap STATUS NAME
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi
}

# parent NAME < tree: the node one level up from NAME in the indented tree.
parent() {
	awk -v want="$1" '
		/^class hierarchy:/ { on = 1; next }
		/^$/ { on = 0 }
		on {
			match($0, /^ */); d = RLENGTH / 2
			split(substr($0, RLENGTH + 1), f, " ")
			name = f[1]; if (f[2] ~ /^\[/) name = name " " f[2]
			at[d] = name
			if (f[1] == want) { print (d ? at[d - 1] : "(root)"); exit }
		}'
}

# ---- antlr as text ----
"$KABA" info "$ANTLR" >"$work/antlr.txt" 2>"$work/antlr.err"
tap $? "info antlr.jar exits 0"
tap "$(wc -c <"$work/antlr.err")" "no warnings: antlr needs only JDK classes"
check_parent() {   # check_parent CHILD PARENT
	got=$(parent "$1" <"$work/antlr.txt")
	[ "$got" = "$2" ]
	tap $? "$1 under $2${got:+ (got $got)}"
}
check_parent antlr.Token "java.lang.Object [jdk]"
check_parent antlr.CommonToken antlr.Token
check_parent antlr.CommonHiddenStreamToken antlr.CommonToken
check_parent antlr.ANTLRException "java.lang.Exception [jdk]"
check_parent antlr.TokenStreamRecognitionException antlr.TokenStreamException
check_parent antlr.CommonAST antlr.BaseAST
grep -q '^  antlr.BaseAST  implements antlr.collections.AST, java.io.Serializable$' "$work/antlr.txt"
tap $? "interfaces listed per class"
grep -q '^antlr.collections.AST$' "$work/antlr.txt" &&
	grep -q '^antlr.debug.ParserListener  extends .*antlr.debug.ParserMatchListener,' "$work/antlr.txt"
tap $? "user interfaces listed with their superinterfaces"
classes=$(unzip -Z1 "$ANTLR" | grep -c '\.class$')
grep -q "^$ANTLR: $classes class files: " "$work/antlr.txt"
tap $? "class count matches the jar ($classes)"

# ---- antlr as JSON ----
"$KABA" info --json "$ANTLR" >"$work/antlr.json" 2>"$work/antlr.json.err"
tap $? "info --json exits 0"
python3 -m json.tool "$work/antlr.json" >/dev/null
tap $? "--json is valid JSON"
python3 - "$work/antlr.json" "$classes" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
classes = {c["name"]: c for c in r["classes"]}
lib = {c["name"]: c for c in r["library_classes"]}
ok = (list(r)[:6] == ["inputs", "jdk", "counts", "library", "classes", "library_classes"]
      and r["counts"]["classes"] == int(sys.argv[2]) == len(classes)
      and r["counts"]["classes"] == sum(r["counts"][k] for k in
          ("plain_classes", "interfaces", "enums", "records", "annotations"))
      and int(r["counts"]["bytecode_bytes"]) == sum(c["bytecode_bytes"] for c in classes.values())
      and classes["antlr/CommonToken"]["super"] == "antlr/Token"
      and classes["antlr/CommonToken"]["java"] == "antlr.CommonToken"
      and classes["antlr/collections/AST"]["kind"] == "interface"
      and "java/io/Serializable" in classes["antlr/BaseAST"]["interfaces"]
      and lib["java/lang/Exception"]["super"] == "java/lang/Throwable"
      and lib["java/lang/Object"]["origin"] == "jdk"
      and r["library"]["missing"] == [])
sys.exit(0 if ok else 1)
PY
tap $? "JSON: key order, counts, supertypes, library classes"
"$KABA" info --json "$ANTLR" 2>/dev/null | cmp -s - "$work/antlr.json"
tap $? "JSON output is deterministic"

# ---- library classes: missing, then from --classpath ----
mkdir -p "$work/lib/p" "$work/app/q" "$work/libc" "$work/appc"
cat >"$work/lib/p/Base.java" <<'JAVA'
package p;
public class Base implements Runnable { public void run() {} }
JAVA
cat >"$work/app/q/App.java" <<'JAVA'
package q;
public class App extends p.Base { }
JAVA
"$JAVA_HOME/bin/javac" -d "$work/libc" "$work/lib/p/Base.java" &&
	"$JAVA_HOME/bin/javac" -cp "$work/libc" -d "$work/appc" "$work/app/q/App.java" &&
	"$JAVA_HOME/bin/jar" cf "$work/lib.jar" -C "$work/libc" . &&
	"$JAVA_HOME/bin/jar" cf "$work/app.jar" -C "$work/appc" .
tap $? "compile a library and an application jar"
"$KABA" info "$work/app.jar" >"$work/app.txt" 2>"$work/app.err"
st=$?
[ $st = 0 ] && [ "$(wc -l <"$work/app.err")" = 1 ] &&
	grep -q '^kaba: warning: 1 library class missing: p/Base$' "$work/app.err" &&
	grep -q '^q.App  (superclass p.Base missing)$' "$work/app.txt"
tap $? "a missing library class is a warning, not an error"
"$KABA" info --classpath "$work/lib.jar" "$work/app.jar" >"$work/appcp.txt" 2>"$work/appcp.err"
st=$?
[ $st = 0 ] && [ ! -s "$work/appcp.err" ] &&
	[ "$(parent q.App <"$work/appcp.txt")" = "p.Base [classpath]" ]
tap $? "--classpath supplies it, marked [classpath]"
"$KABA" info -q "$work/app.jar" >/dev/null 2>"$work/appq.err"
[ ! -s "$work/appq.err" ]
tap $? "-q silences the warning"

# ---- refused inputs: exit status and exactly one stderr line ----
refused() {   # refused STATUS PATTERN NAME ARGS...
	want=$1 pattern=$2 name=$3
	shift 3
	"$KABA" info "$@" >"$work/out" 2>"$work/err"
	st=$?
	[ $st = "$want" ] && [ "$(wc -l <"$work/err")" = 1 ] && grep -q "$pattern" "$work/err" &&
		[ ! -s "$work/out" ]
	tap $? "$name (exit $st: $(head -c 200 "$work/err"))"
}

# A cycle javac would refuse: compile Aaaa extends Qqqq and Bbbb extends
# Rrrr, then rename the superclasses (same length) to Bbbb and Aaaa.
mkdir -p "$work/cyc/p" "$work/cycc"
for c in Aaaa:Qqqq Bbbb:Rrrr Qqqq:Object Rrrr:Object; do
	echo "package p; public class ${c%%:*} extends ${c##*:} { }" >"$work/cyc/p/${c%%:*}.java"
done
"$JAVA_HOME/bin/javac" -d "$work/cycc" "$work"/cyc/p/*.java &&
	python3 - "$work/cycc/p" <<'PY' &&
import sys
d = sys.argv[1]
for cls, old, new in (("Aaaa", b"p/Qqqq", b"p/Bbbb"), ("Bbbb", b"p/Rrrr", b"p/Aaaa")):
    path = "%s/%s.class" % (d, cls)
    data = open(path, "rb").read()
    assert old in data
    open(path, "wb").write(data.replace(old, new))
PY
	rm "$work/cycc/p/Qqqq.class" "$work/cycc/p/Rrrr.class" &&
	"$JAVA_HOME/bin/jar" cf "$work/cyclic.jar" -C "$work/cycc" .
tap $? "make a jar with a cyclic hierarchy"
refused 2 "^kaba: .*cyclic\.jar!p/[AB][ab]*\.class: cyclic superclass chain via p/[AB]" \
	"cyclic superclass chain" "$work/cyclic.jar"

head -c 3000 /dev/urandom >"$work/noise.jar"
refused 2 "^kaba: .*noise\.jar: " "not a jar" "$work/noise.jar"

mkdir -p "$work/broken"
printf '\312\376\272\276\000\000\000\064\000\011' >"$work/broken/Bad.class"
(cd "$work/broken" && "$JAVA_HOME/bin/jar" cf ../broken.jar Bad.class)
refused 2 "^kaba: .*broken\.jar!Bad\.class: .*(at offset [0-9]*)$" \
	"a corrupt class inside a jar" "$work/broken.jar"

refused 3 "^kaba: .*nonexistent\.jar" "a missing file" "$work/nonexistent.jar"
refused 4 "^kaba: /nonexistent/jdk: not a JDK" "a bad --jdk" --jdk /nonexistent/jdk "$ANTLR"
refused 64 "no input" "no input"
refused 64 "unknown option" "an unknown option" --frobnicate "$ANTLR"

"$KABA" info --help >"$work/help" 2>&1
[ $? = 0 ] && grep -q '^usage: kaba info' "$work/help"
tap $? "--help"
echo "1..$n"
