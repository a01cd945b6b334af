/*
 * The reference for bench/roundtrip: every class of the given jmods (or
 * jars) through ASM's ClassReader into a ClassWriter(reader, 0), the usual
 * way to round-trip with ASM.  Archives are read with java.util.zip, which
 * finds the zip behind a jmod's 4-byte header itself.
 */
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;

public class AsmRoundTrip {
	public static void main(String[] args) throws IOException {
		long classes = 0, bytes = 0, identical = 0;

		for (String path : args) {
			boolean jmod = path.endsWith(".jmod");

			try (ZipFile zip = new ZipFile(path)) {
				Enumeration<? extends ZipEntry> entries = zip.entries();

				while (entries.hasMoreElements()) {
					ZipEntry e = entries.nextElement();
					String name = e.getName();

					if (!name.endsWith(".class") || (jmod && !name.startsWith("classes/")))
						continue;
					byte[] in;
					try (InputStream s = zip.getInputStream(e)) {
						in = s.readAllBytes();
					}
					ClassReader reader = new ClassReader(in);
					ClassWriter writer = new ClassWriter(reader, 0);
					reader.accept(writer, 0);
					byte[] out = writer.toByteArray();
					classes++;
					bytes += in.length;
					if (Arrays.equals(in, out))
						identical++;
				}
			}
		}
		System.out.printf("asm: %d classes, %d bytes, %d identical%n", classes, bytes, identical);
	}
}
