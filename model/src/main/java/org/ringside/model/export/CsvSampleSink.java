package org.ringside.model.export;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.ringside.model.format.AsciiDigits;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.SampleSink;

/**
 * Writes every sample of a run to a CSV file as the run goes, in the format {@link SeriesCsv}
 * writes (same header, same numbers), at the full sample interval and in fixed memory. A target
 * whose name ends in {@code .gz} is written gzip-compressed.
 *
 * <p>The rows go to a {@link PendingFile}: the target appears, whole, only at {@link #finish()};
 * {@link #close()} without it, or a failure, leaves no file behind. A write that fails during
 * the run is remembered and reported by {@link #finish()}, so the simulation is not interrupted
 * by an exception from deep inside its event loop. {@link #to(OutputStream)} writes the rows to
 * a stream instead, such as standard output, which it flushes but does not close; a stream that
 * fails (a pipe whose reader has gone) does not come back, so that failure stops the run at once
 * as an {@link UncheckedIOException}.
 */
public final class CsvSampleSink implements SampleSink, AutoCloseable {
    private final Path target;
    private final PendingFile file;
    private final OutputStream out;
    private final GZIPOutputStream gzip;
    /** Reused for every row: the hot path formats into these without allocating. */
    private final StringBuilder line = new StringBuilder(32);
    private byte[] bytes = new byte[512];
    /**
     * The row before, as written: from one sample to the next most values stay as they were
     * (a depth, a limit, a counter), and copying their bytes is cheaper than formatting them.
     */
    private byte[] previous = new byte[512];
    /** Per value of the row before: its bits, where its text starts in {@link #previous}, its length. */
    private long[] previousBits = new long[0];
    private int[] previousAt = new int[0];
    private int[] previousLength = new int[0];
    private int[] at = new int[0];
    private int[] length = new int[0];
    private IOException failure;

    private CsvSampleSink(Path target, PendingFile file, GZIPOutputStream gzip, OutputStream out) {
        this.target = target;
        this.file = file;
        this.gzip = gzip;
        this.out = out;
    }

    /** Rows written to {@code stream} (plain text), which {@link #finish()} flushes and nothing closes. */
    public static CsvSampleSink to(OutputStream stream) {
        return new CsvSampleSink(Path.of("-"), null, null, stream);
    }

    /**
     * Creates the temporary file for {@code target}.
     *
     * @throws IOException whose message is one line, {@code cannot write TARGET: REASON}
     */
    public static CsvSampleSink open(Path target) throws IOException {
        PendingFile file = PendingFile.open(target);
        if (!compressed(target)) {
            return new CsvSampleSink(target, file, null, file.out());
        }
        try {
            GZIPOutputStream gzip = new FastGzip(file.out());
            return new CsvSampleSink(target, file, gzip, gzip);
        } catch (IOException e) {
            file.close();
            throw PendingFile.failure(target, e);
        }
    }

    /**
     * gzip at its fastest level: a run's CSV repeats itself so much that level 1 already makes
     * it about 20 times smaller, and the default level would cost the run more than the text.
     */
    private static final class FastGzip extends GZIPOutputStream {
        FastGzip(OutputStream out) throws IOException {
            super(out, 1 << 16);
            def.setLevel(Deflater.BEST_SPEED);
        }
    }

    /** Whether a file of this name is written gzip-compressed. */
    public static boolean compressed(Path target) {
        Path name = target.getFileName();
        return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".gz");
    }

    @Override
    public void begin(List<Channel> channels) {
        byte[] header = SeriesCsv.headerLine(channels).getBytes(StandardCharsets.UTF_8);
        write(header, header.length);
    }

    @Override
    public void sample(long timeNs, double[] row) {
        if (failure != null) {
            return;
        }
        // At most 24 bytes per value in Double.toString's form, 20 for a long, plus the commas.
        int most = AsciiDigits.LONGEST + 1 + row.length * 25;
        if (bytes.length < most || previousBits.length != row.length) {
            resize(most, row.length);
        }
        byte[] b = bytes;
        int n = AsciiDigits.put(b, 0, timeNs);
        for (int i = 0; i < row.length; i++) {
            b[n++] = ',';
            long bits = Double.doubleToRawLongBits(row[i]);
            int start = n;
            if (bits == previousBits[i]) {
                int len = previousLength[i];
                System.arraycopy(previous, previousAt[i], b, n, len);
                n += len;
            } else {
                n = putNumber(b, n, row[i]);
                previousBits[i] = bits;
            }
            at[i] = start;
            length[i] = n - start;
        }
        b[n++] = '\n';
        write(b, n);
        // This row is the next one's "before".
        bytes = previous;
        previous = b;
        int[] swap = previousAt;
        previousAt = at;
        at = swap;
        swap = previousLength;
        previousLength = length;
        length = swap;
    }

    /** Buffers for rows of up to {@code most} bytes and {@code values} values, with no row before. */
    private void resize(int most, int values) {
        int size = Math.max(most, bytes.length);
        bytes = new byte[size];
        previous = new byte[size];
        previousBits = new long[values];
        // A NaN's bits: the first row formats every value, and should a NaN of exactly these
        // bits come, the zero-length copy writes it as formatting would, as nothing.
        Arrays.fill(previousBits, 0x7ff8_dead_beef_0001L);
        previousAt = new int[values];
        previousLength = new int[values];
        at = new int[values];
        length = new int[values];
    }

    /**
     * Writes {@code v} as {@link SeriesCsv} does. Most values are whole (depths, counters), so
     * their digits go straight into the buffer; the rest go through Java's shortest round-trip
     * form, as {@code SeriesCsv} writes them, which is ASCII: one byte per char.
     */
    private int putNumber(byte[] b, int at, double v) {
        if (Double.isNaN(v)) {
            return at;
        }
        if (SeriesCsv.writtenWhole(v)) {
            return AsciiDigits.put(b, at, (long) v);
        }
        line.setLength(0);
        line.append(v);
        int n = line.length();
        for (int i = 0; i < n; i++) {
            b[at + i] = (byte) line.charAt(i);
        }
        return at + n;
    }

    private void write(byte[] b, int len) {
        if (failure != null) {
            return;
        }
        try {
            out.write(b, 0, len);
        } catch (IOException e) {
            failure = e;
            if (file == null) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * Completes the file and renames it over the target.
     *
     * @throws IOException whose message is one line, {@code cannot write TARGET: REASON}; no
     *     temporary file is left and the target is as it was
     */
    public void finish() throws IOException {
        try {
            if (failure != null) {
                throw failure;
            }
            if (gzip != null) {
                gzip.finish();
            }
            if (file == null) {
                out.flush();
            }
        } catch (IOException e) {
            close();
            throw PendingFile.failure(target, e);
        }
        if (file != null) {
            file.commit();
        }
    }

    /** Removes the temporary file unless {@link #finish()} completed it. */
    @Override
    public void close() throws IOException {
        if (file != null) {
            file.close();
        }
    }
}
