package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.Link;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.TxCompletion;
import org.ringside.model.sim.Bench;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;

/** Snapshots for the pipeline tests: real runs, and real runs with hand-made qdisc contents. */
final class PipelineSnapshots {
    private PipelineSnapshots() {
    }

    /** 100 bulk streams and an RR flow, BQL off: a full ring and a long qdisc. */
    static Scenario busy() {
        return Bench.hundredStreams().withBql(Bql.off());
    }

    static SimSnapshot busyAt(long ns) {
        Simulation sim = new Simulation(busy());
        sim.runUntil(ns);
        return sim.snapshot();
    }

    /**
     * A 10 GbE ixgbe NIC with {@code queues} transmit queues under mq and fq_codel, one bulk
     * stream per CPU and CPU per queue (XPS gives each stream a queue), at {@code ns}.
     */
    static SimSnapshot multiqueueAt(int queues, long ns) {
        String yaml = String.format(Locale.ROOT, "cpus: %d%nlink: { rate: 10Gbit }%n"
                + "nic: { driver: ixgbe, tx_queues: %d, ring_size: 512, tso: true, gso: true }%n"
                + "qdisc: { kind: mq, child: fq_codel }%n"
                + "flows:%n  - { kind: bulk_tcp, name: streams, count: %d, remote_rtt: 200us }%n", queues, queues, queues);
        try {
            Simulation sim = new Simulation(ScenarioLoader.fromString(yaml, "multiqueue.yaml"));
            sim.runUntil(ns);
            return sim.snapshot();
        } catch (ScenarioException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The default host behind a 100 Mbit/s switch port with a 1 MB buffer and this AQM, at {@code ns}. */
    static SimSnapshot behindPortAt(Aqm aqm, long ns) {
        Simulation sim = new Simulation(Scenario.defaults()
                .withNetwork(new Network(new Bottleneck(100_000_000L, 1_000_000, 0, aqm))));
        sim.runUntil(ns);
        return sim.snapshot();
    }

    /** A 10 GbE NIC with a FIFO of this size (0 for none), done as soon as a packet is read into it. */
    static Scenario tenGig(int fifoBytes) {
        Scenario s = Scenario.defaults();
        Nic nic = s.nic().withRingSize(512).withFifoBytes(fifoBytes).withDmaLatencyNs(1_000)
                .withCompletion(TxCompletion.FETCHED);
        return s.withLink(new Link(10_000_000_000L)).withNic(nic);
    }

    /** The 10 GbE NIC with a 160 KB FIFO at {@code ns}: by 20 ms the FIFO is full. */
    static SimSnapshot fifoAt(long ns) {
        Simulation sim = new Simulation(tenGig(163_840));
        sim.runUntil(ns);
        return sim.snapshot();
    }

    /**
     * The snapshot with these qdisc bands instead of queue 0's own (and no GSO remainder), made
     * without the qdisc's name and the path, as a hand-made snapshot is.
     */
    static SimSnapshot withBands(SimSnapshot s, List<List<PacketView>> bands) {
        SimSnapshot changed = s.withQueue(s.queue(0).withBands(bands, null));
        return new SimSnapshot(s.timeNs(), s.sockets(), s.wire(), s.totals(), s.flows(), changed.queues(), s.cpus(),
                null, null);
    }

    /** {@code n} packets of {@code bytes} each from source 0, ids from {@code firstId}. */
    static List<PacketView> packets(int firstId, int n, int bytes) {
        List<PacketView> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new PacketView(firstId + i, 0, "streams", bytes, 0, -1, 1000 + i, 0));
        }
        return out;
    }

    /** Paints the snapshot with the renderer on a w x h canvas and checks nothing lands outside it. */
    static void assertDrawsOnlyOnTheCanvas(PipelineRenderer r, SimSnapshot s, int w, int h, List<String> stats) {
        int margin = 200;
        BufferedImage image = new BufferedImage(w + 2 * margin, h + 2 * margin, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.MAGENTA);
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        g.translate(margin, margin);
        r.update(s, w, h, 0, false);
        r.paint(g, stats);
        g.dispose();
        int magenta = Color.MAGENTA.getRGB();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                boolean inside = x >= margin && x < margin + w && y >= margin && y < margin + h;
                if (!inside) {
                    assertThat(image.getRGB(x, y)).as("pixel %d,%d outside the canvas", x - margin, y - margin)
                            .isEqualTo(magenta);
                }
            }
        }
    }
}
