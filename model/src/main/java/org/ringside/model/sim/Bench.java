package org.ringside.model.sim;

import java.lang.management.ManagementFactory;
import java.lang.ref.Reference;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringside.model.format.PrintableText;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Link;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.Priority;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/**
 * The model's speed on fixed scenarios: simulated packets (frames on the wire) per wall-clock
 * second, in this process. Each case runs several times: the first run includes the JIT compiling
 * the hot path (what a one-off {@code ringside run} pays), the best of the later ones is the
 * model's own speed.
 */
public final class Bench {
    private Bench() {
    }

    /**
     * One benchmark case.
     *
     * @param name what it simulates
     * @param scenario the scenario
     * @param simulatedNs how much simulated time to run
     */
    public record Case(String name, Scenario scenario, long simulatedNs) {
    }

    /**
     * What one case measured.
     *
     * @param name the case
     * @param simulatedNs simulated time run
     * @param frames frames that left the wire
     * @param events events processed
     * @param wallNs wall-clock time
     * @param cpuNs CPU time of the running thread
     * @param heapBytes heap in use after the run (after a garbage collection)
     */
    public record Figure(String name, long simulatedNs, long frames, long events, long wallNs, long cpuNs, long heapBytes) {
        /** Simulated packets per wall second. */
        public double packetsPerWallSecond() {
            return frames / (wallNs / 1e9);
        }

        /** Wall seconds per simulated second. */
        public double wallPerSimulatedSecond() {
            return (wallNs / 1e9) / (simulatedNs / 1e9);
        }
    }

    /**
     * assets/scenarios/linux-today-10gbe-mq.yaml at 100 Gbit/s: 6.18, eight CPUs and eight ixgbe
     * queues sharing the 82599's one packet buffer, mq over fq_codel, TSO and GSO, BQL, seven
     * bulk streams and a call.
     */
    private static final String EIGHT_QUEUES_100GBE = """
            name: 100 Gbit/s, 8 queues, mq/fq_codel, TSO, 7 streams + call
            kernel: "6.18"
            cpus: 8
            link: { rate: 100Gbit }
            nic: { driver: ixgbe, ring_size: 512, tso: true, gso: true, fifo_bytes: 163840, dma_latency: 1us }
            bql: { mode: auto }
            qdisc: { kind: mq, child: fq_codel, limit: 10240, flows: 1024, quantum: 1514, target: 5ms, interval: 100ms }
            flows:
              - { kind: bulk_tcp, name: streams, count: 7, remote_rtt: 200us }
              - { kind: udp_cbr, name: voip, cpu: 7, size: 200, interval: 20ms }
            """;

    /**
     * The standard cases: a saturated 10 GbE link, 100 streams under BQL, pktgen, a saturated
     * 100 GbE link, and eight queues at 100 GbE.
     */
    public static List<Case> standardCases() {
        Scenario base = Scenario.defaults();
        Scenario tenGig = base.withName("10 Gbit/s saturated, 1514-byte packets")
                .withLink(new Link(10_000_000_000L))
                .withNic(base.nic().withTso(false).withGso(false));
        Scenario hundred = hundredStreams();
        Scenario pktgen = base.withName("pktgen 60-byte packets, 10 Gbit/s, dispatch_limit 16")
                .withLink(new Link(10_000_000_000L))
                .withNic(base.nic().withRingSize(512).withDoorbell(DoorbellMode.DISPATCH_LIMIT, 16))
                .withFlows(List.of(Flow.defaults(FlowKind.PKTGEN)));
        // As assets/scenarios/saturated-100gbe.yaml: 8.1 million frames cut from 64 KB packets, on 3.3.
        Scenario linux2011 = Knobs.get("kernel").set(base, Kernel.FIRST.index());
        Scenario hundredGig = linux2011.withName("100 Gbit/s saturated, TSO on, ring 1024")
                .withLink(new Link(100_000_000_000L))
                .withNic(linux2011.nic().withRingSize(1024));
        Scenario eightQueues;
        try {
            eightQueues = ScenarioLoader.fromString(EIGHT_QUEUES_100GBE, "bench");
        } catch (ScenarioException e) {
            throw new IllegalStateException("the benchmark's own scenario: " + e.getMessage(), e);
        }
        return List.of(new Case(tenGig.name(), tenGig, 1_000_000_000L),
                new Case(hundred.name(), hundred, 5_000_000_000L),
                new Case(pktgen.name(), pktgen, 250_000_000L),
                new Case(hundredGig.name(), hundredGig, 1_000_000_000L),
                new Case(eightQueues.name(), eightQueues, 1_000_000_000L));
    }

    /** The design's example: 100 bulk streams and one high-priority RR flow, BQL on, TSO off, ring 1024, 1 GbE. */
    public static Scenario hundredStreams() {
        Scenario base = Scenario.defaults();
        Nic nic = base.nic().withRingSize(1024).withTso(false).withGso(false);
        return base.withName("100 bulk streams + RR, BQL auto, TSO off, 1 Gbit/s").withNic(nic).withBql(Bql.defaults())
                .withFlows(List.of(
                        Flow.defaults(FlowKind.BULK_TCP).withCount(100).withRemoteRttNs(200_000),
                        Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr").withPriority(Priority.INTERACTIVE)
                                .withRemoteRttNs(200_000)));
    }

    /**
     * A case measured cold and warm.
     *
     * @param first the first run in this process
     * @param best the fastest of the runs after it
     */
    public record Measured(Figure first, Figure best) {
    }

    /** Runs a case {@code 1 + warmRuns} times. */
    public static Measured measure(Case c, int warmRuns) {
        Figure first = timed(c);
        Figure best = first;
        for (int i = 0; i < warmRuns; i++) {
            Figure f = timed(c);
            if (i == 0 || f.wallNs() < best.wallNs()) {
                best = f;
            }
        }
        return new Measured(first, best);
    }

    /** Runs a case once, cold, and measures it. */
    public static Figure timed(Case c) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuTime = threads.isCurrentThreadCpuTimeSupported();
        Simulation sim = new Simulation(c.scenario());
        long cpu0 = cpuTime ? threads.getCurrentThreadCpuTime() : 0;
        long wall0 = System.nanoTime();
        sim.runUntil(c.simulatedNs());
        long wall = System.nanoTime() - wall0;
        long cpu = cpuTime ? threads.getCurrentThreadCpuTime() - cpu0 : 0;
        Runtime rt = Runtime.getRuntime();
        System.gc();
        long heap = rt.totalMemory() - rt.freeMemory();
        Figure figure = new Figure(c.name(), c.simulatedNs(), sim.snapshot().totals().frames(), sim.eventsProcessed(),
                wall, cpu, heap);
        Reference.reachabilityFence(sim); // the heap figure includes the simulation
        return figure;
    }

    /** The figures as a table: the first run's wall time, then the best run's figures. */
    public static String table(List<Measured> results) {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "%-54s %9s %10s %10s %8s %8s %8s %14s %7s", "case", "simulated",
                "packets", "events", "1st wall", "wall s", "cpu s", "packets/wall s", "heap MB"));
        for (Measured m : results) {
            Figure f = m.best();
            lines.add(String.format(Locale.ROOT, "%-54s %8.2fs %10d %10d %8.3f %8.3f %8.3f %14.0f %7.1f", PrintableText.of(f.name()),
                    f.simulatedNs() / 1e9, f.frames(), f.events(), m.first().wallNs() / 1e9, f.wallNs() / 1e9,
                    f.cpuNs() / 1e9, f.packetsPerWallSecond(), f.heapBytes() / 1e6));
        }
        return String.join(System.lineSeparator(), lines) + System.lineSeparator();
    }
}
