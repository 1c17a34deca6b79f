package org.ringside.lessons;

import java.util.Map;

/**
 * The change under which a claim must not hold: what shows that the claim is about what the
 * lesson teaches and not about the figures' nature. {@code lessons check} runs the claim again
 * with each run it reads replaced ({@code contrast: { set: { bql: { mode: off } } }} changes every
 * one of them; {@code contrast: { run: off }} reads another run of the lesson instead) and fails
 * the lesson when the claim still holds there. A claim that cannot have one (a published figure
 * the model reproduces) says so, {@code contrast: none} with a {@code reason}.
 *
 * @param replaced each run the claim reads, by name, to the run read in its place; empty for none
 * @param words the contrast in words, as a report says it holds "too" ("without BQL",
 *     "with bql.mode changed", "in run(off)")
 * @param reason why the claim has no contrast, or null when it has one
 */
public record Contrast(Map<String, LessonRun> replaced, String words, String reason) {
    public Contrast {
        replaced = Map.copyOf(replaced);
    }

    /** A claim without a contrast, for {@code reason}. */
    public static Contrast none(String reason) {
        return new Contrast(Map.of(), "", reason);
    }

    /** Whether the claim has a contrast to run. */
    public boolean runs() {
        return reason == null;
    }
}
