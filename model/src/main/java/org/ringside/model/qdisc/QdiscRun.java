package org.ringside.model.qdisc;

import org.ringside.model.scenario.Qdisc;
import org.ringside.model.engine.Packets;

/**
 * One qdisc run ({@code __qdisc_run}): dequeues packets for the driver while the quota lasts,
 * then the caller reschedules it. The quota is {@code dev_tx_weight} (64) qdisc packets, or,
 * when {@code drain_budget_bytes} is above 0, that many bytes (the iflib idea).
 *
 * <p>With TSO off, a super-packet is cut into segments here, after the qdisc and just before the
 * driver ({@link GsoSegmenter}). The rest of a packet being split waits at the head of the qdisc
 * and goes first; the quota counts the packet once, when its last segment has been handed over,
 * so a split is never cut short by the quota, only by the queue stopping.
 *
 * <p>Units go to the driver in lists, as {@code dev_hard_start_xmit} receives them: a GSO packet's
 * segments make one list, and with bulk dequeue ({@code try_bulk_dequeue_skb}, 3.18) one list
 * also takes further packets while the bytes dequeued stay under BQL's available bytes at its
 * start. A list is not cut short by the quota; whether BQL stopping the queue cuts it short is
 * {@code bqlAbortsList} (true before 4.20); what a cut list leaves is held ahead of every band
 * ({@link #end}).
 *
 * <p>This class decides what goes next; the caller charges the CPU and hands the unit to the
 * driver. It never looks at the clock.
 */
public final class QdiscRun {
    private final QueueDiscipline qdisc;
    private final Packets packets;
    private long drainBudgetBytes;
    private final boolean bqlAbortsList;
    private boolean bulk;
    /** The list being handed over has more units to come. */
    private boolean listOpen;
    /** Bulk dequeue: BQL's available bytes at the list's start less the packets dequeued since. */
    private long listBytesLeft;
    private boolean running;
    private int quotaLeft;
    private long bytesLeft;
    /** The qdisc packet whose last piece the latest {@link #take} handed over, else NONE. */
    private int finishedPacket = Packets.NONE;

    /**
     * @param bqlAbortsList whether BQL stopping the queue ends a list halfway (before 4.20); the
     *     caller asks {@link #haltsOnBql()} and checks the queue accordingly
     */
    public QdiscRun(QueueDiscipline qdisc, Packets packets, long drainBudgetBytes, boolean bqlAbortsList) {
        this.qdisc = qdisc;
        this.packets = packets;
        this.bqlAbortsList = bqlAbortsList;
        setDrainBudgetBytes(drainBudgetBytes);
    }

    public void setDrainBudgetBytes(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("drain_budget_bytes " + bytes + " is out of range (0 = off, or more)");
        }
        this.drainBudgetBytes = bytes;
    }

    public long drainBudgetBytes() {
        return drainBudgetBytes;
    }

    /**
     * Starts a run with a fresh quota.
     *
     * @param bulkDequeue whether a list may take several packets, up to BQL's available bytes
     */
    public void begin(boolean bulkDequeue) {
        running = true;
        bulk = bulkDequeue;
        listOpen = false;
        quotaLeft = Qdisc.DEV_TX_WEIGHT;
        bytesLeft = drainBudgetBytes;
    }

    /**
     * Ends the run. A bulk list cut short (the ring full, or BQL before 4.20) was dequeued whole
     * in Linux, so its packets not yet handed over are held ahead of every band
     * ({@code dev_requeue_skb}); a packet queued since, even in band 0, waits behind them.
     */
    public void end() {
        if (listOpen && bulk) {
            while (listBytesLeft > 0) {
                int held = qdisc.holdNext();
                if (held == Packets.NONE) {
                    break;
                }
                listBytesLeft -= packets.len(held);
            }
            listBytesLeft = 0;
        }
        running = false;
        listOpen = false;
    }

    /** Whether units of the list under way are still to come: the xmit_more flag. */
    public boolean listOpen() {
        return listOpen;
    }

    /**
     * Whether the run must stop when BQL stops the queue: always between lists; within one only
     * when the kernel aborts lists on BQL status (before 4.20). A full ring stops it in any case.
     */
    public boolean haltsOnBql() {
        return !listOpen || bqlAbortsList;
    }

    public boolean running() {
        return running;
    }

    /** Qdisc packets this run may still finish before it must reschedule. */
    public int quotaLeft() {
        return quotaLeft;
    }

    /**
     * True when the run should hand over another unit (the caller also checks that the TX queue
     * is not stopped): the qdisc has a packet and the quota lasts, or a split is under way.
     */
    public boolean hasWork() {
        if (qdisc.isEmpty()) {
            return false;
        }
        if (qdisc.headIsRequeued() || listOpen) {
            return true;
        }
        return drainBudgetBytes > 0 ? bytesLeft > 0 : quotaLeft > 0;
    }

    /** True when the next unit is a segment cut in software (TSO off for a super-packet). */
    public boolean nextIsSegment(boolean tsoOn) {
        int head = qdisc.head();
        return qdisc.headIsRequeued() || (!tsoOn && packets.isSuperPacket(head));
    }

    /** True when the next unit is the first segment of a packet about to be split. */
    public boolean nextIsFirstSegment(boolean tsoOn) {
        return !qdisc.headIsRequeued() && !tsoOn && packets.isSuperPacket(qdisc.head());
    }

    /** Payload bytes of the unit {@link #take} would hand over next. */
    public int nextPayload(boolean tsoOn) {
        int head = qdisc.head();
        if (nextIsSegment(tsoOn)) {
            return Math.min(packets.gsoSize(head), packets.payload(head));
        }
        return packets.payload(head);
    }

    /** The flow of the next unit. */
    public int nextFlow() {
        return packets.flow(qdisc.head());
    }

    /** Header bytes of the next unit. */
    public int nextHeaderBytes() {
        return packets.headerBytes(qdisc.head());
    }

    /** True when the next unit is a super-packet the NIC will segment (TSO on). */
    public boolean nextIsTso(boolean tsoOn) {
        return tsoOn && !qdisc.headIsRequeued() && packets.isSuperPacket(qdisc.head());
    }

    /**
     * Takes the next unit out of the qdisc: the head packet, or the next segment of it.
     *
     * @param bqlAvail BQL's available bytes now ({@code qdisc_avail_bulklimit}: 0 without BQL),
     *     which bound a bulk dequeue that this unit starts
     * @return the packet id to hand to the driver
     */
    public int take(boolean tsoOn, long bqlAvail) {
        finishedPacket = Packets.NONE;
        if (!qdisc.headIsRequeued()) {
            // try_bulk_dequeue_skb: bytelimit = avail - first->len, then less each further packet.
            // A held list goes out as it is: dequeue_skb adds nothing to a requeued one.
            listBytesLeft = qdisc.holdsList() ? 0 : (listOpen ? listBytesLeft : bqlAvail) - packets.len(qdisc.head());
        }
        int unit;
        if (nextIsSegment(tsoOn)) {
            int parent = qdisc.dequeue();
            unit = GsoSegmenter.cut(packets, parent);
            bytesLeft -= packets.len(unit);
            if (packets.payload(parent) > 0) {
                qdisc.requeue(parent);
            } else {
                finished(parent);
            }
        } else {
            unit = qdisc.dequeue();
            bytesLeft -= packets.len(unit);
            packets.setTso(unit, tsoOn && packets.isSuperPacket(unit));
            finished(unit);
        }
        listOpen = qdisc.headIsRequeued() || qdisc.holdsList() || (bulk && listBytesLeft > 0 && !qdisc.isEmpty());
        return unit;
    }

    private void finished(int qdiscPacket) {
        finishedPacket = qdiscPacket;
        quotaLeft--;
    }

    /**
     * The qdisc packet the latest {@link #take} finished handing over (a whole packet, or a split
     * packet's last segment's parent); {@link Packets#NONE} while a split is still under way.
     */
    public int finishedPacket() {
        return finishedPacket;
    }
}
