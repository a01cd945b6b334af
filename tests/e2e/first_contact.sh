#!/bin/sh
# What a new user meets first (issue 26), end to end:
#  1. a jar without Main-Class: "no entry point" names the classes with a
#     main (a handful, then how many more) and the --main to pass;
#     --all-mains takes them all, says so in the report, and its jar runs
#     each main as the original does;
#  2. several inputs: one restructured jar per input, each class back in the
#     jar it came from, one mapping, and the jars together run as the
#     originals (ASM and a small driver); two inputs of one name are refused;
#  3. a lattice of more than 600 boxes: lattice.svg is not written, and one
#     line says so, why, and how to get it.
# Env: KABA, BUILD, JAVA_HOME.  Prints TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/first_contact
rm -rf "$work" && mkdir -p "$work"
n=0
. "$(dirname "$0")/lib/jars.sh"
javac=$JAVA_HOME/bin/javac
jar=$JAVA_HOME/bin/jar
ASM=/usr/share/java/asm-all.jar

# build NAME CP: compile $work/NAME/*.java (class path CP) into $work/NAME.jar, no Main-Class
build() {
	mkdir -p "$work/$1/classes" &&
		"$javac" -nowarn -cp "$2" -d "$work/$1/classes" "$work/$1"/*.java &&
		"$jar" cf "$work/$1.jar" -C "$work/$1/classes" .
}

# ---- 1. no entry point: the mains are listed; --all-mains ----------------
mkdir -p "$work/mains"
for i in 1 2 3 4 5 6 7; do
	cat >"$work/mains/Tool$i.java" <<EOF
public class Tool$i {
	static class Shape { int sides() { return 0; } }
	static class Square extends Shape { int sides() { return 4; } int unused() { return 1; } }
	public static void main(String[] args) {
		Shape s = args.length > 7 ? new Shape() : new Square();
		System.out.println("tool $i: " + s.sides());
	}
}
EOF
done
cat >"$work/mains/Helper.java" <<'EOF'
public class Helper {
	static void main(String[] args) { }          // not public: not a launcher's main
	public static void main(String[] a, int b) { } // not main(String[])
}
EOF
build mains . || echo "# cannot build the mains jar"
"$KABA" analyze "$work/mains.jar" >"$work/mains.out" 2>"$work/mains.err"
st=$?
check "no entry point: exit 2 (bad input)" test "$st" = 2
check "no entry point: exactly one line on stderr" test "$(wc -l <"$work/mains.err")" = 1
check "it names the first five mains and the count of the rest" \
	grep -q 'Tool1, Tool2, Tool3, Tool4, Tool5 and 2 more' "$work/mains.err"
check "it gives the --main to pass and --all-mains" \
	grep -q 'pass --main Tool1, or --all-mains for all 7' "$work/mains.err"
check "Helper's non-launcher mains are not listed" sh -c "! grep -q Helper '$work/mains.err'"

"$KABA" analyze /usr/share/java/antlr.jar >"$work/antlr.out" 2>"$work/antlr.err"
st=$?
check "antlr.jar (no Main-Class): exit 2" test "$st" = 2
check "antlr.jar: antlr.Tool among the mains, --main antlr.Tool given" \
	grep -q 'main(String\[\]): antlr.Tool, .*pass --main antlr.Tool, or --all-mains' "$work/antlr.err"

# --main with a name that is no class of the input (a package forgotten):
# one line naming it, and the classes that have a main.
"$KABA" analyze "$work/mains.jar" --main Tool >"$work/wrong.out" 2>"$work/wrong.err"
st=$?
check "--main naming no class of the input: exit 2, one line" \
	test "$st" = 2 -a "$(wc -l <"$work/wrong.err")" = 1
check "it names the class given and the classes that have a main" \
	grep -q '^kaba: Tool: main class is not a class of the input; these classes have a main: Tool1, Tool2, Tool3, Tool4, Tool5 and more$' "$work/wrong.err"

mkdir -p "$work/lib"
cat >"$work/lib/Lib.java" <<'EOF'
public class Lib { public int twice(int x) { return 2 * x; } }
EOF
build lib . || echo "# cannot build the library jar"
"$KABA" analyze "$work/lib.jar" >"$work/lib.out" 2>"$work/lib.err"
st=$?
check "a library without mains: exit 2, keep rules suggested" \
	sh -c "[ $st = 2 ] && grep -q 'no class of the input has a public static main.*--keep' '$work/lib.err'"

"$KABA" analyze "$work/mains.jar" --all-mains -o "$work/mains-out" >"$work/all.out" 2>"$work/all.err"
st=$?
check "--all-mains: exit 0" test "$st" = 0
# the entry points, one a line below their heading
check "--all-mains: the text report says so and lists 7 entry points" \
	sh -c "awk '/^entry points \\(--all-mains/ { on = 1; next } on && /^  / { print; next } { on = 0 }' \
		'$work/all.out' | grep -o '^  Tool[0-9].main' | wc -l | grep -qx 7"
check "--all-mains: report.json has all_mains and the 7 entry points" \
	python3 -c "
import json, sys
d = json.load(open(sys.argv[1]))
assert d['all_mains'] is True
assert sorted(e for e in d['entry_points'] if e.endswith('main([Ljava/lang/String;)V')) == \
	['Tool%d.main([Ljava/lang/String;)V' % i for i in range(1, 8)]
" "$work/mains-out/report.json"
rj=$work/mains-out/mains-restructured.jar
check "--all-mains: the restructured jar verifies" verified "$rj"
same=0
for i in 1 2 3 4 5 6 7; do
	run "$work/mains.jar" "Tool$i" "$work/orig$i"
	run "$rj" "Tool$i" "$work/new$i"
	same_output "$work/orig$i" "$work/new$i" || same=1
done
check "--all-mains: every main runs in the restructured jar as in the original" test "$same" = 0

# ---- 2. several inputs ---------------------------------------------------
mkdir -p "$work/asmdriver"
cat >"$work/asmdriver/AsmDriver.java" <<'EOF'
import org.objectweb.asm.*;

public class AsmDriver {
	public static void main(String[] args) {
		ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES);
		cw.visit(Opcodes.V1_8, Opcodes.ACC_PUBLIC, "Hello", null, "java/lang/Object", null);
		MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "three", "()I",
						  null, null);
		mv.visitCode();
		mv.visitInsn(Opcodes.ICONST_3);
		mv.visitInsn(Opcodes.IRETURN);
		mv.visitMaxs(0, 0);
		mv.visitEnd();
		cw.visitEnd();
		byte[] b = cw.toByteArray();
		final int[] n = { 0 };
		new ClassReader(b).accept(new ClassVisitor(Opcodes.ASM9) {
			@Override
			public MethodVisitor visitMethod(int acc, String name, String desc, String sig,
							 String[] exc) {
				n[0]++;
				System.out.println("method " + name + desc);
				return null;
			}
		}, 0);
		System.out.println(b.length + " bytes, " + n[0] + " methods");
	}
}
EOF
build asmdriver "$ASM" || echo "# cannot build the ASM driver"
out=$work/multi
"$KABA" analyze "$ASM" "$work/asmdriver.jar" --main AsmDriver -o "$out" >"$work/multi.out" 2>"$work/multi.err"
st=$?
check "two inputs: exit 0" test "$st" = 0
asmjar=$out/asm-all-restructured.jar drvjar=$out/asmdriver-restructured.jar
check "two inputs: one restructured jar each, and the mapping" \
	test -s "$asmjar" -a -s "$drvjar" -a -s "$out/mapping.txt"
check "two inputs: the summary names both jars" \
	grep -qx "restructured jars: $asmjar, $drvjar" "$work/multi.out"
check "the driver's jar holds only the driver's classes" \
	sh -c "unzip -Z1 '$drvjar' | grep '\.class\$' | grep -qv '^AsmDriver' && exit 1;
	       unzip -Z1 '$drvjar' | grep -qx AsmDriver.class"
check "ASM's jar holds no driver class, and ASM's resources" \
	sh -c "! unzip -Z1 '$asmjar' | grep -q '^AsmDriver' &&
	       unzip -Z1 '$asmjar' | grep -qx 'META-INF/MANIFEST.MF'"
check "ASM's restructured jar verifies" verified "$asmjar"
run "$ASM:$work/asmdriver.jar" AsmDriver "$work/asm.orig"
run "$asmjar:$drvjar" AsmDriver "$work/asm.new"
check "the two restructured jars run the driver as the originals do" \
	same_output "$work/asm.orig" "$work/asm.new"
check "the original run printed what the driver prints" grep -q '^method three()I$' "$work/asm.orig"

mkdir -p "$work/other"
cp "$work/asmdriver.jar" "$work/other/asmdriver.jar"
"$KABA" analyze "$work/asmdriver.jar" "$work/other/asmdriver.jar" --main AsmDriver \
	-o "$work/clash" >"$work/clash.out" 2>"$work/clash.err"
st=$?
check "two inputs of one name: refused up front, exit 64, nothing written" \
	sh -c "[ $st = 64 ] && grep -q 'would both be restructured into' '$work/clash.err' &&
	       [ ! -e '$work/clash' ]"

"$KABA" analyze "$ASM" "$work/asmdriver/classes/" --main AsmDriver -o "$work/dir" \
	>"$work/dir.out" 2>"$work/dir.err"
st=$?
run "$work/dir/asm-all-restructured.jar:$work/dir/classes-restructured.jar" AsmDriver "$work/dir.run"
folder_ok() {
	[ "$st" = 0 ] && [ -s "$work/dir/classes-restructured.jar" ] &&
		same_output "$work/asm.orig" "$work/dir.run"
}
check "a folder among the inputs: its jar is named after the folder, and runs" folder_ok

# program DIR MAIN N: DIR/MAIN.java, N classes C0..C(N-1) of two fields, each
# with a static m() that makes two objects using one field each, and MAIN,
# whose main prints the sum of every m().
program() {
	mkdir -p "$work/$1"
	{
		i=0
		while [ $i -lt "$3" ]; do
			echo "class C$i { int f; int g; static int m() { C$i c = new C$i(); c.f = 1; C$i d = new C$i(); d.g = 2; return c.f + d.g; } }"
			i=$((i + 1))
		done
		echo "public class $2 { public static void main(String[] args) { int sum = 0;"
		i=0
		while [ $i -lt "$3" ]; do
			echo "	sum += C$i.m();"
			i=$((i + 1))
		done
		echo "	System.out.println(sum); } }"
	} >"$work/$1/$2.java"
}

# ---- 3. a lattice of more than 600 boxes ---------------------------------
program wide Wide 200
build wide . || echo "# cannot build the wide program"
"$KABA" analyze "$work/wide.jar" --main Wide -o "$work/wide-out" >"$work/wide.out" 2>"$work/wide.err"
st=$?
check "a wide program: exit 0" test "$st" = 0
concepts=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['summary']['concepts'])" \
	"$work/wide-out/report.json" 2>/dev/null)
check "its lattice has more than 600 concepts (${concepts:-?})" test "${concepts:-0}" -gt 600
check "lattice.svg is not written, lattice.dot is" \
	test ! -e "$work/wide-out/lattice.svg" -a -s "$work/wide-out/lattice.dot"
check "one line says so, why, and how to get it" \
	grep -qx "kaba: $work/wide-out/lattice.svg not written: $concepts boxes, more than the 600 kaba lays out; lay it out with: dot -Tsvg $work/wide-out/lattice.dot -o $work/wide-out/lattice.svg" \
	"$work/wide.err"
check "no 'wrote' line names lattice.svg" sh -c "! grep -q 'wrote .*lattice.svg' '$work/wide.err'"
"$KABA" analyze "$work/wide.jar" --main Wide --no-svg -o "$work/wide-nosvg" >/dev/null 2>"$work/nosvg.err"
check "--no-svg: asked for, so not said" sh -c "! grep -q 'not written' '$work/nosvg.err'"
"$KABA" analyze "$work/wide.jar" --main Wide --no-init -o "$work/wide-noinit" >"$work/noinit.out" 2>"$work/noinit.err"
check "--no-init: no jar, and one line says why" \
	grep -qx 'kaba: no restructured jar: --no-init leaves out the constructor columns the code generator needs' \
	"$work/noinit.err"
check "--no-init: the summary says there is no jar" \
	grep -q '^restructured jar: none (--no-init' "$work/noinit.out"

# ---- a program past the JVM's limits ---------------------------------------
# 260 classes whose constructors share the descriptor ()V: the generator keeps
# them apart with padding parameters, and those past 255 parameter slots are
# refused and their classes frozen (top-level classes: no nest freezes the rest).
program pad Pad 260
build pad . || echo "# cannot build the padding program"
"$KABA" analyze "$work/pad.jar" --main Pad --no-svg -o "$work/pad-out" >"$work/pad.out" 2>"$work/pad.err"
st=$?
check "constructors past 255 parameter slots: exit 0" test "$st" = 0
check "they are frozen by the fallback, which says why" \
	grep -q "exceed the JVM's 255 parameter slots" "$work/pad.out"
check "the other classes stay restructured" \
	sh -c "! grep -q '^restructured: 0 of' '$work/pad.out'"
run "$work/pad.jar" Pad "$work/pad.orig"
run "$work/pad-out/pad-restructured.jar" Pad "$work/pad.new"
check "the restructured jar runs like the original" same_output "$work/pad.orig" "$work/pad.new"

echo "1..$n"
