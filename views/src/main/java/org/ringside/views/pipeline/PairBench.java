package org.ringside.views.pipeline;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Bench;
import org.ringside.model.sim.Scoreboard;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.views.charts.ChartSize;

/**
 * The pair picture's frame rate, headless: 100 streams and an RR flow with BQL off (A) and on
 * (B), both run to 1 s and then animated together, each frame 100 µs of simulated time later,
 * each lane topped up to 1,000 packets below its sockets with small datagrams in band 0, at
 * 1920x1080 in presentation mode, software rendering. Only drawing is timed (each lane's update
 * and the paint), not the simulations nor the snapshots; the scoreboard is the one of the first second,
 * as a board that changes once a second would show. The first frames warm the JIT up.
 */
public final class PairBench {
    /** Simulated time between two frames. */
    private static final long STEP_NS = 100_000;
    private static final long START_NS = 1_000_000_000L;
    /** Packets each lane holds below its sockets, topped up with small datagrams where the run has fewer. */
    static final int PACKETS = 1_000;

    private PairBench() {
    }

    /**
     * What was measured.
     *
     * @param inPictureA packets A's lane stands for at the last frame (boxes, slots and counted ones)
     * @param inPictureB B's
     * @param frames frames timed
     * @param meanMs mean frame time, both lanes and the board
     * @param p99Ms 99th percentile
     * @param cpuMeanMs mean CPU time of the drawing thread per frame
     */
    public record Figure(int inPictureA, int inPictureB, int frames, double meanMs, double p99Ms, double cpuMeanMs) {
        /** Frames a second the drawing alone allows, from the mean frame time. */
        public double framesPerSecond() {
            return 1000 / meanMs;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "pair picture 1920x1080, presentation, A %,d and B %,d packets: %.0f frames"
                    + " a second (mean %.2f ms, p99 %.2f ms; CPU %.2f ms a frame, %.0f a second on a free core) over"
                    + " %,d frames", inPictureA, inPictureB, framesPerSecond(), meanMs, p99Ms, cpuMeanMs,
                    1000 / cpuMeanMs, frames);
        }
    }

    /** Animates both lanes {@code frames} times (after as many warm-up frames) and times each frame. */
    public static Figure measure(int frames) {
        Scenario a = Bench.hundredStreams().withBql(Bql.off());
        Scenario b = Bench.hundredStreams().withBql(Bql.defaults());
        Simulation simA = new Simulation(a);
        Simulation simB = new Simulation(b);
        simA.runUntil(START_NS);
        simB.runUntil(START_NS);
        Scoreboard board = Scoreboard.of(simA.summary(), simB.summary());
        PairPicture picture = new PairPicture(new ChartSize(1920, 1080), new PairPicture.Lane("BQL off", null),
                new PairPicture.Lane("BQL on", null), "bql.mode off → auto", false, ColourBy.FLOW, true);
        BufferedImage image = new BufferedImage(1920, 1080, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        long[] ns = new long[frames];
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu = 0;
        try {
            for (int i = -frames; i < frames; i++) {
                long t = START_NS + (i + frames + 1) * STEP_NS;
                simA.runUntil(t);
                simB.runUntil(t);
                SimSnapshot sa = simA.snapshot();
                SimSnapshot sb = simB.snapshot();
                // Small datagrams queued behind the runs' own packets bring each lane to its 1,000.
                sa = PipelineBench.withSmallPackets(sa, Math.max(0, PACKETS - PipelineBench.queued(sa)));
                sb = PipelineBench.withSmallPackets(sb, Math.max(0, PACKETS - PipelineBench.queued(sb)));
                long cpuStart = threads.getCurrentThreadCpuTime();
                long start = System.nanoTime();
                picture.update(sa, sb, (i + frames) * 16_666_667L, true);
                picture.paint(g, board);
                long took = System.nanoTime() - start;
                if (i >= 0) {
                    ns[i] = took;
                    cpu += threads.getCurrentThreadCpuTime() - cpuStart;
                }
            }
        } finally {
            g.dispose();
        }
        long[] sorted = ns.clone();
        Arrays.sort(sorted);
        double mean = Arrays.stream(ns).average().orElse(0) / 1e6;
        double p99 = sorted[Math.min(frames - 1, (int) Math.ceil(frames * 0.99) - 1)] / 1e6;
        return new Figure(picture.lane(0).packetsInPicture(), picture.lane(1).packetsInPicture(), frames, mean, p99,
                cpu / 1e6 / frames);
    }
}
