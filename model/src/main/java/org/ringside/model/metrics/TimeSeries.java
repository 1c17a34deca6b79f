package org.ringside.model.metrics;

import java.util.Arrays;
import java.util.List;

/**
 * Sampled observables over time, column by column, in bounded memory.
 *
 * <p>Rows are appended in time order. When {@code maxRows} is reached the series is coarsened:
 * neighbouring rows are merged pairwise (each channel by its {@link Merge} rule) and from then
 * on every second offered row is merged into the previous one, so a run of any length keeps at
 * most {@code maxRows} rows and the time step doubles instead.
 */
public final class TimeSeries {
    private final List<Channel> channels;
    private final int maxRows;
    private long[] time;
    private double[][] values;
    private int rows;
    /** Rows offered per stored row: 1, 2, 4, ... */
    private long stride = 1;
    /** Rows offered since the last stored row began. */
    private long pending;

    /**
     * @param channels the columns besides time
     * @param maxRows most rows kept (at least 2; rounded up to even)
     */
    public TimeSeries(List<Channel> channels, int maxRows) {
        if (maxRows < 2) {
            throw new IllegalArgumentException("maxRows must be at least 2, was " + maxRows);
        }
        this.channels = List.copyOf(channels);
        this.maxRows = maxRows + (maxRows & 1);
        int initial = Math.min(this.maxRows, 1024);
        this.time = new long[initial];
        this.values = new double[this.channels.size()][initial];
    }

    /** Appends one row; {@code row} holds one value per channel, in channel order. */
    public void append(long timeNs, double[] row) {
        if (row.length != channels.size()) {
            throw new IllegalArgumentException("row has " + row.length + " values for " + channels.size() + " channels");
        }
        if (pending > 0) {
            // Coarsened: fold this row into the one being built.
            int last = rows - 1;
            time[last] = timeNs;
            for (int c = 0; c < row.length; c++) {
                values[c][last] = channels.get(c).merge().apply(values[c][last], row[c], pending);
            }
            pending = (pending + 1) % stride;
            return;
        }
        if (rows == maxRows) {
            coarsen();
            append(timeNs, row);
            return;
        }
        ensureCapacity(rows + 1);
        time[rows] = timeNs;
        for (int c = 0; c < row.length; c++) {
            values[c][rows] = row[c];
        }
        rows++;
        pending = stride == 1 ? 0 : 1;
    }

    private void coarsen() {
        int half = rows / 2;
        for (int i = 0; i < half; i++) {
            time[i] = time[2 * i + 1];
            for (int c = 0; c < values.length; c++) {
                values[c][i] = channels.get(c).merge().apply(values[c][2 * i], values[c][2 * i + 1], 1);
            }
        }
        rows = half;
        stride *= 2;
        pending = 0;
    }

    private void ensureCapacity(int needed) {
        if (needed <= time.length) {
            return;
        }
        int capacity = (int) Math.min(maxRows, Math.max(needed, time.length * 2L));
        time = Arrays.copyOf(time, capacity);
        for (int c = 0; c < values.length; c++) {
            values[c] = Arrays.copyOf(values[c], capacity);
        }
    }

    /**
     * An independent copy of the rows stored now, e.g. to write from another thread while the
     * run goes on. The copy keeps the same limit and continues coarsening where this one is.
     */
    public TimeSeries copy() {
        TimeSeries c = new TimeSeries(channels, maxRows);
        c.time = Arrays.copyOf(time, Math.max(rows, 1));
        c.values = new double[values.length][];
        for (int i = 0; i < values.length; i++) {
            c.values[i] = Arrays.copyOf(values[i], Math.max(rows, 1));
        }
        c.rows = rows;
        c.stride = stride;
        c.pending = pending;
        return c;
    }

    public List<Channel> channels() {
        return channels;
    }

    /** Index of the channel with this key, or -1. */
    public int indexOf(String key) {
        for (int c = 0; c < channels.size(); c++) {
            if (channels.get(c).key().equals(key)) {
                return c;
            }
        }
        return -1;
    }

    /** Rows stored now. */
    public int size() {
        return rows;
    }

    /** How many offered rows each stored row stands for (1 until the series is coarsened). */
    public long stride() {
        return stride;
    }

    public long timeNs(int row) {
        if (row < 0 || row >= rows) {
            throw new IndexOutOfBoundsException(row);
        }
        return time[row];
    }

    public double value(int channel, int row) {
        if (row < 0 || row >= rows) {
            throw new IndexOutOfBoundsException(row);
        }
        return values[channel][row];
    }

    /** A copy of the time column. */
    public long[] times() {
        return Arrays.copyOf(time, rows);
    }

    /** A copy of one channel's column. */
    public double[] column(int channel) {
        return Arrays.copyOf(values[channel], rows);
    }
}
