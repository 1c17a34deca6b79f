package org.ringside.views.pipeline;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Bench;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;

/**
 * The pipeline picture's frame time, headless: the busiest picture the shipped scenarios make
 * (100 streams with BQL off after 1 s: a full ring and a full qdisc) placed and painted into one
 * image many times, software rendering, as the canvas does every pulse. The first frames warm
 * the JIT up and are not counted.
 */
public final class PipelineBench {
    private PipelineBench() {
    }

    /**
     * What was measured.
     *
     * @param width picture width
     * @param height picture height
     * @param packets packets placed (qdisc boxes, ring slots)
     * @param inPicture packets the picture stands for (also those counted in compressed blocks)
     * @param frames frames timed
     * @param meanMs mean frame time
     * @param p99Ms 99th percentile
     * @param worstMs the slowest frame
     * @param cpuMeanMs mean CPU time of the drawing thread per frame: what the frame costs when
     *     the machine is shared, where wall times include waiting for a core
     */
    public record Figure(int width, int height, int packets, int inPicture, int frames, double meanMs, double p99Ms,
            double worstMs, double cpuMeanMs) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "pipeline picture %dx%d, %,d packets (%,d placed): mean %.2f ms,"
                    + " p99 %.2f ms, worst %.2f ms (CPU %.2f ms a frame) over %,d frames", width, height, inPicture,
                    packets, meanMs, p99Ms, worstMs, cpuMeanMs, frames);
        }
    }

    /** 100 bulk streams and an RR flow, BQL off, TSO off, ring 1024, at 1 s. */
    public static SimSnapshot busiest() {
        Scenario s = Bench.hundredStreams().withBql(Bql.off());
        Simulation sim = new Simulation(s);
        sim.runUntil(1_000_000_000L);
        return sim.snapshot();
    }

    /**
     * The busiest snapshot with 1,400 more packets of 100 bytes (small datagrams, as VoIP sends)
     * queued in band 0, so that about 2,000 packets are drawn as boxes or ring slots.
     */
    public static SimSnapshot crowded() {
        return withSmallPackets(busiest(), 1_400);
    }

    /**
     * The snapshot with {@code n} packets of 100 bytes (small datagrams, as VoIP sends) of its
     * first socket queued in band 0 behind what is there, so that a picture has as many packets
     * to draw as a benchmark asks.
     */
    public static SimSnapshot withSmallPackets(SimSnapshot s, int n) {
        QueueDetail q = s.queue(0);
        java.util.List<SimSnapshot.PacketView> band0 = new java.util.ArrayList<>(q.qdiscBands().get(0));
        int id = 1_000_000;
        for (int i = 0; i < n; i++) {
            band0.add(new SimSnapshot.PacketView(id + i, 0, s.sockets().get(0).flow(), 100, 0, -1, s.timeNs() - i, 0));
        }
        java.util.List<java.util.List<SimSnapshot.PacketView>> bands = new java.util.ArrayList<>(q.qdiscBands());
        bands.set(0, band0);
        return s.withQueue(q.withBands(bands, q.gsoRemainder()));
    }

    /** Packets the snapshot's queue 0 holds below the sockets: in the qdisc's bands and in the ring. */
    public static int queued(SimSnapshot s) {
        QueueDetail q = s.queue(0);
        int n = q.ring().packets().size();
        for (java.util.List<SimSnapshot.PacketView> band : q.qdiscBands()) {
            n += band.size();
        }
        return n;
    }

    /** Places and paints the snapshot {@code frames} times (after as many warm-up frames) and times each. */
    public static Figure measure(SimSnapshot snapshot, int width, int height, int frames) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        PipelineRenderer r = new PipelineRenderer();
        long[] ns = new long[frames];
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuStart = 0;
        try {
            for (int i = -frames; i < frames; i++) {
                if (i == 0) {
                    cpuStart = threads.getCurrentThreadCpuTime();
                }
                long start = System.nanoTime();
                r.update(snapshot, width, height, (i + frames) * 16_666_667L, true);
                r.paint(g, null);
                long took = System.nanoTime() - start;
                if (i >= 0) {
                    ns[i] = took;
                }
            }
        } finally {
            g.dispose();
        }
        double cpuMs = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6 / frames;
        long[] sorted = ns.clone();
        Arrays.sort(sorted);
        double mean = Arrays.stream(ns).average().orElse(0) / 1e6;
        double p99 = sorted[Math.min(frames - 1, (int) Math.ceil(frames * 0.99) - 1)] / 1e6;
        return new Figure(width, height, r.packetsPlaced(), r.packetsInPicture(), frames, mean, p99,
                sorted[frames - 1] / 1e6, cpuMs);
    }
}
