package org.ringside.model.scenario;

import static org.ringside.model.scenario.Knob.Apply.LIVE;
import static org.ringside.model.scenario.Knob.Apply.RESTART;
import static org.ringside.model.scenario.KnobMaking.bit;
import static org.ringside.model.scenario.KnobMaking.bool;
import static org.ringside.model.scenario.KnobMaking.bql;
import static org.ringside.model.scenario.KnobMaking.bytes;
import static org.ringside.model.scenario.KnobMaking.choice;
import static org.ringside.model.scenario.KnobMaking.count;
import static org.ringside.model.scenario.KnobMaking.cpu;
import static org.ringside.model.scenario.KnobMaking.duration;
import static org.ringside.model.scenario.KnobMaking.fineDuration;
import static org.ringside.model.scenario.KnobMaking.followsKernel;
import static org.ringside.model.scenario.KnobMaking.integer;
import static org.ringside.model.scenario.KnobMaking.pick;
import static org.ringside.model.scenario.KnobMaking.rate;
import static org.ringside.model.scenario.KnobMaking.receiver;
import static org.ringside.model.scenario.KnobMaking.tcp;
import static org.ringside.model.scenario.KnobMaking.text;
import static org.ringside.model.scenario.KnobMaking.toInt;
import static org.ringside.model.scenario.KnobMaking.top;
import static org.ringside.model.scenario.KnobMaking.words;

import java.util.Arrays;
import java.util.List;

/**
 * The rows of the knob table, in the order a scenario file lists them, each bound by a
 * {@link Lens} to where a scenario (or a flow) holds it and told how a live change applies.
 * {@link Knobs} is how everything else reads them.
 */
final class KnobTable {
    private KnobTable() {
    }

    static final List<Knob> ALL = concat(List.of(
            text("name", 1, 200, "the file name without .yaml",
                    "A title for the scenario, shown in the window and under exported charts."),
            duration("duration", Units.US, Knobs.MAX_DURATION_NS, Units.S, Units.MS,
                    "How much simulated time a headless run covers.", "")
                    .bind(RESTART, top(Scenario::durationNs, Scenario::withDurationNs)),
            integer("seed", 0, Long.MAX_VALUE, 1, 1,
                    "Staggers the flows' start times within the first millisecond and drives every other"
                            + " random choice, so the same seed gives the same run.", "")
                    .bind(RESTART, top(Scenario::seed, Scenario::withSeed)),
            // A new release sets every knob that follows it; the file's own values come after.
            new Knob("kernel", KnobKind.CHOICE, 0, Kernel.releases().size() - 1, Kernel.CURRENT.index(), 1,
                    Kernel.releases().stream().map(Kernel::toString).toList(), Kernel.CURRENT.toString(),
                    "The Linux release whose transmit path the run follows: small queues from 3.6, TSO"
                            + " autosizing from 3.12, xmit_more from 3.18, whole lists under BQL from 4.20.",
                    "uname -r", RESTART, Lens.unbound(), Lens.unbound())
                    .bind(RESTART, top(s -> s.kernel().index(), (s, v) -> LinuxHistory.onKernel(s, Kernel.at(v)))),
            // The CPUs are the machine's: a new count is a new run.
            count("cpus", 1, Knobs.MAX_QUEUES, 1, 1,
                    "How many CPUs send: each flow runs on one, and each transmit queue's interrupt on one; a"
                            + " busy CPU delays only its own work.",
                    "")
                    .bind(RESTART, cpu(Cpu::cpus, (c, v) -> c.withCpus(toInt("cpus", v)))),

            rate("link.rate", Units.MBIT, 400 * Units.GBIT, Units.GBIT, Units.MBIT,
                    "How fast the wire sends bits; each frame also carries FCS, preamble and"
                            + " inter-frame gap on the wire.",
                    "ethtool -s eth0 speed 1000 duplex full autoneg off")
                    .bind(LIVE, new Lens<>(s -> s.link().rateBps(), (s, v) -> s.withLink(new Link(v))))),
            NicKnobTable.ROWS,
            List.of(
            choice("bql.mode", words(BqlMode.values(), BqlMode::yamlName), "auto",
                    "BQL: auto lets DQL size the ring's byte limit, fixed pins it; off (no BQL in the kernel) and"
                            + " unlimited (limit_min = max) let the ring fill, unlimited from 3.18 a whole qdisc at once.",
                    "echo max > " + Knobs.BQL_SYSFS + "limit_min")
                    .bind(LIVE, bql(b -> b.mode().ordinal(), KnobMaking::withBqlMode)),
            // In mode fixed one number stands for three, as writing it to limit_min and limit_max does.
            new Knob("bql.limit", KnobKind.BYTES, 0, Bql.MAX_LIMIT, 0, 1, List.of(),
                    "none (needed with mode fixed)",
                    "With mode fixed, the ring's byte limit (limit_min and limit_max are both set to it).",
                    "echo 6000 > " + Knobs.BQL_SYSFS + "limit_max; echo 6000 > " + Knobs.BQL_SYSFS + "limit_min",
                    RESTART, Lens.unbound(), Lens.unbound())
                    .bind(LIVE, bql(Bql::limit, (b, v) -> b.mode() == BqlMode.FIXED
                            ? new Bql(BqlMode.FIXED, v, v, b.holdTimeMs(), v)
                            : new Bql(b.mode(), b.limitMin(), b.limitMax(), b.holdTimeMs(), v))),
            bytes("bql.limit_min", 0, Bql.MAX_LIMIT, 0, 1,
                    "The smallest byte limit DQL may choose.",
                    "echo 0 > " + Knobs.BQL_SYSFS + "limit_min")
                    .bind(LIVE, bql(Bql::limitMin, (b, v) -> new Bql(b.mode(), v, b.limitMax(), b.holdTimeMs(), b.limit()))),
            bytes("bql.limit_max", 0, Bql.MAX_LIMIT, Bql.MAX_LIMIT, 1,
                    "The largest byte limit DQL may choose.",
                    "echo 1879048192 > " + Knobs.BQL_SYSFS + "limit_max")
                    .bind(LIVE, bql(Bql::limitMax, (b, v) -> new Bql(b.mode(), b.limitMin(), v, b.holdTimeMs(), b.limit()))),
            duration("bql.hold_time", 0, Knobs.MAX_DURATION_NS, Units.S, Units.MS,
                    "How long DQL watches for unused slack before it lowers the limit, in whole"
                            + " milliseconds.",
                    "echo 1000 > " + Knobs.BQL_SYSFS + "hold_time")
                    .bind(LIVE, bql(KnobMaking::holdTimeNs, KnobMaking::withHoldTime))),
            QdiscKnobTable.ROWS,
            List.of(
            // The sysctls are read at every send, so they change a running socket; timestamps are
            // agreed when the connection opens.
            followsKernel(bool("tcp.small_queues", true,
                    "TCP small queues: a socket stops sending while more than about 1 ms of its data (at most"
                            + " limit_output_bytes) waits below TCP in the qdisc and the ring; the TX clean-up"
                            + " that frees its packets lets it send again.", ""))
                    .bind(LIVE, tcp(t -> bit(t.smallQueues()), (t, v) -> t.withSmallQueues(v != 0))),
            followsKernel(bytes("tcp.limit_output_bytes", 1514, 64L << 20, 4_194_304, 1024,
                    "With small queues, the most bytes one socket may keep below TCP.",
                    "sysctl -w net.ipv4.tcp_limit_output_bytes=4194304"))
                    .bind(LIVE, tcp(Tcp::limitOutputBytes, Tcp::withLimitOutputBytes)),
            bytes("tcp.wmem_max", 4096, 1L << 30, 4L << 20, 65536,
                    "The send buffer: a socket's data not yet acknowledged, queued or in flight, stays under"
                            + " this many bytes (tcp_wmem's maximum).",
                    "sysctl -w net.ipv4.tcp_wmem=\"4096 16384 4194304\"")
                    .bind(LIVE, tcp(Tcp::wmemMax, Tcp::withWmemMax)),
            followsKernel(bool("tcp.tso_autosize", true,
                    "TSO autosizing: a super-packet holds about 1 ms of the flow's pacing rate (at least two"
                            + " segments) instead of always gso_max_size, and the small-queues limit follows"
                            + " the same rate.", ""))
                    .bind(LIVE, tcp(t -> bit(t.tsoAutosize()), (t, v) -> t.withTsoAutosize(v != 0))),
            bool("tcp.timestamps", true,
                    "TCP timestamps: 12 option bytes in every segment, so the MSS is the MTU less "
                            + (Headers.TCP_IP + Tcp.TIMESTAMP_OPTION) + " (1448 at MTU 1500).",
                    "sysctl -w net.ipv4.tcp_timestamps=1")
                    .bind(RESTART, tcp(t -> bit(t.timestamps()), (t, v) -> t.withTimestamps(v != 0))),
            // The sysctl picks the algorithm of sockets made after it: a running one keeps its own.
            choice("tcp.congestion", words(TcpCongestion.values(), TcpCongestion::yamlName), "cubic",
                    "Congestion control: cubic (Linux's default) leaves slow start when ACKs show a queue,"
                            + " cuts the window to 0.7 on a loss and regrows it on a cubic curve; reno halves it.",
                    "sysctl -w net.ipv4.tcp_congestion_control=cubic")
                    .bind(RESTART, tcp(t -> t.congestion().ordinal(),
                            (t, v) -> t.withCongestion(pick(TcpCongestion.values(), "tcp.congestion", v)))),
            rate("tcp.max_pacing_rate", 0, 400 * Units.GBIT, 0, Units.MBIT,
                    "SO_MAX_PACING_RATE on every TCP socket: caps its pacing rate, and from Linux 4.13 makes"
                            + " TCP pace itself with a timer where the qdisc is not fq (0bit: not set).",
                    "")
                    .withDefault(0, "0bit (not set)")
                    .bind(LIVE, tcp(Tcp::maxPacingRateBps, Tcp::withMaxPacingRateBps)),
            // Negotiated when the connection opens: a new run.
            bool("tcp.ecn", false,
                    "ECN: the sockets ask for it and the far end agrees, so their packets are ECN-capable; an AQM"
                            + " that marks them Congestion Experienced instead of dropping makes the sender cut its"
                            + " window as for a loss, with nothing lost.",
                    "sysctl -w net.ipv4.tcp_ecn=1")
                    .bind(RESTART, tcp(t -> bit(t.ecn()), (t, v) -> t.withEcn(v != 0))),

            // The receiving host: its socket and NIC settings are fixed when the connection opens.
            bool("receiver.gro", true,
                    "GRO at the receiver: a super-packet's segments arrive back to back and are merged (up to 64 KB)"
                            + " into one, which counts once when the receiver decides to ACK; off, each segment counts.",
                    "")
                    .bind(RESTART, receiver(r -> bit(r.gro()), (r, v) -> r.withGro(v != 0))),
            bool("receiver.delayed_ack", true,
                    "Delayed ACKs: the receiver ACKs at once when more than one full segment arrived since its"
                            + " last ACK (and for its first 16 ACKs); a single segment waits for the 40 ms"
                            + " delayed-ACK timer or the next segment.", "")
                    .bind(RESTART, receiver(r -> bit(r.delayedAck()), (r, v) -> r.withDelayedAck(v != 0))),
            bool("receiver.quickack", false,
                    "The receiving host's route back to the sender carries quickack 1 (set with ip route change):"
                            + " it ACKs every segment (or GRO packet) at once.",
                    "")
                    .bind(RESTART, receiver(r -> bit(r.quickack()), (r, v) -> r.withQuickack(v != 0))),
            // 200ps, a core reading about 5 GB/s of bytes the NIC wrote, is a model constant, not a
            // measurement (docs/model.md, "The receiver").
            fineDuration("receiver.per_byte", 0, Units.US * Units.PS_PER_NS, 200, 10,
                    "CPU time the receiving application's recvmsg spends copying each byte out of its socket on one"
                            + " core (200ps: 5 GB/s); when it falls behind, the receive buffer fills and the window closes.", "")
                    .bind(RESTART, receiver(Receiver::perBytePs, Receiver::withPerBytePs)),
            followsKernel(bytes("receiver.rmem_max", 4096, 1L << 30, 32L << 20, 65536,
                    "The receive buffer, tcp_rmem's maximum: the window the receiver advertises is its share for"
                            + " payload (half from 3.4) less the bytes its application has not read yet.",
                    ""))
                    .bind(RESTART, receiver(Receiver::rmemMax, Receiver::withRmemMax))),
            NetworkKnobTable.ROWS,
            List.of(
            // The sampler's grid is fixed when the run starts.
            duration("sample_interval", Units.US, Units.S, 100 * Units.US, 10 * Units.US,
                    "How often queue depths, rates and the other metrics are sampled for charts and CSV.",
                    "")
                    .bind(RESTART, top(Scenario::sampleIntervalNs, Scenario::withSampleIntervalNs))),
            CpuKnobTable.ROWS,
            List.of(
            choice("flows[].kind", words(FlowKind.values(), FlowKind::yamlName), null,
                    "What the flow sends: bulk TCP, TCP requests that wait for replies, UDP at a"
                            + " constant rate, or pktgen packets straight into the driver.",
                    "netperf -t TCP_STREAM; netperf -t TCP_RR; modprobe pktgen"),
            text("flows[].name", 1, 200, "the flow's kind",
                    "The name the flow is reported under; two flows may not share one."),
            count("flows[].count", 1, 10_000, 1, 1,
                    "How many identical flows this entry stands for; they are reported together.", "")
                    .bindFlow(new Lens<>(Flow::count, (f, v) -> f.withCount(toInt("flows[].count", v)))),
            // A socket's CPU is where its application runs: taskset pins it.
            choice("flows[].cpu", KnobMaking.cpuWords(), "spread",
                    "The CPU the flow's sockets send from; spread gives the scenario's sources the CPUs in turn.",
                    "")
                    .bindFlow(new Lens<>(f -> f.cpu() + 1, (f, v) -> f.withCpu(toInt("flows[].cpu", v) - 1))),
            // MSG_ZEROCOPY is a flag of each send call; the socket opts in with SO_ZEROCOPY when it opens.
            bool("flows[].zerocopy", false,
                    "MSG_ZEROCOPY (Linux 4.14): the application sets SO_ZEROCOPY and sends with MSG_ZEROCOPY, so"
                            + " sendmsg pins its pages (cpu.zerocopy_per_page) instead of copying them (cpu.per_byte).",
                    "")
                    .bindFlow(new Lens<>(f -> bit(f.zerocopy()), (f, v) -> f.withZerocopy(v != 0))),
            choice("flows[].priority", words(Priority.values(), Priority::yamlName), "besteffort",
                    "Which pfifo_fast band the flow's packets use: interactive is band 0, besteffort"
                            + " band 1, bulk band 2.",
                    "iptables -t mangle -A OUTPUT -p tcp --dport 5001 -j CLASSIFY --set-class 0:6")
                    .bindFlow(new Lens<>(f -> f.priority().ordinal(),
                            (f, v) -> f.withPriority(pick(Priority.values(), "flows[].priority", v)))),
            duration("flows[].remote_rtt", 0, 10 * Units.S, 100 * Units.US, 10 * Units.US,
                    "Time from a packet's last bit leaving the wire to its ACK or reply coming back.", "")
                    .bindFlow(new Lens<>(Flow::remoteRttNs, Flow::withRemoteRttNs)),
            bytes("flows[].request", 1, Headers.mss(NicKnobTable.MAX_MTU) - Tcp.TIMESTAMP_OPTION, 1, 1,
                    "Bytes in each request of a request-response flow, at most one MSS with timestamps (MTU - "
                            + (Headers.TCP_IP + Tcp.TIMESTAMP_OPTION) + "); the packet is "
                            + Headers.ETHERNET_TCP_IP + " bytes more, " + Tcp.TIMESTAMP_OPTION
                            + " more again with timestamps.",
                    "netperf -t TCP_RR -- -r 1,1")
                    .bindFlow(new Lens<>(Flow::request, (f, v) -> f.withRequest(toInt("flows[].request", v)))),
            new Knob("flows[].size", KnobKind.BYTES, 1, NicKnobTable.MAX_MTU + Headers.ETHERNET, 200, 1, List.of(),
                    "200 (udp_cbr), " + Headers.PKTGEN_MIN_SIZE + " (pktgen)",
                    "For udp_cbr the UDP payload of each packet, up to MTU - " + Headers.UDP_IP
                            + " (the packet is " + Headers.ETHERNET_UDP_IP + " bytes more); for pktgen the packet"
                            + " as pkt_size counts it, " + Headers.PKTGEN_MIN_SIZE + " to MTU + "
                            + Headers.ETHERNET + ".",
                    "echo \"pkt_size 60\" > /proc/net/pktgen/eth0",
                    RESTART, Lens.unbound(), Lens.unbound())
                    .bindFlow(new Lens<>(Flow::size, (f, v) -> f.withSize(toInt("flows[].size", v)))),
            duration("flows[].interval", 1, 10 * Units.S, 20 * Units.MS, Units.MS,
                    "Time between the packets of a udp_cbr flow.", "")
                    .bindFlow(new Lens<>(Flow::intervalNs, Flow::withIntervalNs)),
            // What the class watches, not what Linux does: it changes no packet, only the lane's colour.
            duration("flows[].wait_warn", 0, 10 * Units.S, 0, Units.MS,
                    "A packet's wait from the qdisc to the wire above which the flow's lane shows its last"
                            + " and p99 wait in the warning colour (20ms for voice); 0 for none.", "")
                    .withDefault(0, "0 (none)")
                    .bindFlow(new Lens<>(Flow::waitWarnNs, Flow::withWaitWarnNs))));

    @SafeVarargs
    private static List<Knob> concat(List<Knob>... parts) {
        return Arrays.stream(parts).flatMap(List::stream).toList();
    }
}
