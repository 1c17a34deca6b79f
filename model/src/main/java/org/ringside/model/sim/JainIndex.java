package org.ringside.model.sim;

/**
 * Jain's fairness index, (sum x)^2 / (n * sum x^2): 1 when every stream gets the same rate, 1/n
 * when one gets everything.
 */
final class JainIndex {
    private JainIndex() {
    }

    /** Jain's index over the rates, or null when there are none or all are 0. */
    static Double jain(double[] rates) {
        double sum = 0;
        double squares = 0;
        for (double x : rates) {
            sum += x;
            squares += x * x;
        }
        if (rates.length == 0 || squares == 0) {
            return null;
        }
        return sum * sum / (rates.length * squares);
    }
}
