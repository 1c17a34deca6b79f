package org.ringside.lessons;

/**
 * A headless run the lesson's claims read, named so a claim can say {@code run(NAME).key}.
 *
 * @param name the run's name
 * @param setup the scenario it runs
 * @param durationNs how much simulated time it covers
 * @param line the line of the run in its lesson file
 */
public record LessonRun(String name, Setup setup, long durationNs, int line) {
}
