package org.ringside.views.charts;

import java.awt.Paint;
import java.awt.Stroke;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.DefaultXYDataset;
import org.ringside.model.format.PrintableText;
import org.ringside.model.metrics.Decimator;
import org.ringside.model.metrics.PixelColumns;
import org.ringside.model.metrics.TimeSeries;

/**
 * Channels of a time series thinned to the picture's width and put into a chart dataset: the
 * bridge between the model's columns and JFreeChart. A chart of a million samples then holds
 * about two points per pixel column, and every spike still shows.
 */
final class ChannelLines {
    private final TimeSeries series;
    private final TimeWindow window;
    private final int columns;
    private final DefaultXYDataset dataset = new DefaultXYDataset();
    private double max = Double.NEGATIVE_INFINITY;
    private double min = Double.POSITIVE_INFINITY;
    private final List<String> names = new ArrayList<>();
    private final List<Decimator.Points> points = new ArrayList<>();
    private final List<Paint> paints = new ArrayList<>();
    private final List<Stroke> strokes = new ArrayList<>();

    ChannelLines(TimeSeries series, TimeWindow window, int columns) {
        this.series = series;
        this.window = window;
        this.columns = Math.max(1, columns);
    }

    /**
     * Adds a channel by key under a legend name, drawn in this paint and stroke; false (and
     * nothing added) if the series lacks the channel.
     */
    boolean add(String key, String name, Paint paint, Stroke stroke) {
        return add(series, key, name, paint, stroke);
    }

    /**
     * Adds a channel of another run's series, on this one's window and columns, so two runs
     * share one pair of axes; false (and nothing added) if that series lacks the channel.
     */
    boolean add(TimeSeries from, String key, String name, Paint paint, Stroke stroke) {
        int c = from.indexOf(key);
        if (c < 0) {
            return false;
        }
        Decimator.Points p = Decimator.minMax(from, c, window.fromNs(), window.toNs(), columns);
        for (int i = 0; i < p.size(); i++) {
            long t = p.timesNs()[i];
            if (t >= window.fromNs() && t <= window.toNs()) {
                max = Math.max(max, p.values()[i]);
                min = Math.min(min, p.values()[i]);
            }
        }
        names.add(name);
        points.add(p);
        paints.add(paint);
        strokes.add(stroke);
        return true;
    }

    /**
     * Adds a rate channel (throughput, utilisation) by key as its mean per pixel column: the
     * rate over each column's stretch of time, where a minimum and maximum would only show how
     * many whole frames happened to finish in each short sample interval. False (and nothing
     * added) if the series lacks the channel.
     */
    boolean addMeans(String key, String name, Paint paint, Stroke stroke) {
        return addMeans(series, key, name, paint, stroke);
    }

    /** {@link #addMeans(String, String, Paint, Stroke)} of another run's series, on this one's window and columns. */
    boolean addMeans(TimeSeries from, String key, String name, Paint paint, Stroke stroke) {
        int c = from.indexOf(key);
        if (c < 0) {
            return false;
        }
        Decimator.Points p = columnMeans(from, c, window, columns);
        for (int i = 0; i < p.size(); i++) {
            max = Math.max(max, p.values()[i]);
            min = Math.min(min, p.values()[i]);
        }
        names.add(name);
        points.add(p);
        paints.add(paint);
        strokes.add(stroke);
        return true;
    }

    /**
     * The mean of the samples in each pixel column of the window, placed at their mean time; a
     * column with one sample keeps it as it is, one with none is skipped (NaNs too).
     */
    static Decimator.Points columnMeans(TimeSeries series, int channel, TimeWindow window, int columns) {
        PixelColumns grid = window.columns(columns);
        long[] times = new long[columns];
        double[] values = new double[columns];
        int n = 0;
        int column = -1;
        double sum = 0;
        double timeSum = 0;
        int count = 0;
        for (int i = 0; i < series.size(); i++) {
            long t = series.timeNs(i);
            double v = series.value(channel, i);
            if (t < window.fromNs() || Double.isNaN(v)) {
                continue;
            }
            if (t > window.toNs()) {
                break;
            }
            int k = grid.of(t);
            if (k != column && count > 0) {
                times[n] = Math.round(timeSum / count);
                values[n++] = sum / count;
                sum = 0;
                timeSum = 0;
                count = 0;
            }
            column = k;
            sum += v;
            timeSum += t;
            count++;
        }
        if (count > 0) {
            times[n] = Math.round(timeSum / count);
            values[n++] = sum / count;
        }
        return new Decimator.Points(Arrays.copyOf(times, n), Arrays.copyOf(values, n));
    }

    /**
     * The stretch of time one point of {@link #addMeans} stands for: a pixel column, or a sample
     * interval where columns are shorter than that; 0 without two samples in the window.
     */
    static long meanSpanNs(TimeSeries series, TimeWindow window, int columns) {
        int first = -1;
        int last = -1;
        for (int i = 0; i < series.size(); i++) {
            long t = series.timeNs(i);
            if (t >= window.fromNs() && t <= window.toNs()) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        if (first < 0 || last == first) {
            return 0;
        }
        double interval = (double) (series.timeNs(last) - series.timeNs(first)) / (last - first);
        return Math.round(Math.max(interval, (double) window.spanNs() / columns));
    }

    /** Largest value inside the window over every added channel; NaN if none. */
    double max() {
        return max == Double.NEGATIVE_INFINITY ? Double.NaN : max;
    }

    /** Smallest value inside the window over every added channel; NaN if none. */
    double min() {
        return min == Double.POSITIVE_INFINITY ? Double.NaN : min;
    }

    int count() {
        return names.size();
    }

    /** Points kept for the i-th added channel. */
    int pointCount(int i) {
        return points.get(i).size();
    }

    /** Gives each added channel its paint and stroke, in order. */
    void style(XYLineAndShapeRenderer renderer) {
        for (int s = 0; s < names.size(); s++) {
            renderer.setSeriesPaint(s, paints.get(s));
            renderer.setSeriesStroke(s, strokes.get(s));
        }
    }

    /** The dataset in display units: time by {@code x}, values by {@code y}. */
    DefaultXYDataset dataset(UnitScale x, UnitScale y) {
        for (int s = 0; s < names.size(); s++) {
            Decimator.Points p = points.get(s);
            double[][] xy = new double[2][p.size()];
            for (int i = 0; i < p.size(); i++) {
                xy[0][i] = x.apply(p.timesNs()[i]);
                xy[1][i] = y.apply(p.values()[i]);
            }
            dataset.addSeries(PrintableText.of(names.get(s)), xy); // the legend shows it
        }
        return dataset;
    }
}
