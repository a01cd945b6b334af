package demo;

import java.io.File;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.kohsuke.args4j.*;
import org.kohsuke.args4j.spi.*;

/** A client of args4j: option beans read by annotation (fields, setters, an
 *  inherited base bean, a custom handler found by reflection, sub-commands),
 *  parsed from the command line after a mode word; prints the bean, the
 *  usage or the error. */
public class Main {
	enum Level { LOW, MID, HIGH }

	/** Options every command shares, inherited by the command beans. */
	public static class Base {
		@Option(name = "-v", aliases = "--verbose", usage = "be chatty")
		boolean verbose;
		@Option(name = "-o", aliases = "--output", metaVar = "FILE", usage = "where to write")
		File output;
		public String toString() { return "verbose=" + verbose + " output=" + output; }
	}

	static class Bean extends Base {
		@Option(name = "-n", usage = "how many", required = true)
		int count;
		@Option(name = "-l", usage = "the level")
		Level level = Level.MID;
		@Option(name = "-D", handler = MapOptionHandler.class, usage = "a property")
		Map<String, String> props = new TreeMap<>();
		@Option(name = "-t", handler = StringArrayOptionHandler.class, usage = "tags")
		String[] tags = {};
		@Option(name = "-r", handler = Ratio.Handler.class, usage = "a ratio a/b")
		Ratio ratio;
		@Option(name = "-x", forbids = "-y", usage = "exclusive x")
		boolean x;
		@Option(name = "-y", usage = "exclusive y")
		boolean y;
		@Option(name = "-q", depends = "-v", usage = "quiet but verbose")
		boolean quiet;
		long limit = -1;
		@Argument(usage = "the rest", metaVar = "ARGS")
		List<String> rest = new ArrayList<>();

		@Option(name = "--limit", usage = "a setter option")
		void setLimit(long l) {
			if (l < 0)
				throw new IllegalArgumentException("limit must be >= 0");
			limit = l;
		}

		public String toString() {
			return super.toString() + " count=" + count + " level=" + level + " props=" + props + " tags="
				+ String.join(",", tags) + " ratio=" + ratio + " x=" + x + " y=" + y + " quiet=" + quiet
				+ " limit=" + limit + " rest=" + rest;
		}
	}

	/** A value type with its own handler, which args4j constructs reflectively. */
	static class Ratio {
		final int a, b;
		Ratio(int a, int b) { this.a = a; this.b = b; }
		public String toString() { return a + "/" + b + "=" + (b == 0 ? "inf" : String.valueOf((double) a / b)); }

		public static class Handler extends OneArgumentOptionHandler<Ratio> {
			public Handler(CmdLineParser p, OptionDef o, Setter<? super Ratio> s) { super(p, o, s); }
			@Override protected Ratio parse(String arg) throws NumberFormatException, CmdLineException {
				String[] parts = arg.split("/");
				if (parts.length != 2)
					throw new CmdLineException(owner, "not a ratio: " + arg, null);
				return new Ratio(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
			}
		}
	}

	public static abstract class Command extends Base {
		abstract String run();
	}

	public static class Add extends Command {
		@Argument(required = true, metaVar = "N")
		List<Integer> nums = new ArrayList<>();
		String run() { int s = 0; for (int n : nums) s += n; return "add " + nums + " = " + s + " (" + this + ")"; }
	}

	public static class Echo extends Command {
		@Option(name = "-u", usage = "upper case")
		boolean upper;
		@Argument(metaVar = "WORDS")
		List<String> words = new ArrayList<>();
		String run() { String s = String.join(" ", words); return "echo " + (upper ? s.toUpperCase() : s); }
	}

	static class Tool {
		@Argument(handler = SubCommandHandler.class, required = true, metaVar = "CMD")
		@SubCommands({ @SubCommand(name = "add", impl = Add.class), @SubCommand(name = "echo", impl = Echo.class) })
		Command cmd;
	}

	static void usage(CmdLineParser p) {
		StringWriter w = new StringWriter();
		p.printUsage(w, null);
		System.out.print(w);
		System.out.println("example: " + p.printExample(OptionHandlerFilter.ALL));
	}

	public static void main(String[] args) {
		String mode = args.length > 0 ? args[0] : "bean";
		String[] rest = java.util.Arrays.copyOfRange(args, Math.min(1, args.length), args.length);
		Object bean = mode.equals("tool") ? new Tool() : new Bean();
		CmdLineParser p = new CmdLineParser(bean, ParserProperties.defaults().withUsageWidth(70));
		if (mode.equals("usage")) {
			usage(p);
			return;
		}
		try {
			p.parseArgument(rest);
			System.out.println(bean instanceof Tool ? ((Tool) bean).cmd.run() : bean.toString());
		} catch (CmdLineException e) {
			System.out.println("error: " + e.getMessage());
			usage(p);
			System.exit(2);
		}
	}
}
