package org.ringside.lessons;

import org.ringside.lessons.expr.Relations;

/**
 * A headless run the lesson's claims read, named so a claim can say {@code run(NAME).key}.
 *
 * @param name the run's name
 * @param setup the scenario it runs
 * @param durationNs how much simulated time it covers
 * @param line the line of the run in its lesson file
 */
public record LessonRun(String name, Setup setup, long durationNs, int line) {
    /** What the table of relations between figures knows of this run by its settings. */
    public Relations.RunFacts facts() {
        return new Relations.RunFacts(durationNs, setup.scenario().link().rateBps());
    }

    /**
     * Whether {@code other} resolves to the same settings for the same time, so the model gives
     * both the same figures (the scenario's name aside).
     */
    public boolean twinOf(LessonRun other) {
        return durationNs == other.durationNs && setup.scenario().withName("").withDurationNs(0)
                .equals(other.setup.scenario().withName("").withDurationNs(0));
    }
}
