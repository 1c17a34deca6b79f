package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.ringside.model.driver.SlotState;
import org.ringside.model.driver.TxRing;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.engine.Packets;
import org.ringside.model.sources.BulkTcpSource;
import org.ringside.model.sources.Source;

/** What must hold after every step, whatever the scenario. */
final class Invariants {
    private Invariants() {
    }

    static void check(Simulation sim, String context) {
        TxPath p = sim.path();
        Counters c = p.counters;
        TxRing ring = p.ring();
        Packets packets = p.packets;

        // Bytes: offered = in the qdisc + in the ring not yet sent (the wire's frame included) + sent + dropped.
        assertThat(c.offeredBytes).as("%s: byte conservation", context)
                .isEqualTo(p.qdisc.bytes() + ring.unsentAcctBytes() + c.sentBytes + c.droppedBytes);

        // Descriptors and bytes in the ring, by walking its packets.
        long bytes = 0;
        long bqlBytes = 0;
        long unsent = 0;
        long ringShares = 0;
        int[] byState = new int[SlotState.values().length];
        for (long pos = ring.cleanPosition(); pos < ring.writePosition(); pos++) {
            int id = ring.packetAt(pos);
            assertThat(packets.isLive(id)).as("%s: packet %d in the ring is alive", context, id).isTrue();
            bytes += packets.len(id);
            bqlBytes += p.driver.bqlBytes(id);
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

        // BQL counts exactly what is in the ring, in the driver's unit.
        assertThat(p.driver.bql().inflight()).as("%s: BQL inflight = ring bytes as BQL counts them", context)
                .isEqualTo(bqlBytes);
        if (p.driver.bql().mode() == BqlMode.OFF) {
            assertThat(p.driver.bql().stackXoff()).as("%s: no stack XOFF with BQL off", context).isFalse();
        }

        // Nothing negative.
        assertThat(p.qdisc.bytes()).as("%s: qdisc bytes", context).isNotNegative();
        assertThat(p.qdisc.packets()).as("%s: qdisc packets", context).isNotNegative();
        assertThat(c.sentBytes).isNotNegative();
        assertThat(c.droppedBytes).isNotNegative();
        assertThat(p.bytesInSystem()).isNotNegative();
        long qdiscBandBytes = 0;
        long qdiscBandPackets = 0;
        for (int b = 0; b < p.qdisc.bandCount(); b++) {
            assertThat(p.qdisc.bandBytes(b)).isNotNegative();
            qdiscBandBytes += p.qdisc.bandBytes(b);
            qdiscBandPackets += p.qdisc.bandPackets(b);
        }
        int requeued = p.qdisc.requeued();
        assertThat(p.qdisc.packets()).as("%s: qdisc packets = bands + requeued rest", context)
                .isEqualTo(qdiscBandPackets + (requeued == Packets.NONE ? 0 : 1));
        assertThat(p.qdisc.bytes()).as("%s: qdisc bytes = bands + requeued rest", context)
                .isEqualTo(qdiscBandBytes + (requeued == Packets.NONE ? 0 : packets.acct(requeued)));
        // What the sockets hold below TCP is exactly what waits in the qdisc and the ring, freed or not.
        long held = 0;
        for (Source s : p.sources.all()) {
            held += packets.heldBytes(s.index());
        }
        assertThat(held).as("%s: bytes below TCP, summed over sockets", context).isEqualTo(p.qdisc.bytes() + ringShares);
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

        // The wire is busy exactly when the NIC has a packet on it, and that packet is NIC-owned.
        int onWire = p.nic.onWire();
        assertThat(p.nic.wire().busy()).as("%s: wire busy iff a packet is on it", context).isEqualTo(onWire != Packets.NONE);
        if (onWire != Packets.NONE) {
            assertThat(ring.hasVisibleUnsent()).isTrue();
            assertThat(ring.nicHead()).as("%s: the wire sends the NIC's head", context).isEqualTo(onWire);
        }
    }
}
