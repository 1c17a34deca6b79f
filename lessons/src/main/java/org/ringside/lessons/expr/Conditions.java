package org.ringside.lessons.expr;

import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads a goal or claim the whole way before anything runs: it parses, reads keys that exist
 * ({@link KeyCheck}), never mixes kinds ({@link KindCheck}) and can fail ({@link CanFail}), even
 * under the table of relations between figures ({@link Relations}).
 */
public final class Conditions {
    private Conditions() {
    }

    /**
     * A task's goal over the running simulation's keys, {@code keys}.
     *
     * @throws ExprException for the first problem, at its column
     */
    public static Expr goal(String text, Set<String> keys) throws ExprException {
        Expr goal = ExprParser.parse(text);
        KeyCheck.checkGoal(goal, keys);
        return checked(goal);
    }

    /**
     * A claim over named runs ({@code runs}: each run's name to its summary's keys).
     *
     * @throws ExprException for the first problem, at its column
     */
    public static Expr claim(String text, Map<String, Set<String>> runs) throws ExprException {
        return claim(text, runs, null);
    }

    /**
     * A claim over named runs, refused too when the table of {@link Relations} alone makes it
     * hold, with what {@code facts} knows of each run by its settings.
     *
     * @throws ExprException for the first problem, at its column
     */
    public static Expr claim(String text, Map<String, Set<String>> runs, Function<String, Relations.RunFacts> facts)
            throws ExprException {
        Expr claim = ExprParser.parse(text);
        KeyCheck.checkClaim(claim, runs);
        return checked(claim, facts);
    }

    private static Expr checked(Expr condition) throws ExprException {
        return checked(condition, null);
    }

    private static Expr checked(Expr condition, Function<String, Relations.RunFacts> facts) throws ExprException {
        KindCheck.check(condition);
        var cannotFail = CanFail.whyNot(condition, Map.of(), facts);
        if (cannotFail.isPresent()) {
            throw cannotFail.get();
        }
        return condition;
    }
}
