package demo;

import java.io.File;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.jaxen.*;
import org.jaxen.dom.DOMXPath;
import org.jaxen.function.StringFunction;
import org.jaxen.pattern.Pattern;
import org.jaxen.pattern.PatternParser;
import org.jaxen.saxpath.XPathReader;
import org.jaxen.saxpath.helpers.XPathReaderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

/** A client of jaxen over DOM: evaluates XPath expressions of every axis and
 *  most functions, with variables, namespaces and a function of ours,
 *  matches XSLT patterns, prints simplified expression trees, and reports
 *  syntax and evaluation errors. */
public class Main {
	/** A function of ours: the argument's string value reversed. */
	static class Reverse implements Function {
		public Object call(Context c, List args) throws FunctionCallException {
			if (args.size() != 1)
				throw new FunctionCallException("reverse() takes one argument");
			return new StringBuilder(StringFunction.evaluate(args.get(0), c.getNavigator())).reverse().toString();
		}
	}

	static String show(Object o) {
		if (o instanceof List) {
			StringBuilder b = new StringBuilder("[");
			for (Object n : (List<?>) o)
				b.append(b.length() > 1 ? ", " : "").append(show(n));
			return b.append("]").toString();
		}
		if (o instanceof Node) {
			Node n = (Node) o;
			return n.getNodeName() + (n.getNodeType() == Node.ELEMENT_NODE ? "" : "=" + n.getNodeValue().trim());
		}
		return String.valueOf(o);
	}

	static final String[] EXPRS = {
		"/catalog/book/title", "//book[@lang='en']/title/text()", "count(//book)", "sum(//price)",
		"//book[price > 8]/@id", "//book[last()]/title", "//book[position() mod 2 = 1]/author",
		"string-length(//book[1]/title)", "concat(//book[1]/author, '-', //book[2]/author)",
		"substring-before('2026-12-03', '-')", "translate('kaba', 'ab', 'AB')", "normalize-space('  a   b ')",
		"//x:note", "//x:shelf/@x:row", "//book[@id='b4']/ancestor::*", "//title[.='Emma']/following::title",
		"//book[2]/preceding-sibling::book/@id", "//magazine/processing-instruction()", "//comment()",
		"boolean(//magazine)", "not(//nothing)", "floor(//price[1]) + ceiling(4.2) + round(2.5)",
		"//book[starts-with(title, 'E') or contains(title, 'au')]/title", "name(/*)", "local-name(//x:note)",
		"namespace-uri(//x:note)", "$limit * 2", "//book[year < $limit]/title", "reverse(//book[1]/title)",
		"lang('en')", "id('b1')", "//book/title | //magazine/title", "-//price[3] div 0", "0 div 0",
		"//@*[name()='version']", "sum(//year) div count(//year)", "//book[not(@lang = preceding::book/@lang)]/@lang",
		"string(//book[1])", "number('x')", "true() and false() or true()",
	};
	static final String[] BAD = { "//book[", "count(", "nosuch(1)", "//x:note | $undefined", "reverse(1, 2)", "///", "1 +" };

	public static void main(String[] args) throws Exception {
		DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
		f.setNamespaceAware(true);
		Document doc = f.newDocumentBuilder().parse(new File(args[0]));
		SimpleNamespaceContext ns = new SimpleNamespaceContext();
		ns.addNamespace("x", "urn:extra");
		SimpleVariableContext vars = new SimpleVariableContext();
		vars.setVariableValue("limit", Double.valueOf(1900));
		SimpleFunctionContext fns = new XPathFunctionContext(false);
		fns.registerFunction(null, "reverse", new Reverse());
		String mode = args.length > 1 ? args[1] : "eval";
		if (mode.equals("eval")) {
			for (String e : EXPRS) {
				XPath x = new DOMXPath(e);
				x.setNamespaceContext(ns);
				x.setVariableContext(vars);
				x.setFunctionContext(fns);
				Object r = x.evaluate(doc);
				System.out.println(e + " => " + show(r) + " | number " + x.numberValueOf(doc) + " | string '"
					+ x.stringValueOf(doc).trim() + "'");
			}
		} else if (mode.equals("tree")) {
			for (String e : EXPRS) {
				BaseXPath x = new DOMXPath(e);
				System.out.println(e + " -> " + x.getRootExpr().getText() + " :: " + x.getRootExpr().getClass().getSimpleName());
			}
			XPathReader r = XPathReaderFactory.createReader();
			System.out.println("reader " + (r != null));
		} else if (mode.equals("pattern")) {
			String[] pats = { "book", "catalog/book", "book[@lang='en']", "title | author", "@id", "text()", "/", "x:shelf//book", "node()" };
			Navigator nav = org.jaxen.dom.DocumentNavigator.getInstance();
			List<?> all = new DOMXPath("//node() | //@*").selectNodes(doc);
			for (String p : pats) {
				Pattern pt = PatternParser.parse(p);
				int hits = 0;
				Context c = new Context(new ContextSupport(ns, fns, vars, nav));
				for (Object n : all)
					if (pt.matches(n, c))
						hits++;
				System.out.println(p + " matches " + hits + " priority " + pt.getPriority() + " type " + pt.getMatchType() + " text " + pt.getText());
			}
		} else {
			for (String e : BAD) {
				try {
					XPath x = new DOMXPath(e);
					x.setNamespaceContext(ns);
					x.setFunctionContext(fns);
					System.out.println(e + " => " + show(x.evaluate(doc)));
				} catch (XPathSyntaxException ex) {
					System.out.println(e + " syntax " + ex.getClass().getSimpleName() + ": " + ex.getMessage());
				} catch (JaxenException ex) {
					System.out.println(e + " eval " + ex.getClass().getSimpleName() + ": " + ex.getMessage());
				}
			}
		}
	}
}
