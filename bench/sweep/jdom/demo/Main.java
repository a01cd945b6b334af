package demo;

import java.io.*;
import java.util.*;

import org.jdom2.*;
import org.jdom2.filter.Filters;
import org.jdom2.input.DOMBuilder;
import org.jdom2.input.SAXBuilder;
import org.jdom2.input.StAXStreamBuilder;
import org.jdom2.output.*;
import org.jdom2.util.IteratorIterable;
import org.jdom2.xpath.XPathExpression;
import org.jdom2.xpath.XPathFactory;

/** Drives JDOM 2 (bench/sweep/jdom.sh): parses with SAX, StAX and DOM,
 *  walks, queries with XPath (jaxen), edits and writes documents. */
public class Main {
    static final Namespace LIB = Namespace.getNamespace("urn:example:library");
    static final Namespace X = Namespace.getNamespace("x", "urn:example:extra");

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
        case "read": read(new File(args[1])); break;
        case "build": build(); break;
        case "xpath": xpath(new File(args[1])); break;
        case "convert": convert(new File(args[1])); break;
        case "errors": errors(); break;
        default: throw new IllegalArgumentException(args[0]);
        }
    }

    static Document sax(File f) throws Exception {
        SAXBuilder b = new SAXBuilder();
        b.setExpandEntities(true);
        return b.build(f);
    }

    static void read(File f) throws Exception {
        Document d = sax(f);
        System.out.println("root " + d.getRootElement().getQualifiedName() + " ns " + d.getRootElement().getNamespaceURI() + " doctype " + d.getDocType());
        for (Content c : d.getContent()) System.out.println("top " + c.getCType() + " " + c.getClass().getSimpleName());
        walk(d.getRootElement(), "");
        IteratorIterable<Element> books = d.getRootElement().getDescendants(Filters.element("book", LIB));
        double sum = 0;
        for (Element b : books) sum += Double.parseDouble(b.getChildText("price", LIB));
        System.out.println("total " + sum);
        for (Content c : d.getDescendants()) {
            if (c instanceof CDATA) System.out.println("cdata [" + c.getValue() + "]");
            else if (c instanceof Comment) System.out.println("comment [" + c.getValue() + "]");
            else if (c instanceof ProcessingInstruction) System.out.println("pi " + ((ProcessingInstruction) c).getTarget() + " " + ((ProcessingInstruction) c).getPseudoAttributeValue("version"));
        }
        XMLOutputter out = new XMLOutputter(Format.getCompactFormat());
        System.out.println(out.outputString(d));
        out.setFormat(Format.getRawFormat().setOmitDeclaration(true));
        System.out.println(out.outputString(d.getRootElement().getChild("shelf", LIB)));
    }

    static void walk(Element e, String indent) {
        StringBuilder attrs = new StringBuilder();
        for (Attribute a : e.getAttributes()) attrs.append(' ').append(a.getQualifiedName()).append('=').append(a.getValue()).append('/').append(a.getAttributeType());
        System.out.println(indent + e.getName() + attrs + (e.getChildren().isEmpty() ? " text=" + e.getTextNormalize() : ""));
        for (Element c : e.getChildren()) walk(c, indent + "  ");
    }

    static void build() throws Exception {
        Element root = new Element("orders", LIB);
        root.addNamespaceDeclaration(X);
        Document d = new Document(root, new DocType("orders", "orders.dtd"));
        d.addContent(0, new Comment("generated"));
        for (int i = 1; i <= 3; i++) {
            Element o = new Element("order", LIB).setAttribute("n", String.valueOf(i));
            o.setAttribute(new Attribute("rush", i == 2 ? "yes" : "no", X));
            o.addContent(new Element("item", LIB).setText("thing " + i + " <&>"));
            o.addContent(new CDATA("raw " + i));
            o.addContent(new ProcessingInstruction("calc", "qty=\"" + i * 3 + "\""));
            o.addContent(new EntityRef("ent" + i));
            root.addContent(o);
        }
        Element copy = root.getChildren().get(0).clone();
        copy.setAttribute("n", "copy");
        root.addContent(copy);
        root.getChildren().get(1).detach();
        root.sortChildren(new Comparator<Element>() {
            @Override public int compare(Element a, Element b) { return b.getAttributeValue("n").compareTo(a.getAttributeValue("n")); }
        });
        root.removeChildren("nothing", LIB);
        Format f = Format.getPrettyFormat().setIndent("\t").setLineSeparator(LineSeparator.UNIX).setTextMode(Format.TextMode.TRIM_FULL_WHITE);
        new XMLOutputter(f).output(d, System.out);
        System.out.println();
        StringWriter w = new StringWriter();
        new XMLOutputter(Format.getPrettyFormat().setExpandEmptyElements(true).setEncoding("ISO-8859-1")).output(d, w);
        try (Writer file = new OutputStreamWriter(new FileOutputStream("orders.xml"), "ISO-8859-1")) { file.write(w.toString()); }
        System.out.println("wrote " + w.toString().length() + " chars");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream oo = new ObjectOutputStream(bytes)) { oo.writeObject(d); }
        Document back;
        try (ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) { back = (Document) oi.readObject(); }
        System.out.println("serialized back " + new XMLOutputter(Format.getCompactFormat()).outputString(back.getRootElement()));
        Document clone = d.clone();
        clone.getRootElement().setName("copy");
        System.out.println("clone " + clone.getRootElement().getQualifiedName() + " original " + d.getRootElement().getQualifiedName() + " children " + clone.getRootElement().getContentSize());
    }

    static void xpath(File f) throws Exception {
        Document d = sax(f);
        XPathFactory xf = XPathFactory.instance();
        Map<String, Object> vars = new HashMap<>();
        vars.put("minYear", 2000);
        Namespace l = Namespace.getNamespace("l", "urn:example:library");
        XPathExpression<Element> recent = xf.compile("//l:book[@year > $minYear]", Filters.element(), vars, l);
        for (Element e : recent.evaluate(d)) System.out.println("recent " + e.getAttributeValue("isbn") + " " + e.getChildText("title", LIB));
        XPathExpression<Object> any = xf.compile("count(//l:author) + sum(//l:price)", Filters.fpassthrough(), null, l);
        System.out.println("number " + any.evaluateFirst(d));
        XPathExpression<Attribute> floors = xf.compile("//l:shelf/@x:floor", Filters.attribute(), null, l, X);
        for (Attribute a : floors.evaluate(d)) System.out.println("floor " + a.getValue() + " of " + a.getParent().getAttributeValue("id"));
        XPathExpression<Text> texts = xf.compile("//l:title/text()", Filters.text(), null, l);
        for (Text t : texts.evaluate(d)) System.out.println("title text [" + t.getText() + "]");
        XPathExpression<String> s = xf.compile("concat(name(/*), ':', string(//l:book[last()]/@isbn))", Filters.fstring(), null, l);
        System.out.println("string " + s.evaluateFirst(d));
        XPathExpression<Object> mixed = xf.compile("//l:book[1]/node() | //comment()", Filters.fpassthrough(), null, l);
        for (Object o : mixed.evaluate(d)) System.out.println("node " + o.getClass().getSimpleName());
        try {
            xf.compile("//l:book[", Filters.element(), null, l);
        } catch (IllegalArgumentException e) {
            System.out.println("bad xpath: " + e.getClass().getSimpleName());
        }
    }

    static void convert(File f) throws Exception {
        javax.xml.parsers.DocumentBuilderFactory dbf = javax.xml.parsers.DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        org.w3c.dom.Document w3c = dbf.newDocumentBuilder().parse(f);
        Document fromDom = new DOMBuilder().build(w3c);
        XMLOutputter compact = new XMLOutputter(Format.getCompactFormat());
        System.out.println("dom " + compact.outputString(fromDom.getRootElement()));
        javax.xml.stream.XMLInputFactory xif = javax.xml.stream.XMLInputFactory.newInstance();
        try (InputStream in = new FileInputStream(f)) {
            Document fromStax = new StAXStreamBuilder().build(xif.createXMLStreamReader(in));
            System.out.println("stax " + compact.outputString(fromStax.getRootElement()));
        }
        Document d = sax(f);
        org.w3c.dom.Document back = new DOMOutputter().output(d);
        System.out.println("domoutput " + back.getDocumentElement().getTagName() + " " + back.getElementsByTagNameNS("urn:example:library", "book").getLength());
        StringWriter w = new StringWriter();
        javax.xml.stream.XMLStreamWriter xw = javax.xml.stream.XMLOutputFactory.newInstance().createXMLStreamWriter(w);
        new StAXStreamOutputter(Format.getRawFormat()).output(d.getRootElement(), xw);
        xw.flush();
        System.out.println("staxoutput " + w.toString().length() + " " + w.toString().substring(0, 60));
        final StringBuilder events = new StringBuilder();
        SAXOutputter so = new SAXOutputter(new org.xml.sax.helpers.DefaultHandler() {
            @Override public void startElement(String uri, String local, String q, org.xml.sax.Attributes a) { events.append('<').append(local); }
            @Override public void endElement(String uri, String local, String q) { events.append('>'); }
        });
        so.output(d);
        System.out.println("sax events " + events);
    }

    static void errors() throws Exception {
        try { new Element("1bad"); } catch (IllegalNameException e) { System.out.println("name: " + e.getMessage()); }
        try { new Element("a").setAttribute("xmlns", "v"); } catch (IllegalNameException e) { System.out.println("attr: " + e.getMessage()); }
        try { new Text("bad \u0001 char"); } catch (IllegalDataException e) { System.out.println("data: " + e.getMessage()); }
        try { new Comment("a -- b"); } catch (IllegalDataException e) { System.out.println("comment: " + e.getMessage()); }
        Element e = new Element("e");
        Element child = new Element("c");
        e.addContent(child);
        try { new Element("other").addContent(child); } catch (IllegalAddException x) { System.out.println("add: " + x.getMessage()); }
        try { e.addContent(e); } catch (IllegalAddException x) { System.out.println("self: " + x.getMessage()); }
        Document d = new Document(new Element("r"));
        try { d.addContent(new Element("second")); } catch (IllegalAddException x) { System.out.println("second root: " + x.getMessage()); }
        try { new SAXBuilder().build(new StringReader("<a><b></a>")); } catch (JDOMException x) { System.out.println("parse: " + x.getMessage()); }
        new SAXBuilder().build(new File("missing.xml"));
    }
}
