package org.ringside.model.dql;

import java.io.IOException;
import java.util.SplittableRandom;

/**
 * A deterministic, NIC-like stream of DQL events for the benchmark and for tests: a driver that
 * queues packets (in {@code xmit_more} batches, checking {@code avail} after the last one) while
 * the stack lets it, a link that drains them at a rate that changes from phase to phase
 * (100 Mbit/s to 10 Gbit/s, with or without TSO, busy or idle), and TX clean-up rounds that
 * report the finished bytes zero to two times per ms. Zero-byte reports are dropped, as the
 * kernel's driver wrapper does. The same seed always gives the same events.
 */
final class DqlNicTraffic {
    /** Receives each event as it is generated. */
    interface Sink {
        void event(long tMs, DqlEventKind kind, long bytes) throws IOException;
    }

    /** Link rates in bytes per ms: 100 Mbit/s, 1, 2.5 and 10 Gbit/s. */
    private static final long[] LINK_RATES = {12_500, 125_000, 312_500, 1_250_000};
    private static final int FULL_FRAME = 1514;
    private static final int ACK_FRAME = 66;
    private static final int TSO_SEGMENT = 1448;

    private final SplittableRandom random;
    /** The queue as the stack sees it, to decide when to stop and restart sending. */
    private final Dql dql = new Dql();

    // Packets handed to the device and not yet on the wire, oldest first (a ring buffer).
    private int[] ring = new int[1024];
    private int head;
    private int count;

    private long now;
    private long credit;          // bytes the link may still send this ms
    private long sentUnreported;  // on the wire, not yet reported by a clean-up round
    private boolean stopped;      // the stack's XOFF mark

    // The current phase.
    private long phaseEnd;
    private long rate;
    private boolean tso;
    private boolean busy;
    private double offeredLoad;   // bytes the application offers per ms, relative to the link rate
    private int batchMax;         // largest xmit_more batch

    private long emitted;
    private long wanted;

    DqlNicTraffic(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** Generates exactly {@code events} events into {@code sink}. */
    void generate(long events, Sink sink) throws IOException {
        wanted = events;
        while (emitted < wanted) {
            if (now >= phaseEnd) {
                newPhase();
            }
            transmit();
            if (cleanUp(sink) || send(sink)) {
                return;
            }
            if (!busy && count == 0 && sentUnreported == 0) {
                now = Math.max(now + 1, phaseEnd);  // nothing happens until the next phase
            } else {
                now++;
            }
        }
    }

    private void newPhase() {
        rate = LINK_RATES[random.nextInt(LINK_RATES.length)];
        tso = random.nextInt(3) == 0;
        busy = random.nextInt(10) != 0;
        offeredLoad = 0.3 + 2.7 * random.nextDouble();
        batchMax = 1 + random.nextInt(8);
        phaseEnd = now + (busy ? 50 + random.nextInt(3000) : 1 + random.nextInt(400));
    }

    /** The link puts whole packets on the wire, one ms worth of them. */
    private void transmit() {
        credit += rate;
        while (count > 0 && ring[head] <= credit) {
            credit -= ring[head];
            sentUnreported += ring[head];
            head = (head + 1) % ring.length;
            count--;
        }
        if (count == 0) {
            credit = 0;  // an idle link saves nothing up
        }
    }

    /** Zero to two clean-up rounds this ms; true once enough events were generated. */
    private boolean cleanUp(Sink sink) throws IOException {
        int rounds = random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(2);
        for (int r = 0; r < rounds; r++) {
            long report = r == rounds - 1 ? sentUnreported : sentUnreported / 2;
            if (report == 0) {
                continue;
            }
            dql.completedAtTick(report, now);
            sentUnreported -= report;
            if (emit(sink, DqlEventKind.COMPLETED, report)) {
                return true;
            }
            if (stopped && dql.avail() >= 0) {
                stopped = false;  // room again: the stack wakes the queue
            }
        }
        return false;
    }

    /** The stack sends what the application offers this ms, until the queue is stopped. */
    private boolean send(Sink sink) throws IOException {
        if (!busy) {
            return false;
        }
        long offer = (long) (rate * offeredLoad);
        while (offer > 0 && !stopped) {
            int batch = 1 + random.nextInt(batchMax);
            for (int k = 0; k < batch; k++) {
                int size = packetSize();
                dql.queued(size);
                push(size);
                offer -= size;
                if (emit(sink, DqlEventKind.QUEUED, size)) {
                    return true;
                }
            }
            // Only the last packet of an xmit_more batch checks the limit.
            if (dql.avail() < 0) {
                stopped = true;
            }
        }
        return false;
    }

    private int packetSize() {
        int pick = random.nextInt(10);
        if (pick == 0) {
            return ACK_FRAME;
        }
        if (tso) {
            return ACK_FRAME + TSO_SEGMENT * (1 + random.nextInt(45));
        }
        return pick == 1 ? 60 + random.nextInt(FULL_FRAME - 59) : FULL_FRAME;
    }

    private void push(int size) {
        if (count == ring.length) {
            int[] bigger = new int[ring.length * 2];
            for (int i = 0; i < count; i++) {
                bigger[i] = ring[(head + i) % ring.length];
            }
            ring = bigger;
            head = 0;
        }
        ring[(head + count) % ring.length] = size;
        count++;
    }

    private boolean emit(Sink sink, DqlEventKind kind, long bytes) throws IOException {
        sink.event(now, kind, bytes);
        emitted++;
        return emitted >= wanted;
    }
}
