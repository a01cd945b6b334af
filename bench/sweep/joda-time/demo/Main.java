package demo;

import java.io.*;
import java.util.Locale;
import org.joda.time.*;
import org.joda.time.chrono.*;
import org.joda.time.format.*;

/** A client of Joda-Time: fixed instants (never the clock) in several
 *  zones (compiled zone data read as resources) and chronologies, field
 *  arithmetic, periods and durations, intervals, formatting and parsing
 *  with patterns, ISO and builder-made formatters, serialization round
 *  trips, and the library's errors. */
public class Main {
	static final long T = 1_700_000_000_000L;

	static Object roundTrip(Object o) throws Exception {
		ByteArrayOutputStream b = new ByteArrayOutputStream();
		try (ObjectOutputStream out = new ObjectOutputStream(b)) {
			out.writeObject(o);
		}
		try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b.toByteArray()))) {
			return in.readObject();
		}
	}

	public static void main(String[] args) throws Exception {
		Locale.setDefault(Locale.ROOT);
		DateTimeZone.setDefault(DateTimeZone.UTC);
		String mode = args[0];
		if (mode.equals("zones")) {
			for (String z : new String[] { "UTC", "Europe/Paris", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham" }) {
				DateTimeZone zone = DateTimeZone.forID(z);
				DateTime d = new DateTime(T, zone);
				System.out.println(z + " " + d + " offset " + zone.getOffset(T) + " fixed " + zone.isFixed() + " next " + new DateTime(zone.nextTransition(T), zone)
					+ " std " + zone.isStandardOffset(T));
			}
			System.out.println(DateTimeZone.forOffsetHoursMinutes(5, 30) + " " + DateTimeZone.forID("Europe/Paris").getNameKey(T));
		} else if (mode.equals("chrono")) {
			Chronology[] cs = { ISOChronology.getInstanceUTC(), GJChronology.getInstanceUTC(), JulianChronology.getInstanceUTC(),
				GregorianChronology.getInstanceUTC(), BuddhistChronology.getInstanceUTC(), CopticChronology.getInstanceUTC(),
				EthiopicChronology.getInstanceUTC(), IslamicChronology.getInstanceUTC() };
			for (Chronology c : cs) {
				DateTime d = new DateTime(T, c);
				System.out.println(c + " " + d.getYear() + "-" + d.getMonthOfYear() + "-" + d.getDayOfMonth() + " dow " + d.getDayOfWeek()
					+ " leap " + d.year().isLeap() + " max day " + d.dayOfMonth().getMaximumValue() + " era " + d.getEra());
			}
			DateTime d = new DateTime(2024, 1, 31, 10, 30, DateTimeZone.forID("Europe/Paris"));
			System.out.println(d.plusMonths(1) + " " + d.minusYears(4).plusDays(29) + " " + d.withDayOfWeek(DateTimeConstants.SUNDAY)
				+ " " + d.monthOfYear().setCopy(2).dayOfMonth().withMaximumValue() + " " + d.dayOfMonth().roundFloorCopy()
				+ " " + d.toLocalDate().plusWeeks(3) + " " + d.toLocalTime().plusMinutes(100) + " " + new LocalDateTime(2020, 2, 29, 23, 59).plusYears(1));
			System.out.println(d.property(DateTimeFieldType.weekOfWeekyear()).get() + " " + d.getWeekyear() + " " + d.dayOfWeek().getAsText(Locale.FRENCH)
				+ " " + d.monthOfYear().getAsShortText(Locale.GERMAN) + " " + new YearMonth(2024, 2).toInterval());
		} else if (mode.equals("periods")) {
			DateTime a = new DateTime(2020, 3, 1, 0, 0), b = new DateTime(2024, 11, 17, 13, 45, 10);
			Period p = new Period(a, b);
			System.out.println(p + " " + p.normalizedStandard() + " " + new Period(a, b, PeriodType.days()) + " " + Days.daysBetween(a, b).getDays()
				+ " " + Weeks.weeksBetween(a, b) + " " + Months.monthsBetween(a, b).getMonths() + " " + Hours.hoursBetween(a, b).multipliedBy(2));
			Duration du = new Duration(a, b);
			System.out.println(du + " " + du.getStandardDays() + " " + du.toPeriod() + " " + new Interval(a, b).overlap(new Interval(a.plusYears(4), b.plusYears(1))));
			PeriodFormatter pf = new PeriodFormatterBuilder().appendYears().appendSuffix(" year", " years").appendSeparator(", ")
				.appendMonths().appendSuffix(" month", " months").appendSeparator(" and ").appendDays().appendSuffix(" day", " days").toFormatter();
			System.out.println(pf.print(p) + " | " + pf.parsePeriod("2 years, 3 months and 4 days") + " | " + PeriodFormat.getDefault().print(p)
				+ " | " + ISOPeriodFormat.alternate().print(p.withMillis(0)));
		} else if (mode.equals("format")) {
			DateTime d = new DateTime(T, DateTimeZone.forID("Asia/Kolkata"));
			String[] pats = { "yyyy-MM-dd HH:mm:ss.SSS ZZ", "EEEE d MMMM yyyy G", "hh:mm a z", "xxxx-'W'ww-e", "D 'day' C 'century'", "YYYY/MM/dd ZZZ" };
			for (String pat : pats)
				System.out.println(pat + " => " + DateTimeFormat.forPattern(pat).withLocale(Locale.ENGLISH).print(d));
			DateTimeFormatter f = new DateTimeFormatterBuilder().appendDayOfMonth(2).appendLiteral('.').appendMonthOfYearShortText().appendLiteral('.')
				.appendYear(4, 4).appendOptional(new DateTimeFormatterBuilder().appendLiteral(' ').appendHourOfDay(2).appendLiteral(':').appendMinuteOfHour(2).toParser())
				.toFormatter().withLocale(Locale.ENGLISH).withZoneUTC();
			System.out.println(f.parseDateTime("05.Mar.2021") + " " + f.parseDateTime("05.Mar.2021 17:42"));
			System.out.println(ISODateTimeFormat.dateTime().print(d) + " " + ISODateTimeFormat.basicOrdinalDateTime().print(d) + " "
				+ ISODateTimeFormat.dateTimeParser().withOffsetParsed().parseDateTime("2021-06-30T12:00+02:00") + " " + DateTimeFormat.fullDateTime().withLocale(Locale.ENGLISH).print(d)
				+ " " + DateTime.parse("2022-12-31T23:59:59.999Z").plusMillis(1) + " " + LocalDate.parse("2023-W05-3", ISODateTimeFormat.localDateParser()));
		} else if (mode.equals("serial")) {
			Object[] objs = { new DateTime(T, DateTimeZone.forID("Europe/Paris")), new LocalDate(2024, 2, 29), new Period(1, 2, 3, 4, 5, 6, 7, 8),
				new Interval(T, T + 86_400_000L), DateTimeZone.forID("America/New_York"), new MutableDateTime(T), Days.days(12), new Duration(3600_000L),
				new DateTime(T, CopticChronology.getInstance(DateTimeZone.forID("Africa/Cairo"))), new Partial(DateTimeFieldType.year(), 1999), YearMonth.parse("2001-07") };
			for (Object o : objs) {
				Object c = roundTrip(o);
				System.out.println(o + " -> " + c + " equal " + o.equals(c));
			}
		} else {
			Runnable[] bad = {
				() -> new DateTime(2023, 2, 29, 0, 0),
				() -> DateTimeZone.forID("Mars/Olympus"),
				() -> DateTimeFormat.forPattern("yyyy-MM-dd").parseDateTime("2023-13-01"),
				() -> DateTimeFormat.forPattern("yyyy-MM-dd").parseDateTime("garbage"),
				() -> new LocalDateTime(2023, 3, 26, 2, 30).toDateTime(DateTimeZone.forID("Europe/Paris")),
				() -> new Interval(T, T - 1),
				() -> Period.parse("P1X"),
				() -> DateTimeFormat.forPattern("yyyy-MM-dd {"),
			};
			for (Runnable r : bad) {
				try {
					r.run();
					System.out.println("no error");
				} catch (RuntimeException e) {
					System.out.println(e.getClass().getName() + ": " + e.getMessage());
				}
			}
			new DateTime(2023, 4, 31, 0, 0);
		}
	}
}
