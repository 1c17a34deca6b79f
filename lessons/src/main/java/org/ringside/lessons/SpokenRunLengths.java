package org.ringside.lessons;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringside.model.format.Durations;

/**
 * The lengths of run a step's words speak of, "in four seconds", "over the first 20 ms", "within
 * {{ const: 2 s }}", held to the step's scenario: the window's run of the step stops at the
 * scenario's end, so a text that speaks of a longer run describes what the student cannot see.
 * Only a length after "in", "over", "within", "for" or "during" (and an optional "the first",
 * "the same", "the whole") counts: "waits more than 80 ms" is a measurement, not a length of
 * run. {@code ringside lessons check} fails each one found.
 */
public final class SpokenRunLengths {
    private static final Map<String, Integer> WORDS = Map.of("one", 1, "two", 2, "three", 3, "four", 4, "five", 5,
            "six", 6, "seven", 7, "eight", 8, "nine", 9, "ten", 10);
    private static final Map<String, Long> UNIT_NS = Map.of("s", 1_000_000_000L, "second", 1_000_000_000L,
            "seconds", 1_000_000_000L, "ms", 1_000_000L, "millisecond", 1_000_000L, "milliseconds", 1_000_000L);
    private static final Pattern LENGTH = Pattern.compile("(?i)\\b(?:in|over|within|for|during)\\s+(?:the\\s+"
            + "(?:first|same|whole)\\s+)?(?:\\{\\{\\s*const:\\s*)?(\\d+(?:\\.\\d+)?|" + String.join("|", WORDS.keySet())
            + ")\\s*(seconds|second|milliseconds|millisecond|ms|s)\\b");

    private SpokenRunLengths() {
    }

    /**
     * A length of run a step's words speak of that its scenario does not last.
     *
     * @param line the line of the lesson file it is on
     * @param step the step's id
     * @param words the words as written, e.g. "in four seconds"
     * @param lengthNs the length they speak of
     * @param endNs where the step's scenario ends
     */
    public record Finding(int line, String step, String words, long lengthNs, long endNs) {
        /** The finding in words, after the file and line. */
        public String message() {
            return "step " + step + " speaks of " + Durations.scenario(lengthNs) + " (\"" + words.replaceAll("\\s+", " ")
                    + "\"), but its scenario ends at " + Durations.scenario(endNs)
                    + ", where the window stops its run; give the step set: { duration: "
                    + Durations.scenario(lengthNs) + " }";
        }
    }

    /** Every length of run that a step's text, asks or hints speak of past its scenario's end, in file order. */
    public static List<Finding> findings(Lesson lesson) {
        List<Finding> out = new ArrayList<>();
        for (Step step : lesson.steps()) {
            long endNs = step.start().scenario().durationNs();
            List<LiveText> texts = new ArrayList<>(List.of(step.text()));
            for (Task task : step.tasks()) {
                texts.add(task.askText());
                texts.addAll(task.hintTexts());
            }
            for (LiveText text : texts) {
                Matcher m = LENGTH.matcher(text.source());
                while (m.find()) {
                    long ns = nanoseconds(m.group(1), m.group(2));
                    if (ns > endNs) {
                        out.add(new Finding(text.lineOf(m.start()), step.id(), m.group(), ns, endNs));
                    }
                }
            }
        }
        return out;
    }

    private static long nanoseconds(String number, String unit) {
        String n = number.toLowerCase(Locale.ROOT);
        BigDecimal value = WORDS.containsKey(n) ? BigDecimal.valueOf(WORDS.get(n)) : new BigDecimal(n);
        return value.multiply(BigDecimal.valueOf(UNIT_NS.get(unit.toLowerCase(Locale.ROOT)))).longValue();
    }
}
