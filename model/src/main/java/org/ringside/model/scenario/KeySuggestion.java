package org.ringside.model.scenario;

import java.util.Collection;
import java.util.Optional;

/** Finds the known word closest to a misspelt one, so an error can say "did you mean ...?". */
public final class KeySuggestion {
    private KeySuggestion() {
    }

    /**
     * The candidate nearest to {@code word} by edit distance, if it is near enough to be a
     * likely typo: one edit for words of up to four letters, two for longer ones. Ties go to
     * the earlier candidate.
     */
    public static Optional<String> closest(String word, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(word.toLowerCase(java.util.Locale.ROOT), c);
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        int limit = word.length() <= 4 ? 1 : 2;
        return bestDistance <= limit ? Optional.ofNullable(best) : Optional.empty();
    }

    /** Levenshtein distance, with a swap of two neighbours counted as one edit. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
            }
        }
        return d[a.length()][b.length()];
    }
}
