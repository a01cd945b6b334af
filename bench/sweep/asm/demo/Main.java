package demo;

import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.TreeMap;
import org.objectweb.asm.*;

/** A client of ASM's core API: reads JDK classes with visitors of ours
 *  (counting, printing, chained through delegation), copies them through a
 *  ClassWriter with and without frame computation and re-reads the copy,
 *  generates a class with a loop, a switch, exceptions and a lambda-free
 *  interface implementation, loads and runs it, and reports bad input. */
public class Main {
	static byte[] bytes(String name) throws Exception {
		try (InputStream in = ClassLoader.getSystemResourceAsStream(name.replace('.', '/') + ".class")) {
			return in.readAllBytes();
		}
	}

	/** Counts what a class holds, opcodes by kind. */
	static class Counter extends ClassVisitor {
		final Map<String, Integer> counts = new TreeMap<>();
		Counter(ClassVisitor next) { super(Opcodes.ASM9, next); }
		void add(String k) { counts.merge(k, 1, Integer::sum); }
		@Override public FieldVisitor visitField(int access, String name, String desc, String sig, Object value) {
			add("field");
			return super.visitField(access, name, desc, sig, value);
		}
		@Override public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exc) {
			add((access & Opcodes.ACC_STATIC) != 0 ? "static method" : "method");
			MethodVisitor mv = super.visitMethod(access, name, desc, sig, exc);
			return new MethodVisitor(Opcodes.ASM9, mv) {
				@Override public void visitInsn(int op) { add("insn"); super.visitInsn(op); }
				@Override public void visitVarInsn(int op, int v) { add("var"); super.visitVarInsn(op, v); }
				@Override public void visitMethodInsn(int op, String o, String n, String d, boolean i) { add("call"); super.visitMethodInsn(op, o, n, d, i); }
				@Override public void visitFieldInsn(int op, String o, String n, String d) { add("fieldinsn"); super.visitFieldInsn(op, o, n, d); }
				@Override public void visitJumpInsn(int op, Label l) { add("jump"); super.visitJumpInsn(op, l); }
				@Override public void visitInvokeDynamicInsn(String n, String d, Handle h, Object... a) { add("indy"); super.visitInvokeDynamicInsn(n, d, h, a); }
				@Override public void visitTableSwitchInsn(int a, int b, Label d, Label... l) { add("switch"); super.visitTableSwitchInsn(a, b, d, l); }
				@Override public void visitLookupSwitchInsn(Label d, int[] k, Label[] l) { add("switch"); super.visitLookupSwitchInsn(d, k, l); }
				@Override public void visitTryCatchBlock(Label s, Label e, Label h, String t) { add("try"); super.visitTryCatchBlock(s, e, h, t); }
				@Override public void visitLdcInsn(Object c) { add("ldc " + c.getClass().getSimpleName()); super.visitLdcInsn(c); }
			};
		}
	}

	/** Prints the class header and member signatures. */
	static class Printer extends ClassVisitor {
		Printer() { super(Opcodes.ASM9); }
		@Override public void visit(int v, int access, String name, String sig, String sup, String[] ifs) {
			System.out.println("class " + name + " extends " + sup + " implements " + String.join(",", ifs) + " access " + Integer.toHexString(access));
		}
		@Override public void visitInnerClass(String name, String outer, String inner, int access) {
			System.out.println("  inner " + name);
		}
		@Override public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exc) {
			Type t = Type.getMethodType(desc);
			System.out.println("  method " + name + " args " + t.getArgumentTypes().length + " returns " + t.getReturnType().getClassName());
			return null;
		}
		@Override public AnnotationVisitor visitAnnotation(String desc, boolean visible) {
			System.out.println("  annotation " + desc);
			return null;
		}
	}

	/** Renames one method on its way to the writer. */
	static class Renamer extends ClassVisitor {
		Renamer(ClassVisitor cv) { super(Opcodes.ASM9, cv); }
		@Override public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exc) {
			return super.visitMethod(access, name.equals("hashCode") ? "hashCodeRenamed" : name, desc, sig, exc);
		}
	}

	static class Loader extends ClassLoader {
		Class<?> define(String name, byte[] b) { return defineClass(name, b, 0, b.length); }
	}

	/** gen.Made: static int sum(int n) by a loop, String kind(int) by a
	 *  switch, int safe(String) catching NumberFormatException, and a
	 *  Runnable whose run() prints. */
	static byte[] generate(int flags) {
		ClassWriter cw = new ClassWriter(flags);
		cw.visit(Opcodes.V1_8, Opcodes.ACC_PUBLIC, "gen/Made", null, "java/lang/Object", new String[] { "java/lang/Runnable" });
		MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
		mv.visitCode();
		mv.visitVarInsn(Opcodes.ALOAD, 0);
		mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
		mv.visitInsn(Opcodes.RETURN);
		mv.visitMaxs(1, 1);
		mv.visitEnd();
		mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "sum", "(I)I", null, null);
		mv.visitCode();
		Label loop = new Label(), done = new Label();
		mv.visitInsn(Opcodes.ICONST_0);
		mv.visitVarInsn(Opcodes.ISTORE, 1);
		mv.visitLabel(loop);
		if (flags != ClassWriter.COMPUTE_FRAMES)
			mv.visitFrame(Opcodes.F_APPEND, 1, new Object[] { Opcodes.INTEGER }, 0, null);
		mv.visitVarInsn(Opcodes.ILOAD, 0);
		mv.visitJumpInsn(Opcodes.IFLE, done);
		mv.visitVarInsn(Opcodes.ILOAD, 1);
		mv.visitVarInsn(Opcodes.ILOAD, 0);
		mv.visitInsn(Opcodes.IADD);
		mv.visitVarInsn(Opcodes.ISTORE, 1);
		mv.visitIincInsn(0, -1);
		mv.visitJumpInsn(Opcodes.GOTO, loop);
		mv.visitLabel(done);
		if (flags != ClassWriter.COMPUTE_FRAMES)
			mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
		mv.visitVarInsn(Opcodes.ILOAD, 1);
		mv.visitInsn(Opcodes.IRETURN);
		mv.visitMaxs(2, 2);
		mv.visitEnd();
		mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "kind", "(I)Ljava/lang/String;", null, null);
		mv.visitCode();
		Label a = new Label(), b = new Label(), dflt = new Label();
		mv.visitVarInsn(Opcodes.ILOAD, 0);
		mv.visitTableSwitchInsn(1, 2, dflt, a, b);
		mv.visitLabel(a);
		if (flags != ClassWriter.COMPUTE_FRAMES)
			mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
		mv.visitLdcInsn("one");
		mv.visitInsn(Opcodes.ARETURN);
		mv.visitLabel(b);
		if (flags != ClassWriter.COMPUTE_FRAMES)
			mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
		mv.visitLdcInsn("two");
		mv.visitInsn(Opcodes.ARETURN);
		mv.visitLabel(dflt);
		if (flags != ClassWriter.COMPUTE_FRAMES)
			mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
		mv.visitLdcInsn("many");
		mv.visitInsn(Opcodes.ARETURN);
		mv.visitMaxs(1, 1);
		mv.visitEnd();
		mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "safe", "(Ljava/lang/String;)I", null, null);
		mv.visitCode();
		Label s = new Label(), e = new Label(), h = new Label();
		mv.visitTryCatchBlock(s, e, h, "java/lang/NumberFormatException");
		mv.visitLabel(s);
		mv.visitVarInsn(Opcodes.ALOAD, 0);
		mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Integer", "parseInt", "(Ljava/lang/String;)I", false);
		mv.visitLabel(e);
		mv.visitInsn(Opcodes.IRETURN);
		mv.visitLabel(h);
		if (flags != ClassWriter.COMPUTE_FRAMES)
			mv.visitFrame(Opcodes.F_SAME1, 0, null, 1, new Object[] { "java/lang/NumberFormatException" });
		mv.visitInsn(Opcodes.POP);
		mv.visitInsn(Opcodes.ICONST_M1);
		mv.visitInsn(Opcodes.IRETURN);
		mv.visitMaxs(1, 1);
		mv.visitEnd();
		mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "run", "()V", null, null);
		mv.visitCode();
		mv.visitFieldInsn(Opcodes.GETSTATIC, "java/lang/System", "out", "Ljava/io/PrintStream;");
		mv.visitLdcInsn("generated run");
		mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/io/PrintStream", "println", "(Ljava/lang/String;)V", false);
		mv.visitInsn(Opcodes.RETURN);
		mv.visitMaxs(2, 1);
		mv.visitEnd();
		cw.visitEnd();
		return cw.toByteArray();
	}

	public static void main(String[] args) throws Exception {
		String mode = args[0];
		if (mode.equals("count") || mode.equals("print")) {
			for (int i = 1; i < args.length; i++) {
				ClassReader r = new ClassReader(bytes(args[i]));
				System.out.println(r.getClassName() + " super " + r.getSuperName() + " access " + r.getAccess());
				if (mode.equals("print")) {
					r.accept(new Printer(), ClassReader.SKIP_CODE);
					continue;
				}
				Counter c = new Counter(null);
				r.accept(c, ClassReader.SKIP_FRAMES);
				System.out.println("  " + c.counts);
			}
		} else if (mode.equals("copy")) {
			for (int i = 1; i < args.length; i++) {
				byte[] in = bytes(args[i]);
				for (int flags : new int[] { 0, ClassWriter.COMPUTE_MAXS, ClassWriter.COMPUTE_FRAMES }) {
					ClassReader r = new ClassReader(in);
					ClassWriter w = new ClassWriter(flags == 0 ? r : null, flags);
					r.accept(new Renamer(w), flags == ClassWriter.COMPUTE_FRAMES ? ClassReader.SKIP_FRAMES : 0);
					byte[] out = w.toByteArray();
					Counter c = new Counter(null);
					new ClassReader(out).accept(c, 0);
					System.out.println(args[i] + " flags " + flags + " same size " + (flags == 0 ? out.length == in.length : "-") + " " + c.counts);
				}
			}
		} else if (mode.equals("generate")) {
			for (int flags : new int[] { 0, ClassWriter.COMPUTE_MAXS, ClassWriter.COMPUTE_FRAMES }) {
				byte[] b = generate(flags);
				Class<?> k = new Loader().define("gen.Made", b);
				Method sum = k.getMethod("sum", int.class), kind = k.getMethod("kind", int.class), safe = k.getMethod("safe", String.class);
				System.out.println("flags " + flags + " sum " + sum.invoke(null, 10) + " kinds " + kind.invoke(null, 1) + kind.invoke(null, 2) + kind.invoke(null, 7)
					+ " safe " + safe.invoke(null, "42") + " " + safe.invoke(null, "x"));
				((Runnable) k.getDeclaredConstructor().newInstance()).run();
			}
		} else {
			try {
				new ClassReader(new byte[] { (byte) 0xCA, (byte) 0xFE, 0, 0, 0, 99, 0 });
			} catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
				System.out.println("bad class: " + e.getClass().getSimpleName());
			}
			ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES);
			cw.visit(Opcodes.V1_8, Opcodes.ACC_PUBLIC, "gen/Bad", null, "java/lang/Object", null);
			MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "f", "()V", null, null);
			mv.visitCode();
			mv.visitInsn(Opcodes.POP);
			mv.visitInsn(Opcodes.RETURN);
			try {
				mv.visitMaxs(0, 0);
				System.out.println("no error");
			} catch (RuntimeException e) {
				System.out.println("frames: " + e.getClass().getSimpleName());
			}
			System.out.println(Type.getType("[[Ljava/util/Map;").getDimensions() + " " + Type.getObjectType("a/B").getClassName()
				+ " " + Type.getMethodDescriptor(Type.INT_TYPE, Type.getType(String.class)));
		}
	}
}
