package demo;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import org.apache.commons.cli.*;

/** A client of commons-cli: parses one command line (its arguments) with
 *  the DefaultParser against a set of options that uses most features, and
 *  prints what it found, the help text, or the parse error. */
public class Main {
	static Options options() {
		Options o = new Options();
		o.addOption("v", "verbose", false, "be chatty");
		o.addOption(Option.builder("o").longOpt("output").hasArg().argName("FILE").desc("where to write").build());
		o.addOption(Option.builder("D").hasArgs().valueSeparator('=').desc("a property").build());
		o.addOption(Option.builder("n").longOpt("count").hasArg().type(Number.class).desc("how many").build());
		o.addOption(Option.builder().longOpt("list").hasArgs().valueSeparator(',').desc("a list").build());
		o.addOption(Option.builder("x").optionalArg(true).numberOfArgs(1).desc("optional arg").build());
		OptionGroup g = new OptionGroup();
		g.addOption(new Option("a", "all", false, "everything"));
		g.addOption(new Option("s", "some", false, "a part"));
		o.addOptionGroup(g);
		o.addOption(Option.builder("r").longOpt("required").required().hasArg().desc("must be given").build());
		return o;
	}

	public static void main(String[] args) throws Exception {
		Options o = options();
		if (args.length > 0 && args[0].equals("help")) {
			HelpFormatter h = new HelpFormatter();
			h.setWidth(60);
			StringWriter w = new StringWriter();
			h.printHelp(new PrintWriter(w), 60, "demo", "header line", o, 2, 4, "footer line", true);
			System.out.print(w);
			h.printHelp("demo [opts]", o);
			return;
		}
		CommandLineParser p = args.length > 0 && args[0].equals("posix") ? new PosixParser()
			: args.length > 0 && args[0].equals("gnu") ? new GnuParser() : new DefaultParser();
		try {
			CommandLine cl = p.parse(o, args, args.length > 0 && args[0].equals("stop"));
			for (Option opt : cl.getOptions())
				System.out.println(opt.getOpt() + "/" + opt.getLongOpt() + " = " + Arrays.toString(opt.getValues()));
			System.out.println("verbose " + cl.hasOption("verbose") + " output " + cl.getOptionValue("o", "-"));
			System.out.println("props " + cl.getOptionProperties("D"));
			if (cl.hasOption("n"))
				System.out.println("count " + cl.getParsedOptionValue("n"));
			System.out.println("rest " + cl.getArgList());
		} catch (ParseException e) {
			System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
			System.exit(2);
		}
	}
}
