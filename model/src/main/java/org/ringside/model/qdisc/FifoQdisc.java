package org.ringside.model.qdisc;

import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.engine.IntFifo;
import org.ringside.model.engine.Packets;

/**
 * {@code pfifo_fast} (three FIFO bands, band 0 served first) or {@code pfifo} (one band), dropping
 * at the tail at {@code txqueuelen} packets: counted over the three bands together (a requeued
 * packet too) before {@link LinuxHistory#PFIFO_FAST_PER_BAND_LIMIT}, in each band alone from then.
 *
 * <p>Like Linux's {@code q->gso_skb}, one packet can be put back at the very head
 * ({@link #requeue}): the rest of a GSO packet whose split stopped because the queue stopped. It
 * goes before every band and still counts in the backlog.
 */
public final class FifoQdisc extends RequeuingQdisc {
    private final QdiscKind kind;
    private final IntFifo[] bands;
    private final long[] bandBytes;
    private int txqueuelen;
    /** From 4.16 each band has its own {@code txqueuelen}; before, the bands share one. */
    private final boolean perBand;

    public FifoQdisc(Packets packets, QdiscKind kind, int txqueuelen, Kernel kernel) {
        super(packets);
        this.kind = kind;
        this.perBand = kernel.atLeast(LinuxHistory.PFIFO_FAST_PER_BAND_LIMIT);
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
    public void setTxqueuelen(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("txqueuelen " + limit + " is out of range (at least 1)");
        }
        this.txqueuelen = limit;
    }

    /**
     * Queues a packet at the tail of its band.
     *
     * @return false when the band (from 4.16) or the whole qdisc (before) is full: the packet is
     *     dropped (the caller frees it)
     */
    @Override
    public boolean enqueue(int packet, int band) {
        IntFifo fifo = bands[band];
        if ((perBand ? fifo.size() : packetCount) >= txqueuelen) {
            return false;
        }
        fifo.addLast(packet);
        int bytes = packets.acct(packet);
        bandBytes[band] += bytes;
        byteCount += bytes;
        packetCount++;
        return true;
    }

    /** Why a packet was dropped, in the step's words: its band full, or before 4.16 the bands together. */
    public String full() {
        return perBand || bands.length == 1 ? "band full" : "txqueuelen reached over the three bands";
    }

    @Override
    public boolean isEmpty() {
        return packetCount == 0;
    }

    /** The packet the next dequeue returns, or {@link Packets#NONE}. */
    @Override
    public int head() {
        if (!requeued.isEmpty()) {
            return requeued.head();
        }
        for (IntFifo fifo : bands) {
            if (!fifo.isEmpty()) {
                return fifo.peekFirst();
            }
        }
        return Packets.NONE;
    }

    /** Takes the head packet out of the qdisc. */
    @Override
    public int dequeue() {
        int packet;
        if (!requeued.isEmpty()) {
            packet = requeued.take();
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

    @Override
    public int holdNext() {
        int band = firstBusyBand();
        if (band < 0) {
            return Packets.NONE;
        }
        int packet = bands[band].removeFirst();
        bandBytes[band] -= packets.acct(packet);
        requeued.putWhole(packet); // still in the backlog: the totals keep it
        return packet;
    }

    private int firstBusyBand() {
        for (int b = 0; b < bands.length; b++) {
            if (!bands[b].isEmpty()) {
                return b;
            }
        }
        return -1;
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
