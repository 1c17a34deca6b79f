package org.ringside.lessons.expr;

import java.util.Collection;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Checks, before anything runs, that every key an expression reads exists: that each
 * {@code run(NAME)} names a run the lesson defines and each key is in that run's summary.
 */
public final class KeyCheck {
    private KeyCheck() {
    }

    /**
     * Checks {@code condition}'s keys.
     *
     * @param keysOf the keys of a run's summary by the run's name (null for the run at hand); an
     *     empty optional when there is no such run
     * @param runs the names of the runs, for the message when one is unknown
     * @throws ExprException naming the first unknown run or key, at its column
     */
    public static void check(Expr condition, Function<String, Optional<Set<String>>> keysOf, Collection<String> runs)
            throws ExprException {
        for (Expr.Key k : condition.keys()) {
            Optional<Set<String>> keys = keysOf.apply(k.run());
            if (keys.isEmpty()) {
                if (k.run() == null) {
                    throw new ExprException(k.column(), "a claim reads a named run: write run(NAME)." + k.key()
                            + " (runs: " + String.join(", ", runs) + ")");
                }
                throw new ExprException(k.column(), runs.isEmpty()
                        ? "there is no run " + k.run() + "; a goal reads the running simulation's keys without run( )"
                        : "there is no run " + k.run() + " (runs: " + String.join(", ", runs) + ")");
            }
            if (!keys.get().contains(k.key())) {
                throw new ExprException(k.column(), "unknown summary key " + k.key() + closest(k.key(), keys.get())
                        .map(c -> ", did you mean " + c + "?").orElse(""));
            }
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
