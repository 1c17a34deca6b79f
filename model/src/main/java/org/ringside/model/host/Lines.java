package org.ringside.model.host;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reading the pieces of the tools' output lines: {@code key: value}, numbers and units. */
final class Lines {
    private static final Pattern TIME = Pattern.compile("(\\d+(?:\\.\\d+)?)(s|ms|us|ns)");
    private static final Pattern RATE = Pattern.compile("(\\d+(?:\\.\\d+)?)([KMGT]?)bit");

    private Lines() {
    }

    /** The key before the first colon of {@code key: value}, stripped, or empty. */
    static Optional<String> key(String line) {
        int colon = line.indexOf(':');
        return colon < 0 ? Optional.empty() : Optional.of(line.substring(0, colon).strip());
    }

    /** The first word after the first colon, or "" ({@code on} of {@code tso: on [fixed]}). */
    static String value(String line) {
        int colon = line.indexOf(':');
        String rest = colon < 0 ? "" : line.substring(colon + 1).strip();
        int space = rest.indexOf(' ');
        int tab = rest.indexOf('\t');
        int end = space < 0 ? tab : tab < 0 ? space : Math.min(space, tab);
        return end < 0 ? rest : rest.substring(0, end);
    }

    /** A whole non-negative number, or empty for anything else ({@code n/a}, an error). */
    static Optional<Long> number(String text) {
        return text.matches("\\d{1,18}") ? Optional.of(Long.parseLong(text)) : Optional.empty();
    }

    /** A time as tc prints it ({@code 5ms}, {@code 5.0ms}, {@code 100us}, {@code 10s}), in ns. */
    static Optional<Long> time(String text) {
        return scaled(TIME, text, Map.of("s", 1_000_000_000L, "ms", 1_000_000L, "us", 1_000L, "ns", 1L));
    }

    /** A rate as tc prints it ({@code 1Gbit}, {@code 550Kbit}), in bit/s. */
    static Optional<Long> rate(String text) {
        return scaled(RATE, text, Map.of("", 1L, "K", 1_000L, "M", 1_000_000L, "G", 1_000_000_000L, "T", 1_000_000_000_000L));
    }

    // A number, perhaps with a decimal part, then the unit word that scales it.
    private static Optional<Long> scaled(Pattern p, String text, Map<String, Long> units) {
        Matcher m = p.matcher(text);
        return m.matches() ? Optional.of(Math.round(Double.parseDouble(m.group(1)) * units.get(m.group(2)))) : Optional.empty();
    }

    /** The word after {@code name} in a line of words ({@code mtu 1500}), or empty. */
    static Optional<String> after(String line, String name) {
        String[] w = line.trim().split("\\s+");
        for (int i = 0; i + 1 < w.length; i++) {
            if (w[i].equals(name)) {
                return Optional.of(w[i + 1]);
            }
        }
        return Optional.empty();
    }
}
