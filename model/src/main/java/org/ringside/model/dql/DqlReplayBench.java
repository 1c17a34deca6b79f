package org.ringside.model.dql;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * How fast {@code ringside dql-replay} runs: writes a file of NIC-like events (see
 * {@link DqlNicTraffic}) to a temporary folder, replays it into a null stream once cold (as a
 * fresh process would) and a few times warm, and reports events per second and wall time.
 */
public final class DqlReplayBench {
    /** Events in the standard run. */
    public static final int DEFAULT_EVENTS = 1_000_000;
    /** The seed of the standard run's traffic. */
    public static final long SEED = 20_120_101L;
    private static final int WARM_RUNS = 3;

    private DqlReplayBench() {
    }

    /**
     * One measurement.
     *
     * @param events events replayed per run
     * @param fileBytes size of the event file
     * @param coldNanos wall time of the first replay in this JVM
     * @param coldCpuNanos CPU time the replaying thread used in the first replay (on a shared
     *     machine this is steadier than the wall time; it leaves out the JIT compiler's threads)
     * @param warmNanos wall time of the fastest later replay (equal to cold when there was none)
     */
    public record Result(long events, long fileBytes, long coldNanos, long coldCpuNanos, long warmNanos) {
        /** Events per second of the first (cold) replay. */
        public double coldEventsPerSecond() {
            return events * 1e9 / Math.max(1, coldNanos);
        }

        /** Events per second of the fastest warm replay. */
        public double warmEventsPerSecond() {
            return events * 1e9 / Math.max(1, warmNanos);
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT,
                    "dql-replay: %,d events (%.1f MB): first run %.0f ms (%.0f ms CPU, %.2f M events/s), "
                            + "best warm run %.0f ms (%.2f M events/s)",
                    events, fileBytes / 1e6, coldNanos / 1e6, coldCpuNanos / 1e6, coldEventsPerSecond() / 1e6,
                    warmNanos / 1e6, warmEventsPerSecond() / 1e6);
        }
    }

    /** The standard run: {@value #DEFAULT_EVENTS} events, as printable text. */
    public static String run() {
        return measure(DEFAULT_EVENTS, WARM_RUNS).toString();
    }

    /** Replays {@code events} NIC-like events once cold and {@code warmRuns} times warm. */
    public static Result measure(int events, int warmRuns) {
        Path dir = null;
        Path file = null;
        try {
            dir = Files.createTempDirectory("ringside-dql-bench");
            file = dir.resolve("nic.events");
            writeEvents(file, events, SEED);
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            long cpuBefore = threads.getCurrentThreadCpuTime();
            long cold = replayNanos(file);
            long coldCpu = Math.max(0, threads.getCurrentThreadCpuTime() - cpuBefore);
            long warm = cold;
            for (int i = 0; i < warmRuns; i++) {
                warm = Math.min(warm, replayNanos(file));
            }
            return new Result(events, Files.size(file), cold, coldCpu, warm);
        } catch (IOException e) {
            throw new UncheckedIOException("the DQL replay benchmark could not use its temporary file", e);
        } finally {
            deleteQuietly(file);
            deleteQuietly(dir);
        }
    }

    /** Writes {@code events} NIC-like events generated from {@code seed} to {@code file}. */
    static void writeEvents(Path file, long events, long seed) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            DqlEventWriter writer = new DqlEventWriter(out);
            new DqlNicTraffic(seed).generate(events, writer::event);
            writer.flush();
        }
    }

    private static long replayNanos(Path file) {
        PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
        PrintStream errors = new PrintStream(OutputStream.nullOutputStream());
        long start = System.nanoTime();
        int status = DqlReplay.run(file.toString(), InputStream.nullInputStream(), nowhere, errors);
        long elapsed = System.nanoTime() - start;
        if (status != DqlReplay.OK) {
            throw new IllegalStateException("the generated event file did not replay (status " + status + ")");
        }
        return elapsed;
    }

    private static void deleteQuietly(Path path) {
        if (path == null) {
            return;
        }
        try {
            Files.deleteIfExists(path);
        } catch (IOException ignored) {
            // A leftover temporary file is harmless; the measurement stands.
        }
    }

    /**
     * Without arguments prints the standard run. {@code write FILE [EVENTS]} writes an event file,
     * so that a whole {@code ringside dql-replay FILE} process can be timed.
     */
    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.out.println(run());
        } else if (args[0].equals("write") && (args.length == 2 || args.length == 3)) {
            long events = args.length == 3 ? parseCount(args[2]) : DEFAULT_EVENTS;
            writeEvents(Path.of(args[1]), events, SEED);
        } else {
            usage();
        }
    }

    private static long parseCount(String text) {
        try {
            long events = Long.parseLong(text);
            if (events >= 0) {
                return events;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException("EVENTS must be a whole number of events, got '" + text + "'");
    }

    private static void usage() {
        throw new IllegalArgumentException("usage: DqlReplayBench [write FILE [EVENTS]]");
    }
}
