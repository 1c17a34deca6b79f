package org.ringside.lessons;

import java.util.List;

/**
 * A change outside a task's {@code allow} that its author lists because it would reach the goal
 * otherwise; {@code lessons check} runs it to show the task refuses it.
 *
 * @param setup the step's scenario with the route's change applied
 * @param changes the knobs it changes from the step's start, in the table's order
 * @param line the line of the route in its lesson file
 */
public record ForbiddenRoute(Setup setup, List<String> changes, int line) {
    public ForbiddenRoute {
        changes = List.copyOf(changes);
    }
}
