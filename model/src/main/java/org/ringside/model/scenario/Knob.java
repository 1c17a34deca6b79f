package org.ringside.model.scenario;

import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;

/**
 * One setting of a scenario, described once: the scenario loader and validator, the control
 * panel, the tooltips and the format documentation all read it from {@link Knobs}.
 *
 * <p>Numbers are in the model's units: nanoseconds for durations, bit/s for rates, bytes,
 * plain counts. A boolean is 0 or 1 and a choice is the index of its word in {@link #choices()},
 * so every knob but a text one has a numeric range a slider can use.
 *
 * @param key the path in a scenario file, e.g. {@code nic.ring_size} or {@code flows[].size}
 * @param kind how the value is written and read
 * @param min smallest value allowed on its own (some knobs are further bound by others, e.g.
 *     gso_max_size by the MTU; {@link ScenarioValidator} checks those)
 * @param max largest value allowed on its own
 * @param defaultValue the value when a file leaves the key out
 * @param step a sensible slider step, in the same unit
 * @param choices the words of a choice knob, in index order; empty for other kinds
 * @param defaultText the default as a scenario file would write it
 * @param tooltip one sentence a student can read
 * @param linuxCommand the Linux command that sets it on a real machine, or "" if there is none
 * @param apply how a new value reaches a running simulation
 * @param scenarioLens how the value is read from and written into a scenario (top-level and
 *     section knobs; {@link Lens#unbound} for text and per-flow knobs)
 * @param flowLens how the value is read from and written into one flow (per-flow knobs but
 *     kind and name; {@link Lens#unbound} for the others)
 */
public record Knob(String key, KnobKind kind, long min, long max, long defaultValue, long step,
        List<String> choices, String defaultText, String tooltip, String linuxCommand,
        Apply apply, Lens<Scenario> scenarioLens, Lens<Flow> flowLens) {

    /** How a changed value reaches a running simulation, as Linux lets it change. */
    public enum Apply {
        /** Changed between two steps, as sysfs, {@code ethtool -C} or {@code tc} change it at run time. */
        LIVE("live"),
        /** Changed by resetting the ring, as {@code ethtool -G} and {@code ip link set mtu} do:
         * the packets in it are dropped. */
        RESETS_RING("resets the ring"),
        /** Takes effect only in a new run from time 0. */
        RESTART("restarts the run");

        private final String words;

        Apply(String words) {
            this.words = words;
        }

        /** How the format documentation and the tooltips say it: {@code live}, {@code resets the ring}. */
        public String words() {
            return words;
        }
    }

    /** Choice knobs with more words than this say their first and last word, not every one. */
    static final int LONGEST_LISTED = 12;

    public Knob {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(defaultText, "defaultText");
        Objects.requireNonNull(tooltip, "tooltip");
        Objects.requireNonNull(linuxCommand, "linuxCommand");
        Objects.requireNonNull(apply, "apply");
        Objects.requireNonNull(scenarioLens, "scenarioLens");
        Objects.requireNonNull(flowLens, "flowLens");
        choices = List.copyOf(choices);
        if (min > max || defaultValue < min || defaultValue > max) {
            throw new IllegalArgumentException(key + ": default " + defaultValue
                    + " outside " + min + ".." + max);
        }
        if ((kind == KnobKind.CHOICE) != !choices.isEmpty()) {
            throw new IllegalArgumentException(key + ": choices go with choice knobs only");
        }
    }

    /** The same knob with another default, as a file would write it. */
    Knob withDefault(long value, String text) {
        return new Knob(key, kind, min, max, value, step, choices, text, tooltip, linuxCommand, apply,
                scenarioLens, flowLens);
    }

    /** The same knob, bound to a scenario: how it is read, written and applied to a run. */
    Knob bind(Apply how, Lens<Scenario> lens) {
        return new Knob(key, kind, min, max, defaultValue, step, choices, defaultText, tooltip, linuxCommand,
                how, lens, flowLens);
    }

    /** The same knob, bound to a flow; a flow change always restarts the run. */
    Knob bindFlow(Lens<Flow> lens) {
        return new Knob(key, kind, min, max, defaultValue, step, choices, defaultText, tooltip, linuxCommand,
                Apply.RESTART, scenarioLens, lens);
    }

    /** Whether {@link #get(Scenario)} and {@link #set(Scenario, long)} work: every scalar knob but name. */
    public boolean bindsScenario() {
        return scenarioLens.bound();
    }

    /** Whether {@link #get(Flow)} and {@link #set(Flow, long)} work: every per-flow knob but kind and name. */
    public boolean bindsFlow() {
        return flowLens.bound();
    }

    /** The value in a scenario, in the model's units. */
    public long get(Scenario s) {
        return scenarioLens.get(s);
    }

    /**
     * The scenario with this knob set to {@code value}; other knobs keep theirs except where
     * one value stands for several (bql.limit sets limit_min and limit_max in mode fixed). No
     * range is checked: {@link ScenarioValidator} checks the result.
     *
     * @throws IllegalArgumentException if the value cannot be held at all (bql.hold_time in
     *     parts of a millisecond, a count beyond an int)
     */
    public Scenario set(Scenario s, long value) {
        return scenarioLens.set(s, value);
    }

    /** The value in a flow, in the model's units. */
    public long get(Flow f) {
        return flowLens.get(f);
    }

    /** The flow with this knob set to {@code value}, unchecked as {@link #set(Scenario, long)}. */
    public Flow set(Flow f, long value) {
        return flowLens.set(f, value);
    }

    /**
     * The key as written inside its section: {@code ring_size}; a key of a map within the section
     * keeps that map's name, {@code fq.quantum} for {@code qdisc.fq.quantum}.
     */
    public String name() {
        return key.substring(key.indexOf('.') + 1);
    }

    /** The section the key sits in: "" for top-level keys, {@code nic}, {@code flows[]}. */
    public String section() {
        int dot = key.indexOf('.');
        return dot < 0 ? "" : key.substring(0, dot);
    }

    /** Whether a Linux command sets this knob. */
    public boolean hasLinuxCommand() {
        return !linuxCommand.isEmpty();
    }

    /**
     * Reads a value as a scenario file writes it and checks it against {@link #min()} and
     * {@link #max()}.
     *
     * @return the value in the model's units (0/1 for a boolean, the word's index for a choice)
     * @throws IllegalArgumentException with a message saying what is wrong (the caller adds
     *     the key and {@link #allowed()})
     */
    public long parse(String text) {
        String t = text.strip();
        switch (kind) {
            case BOOLEAN:
                return parseBoolean(t);
            case CHOICE:
                return parseChoice(t);
            case TEXT:
                throw new IllegalArgumentException(key + " is text, not a number");
            default:
                break;
        }
        BigInteger v = amount(t);
        if (v.compareTo(BigInteger.valueOf(min)) < 0 || v.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new IllegalArgumentException(t + " is out of range");
        }
        return v.longValueExact();
    }

    /**
     * Reads a number written in this knob's units ({@code 100us}, {@code 1Gbit}, {@code 64})
     * without checking it against the knob's range: a difference between two values, such as
     * the step of a range, need not be a value itself.
     *
     * @return the amount in the model's units
     * @throws IllegalArgumentException when the text is no such number, is negative or does not
     *     fit a long, or when the knob is not numeric
     */
    public long parseAmount(String text) {
        if (!kind.isNumeric()) {
            throw new IllegalArgumentException(key + " takes " + kind.typeName() + "s, not amounts");
        }
        String t = text.strip();
        BigInteger v = amount(t);
        if (v.signum() < 0 || v.bitLength() > 63) {
            throw new IllegalArgumentException(t + " is out of range");
        }
        return v.longValueExact();
    }

    private BigInteger amount(String t) {
        return switch (kind) {
            case DURATION -> Units.parseDuration(t);
            case FINE_DURATION -> Units.parseFineDuration(t);
            case RATE -> Units.parseRate(t);
            case BYTES -> Units.parseBytes(t);
            default -> Units.parseWhole(t);
        };
    }

    private long parseBoolean(String t) {
        switch (t.toLowerCase(Locale.ROOT)) {
            case "true": case "on": case "yes":
                return 1;
            case "false": case "off": case "no":
                return 0;
            default:
                throw new IllegalArgumentException("expected true or false, got " + t);
        }
    }

    private long parseChoice(String t) {
        int i = choices.indexOf(t);
        if (i >= 0) {
            return i;
        }
        // A YAML 1.1 reader turns a bare `off` into false; take it back.
        if ((t.equals("false") || t.equals("False") || t.equals("FALSE")) && choices.contains("off")) {
            return choices.indexOf("off");
        }
        String hint = KeySuggestion.closest(t, choices).map(c -> ", did you mean " + c + "?").orElse("");
        throw new IllegalArgumentException("unknown word " + t + hint);
    }

    /** The word for a choice index. */
    public String choice(long index) {
        return choices.get(Math.toIntExact(index));
    }

    /** The index of a choice word. */
    public long indexOf(String word) {
        int i = choices.indexOf(word);
        if (i < 0) {
            throw new IllegalArgumentException(key + " has no choice " + word);
        }
        return i;
    }

    /** A value as a scenario file writes it: {@code 100us}, {@code 1Gbit}, {@code 256}, {@code true}, a word. */
    public String format(long value) {
        return switch (kind) {
            case DURATION -> Durations.scenario(value);
            case FINE_DURATION -> Durations.scenarioPs(value);
            case RATE -> Rates.scenario(value);
            case BOOLEAN -> value != 0 ? "true" : "false";
            case CHOICE -> choice(value);
            default -> Long.toString(value);
        };
    }

    /** The problem with a value in the model's units, if it is out of this knob's own range. */
    public Optional<String> rangeProblem(long value) {
        if (value < min || value > max) {
            return Optional.of(format(value) + " is out of range");
        }
        return Optional.empty();
    }

    /** What may be written, for messages and the documentation: {@code 8 to 16384}, {@code auto, fixed, off}. */
    public String allowed() {
        return switch (kind) {
            case BOOLEAN -> "true, false";
            // A long list (the kernel's releases) shows its ends, in order, so the pattern reads.
            case CHOICE -> choices.size() > LONGEST_LISTED
                    ? String.join(", ", choices.subList(0, 2)) + ", … " + String.join(", ",
                            choices.subList(choices.size() - 2, choices.size())) + " (" + choices.size() + " in all)"
                    : String.join(", ", choices);
            case TEXT -> min + " to " + max + " characters on one line";
            default -> format(min) + " to " + format(max);
        };
    }

    /** The problem with a text value, if any (text knobs only). */
    public Optional<String> textProblem(String text) {
        if (text.isBlank()) {
            return Optional.of("empty");
        }
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
            return Optional.of("contains a line break");
        }
        int length = text.codePointCount(0, text.length());
        if (length < min || length > max) {
            return Optional.of("has " + length + " characters");
        }
        return Optional.empty();
    }
}
