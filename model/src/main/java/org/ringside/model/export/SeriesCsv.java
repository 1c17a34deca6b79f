package org.ringside.model.export;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.Merge;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.metrics.Unit;

/**
 * A {@link TimeSeries} as CSV: a header {@code time_ns} followed by each channel's
 * {@link Channel#header()} ({@code key[unit]}), then one row per stored sample.
 *
 * <p>Numbers are written so that they read back to the same double: whole numbers as integers
 * ({@code 15140}), others in Java's shortest round-trip form ({@code 0.4375}, {@code 1.0E-7}).
 * NaN ("nothing measured in this interval", e.g. a flow that sent nothing) is an empty cell.
 * Cells holding a comma, quote or line break are quoted as RFC 4180 says.
 */
public final class SeriesCsv {
    /** The first header cell. */
    public static final String TIME_HEADER = "time_ns";

    /** Above this a whole double may not be a whole long: print it as a double. */
    private static final double EXACT_INTEGERS = 9.007199254740992E15; // 2^53

    private SeriesCsv() {
    }

    /** Writes the series to {@code target} through a temporary file and a rename. */
    public static void write(TimeSeries series, Path target) throws IOException {
        AtomicFiles.writeText(target, out -> write(series, out));
    }

    /** Writes the series as CSV text. */
    public static void write(TimeSeries series, Writer out) throws IOException {
        out.write(headerLine(series.channels()));
        StringBuilder line = new StringBuilder(256);
        int channels = series.channels().size();
        int rows = series.size();
        for (int r = 0; r < rows; r++) {
            line.setLength(0);
            line.append(series.timeNs(r));
            for (int c = 0; c < channels; c++) {
                line.append(',');
                appendNumber(line, series.value(c, r));
            }
            out.write(line.append('\n').toString());
        }
    }

    /** The header, {@code time_ns} and each channel's {@code key[unit]}, with its line break. */
    static String headerLine(List<Channel> channels) {
        StringBuilder line = new StringBuilder(256);
        line.append(TIME_HEADER);
        for (Channel c : channels) {
            line.append(',').append(quote(c.header()));
        }
        return line.append('\n').toString();
    }

    /** Whether {@code v} is written as the integer {@code (long) v}, not in Java's double form. */
    static boolean writtenWhole(double v) {
        // Below 2^53 in magnitude, the cast to long drops exactly the fraction; NaN fails the
        // first test. Cheaper than Math.rint, and this runs for every value of a CSV.
        return Math.abs(v) < EXACT_INTEGERS && (double) (long) v == v && !(v == 0 && 1 / v < 0);
    }

    /** A double as this format writes it: empty for NaN. */
    public static String format(double v) {
        StringBuilder b = new StringBuilder();
        appendNumber(b, v);
        return b.toString();
    }

    private static void appendNumber(StringBuilder b, double v) {
        if (Double.isNaN(v)) {
            return;
        }
        if (writtenWhole(v)) {
            b.append((long) v);
        } else {
            b.append(v); // Double.toString: parses back to the same double
        }
    }

    /**
     * Reads a series written by {@link #write(TimeSeries, Path)}. Standard channels (labelled
     * "sum over queues" where a run of several queues summed them), each queue's own columns
     * and flow latency channels come back as {@link Channels} defines them; any other column
     * becomes a channel labelled by its key.
     *
     * @throws IOException with one line naming the file, line and problem when the text is not
     *     such a CSV
     */
    public static TimeSeries read(Path source) throws IOException {
        try (Reader in = Files.newBufferedReader(source, StandardCharsets.UTF_8)) {
            return read(in, source.toString());
        }
    }

    /**
     * Reads CSV text; {@code sourceName} names the input in error messages.
     */
    public static TimeSeries read(Reader text, String sourceName) throws IOException {
        CsvRecords in = new CsvRecords(text, sourceName);
        List<String> header = in.next();
        if (header == null) {
            throw new IOException(sourceName + ": empty, expected a header starting with " + TIME_HEADER);
        }
        if (!header.get(0).equals(TIME_HEADER)) {
            throw new IOException(sourceName + " line 1: the first column must be " + TIME_HEADER
                    + ", found '" + header.get(0) + "'");
        }
        List<Channel> channels = new ArrayList<>();
        for (int i = 1; i < header.size(); i++) {
            channels.add(channel(header.get(i), sourceName, i + 1));
        }
        summedOverQueues(channels);
        int width = header.size();
        long[] times = new long[1024];
        double[][] columns = new double[channels.size()][1024];
        int rows = 0;
        List<String> cells;
        while (true) {
            cells = in.next();
            int recordLine = in.recordLine();
            if (cells == null) {
                break;
            }
            if (cells.size() == 1 && cells.get(0).isEmpty()) {
                continue; // a blank line, e.g. at the very end
            }
            if (cells.size() != width) {
                throw new IOException(sourceName + " line " + recordLine + ": " + cells.size()
                        + " cells, expected " + width + " (" + TIME_HEADER + " and one per channel)");
            }
            if (rows == times.length) {
                times = Arrays.copyOf(times, rows * 2);
                for (int c = 0; c < columns.length; c++) {
                    columns[c] = Arrays.copyOf(columns[c], rows * 2);
                }
            }
            times[rows] = parseTime(cells.get(0), sourceName, recordLine);
            for (int c = 0; c < columns.length; c++) {
                columns[c][rows] = parseValue(cells.get(c + 1), sourceName, recordLine, header.get(c + 1));
            }
            rows++;
        }
        TimeSeries series = new TimeSeries(channels, Math.max(2, rows));
        double[] row = new double[columns.length];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns.length; c++) {
                row[c] = columns[c][r];
            }
            series.append(times[r], row);
        }
        return series;
    }

    /**
     * A run of several queues has each queue's columns ({@code tx3.ring_bytes}): its standard
     * columns are then sums over the queues, and come back labelled so, as the run labelled them.
     */
    private static void summedOverQueues(List<Channel> channels) {
        long queues = channels.stream().map(Channel::key).filter(k -> k.matches("tx[0-9]+\\..+"))
                .map(k -> k.substring(0, k.indexOf('.'))).distinct().count();
        List<Channel> labelled = Channels.standard((int) queues);
        for (int i = 0; i < channels.size(); i++) {
            int standard = Channels.STANDARD.indexOf(channels.get(i));
            if (standard >= 0) {
                channels.set(i, labelled.get(standard));
            }
        }
    }

    private static Channel channel(String cell, String sourceName, int column) throws IOException {
        int open = cell.lastIndexOf('[');
        if (open <= 0 || !cell.endsWith("]")) {
            throw new IOException(sourceName + " line 1, column " + column + ": '" + cell
                    + "' is not of the form key[unit]");
        }
        String key = cell.substring(0, open);
        String symbol = cell.substring(open + 1, cell.length() - 1);
        Unit unit = null;
        for (Unit u : Unit.values()) {
            if (u.symbol().equals(symbol)) {
                unit = u;
            }
        }
        if (unit == null) {
            throw new IOException(sourceName + " line 1, column " + column + ": unknown unit '" + symbol
                    + "' (known: " + Arrays.stream(Unit.values()).map(Unit::symbol).toList() + ")");
        }
        for (List<Channel> known : List.of(Channels.STANDARD, Channels.FIFO)) {
            for (Channel c : known) {
                if (c.key().equals(key) && c.unit() == unit) {
                    return c;
                }
            }
        }
        if (key.matches("tx[0-9]{1,4}\\..+")) { // one queue's own column, as Channels.ofQueue names it
            String perQueue = key.substring(key.indexOf('.') + 1);
            for (Channel c : Channels.PER_QUEUE) {
                if (c.key().equals(perQueue) && c.unit() == unit) {
                    return Channels.ofQueue(Integer.parseInt(key.substring(2, key.indexOf('.'))), c);
                }
            }
        }
        String flowPrefix = "latency_ns.";
        if (key.startsWith(flowPrefix) && unit == Unit.NANOSECONDS) {
            return Channels.flowLatency(key.substring(flowPrefix.length()));
        }
        return new Channel(key, key, unit, mergeFor(unit));
    }

    /** For a column nobody described: depths keep peaks, rates average, counters keep the latest. */
    private static Merge mergeFor(Unit unit) {
        switch (unit) {
            case BITS_PER_SECOND:
            case PER_SECOND:
            case FRACTION:
                return Merge.MEAN;
            case COUNT:
                return Merge.LAST;
            default:
                return Merge.MAX;
        }
    }

    private static long parseTime(String cell, String sourceName, int line) throws IOException {
        try {
            return Long.parseLong(cell.trim());
        } catch (NumberFormatException e) {
            throw new IOException(sourceName + " line " + line + ": " + TIME_HEADER + " '" + cell
                    + "' is not a whole number of nanoseconds");
        }
    }

    private static double parseValue(String cell, String sourceName, int line, String column) throws IOException {
        String s = cell.trim();
        if (s.isEmpty()) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw new IOException(sourceName + " line " + line + ", column " + column + ": '" + cell
                    + "' is not a number");
        }
    }

    /** A cell as RFC 4180 writes it: quoted when it holds a comma, quote or line break. */
    public static String quote(String cell) {
        if (cell.indexOf(',') < 0 && cell.indexOf('"') < 0 && cell.indexOf('\n') < 0 && cell.indexOf('\r') < 0) {
            return cell;
        }
        return '"' + cell.replace("\"", "\"\"") + '"';
    }
}
