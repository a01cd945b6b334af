package demo;

import java.io.*;
import java.util.*;
import javax.xml.XMLConstants;
import javax.xml.parsers.*;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.*;
import org.w3c.dom.*;
import org.w3c.dom.ls.*;
import org.xml.sax.*;
import org.xml.sax.helpers.DefaultHandler;

/** A client of Xerces through JAXP only: the JDK finds Xerces' factories
 *  through the jar's META-INF/services files and makes them by reflection.
 *  Each argument is MODE:FILE[:SCHEMA]; dom parses (validating against the
 *  DTD) and walks the tree, then writes it with DOM Level 3 LS; sax counts
 *  events; xsd validates against a schema.  Errors are printed with their
 *  line and column, and the exit status counts the files that failed. */
public class Main {
	static class Errors implements ErrorHandler {
		int count;
		void show(String kind, SAXParseException e) {
			count++;
			System.out.println("  " + kind + " " + e.getLineNumber() + ":" + e.getColumnNumber() + " " + e.getMessage());
		}
		public void warning(SAXParseException e) { show("warning", e); }
		public void error(SAXParseException e) { show("error", e); }
		public void fatalError(SAXParseException e) throws SAXException { show("fatal", e); throw e; }
	}

	static void walk(Node n, String indent) {
		switch (n.getNodeType()) {
		case Node.ELEMENT_NODE:
			StringBuilder a = new StringBuilder();
			NamedNodeMap attrs = n.getAttributes();
			for (int i = 0; i < attrs.getLength(); i++)
				a.append(' ').append(attrs.item(i).getNodeName()).append('=').append(attrs.item(i).getNodeValue())
					.append(((Attr) attrs.item(i)).getSpecified() ? "" : "(default)");
			System.out.println(indent + "<" + n.getNodeName() + a + ">");
			break;
		case Node.TEXT_NODE:
			if (!n.getNodeValue().trim().isEmpty())
				System.out.println(indent + "text " + n.getNodeValue().trim());
			break;
		case Node.COMMENT_NODE:
			System.out.println(indent + "comment" + n.getNodeValue());
			break;
		default:
			System.out.println(indent + "node " + n.getNodeType());
		}
		for (Node c = n.getFirstChild(); c != null; c = c.getNextSibling())
			walk(c, indent + "  ");
	}

	static boolean dom(String file) throws Exception {
		DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
		System.out.println("factory " + f.getClass().getName());
		f.setValidating(true);
		f.setNamespaceAware(true);
		DocumentBuilder b = f.newDocumentBuilder();
		Errors errs = new Errors();
		b.setErrorHandler(errs);
		Document d = b.parse(new File(file));
		walk(d.getDocumentElement(), "");
		Element byId = d.getElementById("b2");
		System.out.println("by id " + (byId == null ? null : byId.getTextContent()));
		NodeList authors = d.getElementsByTagName("author");
		System.out.println("authors " + authors.getLength());
		Element extra = d.createElement("note");
		extra.setAttribute("by", "demo");
		extra.appendChild(d.createTextNode("added <here>"));
		d.getDocumentElement().appendChild(extra);
		DOMImplementationLS ls = (DOMImplementationLS) d.getImplementation().getFeature("LS", "3.0");
		LSSerializer s = ls.createLSSerializer();
		s.getDomConfig().setParameter("xml-declaration", false);
		System.out.println(s.writeToString(d.getDocumentElement()));
		return errs.count == 0;
	}

	static boolean sax(String file) throws Exception {
		SAXParserFactory f = SAXParserFactory.newInstance();
		System.out.println("factory " + f.getClass().getName());
		f.setNamespaceAware(true);
		final Map<String, Integer> counts = new TreeMap<>();
		final int[] chars = new int[1];
		DefaultHandler h = new DefaultHandler() {
			public void startElement(String uri, String local, String q, Attributes atts) {
				counts.merge(local, 1, Integer::sum);
			}
			public void characters(char[] ch, int start, int length) { chars[0] += length; }
			public void fatalError(SAXParseException e) throws SAXException {
				System.out.println("  fatal " + e.getLineNumber() + ":" + e.getColumnNumber() + " " + e.getMessage());
				throw e;
			}
		};
		f.newSAXParser().parse(new File(file), h);
		System.out.println("elements " + counts + " chars " + chars[0]);
		return true;
	}

	static boolean xsd(String file, String schema) throws Exception {
		SchemaFactory f = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
		System.out.println("factory " + f.getClass().getName());
		Schema s = f.newSchema(new File(schema));
		Validator v = s.newValidator();
		Errors errs = new Errors();
		v.setErrorHandler(errs);
		v.validate(new StreamSource(new File(file)));
		return errs.count == 0;
	}

	public static void main(String[] args) {
		int failed = 0;
		for (String arg : args) {
			String[] p = arg.split(":");
			System.out.println(p[0] + " " + new File(p[1]).getName());
			boolean ok;
			try {
				ok = p[0].equals("dom") ? dom(p[1]) : p[0].equals("sax") ? sax(p[1]) : xsd(p[1], p[2]);
			} catch (SAXParseException e) {
				ok = false;
			} catch (Exception e) {
				System.out.println("  " + e.getClass().getName() + ": " + e.getMessage());
				ok = false;
			}
			if (!ok)
				failed++;
		}
		System.exit(failed);
	}
}
