package org.ringside.model.scenario;

import static org.ringside.model.scenario.Knob.Apply.LIVE;
import static org.ringside.model.scenario.Knob.Apply.RESETS_RING;
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
import static org.ringside.model.scenario.KnobMaking.followsDriver;
import static org.ringside.model.scenario.KnobMaking.followsKernel;
import static org.ringside.model.scenario.KnobMaking.integer;
import static org.ringside.model.scenario.KnobMaking.nic;
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
    /** The largest MTU, which bounds the per-flow sizes on their own. */
    private static final int MAX_MTU = 9216;

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
                    .bind(LIVE, new Lens<>(s -> s.link().rateBps(), (s, v) -> s.withLink(new Link(v)))),

            // A driver sets every knob that follows it; the file's own values come after.
            choice("nic.driver", words(NicDriver.values(), NicDriver::yamlName), "generic",
                    "The NIC driver whose constants the ring follows: descriptor size, stop and wake levels,"
                            + " the clean-up's work limit, what BQL counts and how interrupts are moderated"
                            + " (generic is the model's own rules).", "")
                    .bind(RESTART, top(s -> s.nic().driver().ordinal(),
                            (s, v) -> DriverChange.onDriver(s, pick(NicDriver.values(), "nic.driver", v)))),
            // The driver sets up its queues when the device opens: ethtool -L restarts the run.
            count("nic.tx_queues", 0, Knobs.MAX_QUEUES, 0, 1,
                    "How many transmit queues the device has, each with its own qdisc, ring, BQL and"
                            + " interrupt; 0 lets the driver choose one per CPU up to its maximum.",
                    "ethtool -L eth0 tx 8")
                    .withDefault(0, "0, one per CPU up to the driver's maximum (generic and e1000 1, igb 8, ixgbe and mlx5 64)")
                    .bind(RESTART, nic(Nic::txQueues, (n, v) -> n.withTxQueues(toInt("nic.tx_queues", v)))),
            count("nic.ring_size", 8, 16384, 256, 8,
                    "How many descriptors the NIC's transmit ring holds; a bigger ring hides more"
                            + " bytes from the qdisc.",
                    "ethtool -G eth0 tx 256")
                    .bind(RESETS_RING, nic(Nic::ringSize, (n, v) -> n.withRingSize(toInt("nic.ring_size", v)))),
            followsDriver(bytes("nic.max_desc_bytes", 256, 65536, 4096, 256,
                    "The most bytes one data descriptor can point at, so a large packet needs"
                            + " several descriptors (a driver constant; on mlx5, whose data segments take any"
                            + " size, the page fragment the payload comes in).", ""))
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
                            + " completion not yet signalled; with itr and eqe, interrupts are at least this far apart"
                            + " (0 means one interrupt per completion).",
                    "ethtool -C eth0 tx-usecs 100")
                    .bind(LIVE, nic(Nic::txUsecsNs, Nic::withTxUsecsNs)),
            count("nic.tx_frames", 1, 4096, 64, 1,
                    "Interrupt moderation with the timer or eqe: this many pending completions fire the TX"
                            + " interrupt at once (Intel's throttle has no such count).",
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
                            + " (e1000), segments counts the headers of every frame it becomes (igb, ixgbe, mlx5).", ""))
                    .bind(RESTART, nic(n -> n.bqlBytes().ordinal(),
                            (n, v) -> n.withBqlBytes(pick(NicDriver.BqlBytes.values(), "nic.bql_bytes", v)))),
            followsDriver(choice("nic.moderation", words(NicDriver.Moderation.values(), NicDriver.Moderation::yamlName),
                    "timer",
                    "How the TX interrupt is moderated: timer starts tx_usecs at the first completion, itr keeps"
                            + " interrupts tx_usecs apart (Intel's throttle), eqe as itr or at tx_frames completions"
                            + " (mlx5).", ""))
                    .bind(LIVE, nic(n -> n.moderation().ordinal(),
                            (n, v) -> n.withModeration(pick(NicDriver.Moderation.values(), "nic.moderation", v)))),
            followsDriver(bool("nic.adaptive_tx", false,
                    "Adaptive TX moderation, mlx5's DIM: every 64 interrupts net_dim steps the period between 1"
                            + " and 128 microseconds as bytes and packets a millisecond change, in place of tx_usecs"
                            + " and tx_frames.", ""))
                    .bind(LIVE, nic(n -> bit(n.adaptiveTx()), (n, v) -> n.withAdaptiveTx(v != 0))),
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
                            + " ahead of the wire while it has room (0: none, it reads each packet as it sends it); every"
                            + " transmit queue shares it.", "")
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
                    "TCP_QUICKACK on the receiving socket: it ACKs every segment (or GRO packet) at once.",
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
            // 100ps, a core copying about 10 GB/s, is a model constant, not a measurement
            // (docs/model.md, "The cost of bytes").
            fineDuration("cpu.per_byte", 0, Units.US * Units.PS_PER_NS, 100, 10,
                    "CPU time sendmsg spends copying each byte of a bulk TCP flow from the application into"
                            + " the socket, on the flow's CPU (tcp_sendmsg_locked, skb_copy_to_page_nocache); 100ps"
                            + " is about 10 GB/s a core.", "")
                    .bind(LIVE, cpu(Cpu::perBytePs, Cpu::withPerBytePs)),
            // Estimates, their orders of magnitude argued in docs/model.md, "The cost of bytes".
            duration("cpu.per_ack", 0, Units.MS, 500, 10,
                    "CPU time a TCP sender spends receiving and processing each ACK (the receive path and"
                            + " tcp_ack), on the CPU the ACK arrives on.", "")
                    .bind(LIVE, cpu(Cpu::perAckNs, Cpu::withPerAckNs)),
            duration("cpu.per_skb", 0, Units.MS, 200, 10,
                    "CPU time for each skb TCP builds in sendmsg and frees when an ACK covers it"
                            + " (tcp_clean_rtx_queue), charged with that ACK.", "")
                    .bind(LIVE, cpu(Cpu::perSkbNs, Cpu::withPerSkbNs)),
            duration("cpu.zerocopy_per_page", 0, Units.MS, 100, 10,
                    "CPU time MSG_ZEROCOPY's sendmsg spends pinning each 4 KB page of the application's"
                            + " buffer instead of copying it, on the flow's CPU.", "")
                    .bind(LIVE, cpu(Cpu::zerocopyPageNs, Cpu::withZerocopyPageNs)),
            duration("cpu.zerocopy_notify", 0, Units.MS, Units.US, 10,
                    "CPU time for each MSG_ZEROCOPY send call's completion notification, which the application"
                            + " reads from its socket's error queue.", "")
                    .bind(LIVE, cpu(Cpu::zerocopyCompletionNs, Cpu::withZerocopyCompletionNs)),

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
