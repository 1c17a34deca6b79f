package org.ringside.lessons.expr;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Checks, before anything runs, that every key an expression reads exists: that each
 * {@code run(NAME)} names a run the lesson defines and each key is in that run's summary.
 */
public final class KeyCheck {
    private KeyCheck() {
    }

    /**
     * Checks a goal: it reads the running simulation's keys, {@code keys}, without {@code run( )}.
     *
     * @throws ExprException naming the first unknown key, or a {@code run( )}, at its column
     */
    public static void checkGoal(Expr goal, Set<String> keys) throws ExprException {
        for (Expr.Key k : goal.keys()) {
            if (k.run() != null) {
                throw new ExprException(k.column(), "a goal reads the running simulation's keys: write " + k.key()
                        + " without run(" + k.run() + ")");
            }
            known(k, keys);
        }
    }

    /**
     * Checks a claim: every key names one of {@code runs} (run name to its summary's keys).
     *
     * @throws ExprException naming the first key without a run, unknown run or unknown key
     */
    public static void checkClaim(Expr claim, Map<String, Set<String>> runs) throws ExprException {
        String names = runs.isEmpty() ? "the lesson defines none under runs:" : String.join(", ", runs.keySet());
        for (Expr.Key k : claim.keys()) {
            if (k.run() == null) {
                throw new ExprException(k.column(), "a claim reads a named run: write run(NAME)." + k.key()
                        + " (runs: " + names + ")");
            }
            Set<String> keys = runs.get(k.run());
            if (keys == null) {
                throw new ExprException(k.column(), "there is no run " + k.run() + " (runs: " + names + ")");
            }
            known(k, keys);
        }
    }

    private static void known(Expr.Key k, Set<String> keys) throws ExprException {
        if (!keys.contains(k.key())) {
            throw new ExprException(k.column(), "unknown summary key " + k.key() + closest(k.key(), keys)
                    .map(c -> ", did you mean " + c + "?").orElse(""));
        }
    }

    /** The known key nearest to {@code key} in edit distance, if it is near enough to be a typo. */
    static Optional<String> closest(String key, Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known) {
            int d = distance(key, candidate);
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return best != null && bestDistance <= Math.max(2, key.length() / 4) ? Optional.of(best) : Optional.empty();
    }

    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
