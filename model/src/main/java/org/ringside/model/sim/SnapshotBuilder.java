package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ringside.model.driver.ByteQueueLimits;
import org.ringside.model.driver.TxRing;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.nic.NicFifo;
import org.ringside.model.nic.NicTransmitter;
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

/** Copies the transmit path's state into a {@link SimSnapshot}. */
final class SnapshotBuilder {
    private SnapshotBuilder() {
    }

    static SimSnapshot build(TxPath path, long nowNs, Scenario settings) {
        return new SimSnapshot(nowNs, sockets(path), wire(path, nowNs), totals(path, nowNs), flows(path), queues(path),
                cpus(path, nowNs), path.qdiscName, new PathView(settings, path.queues.length, routes(path),
                        pacing(path, nowNs)));
    }

    private static List<SocketRoute> routes(TxPath path) {
        List<SocketRoute> out = new ArrayList<>(path.sources.size());
        for (Source s : path.sources.all()) {
            int i = s.index();
            SocketRoute.Why why = s.flow().kind() == FlowKind.PKTGEN ? SocketRoute.Why.PKTGEN
                    : path.pick.whyOf(path.stack.cpuOf(i));
            out.add(new SocketRoute(i, s.flow().name(), path.stack.cpuOf(i), path.stack.queueOf(i), why));
        }
        return out;
    }

    /** Who paces each source now: TCP's own timer, fq's per-flow departure time, or nobody. */
    private static List<SocketPacing> pacing(TxPath path, long nowNs) {
        List<SocketPacing> out = new ArrayList<>(path.sources.size());
        for (Source s : path.sources.all()) {
            int i = s.index();
            long rate = s.pacingRate();
            BulkTcpSource tcp = s instanceof BulkTcpSource b ? b : null;
            if (path.queues[path.stack.queueOf(i)].qdisc instanceof FqQdisc fq) {
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

    private static List<QueueDetail> queues(TxPath path) {
        List<QueueDetail> out = new ArrayList<>(path.queues.length);
        TxQueue onWire = path.completion.onWireQueue();
        for (TxQueue q : path.queues) {
            out.add(new QueueDetail(q.index, q.irqCpu, bands(path, q), bandLabels(q), remainder(path, q),
                    q.qdisc.bytes(), q.qdisc.packets(), ring(path, q), bql(q), q.driver.driverXoff(), fifo(path, q),
                    q == onWire && q.nic.onWire() != Packets.NONE, q.nic.framesSent(), q.drops, q.irq.interrupts()));
        }
        return out;
    }

    private static List<CpuView> cpus(TxPath path, long nowNs) {
        List<CpuView> out = new ArrayList<>(path.cpus.length);
        for (CpuTimeline c : path.cpus) {
            out.add(cpu(c, nowNs));
        }
        return out;
    }

    private static FifoView fifo(TxPath path, TxQueue q) {
        NicFifo fifo = q.fifo;
        if (fifo == null) {
            return null;
        }
        int[] ids = fifo.heldIds();
        List<PacketView> held = new ArrayList<>(ids.length);
        for (int id : ids) {
            held.add(packet(path, id));
        }
        return new FifoView(fifo.capacity(), fifo.heldBytes(), held, fifo.fetchingPackets(),
                fifo.reservedBytes() - fifo.heldBytes(), fifo.completesAtFetch(), q.driverToWireBytes());
    }

    private static List<String> bandLabels(TxQueue q) {
        List<String> out = new ArrayList<>(q.qdisc.bandCount());
        for (int b = 0; b < q.qdisc.bandCount(); b++) {
            out.add(q.qdisc.bandLabel(b));
        }
        return out;
    }

    private static List<SocketView> sockets(TxPath path) {
        List<SocketView> out = new ArrayList<>(path.sources.size());
        for (Source s : path.sources.all()) {
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
                    path.packets.heldBytes(s.index()), throttled, s.describe()));
        }
        return out;
    }

    private static List<List<PacketView>> bands(TxPath path, TxQueue q) {
        List<List<PacketView>> out = new ArrayList<>();
        for (int b = 0; b < q.qdisc.bandCount(); b++) {
            int[] ids = q.qdisc.bandContents(b);
            List<PacketView> band = new ArrayList<>(ids.length);
            for (int id : ids) {
                band.add(packet(path, id));
            }
            out.add(band);
        }
        return out;
    }

    private static PacketView remainder(TxPath path, TxQueue q) {
        int id = q.qdisc.requeued();
        return id == Packets.NONE ? null : packet(path, id);
    }

    private static PacketView packet(TxPath path, int id) {
        Packets p = path.packets;
        int source = p.flow(id);
        String flow = path.sources.get(source).flow().name();
        int segment = p.parent(id) == Packets.NONE ? 0 : p.segmentsMade(id);
        long visible = p.ringNs(id) >= 0 && p.visibleNs(id) > 0 ? p.visibleNs(id) : -1;
        return new PacketView(id, source, flow, p.len(id), p.descriptors(id), p.firstSlot(id), p.offeredNs(id), segment,
                p.ringNs(id), visible, p.wireNs(id));
    }

    private static RingView ring(TxPath path, TxQueue q) {
        TxRing ring = q.ring();
        byte[] states = new byte[ring.size()]; // all FREE (ordinal 0) until a packet claims them
        int[] owners = new int[ring.size()];
        Arrays.fill(owners, -1);
        List<PacketView> inRing = new ArrayList<>(ring.packetCount());
        for (long pos = ring.cleanPosition(); pos < ring.writePosition(); pos++) {
            int id = ring.packetAt(pos);
            inRing.add(packet(path, id));
            byte state = (byte) ring.stateAt(pos).ordinal();
            int slot = path.packets.firstSlot(id);
            for (int d = 0; d < path.packets.descriptors(id); d++) {
                states[slot] = state;
                owners[slot] = id;
                slot = slot + 1 == ring.size() ? 0 : slot + 1;
            }
        }
        return new RingView(states, owners, inRing, ring.nextSlot(), ring.tailSlot(), ring.cleanSlot(),
                ring.lastDoorbellNs(), ring.bytes(), ring.inUse());
    }

    private static WireView wire(TxPath path, long nowNs) {
        NicTransmitter nic = path.completion.onWireQueue().nic;
        int id = nic.onWire();
        if (id == Packets.NONE) {
            return new WireView(-1, 0, 0, 0, 0, 0, path.completion.lastInterruptNs());
        }
        return new WireView(id, nic.frameIndex() + 1, nic.frameCount(), nic.frameBytes(), nic.wire().progress(nowNs),
                nic.wire().frameDurationPs() / 1000.0, path.completion.lastInterruptNs());
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

    static Totals totals(TxPath path, long nowNs) {
        Counters c = path.counters;
        return new Totals(c.offeredBytes, c.sentBytes, c.droppedBytes, path.bytesInSystem(), path.sum(q -> q.qdisc.bytes()),
                path.sum(q -> q.qdisc.packets()), path.sum(q -> q.ring().bytes()), c.offeredPackets, c.sentPackets,
                c.qdiscDrops, c.ringDrops, path.sum(q -> q.driver.doorbells()), path.sum(q -> q.irq.interrupts()),
                c.cleanups, path.sum(q -> q.nic.framesSent()), path.sum(q -> q.nic.frameBytesSent()), c.transactions,
                path.cpuBusyNs(nowNs), path.wire.busyPs(nowNs));
    }

    private static List<FlowView> flows(TxPath path) {
        List<FlowView> out = new ArrayList<>(path.stats.length);
        for (int g = 0; g < path.stats.length; g++) {
            FlowStats f = path.stats[g];
            Flow flow = path.sources.groups().get(g);
            // The p99 scans the histogram's buckets: a frame's work, none per packet.
            out.add(new FlowView(f.name(), flow.kind(), f.packets(), f.bytes(), f.droppedPackets(), f.transactions(),
                    f.latency().mean(), f.lastLatencyNs(), f.latency().percentile(99), flow.waitWarnNs()));
        }
        return out;
    }
}
