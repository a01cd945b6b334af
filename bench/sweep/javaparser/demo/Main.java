package demo;

import java.io.File;
import java.nio.file.Files;
import java.util.*;

import com.github.javaparser.*;
import com.github.javaparser.ast.*;
import com.github.javaparser.ast.body.*;
import com.github.javaparser.ast.expr.*;
import com.github.javaparser.ast.stmt.*;
import com.github.javaparser.ast.visitor.*;
import com.github.javaparser.printer.*;
import com.github.javaparser.printer.lexicalpreservation.LexicalPreservingPrinter;

/** Drives JavaParser (bench/sweep/javaparser.sh): parses Java sources,
 *  counts and lists what a visitor finds, edits the trees, prints them
 *  pretty, lexically preserved, as XML, YAML, DOT and JSON-ish dumps. */
public class Main {
    /** Counts nodes by kind and remembers the methods and calls it meets. */
    static class Census extends VoidVisitorAdapter<Map<String, Integer>> {
        final List<String> methods = new ArrayList<>();
        @Override public void visit(MethodDeclaration n, Map<String, Integer> c) {
            methods.add(n.getDeclarationAsString(true, true, true));
            super.visit(n, c);
        }
        @Override public void visit(MethodCallExpr n, Map<String, Integer> c) {
            c.merge("call " + n.getNameAsString(), 1, Integer::sum);
            super.visit(n, c);
        }
        @Override public void visit(ClassOrInterfaceDeclaration n, Map<String, Integer> c) {
            c.merge(n.isInterface() ? "interface" : "class", 1, Integer::sum);
            super.visit(n, c);
        }
        @Override public void visit(LambdaExpr n, Map<String, Integer> c) {
            c.merge("lambda", 1, Integer::sum);
            super.visit(n, c);
        }
        @Override public void visit(ForStmt n, Map<String, Integer> c) {
            c.merge("for", 1, Integer::sum);
            super.visit(n, c);
        }
    }

    /** Renames every method m to m_ and its calls alike; doubles int literals. */
    static class Rename extends ModifierVisitor<Void> {
        @Override public Visitable visit(MethodDeclaration n, Void v) {
            n.setName(n.getNameAsString() + "_");
            return super.visit(n, v);
        }
        @Override public Visitable visit(MethodCallExpr n, Void v) {
            if (!n.getScope().isPresent()) n.setName(n.getNameAsString() + "_");
            return super.visit(n, v);
        }
        @Override public Visitable visit(IntegerLiteralExpr n, Void v) {
            return new IntegerLiteralExpr(String.valueOf(n.asNumber().intValue() * 2));
        }
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        JavaParser parser = new JavaParser(new ParserConfiguration()
            .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_11)
            .setAttributeComments(true));
        for (int i = 1; i < args.length; i++) {
            File f = new File(args[i]);
            String src = new String(Files.readAllBytes(f.toPath()), "UTF-8");
            ParseResult<CompilationUnit> r = parser.parse(src);
            System.out.println("== " + f.getName() + " ok=" + r.isSuccessful() + " problems=" + r.getProblems().size());
            for (Problem p : r.getProblems()) System.out.println("problem " + p.getVerboseMessage());
            if (!r.getResult().isPresent()) continue;
            CompilationUnit cu = r.getResult().get();
            switch (mode) {
            case "census": census(cu); break;
            case "edit": edit(cu); break;
            case "print": print(cu); break;
            case "strict": StaticJavaParser.parse(src); System.out.println("strict ok"); break;
            default: throw new IllegalArgumentException(mode);
            }
        }
    }

    static void census(CompilationUnit cu) {
        Census v = new Census();
        Map<String, Integer> counts = new TreeMap<>();
        cu.accept(v, counts);
        System.out.println("counts " + counts);
        for (String m : v.methods) System.out.println("method " + m);
        Map<String, Integer> kinds = new TreeMap<>();
        for (Node n : cu.findAll(Node.class)) kinds.merge(n.getClass().getSimpleName(), 1, Integer::sum);
        System.out.println("kinds " + kinds);
        for (FieldDeclaration fd : cu.findAll(FieldDeclaration.class)) {
            for (VariableDeclarator vd : fd.getVariables()) System.out.println("field " + vd.getTypeAsString() + " " + vd.getNameAsString() + " static=" + fd.isStatic() + " line " + vd.getBegin().map(p -> p.line).orElse(-1));
        }
        System.out.println("comments " + cu.getAllContainedComments().size() + " orphan " + cu.getOrphanComments().size());
        GenericListVisitorAdapter<String, Void> names = new GenericListVisitorAdapter<String, Void>() {
            @Override public List<String> visit(NameExpr n, Void arg) { return Collections.singletonList(n.getNameAsString()); }
        };
        List<String> used = cu.accept(names, null);
        System.out.println("names used " + new TreeSet<>(used));
        // not hashCode(): it mixes in enums' identity hashes, which differ from run to run
        System.out.println("equals clone " + cu.equals(cu.clone()) + " hash of clone alike " + (cu.hashCode() == cu.clone().hashCode()));
    }

    static void edit(CompilationUnit cu) {
        CompilationUnit lp = LexicalPreservingPrinter.setup(cu.clone());
        cu.accept(new Rename(), null);
        cu.addImport("java.util.Objects");
        for (ClassOrInterfaceDeclaration c : cu.findAll(ClassOrInterfaceDeclaration.class)) {
            if (c.isInterface()) continue;
            MethodDeclaration m = c.addMethod("added", Modifier.Keyword.PUBLIC, Modifier.Keyword.STATIC);
            m.setType("int");
            m.setBody(new BlockStmt().addStatement(new ReturnStmt(new BinaryExpr(new IntegerLiteralExpr("1"), new IntegerLiteralExpr("2"), BinaryExpr.Operator.PLUS))));
            c.addField("String", "tag", Modifier.Keyword.PRIVATE).getVariable(0).setInitializer(new StringLiteralExpr(c.getNameAsString()));
        }
        cu.getAllContainedComments().forEach(Comment -> Comment.remove());
        System.out.println(cu);
        for (MethodDeclaration m : lp.findAll(MethodDeclaration.class)) m.addAnnotation("Deprecated");
        System.out.println("-- lexically preserved");
        System.out.println(LexicalPreservingPrinter.print(lp));
    }

    static void print(CompilationUnit cu) {
        System.out.println(new XmlPrinter(true).output(cu).length() + " xml chars");
        System.out.println(new YamlPrinter(true).output(cu).split("\n").length + " yaml lines");
        String dot = new DotPrinter(true).output(cu);
        System.out.println(dot.split("\n").length + " dot lines");
        PrettyPrinterConfiguration conf = new PrettyPrinterConfiguration().setIndentSize(2).setPrintComments(false).setColumnAlignParameters(true);
        System.out.println(new PrettyPrinter(conf).print(cu));
        System.out.println(cu.findFirst(MethodDeclaration.class).map(m -> new YamlPrinter(false).output(m)).orElse("none"));
    }
}
