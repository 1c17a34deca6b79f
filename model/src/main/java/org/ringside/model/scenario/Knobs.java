package org.ringside.model.scenario;

import static org.ringside.model.scenario.Knob.Apply.LIVE;
import static org.ringside.model.scenario.Knob.Apply.RESETS_RING;
import static org.ringside.model.scenario.Knob.Apply.RESTART;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;

/**
 * The table of every scenario setting, in the order a scenario file lists them, each bound by a
 * {@link Lens} to where a scenario (or a flow) holds it. The loader takes its known keys, ranges
 * and defaults from here; the validator its ranges; the writer its keys and formatting; the
 * records their {@code defaults()}; a running simulation's {@code RuntimeKnobs} and the control
 * panel their lenses, sliders and tooltips; the format documentation its reference table.
 */
public final class Knobs {
    /** The section of the per-flow keys. */
    public static final String FLOWS = "flows[]";

    /** Longest duration a scenario may run, one hour. */
    public static final long MAX_DURATION_NS = 3_600L * Units.S;

    /** The largest MTU, which bounds the per-flow sizes on their own. */
    private static final int MAX_MTU = 9216;

    static final String BQL_SYSFS = "/sys/class/net/eth0/queues/tx-0/byte_queue_limits/";

    private static final List<Knob> ALL = List.of(
            text("name", 1, 200, "the file name without .yaml",
                    "A title for the scenario, shown in the window and under exported charts."),
            duration("duration", Units.US, MAX_DURATION_NS, Units.S, Units.MS,
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

            rate("link.rate", Units.MBIT, 400 * Units.GBIT, Units.GBIT, Units.MBIT,
                    "How fast the wire sends bits; each frame also carries FCS, preamble and"
                            + " inter-frame gap on the wire.",
                    "ethtool -s eth0 speed 1000 duplex full autoneg off")
                    .bind(LIVE, new Lens<>(s -> s.link().rateBps(), (s, v) -> s.withLink(new Link(v)))),

            // A driver sets every knob that follows it; the file's own values come after.
            choice("nic.driver", words(NicDriver.values(), NicDriver::yamlName), "generic",
                    "The NIC driver whose constants the ring follows: descriptor size, stop and wake levels,"
                            + " the clean-up's work limit, what BQL counts and how interrupts are moderated"
                            + " (generic is the model's own rules).", "")
                    .bind(RESTART, top(s -> s.nic().driver().ordinal(),
                            (s, v) -> NicDriver.onDriver(s, pick(NicDriver.values(), "nic.driver", v)))),
            count("nic.ring_size", 8, 16384, 256, 8,
                    "How many descriptors the NIC's transmit ring holds; a bigger ring hides more"
                            + " bytes from the qdisc.",
                    "ethtool -G eth0 tx 256")
                    .bind(RESETS_RING, nic(Nic::ringSize, (n, v) -> n.withRingSize(toInt("nic.ring_size", v)))),
            followsDriver(bytes("nic.max_desc_bytes", 256, 65536, 4096, 256,
                    "The most bytes one data descriptor can point at, so a large packet needs"
                            + " several descriptors (a driver constant).", ""))
                    .bind(RESTART, nic(Nic::maxDescBytes,
                            (n, v) -> n.withMaxDescBytes(toInt("nic.max_desc_bytes", v)))),
            followsDriver(count("nic.stop_descs", 0, 1024, 0, 1,
                    "The driver stops its queue when fewer descriptors than this are free after a packet"
                            + " (DESC_NEEDED); 0 keeps room for one largest packet, 2 + ceil(largest /"
                            + " max_desc_bytes).", ""))
                    .bind(LIVE, nic(Nic::stopDescs, (n, v) -> n.withStopDescs(toInt("nic.stop_descs", v)))),
            followsDriver(count("nic.wake_descs", 0, 2048, 0, 1,
                    "The clean-up wakes a queue the driver stopped once this many descriptors are free"
                            + " (TX_WAKE_THRESHOLD); 0 means twice the stop level.", ""))
                    .bind(LIVE, nic(Nic::wakeDescs, (n, v) -> n.withWakeDescs(toInt("nic.wake_descs", v)))),
            bytes("nic.mtu", 68, MAX_MTU, 1500, 1,
                    "The largest IP packet the link carries; a full Ethernet packet is the MTU plus"
                            + " " + Headers.ETHERNET + " header bytes.",
                    "ip link set eth0 mtu 1500")
                    .bind(RESETS_RING, nic(Nic::mtu, (n, v) -> n.withMtu(toInt("nic.mtu", v)))),
            bool("nic.tso", true,
                    "TCP segmentation offload: the stack hands the NIC packets of up to gso_max_size"
                            + " bytes and the NIC cuts them into MTU-sized frames.",
                    "ethtool -K eth0 tso off")
                    .bind(LIVE, nic(n -> bit(n.tso()), (n, v) -> n.withTso(v != 0))),
            bool("nic.gso", true,
                    "Generic segmentation offload: with TSO off, large packets pass the qdisc whole"
                            + " and are cut into MTU-sized segments in software just before the driver.",
                    "ethtool -K eth0 gso off")
                    .bind(LIVE, nic(n -> bit(n.gso()), (n, v) -> n.withGso(v != 0))),
            // The driver sizes its context descriptors when the ring is set up, so no run-time change.
            bool("nic.tx_checksum", true,
                    "Checksum offload: the NIC fills in checksums at the cost of one context"
                            + " descriptor per packet, and TSO cannot work without it.",
                    "ethtool -K eth0 tx off")
                    .bind(RESTART, nic(n -> bit(n.txChecksum()), (n, v) -> n.withTxChecksum(v != 0))),
            bytes("nic.gso_max_size", 68, 65536, 65536, 1024,
                    "The largest packet the stack builds when TSO or GSO is on; at least the MTU.",
                    "ip link set eth0 gso_max_size 65536")
                    .bind(LIVE, nic(Nic::gsoMaxSize, (n, v) -> n.withGsoMaxSize(toInt("nic.gso_max_size", v)))),
            duration("nic.tx_usecs", 0, 10 * Units.MS, 100 * Units.US, Units.US,
                    "Interrupt moderation: with the timer, the TX interrupt fires this long after the first"
                            + " completion not yet signalled; with itr, interrupts are at least this far apart"
                            + " (0 means one interrupt per completion).",
                    "ethtool -C eth0 tx-usecs 100")
                    .bind(LIVE, nic(Nic::txUsecsNs, Nic::withTxUsecsNs)),
            count("nic.tx_frames", 1, 4096, 64, 1,
                    "Interrupt moderation with the timer: this many pending completions fire the TX interrupt"
                            + " at once (Intel's throttle has no such count).",
                    "ethtool -C eth0 tx-frames 64")
                    .bind(LIVE, nic(Nic::txFrames, (n, v) -> n.withTxFrames(toInt("nic.tx_frames", v)))),
            // NAPI's budget of 64 bounds received packets only; each driver limits its TX clean-up itself.
            followsDriver(count("nic.tx_clean_budget", 0, 16384, 64, 1,
                    "The most sent packets one TX clean-up frees before the poll yields and runs again"
                            + " (the driver's work limit; 0 means the whole ring, as on e1000).", ""))
                    .bind(LIVE, nic(Nic::txCleanBudget,
                            (n, v) -> n.withTxCleanBudget(toInt("nic.tx_clean_budget", v)))),
            followsDriver(choice("nic.bql_bytes", words(NicDriver.BqlBytes.values(), NicDriver.BqlBytes::yamlName),
                    "skb_len",
                    "What the driver reports to BQL for a packet: skb_len counts a TSO packet's headers once"
                            + " (e1000), segments counts the headers of every frame it becomes (igb, ixgbe).", ""))
                    .bind(RESTART, nic(n -> n.bqlBytes().ordinal(),
                            (n, v) -> n.withBqlBytes(pick(NicDriver.BqlBytes.values(), "nic.bql_bytes", v)))),
            followsDriver(choice("nic.moderation", words(NicDriver.Moderation.values(), NicDriver.Moderation::yamlName),
                    "timer",
                    "How the TX interrupt is moderated: timer starts tx_usecs at the first completion (mlx5-like"
                            + " NICs), itr keeps interrupts tx_usecs apart (Intel's interrupt throttle rate).", ""))
                    .bind(LIVE, nic(n -> n.moderation().ordinal(),
                            (n, v) -> n.withModeration(pick(NicDriver.Moderation.values(), "nic.moderation", v)))),
            // Leaving dispatch_limit mode clears the number, which only that mode may carry.
            followsKernel(choice("nic.doorbell", words(DoorbellMode.values(), DoorbellMode::yamlName), "immediate",
                    "When the driver writes the NIC's tail register (an uncached MMIO write after a write barrier):"
                            + " every packet, every dispatch_limit + 1 packets, or once per list the qdisc"
                            + " hands over (xmit_more).", ""))
                    .bind(LIVE, nic(n -> n.doorbell().ordinal(), (n, v) -> {
                        DoorbellMode mode = pick(DoorbellMode.values(), "nic.doorbell", v);
                        return n.withDoorbell(mode, mode == DoorbellMode.DISPATCH_LIMIT ? n.dispatchLimit() : 0);
                    })),
            count("nic.dispatch_limit", 0, 256, 0, 1,
                    "With doorbell dispatch_limit, how many packets may follow the first before the"
                            + " driver rings again (a 2012 proposal; 0 rings for every packet).",
                    "echo 16 > /sys/class/net/eth0/queues/tx-0/dispatch_limit")
                    .bind(LIVE, nic(Nic::dispatchLimit,
                            (n, v) -> n.withDoorbell(n.doorbell(), toInt("nic.dispatch_limit", v)))),
            // The NIC's packet buffer is split and its DMA engine set up when the driver opens the
            // device, and the descriptor command bits are the driver's: no run-time change.
            bytes("nic.fifo_bytes", 0, 4L << 20, 0, 4096,
                    "The NIC's own transmit FIFO between the ring and the wire: the NIC reads packets into it"
                            + " ahead of the wire while it has room (0: none, it reads each packet as it sends it).", "")
                    .bind(RESTART, nic(Nic::fifoBytes, (n, v) -> n.withFifoBytes(toInt("nic.fifo_bytes", v)))),
            // An estimate: one or two PCIe read round trips, descriptor then data.
            duration("nic.dma_latency", 0, 100 * Units.US, Units.US, 100,
                    "With a FIFO, how long the NIC takes to read a packet's descriptors and data over PCIe"
                            + " once it sees them (an estimate: one or two PCIe read round trips); reads overlap.",
                    "")
                    .bind(RESTART, nic(Nic::dmaLatencyNs, Nic::withDmaLatencyNs)),
            followsDriver(choice("nic.completion", words(NicDriver.Completion.values(), NicDriver.Completion::yamlName),
                    "sent",
                    "With a FIFO, when the NIC reports a packet done: fetched once its data is in the FIFO"
                            + " (the RS bit Intel's drivers set), sent once its last frame has left the wire.", ""))
                    .bind(RESTART, nic(n -> n.completion().ordinal(),
                            (n, v) -> n.withCompletion(pick(NicDriver.Completion.values(), "nic.completion", v)))),

            choice("bql.mode", words(BqlMode.values(), BqlMode::yamlName), "auto",
                    "Byte queue limits: auto lets DQL size the ring's byte limit, fixed pins it to"
                            + " limit, off lets the ring fill up.",
                    "echo max > " + BQL_SYSFS + "limit_min")
                    .bind(LIVE, bql(b -> b.mode().ordinal(), Knobs::withBqlMode)),
            // In mode fixed one number stands for three, as writing it to limit_min and limit_max does.
            new Knob("bql.limit", KnobKind.BYTES, 0, Bql.MAX_LIMIT, 0, 1, List.of(),
                    "none (needed with mode fixed)",
                    "With mode fixed, the ring's byte limit (limit_min and limit_max are both set to it).",
                    "echo 6000 > " + BQL_SYSFS + "limit_max; echo 6000 > " + BQL_SYSFS + "limit_min",
                    RESTART, Lens.unbound(), Lens.unbound())
                    .bind(LIVE, bql(Bql::limit, (b, v) -> b.mode() == BqlMode.FIXED
                            ? new Bql(BqlMode.FIXED, v, v, b.holdTimeMs(), v)
                            : new Bql(b.mode(), b.limitMin(), b.limitMax(), b.holdTimeMs(), v))),
            bytes("bql.limit_min", 0, Bql.MAX_LIMIT, 0, 1,
                    "The smallest byte limit DQL may choose.",
                    "echo 0 > " + BQL_SYSFS + "limit_min")
                    .bind(LIVE, bql(Bql::limitMin, (b, v) -> new Bql(b.mode(), v, b.limitMax(), b.holdTimeMs(), b.limit()))),
            bytes("bql.limit_max", 0, Bql.MAX_LIMIT, Bql.MAX_LIMIT, 1,
                    "The largest byte limit DQL may choose.",
                    "echo 1879048192 > " + BQL_SYSFS + "limit_max")
                    .bind(LIVE, bql(Bql::limitMax, (b, v) -> new Bql(b.mode(), b.limitMin(), v, b.holdTimeMs(), b.limit()))),
            duration("bql.hold_time", 0, MAX_DURATION_NS, Units.S, Units.MS,
                    "How long DQL watches for unused slack before it lowers the limit, in whole"
                            + " milliseconds.",
                    "echo 1000 > " + BQL_SYSFS + "hold_time")
                    .bind(LIVE, bql(Knobs::holdTimeNs, Knobs::withHoldTime)),

            // Replacing the root qdisc drops its packets and rebuilds the bands: a new run.
            choice("qdisc.kind", words(QdiscKind.values(), QdiscKind::yamlName), "pfifo_fast",
                    "The queuing discipline: pfifo_fast keeps three priority bands and serves band 0"
                            + " first, pfifo keeps a single queue, fq_codel gives each flow its own queue"
                            + " and drops from queues that stand too long.",
                    "tc qdisc replace dev eth0 root pfifo_fast")
                    .bind(RESTART, qdisc(q -> q.kind().ordinal(),
                            (q, v) -> q.withKind(pick(QdiscKind.values(), "qdisc.kind", v)))),
            count("qdisc.txqueuelen", 1, 100_000, 1000, 10,
                    "How many packets each qdisc band holds before new ones are dropped.",
                    "ip link set eth0 txqueuelen 1000")
                    .bind(LIVE, qdisc(Qdisc::txqueuelen, (q, v) -> q.withTxqueuelen(toInt("qdisc.txqueuelen", v)))),
            bytes("qdisc.drain_budget_bytes", 0, 2L << 20, 0, 1514,
                    "If above 0, a qdisc run stops after this many bytes instead of after 64 packets,"
                            + " as FreeBSD's iflib does (0 counts packets).", "")
                    .bind(LIVE, qdisc(Qdisc::drainBudgetBytes, Qdisc::withDrainBudgetBytes)),
            // Built into dequeue_skb and dev_hard_start_xmit: no run-time switch in Linux.
            followsKernel(bool("qdisc.bulk_dequeue", true,
                    "Bulk dequeue: one dequeue takes packets up to BQL's available bytes (one without BQL),"
                            + " a list the driver sees with xmit_more and rings the doorbell for once.", ""))
                    .bind(RESTART, qdisc(q -> bit(q.bulkDequeue()), (q, v) -> q.withBulkDequeue(v != 0))),
            followsKernel(bool("qdisc.bql_aborts_list", false,
                    "Whether BQL stopping the queue cuts short the list of packets being handed to the driver"
                            + " (a GSO packet's segments, a bulk dequeue), as before Linux 4.20.", ""))
                    .bind(RESTART, qdisc(q -> bit(q.bqlAbortsList()), (q, v) -> q.withBqlAbortsList(v != 0))),
            // fq_codel's settings are fixed when the qdisc is built (tc qdisc change is not modelled).
            // Ranges as fq_codel_change takes them: flows 1 to 65536, a quantum of at least 256.
            count("qdisc.limit", 1, 1_000_000, 10_240, 64,
                    "With fq_codel, packets the whole qdisc holds; above it, packets are dropped from the head"
                            + " of the flow with the most bytes.",
                    "tc qdisc replace dev eth0 root fq_codel limit 10240")
                    .bind(RESTART, fqCodel(FqCodel::limit, (f, v) -> f.withLimit(toInt("qdisc.limit", v)))),
            count("qdisc.flows", 1, 65_536, 1024, 1,
                    "With fq_codel, how many flow queues packets are hashed into; flows that share a queue"
                            + " share its turn.",
                    "tc qdisc replace dev eth0 root fq_codel flows 1024")
                    .bind(RESTART, fqCodel(FqCodel::flows, (f, v) -> f.withFlows(toInt("qdisc.flows", v)))),
            bytes("qdisc.quantum", 256, 1 << 20, 1514, 1,
                    "With fq_codel, bytes a flow queue may send in its turn of the round robin.",
                    "tc qdisc replace dev eth0 root fq_codel quantum 1514")
                    .bind(RESTART, fqCodel(FqCodel::quantum, (f, v) -> f.withQuantum(toInt("qdisc.quantum", v)))),
            duration("qdisc.target", Units.US, Units.S, 5 * Units.MS, 100 * Units.US,
                    "With fq_codel, the sojourn time CoDel accepts as a standing queue in each flow queue.",
                    "tc qdisc replace dev eth0 root fq_codel target 5ms")
                    .bind(RESTART, fqCodel(FqCodel::targetNs, FqCodel::withTargetNs)),
            duration("qdisc.interval", Units.US, Units.S, 100 * Units.MS, Units.MS,
                    "With fq_codel, how long the sojourn time must stay above target before CoDel drops, and"
                            + " the base of its drop spacing interval/sqrt(drops).",
                    "tc qdisc replace dev eth0 root fq_codel interval 100ms")
                    .bind(RESTART, fqCodel(FqCodel::intervalNs, FqCodel::withIntervalNs)),

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
            choice("tcp.congestion", words(TcpCongestion.values(), TcpCongestion::yamlName), "reno",
                    "Congestion control: cubic (Linux's default) leaves slow start when ACKs show a queue,"
                            + " cuts the window to 0.7 on a loss and regrows it on a cubic curve; reno halves it.",
                    "sysctl -w net.ipv4.tcp_congestion_control=cubic")
                    .bind(RESTART, tcp(t -> t.congestion().ordinal(),
                            (t, v) -> t.withCongestion(pick(TcpCongestion.values(), "tcp.congestion", v)))),

            // The sampler's grid is fixed when the run starts.
            duration("sample_interval", Units.US, Units.S, 100 * Units.US, 10 * Units.US,
                    "How often queue depths, rates and the other metrics are sampled for charts and CSV.",
                    "")
                    .bind(RESTART, top(Scenario::sampleIntervalNs, Scenario::withSampleIntervalNs)),

            duration("cpu.per_packet", 0, Units.MS, 300, 10,
                    "CPU time the stack and driver spend on each packet the qdisc hands to the driver.", "")
                    .bind(LIVE, cpu(Cpu::perPacketNs, Cpu::withPerPacketNs)),
            duration("cpu.per_segment", 0, Units.MS, 100, 10,
                    "CPU time for each segment that software GSO cuts.", "")
                    .bind(LIVE, cpu(Cpu::perSegmentNs, Cpu::withPerSegmentNs)),
            duration("cpu.doorbell", 0, Units.MS, 10, 1,
                    "CPU time one doorbell costs: the write barrier and the uncached MMIO write of the tail register"
                            + " (the write is posted: the CPU does not wait for the device).", "")
                    .bind(LIVE, cpu(Cpu::doorbellNs, Cpu::withDoorbellNs)),
            duration("cpu.per_completion", 0, Units.MS, 10, 1,
                    "CPU time the clean-up spends freeing one sent packet.", "")
                    .bind(LIVE, cpu(Cpu::perCompletionNs, Cpu::withPerCompletionNs)),
            duration("cpu.pktgen_per_packet", 0, Units.MS, 60, 1,
                    "CPU time pktgen spends on each packet; it skips the stack, so it costs less than"
                            + " per_packet.", "")
                    .bind(LIVE, cpu(Cpu::pktgenPerPacketNs, Cpu::withPktgenPerPacketNs)),
            // An estimate: interrupt entry and exit, the softirq and the poll's cache misses.
            duration("cpu.per_interrupt", 0, Units.MS, Units.US, 10,
                    "CPU time each TX clean-up costs on top of its packets: the interrupt, the softirq and the"
                            + " NAPI poll (an estimate), so lazier interrupts use less CPU.", "")
                    .bind(LIVE, cpu(Cpu::perInterruptNs, Cpu::withPerInterruptNs)),

            choice("flows[].kind", words(FlowKind.values(), FlowKind::yamlName), null,
                    "What the flow sends: bulk TCP, TCP requests that wait for replies, UDP at a"
                            + " constant rate, or pktgen packets straight into the driver.",
                    "netperf -t TCP_STREAM; netperf -t TCP_RR; modprobe pktgen"),
            text("flows[].name", 1, 200, "the flow's kind",
                    "The name the flow is reported under; two flows may not share one."),
            count("flows[].count", 1, 10_000, 1, 1,
                    "How many identical flows this entry stands for; they are reported together.", "")
                    .bindFlow(new Lens<>(Flow::count, (f, v) -> f.withCount(toInt("flows[].count", v)))),
            choice("flows[].priority", words(Priority.values(), Priority::yamlName), "besteffort",
                    "Which pfifo_fast band the flow's packets use: interactive is band 0, besteffort"
                            + " band 1, bulk band 2.",
                    "iptables -t mangle -A OUTPUT -j TOS --set-tos Minimize-Delay")
                    .bindFlow(new Lens<>(f -> f.priority().ordinal(),
                            (f, v) -> f.withPriority(pick(Priority.values(), "flows[].priority", v)))),
            duration("flows[].remote_rtt", 0, 10 * Units.S, 100 * Units.US, 10 * Units.US,
                    "Time from a packet's last bit leaving the wire to its ACK or reply coming back.", "")
                    .bindFlow(new Lens<>(Flow::remoteRttNs, Flow::withRemoteRttNs)),
            bytes("flows[].request", 1, Headers.mss(MAX_MTU) - Tcp.TIMESTAMP_OPTION, 1, 1,
                    "Bytes in each request of a request-response flow, at most one MSS with timestamps (MTU - "
                            + (Headers.TCP_IP + Tcp.TIMESTAMP_OPTION) + "); the packet is "
                            + Headers.ETHERNET_TCP_IP + " bytes more, " + Tcp.TIMESTAMP_OPTION
                            + " more again with timestamps.",
                    "netperf -t TCP_RR -- -r 1,1")
                    .bindFlow(new Lens<>(Flow::request, (f, v) -> f.withRequest(toInt("flows[].request", v)))),
            new Knob("flows[].size", KnobKind.BYTES, 1, MAX_MTU + Headers.ETHERNET, 200, 1, List.of(),
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
                    .bindFlow(new Lens<>(Flow::intervalNs, Flow::withIntervalNs)));

    private static final Map<String, Knob> BY_KEY = index(ALL);

    // Which per-flow keys each kind reads; any other key in a flow of that kind is an error.
    private static final Map<FlowKind, List<String>> FLOW_KEYS = flowKeys();

    // Folded from the table last, once every knob is bound.
    private static final Scenario DEFAULTS = foldDefaults();

    private Knobs() {
    }

    /** Every knob, in the order a scenario file lists them. */
    public static List<Knob> all() {
        return ALL;
    }

    /**
     * A scenario with every knob at the table's default, named "" and without flows: the
     * records' {@code defaults()} are taken from it.
     */
    static Scenario defaults() {
        return DEFAULTS;
    }

    /** A flow of this kind with every per-flow knob at the table's default, named after its kind. */
    static Flow defaultFlow(FlowKind kind) {
        Flow f = new Flow(kind, kind.yamlName(), 0, Priority.BESTEFFORT, 0, 0, 0, 0);
        for (Knob k : section(FLOWS)) {
            if (k.bindsFlow()) {
                f = k.set(f, k.defaultValue());
            }
        }
        // The table's default size is a udp_cbr payload; pktgen starts at its smallest packet.
        return kind == FlowKind.PKTGEN ? f.withSize(Headers.PKTGEN_MIN_SIZE) : f;
    }

    /** The knob with this key ({@code nic.ring_size}, {@code flows[].size}), if there is one. */
    public static Optional<Knob> find(String key) {
        return Optional.ofNullable(BY_KEY.get(key));
    }

    /**
     * The knob with this key.
     *
     * @throws IllegalArgumentException if there is none
     */
    public static Knob get(String key) {
        Knob k = BY_KEY.get(key);
        if (k == null) {
            throw new IllegalArgumentException("no knob " + key);
        }
        return k;
    }

    /** The knobs of one section ("" for the top-level scalars, {@code nic}, {@code flows[]}). */
    public static List<Knob> section(String section) {
        return ALL.stream().filter(k -> k.section().equals(section)).toList();
    }

    /** The keys a scenario file may have at the top, in order: name, duration, ..., flows. */
    public static List<String> topLevelKeys() {
        LinkedHashSet<String> keys = new LinkedHashSet<>();
        for (Knob k : ALL) {
            keys.add(k.section().isEmpty() ? k.name() : k.section().replace("[]", ""));
        }
        return List.copyOf(keys);
    }

    /** The keys a flow of this kind may have, in order. */
    public static List<String> flowKeys(FlowKind kind) {
        return FLOW_KEYS.get(kind);
    }

    /** The knobs a flow of this kind reads, in order. */
    public static List<Knob> flowKnobs(FlowKind kind) {
        return flowKeys(kind).stream().map(k -> get(FLOWS + "." + k)).toList();
    }

    private static Scenario foldDefaults() {
        Scenario s = new Scenario("", 0, 0, Kernel.CURRENT, new Link(0),
                new Nic(0, 0, 0, false, false, false, 0, 0, 0, 0, DoorbellMode.IMMEDIATE, 0, NicDriver.GENERIC, 0, 0,
                        NicDriver.BqlBytes.SKB_LEN, NicDriver.Moderation.TIMER, 0, 0, NicDriver.Completion.SENT),
                new Bql(BqlMode.AUTO, 0, 0, 0, 0), new Qdisc(QdiscKind.PFIFO_FAST, 0, 0),
                new Tcp(false, 0, 0, false, false, TcpCongestion.RENO), 0, new Cpu(0, 0, 0, 0, 0, 0), List.of());
        for (Knob k : ALL) {
            if (k.bindsScenario()) {
                s = k.set(s, k.defaultValue());
            }
        }
        return s;
    }

    // --- lenses ------------------------------------------------------------------------------------

    private static Lens<Scenario> top(ToLongFunction<Scenario> get, Lens.Setter<Scenario> set) {
        return new Lens<>(get, set);
    }

    private static Lens<Scenario> nic(ToLongFunction<Nic> get, Lens.Setter<Nic> set) {
        return new Lens<>(s -> get.applyAsLong(s.nic()), (s, v) -> s.withNic(set.set(s.nic(), v)));
    }

    private static Lens<Scenario> bql(ToLongFunction<Bql> get, Lens.Setter<Bql> set) {
        return new Lens<>(s -> get.applyAsLong(s.bql()), (s, v) -> s.withBql(set.set(s.bql(), v)));
    }

    private static Lens<Scenario> qdisc(ToLongFunction<Qdisc> get, Lens.Setter<Qdisc> set) {
        return new Lens<>(s -> get.applyAsLong(s.qdisc()), (s, v) -> s.withQdisc(set.set(s.qdisc(), v)));
    }

    private static Lens<Scenario> fqCodel(ToLongFunction<FqCodel> get, Lens.Setter<FqCodel> set) {
        return qdisc(q -> get.applyAsLong(q.fqCodel()), (q, v) -> q.withFqCodel(set.set(q.fqCodel(), v)));
    }

    private static Lens<Scenario> tcp(ToLongFunction<Tcp> get, Lens.Setter<Tcp> set) {
        return new Lens<>(s -> get.applyAsLong(s.tcp()), (s, v) -> s.withTcp(set.set(s.tcp(), v)));
    }

    private static Lens<Scenario> cpu(ToLongFunction<Cpu> get, Lens.Setter<Cpu> set) {
        return new Lens<>(s -> get.applyAsLong(s.cpu()), (s, v) -> s.withCpu(set.set(s.cpu(), v)));
    }

    /**
     * A new BQL mode. Fixed pins limit_min = limit_max = limit, from the old fixed limit or else
     * from limit_min; leaving fixed gives DQL back its whole range, as writing 0 and the maximum
     * to limit_min and limit_max does.
     */
    private static Bql withBqlMode(Bql b, long index) {
        BqlMode mode = pick(BqlMode.values(), "bql.mode", index);
        if (mode == BqlMode.FIXED) {
            long limit = b.mode() == BqlMode.FIXED ? b.limit() : b.limitMin();
            return new Bql(mode, limit, limit, b.holdTimeMs(), limit);
        }
        if (b.mode() == BqlMode.FIXED) {
            return new Bql(mode, get("bql.limit_min").defaultValue(), get("bql.limit_max").defaultValue(),
                    b.holdTimeMs(), 0);
        }
        return new Bql(mode, b.limitMin(), b.limitMax(), b.holdTimeMs(), 0);
    }

    /** The hold time in ns; one too long to count in ns reads as the longest, out of range anyway. */
    private static long holdTimeNs(Bql b) {
        return b.holdTimeMs() > Long.MAX_VALUE / Units.MS ? Long.MAX_VALUE : b.holdTimeMs() * Units.MS;
    }

    /** DQL counts time in jiffies at HZ = 1000, so a hold time is whole milliseconds. */
    private static Bql withHoldTime(Bql b, long ns) {
        if (ns % Units.MS != 0) {
            throw new IllegalArgumentException(new Problem("bql.hold_time",
                    Durations.scenario(ns) + " is not a whole number of milliseconds",
                    get("bql.hold_time").allowed() + " in whole ms").toString());
        }
        return new Bql(b.mode(), b.limitMin(), b.limitMax(), ns / Units.MS, b.limit());
    }

    /**
     * The knob with its default taken from {@link LinuxHistory} on the current kernel, and its
     * default text saying what it was before: {@code true (false before 3.6)}.
     */
    private static Knob followsKernel(Knob k) {
        LinuxHistory.Behaviour b = LinuxHistory.of(k.key())
                .orElseThrow(() -> new IllegalStateException(k.key() + " has no history"));
        long now = b.valueAt(Kernel.CURRENT);
        StringBuilder text = new StringBuilder(k.format(now)).append(" (");
        long earlier = b.before();
        for (int i = 0; i < b.steps().size(); i++) {
            LinuxHistory.Step step = b.steps().get(i);
            if (step.value() != earlier) {
                text.append(k.format(earlier)).append(" before ").append(step.since()).append(", ");
            }
            earlier = step.value();
        }
        text.setLength(text.length() - 2);
        text.append(')');
        return k.withDefault(now, text.toString());
    }

    /**
     * The knob with its default text saying what each driver sets it to:
     * {@code 64 (e1000 0, igb 128, ixgbe 256)}; the default itself is the generic driver's.
     */
    private static Knob followsDriver(Knob k) {
        StringBuilder text = new StringBuilder(k.defaultText()).append(" (");
        for (NicDriver d : NicDriver.values()) {
            if (d != NicDriver.GENERIC) {
                text.append(d.yamlName()).append(' ').append(k.format(d.setting(k.key()))).append(", ");
            }
        }
        text.setLength(text.length() - 2);
        text.append(')');
        return k.withDefault(NicDriver.GENERIC.setting(k.key()), text.toString());
    }

    private static long bit(boolean b) {
        return b ? 1 : 0;
    }

    private static int toInt(String key, long v) {
        return Lens.toInt(key, v);
    }

    private static <E> E pick(E[] values, String key, long index) {
        if (index < 0 || index >= values.length) {
            throw new IllegalArgumentException(key + ": no choice " + index);
        }
        return values[(int) index];
    }

    private static <E> List<String> words(E[] values, Function<E, String> word) {
        return Arrays.stream(values).map(word).toList();
    }

    private static Map<String, Knob> index(List<Knob> knobs) {
        Map<String, Knob> m = new LinkedHashMap<>();
        for (Knob k : knobs) {
            if (m.put(k.key(), k) != null) {
                throw new IllegalStateException("knob " + k.key() + " described twice");
            }
        }
        return Map.copyOf(m);
    }

    private static Map<FlowKind, List<String>> flowKeys() {
        Map<FlowKind, List<String>> m = new EnumMap<>(FlowKind.class);
        List<String> common = List.of("kind", "name", "count");
        m.put(FlowKind.BULK_TCP, join(common, "priority", "remote_rtt"));
        m.put(FlowKind.REQUEST_RESPONSE, join(common, "priority", "remote_rtt", "request"));
        m.put(FlowKind.UDP_CBR, join(common, "priority", "size", "interval"));
        // pktgen calls the driver directly: no qdisc band, no TCP round trips.
        m.put(FlowKind.PKTGEN, join(common, "size"));
        return m;
    }

    private static List<String> join(List<String> head, String... tail) {
        List<String> l = new ArrayList<>(head);
        l.addAll(List.of(tail));
        return List.copyOf(l);
    }

    private static Knob duration(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.DURATION, min, max, def, step, List.of(), Durations.scenario(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    private static Knob rate(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.RATE, min, max, def, step, List.of(), Rates.scenario(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    private static Knob bytes(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.BYTES, min, max, def, step, List.of(), Long.toString(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    private static Knob count(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.COUNT, min, max, def, step, List.of(), Long.toString(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    private static Knob integer(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.INTEGER, min, max, def, step, List.of(), Long.toString(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    private static Knob bool(String key, boolean def, String tip, String cmd) {
        return new Knob(key, KnobKind.BOOLEAN, 0, 1, def ? 1 : 0, 1, List.of(), Boolean.toString(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    /** A choice knob; a null default means the key is required (its default index is 0). */
    private static Knob choice(String key, List<String> words, String def, String tip, String cmd) {
        return new Knob(key, KnobKind.CHOICE, 0, words.size() - 1, def == null ? 0 : words.indexOf(def), 1, words,
                def == null ? "none (required)" : def, tip, cmd, RESTART, Lens.unbound(), Lens.unbound());
    }

    private static Knob text(String key, int minLength, int maxLength, String def, String tip) {
        return new Knob(key, KnobKind.TEXT, minLength, maxLength, minLength, 1, List.of(), def, tip, "",
                RESTART, Lens.unbound(), Lens.unbound());
    }
}
