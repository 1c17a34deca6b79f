package org.ringside.views.pipeline;

import java.util.Locale;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot.PacketView;

/** A packet in words: its flow, size, descriptors, and when it reached each stage. */
public final class PacketNotes {
    private PacketNotes() {
    }

    public static String describe(PacketView p) {
        StringBuilder s = new StringBuilder();
        s.append(p.flow()).append(" (socket ").append(p.source()).append(") · packet ").append(p.id()).append('\n');
        s.append(ByteCounts.exact(p.lenBytes()));
        if (p.segment() > 0) {
            s.append(" · GSO segment ").append(p.segment());
        }
        if (p.descriptors() > 0) {
            s.append(" · ").append(PipelinePainter.count(p.descriptors(), "descriptor")).append(" from slot ")
                    .append(p.firstSlot());
        }
        s.append('\n').append("qdisc: ").append(PipelinePainter.clock(p.offeredNs()));
        if (p.ringNs() >= 0) {
            s.append('\n').append("ring: ").append(PipelinePainter.clock(p.ringNs()));
        }
        if (p.visibleNs() >= 0) {
            s.append('\n').append("visible to the NIC: ").append(PipelinePainter.clock(p.visibleNs()));
        }
        if (p.wireNs() >= 0) {
            s.append('\n').append("wire: ").append(PipelinePainter.clock(p.wireNs()));
        }
        return s.toString();
    }

    /** "Slot 17: owned by the NIC", and a line break, for a point on the ring; "" elsewhere. */
    static String slotLine(QueueDetail q, int slot) {
        if (slot < 0) {
            return "";
        }
        return String.format(Locale.ROOT, "Slot %d: %s%n", slot, q.ring().state(slot).words());
    }
}
