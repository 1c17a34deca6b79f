package org.ringside.model.sweep;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Scenario;

/**
 * One varied setting of a sweep and its values, in the order given: what
 * {@code --vary KEY=VALUES} asks for. VALUES is a comma-separated list of values as the scenario
 * format writes them ({@code 64,128,256}, {@code auto,off}, {@code 100us,1ms}), and each item of a
 * numeric key may also be a range: {@code A..B*F} multiplies by F from A up to at most B
 * ({@code 64..1024*2} is 64, 128, 256, 512, 1024), {@code A..B+S} adds S ({@code 1..4+1} is 1, 2,
 * 3, 4; {@code 100us..1ms+300us} is 100us, 400us, 700us, 1ms).
 *
 * @param key the setting
 * @param values its values in the model's units, in order, none twice
 */
public record SweepAxis(SweepKey key, List<Long> values) {

    public SweepAxis {
        Objects.requireNonNull(key, "key");
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException(key.key() + ": no values");
        }
    }

    /**
     * Reads {@code KEY=VALUES} for a sweep of {@code base}. A list longer than {@code limit}
     * values is refused before it is made in full.
     *
     * @throws IllegalArgumentException "what is wrong (allowed: ...)", one line naming the key
     */
    public static SweepAxis parse(String spec, Scenario base, long limit) {
        int eq = spec.indexOf('=');
        if (eq <= 0) {
            throw new IllegalArgumentException("'" + spec + "' is not KEY=VALUES (allowed: e.g. nic.ring_size=64,128,256"
                    + " or nic.ring_size=64..1024*2)");
        }
        SweepKey key = SweepKey.resolve(spec.substring(0, eq).strip(), base);
        return new SweepAxis(key, values(key, spec.substring(eq + 1), limit));
    }

    /** The values of a VALUES list for this key, in order. */
    static List<Long> values(SweepKey key, String text, long limit) {
        Knob knob = key.knob();
        if (text.isBlank()) {
            throw problem(key, "the list of values is empty", knob.allowed() + ", separated by commas");
        }
        Set<Long> values = new LinkedHashSet<>();
        for (String item : text.split(",", -1)) {
            String t = item.strip();
            if (t.isEmpty()) {
                throw problem(key, "'" + text + "' has an empty item", knob.allowed() + ", separated by commas");
            }
            for (long v : item(key, t, limit)) {
                if (!values.add(v)) {
                    throw problem(key, key.format(v) + " is listed twice", "each value once");
                }
                if (values.size() > limit) {
                    throw problem(key, "more than " + limit + " values", "at most " + limit + " runs in all");
                }
            }
        }
        return new ArrayList<>(values);
    }

    private static List<Long> item(SweepKey key, String t, long limit) {
        int dots = t.indexOf("..");
        if (dots < 0) {
            return List.of(value(key, t));
        }
        Knob knob = key.knob();
        String rangeForm = "A..B*F or A..B+S, e.g. 64..1024*2 or 1..8+1";
        if (!knob.kind().isNumeric()) {
            throw problem(key, "'" + t + "' is a range, but " + key.key() + " takes words",
                    knob.allowed() + ", separated by commas");
        }
        String rest = t.substring(dots + 2);
        int op = Math.max(rest.lastIndexOf('*'), rest.lastIndexOf('+'));
        if (op <= 0 || op == rest.length() - 1) {
            throw problem(key, "'" + t + "' is not a range", rangeForm);
        }
        long from = value(key, t.substring(0, dots));
        long to = value(key, rest.substring(0, op));
        if (to < from) {
            throw problem(key, "'" + t + "' ends below its start", rangeForm + ", with A at most B");
        }
        String by = rest.substring(op + 1).strip();
        List<Long> out = new ArrayList<>();
        if (rest.charAt(op) == '*') {
            long factor = factor(key, t, by);
            if (from == 0) {
                throw problem(key, "'" + t + "' multiplies from 0", "A above 0 in A..B*F");
            }
            for (long v = from; v <= to; v = v > to / factor ? to + 1 : v * factor) {
                add(out, v, key, limit);
            }
        } else {
            long step;
            try {
                step = knob.parseAmount(by);
            } catch (IllegalArgumentException e) {
                throw problem(key, "'" + t + "': " + e.getMessage(), "a step above 0 in " + unitsOf(knob));
            }
            if (step == 0) {
                throw problem(key, "'" + t + "' steps by 0", "a step above 0 in A..B+S");
            }
            for (long v = from; v <= to; v = v > to - step ? to + 1 : v + step) {
                add(out, v, key, limit);
            }
        }
        return out;
    }

    private static long factor(SweepKey key, String t, String by) {
        long factor;
        try {
            factor = Long.parseLong(by);
        } catch (NumberFormatException e) {
            factor = 0;
        }
        if (factor < 2) {
            throw problem(key, "'" + t + "' multiplies by " + by, "a whole factor of 2 or more in A..B*F");
        }
        return factor;
    }

    private static void add(List<Long> out, long v, SweepKey key, long limit) {
        out.add(v);
        if (out.size() > limit) {
            throw problem(key, "more than " + limit + " values", "at most " + limit + " runs in all");
        }
    }

    private static long value(SweepKey key, String t) {
        try {
            return key.knob().parse(t);
        } catch (IllegalArgumentException e) {
            throw problem(key, e.getMessage(), key.knob().allowed());
        }
    }

    private static String unitsOf(Knob knob) {
        return knob.kind().units().isEmpty() ? "whole numbers" : knob.kind().units();
    }

    private static IllegalArgumentException problem(SweepKey key, String what, String allowed) {
        return new IllegalArgumentException(key.key() + ": " + what + " (allowed: " + allowed + ")");
    }

    /** The values as the scenario format writes them. */
    public List<String> labels() {
        return values.stream().map(key::format).toList();
    }
}
