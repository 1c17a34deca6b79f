package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Valid scenarios drawn at random from the knob table's ranges, edges included, for property
 * tests. The same seed gives the same scenario.
 */
final class RandomScenarios {
    // Characters that trouble YAML writers: indicators, quotes, escapes, non-ASCII, a tab.
    private static final String NAME_CHARS =
            "abcXYZ019 ,:#-&*!|>'\"%@`{}[]?\\/.()+=µéß日\t";
    private static final String[] WORDS = {"yes", "no", "off", "true", "null", "~", "0x10", "1e3", "12", "-", "a b"};

    private final Random rnd;

    RandomScenarios(long seed) {
        this.rnd = new Random(seed);
    }

    /** No port, or one with a rate and one kind of buffer that holds a full frame. */
    private Network network(Nic nic) {
        long rate = knob("network.bottleneck.rate");
        if (rate == 0) {
            return new Network(new Bottleneck(0, 0, 0, Aqm.DROPTAIL));
        }
        boolean packets = knob("network.bottleneck.buffer_packets") % 2 == 0;
        long bytes = Math.max(knob("network.bottleneck.buffer"), nic.mtu() + 14L);
        Aqm aqm = Aqm.values()[(int) knob("network.bottleneck.aqm")];
        if (aqm == Aqm.RED) {
            // sch_red's limit counts bytes; tc's defaults need room for a burst of frames, and past
            // a few MB their weight no longer fits red_check_params' 32 bits.
            packets = false;
            bytes = Math.min(Math.max(bytes, 100_000), 1_000_000);
        }
        return new Network(new Bottleneck(rate, packets ? 0 : bytes,
                packets ? Math.max(1, knob("network.bottleneck.buffer_packets")) : 0, aqm));
    }

    Scenario next() {
        Nic nic = nic();
        List<Flow> flows = new ArrayList<>();
        int n = 1 + rnd.nextInt(5);
        for (int i = 0; i < n; i++) {
            flows.add(flow(nic.mtu(), i));
        }
        Qdisc qdisc = qdisc(QdiscKind.leaves()[rnd.nextInt(QdiscKind.leaves().length)]);
        int cpus = 1;
        // Now and then a multiqueue device: several CPUs, queues by the driver or given, mq on top.
        if (nic.driver().maxTxQueues() > 1 && !nic.hasFifo() && rnd.nextInt(3) == 0) {
            cpus = 1 + rnd.nextInt(Knobs.MAX_QUEUES);
            nic = nic.withTxQueues(rnd.nextBoolean() ? 0 : 2 + rnd.nextInt(nic.driver().maxTxQueues() - 1));
            if (Math.min(cpus, nic.driver().maxTxQueues()) > 1 || nic.txQueues() > 1) {
                qdisc = qdisc.withChild(qdisc.kind()).withKind(QdiscKind.MQ);
            }
        }
        Kernel kernel = Kernel.at(knob("kernel"));
        if (qdisc.leaf() == QdiscKind.FQ_CODEL && !kernel.atLeast(LinuxHistory.FQ_CODEL)) {
            kernel = LinuxHistory.FQ_CODEL;
        }
        if (qdisc.leaf() == QdiscKind.FQ && !kernel.atLeast(LinuxHistory.FQ)) {
            kernel = LinuxHistory.FQ;
        }
        Tcp tcp = new Tcp(knob("tcp.small_queues") != 0, knob("tcp.limit_output_bytes"), knob("tcp.wmem_max"),
                knob("tcp.tso_autosize") != 0, knob("tcp.timestamps") != 0,
                TcpCongestion.values()[(int) knob("tcp.congestion")], knob("tcp.max_pacing_rate"));
        // Knobs drawn one by one may ask for what the kernel lacks; those take the kernel's own value.
        return KernelGates.fit(new Scenario(name(), knob("duration"), knob("seed"), kernel, new Link(linkFor(nic.driver(), knob("link.rate"))), nic, bql(),
                qdisc.withBqlAbortsList(knob("qdisc.bql_aborts_list") != 0).withBulkDequeue(knob("qdisc.bulk_dequeue") != 0), tcp,
                new Receiver(knob("receiver.gro") != 0, knob("receiver.delayed_ack") != 0, knob("receiver.quickack") != 0,
                        knob("receiver.per_byte"), knob("receiver.rmem_max")),
                network(nic), knob("sample_interval"),
                new Cpu(knob("cpu.per_packet"), knob("cpu.per_segment"), knob("cpu.doorbell"),
                        knob("cpu.per_completion"), knob("cpu.pktgen_per_packet"), knob("cpu.per_interrupt"),
                        knob("cpu.per_byte"), knob("cpu.per_ack"), knob("cpu.per_skb"), knob("cpu.zerocopy_per_page"),
                        knob("cpu.zerocopy_notify"), cpus),
                flows));
    }

    private Qdisc qdisc(QdiscKind kind) {
        Qdisc q = new Qdisc(kind, (int) knob("qdisc.txqueuelen"), knob("qdisc.drain_budget_bytes"));
        if (kind == QdiscKind.FQ) {
            return q.withFq(new Fq((int) knob("qdisc.fq.quantum"), (int) knob("qdisc.fq.initial_quantum"),
                    (int) knob("qdisc.fq.flow_limit"), (int) knob("qdisc.fq.limit"), knob("qdisc.fq.maxrate"),
                    knob("qdisc.fq.horizon")));
        }
        if (kind != QdiscKind.FQ_CODEL) {
            return q; // a pfifo file does not spell out fq_codel's or fq's keys: they stay at their defaults
        }
        return q.withFqCodel(new FqCodel((int) knob("qdisc.limit"), (int) knob("qdisc.flows"),
                (int) knob("qdisc.quantum"), knob("qdisc.target"), knob("qdisc.interval")));
    }

    private Nic nic() {
        int mtu = (int) knob("nic.mtu");
        boolean txChecksum = rnd.nextBoolean();
        boolean tso = txChecksum && rnd.nextBoolean();
        int gsoMax = (int) between(mtu, 65536);
        int maxDesc = (int) knob("nic.max_desc_bytes");
        NicDriver driver = NicDriver.values()[(int) knob("nic.driver")];
        // A file of a NIC without a FIFO does not spell out its read latency: it stays at its default.
        int fifo = rnd.nextBoolean() ? 0 : (int) knob("nic.fifo_bytes");
        long txUsecs = knob("nic.tx_usecs");
        if (txUsecs % Units.US == 0 && driver.refusesUsecs(txUsecs / Units.US)) {
            txUsecs = 10 * Units.US; // set_coalesce refuses it; the shortest interval is 10 us
        }
        Nic partial = new Nic(8, maxDesc, mtu, tso, rnd.nextBoolean(), txChecksum, gsoMax, txUsecs,
                (int) knob("nic.tx_frames"), (int) knob("nic.tx_clean_budget"), DoorbellMode.IMMEDIATE, 0,
                driver, driver.stopDescs(), driver.wakeDescs(),
                BqlBytes.values()[(int) knob("nic.bql_bytes")],
                TxModeration.values()[(int) knob("nic.moderation")], driver == NicDriver.MLX5 && knob("nic.adaptive_tx") != 0, fifo,
                fifo > 0 ? knob("nic.dma_latency") : Knobs.get("nic.dma_latency").defaultValue(), TxCompletion.values()[(int) knob("nic.completion")], 0,
                Xps.DRIVER);
        int lowest = Math.max(driver.ringMin(), partial.wakeLevel());
        int ring = (int) between(lowest, driver.ringMax(Kernel.FIRST)) / driver.ringMultiple() * driver.ringMultiple();
        ring = driver.nearestRing(Math.max(ring, lowest), Kernel.FIRST);
        DoorbellMode doorbell = DoorbellMode.values()[rnd.nextInt(3)];
        int limit = doorbell == DoorbellMode.DISPATCH_LIMIT ? (int) knob("nic.dispatch_limit") : 0;
        return partial.withRingSize(ring).withDoorbell(doorbell, limit);
    }

    /** The rate, or the driver's fastest where its NICs cannot run it. */
    private static long linkFor(NicDriver driver, long rate) {
        return driver.runsLink(rate) ? rate : driver.maxLinkBps();
    }

    private Bql bql() {
        long holdMs = between(0, Knobs.MAX_DURATION_NS / Units.MS);
        BqlMode mode = BqlMode.values()[rnd.nextInt(3)];
        if (mode == BqlMode.FIXED) {
            long limit = knob("bql.limit");
            return new Bql(mode, limit, limit, holdMs, limit);
        }
        long a = knob("bql.limit_min");
        long b = knob("bql.limit_max");
        return new Bql(mode, Math.min(a, b), Math.max(a, b), holdMs, 0);
    }

    private Flow flow(int mtu, int index) {
        FlowKind kind = FlowKind.values()[rnd.nextInt(FlowKind.values().length)];
        Flow f = Flow.defaults(kind).withCount((int) knob("flows[].count"));
        // Names must differ; unnamed flows keep their kind's name only if it is still free.
        f = rnd.nextInt(4) == 0 && index == 0 ? f : f.withName(name() + " #" + index);
        for (String key : Knobs.flowKeys(kind)) {
            f = switch (key) {
                case "priority" -> f.withPriority(Priority.values()[rnd.nextInt(3)]);
                case "remote_rtt" -> f.withRemoteRttNs(knob("flows[].remote_rtt"));
                case "request", "size" -> {
                    FlowBound bound = FlowBound.of(kind, key, mtu).orElseThrow();
                    yield Knobs.get(Knobs.FLOWS + "." + key).set(f, between(bound.min(), bound.max()));
                }
                case "interval" -> f.withIntervalNs(knob("flows[].interval"));
                case "wait_warn" -> rnd.nextBoolean() ? f : f.withWaitWarnNs(knob("flows[].wait_warn"));
                default -> f;
            };
        }
        return f;
    }

    private String name() {
        if (rnd.nextInt(4) == 0) {
            return WORDS[rnd.nextInt(WORDS.length)];
        }
        StringBuilder b = new StringBuilder();
        int length = 1 + rnd.nextInt(30);
        for (int i = 0; i < length; i++) {
            b.append(NAME_CHARS.charAt(rnd.nextInt(NAME_CHARS.length())));
        }
        String s = b.toString();
        return s.isBlank() ? s + "x" : s;
    }

    /** A value in the knob's own range: often an edge or the default, else anything between. */
    private long knob(String key) {
        Knob k = Knobs.get(key);
        return switch (rnd.nextInt(6)) {
            case 0 -> k.min();
            case 1 -> k.max();
            case 2 -> k.defaultValue();
            default -> between(k.min(), k.max());
        };
    }

    /** A value in [lo, hi], both included, picking round numbers now and then. */
    private long between(long lo, long hi) {
        long v = hi == Long.MAX_VALUE ? Math.max(lo, rnd.nextLong() & Long.MAX_VALUE) : rnd.nextLong(lo, hi + 1);
        if (rnd.nextBoolean()) {
            long round = rnd.nextBoolean() ? 1000 : 1_000_000;
            long r = v / round * round;
            if (r >= lo) {
                v = r;
            }
        }
        return v;
    }
}
