package org.ringside.views.charts;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.metrics.TimeSeries;

/**
 * When a flag channel (stack XOFF, driver XOFF) was set, as bands to shade behind a chart, each
 * with the share of its time the flag was up, so a queue stopped now and then reads lighter
 * than one stopped all the time.
 *
 * <p>A sample at time t_i with the flag set means the flag was up in (t_{i-1}, t_i]. That time is
 * added up per pixel column; the column's share is rounded up to a quarter (so one brief XOFF
 * still shows), and neighbouring columns with the same share merge into one band. A million
 * samples give at most one band per column.
 */
final class XoffBands {
    /** Shares are rounded up to these steps. */
    static final int STEPS = 4;

    /**
     * @param fromNs start of the band
     * @param toNs end of the band
     * @param share of the band's time the flag was up, rounded up to a quarter: 0.25 to 1
     */
    record Band(long fromNs, long toNs, double share) {
    }

    private XoffBands() {
    }

    /** Bands within the window, in time order; empty if the series lacks the channel. */
    static List<Band> of(TimeSeries series, String key, TimeWindow window, int columns) {
        List<Band> bands = new ArrayList<>();
        int c = series.indexOf(key);
        if (c < 0 || columns < 1) {
            return bands;
        }
        double width = (double) window.spanNs() / columns;
        double[] up = new double[columns];
        long from = window.fromNs();
        long to = window.toNs();
        int n = series.size();
        for (int i = 0; i < n; i++) {
            if (!(series.value(c, i) > 0)) {
                continue;
            }
            long t = series.timeNs(i);
            long prev = i > 0 ? series.timeNs(i - 1) : t;
            if (t < from || prev > to) {
                continue;
            }
            double a = Math.max(prev, from) - from;
            double b = Math.min(t, to) - from;
            int first = Math.min(columns - 1, (int) (a / width));
            if (b <= a) {
                // A flag at the very first sample: count it as a sliver so it still shows.
                up[first] += Math.min(width, 1);
                continue;
            }
            int last = Math.min(columns - 1, (int) (b / width));
            if (first == last) {
                up[first] += b - a;
                continue;
            }
            for (int col = first; col <= last; col++) {
                double overlap = Math.min(b, (col + 1) * width) - Math.max(a, col * width);
                if (overlap > 0) {
                    up[col] += overlap;
                }
            }
        }
        int runStart = -1;
        int runStep = 0;
        for (int col = 0; col <= columns; col++) {
            int step = col == columns ? 0 : step(up[col] / width);
            if (step != runStep) {
                if (runStep > 0) {
                    bands.add(band(window, width, columns, runStart, col, runStep));
                }
                runStart = col;
                runStep = step;
            }
        }
        return bands;
    }

    /** 0 for never, else 1 to {@link #STEPS}: the share rounded up to a quarter. */
    private static int step(double share) {
        if (!(share > 0)) {
            return 0;
        }
        return (int) Math.min(STEPS, Math.ceil(share * STEPS - 1e-9));
    }

    private static Band band(TimeWindow window, double width, int columns, int fromCol, int toCol, int step) {
        long from = window.fromNs() + Math.round(fromCol * width);
        long to = toCol == columns ? window.toNs() : window.fromNs() + Math.round(toCol * width);
        return new Band(from, Math.max(to, from + 1), (double) step / STEPS);
    }
}
