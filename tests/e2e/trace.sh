#!/bin/sh
# kaba trace end to end: the paper's Figure 1 program and the trace_*
# fixtures run under the agent (with -Xverify:all, so every rewritten class
# is verified); traced runs must behave exactly like untraced ones, and the
# rows (creation sites) must hold exactly the members their objects used.
# Env: KABA, BUILD, JAVA_HOME.  Prints TAP lines.
set -u
set -f   # patterns in $select stay patterns
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/trace
rm -rf "$work" && mkdir -p "$work"
java=$JAVA_HOME/bin/java
fx=$BUILD/fixtures
n=0
check() {   # check NAME COMMAND...: one TAP line for COMMAND's status
	what=$1; shift
	n=$((n + 1))
	if "$@"; then echo "ok $n - $what"; else echo "not ok $n - $what"; fi
}

# [select=OPTIONS] traced NAME JAR MAIN ARGS...: run untraced and traced
# (user classes chosen by kaba trace OPTIONS, default all); check that stdout,
# stderr (stack frames aside) and exit status agree; leave NAME.rows with
# the table (the reflection and method parts left out) and NAME.show with
# everything.
traced() {
	name=$1; jar=$2; shift 2
	"$java" -Xverify:all -cp "$jar" "$@" >"$work/$name.plain.out" 2>"$work/$name.plain.err"
	plain=$?
	"$KABA" trace -o "$work/$name.trace" ${select:-} -- "$java" -Xverify:all -cp "$jar" "$@" \
		>"$work/$name.traced.out" 2>"$work/$name.traced.err"
	status=$?
	check "$name: exit status $status as untraced ($plain)" test "$status" -eq "$plain"
	check "$name: same stdout" cmp -s "$work/$name.plain.out" "$work/$name.traced.out"
	grep -v '^	at ' "$work/$name.plain.err" >"$work/$name.plain.err2"
	grep -v '^	at ' "$work/$name.traced.err" >"$work/$name.traced.err2"
	check "$name: same stderr" cmp -s "$work/$name.plain.err2" "$work/$name.traced.err2"
	"$KABA" trace --show "$work/$name.trace" >"$work/$name.show"
	sed '/^reflection:$\|^methods:$/,$d' "$work/$name.show" >"$work/$name.rows"
}

rows_are() {   # rows_are NAME: stdin is the expected table
	cat >"$work/$1.expected"
	if ! cmp -s "$work/$1.expected" "$work/$1.rows"; then
		diff "$work/$1.expected" "$work/$1.rows" | sed 's/^/# /'
		return 1
	fi
}

# ---- the paper's Figure 1 ----------------------------------------------------
# Without arguments: a1 = A1 only writes x (a1.x = 17; printed later);
# a2 = A2 gets x = 42, then a2.f() runs A.f on it (y = x: reads x, writes y);
# b1.g() runs B.g on B1 (x++) and this.f() = B.f (y++); b2.h() runs B.h on
# B2 (this.f() = B.f: y++, then x--).  Every object ran its constructors.
traced paper "$fx/paper.jar" Client
check "paper: the dynamic table of Figure 1 (no argument)" rows_are paper <<'ROWS'
Client.main([Ljava/lang/String;)V#new@0: A.x def(A.<init>()V)
Client.main([Ljava/lang/String;)V#new@16: A.x A.y def(A.<init>()V) def(B.<init>()V) def(B.f()V) def(B.g()V)
Client.main([Ljava/lang/String;)V#new@24: A.x A.y def(A.<init>()V) def(B.<init>()V) def(B.f()V) def(B.h()V)
Client.main([Ljava/lang/String;)V#new@8: A.x A.y def(A.<init>()V) def(A.f()V)
ROWS
# With an argument a2 = b2, so a2.f() runs B.f on B2 (already there through
# h) and A2 keeps only the write of x.
traced paper1 "$fx/paper.jar" Client arg
check "paper: the dynamic table of Figure 1 (one argument)" rows_are paper1 <<'ROWS'
Client.main([Ljava/lang/String;)V#new@0: A.x def(A.<init>()V)
Client.main([Ljava/lang/String;)V#new@16: A.x A.y def(A.<init>()V) def(B.<init>()V) def(B.f()V) def(B.g()V)
Client.main([Ljava/lang/String;)V#new@24: A.x A.y def(A.<init>()V) def(B.<init>()V) def(B.f()V) def(B.h()V)
Client.main([Ljava/lang/String;)V#new@8: A.x def(A.<init>()V)
ROWS
# Both runs merged: the union per row.
"$KABA" trace --show "$work/paper.trace" "$work/paper1.trace" | sed '/^reflection:$\|^methods:$/,$d' >"$work/merged.rows"
check "paper: two runs merge into the union" cmp -s "$work/merged.rows" "$work/paper.rows"

# ---- threads -----------------------------------------------------------------
traced threads "$fx/trace_threads.jar" threads.Main
check "threads: 4 threads, objects attributed to their own sites" rows_are threads <<'ROWS'
threads.Main.main([Ljava/lang/String;)V#new@0: def(threads.Counter.<init>()V) def(threads.Counter.add(I)V) threads.Counter.hits threads.Counter.total
threads.Main.main([Ljava/lang/String;)V#new@23: def(threads.Worker.<init>(Lthreads/Counter;I)V) def(threads.Worker.run()V) threads.Worker.id threads.Worker.last threads.Worker.shared
threads.Worker.run()V#new@9: def(threads.Item.<init>(I)V) def(threads.Item.value()I) threads.Item.v
ROWS

# Same run, same bytes: the trace file is in canonical order even though
# four threads met the sites in their own order.
"$KABA" trace -o "$work/threads2.trace" -- "$java" -Xverify:all -cp "$fx/trace_threads.jar" \
	threads.Main >/dev/null
check "threads: two runs give byte-identical traces" cmp -s "$work/threads.trace" "$work/threads2.trace"

# ---- exceptions, checks, switches, wide fields, inner classes ------------------
# Fatal objects are caught by the Fatal handler only; plain AppErrors by the
# AppError handler; the Circle passes instanceof Circle, the Square fails it;
# both pass the cast to Shape ("str" is no user object: no row).  Bad's
# constructor throws, yet the object exists and ran it.  Inner reads this$0
# in get() (its constructor's store before super() is not logged).
traced exceptions "$fx/trace_exceptions.jar" exc.Main
check "exceptions: handlers, checks and constructors that throw" rows_are exceptions <<'ROWS'
exc.Bad.<init>(I)V#new@8: def(exc.AppError.<init>(I)V) def(exc.AppError.code()I) exc.AppError.code exc.Main.main([Ljava/lang/String;)V#catch@226:exc.AppError=true
exc.Main.main([Ljava/lang/String;)V#new@123: def(exc.Circle.<init>()V) def(exc.Shape.<init>(I)V) exc.Main.main([Ljava/lang/String;)V#check@176=true exc.Main.main([Ljava/lang/String;)V#check@187=true exc.Shape.kind
exc.Main.main([Ljava/lang/String;)V#new@133: def(exc.Shape.<init>(I)V) def(exc.Square.<init>()V) exc.Main.main([Ljava/lang/String;)V#check@176=false exc.Main.main([Ljava/lang/String;)V#check@187=true exc.Shape.kind
exc.Main.main([Ljava/lang/String;)V#new@214: def(exc.Bad.<init>(I)V)
exc.Main.main([Ljava/lang/String;)V#new@236: def(exc.Outer.<init>()V) def(exc.Outer.make()Lexc/Outer$Inner;) exc.Outer.n
exc.Main.main([Ljava/lang/String;)V#new@6: def(exc.Res.<init>(D)V) def(exc.Res.check(I)V) exc.Res.stamp exc.Res.weight
exc.Outer.make()Lexc/Outer$Inner;#new@0: def(exc.Outer$Inner.<init>(Lexc/Outer;)V) def(exc.Outer$Inner.get()I) exc.Outer$Inner.this$0
exc.Res.check(I)V#new@21: def(exc.AppError.<init>(I)V) def(exc.AppError.code()I) exc.AppError.code exc.Main.main([Ljava/lang/String;)V#catch@71:exc.AppError=true
exc.Res.check(I)V#new@7: def(exc.AppError.<init>(I)V) def(exc.AppError.code()I) def(exc.Fatal.<init>()V) exc.AppError.code exc.Main.main([Ljava/lang/String;)V#catch@47:exc.Fatal=true
ROWS

# ---- every way to end ------------------------------------------------------------
node='ex.Main.main([Ljava/lang/String;)V#new@9:'
traced exit "$fx/trace_exit.jar" ex.Main exit
check "System.exit(3): trace written" rows_are exit <<ROWS
$node def(ex.Node.<init>(ILex/Node;)V) def(ex.Node.sum()I) ex.Node.next ex.Node.val
ROWS
check "System.exit(3): status 3" test "$status" -eq 3
traced throw "$fx/trace_exit.jar" ex.Main throw
check "uncaught exception: trace written" rows_are throw <<ROWS
$node def(ex.Node.<init>(ILex/Node;)V) def(ex.Node.sum()I) ex.Node.next ex.Node.val
ROWS
check "uncaught exception: status 1" test "$status" -eq 1
traced halt "$fx/trace_exit.jar" ex.Main halt
check "Runtime.halt(4): trace written" rows_are halt <<ROWS
$node def(ex.Node.<init>(ILex/Node;)V) def(ex.Node.sum()I) ex.Node.next ex.Node.val
ROWS
check "Runtime.halt(4): status 4" test "$status" -eq 4
traced return "$fx/trace_exit.jar" ex.Main return
check "normal return: sum() never ran" rows_are return <<ROWS
$node def(ex.Node.<init>(ILex/Node;)V) ex.Node.next ex.Node.val
ROWS

# ---- reflection and clone ------------------------------------------------------------
# p1, p2 come from Constructor.newInstance: one pseudo site for Plugin; bump
# ran 20 times through Method.invoke (then a generated accessor); hidden is
# only ever touched through Field.setInt/getInt, which the breakpoints see.
# b = a.copy() is a clone: the pseudo site of Point.
traced reflect "$fx/trace_reflect.jar" refl.Main
check "reflection: rows" rows_are reflect <<'ROWS'
refl.Main.main([Ljava/lang/String;)V#new@129: def(refl.Plugin.<init>(Ljava/lang/String;)V) refl.Plugin.hidden refl.Plugin.label
refl.Main.main([Ljava/lang/String;)V#new@149: def(refl.Point.<init>(II)V) def(refl.Point.copy()Lrefl/Point;) def(refl.Point.sum()I) refl.Point.x refl.Point.y
refl.Plugin@unobserved: def(refl.Plugin.<init>()V) def(refl.Plugin.<init>(Ljava/lang/String;)V) def(refl.Plugin.bump(I)V) refl.Plugin.count refl.Plugin.hidden refl.Plugin.label
refl.Point@unobserved: def(refl.Point.sum()I) refl.Point.copy()Lrefl/Point;#check@4=true refl.Point.x refl.Point.y
ROWS
for line in 'Class.forName;refl.Plugin;refl.Main.main;27;;' \
	'Constructor.newInstance;<refl.Plugin: void <init>()>;refl.Main.main;28;;' \
	'Constructor.newInstance;<refl.Plugin: void <init>(java.lang.String)>;refl.Main.main;29;;' \
	'Method.invoke;<refl.Plugin: void bump(int)>;refl.Main.main;32;;' \
	'Field.set*;<refl.Plugin: int hidden>;refl.Main.main;34;;' \
	'Field.get*;<refl.Plugin: int hidden>;refl.Main.main;38;;' \
	'Field.get*;<refl.Plugin: java.lang.String label>;refl.Main.main;43;;'; do
	check "reflection: TamiFlex log has $line" grep -qxF "$line" "$work/reflect.trace.refl.log"
done

# The site field the agent adds is invisible: the fixture prints its classes'
# fields through reflection and serialization, a serialized round trip and a
# null receiver's message (same stdout, checked by `traced`).  The clone made
# by copy() and the deserialized object are objects of their own: the pseudo
# site, not new@147's, though the clone copied its fields.
traced hidden "$fx/trace_hidden_field.jar" hf.Main
check "hidden site field: clones and deserialized objects have their own rows" \
	rows_are hidden <<'ROWS'
hf.Main$Sub@unobserved: hf.Main$Sub.b hf.Main$Sub.copy()Lhf/Main$Sub;#check@4=true hf.Main.main([Ljava/lang/String;)V#check@233=true
hf.Main.main([Ljava/lang/String;)V#new@147: def(hf.Main$Base.<init>()V) def(hf.Main$Sub.<init>()V) def(hf.Main$Sub.copy()Lhf/Main$Sub;) hf.Main$Sub.b
ROWS

# ---- the logger's cost: per object and per pair, not per use ---------------------------
# trace_hot sweeps 40 times over 20,000 objects (3.2 million logged uses on
# 11 pairs), after 200,000 objects that die in collections.  Before the
# logger kept objects' sites in Java, each use that missed its column's
# last object went native and probed the VM's tag map under a lock (bcel's
# verifier on a large class: 270 million times; bench/results/trace.md).
# -v makes the agent count the calls.  A live object lost when the table of
# objects drops the dead would show as a pseudo-site row.
"$java" -cp "$fx/trace_hot.jar" hot.Main >"$work/hot.plain.out" 2>&1
"$KABA" trace -v -o "$work/hot.trace" -- "$java" -cp "$fx/trace_hot.jar" hot.Main \
	>"$work/hot.traced.out" 2>"$work/hot.traced.err"
check "hot: same output traced" cmp -s "$work/hot.plain.out" "$work/hot.traced.out"
native=$(sed -n 's/^kaba trace agent: went native for \([0-9]*\) objects, \([0-9]*\) pairs, .*/\1 \2/p' \
	"$work/hot.traced.err")
check "hot: native once per object (220,000) and per pair ($native)" \
	test -n "$native" -a "${native% *}" -le 220000 -a "${native#* }" -le 20
"$KABA" trace --show "$work/hot.trace" | sed '/^reflection:$\|^methods:$/,$d' >"$work/hot.rows"
check "hot: the rows of the sweep" rows_are hot <<'ROWS'
hot.Main.garbage()I#new@10: def(hot.Temp.<init>()V) hot.Temp.n
hot.Main.main([Ljava/lang/String;)V#new@23: def(hot.Leaf.<init>(I)V) def(hot.Node.<init>(I)V) def(hot.Node.weight()I) hot.Main.main([Ljava/lang/String;)V#check@134=true hot.Node.next hot.Node.value
hot.Main.main([Ljava/lang/String;)V#new@43: def(hot.Node.<init>(I)V) def(hot.Node.weight()I) hot.Main.main([Ljava/lang/String;)V#check@134=false hot.Node.next hot.Node.value
ROWS

# Two checks of one local with nothing between that can throw are logged in
# one call at the second (src/trace/paired.c; test_trace_rewrite counts the
# calls).  Each object carries the outcomes of exactly the checks it met:
# a jump past the first check (entered) and another object stored between
# them (reassigned) leave the first check unlogged for the second's object.
traced paired "$fx/trace_paired.jar" pair.Main
check "paired checks: the rows of both checks, only where both ran" rows_are paired <<'ROWS'
pair.Main.main([Ljava/lang/String;)V#new@110: def(pair.Insn.<init>()V) def(pair.Jsr.<init>()V) def(pair.JsrW.<init>()V) pair.Main.castNow(Lpair/Insn;)Lpair/Jsr;#check@13=true pair.Main.castNow(Lpair/Insn;)Lpair/Jsr;#check@3=false
pair.Main.main([Ljava/lang/String;)V#new@134: def(pair.Insn.<init>()V) def(pair.Nop.<init>()V) pair.Main.castNow(Lpair/Insn;)Lpair/Jsr;#check@13=false pair.Main.castNow(Lpair/Insn;)Lpair/Jsr;#check@3=false
pair.Main.main([Ljava/lang/String;)V#new@160: def(pair.Insn.<init>()V) def(pair.Ret.<init>()V)
pair.Main.main([Ljava/lang/String;)V#new@174: def(pair.Insn.<init>()V) def(pair.Jsr.<init>()V) def(pair.JsrW.<init>()V) pair.Main.cast(Lpair/Insn;)Lpair/Jsr;#check@20=true pair.Main.cast(Lpair/Insn;)Lpair/Jsr;#check@3=false
pair.Main.main([Ljava/lang/String;)V#new@17: def(pair.Insn.<init>()V) def(pair.Jsr.<init>()V) pair.Main.depth([Lpair/Insn;)I#check@16=false pair.Main.depth([Lpair/Insn;)I#check@26=true
pair.Main.main([Ljava/lang/String;)V#new@201: def(pair.Insn.<init>()V) def(pair.Ret.<init>()V) pair.Main.entered(Lpair/Insn;Z)I#check@17=false
pair.Main.main([Ljava/lang/String;)V#new@212: def(pair.Insn.<init>()V) def(pair.Jsr.<init>()V) def(pair.JsrW.<init>()V) pair.Main.entered(Lpair/Insn;Z)I#check@17=true pair.Main.entered(Lpair/Insn;Z)I#check@7=false
pair.Main.main([Ljava/lang/String;)V#new@234: def(pair.Insn.<init>()V) def(pair.Nop.<init>()V) pair.Main.reassigned(Lpair/Insn;Lpair/Insn;)I#check@5=false
pair.Main.main([Ljava/lang/String;)V#new@241: def(pair.Insn.<init>()V) def(pair.Jsr.<init>()V) pair.Main.reassigned(Lpair/Insn;Lpair/Insn;)I#check@17=true
pair.Main.main([Ljava/lang/String;)V#new@27: def(pair.Insn.<init>()V) def(pair.Nop.<init>()V) pair.Main.depth([Lpair/Insn;)I#check@16=false pair.Main.depth([Lpair/Insn;)I#check@26=false
pair.Main.main([Ljava/lang/String;)V#new@37: def(pair.Insn.<init>()V) def(pair.Jsr.<init>()V) def(pair.JsrW.<init>()V) pair.Main.depth([Lpair/Insn;)I#check@16=false pair.Main.depth([Lpair/Insn;)I#check@26=true
pair.Main.main([Ljava/lang/String;)V#new@47: def(pair.Insn.<init>()V) def(pair.Ret.<init>()V) pair.Main.depth([Lpair/Insn;)I#check@16=true pair.Main.depth([Lpair/Insn;)I#check@26=false
pair.Main.main([Ljava/lang/String;)V#new@57: def(pair.Insn.<init>()V) def(pair.Nop.<init>()V) pair.Main.depth([Lpair/Insn;)I#check@16=false pair.Main.depth([Lpair/Insn;)I#check@26=false
pair.Main.main([Ljava/lang/String;)V#new@7: def(pair.Insn.<init>()V) def(pair.Nop.<init>()V)
ROWS

# A getter logs its def and its field in one call, answered by one probe
# of a set the agent keeps for the getter's def column (TraceLog.b): two
# getters of one field on one object, both compiled, both recorded.
traced getters "$fx/trace_getters.jar" get.Main
check "getters of one field: each getter's def in the object's row" rows_are getters <<'ROWS'
get.Main.main([Ljava/lang/String;)V#new@0: def(get.Cell.<init>(I)V) def(get.Cell.get()I) def(get.Cell.peek()I) get.Cell.value
get.Main.main([Ljava/lang/String;)V#new@9: def(get.Cell.<init>(I)V) def(get.Cell.get()I) get.Cell.value
ROWS

# ---- real programs: every class of antlr and ecj through the verifier ----------------
antlr=/usr/share/java/antlr.jar
ecj=/usr/share/java/ecj.jar
select="--jar $antlr --jar $ecj" traced verify "$fx/trace_verify.jar:$antlr:$ecj" \
	VerifyAll "$antlr" "$ecj"
select=
check "antlr + ecj: no verify errors" grep -q ' verified, 0 verify errors$' "$work/verify.traced.out"
check "antlr + ecj: more than 900 classes verified" \
	test "$(sed -n 's/ verified.*//p' "$work/verify.traced.out")" -gt 900
check "antlr + ecj: no class left uninstrumented" \
	test ! -s "$work/verify.traced.err"
# ecj compiling the exceptions fixture, traced: the same class files
mkdir -p "$work/ecj.plain" "$work/ecj.traced"
src=$(find "$(dirname "$0")/../fixtures/trace_exceptions" -name '*.java')
ecjc="-cp $ecj org.eclipse.jdt.internal.compiler.batch.Main -1.8 -nowarn"
"$java" $ecjc -d "$work/ecj.plain" $src
"$KABA" trace -o "$work/ecj.trace" --include 'org.eclipse.*' -- "$java" $ecjc -d "$work/ecj.traced" $src
check "ecj compiles the exceptions fixture" test -f "$work/ecj.plain/exc/Main.class"
check "ecj traced compiles to the same class files" diff -r "$work/ecj.plain" "$work/ecj.traced"
check "ecj trace has more than 200 rows" \
	test "$("$KABA" trace --show "$work/ecj.trace" | grep -c '#new@\|@unobserved:')" -gt 200

# ---- options and bad input ------------------------------------------------------------
"$KABA" trace -o "$work/only.trace" --include exc.Res -- "$java" -cp "$fx/trace_exceptions.jar" exc.Main >/dev/null 2>&1
"$KABA" trace --show "$work/only.trace" | sed '/^reflection:$\|^methods:$/,$d' >"$work/only.rows"
# Main is not instrumented now, so the `new Res` there is not observed:
# the Res object is a row all the same, under its class's pseudo site.
check "--include exc.Res: only Res objects are rows" \
	test "$(cut -d: -f1 "$work/only.rows")" = 'exc.Res@unobserved'
# Class files before version 49 (bsh generates such classes at run time):
# fields there must be named like Java identifiers, so the agent's site
# field must be one too (a ClassFormatError stopped bsh's class scripts).
mkdir -p "$work/old" && (cd "$work/old" && unzip -q "$fx/bodies_super_sibling-8.jar" 'sib/*')
python3 -c 'import os, sys
for d, _, fs in os.walk(sys.argv[1]):
    for f in (os.path.join(d, f) for f in fs if f.endswith(".class")):
        b = bytearray(open(f, "rb").read()); b[6:8] = (48).to_bytes(2, "big"); open(f, "wb").write(b)' \
	"$work/old"
traced old "$work/old" sib.Main
check "version 48 classes: traced like the others" \
	sh -c "od -An -tu1 -j6 -N2 '$work/old/sib/Main.class' | grep -q '0 *48' &&
	       grep -q '^sib.Main.main.*#new@.*def(sib.Square.viaSuper' '$work/old.rows'"
head -c 100 "$work/paper.trace" >"$work/cut.trace"
"$KABA" trace --show "$work/cut.trace" >/dev/null 2>"$work/cut.err"
status=$?
check "truncated trace: status 2 ($status)" test "$status" -eq 2
check "truncated trace: message with offset" grep -q "^kaba: .*cut.trace: .*(at offset [0-9]*)" "$work/cut.err"
KABA_AGENT=/nonexistent "$KABA" trace -o "$work/x.trace" -- "$java" -version >/dev/null 2>"$work/noagent.err"
check "missing agent: an error, not a run" grep -q "tracing agent not found" "$work/noagent.err"
"$KABA" trace >/dev/null 2>&1
status=$?
check "no program: usage error ($status)" test "$status" -eq 64
"$KABA" trace --bogus -- "$java" -version >/dev/null 2>&1
status=$?
check "unknown option: usage error ($status)" test "$status" -eq 64
