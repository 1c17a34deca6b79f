package org.ringside.lessons;

import org.ringside.lessons.expr.Expr;

/**
 * A statement a lesson's text relies on, as a condition over the lesson's named runs, e.g.
 * {@code run(bql_on).ring_bytes.mean <= 0.2 * run(bql_off).ring_bytes.mean}.
 *
 * @param says the sentence of the lesson it backs, which may embed live numbers ({@link LiveText})
 * @param checkText the condition as written
 * @param check the condition, parsed
 * @param line the line of the claim in its lesson file
 * @param contrast the change under which it must not hold, or null when the claim names none
 */
public record Claim(LiveText says, String checkText, Expr check, int line, Contrast contrast) {
}
