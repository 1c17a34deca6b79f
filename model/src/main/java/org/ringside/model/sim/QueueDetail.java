package org.ringside.model.sim;

import java.util.List;
import org.ringside.model.sim.SimSnapshot.BqlView;
import org.ringside.model.sim.SimSnapshot.FifoView;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.SimSnapshot.RingView;

/**
 * Everything one transmit queue holds at one moment, packet by packet: what a window needs to
 * draw that queue at full size. {@link SimSnapshot#showing(int)} puts one queue's detail in the
 * snapshot's one-queue fields.
 *
 * @param qdiscBands its qdisc's bands, head first (as {@link SimSnapshot#qdiscBands()})
 * @param qdiscBandLabels what each band is (as {@link SimSnapshot#qdiscBandLabels()})
 * @param gsoRemainder the rest of a packet whose GSO split is under way, or null
 * @param ring its ring's descriptors
 * @param bql its byte queue limits ({@code struct netdev_queue}'s {@code dql})
 * @param driverXoff its driver has stopped it
 * @param fifo the NIC's FIFO behind its ring, or null when the NIC has none
 */
public record QueueDetail(List<List<PacketView>> qdiscBands, List<String> qdiscBandLabels, PacketView gsoRemainder,
        RingView ring, BqlView bql, boolean driverXoff, FifoView fifo) {

    public QueueDetail {
        qdiscBands = List.copyOf(qdiscBands);
        qdiscBandLabels = List.copyOf(qdiscBandLabels);
    }
}
