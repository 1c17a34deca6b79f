package org.ringside.views.charts;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.metrics.PixelColumns;
import org.ringside.model.metrics.TimeSeries;

/**
 * When a flag channel (stack XOFF, driver XOFF) was mostly set, as bands to shade behind a chart,
 * plus the share of the whole window it was set.
 *
 * <p>A saturated queue under BQL flips XOFF on and off thousands of times a second; shading every
 * flagged sample would paint the whole plot and say nothing. So the window is cut into pixel
 * columns, the time the flag was up is added up per column, and a column is shaded only when
 * the flag was up for more than half of it ({@link #THRESHOLD}); neighbouring shaded columns
 * merge into one band. The legend says so. A million samples give at most one band per column.
 *
 * <p>A sample at time t_i with the flag set means the flag was up in (t_{i-1}, t_i].
 */
final class XoffBands {
    /** A column is shaded when the flag was up for more than this share of its time. */
    static final double THRESHOLD = 0.5;

    /**
     * @param fromNs start of the band
     * @param toNs end of the band
     */
    record Band(long fromNs, long toNs) {
    }

    private final List<Band> bands;
    private final double share;

    private XoffBands(List<Band> bands, double share) {
        this.bands = bands;
        this.share = share;
    }

    /** Shaded bands within the window, in time order. */
    List<Band> bands() {
        return bands;
    }

    /**
     * The share of the sampled time inside the window during which the flag was up, 0 to 1; 0
     * if the series lacks the channel or has no samples there.
     */
    double share() {
        return share;
    }

    /** The bands of the channel {@code key}; none if the series lacks it. */
    static XoffBands of(TimeSeries series, String key, TimeWindow window, int columns) {
        List<Band> bands = new ArrayList<>();
        int c = series.indexOf(key);
        if (c < 0 || columns < 1) {
            return new XoffBands(bands, 0);
        }
        PixelColumns grid = window.columns(columns);
        long[] up = new long[columns];
        long upTotal = 0;
        long sampled = 0;
        long from = window.fromNs();
        long to = window.toNs();
        int n = series.size();
        for (int i = 0; i < n; i++) {
            long t = series.timeNs(i);
            long prev = i > 0 ? series.timeNs(i - 1) : t;
            if (t < from || prev > to) {
                continue;
            }
            long a = Math.max(prev, from);
            long b = Math.min(t, to);
            sampled += Math.max(0, b - a);
            if (!(series.value(c, i) > 0) || b <= a) {
                // A flag at the very first instant has no duration: nothing to shade.
                continue;
            }
            upTotal += b - a;
            // The interval (a, b] spreads over the columns it overlaps.
            for (int col = grid.of(a); col <= grid.of(b); col++) {
                long overlap = Math.min(b, grid.start(col + 1)) - Math.max(a, grid.start(col));
                if (overlap > 0) {
                    up[col] += overlap;
                }
            }
        }
        int runStart = -1;
        for (int col = 0; col <= columns; col++) {
            boolean shaded = col < columns && up[col] > THRESHOLD * grid.width(col);
            if (shaded && runStart < 0) {
                runStart = col;
            } else if (!shaded && runStart >= 0) {
                bands.add(new Band(grid.start(runStart), Math.max(grid.start(col), grid.start(runStart) + 1)));
                runStart = -1;
            }
        }
        return new XoffBands(bands, sampled > 0 ? Math.min(1, (double) upTotal / sampled) : 0);
    }
}
