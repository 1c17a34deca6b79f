package org.ringside.model.qdisc;

import org.ringside.model.engine.Clock;

import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.QdiscKind;

/**
 * What the stack and a qdisc run need of a queuing discipline: enqueue at the stack's entry,
 * look at and take the head for the driver, put back the rest of a split GSO packet or of a
 * bulk-dequeued list, and read
 * the backlog. {@link FifoQdisc} (pfifo_fast, pfifo), {@link FqCodelQdisc} and {@link FqQdisc}
 * implement it.
 *
 * <p>A queue is shown as "bands": lists of packets, head first, which a view draws side by side.
 * What a band is depends on the kind; the implementations say.
 */
public interface QueueDiscipline {
    QdiscKind kind();

    /**
     * Sets the clock a dequeue reads ({@code ktime_get} in CoDel), for a qdisc used on its own;
     * in a simulation the qdisc reads the path's {@link #shareClock shared clock} instead. Qdiscs
     * that never look at the time ignore it.
     */
    default void setNow(long nowNs) {
    }

    /**
     * Makes the qdisc read {@code clock}, which the path sets once before each event; qdiscs
     * that never look at the time ignore it.
     */
    default void shareClock(Clock clock) {
    }

    /** The band a flow of this pfifo_fast band goes to here. */
    int bandFor(int priorityBand);

    /** The per-band limit in packets, where the kind has one; a new limit applies to new arrivals. */
    void setTxqueuelen(int packetsPerBand);

    /**
     * Queues a packet.
     *
     * @return false when the packet itself is dropped at once (the caller frees it); packets the
     *     qdisc drops otherwise go to its {@link QdiscDrops}
     */
    boolean enqueue(int packet, int band);

    /**
     * True when a dequeue now would return nothing: the qdisc is empty, or (fq) every packet it
     * holds must wait for its departure time, and its watchdog is armed.
     */
    boolean isEmpty();

    /** The packet the next dequeue returns, or {@link Packets#NONE}. */
    int head();

    /** True when the head is the requeued rest of a split packet. */
    boolean headIsRequeued();

    /** Takes the head packet out of the qdisc. */
    int dequeue();

    /** Puts a packet back in front of everything (the rest of an interrupted GSO split). */
    void requeue(int packet);

    /** The requeued packet, or {@link Packets#NONE}. */
    int requeued();

    /**
     * {@code dev_requeue_skb} of a bulk-dequeued list the driver did not take whole: moves the
     * packet the bands would give next into the list held ahead of every band (behind a split
     * packet's rest).
     *
     * @return the packet moved, or {@link Packets#NONE} when the bands are empty
     */
    int holdNext();

    /** True while whole packets of such a list wait ahead of the bands. */
    boolean holdsList();

    /** The held list's packets, head first. */
    int[] heldList();

    /** Packets queued, the requeued one included. */
    long packets();

    /** Bytes queued (each packet's share of the offered bytes), the requeued rest included. */
    long bytes();

    /** How many bands {@link #bandContents} shows now. */
    int bandCount();

    int bandPackets(int band);

    long bandBytes(int band);

    /** The band's packets, head first. */
    int[] bandContents(int band);

    /** What the band is, for a view: "band 1", or fq_codel's "flow 17 (new)". */
    String bandLabel(int band);
}
