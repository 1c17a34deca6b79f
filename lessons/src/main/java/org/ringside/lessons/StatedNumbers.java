package org.ringside.lessons;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The numbers with a unit, and the percentages, that a text states: "128,690 bytes", "1 ms",
 * "970 Mbit/s", "38.6 %". The strict check ({@code ringside lessons check --strict}) asks of each
 * one in a step's text that the model wrote it or a holding claim states it; this is the one
 * definition of what counts, and docs/lessons.md lists the same units.
 *
 * <p>A number is digits with an optional decimal part, its thousands optionally grouped with
 * commas; the unit follows with at most one space (or none) and ends the word. The same quantity
 * written two ways is the same: "128,690 bytes" and "128690B", "300 us" and "300µs",
 * "970Mbit" and "970 Mbit/s".
 */
public final class StatedNumbers {
    /** Each unit as written, and the one word it is compared as. */
    static final Map<String, String> UNITS = Map.ofEntries(
            Map.entry("ns", "ns"), Map.entry("nanoseconds", "ns"),
            Map.entry("us", "µs"), Map.entry("µs", "µs"), Map.entry("μs", "µs"), Map.entry("microseconds", "µs"),
            Map.entry("ms", "ms"), Map.entry("milliseconds", "ms"),
            Map.entry("s", "s"), Map.entry("second", "s"), Map.entry("seconds", "s"),
            Map.entry("B", "B"), Map.entry("byte", "B"), Map.entry("bytes", "B"),
            Map.entry("KB", "KB"), Map.entry("MB", "MB"), Map.entry("GB", "GB"),
            Map.entry("KiB", "KiB"), Map.entry("MiB", "MiB"),
            Map.entry("bit/s", "bit/s"), Map.entry("bit", "bit/s"),
            Map.entry("Kbit/s", "Kbit/s"), Map.entry("Kbit", "Kbit/s"), Map.entry("Kbps", "Kbit/s"),
            Map.entry("Mbit/s", "Mbit/s"), Map.entry("Mbit", "Mbit/s"), Map.entry("Mbps", "Mbit/s"),
            Map.entry("Gbit/s", "Gbit/s"), Map.entry("Gbit", "Gbit/s"), Map.entry("Gbps", "Gbit/s"),
            Map.entry("%", "%"), Map.entry("percent", "%"));
    private static final Pattern STATED = pattern();

    private StatedNumbers() {
    }

    /**
     * A number stated with its unit.
     *
     * @param written as the text writes it, e.g. "128,690 bytes"
     * @param value the number, e.g. 128690
     * @param unit the unit it is compared as, e.g. "B"
     * @param offset where it starts in the text
     */
    public record Stated(String written, BigDecimal value, String unit, int offset) {
        /** Whether {@code other} states the same number in the same unit. */
        public boolean same(Stated other) {
            return unit.equals(other.unit) && value.compareTo(other.value) == 0;
        }
    }

    /** Every number with a unit, and every percentage, in {@code text}, in order. */
    public static List<Stated> in(String text) {
        List<Stated> out = new ArrayList<>();
        Matcher m = STATED.matcher(text);
        while (m.find()) {
            out.add(new Stated(m.group(), new BigDecimal(m.group(1).replace(",", "")), UNITS.get(m.group(2)), m.start()));
        }
        return out;
    }

    private static Pattern pattern() {
        // Longest spellings first, so "ms" is not read as "m" and "Mbit/s" not as "Mbit".
        List<String> words = new ArrayList<>(UNITS.keySet());
        words.sort((a, b) -> b.length() - a.length());
        StringBuilder units = new StringBuilder();
        for (String w : words) {
            units.append(units.length() == 0 ? "" : "|").append(Pattern.quote(w));
        }
        // Not inside a word or a longer number (p99, x86_64, 3.18.1); the unit ends its word.
        return Pattern.compile("(?<![\\w.,])(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)[ \\u00A0\\u202F]?("
                + units + ")(?![\\w/])");
    }
}
