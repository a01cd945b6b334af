package demo;

import java.nio.file.Files;
import java.nio.file.Paths;
import org.jsoup.Jsoup;
import org.jsoup.nodes.*;
import org.jsoup.parser.Parser;
import org.jsoup.safety.Safelist;
import org.jsoup.select.Elements;
import org.jsoup.select.NodeVisitor;

/** A client of jsoup: parses each file given (HTML, or XML when its name
 *  ends in .xml), prints the normalised document, runs a few selectors,
 *  walks the tree, cleans the body with a safelist and edits the DOM. */
public class Main {
	public static void main(String[] args) throws Exception {
		for (String a : args) {
			String text = new String(Files.readAllBytes(Paths.get(a)), "UTF-8");
			boolean xml = a.endsWith(".xml");
			Document d = xml ? Jsoup.parse(text, "", Parser.xmlParser()) : Jsoup.parse(text, "http://example.org/base/");
			System.out.println("== " + Paths.get(a).getFileName() + " title=" + d.title());
			d.outputSettings().prettyPrint(true).indentAmount(2);
			System.out.println(d.outerHtml());
			for (String q : new String[] { "a[href]", "p > b", "li:nth-child(2n)", "div.c, span#s", "*:containsOwn(kaba)",
						      "table tr:has(td)", "[data-x^=v]", "img[src~=\\.(png|gif)$]", "book[lang=en] title" }) {
				Elements es = d.select(q);
				System.out.println(q + " -> " + es.size() + " " + es.eachText());
			}
			for (Element e : d.select("a[href]"))
				System.out.println("link " + e.attr("abs:href") + " text=" + e.text());
			final StringBuilder sb = new StringBuilder();
			d.traverse(new NodeVisitor() {
				public void head(Node n, int depth) {
					sb.append(depth).append(n instanceof TextNode ? "t" : n instanceof Element ? "e"
						  : n instanceof Comment ? "c" : n instanceof DataNode ? "d" : "o");
				}
				public void tail(Node n, int depth) { }
			});
			System.out.println("walk " + sb);
			if (!xml) {
				System.out.println("clean " + Jsoup.clean(d.body().html(), Safelist.basic()));
				System.out.println("valid " + Jsoup.isValid(d.body().html(), Safelist.relaxed()));
				d.select("p").first().append("<em>added</em>").attr("id", "first");
				d.select("script, style").remove();
				d.body().prependElement("header").text("top & <bottom>");
				System.out.println("edited " + d.body().html());
				System.out.println("text " + d.text());
			}
		}
	}
}
