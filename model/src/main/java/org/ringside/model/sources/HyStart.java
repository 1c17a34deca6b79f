package org.ringside.model.sources;

import java.util.function.LongSupplier;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.LinuxHistory;

/**
 * HyStart, CUBIC's way out of slow start before a loss ({@code hystart_update} in tcp_cubic.c,
 * from 2.6.29, ae27e98a5152): once the window holds {@code hystart_low_window} packets, a round
 * trip's ACKs that keep arriving close together for longer than half the min RTT (the ACK train,
 * {@code HYSTART_ACK_TRAIN}), or a round whose first eight RTT samples all exceed the min RTT by
 * {@code HYSTART_DELAY_THRESH} (4 to 16 ms, {@code HYSTART_DELAY}), set ssthresh to the window.
 * It looks for the exit once per connection: after it, congestion avoidance.
 *
 * <p>Before {@link LinuxHistory#HYSTART_USEC} the clock is a millisecond one and delays count in
 * eighths of a millisecond, so below 2 ms of min RTT the ACK train fires at the first millisecond
 * tick of a round; from then on it counts microseconds, allows for TSO ({@code hystart_ack_delay})
 * and halves the ACK-train threshold only for a socket nobody paces ({@link #ackTrainThresholdUs}).
 */
final class HyStart {
    /** {@code hystart_low_window}: no exit below this many packets. */
    static final int LOW_WINDOW = 16;
    /** {@code HYSTART_MIN_SAMPLES}: RTT samples a round takes before the delay test. */
    static final int MIN_SAMPLES = 8;
    /** {@code hystart_ack_delta_us}: ACKs at most this far apart are one train (2 ms before 5.6 too). */
    static final long ACK_DELTA_US = 2_000;
    /** {@code HYSTART_DELAY_MIN} and {@code HYSTART_DELAY_MAX}: the delay threshold's bounds. */
    static final long DELAY_MIN_US = 4_000;
    static final long DELAY_MAX_US = 16_000;
    /** {@code hystart_ack_delay} allows at most 1 ms ({@code USEC_PER_MSEC}) for TSO and GRO. */
    static final long ACK_DELAY_MAX_US = 1_000;

    private final boolean usec;
    private boolean found;
    /** {@code round_start}, {@code last_ack}: in us from 5.6, in ms before. */
    private long roundStart;
    private long lastAck;
    /** {@code end_seq}: the round ends with the first ACK beyond it. */
    private long endSeq;
    /** {@code curr_rtt}: this round's least delay, us (eighths of a ms before 5.6; 0 there: none). */
    private long currRtt;
    private int sampleCnt;

    HyStart(Kernel kernel, long nowNs, long sndNxt) {
        usec = kernel.atLeast(LinuxHistory.HYSTART_USEC);
        reset(nowNs, sndNxt);
    }

    /** {@code bictcp_hystart_reset}: a new round starts now and ends with the data sent so far. */
    private void reset(long nowNs, long sndNxt) {
        roundStart = clock(nowNs);
        lastAck = roundStart;
        endSeq = sndNxt;
        currRtt = usec ? Long.MAX_VALUE : 0;
        sampleCnt = 0;
    }

    private long clock(long nowNs) {
        return usec ? nowNs / 1_000 : nowNs / 1_000_000;
    }

    /** Whether it found the exit; it looks no more then. */
    boolean found() {
        return found;
    }

    /**
     * One RTT sample in slow start: a new round when {@code sndUna} passed the old one's end,
     * then both tests; either sets ssthresh to the window.
     */
    void update(TcpWindow w, long nowNs, long delayUs, long delayMinUs, long sndUna, long sndNxt,
            LongSupplier pacingRate, int gsoMaxSize, boolean paced) {
        if (found) {
            return;
        }
        if (sndUna > endSeq) {
            reset(nowNs, sndNxt);
        }
        if (w.cwnd < LOW_WINDOW) {
            return;
        }
        boolean train = usec ? ackTrain(nowNs, ackTrainThresholdUs(delayMinUs, pacingRate.getAsLong(), gsoMaxSize, paced))
                : ackTrain(nowNs, eighths(delayMinUs) >> 4);
        boolean delay = usec ? delayIncrease(delayUs, delayMinUs) : delayIncreaseBefore56(eighths(delayUs),
                eighths(delayMinUs));
        if (train || delay) {
            found = true;
            w.ssthresh = w.cwnd;
        }
    }

    /**
     * The ACK train: ACKs still close together more than {@code threshold} into the round (us
     * from 5.6, ms before).
     */
    private boolean ackTrain(long nowNs, long threshold) {
        long now = clock(nowNs);
        long delta = usec ? ACK_DELTA_US : ACK_DELTA_US / 1_000;
        if (now - lastAck > delta) {
            return false;
        }
        lastAck = now;
        return now - roundStart > threshold;
    }

    /**
     * The ACK train's threshold from 5.6: the min RTT plus the TSO allowance, halved only for a
     * socket nobody paces ({@code if (sk->sk_pacing_status == SK_PACING_NONE) threshold >>= 1}
     * in {@code hystart_update}, ede656e84658 "tcp_cubic: make Hystart aware of pacing", 5.6):
     * pacing may delay a round's packets by up to half an RTT, so a socket fq or TCP itself
     * paces waits the whole min RTT. Before 5.6 the threshold is {@code delay_min >> 4} ms, half
     * the min RTT in whole ms, for every socket.
     */
    static long ackTrainThresholdUs(long delayMinUs, long pacingRate, int gsoMaxSize, boolean paced) {
        long threshold = delayMinUs + ackDelayUs(pacingRate, gsoMaxSize);
        return paced ? threshold : threshold >> 1;
    }

    /** {@code hystart_ack_delay}: 4 GSO packets' time at the pacing rate, at most 1 ms. */
    static long ackDelayUs(long pacingRate, int gsoMaxSize) {
        if (pacingRate <= 0 || pacingRate == Long.MAX_VALUE) {
            return 0;
        }
        return Math.min(ACK_DELAY_MAX_US, (long) gsoMaxSize * 4 * 1_000_000 / pacingRate);
    }

    /** The delay test from 5.6: the round's least delay so far against min RTT + clamp(min/8). */
    private boolean delayIncrease(long delayUs, long delayMinUs) {
        currRtt = Math.min(currRtt, delayUs);
        if (sampleCnt < MIN_SAMPLES) {
            sampleCnt++;
            return false;
        }
        long thresh = Math.max(DELAY_MIN_US, Math.min(DELAY_MAX_US, delayMinUs >> 3));
        return currRtt > delayMinUs + thresh;
    }

    /** The delay test before 5.6, in eighths of a ms: the least of the first eight samples. */
    private boolean delayIncreaseBefore56(long delay, long delayMin) {
        if (sampleCnt < MIN_SAMPLES) {
            if (currRtt == 0 || currRtt > delay) {
                currRtt = delay;
            }
            sampleCnt++;
            return false;
        }
        long thresh = Math.max(eighths(DELAY_MIN_US), Math.min(eighths(DELAY_MAX_US), delayMin >> 4));
        return currRtt > delayMin + thresh;
    }

    /** A delay in eighths of a ms, at least 1, as {@code bictcp_acked} kept it before 5.6. */
    static long eighths(long us) {
        return Math.max(1, us * 8 / 1_000);
    }
}
