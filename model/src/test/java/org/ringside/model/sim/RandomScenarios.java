package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.BqlBytes;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.scenario.Cpu;
import org.ringside.model.scenario.CrossFlow;
import org.ringside.model.scenario.CrossKind;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Fq;
import org.ringside.model.scenario.FqCodel;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.KernelGates;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Link;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Priority;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Receiver;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioValidator;
import org.ringside.model.scenario.Tcp;
import org.ringside.model.scenario.TcpCongestion;
import org.ringside.model.scenario.TxCompletion;
import org.ringside.model.scenario.TxModeration;
import org.ringside.model.scenario.Units;
import org.ringside.model.scenario.Xps;

/** Seeded random scenarios that stay small enough to check at every step. */
final class RandomScenarios {
    private RandomScenarios() {
    }

    static Scenario make(long seed) {
        Random r = new Random(seed);
        long rate = pick(r, 10_000_000L, 100_000_000L, 1_000_000_000L, 10_000_000_000L, 40_000_000_000L);
        // pktgen's smallest packet (60 bytes) needs an MTU of 46 or more; every MTU here allows it.
        int mtu = pick(r, 1500, 1500, 9000, 576, 68 + r.nextInt(3000));
        boolean tso = r.nextBoolean();
        boolean gso = r.nextBoolean();
        int gsoMax = Math.max(mtu, pick(r, 65536, 16384, mtu + r.nextInt(65536 - mtu + 1)));
        int maxDesc = pick(r, 4096, 256, 1024, 65536);
        NicDriver driver = pick(r, NicDriver.values());
        if (!driver.runsLink(rate)) {
            rate = driver.maxLinkBps(); // a driver runs only its NICs' rates
        }
        DoorbellMode doorbell = DoorbellMode.values()[r.nextInt(3)];
        Nic nic = new Nic(8, maxDesc, mtu, tso, gso, tso || r.nextBoolean(), gsoMax,
                pick(r, 0L, 10_000L, 100_000L, (long) r.nextInt(300_000)), pick(r, 1, 4, 64, 1 + r.nextInt(100)),
                pick(r, 0, 1, 8, 64), doorbell, doorbell == DoorbellMode.DISPATCH_LIMIT ? pick(r, 0, 1, 4, 16) : 0,
                driver, driver.stopDescs(), driver.wakeDescs(), pick(r, BqlBytes.values()),
                pick(r, TxModeration.values()), driver.adaptiveTx(), 0, 0, driver.completion(), 0, Xps.DRIVER);
        nic = nic.withRingSize(ringFor(nic, pick(r, 8, 16, 64, 256, 512) + r.nextInt(32)));
        Bql bql;
        switch (r.nextInt(4)) {
            case 0:
                bql = Bql.off();
                break;
            case 1:
                bql = Bql.fixed(pick(r, 1000L, 6000L, 30_000L));
                break;
            case 2:
                bql = new Bql(BqlMode.AUTO, r.nextInt(5000), Bql.MAX_LIMIT, pick(r, 0L, 1L, 1000L), 0);
                break;
            default:
                bql = Bql.defaults();
                break;
        }
        Qdisc qdisc = new Qdisc(r.nextInt(4) == 0 ? QdiscKind.PFIFO : QdiscKind.PFIFO_FAST, pick(r, 5, 20, 100, 1000),
                r.nextInt(4) == 0 ? pick(r, 1500L, 30_000L, 100_000L) : 0);
        qdisc = maybeFq(maybeFqCodel(qdisc, seed), seed);
        nic = maybeFifo(nic, seed);
        Cpu cpu = new Cpu(pick(r, 0L, 300L, 1000L), pick(r, 0L, 100L), pick(r, 0L, 10L, 500L), pick(r, 0L, 10L),
                pick(r, 0L, 60L, 200L), pick(r, 0L, 1000L, 5000L), pick(r, 0L, 100L, 400L), 0, 0, 0, 0, 1);
        // The costs of ACKs, skbs and MSG_ZEROCOPY from their own draws, so the other draws stay as they were.
        Random costs = new Random(seed * 79 + 11);
        cpu = cpu.withPerAckNs(pick(costs, 0L, 500L)).withPerSkbNs(pick(costs, 0L, 200L))
                .withZerocopyPageNs(pick(costs, 0L, 100L)).withZerocopyCompletionNs(pick(costs, 0L, 1000L));
        List<Flow> flows = new ArrayList<>();
        int n = 1 + r.nextInt(3);
        for (int i = 0; i < n; i++) {
            flows.add(flow(r, mtu, i));
        }
        // A release from each era, then the TCP and list knobs now and then set apart from it.
        Kernel kernel = pick(r, new Kernel(3, 3), new Kernel(3, 6), new Kernel(3, 12), new Kernel(3, 18),
                new Kernel(4, 20), Kernel.CURRENT);
        if (qdisc.kind() == QdiscKind.FQ_CODEL && !kernel.atLeast(LinuxHistory.FQ_CODEL)
                || qdisc.kind() == QdiscKind.FQ && !kernel.atLeast(LinuxHistory.FQ)) {
            kernel = Kernel.CURRENT;
        }
        Random pacing = new Random(seed * 71 + 5);
        long maxPacingRate = pacing.nextInt(3) == 0 ? pick(pacing, 10 * Units.MBIT, 300 * Units.MBIT, 5 * Units.GBIT) : 0;
        if (maxPacingRate > 0 && pacing.nextBoolean()) {
            kernel = new Kernel(4, 14); // TCP's own pacing timer, before departure times
        }
        // The receiver from its own draws, so the other draws stay as they were.
        Random rx = new Random(seed * 73 + 7);
        Receiver receiver = new Receiver(rx.nextInt(4) != 0, rx.nextInt(4) != 0, rx.nextInt(4) == 0,
                rx.nextInt(4) == 0 ? 0 : pick(rx, 100L, 2_000L), pick(rx, 65_536L, 32L << 20));
        Scenario s = new Scenario("random " + seed, 20_000_000L, seed, Kernel.FIRST, new Link(rate), nic, bql, qdisc,
                Tcp.defaults(), receiver, network(seed, rate), pick(r, 10_000L, 100_000L), cpu, flows);
        Nic chosenNic = s.nic();
        s = Knobs.get("kernel").set(s, kernel.index()).withNic(chosenNic);
        if (r.nextInt(3) == 0) {
            s = s.withTcp(new Tcp(r.nextBoolean(), pick(r, 3_028L, 65_536L, 262_144L), pick(r, 65_536L, 4L << 20),
                    r.nextBoolean(), r.nextBoolean(), TcpCongestion.values()[r.nextInt(TcpCongestion.values().length)]));
        }
        if (r.nextInt(4) == 0) {
            s = s.withQdisc(s.qdisc().withBqlAbortsList(r.nextBoolean()).withBulkDequeue(r.nextBoolean()));
        }
        s = s.withTcp(s.tcp().withMaxPacingRateBps(maxPacingRate));
        s = maybeMultiqueue(s, seed);
        // The knobs set apart from the kernel may ask for what it lacks: those take its own value.
        s = KernelGates.fit(s);
        ScenarioValidator.requireValid(s);
        return s;
    }

    private static Flow flow(Random r, int mtu, int i) {
        Priority priority = Priority.values()[r.nextInt(3)];
        long rtt = pick(r, 0L, 20_000L, 100_000L, 1_000_000L);
        switch (r.nextInt(6)) {
            case 0:
                return Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr" + i).withPriority(priority)
                        .withRemoteRttNs(rtt).withRequest(1 + r.nextInt(Math.min(2000, mtu - 52))).withCount(1 + r.nextInt(2));
            case 1:
                return Flow.defaults(FlowKind.UDP_CBR).withName("udp" + i).withPriority(priority)
                        .withSize(1 + r.nextInt(mtu - 28)).withIntervalNs(pick(r, 1_000L, 20_000L, 1_000_000L));
            case 2:
                return Flow.defaults(FlowKind.PKTGEN).withName("pktgen" + i)
                        .withSize(Math.min(mtu + 14, pick(r, 60, 1514, 60 + r.nextInt(1000))));
            default:
                return Flow.defaults(FlowKind.BULK_TCP).withName("tcp" + i).withPriority(priority)
                        .withRemoteRttNs(rtt).withCount(1 + r.nextInt(4));
        }
    }

    /**
     * One scenario in three runs fq_codel, with limits and CoDel times small enough for a 20 ms run
     * to see overlimit and CoDel drops. Its own random stream keeps the other draws as they were.
     */
    /** One scenario in four that fq_codel left alone runs fq, with small limits now and then. */
    private static Qdisc maybeFq(Qdisc q, long seed) {
        Random r = new Random(seed * 97 + 3);
        if (q.kind() == QdiscKind.FQ_CODEL || r.nextInt(4) != 0) {
            return q;
        }
        Fq fq = new Fq(pick(r, 0, 1514, 20_000), pick(r, 0, 3028), pick(r, 5, 100), pick(r, 20, 10_000),
                pick(r, 0L, 0L, 50 * Units.MBIT), pick(r, 10 * Units.S, Units.MS));
        return q.withKind(QdiscKind.FQ).withFq(fq);
    }

    private static Qdisc maybeFqCodel(Qdisc q, long seed) {
        Random r = new Random(seed * 131 + 17);
        if (r.nextInt(3) != 0) {
            return q;
        }
        FqCodel fq = new FqCodel(pick(r, 20, 100, 10_240), pick(r, 1, 4, 1024), pick(r, 300, 1514),
                pick(r, 100_000L, 1_000_000L, 5_000_000L), pick(r, 1_000_000L, 10_000_000L, 100_000_000L));
        return q.withKind(QdiscKind.FQ_CODEL).withFqCodel(fq);
    }

    /**
     * One scenario in three gives the NIC a FIFO of its own: from smaller than one packet to
     * larger than the ring holds, with either completion and a read latency from none to several
     * microseconds. Its own random stream keeps the other draws as they were.
     */
    private static Nic maybeFifo(Nic nic, long seed) {
        Random r = new Random(seed * 173 + 29);
        if (r.nextInt(3) != 0) {
            return nic;
        }
        return nic.withFifoBytes(pick(r, 1000, 4096, 20_000, 160 * 1024, 1 + r.nextInt(300_000)))
                .withDmaLatencyNs(pick(r, 0L, 1000L, 5000L, (long) r.nextInt(3000)))
                .withCompletion(pick(r, TxCompletion.values()));
    }

    /**
     * One scenario in three gets several transmit queues under mq and one to four CPUs, its flows
     * on CPUs of their own or spread; a NIC FIFO drawn before is then the one all its queues
     * share. Its own random stream keeps the other draws as they were.
     */
    private static Scenario maybeMultiqueue(Scenario s, long seed) {
        Random r = new Random(seed * 191 + 37);
        int most = s.nic().driver() == NicDriver.GENERIC ? 6 : s.nic().driver().maxTxQueues();
        if (r.nextInt(3) != 0 || most < 2) {
            return s;
        }
        int cpus = 1 + r.nextInt(4);
        List<Flow> flows = new ArrayList<>();
        for (Flow f : s.flows()) {
            flows.add(f.kind() == FlowKind.PKTGEN || r.nextBoolean() ? f : f.withCpu(r.nextInt(cpus)));
        }
        return s.withNic(s.nic().withTxQueues(2 + r.nextInt(Math.min(most, 6) - 1)))
                .withCpu(s.cpu().withCpus(cpus))
                .withQdisc(s.qdisc().withChild(s.qdisc().leaf()).withKind(QdiscKind.MQ))
                .withFlows(flows);
    }

    /**
     * A ring size near {@code wanted} that the NIC's driver accepts and that is large enough for
     * the queue to wake.
     */
    static int ringFor(Nic nic, int wanted) {
        NicDriver d = nic.driver();
        int lowest = Math.max(d.ringMin(), nic.wakeLevel());
        return d.nearestRing(Math.max(lowest, wanted), Kernel.FIRST);
    }

    @SafeVarargs
    static <T> T pick(Random r, T... options) {
        return options[r.nextInt(options.length)];
    }

    /** One scenario in four has a bottleneck port beyond the wire, from its own draws. */
    private static Network network(long seed, long linkRate) {
        Random n = new Random(seed * 79 + 11);
        if (n.nextInt(4) != 0) {
            return Scenario.defaults().network();
        }
        long rate = Math.max(Units.MBIT, linkRate / pick(n, 2L, 10L, 100L));
        boolean packets = n.nextBoolean();
        long bytes = packets ? 0 : pick(n, 20_000L, 200_000L, 2_000_000L);
        long frames = packets ? pick(n, 1L, 4L, 100L) : 0;
        // Every discipline, RED only where the buffer counts bytes (sch_red's limit does).
        Aqm aqm = packets ? pick(n, Aqm.DROPTAIL, Aqm.CODEL, Aqm.FQ_CODEL) : pick(n, Aqm.values());
        return new Network(new Bottleneck(rate, bytes, frames, aqm), crossTraffic(seed, rate));
    }

    /** Half the ports are shared with other hosts' flows, from draws of their own. */
    private static List<CrossFlow> crossTraffic(long seed, long portRate) {
        Random c = new Random(seed * 83 + 5);
        if (c.nextBoolean()) {
            return List.of();
        }
        List<CrossFlow> out = new ArrayList<>();
        out.add(new CrossFlow(CrossKind.BULK_TCP, "others", 1 + c.nextInt(4), pick(c, 100_000L, 2_000_000L, 20_000_000L),
                pick(c, TcpCongestion.values()), pick(c, 0L, portRate, portRate * 10), 0, 0, 0));
        if (c.nextBoolean()) {
            out.add(new CrossFlow(CrossKind.CBR_UDP, "others_udp", 1 + c.nextInt(2), 0, TcpCongestion.CUBIC,
                    pick(c, 0L, portRate * 2), Math.max(Units.KBIT, portRate / pick(c, 2L, 10L, 100L)),
                    pick(c, 64, 200), 0));
        }
        if (c.nextBoolean()) {
            // A request fits the smallest MTU the scenarios take (576).
            out.add(new CrossFlow(CrossKind.REQUEST_RESPONSE, "others_rr", 1 + c.nextInt(3), pick(c, 100_000L, 5_000_000L),
                    TcpCongestion.CUBIC, pick(c, 0L, portRate * 2), 0, 0, pick(c, 1, 100)));
        }
        return out;
    }
}
