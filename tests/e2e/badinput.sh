#!/bin/sh
# Broken and hostile inputs to kaba roundtrip -o: each must end with exit 2
# (3 for I/O), exactly one stderr line "kaba: FILE[!ENTRY]: ...", and no
# output jar.  Env: KABA, BUILD, JAVA_HOME.  Prints TAP lines.
set -u
: "${KABA:?}" "${BUILD:?}" "${JAVA_HOME:?}"
work=$BUILD/e2e/badinput
rm -rf "$work" && mkdir -p "$work"
n=0
tap() {   # tap OK NAME
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi
}

# The hostile archives are made by Java's own zip writer plus byte surgery
# (the kinds of lies no honest writer produces).
cat >"$work/MakeBad.java" <<'JAVA'
import java.io.*;
import java.nio.file.*;
import java.util.zip.*;

public class MakeBad {
	static byte[] zip(boolean stored, Object... nameAndBytes) throws IOException {
		ByteArrayOutputStream b = new ByteArrayOutputStream();
		try (ZipOutputStream z = new ZipOutputStream(b)) {
			z.setLevel(Deflater.BEST_COMPRESSION);
			for (int i = 0; i < nameAndBytes.length; i += 2) {
				byte[] data = (byte[]) nameAndBytes[i + 1];
				ZipEntry e = new ZipEntry((String) nameAndBytes[i]);
				if (stored) {
					CRC32 crc = new CRC32();
					crc.update(data);
					e.setMethod(ZipEntry.STORED);
					e.setSize(data.length);
					e.setCrc(crc.getValue());
				}
				z.putNextEntry(e);
				z.write(data);
				z.closeEntry();
			}
		}
		return b.toByteArray();
	}

	static int find(byte[] d, byte[] what, int from) {
		outer:
		for (int i = from; i + what.length <= d.length; i++) {
			for (int j = 0; j < what.length; j++)
				if (d[i + j] != what[j])
					continue outer;
			return i;
		}
		return -1;
	}

	static void replaceAll(byte[] d, String from, String to) {
		byte[] f = from.getBytes(), t = to.getBytes();
		for (int i = find(d, f, 0); i >= 0; i = find(d, f, i + 1))
			System.arraycopy(t, 0, d, i, t.length);
	}

	/* Set the uncompressed size in the central directory. */
	static void lieAboutSize(byte[] d, int size) {
		for (int i = find(d, new byte[] { 'P', 'K', 1, 2 }, 0); i >= 0; i = find(d, new byte[] { 'P', 'K', 1, 2 }, i + 1))
			for (int k = 0; k < 4; k++)
				d[i + 24 + k] = (byte) (size >>> (8 * k));
	}

	public static void main(String[] args) throws IOException {
		Path dir = Paths.get(args[0]);
		byte[] cls = Files.readAllBytes(Paths.get(args[1]));
		byte[] half = new byte[cls.length / 2];
		System.arraycopy(cls, 0, half, 0, half.length);
		byte[] garbage = { (byte) 0xca, (byte) 0xfe, (byte) 0xba, (byte) 0xbe, 0, 0, 0, 61, (byte) 0xff, (byte) 0xff, 7 };

		Files.write(dir.resolve("cutclass.jar"), zip(false, "p/Hello.class", half));
		Files.write(dir.resolve("garbage.jar"), zip(false, "p/Garbage.class", garbage));
		Files.write(dir.resolve("slip.jar"), zip(false, "p/Hello.class", cls, "../evil.class", cls));
		Files.write(dir.resolve("absolute.jar"), zip(false, "/tmp/evil.class", cls));
		Files.write(dir.resolve("bomb.jar"), zip(false, "p/Hello.class", cls, "p/Bomb.class", new byte[64 << 20]));
		byte[] lie = zip(false, "p/Lie.class", new byte[1 << 20]);
		lieAboutSize(lie, 100);
		Files.write(dir.resolve("lie.jar"), lie);
		byte[] dup = zip(false, "p/A.class", cls, "p/B.class", cls);
		replaceAll(dup, "p/B.class", "p/A.class");
		Files.write(dir.resolve("dup.jar"), dup);
		byte[] crc = zip(true, "p/Hello.class", cls);
		crc[find(crc, "hi ".getBytes(), 0)] ^= 1;
		Files.write(dir.resolve("crc.jar"), crc);
	}
}
JAVA

mkdir -p "$work/src/p" "$work/classes" "$work/empty/sub"
printf 'package p;\npublic class Hello { public static void main(String[] a) { System.out.println("hi " + a.length); } }\n' \
	>"$work/src/p/Hello.java"
"$JAVA_HOME/bin/javac" -d "$work/classes" "$work/src/p/Hello.java" &&
	"$JAVA_HOME/bin/java" "$work/MakeBad.java" "$work" "$work/classes/p/Hello.class" ||
	{ echo "not ok 1 - making the broken inputs"; exit 1; }
echo "no classes here" >"$work/empty/sub/readme.txt"
printf 'hello, not a zip\n' >"$work/text.jar"
: >"$work/zero.jar"
head -c 100000 /usr/share/java/antlr.jar >"$work/truncated.jar"
printf 'JM\001\000' >"$work/truncated.jmod"
head -c 5000 "$JAVA_HOME/jmods/java.base.jmod" | tail -c +5 >>"$work/truncated.jmod"
cp "$work/classes/p/Hello.class" "$work/Cut.class"
truncate -s 100 "$work/Cut.class"

# case FILE EXPECTED_STATUS WHERE [WHAT]: stderr must be one line starting
# "kaba: WHERE: " (and containing WHAT).
case_() {
	file=$1 want=$2 where=$3 what=${4:-}
	out="$work/out-$(basename "$file").jar"
	"$KABA" roundtrip -o "$out" "$file" >"$work/stdout" 2>"$work/stderr"
	status=$?
	sed 's/^/# /' "$work/stderr"
	tap $([ "$status" = "$want" ]; echo $?) "$(basename "$file"): exit $want (got $status)"
	lines=$(wc -l <"$work/stderr")
	first=$(head -n 1 "$work/stderr")
	ok=1
	[ "$lines" = 1 ] && case "$first" in "kaba: $where: "*"$what"*) ok=0 ;; esac
	tap $ok "$(basename "$file"): one line 'kaba: $where: ...${what:+$what...}'"
	tap $([ ! -e "$out" ]; echo $?) "$(basename "$file"): no output file"
}

case_ "$work/truncated.jar" 2 "$work/truncated.jar" "truncated"
case_ "$work/text.jar" 2 "$work/text.jar" "not a zip, jar or jmod file"
case_ "$work/zero.jar" 2 "$work/zero.jar" "not a zip, jar or jmod file"
case_ "$work/truncated.jmod" 2 "$work/truncated.jmod" "truncated"
case_ "$work/cutclass.jar" 2 "$work/cutclass.jar!p/Hello.class"
case_ "$work/garbage.jar" 2 "$work/garbage.jar!p/Garbage.class"
case_ "$work/Cut.class" 2 "$work/Cut.class"
case_ "$work/slip.jar" 2 "$work/slip.jar!../evil.class" "refused entry name"
case_ "$work/absolute.jar" 2 "$work/absolute.jar!/tmp/evil.class" "absolute path"
case_ "$work/bomb.jar" 2 "$work/bomb.jar!p/Bomb.class" "zip bomb"
case_ "$work/lie.jar" 2 "$work/lie.jar!p/Lie.class" "declared"
case_ "$work/dup.jar" 2 "$work/dup.jar!p/A.class" "duplicate"
case_ "$work/crc.jar" 2 "$work/crc.jar!p/Hello.class" "CRC mismatch"
case_ "$work/empty" 2 "$work/empty" "no class files"
case_ "$work/no-such.jar" 3 "$work/no-such.jar" "No such file"

# A good input into an unwritable place: I/O error, nothing left behind.
"$KABA" roundtrip -o "$work/no/such/dir/out.jar" "$work/classes" >/dev/null 2>"$work/stderr"
status=$?
sed 's/^/# /' "$work/stderr"
tap $([ "$status" = 3 ]; echo $?) "output in a missing folder: exit 3 (got $status)"
tap $([ "$(wc -l <"$work/stderr")" = 1 ]; echo $?) "output in a missing folder: one line"
# kaba analyze -o DIR that fails while writing leaves no output of its own
# and none of an earlier run into DIR (docs/cli.md, "Exit status").
paper=$BUILD/fixtures/paper.jar
out=$work/analyze-out
mkdir -p "$out/table.json"
"$KABA" analyze -q "$paper" -o "$out" >/dev/null 2>"$work/stderr"
status=$?
sed 's/^/# /' "$work/stderr"
tap $([ "$status" = 3 ]; echo $?) "analyze: an output that cannot be written: exit 3 (got $status)"
tap $(grep -q "^kaba: $out/table.json: cannot write .*Is a directory" "$work/stderr"; echo $?) \
	"analyze: the one line names the file and why"
tap $([ "$(ls "$out")" = table.json ]; echo $?) "analyze: nothing else written"
rm -rf "$out"
"$KABA" analyze -q "$paper" -o "$out" >/dev/null 2>&1
tap $([ -s "$out/report.json" ] && [ -s "$out/paper-restructured.jar" ]; echo $?) \
	"analyze: a good run writes the report and the jar"
rm -f "$out/proposal.svg" && mkdir "$out/proposal.svg"
"$KABA" analyze -q "$paper" -o "$out" >/dev/null 2>&1
status=$?
tap $([ "$status" = 3 ] && [ "$(ls "$out")" = proposal.svg ]; echo $?) \
	"analyze: a failed rerun removes the earlier run's files too (got $status: $(ls "$out" | tr '\n' ' '))"
echo "1..$n"
