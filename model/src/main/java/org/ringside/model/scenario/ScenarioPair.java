package org.ringside.model.scenario;

import java.util.List;
import java.util.Objects;

/**
 * Two scenarios to run side by side, A and B, as a pair file holds them: A is the file, B the
 * file with its {@code compare:} block written over it. A plain scenario file has no pair.
 *
 * @param a the file's own settings
 * @param b the settings with the {@code compare:} block's keys written over A's
 * @param differences every knob whose value differs, in the order a file lists them
 */
public record ScenarioPair(Scenario a, Scenario b, List<KnobDifference> differences) {
    public ScenarioPair {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        differences = List.copyOf(differences);
    }

    /** The pair of two scenarios, with the knobs that differ between them. */
    public static ScenarioPair of(Scenario a, Scenario b) {
        return new ScenarioPair(a, b, KnobDifference.between(a, b));
    }
}
