package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.ringside.model.driver.SlotState;
import org.ringside.model.driver.TxRing;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.engine.Packets;
import org.ringside.model.nic.NicFifo;
import org.ringside.model.network.BottleneckPort;
import org.ringside.model.sources.BulkTcpSource;
import org.ringside.model.sources.Source;

/** What must hold after every step, whatever the scenario. */
final class Invariants {
    private Invariants() {
    }

    static void check(Simulation sim, String context) {
        TxPath p = sim.path();
        Counters c = p.counters;
        Packets packets = p.packets;

        // Bytes: offered = in the qdiscs + in the rings not yet sent (the wire's frame included) +
        // done but still in the NIC's FIFO + sent + dropped: every byte in exactly one place.
        long inQueues = 0;
        long ringShares = 0;
        int onWireQueues = 0;
        for (TxQueue q : p.queues) {
            String at = p.queues.length == 1 ? context : context + ", tx-" + q.index;
            NicFifo fifo = q.fifo;
            inQueues += q.qdisc.bytes() + q.ring().unsentAcctBytes() + (fifo == null ? 0 : fifo.doneUnsentAcctBytes(q.index));
            ringShares += checkQueue(p, q, at);
            if (q.nic.onWire() != Packets.NONE) {
                onWireQueues++;
            }
        }
        if (p.queues[0].fifo != null) {
            checkFifo(p, p.queues[0].fifo, onWireQueues == 1, context);
        }
        assertThat(c.offeredBytes).as("%s: byte conservation", context).isEqualTo(inQueues + c.sentBytes + c.droppedBytes);
        assertThat(p.bytesInSystem()).as("%s: bytes in the system", context).isEqualTo(inQueues);
        assertThat(c.sentBytes).isNotNegative();
        assertThat(c.droppedBytes).isNotNegative();
        assertThat(p.bytesInSystem()).isNotNegative();
        // The one wire carries at most one queue's frame, and is busy exactly then.
        assertThat(onWireQueues).as("%s: queues on the wire", context).isBetween(0, 1);
        assertThat(p.wire.busy()).as("%s: wire busy iff a packet is on it", context).isEqualTo(onWireQueues == 1);

        // What the sockets hold below TCP is exactly what waits in the qdiscs and the rings, freed or not.
        long held = 0;
        for (Source s : p.sources.all()) {
            held += packets.heldBytes(s.index());
        }
        assertThat(held).as("%s: bytes below TCP, summed over sockets", context)
                .isEqualTo(TxQueue.sum(p.queues, q -> q.qdisc.bytes()) + ringShares);
        if (p.port != null) {
            // The port: every frame that entered it left, was dropped, waits, or is being sent.
            BottleneckPort port = p.port.port();
            assertThat(port.stats().framesArrived()).as("%s: frames through the bottleneck port", context)
                    .isEqualTo(port.stats().framesSent() + port.stats().drops() + port.queuedFrames()
                            + (port.busy() ? 1 : 0));
            long listed = 0;
            for (int i = 0; i < port.queuedFrames(); i++) {
                listed += port.queuedFrame(i).len;
            }
            assertThat(port.queuedBytes()).as("%s: bytes in the port's buffer", context).isEqualTo(listed);
        }
        if (p.cross != null) {
            // Other hosts' packets live only on their access links, until they enter the port.
            assertThat(p.cross.packets().live()).as("%s: other hosts' packets", context)
                    .isEqualTo(p.cross.framesOnLinks());
            for (int i = p.cross.first(); i < p.cross.first() + p.cross.size(); i++) {
                assertThat(p.cross.onLink(i)).as("%s: bytes on an access link", context).isNotNegative();
                if (p.cross.source(i) instanceof BulkTcpSource tcp) {
                    assertThat(tcp.inflight()).as("%s: another host's TCP inflight", context).isNotNegative();
                }
            }
        }
        for (Source s : p.sources.all()) {
            if (s instanceof BulkTcpSource) {
                BulkTcpSource tcp = (BulkTcpSource) s;
                assertThat(tcp.inflight()).as("%s: TCP inflight", context).isNotNegative();
                assertThat(tcp.cwnd()).isNotNegative();
                // TCP small queues: what waits below TCP stays within the limit its last send was
                // checked against, plus that packet (the check comes before it).
                assertThat(packets.heldBytes(s.index())).as("%s: %s's bytes below TCP", context, s.index())
                        .isNotNegative().isLessThanOrEqualTo(tcp.belowTcpBound());
                // The send buffer: payload not yet acknowledged never exceeds it.
                assertThat(tcp.inflight()).as("%s: %s's send buffer", context, s.index())
                        .isLessThanOrEqualTo(tcp.sendBufferBound());
            }
        }
    }

    /**
     * One queue: its ring's descriptors and bytes by walking its packets, its BQL, its qdisc's
     * bands, and the packet it has on the wire.
     *
     * @return the bytes its ring's packets stand for (their accounting shares)
     */
    private static long checkQueue(TxPath p, TxQueue q, String context) {
        TxRing ring = q.ring();
        Packets packets = p.packets;
        NicFifo fifo = q.fifo;
        long bytes = 0;
        long bqlBytes = 0;
        long unsent = 0;
        long ringShares = 0;
        int[] byState = new int[SlotState.values().length];
        long unfetched = 0;
        assertThat(ring.fetchPosition()).as("%s: the NIC reads between done and visible", context)
                .isBetween(ring.donePosition(), ring.visiblePosition());
        for (long pos = ring.cleanPosition(); pos < ring.writePosition(); pos++) {
            int id = ring.packetAt(pos);
            assertThat(packets.isLive(id)).as("%s: packet %d in the ring is alive", context, id).isTrue();
            assertThat(packets.released(id)).as("%s: packet %d in the ring is not freed yet", context, id).isFalse();
            assertThat(p.stack.queueOf(packets.flow(id))).as("%s: packet %d is in its socket's queue", context, id)
                    .isEqualTo(q.index);
            if (pos >= ring.fetchPosition()) {
                unfetched += packets.len(id);
            }
            bytes += packets.len(id);
            bqlBytes += q.driver.bqlBytes(id);
            ringShares += packets.acct(id);
            SlotState state = ring.stateAt(pos);
            byState[state.ordinal()] += packets.descriptors(id);
            if (state != SlotState.DONE) {
                unsent += packets.acct(id);
            }
        }
        assertThat(ring.inUse()).as("%s: descriptors in use = sum over packets", context)
                .isEqualTo(byState[SlotState.WRITTEN.ordinal()] + byState[SlotState.NIC_OWNED.ordinal()]
                        + byState[SlotState.DONE.ordinal()]);
        assertThat(ring.writtenDescriptors()).as("%s: written descriptors", context).isEqualTo(byState[SlotState.WRITTEN.ordinal()]);
        assertThat(ring.nicOwnedDescriptors()).as("%s: NIC-owned descriptors", context).isEqualTo(byState[SlotState.NIC_OWNED.ordinal()]);
        assertThat(ring.doneDescriptors()).as("%s: done descriptors", context).isEqualTo(byState[SlotState.DONE.ordinal()]);
        assertThat(ring.inUse()).as("%s: ring not overfull", context).isBetween(0, ring.size());
        assertThat(ring.bytes()).as("%s: ring bytes", context).isEqualTo(bytes);
        assertThat(ring.unsentAcctBytes()).as("%s: unsent ring bytes", context).isEqualTo(unsent);
        assertThat(ring.unfetchedBytes()).as("%s: ring bytes the NIC has not read", context).isEqualTo(unfetched);
        if (fifo != null) {
            checkFifoOfQueue(p, q, fifo, context);
        }

        // BQL counts exactly what is in the ring, in the driver's unit: one DQL per queue.
        assertThat(q.driver.bql().inflight()).as("%s: BQL inflight = ring bytes as BQL counts them", context)
                .isEqualTo(bqlBytes);
        if (q.driver.bql().mode() == BqlMode.OFF) {
            assertThat(q.driver.bql().stackXoff()).as("%s: no stack XOFF with BQL off", context).isFalse();
        }

        assertThat(q.qdisc.bytes()).as("%s: qdisc bytes", context).isNotNegative();
        assertThat(q.qdisc.packets()).as("%s: qdisc packets", context).isNotNegative();
        long qdiscBandBytes = 0;
        long qdiscBandPackets = 0;
        for (int b = 0; b < q.qdisc.bandCount(); b++) {
            assertThat(q.qdisc.bandBytes(b)).isNotNegative();
            qdiscBandBytes += q.qdisc.bandBytes(b);
            qdiscBandPackets += q.qdisc.bandPackets(b);
        }
        int requeued = q.qdisc.requeued();
        long heldBytes = 0;
        for (int held : q.qdisc.heldList()) {
            heldBytes += packets.acct(held);
        }
        assertThat(q.qdisc.packets()).as("%s: qdisc packets = bands + requeued rest + held list", context)
                .isEqualTo(qdiscBandPackets + (requeued == Packets.NONE ? 0 : 1) + q.qdisc.heldList().length);
        assertThat(q.qdisc.bytes()).as("%s: qdisc bytes = bands + requeued rest + held list", context)
                .isEqualTo(qdiscBandBytes + (requeued == Packets.NONE ? 0 : packets.acct(requeued)) + heldBytes);

        // The packet this queue has on the wire is NIC-owned (with a FIFO: the FIFO's head).
        int onWire = q.nic.onWire();
        if (onWire != Packets.NONE && fifo != null) {
            assertThat(fifo.head()).as("%s: the wire sends the FIFO's head", context).isEqualTo(onWire);
        } else if (onWire != Packets.NONE) {
            assertThat(ring.hasVisibleUnsent()).isTrue();
            assertThat(ring.nicHead()).as("%s: the wire sends the NIC's head", context).isEqualTo(onWire);
        }
        return ringShares;
    }

    /** The one FIFO holds what was read into it and not sent, within its capacity, its bytes by queue adding up. */
    private static void checkFifo(TxPath p, NicFifo fifo, boolean wireBusy, String context) {
        Packets packets = p.packets;
        int[] held = fifo.heldIds();
        int[] fetching = fifo.fetchingIds();
        long heldLen = 0;
        long doneAcct = 0;
        for (int id : held) {
            assertThat(packets.isLive(id)).as("%s: packet %d in the FIFO is alive", context, id).isTrue();
            heldLen += packets.len(id);
            if (fifo.completesAtFetch()) {
                doneAcct += packets.acct(id);
            } else {
                assertThat(packets.released(id)).as("%s: with completion sent, the clean-up has not freed %d", context, id)
                        .isFalse();
            }
        }
        long fetchingLen = 0;
        for (int id : fetching) {
            assertThat(packets.isLive(id) && !packets.released(id)).as("%s: packet %d being read", context, id).isTrue();
            fetchingLen += packets.len(id);
        }
        // A frame's share leaves the FIFO when it has left the wire: only the head is part sent.
        long headLen = held.length == 0 ? 0 : packets.len(held[0]);
        assertThat(fifo.heldBytes()).as("%s: FIFO bytes", context).isBetween(heldLen - headLen, heldLen);
        if (held.length == 0 || !wireBusy) {
            assertThat(fifo.heldBytes()).as("%s: FIFO bytes, nothing part sent", context).isEqualTo(heldLen);
        }
        assertThat(fifo.reservedBytes()).as("%s: FIFO room taken", context).isEqualTo(fifo.heldBytes() + fetchingLen);
        assertThat(fifo.reservedBytes() <= fifo.capacity() || held.length + fetching.length == 1)
                .as("%s: FIFO within its %d bytes (%d taken), or one packet larger than it", context,
                        fifo.capacity(), fifo.reservedBytes()).isTrue();
        assertThat(fifo.doneUnsentAcctBytes()).as("%s: done FIFO bytes", context).isEqualTo(doneAcct);
        assertThat(TxQueue.sum(p.queues, q -> fifo.reservedBytes(q.index))).as("%s: FIFO room by queue", context)
                .isEqualTo(fifo.reservedBytes());
        assertThat(TxQueue.sum(p.queues, q -> fifo.doneUnsentAcctBytes(q.index))).as("%s: done FIFO bytes by queue",
                context).isEqualTo(fifo.doneUnsentAcctBytes());
        int[] queueOf = fifo.heldQueues();
        for (int i = 0; i < held.length; i++) {
            assertThat(p.stack.queueOf(packets.flow(held[i]))).as("%s: FIFO packet %d's queue", context, held[i])
                    .isEqualTo(queueOf[i]);
        }
    }

    /** A queue's packets in the FIFO and being read are its ring's, in ring order. */
    private static void checkFifoOfQueue(TxPath p, TxQueue q, NicFifo fifo, String context) {
        Packets packets = p.packets;
        TxRing ring = q.ring();
        int[] held = fifo.heldIds(q.index);
        int[] fetching = fifo.fetchingIds(q.index);
        // The packets being read are the ring's, just before the fetch position; in the FIFO
        // just before them: those not freed are still in the ring, in order.
        long pos = ring.fetchPosition() - fetching.length;
        for (int id : fetching) {
            assertThat(ring.packetAt(pos)).as("%s: read %d in ring order", context, id).isEqualTo(id);
            assertThat(ring.stateAt(pos)).isEqualTo(SlotState.NIC_OWNED);
            pos++;
        }
        pos = ring.fetchPosition() - fetching.length - held.length;
        for (int id : held) {
            if (pos >= ring.cleanPosition()) {
                assertThat(ring.packetAt(pos)).as("%s: FIFO packet %d in ring order", context, id).isEqualTo(id);
                assertThat(ring.stateAt(pos)).as("%s: FIFO packet %d's descriptors", context, id)
                        .isEqualTo(fifo.completesAtFetch() ? SlotState.DONE : SlotState.NIC_OWNED);
            } else {
                assertThat(packets.released(id)).as("%s: FIFO packet %d out of the ring was freed", context, id).isTrue();
            }
            pos++;
        }
        assertThat(q.driverToWireBytes()).as("%s: driver-to-wire bytes", context)
                .isEqualTo(ring.unfetchedBytes() + fifo.reservedBytes(q.index));
    }
}
