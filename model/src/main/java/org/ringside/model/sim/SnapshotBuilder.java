package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ringside.model.driver.ByteQueueLimits;
import org.ringside.model.driver.TxRing;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.nic.NicFifo;
import org.ringside.model.nic.NicTransmitter;
import org.ringside.model.nic.Wire;
import org.ringside.model.qdisc.FqQdisc;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.SimSnapshot.BqlView;
import org.ringside.model.sim.SimSnapshot.CpuView;
import org.ringside.model.sim.SimSnapshot.FifoView;
import org.ringside.model.sim.SimSnapshot.FlowView;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.SimSnapshot.RingView;
import org.ringside.model.sim.SimSnapshot.SocketView;
import org.ringside.model.sim.SimSnapshot.Totals;
import org.ringside.model.sim.SimSnapshot.WireView;
import org.ringside.model.engine.Packets;
import org.ringside.model.sources.BulkTcpSource;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;

/** Copies the transmit path's state into a {@link SimSnapshot}: what it reads is given to it once. */
final class SnapshotBuilder {
    private final TxQueue[] queues;
    private final CpuTimeline[] cpus;
    private final Packets packets;
    private final Sources sources;
    private final FlowStats[] stats;
    private final Counters counters;
    private final Wire wire;
    private final WireCompletion completion;
    /** Each socket's CPU and queue, and why. */
    private final StackEntry stack;
    private final QueuePick pick;
    /** The root qdisc as tc names it. */
    private final String qdiscName;
    /** The bottleneck port's, or null without one. */
    private final PortViews port;

    SnapshotBuilder(TxQueue[] queues, CpuTimeline[] cpus, Packets packets, Sources sources, FlowStats[] stats,
            Counters counters, Wire wire, WireCompletion completion, StackEntry stack, QueuePick pick,
            String qdiscName, PortViews port) {
        this.queues = queues;
        this.cpus = cpus;
        this.packets = packets;
        this.sources = sources;
        this.stats = stats;
        this.counters = counters;
        this.wire = wire;
        this.completion = completion;
        this.stack = stack;
        this.pick = pick;
        this.qdiscName = qdiscName;
        this.port = port;
    }

    SimSnapshot build(long nowNs, Scenario settings) {
        return new SimSnapshot(nowNs, sockets(), wire(nowNs), totals(nowNs), flows(), details(), cpus(nowNs),
                qdiscName, new PathView(settings, queues.length, routes(), pacing(nowNs)),
                port == null ? null : port.build(nowNs));
    }

    private List<SocketRoute> routes() {
        List<SocketRoute> out = new ArrayList<>(sources.size());
        for (Source s : sources.all()) {
            int i = s.index();
            SocketRoute.Why why = s.flow().kind() == FlowKind.PKTGEN ? SocketRoute.Why.PKTGEN
                    : pick.whyOf(stack.cpuOf(i));
            out.add(new SocketRoute(i, s.flow().name(), stack.cpuOf(i), stack.queueOf(i), why));
        }
        return out;
    }

    /** Who paces each source now: TCP's own timer, fq's per-flow departure time, or nobody. */
    private List<SocketPacing> pacing(long nowNs) {
        List<SocketPacing> out = new ArrayList<>(sources.size());
        for (Source s : sources.all()) {
            int i = s.index();
            long rate = s.pacingRate();
            BulkTcpSource tcp = s instanceof BulkTcpSource b ? b : null;
            if (queues[stack.queueOf(i)].qdisc instanceof FqQdisc fq) {
                boolean paced = Math.min(rate, fq.maxrate()) != Long.MAX_VALUE || fq.throttled(i);
                out.add(paced ? new SocketPacing(i, SocketPacing.By.FQ, rate, -1, false, fq.throttled(i),
                        fq.timeNextPacket(i), fq.maxrate()) : SocketPacing.none(i));
            } else if (tcp != null && tcp.pacesItself()) {
                out.add(new SocketPacing(i, SocketPacing.By.TCP, rate, tcp.pacingNextNs(), tcp.pacingHolds(nowNs), false,
                        -1, Long.MAX_VALUE));
            } else {
                out.add(SocketPacing.none(i));
            }
        }
        return out;
    }

    private List<QueueDetail> details() {
        List<QueueDetail> out = new ArrayList<>(queues.length);
        TxQueue onWire = completion.onWireQueue();
        for (TxQueue q : queues) {
            out.add(new QueueDetail(q.index, q.irqCpu, bands(q), bandLabels(q), remainder(q), q.qdisc.bytes(),
                    q.qdisc.packets(), ring(q), bql(q), q.driver.driverXoff(), fifo(q),
                    q == onWire && q.nic.onWire() != Packets.NONE, q.nic.framesSent(), q.stats.drops(),
                    q.irq.interrupts()));
        }
        return out;
    }

    private List<CpuView> cpus(long nowNs) {
        List<CpuView> out = new ArrayList<>(cpus.length);
        for (CpuTimeline c : cpus) {
            out.add(cpu(c, nowNs));
        }
        return out;
    }

    private FifoView fifo(TxQueue q) {
        NicFifo fifo = q.fifo;
        if (fifo == null) {
            return null;
        }
        int[] ids = fifo.heldIds();
        List<PacketView> held = new ArrayList<>(ids.length);
        for (int id : ids) {
            held.add(packet(id));
        }
        return new FifoView(fifo.capacity(), fifo.heldBytes(), held, fifo.fetchingPackets(),
                fifo.reservedBytes() - fifo.heldBytes(), fifo.completesAtFetch(), q.driverToWireBytes(),
                fifo.reservedBytes(q.index));
    }

    private static List<String> bandLabels(TxQueue q) {
        List<String> out = new ArrayList<>(q.qdisc.bandCount());
        for (int b = 0; b < q.qdisc.bandCount(); b++) {
            out.add(q.qdisc.bandLabel(b));
        }
        return out;
    }

    private List<SocketView> sockets() {
        List<SocketView> out = new ArrayList<>(sources.size());
        for (Source s : sources.all()) {
            long cwnd = 0;
            long inflight = 0;
            boolean throttled = false;
            if (s instanceof BulkTcpSource) {
                BulkTcpSource tcp = (BulkTcpSource) s;
                cwnd = tcp.cwnd();
                inflight = tcp.inflight();
                throttled = tcp.throttled();
            }
            out.add(new SocketView(s.index(), s.flow().name(), s.flow().kind(), cwnd, inflight,
                    packets.heldBytes(s.index()), throttled, s.describe()));
        }
        return out;
    }

    private List<List<PacketView>> bands(TxQueue q) {
        List<List<PacketView>> out = new ArrayList<>();
        for (int b = 0; b < q.qdisc.bandCount(); b++) {
            int[] ids = q.qdisc.bandContents(b);
            List<PacketView> band = new ArrayList<>(ids.length);
            for (int id : ids) {
                band.add(packet(id));
            }
            out.add(band);
        }
        return out;
    }

    private PacketView remainder(TxQueue q) {
        int id = q.qdisc.requeued();
        return id == Packets.NONE ? null : packet(id);
    }

    private PacketView packet(int id) {
        Packets p = packets;
        int source = p.flow(id);
        String flow = sources.get(source).flow().name();
        int segment = p.parent(id) == Packets.NONE ? 0 : p.segmentsMade(id);
        long visible = p.ringNs(id) >= 0 && p.visibleNs(id) > 0 ? p.visibleNs(id) : -1;
        return new PacketView(id, source, flow, p.len(id), p.descriptors(id), p.firstSlot(id), p.offeredNs(id), segment,
                p.ringNs(id), visible, p.wireNs(id));
    }

    private RingView ring(TxQueue q) {
        TxRing ring = q.ring();
        byte[] states = new byte[ring.size()]; // all FREE (ordinal 0) until a packet claims them
        int[] owners = new int[ring.size()];
        Arrays.fill(owners, -1);
        List<PacketView> inRing = new ArrayList<>(ring.packetCount());
        for (long pos = ring.cleanPosition(); pos < ring.writePosition(); pos++) {
            int id = ring.packetAt(pos);
            inRing.add(packet(id));
            byte state = (byte) ring.stateAt(pos).ordinal();
            int slot = packets.firstSlot(id);
            for (int d = 0; d < packets.descriptors(id); d++) {
                states[slot] = state;
                owners[slot] = id;
                slot = slot + 1 == ring.size() ? 0 : slot + 1;
            }
        }
        return new RingView(states, owners, inRing, ring.nextSlot(), ring.tailSlot(), ring.cleanSlot(),
                ring.lastDoorbellNs(), ring.bytes(), ring.inUse());
    }

    private WireView wire(long nowNs) {
        NicTransmitter nic = completion.onWireQueue().nic;
        int id = nic.onWire();
        if (id == Packets.NONE) {
            return new WireView(-1, 0, 0, 0, 0, 0, lastInterruptNs());
        }
        return new WireView(id, nic.frameIndex() + 1, nic.frameCount(), nic.frameBytes(), nic.wire().progress(nowNs),
                nic.wire().frameDurationPs() / 1000.0, lastInterruptNs());
    }

    /** When the latest TX interrupt of any queue fired, or -1 before the first. */
    private long lastInterruptNs() {
        long last = -1;
        for (TxQueue q : queues) {
            last = Math.max(last, q.stats.lastInterruptNs());
        }
        return last;
    }

    private static BqlView bql(TxQueue q) {
        ByteQueueLimits bql = q.driver.bql();
        return new BqlView(bql.mode().limits(), bql.limit(), bql.avail(), bql.inflight(), bql.stackXoff(),
                bql.snapshot());
    }

    private static CpuView cpu(CpuTimeline cpu, long nowNs) {
        String job = switch (cpu.job()) {
            case QDISC_XMIT -> "qdisc run: handing a packet to the driver";
            case QDISC_DOORBELL, CLEANUP_DOORBELL, PKTGEN_DOORBELL -> "doorbell (MMIO write)";
            case CLEANUP -> "TX clean-up";
            case PKTGEN_XMIT -> "pktgen";
            default -> "idle";
        };
        return new CpuView(job, cpu.idle() ? nowNs : cpu.jobEndNs(), cpu.busyNs(nowNs));
    }

    private Totals totals(long nowNs) {
        Counters c = counters;
        return new Totals(c.offeredBytes, c.sentBytes, c.droppedBytes, TxQueue.sum(queues, TxQueue::bytesInSystem), TxQueue.sum(queues, q -> q.qdisc.bytes()),
                TxQueue.sum(queues, q -> q.qdisc.packets()), TxQueue.sum(queues, q -> q.ring().bytes()), c.offeredPackets, c.sentPackets,
                c.qdiscDrops, c.ringDrops, TxQueue.sum(queues, q -> q.driver.doorbells()), TxQueue.sum(queues, q -> q.irq.interrupts()),
                c.cleanups, TxQueue.sum(queues, q -> q.nic.framesSent()), TxQueue.sum(queues, q -> q.nic.frameBytesSent()), c.transactions,
                CpuTimeline.busyNs(cpus, nowNs), wire.busyPs(nowNs));
    }

    private List<FlowView> flows() {
        List<FlowView> out = new ArrayList<>(stats.length);
        for (int g = 0; g < stats.length; g++) {
            FlowStats f = stats[g];
            Flow flow = sources.groups().get(g);
            // The p99 scans the histogram's buckets: a frame's work, none per packet.
            out.add(new FlowView(f.name(), flow.kind(), f.packets(), f.bytes(), f.droppedPackets(), f.transactions(),
                    f.latency().mean(), f.lastLatencyNs(), f.latency().percentile(99), flow.waitWarnNs()));
        }
        return out;
    }
}
