package demo;

import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import org.apache.commons.csv.*;

/** A client of commons-csv: parses a file with several formats (headers,
 *  comments, trimming, the predefined formats of the enum), iterates and
 *  maps records, prints records back in every predefined format, and
 *  reports malformed input. */
public class Main {
	enum Col { id, name, price, note }

	public static void main(String[] args) throws Exception {
		String mode = args[0];
		if (mode.equals("read")) {
			CSVFormat f = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).setCommentMarker('#')
				.setIgnoreSurroundingSpaces(true).build();
			try (CSVParser p = CSVParser.parse(new File(args[1]), StandardCharsets.UTF_8, f)) {
				System.out.println("header " + p.getHeaderNames() + " map " + p.getHeaderMap());
				for (CSVRecord r : p) {
					System.out.println(r.getRecordNumber() + " line " + p.getCurrentLineNumber() + " " + r.get(Col.name) + " | "
						+ r.get("price") + " | " + r.isSet("note") + " consistent " + r.isConsistent() + " comment " + r.getComment()
						+ " map " + r.toMap());
				}
			}
		} else if (mode.equals("formats")) {
			for (CSVFormat.Predefined pf : CSVFormat.Predefined.values()) {
				StringWriter w = new StringWriter();
				try (CSVPrinter pr = new CSVPrinter(w, pf.getFormat())) {
					pr.printRecord("a", "b,c", "d\"e", null, 42, "line\nbreak", " pad ");
					pr.printRecords(Arrays.asList(Arrays.asList("x", "y"), new Object[] { 1.5, true }));
					pr.printComment("a comment");
				} catch (IllegalArgumentException | IllegalStateException e) {
					System.out.println(pf + " refused: " + e.getMessage());
					continue;
				}
				System.out.println(pf + " " + pf.getFormat().getDelimiterString().replace("\t", "\\t") + " => " + w.toString().replace("\r", "\\r").replace("\n", "\\n"));
			}
			System.out.println(CSVFormat.valueOf("Excel").equals(CSVFormat.EXCEL) + " " + CSVFormat.RFC4180.builder().setQuoteMode(QuoteMode.ALL).build().format("a", 1, null));
		} else if (mode.equals("parse")) {
			String text = "k1\tv1\n\"q\"\"x\"\tv2\nk3\t\n";
			for (CSVFormat f : new CSVFormat[] { CSVFormat.TDF, CSVFormat.MYSQL, CSVFormat.DEFAULT.withDelimiter('\t').withNullString("") }) {
				List<CSVRecord> rs = f.parse(new StringReader(text)).getRecords();
				StringBuilder b = new StringBuilder();
				for (CSVRecord r : rs)
					b.append(r.size()).append(r.toList()).append(' ');
				System.out.println(b.toString().trim());
			}
		} else {
			try (CSVParser p = CSVParser.parse(new File(args[1]), StandardCharsets.UTF_8, CSVFormat.DEFAULT.withDelimiter(';'))) {
				for (CSVRecord r : p)
					System.out.println("record " + r.toList());
			} catch (UncheckedIOException | IOException e) {
				System.out.println("error " + e.getClass().getSimpleName() + ": " + e.getMessage());
			}
			try {
				CSVFormat.DEFAULT.withDelimiter('"');
			} catch (IllegalArgumentException e) {
				System.out.println("format: " + e.getMessage());
			}
			try {
				CSVFormat.DEFAULT.withHeader("a", "a").parse(new StringReader("1,2\n"));
			} catch (IllegalArgumentException e) {
				System.out.println("header: " + e.getMessage());
			}
		}
	}
}
