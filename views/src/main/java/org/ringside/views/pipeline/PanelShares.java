package org.ringside.views.pipeline;

/**
 * The five panels' shares of the picture's width, in stage order (sockets, qdisc, driver, TX
 * ring, wire), for a text size.
 */
final class PanelShares {
    /** The panels' share of the width, in stage order. */
    private static final double[] SHARES = {0.14, 0.31, 0.14, 0.24, 0.17};
    /** The qdisc's place in the order: it gives the width the panels of words take. */
    private static final int QDISC = 1;
    private static final int RING = 3;
    /** The wire's place in the order: the panel of words with width to spare at large text. */
    private static final int WIRE = 4;
    /** The least share the qdisc keeps when the ring widens. */
    private static final double QDISC_LEAST = 0.12;
    /** The stages whose panels are mostly lines of text. */
    private static final boolean[] MOSTLY_WORDS = {true, false, true, false, true};
    /** How much wider, at most, large text makes the panels of words. */
    private static final double MOST_WORDS_GROWTH = 1.2;

    private PanelShares() {
    }

    /**
     * Each stage's share of the width. Above the normal text size the stages that are mostly
     * words (sockets, driver, wire) widen, by the square root of the scale up to a fifth, out of
     * the qdisc's, whose rows are a drawing that any width shows: else their lines, fitted to the
     * panel, would shrink as the text is asked to grow. The ring keeps its share, so that its
     * circle is no smaller than at the normal text size (taken from it too, the circle went from
     * 230 to 130 pixels at 250 % text).
     */
    static double[] shares(double textScale) {
        double[] shares = SHARES.clone();
        if (textScale <= 1) {
            return shares;
        }
        double grow = Math.min(MOST_WORDS_GROWTH, Math.sqrt(textScale));
        double given = 0;
        for (int i = 0; i < shares.length; i++) {
            if (MOSTLY_WORDS[i]) {
                shares[i] *= grow;
                given += shares[i] - SHARES[i];
            }
        }
        shares[QDISC] -= given;
        return shares;
    }

    /**
     * Widens the ring's share to {@code least}, out of the qdisc's, as far as the qdisc keeps
     * {@link #QDISC_LEAST}: at large text the window's picture is narrower (the knobs take more of
     * it), and the circle keeps the width it had at the normal text size.
     */
    static void widenRing(double[] shares, double least) {
        double more = Math.max(0, Math.min(least - shares[RING], shares[QDISC] - QDISC_LEAST));
        shares[RING] += more;
        shares[QDISC] -= more;
    }

    /**
     * Widens each panel whose share is less than {@code least}, its words' least width (its title
     * at the size it had at the normal text size), out of the wire's and then the qdisc's
     * shares, as far as each keeps its own least and the qdisc {@link #QDISC_LEAST}: presented at
     * 125 % text on a 1920x1080 screen beside the switch port, the sockets' and the driver's
     * titles and the driver's gauge labels had no room and gave way, while the wire's few words
     * left half its panel empty.
     */
    static void giveWordsRoom(double[] shares, double[] least) {
        double[] keeps = least.clone();
        keeps[QDISC] = Math.max(keeps[QDISC], QDISC_LEAST);
        for (int i = 0; i < shares.length; i++) {
            for (int donor : new int[] {WIRE, QDISC}) {
                double more = Math.max(0, Math.min(least[i] - shares[i], shares[donor] - keeps[donor]));
                if (donor != i && more > 0) {
                    shares[i] += more;
                    shares[donor] -= more;
                }
            }
        }
    }
}
