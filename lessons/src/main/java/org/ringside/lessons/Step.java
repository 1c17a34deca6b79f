package org.ringside.lessons;

import java.util.List;

/**
 * One step of a lesson: its text, the scenario it starts from, what it does to the window and
 * what it asks.
 *
 * @param id the step's id, unique in its lesson
 * @param title the step's title: the first line of its text when that is a heading, else its id
 * @param text the step's text, CommonMark with live numbers and constants marked, without the
 *     {@code ## Step:} line
 * @param start the scenario the step loads (the window resets to it when the step starts)
 * @param actions what the step does when it starts, in order
 * @param tasks what it asks the student, in order
 * @param line the line of the step in its lesson file's header
 */
public record Step(String id, String title, LiveText text, Setup start, List<Action> actions, List<Task> tasks,
        int line) {

    public Step {
        actions = List.copyOf(actions);
        tasks = List.copyOf(tasks);
    }

    /** The step's text as written, marks and all. */
    public String markdown() {
        return text.source();
    }
}
