package org.ringside.model.qdisc;

import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.engine.IntFifo;
import org.ringside.model.engine.Packets;

/**
 * {@code pfifo_fast} (three FIFO bands, band 0 served first) or {@code pfifo} (one band): each
 * band holds at most {@code txqueuelen} packets and drops at the tail.
 *
 * <p>Like Linux's {@code q->gso_skb}, one packet can be put back at the very head
 * ({@link #requeue}): the rest of a GSO packet whose split stopped because the queue stopped. It
 * goes before every band and still counts in the backlog.
 */
public final class FifoQdisc implements QueueDiscipline {
    private final Packets packets;
    private final QdiscKind kind;
    private final IntFifo[] bands;
    private final long[] bandBytes;
    private int txqueuelen;
    private int requeued = Packets.NONE;
    private long packetCount;
    private long byteCount;

    public FifoQdisc(Packets packets, QdiscKind kind, int txqueuelen) {
        this.packets = packets;
        this.kind = kind;
        this.bands = new IntFifo[kind.bands()];
        for (int b = 0; b < bands.length; b++) {
            bands[b] = new IntFifo(Math.min(txqueuelen, 1024));
        }
        this.bandBytes = new long[bands.length];
        setTxqueuelen(txqueuelen);
    }

    @Override
    public QdiscKind kind() {
        return kind;
    }

    @Override
    public int bandCount() {
        return bands.length;
    }

    /** The band a flow of this pfifo_fast band goes to here (everything is band 0 in pfifo). */
    @Override
    public int bandFor(int priorityBand) {
        return Math.min(priorityBand, bands.length - 1);
    }

    public int txqueuelen() {
        return txqueuelen;
    }

    /** Packets already queued above a new, smaller limit stay; only new arrivals see it. */
    @Override
    public void setTxqueuelen(int packetsPerBand) {
        if (packetsPerBand < 1) {
            throw new IllegalArgumentException("txqueuelen " + packetsPerBand + " is out of range (at least 1)");
        }
        this.txqueuelen = packetsPerBand;
    }

    /**
     * Queues a packet at the tail of its band.
     *
     * @return false when the band is full: the packet is dropped (the caller frees it)
     */
    @Override
    public boolean enqueue(int packet, int band) {
        IntFifo fifo = bands[band];
        if (fifo.size() >= txqueuelen) {
            return false;
        }
        fifo.addLast(packet);
        int bytes = packets.acct(packet);
        bandBytes[band] += bytes;
        byteCount += bytes;
        packetCount++;
        return true;
    }

    @Override
    public boolean isEmpty() {
        return packetCount == 0;
    }

    /** The packet the next dequeue returns, or {@link Packets#NONE}. */
    @Override
    public int head() {
        if (requeued != Packets.NONE) {
            return requeued;
        }
        for (IntFifo fifo : bands) {
            if (!fifo.isEmpty()) {
                return fifo.peekFirst();
            }
        }
        return Packets.NONE;
    }

    /** True when the head is the requeued rest of a split packet. */
    @Override
    public boolean headIsRequeued() {
        return requeued != Packets.NONE;
    }

    /** Takes the head packet out of the qdisc. */
    @Override
    public int dequeue() {
        int packet;
        if (requeued != Packets.NONE) {
            packet = requeued;
            requeued = Packets.NONE;
        } else {
            int band = firstBusyBand();
            if (band < 0) {
                throw new IllegalStateException("dequeue from an empty qdisc");
            }
            packet = bands[band].removeFirst();
            bandBytes[band] -= packets.acct(packet);
        }
        byteCount -= packets.acct(packet);
        packetCount--;
        return packet;
    }

    /** Puts a packet back in front of everything (the rest of an interrupted GSO split). */
    @Override
    public void requeue(int packet) {
        if (requeued != Packets.NONE) {
            throw new IllegalStateException("a packet is already requeued");
        }
        requeued = packet;
        byteCount += packets.acct(packet);
        packetCount++;
    }

    /** The requeued packet, or {@link Packets#NONE}. */
    @Override
    public int requeued() {
        return requeued;
    }

    private int firstBusyBand() {
        for (int b = 0; b < bands.length; b++) {
            if (!bands[b].isEmpty()) {
                return b;
            }
        }
        return -1;
    }

    /** Packets queued, the requeued one included. */
    @Override
    public long packets() {
        return packetCount;
    }

    /** Bytes queued (each packet's share of the offered bytes), the requeued rest included. */
    @Override
    public long bytes() {
        return byteCount;
    }

    @Override
    public int bandPackets(int band) {
        return bands[band].size();
    }

    @Override
    public long bandBytes(int band) {
        return bandBytes[band];
    }

    @Override
    public String bandLabel(int band) {
        return "band " + band;
    }

    /** The band's packets, head first. */
    @Override
    public int[] bandContents(int band) {
        return bands[band].toArray();
    }
}
