package demo;

import com.google.inject.*;
import com.google.inject.multibindings.MapBinder;
import com.google.inject.multibindings.Multibinder;
import com.google.inject.name.Named;
import com.google.inject.name.Names;
import java.util.*;

/** A client of Guice: modules of ours bind interfaces to classes of ours,
 *  instances, providers, @Provides methods, named and generic keys, sets and
 *  maps; Guice creates the objects by reflection (constructor, field and
 *  method injection, @Singleton scopes, just-in-time bindings) and the
 *  client prints what it got.  args[0] picks the scenario; "bad" ones end
 *  in Guice's configuration and provision errors. */
public class Main {
	interface Greeter { String greet(String who); }
	interface Store<T> { void put(T t); List<T> all(); }
	interface Plugin { String name(); }

	static class Plain implements Greeter {
		public String greet(String who) { return "hello " + who; }
	}

	static class Loud extends Plain {
		@Inject @Named("suffix") String suffix;
		public String greet(String who) { return super.greet(who).toUpperCase() + suffix; }
	}

	@Singleton
	static class Counter {
		private int n;
		int next() { return ++n; }
	}

	static class ListStore<T> implements Store<T> {
		private final List<T> items = new ArrayList<>();
		private final Counter counter;
		@Inject ListStore(Counter counter) { this.counter = counter; }
		public void put(T t) { items.add(t); counter.next(); }
		public List<T> all() { return items; }
	}

	static class Audit implements Plugin { public String name() { return "audit"; } }
	static class Metrics implements Plugin { public String name() { return "metrics"; } }

	static class Service {
		final Greeter greeter;
		final Store<String> names;
		final Counter counter;
		Set<Plugin> plugins;
		@Inject Provider<Counter> counters;
		@Inject @Named("port") int port;
		Map<String, Integer> limits;

		@Inject Service(Greeter greeter, Store<String> names, Counter counter) {
			this.greeter = greeter; this.names = names; this.counter = counter;
		}
		@Inject void setPlugins(Set<Plugin> plugins) { this.plugins = plugins; }
		@Inject void setLimits(Map<String, Integer> limits) { this.limits = limits; }

		void run() {
			for (String w : new String[] {"ann", "bob"}) {
				names.put(w);
				System.out.println(greeter.greet(w));
			}
			List<String> ps = new ArrayList<>();
			for (Plugin p : plugins)
				ps.add(p.name());
			Collections.sort(ps);
			System.out.println("names " + names.all() + " plugins " + ps + " port " + port + " limits " + new TreeMap<>(limits));
			System.out.println("counter " + counter.next() + " same " + (counters.get() == counter));
		}
	}

	static class Base extends AbstractModule {
		protected void configure() {
			bind(Greeter.class).to(Plain.class);
			bind(new TypeLiteral<Store<String>>() {}).to(new TypeLiteral<ListStore<String>>() {});
			bindConstant().annotatedWith(Names.named("port")).to(8080);
			bindConstant().annotatedWith(Names.named("suffix")).to("!");
			Multibinder<Plugin> ps = Multibinder.newSetBinder(binder(), Plugin.class);
			ps.addBinding().to(Audit.class);
			ps.addBinding().toInstance(new Metrics());
		}
		@Provides Map<String, Integer> limits(@Named("port") int port) {
			Map<String, Integer> m = new HashMap<>();
			m.put("port", port);
			m.put("max", 3);
			return m;
		}
	}

	static class LoudModule extends AbstractModule {
		protected void configure() {
			bind(Greeter.class).to(Loud.class);
		}
	}

	static class Keyed {
		@Inject @Named("a") Plugin a;
		@Inject @Named("b") Plugin b;
	}

	static class Missing {
		@Inject Missing(Runnable nobodyBindsThis) {}
	}

	static class Thrower {
		@Inject Thrower() { throw new IllegalStateException("cannot make a Thrower"); }
	}

	/** the numbered error lines of a Guice message (its "at" lines name sources) */
	static String first(String s) {
		StringBuilder b = new StringBuilder();
		for (String line : s.split("\n"))
			if (!line.isEmpty() && Character.isDigit(line.charAt(0)))
				b.append(line).append(" | ");
		return b.toString();
	}

	public static void main(String[] args) {
		String which = args.length > 0 ? args[0] : "plain";
		try {
			switch (which) {
			case "plain":
				Guice.createInjector(new Base()).getInstance(Service.class).run();
				break;
			case "loud":
				Guice.createInjector(com.google.inject.util.Modules.override(new Base()).with(new LoudModule()))
					.getInstance(Service.class).run();
				break;
			case "keys": {
				Injector i = Guice.createInjector(new AbstractModule() {
					protected void configure() {
						bind(Plugin.class).annotatedWith(Names.named("a")).to(Audit.class);
						bind(Plugin.class).annotatedWith(Names.named("b")).to(Metrics.class).in(Scopes.SINGLETON);
					}
				});
				Keyed k = i.getInstance(Keyed.class), k2 = i.getInstance(Keyed.class);
				System.out.println(k.a.name() + " " + k.b.name() + " fresh a " + (k.a != k2.a) + " single b " + (k.b == k2.b));
				Injector child = i.createChildInjector(new Base());
				System.out.println("child " + child.getInstance(Greeter.class).greet("child"));
				System.out.println("bindings " + i.getBindings().size() + " jit counter " + (i.getInstance(Counter.class) == i.getInstance(Counter.class)));
				break;
			}
			case "missing":
				Guice.createInjector(new Base()).getInstance(Missing.class);
				break;
			case "thrower":
				Guice.createInjector().getInstance(Thrower.class);
				break;
			case "twice":
				Guice.createInjector(new Base(), new LoudModule());
				break;
			default:
				System.out.println("unknown " + which);
			}
		} catch (ConfigurationException | CreationException | ProvisionException e) {
			System.out.println(e.getClass().getSimpleName() + " " + first(e.getMessage()));
			Throwable c = e.getCause();
			System.out.println("cause " + (c == null ? null : c.getClass().getName() + ": " + c.getMessage()));
		}
	}
}
