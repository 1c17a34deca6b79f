package org.ringside.lessons;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringside.lessons.expr.FigureKind;

/**
 * The numbers with a unit, and the percentages, that a text states: "128,690 bytes", "1 ms",
 * "970 Mbit/s", "38.6 %". The strict check ({@code ringside lessons check --strict}) asks of each
 * one in a step's text that the model wrote it or a holding claim states it; this is the one
 * definition of what counts, and docs/lessons.md lists the same words.
 *
 * <p>The unit words are one table ({@link #UNITS}), derived from the units a live number writes
 * ({@link LiveUnit}: each one's spellings and the word it shows) with the other ways prose writes
 * the same quantities (msec, milliseconds, kB, Mb/s, per cent, minutes, GiB, bits). Each word has
 * its kind and its size in the summary's base unit (ns, bytes, bit/s, a ratio), so the same
 * quantity written two ways is the same: "128,690 bytes" and "128690B", "1.5 ms" and "1500 µs".
 *
 * <p>A number is digits of any script, thousands optionally grouped with commas, an optional
 * decimal part (after a point, or after a comma not followed by exactly three digits: "1,5 ms"),
 * an optional exponent ("4.2e3 ms"), optionally in bold or italics ("**5** ms"); the unit follows
 * after nothing, a space (also a no-break or thin one) or a hyphen ("5-ms"), and ends the word.
 * In a range ("156–194 KB") both numbers are stated.
 */
public final class StatedNumbers {
    /**
     * A unit word: its kind and how many base units one of it is.
     *
     * @param canonical the unit it is shown as ("ms")
     */
    record Unit(String canonical, FigureKind kind, double size) {
    }

    /** Every unit word prose may write, and the unit it is. */
    static final Map<String, Unit> UNITS = units();
    private static final String DIGIT = "\\p{Nd}";
    private static final String NUMBER = DIGIT + "{1,3}(?:," + DIGIT + "{3})+(?:\\." + DIGIT + "+)?|" + DIGIT
            + "+(?:[.,]" + DIGIT + "+)?(?:[eE][+-]?" + DIGIT + "+)?";
    private static final String SPACE = "[ \\u00A0\\u2009\\u202F]";
    private static final Pattern STATED = pattern();

    private StatedNumbers() {
    }

    /**
     * A number stated with its unit.
     *
     * @param written as the text writes it, e.g. "128,690 bytes"
     * @param value the number, e.g. 128690
     * @param unit the unit it is shown as, e.g. "B"
     * @param offset where it starts in the text
     */
    public record Stated(String written, BigDecimal value, String unit, int offset) {
        /** Whether {@code other} states the same quantity: the same kind, equal within the digits either writes. */
        public boolean same(Stated other) {
            Unit a = unitOf(unit);
            Unit b = unitOf(other.unit);
            return a.kind() == b.kind() && Math.abs(base() - other.base()) <= Math.max(tolerance(), other.tolerance());
        }

        /** The kind of quantity it states. */
        public FigureKind kind() {
            return unitOf(unit).kind();
        }

        /** The quantity in the summary's base unit (ns, bytes, bit/s, a ratio). */
        public double base() {
            return value.doubleValue() * unitOf(unit).size();
        }

        /** Half of the last digit written, in the base unit: how far the quantity may be from what it states. */
        public double tolerance() {
            return 0.5 * Math.pow(10, -Math.max(0, value.scale())) * unitOf(unit).size() * (1 + 1e-9);
        }

        /** The same number at {@code offset} further on. */
        public Stated shifted(int by) {
            return new Stated(written, value, unit, offset + by);
        }
    }

    private static Unit unitOf(String canonical) {
        return UNITS.values().stream().filter(u -> u.canonical().equals(canonical)).findFirst().orElseThrow();
    }

    /** Every number with a unit, and every percentage, in {@code text}, in order. */
    public static List<Stated> in(String text) {
        List<Stated> out = new ArrayList<>();
        Matcher m = STATED.matcher(text);
        while (m.find()) {
            Unit unit = UNITS.get(m.group(3).replaceAll(SPACE + "+", " "));
            if (m.group(1) != null) {
                out.add(new Stated(m.group(1) + " " + m.group(3), number(m.group(1)), unit.canonical(), m.start(1)));
            }
            // As written, without the emphasis around the number.
            String written = text.substring(m.start(2), m.end()).replace("*", "").replace("_", "");
            out.add(new Stated(written, number(m.group(2)), unit.canonical(), m.start(2)));
        }
        return out;
    }

    /** The unit word {@code text} starts with (after any spaces), or null: "ms" in " ms later". */
    static String unitAtStart(String text) {
        Matcher m = Pattern.compile("^" + SPACE + "*(" + words() + ")(?![\\p{L}\\p{N}_/])").matcher(text);
        return m.find() ? m.group(1) : null;
    }

    // Digits of any script as ASCII; grouping commas dropped; a decimal comma as a point.
    private static BigDecimal number(String written) {
        StringBuilder ascii = new StringBuilder();
        for (char c : written.toCharArray()) {
            ascii.append(Character.isDigit(c) ? (char) ('0' + Character.digit(c, 10)) : c);
        }
        String s = ascii.toString();
        s = s.matches("\\d{1,3}(,\\d{3})+(\\.\\d+)?") ? s.replace(",", "") : s.replace(',', '.');
        return new BigDecimal(s);
    }

    private static Map<String, Unit> units() {
        Map<String, Unit> out = new LinkedHashMap<>();
        // The units a live number writes, each with its size, then prose's other words for them.
        Map<LiveUnit, Double> sizes = Map.ofEntries(Map.entry(LiveUnit.NS, 1.0), Map.entry(LiveUnit.US, 1e3),
                Map.entry(LiveUnit.MS, 1e6), Map.entry(LiveUnit.S, 1e9), Map.entry(LiveUnit.B, 1.0),
                Map.entry(LiveUnit.KB, 1e3), Map.entry(LiveUnit.MB, 1e6), Map.entry(LiveUnit.BIT_S, 1.0),
                Map.entry(LiveUnit.KBIT_S, 1e3), Map.entry(LiveUnit.MBIT_S, 1e6), Map.entry(LiveUnit.GBIT_S, 1e9),
                Map.entry(LiveUnit.PERCENT, 0.01));
        Map<LiveUnit, List<String>> prose = Map.ofEntries(
                Map.entry(LiveUnit.NS, List.of("nsec", "nanosecond", "nanoseconds")),
                Map.entry(LiveUnit.US, List.of("usec", "microsecond", "microseconds")),
                Map.entry(LiveUnit.MS, List.of("msec", "msecs", "millisecond", "milliseconds")),
                Map.entry(LiveUnit.S, List.of("sec", "secs", "second", "seconds")),
                Map.entry(LiveUnit.B, List.of("byte", "bytes")),
                Map.entry(LiveUnit.KB, List.of("kB", "kilobyte", "kilobytes")),
                Map.entry(LiveUnit.MB, List.of("megabyte", "megabytes")),
                Map.entry(LiveUnit.BIT_S, List.of("bps", "bit/sec")),
                Map.entry(LiveUnit.KBIT_S, List.of("kbit/s", "kbit", "Kbit", "Kbps", "kbps", "Kb/s", "kb/s")),
                Map.entry(LiveUnit.MBIT_S, List.of("Mbit", "Mbps", "Mb/s", "Mbits/s")),
                Map.entry(LiveUnit.GBIT_S, List.of("Gbit", "Gbps", "Gb/s", "Gbits/s")),
                Map.entry(LiveUnit.PERCENT, List.of("percent", "per cent")));
        for (LiveUnit u : LiveUnit.values()) {
            if (u == LiveUnit.COUNT) {
                continue;
            }
            Unit unit = new Unit(u.written().equals("bytes") ? "B" : u.written(), u.kind(), sizes.get(u));
            List<String> words = new ArrayList<>(u.names());
            words.add(u.written());
            words.addAll(prose.get(u));
            words.forEach(w -> out.put(w, unit));
        }
        // Quantities no live number writes in, but prose does.
        Unit minute = new Unit("min", FigureKind.DURATION, 60e9);
        List.of("min", "mins", "minute", "minutes").forEach(w -> out.put(w, minute));
        Unit hour = new Unit("h", FigureKind.DURATION, 3600e9);
        List.of("h", "hour", "hours").forEach(w -> out.put(w, hour));
        Unit gb = new Unit("GB", FigureKind.BYTES, 1e9);
        List.of("GB", "gigabyte", "gigabytes").forEach(w -> out.put(w, gb));
        out.put("KiB", new Unit("KiB", FigureKind.BYTES, 1024.0));
        out.put("MiB", new Unit("MiB", FigureKind.BYTES, 1024.0 * 1024));
        out.put("GiB", new Unit("GiB", FigureKind.BYTES, 1024.0 * 1024 * 1024));
        Unit bit = new Unit("bit", FigureKind.BYTES, 1.0 / 8);
        List.of("bit", "bits").forEach(w -> out.put(w, bit));
        return out;
    }

    // Longest spellings first, so "ms" is not read as "m" and "Mbit/s" not as "Mbit".
    private static String words() {
        List<String> words = new ArrayList<>(UNITS.keySet());
        words.sort((a, b) -> b.length() - a.length());
        StringBuilder units = new StringBuilder();
        for (String w : words) {
            units.append(units.length() == 0 ? "" : "|").append(Pattern.quote(w).replace(" ", "\\E" + SPACE + "\\Q"));
        }
        return units.toString();
    }

    private static Pattern pattern() {
        String emphasis = "(?:\\*{1,2}|_{1,2})?";
        // Not inside a word or a longer number (p99, x86_64, 3.18.1); the unit ends its word.
        String number = "(?<![\\p{L}\\p{N}_.,])" + emphasis;
        return Pattern.compile(number + "(?:(" + NUMBER + ")" + SPACE + "?[–-]" + SPACE + "?)?(" + NUMBER + ")" + emphasis
                + "(?:" + SPACE + "|-)?(" + words() + ")(?![\\p{L}\\p{N}_/])");
    }
}
