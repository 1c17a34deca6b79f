package org.ringside.model.host;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.KnobDifference;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Problem;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioValidator;

/**
 * The scenario an import is building, and what became of each line of the host's file: used,
 * or left with a reason. A setting that would make the scenario invalid is left, with the
 * validator's words as the reason, and the scenario stays as it was. Each knob set remembers
 * the line it was last set from.
 */
final class Draft {
    private Scenario scenario;
    private final Set<Integer> used = new HashSet<>();
    private final Map<Integer, String> reasons = new TreeMap<>();
    private final Map<Integer, String> asides = new TreeMap<>();
    private final Map<Integer, String> remarks = new TreeMap<>();
    private final Map<String, Integer> takenFrom = new LinkedHashMap<>();
    private boolean adaptive;

    Draft(Scenario start) {
        scenario = start;
    }

    Scenario scenario() {
        return scenario;
    }

    /** The line went into the scenario. */
    void use(int line) {
        used.add(line);
    }

    /** The line went into the scenario, with something to say about how. */
    void use(int line, String remark) {
        used.add(line);
        remarks.put(line, remark);
    }

    /** The line is not used, for this reason (the first reason given stands). */
    void leave(int line, String reason) {
        reasons.putIfAbsent(line, reason);
    }

    /**
     * The line is no setting of the host's, or one the model has no place for (a counter, the
     * receive side, the driver's limits): said only when asked for every line.
     */
    void skip(int line, String reason) {
        asides.putIfAbsent(line, reason);
    }

    /** Why a line that is no setting was not used, if a reader said. */
    Optional<String> aside(int line) {
        return Optional.ofNullable(asides.get(line));
    }

    /**
     * A knob as it stands, for a note: {@code qdisc.kind pfifo_fast (the model's default)} when no
     * line set it, else its value and the line it was set from.
     */
    String standing(String key) {
        Knob k = Knobs.get(key);
        Integer from = takenFrom.get(key);
        return key + " " + k.format(k.get(scenario)) + (from == null ? " (the model's default)" : " (set from line " + from + ")");
    }

    boolean isUsed(int line) {
        return used.contains(line);
    }

    /** Why a line was left, if a reader said. */
    Optional<String> reason(int line) {
        return Optional.ofNullable(reasons.get(line));
    }

    /** The host moderates its TX interrupts adaptively (the line says so); the scenario's are fixed. */
    void adaptive() {
        adaptive = true;
    }

    boolean isAdaptive() {
        return adaptive;
    }

    /** Each knob set from the file, by its key, and the line it was last set from. */
    Map<String, Integer> taken() {
        return takenFrom;
    }

    /** What was said about a line that was used. */
    Map<Integer, String> remarks() {
        return remarks;
    }

    /** Sets a knob from a line, or leaves the line saying why not; true when set. */
    boolean set(String key, long value, int line) {
        Knob k = Knobs.get(key);
        Optional<String> range = k.rangeProblem(value);
        if (range.isPresent()) {
            leave(line, key + ": " + range.get() + " (allowed: " + k.allowed() + "): " + standing(key) + " stands");
            return false;
        }
        // A value the scenario had already is taken from the line too: the host has it.
        boolean changed = change(s -> k.set(s, value), line);
        if (changed) {
            takenFrom.put(key, line);
        }
        return changed;
    }

    /** Sets a knob from its word or amount as a scenario file writes it ({@code 5ms}, {@code fq_codel}). */
    boolean set(String key, String text, int line) {
        Knob k = Knobs.get(key);
        long value;
        try {
            value = k.parse(text);
        } catch (IllegalArgumentException e) {
            leave(line, key + ": " + e.getMessage() + " (allowed: " + k.allowed() + "): " + standing(key) + " stands");
            return false;
        }
        return set(key, value, line);
    }

    /** Makes a change from a line unless it would make the scenario invalid; true when made. */
    boolean change(UnaryOperator<Scenario> edit, int line) {
        Scenario next = edit.apply(scenario);
        List<Problem> before = ScenarioValidator.problems(scenario);
        Optional<Problem> problem = ScenarioValidator.problems(next).stream().filter(p -> !before.contains(p)).findFirst();
        if (problem.isPresent()) {
            leave(line, problem.get().toString());
            return false;
        }
        for (KnobDifference changed : KnobDifference.between(scenario, next)) {
            // The flows are the traffic's, not the host's.
            if (!changed.key().startsWith(Knobs.FLOWS.replace("[]", ""))) {
                takenFrom.put(changed.key(), line);
            }
        }
        scenario = next;
        use(line);
        return true;
    }
}
