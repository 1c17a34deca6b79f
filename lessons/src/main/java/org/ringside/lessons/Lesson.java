package org.ringside.lessons;

import java.util.List;

/**
 * A lesson: one idea of the transmit path in a few steps, with the runs and claims that keep
 * its words true to the model.
 *
 * @param id the lesson's id (lower-case words joined by -)
 * @param title its title
 * @param level beginner, intermediate or advanced
 * @param minutes about how long it takes
 * @param source the file it was read from, as messages name it
 * @param steps its steps, in order
 * @param runs the headless runs its claims read
 * @param claims the statements its text relies on
 * @param idLine the line of its {@code id} in the file
 */
public record Lesson(String id, String title, Level level, int minutes, String source, List<Step> steps,
        List<LessonRun> runs, List<Claim> claims, int idLine) {

    public Lesson {
        steps = List.copyOf(steps);
        runs = List.copyOf(runs);
        claims = List.copyOf(claims);
    }

    /** How much a lesson takes for granted. */
    public enum Level {
        BEGINNER, INTERMEDIATE, ADVANCED
    }

    /** The named run {@code name} (one the lesson's claims read). */
    public LessonRun run(String name) {
        return runs.stream().filter(r -> r.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no run " + name));
    }

    /**
     * Where an image a step names with a relative path lives: beside the lesson file, e.g.
     * {@code ring.png} in {@code ringside/lessons/ring-bufferbloat.md} is
     * {@code ringside/lessons/ring.png}.
     */
    public String resolve(String relative) {
        int slash = Math.max(source.lastIndexOf('/'), source.lastIndexOf('\\'));
        return slash < 0 ? relative : source.substring(0, slash + 1) + relative;
    }
}
