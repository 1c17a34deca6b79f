package org.ringside.views.charts;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.metrics.TimeSeries;

/**
 * Stretches of time during which a flag channel (stack XOFF, driver XOFF) was set, ready to be
 * shaded behind a chart.
 *
 * <p>A sample at time t_i with the flag set means the flag was up at some point since the
 * previous sample, so the stretch (t_{i-1}, t_i] is shaded. Stretches closer than one pixel
 * column merge, and each is at least one column wide, so a million samples give at most about
 * one band per column and a single short XOFF still shows.
 */
final class XoffBands {
    private XoffBands() {
    }

    /** Bands within the window, in time order; empty if the series lacks the channel. */
    static List<TimeWindow> of(TimeSeries series, String key, TimeWindow window, int columns) {
        List<TimeWindow> bands = new ArrayList<>();
        int c = series.indexOf(key);
        if (c < 0) {
            return bands;
        }
        double column = (double) window.spanNs() / Math.max(1, columns);
        long minWidth = Math.max(1, (long) Math.ceil(column));
        long start = Long.MIN_VALUE;
        long end = Long.MIN_VALUE;
        int n = series.size();
        for (int i = 0; i < n; i++) {
            double flag = series.value(c, i);
            if (!(flag > 0)) {
                continue;
            }
            long t = series.timeNs(i);
            long from = i > 0 ? series.timeNs(i - 1) : Math.min(t, window.fromNs());
            if (t < window.fromNs() || from > window.toNs()) {
                continue;
            }
            from = Math.max(from, window.fromNs());
            long to = Math.min(t, window.toNs());
            if (start != Long.MIN_VALUE && from - end <= minWidth) {
                end = Math.max(end, to);
            } else {
                if (start != Long.MIN_VALUE) {
                    bands.add(widen(start, end, minWidth, window));
                }
                start = from;
                end = to;
            }
        }
        if (start != Long.MIN_VALUE) {
            bands.add(widen(start, end, minWidth, window));
        }
        return bands;
    }

    private static TimeWindow widen(long from, long to, long minWidth, TimeWindow window) {
        if (to - from >= minWidth) {
            return new TimeWindow(from, to);
        }
        long mid = from + (to - from) / 2;
        long a = Math.max(window.fromNs(), mid - minWidth / 2);
        long b = Math.min(window.toNs(), a + minWidth);
        return new TimeWindow(Math.min(a, b - 1), b);
    }
}
