package org.ringside.model.sweep;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One of {@code parts} equal parts of a sweep's combinations, for running a large sweep on
 * several machines at once (a cluster's job array): part {@code k} holds the combinations from
 * {@code floor((k-1)·T/N)} up to, not including, {@code floor(k·T/N)} in the plan's order, so
 * the parts are contiguous, cover every combination once and differ in size by one at most.
 *
 * @param part which part, from 1
 * @param parts how many parts, at least 1
 */
public record SweepShard(int part, int parts) {
    private static final Pattern FORM = Pattern.compile("(\\d{1,9})/(\\d{1,9})");

    public SweepShard {
        if (parts < 1 || part < 1 || part > parts) {
            throw new IllegalArgumentException(part + "/" + parts + " is not a part (allowed: K/N with 1 <= K <= N, e.g. 3/8)");
        }
    }

    /**
     * Reads {@code K/N}.
     *
     * @throws IllegalArgumentException one line saying what is allowed
     */
    public static SweepShard parse(String text) {
        Matcher m = FORM.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not K/N (allowed: the part and how many parts, e.g. 3/8)");
        }
        return new SweepShard(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    /**
     * The index of this part's first combination among {@code total}.
     *
     * @throws IllegalArgumentException when there are fewer combinations than parts
     */
    public int first(int total) {
        check(total);
        return (int) ((long) (part - 1) * total / parts);
    }

    /** How many combinations of {@code total} this part holds, at least one. */
    public int size(int total) {
        check(total);
        return (int) ((long) part * total / parts) - first(total);
    }

    private void check(int total) {
        if (total < parts) {
            throw new IllegalArgumentException(parts + " parts of " + total + " run" + (total == 1 ? "" : "s")
                    + " would leave a part empty (allowed: at most " + total + " parts)");
        }
    }

    @Override
    public String toString() {
        return part + "/" + parts;
    }
}
