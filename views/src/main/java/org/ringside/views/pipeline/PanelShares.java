package org.ringside.views.pipeline;

/**
 * The five panels' shares of the picture's width, in stage order (sockets, qdisc, driver, TX
 * ring, wire), for a text size.
 */
final class PanelShares {
    /** The panels' share of the width, in stage order. */
    private static final double[] SHARES = {0.14, 0.31, 0.14, 0.24, 0.17};
    /** The stages whose panels are mostly lines of text. */
    private static final boolean[] MOSTLY_WORDS = {true, false, true, false, true};
    /** How much wider, at most, large text makes the panels of words. */
    private static final double MOST_WORDS_GROWTH = 1.2;

    private PanelShares() {
    }

    /**
     * Each stage's share of the width. Above the normal text size the stages that are mostly
     * words (sockets, driver, wire) widen, by the square root of the scale up to a fifth, out of
     * the qdisc's and the ring's, which are mostly drawing: else their lines, fitted to the panel,
     * would shrink as the text is asked to grow. The fifth keeps the ring's circle readable.
     */
    static double[] shares(double textScale) {
        double[] shares = SHARES.clone();
        if (textScale <= 1) {
            return shares;
        }
        double grow = Math.min(MOST_WORDS_GROWTH, Math.sqrt(textScale));
        double words = 0;
        for (int i = 0; i < shares.length; i++) {
            if (MOSTLY_WORDS[i]) {
                shares[i] *= grow;
                words += shares[i];
            }
        }
        double drawings = 1 - words;
        double drawingsBefore = 0;
        for (int i = 0; i < SHARES.length; i++) {
            drawingsBefore += MOSTLY_WORDS[i] ? 0 : SHARES[i];
        }
        for (int i = 0; i < shares.length; i++) {
            if (!MOSTLY_WORDS[i]) {
                shares[i] *= drawings / drawingsBefore;
            }
        }
        return shares;
    }
}
