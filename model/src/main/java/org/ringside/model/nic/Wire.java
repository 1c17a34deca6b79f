package org.ringside.model.nic;

/**
 * The wire's clock, exact: a frame occupies the wire for
 * {@code (frame + 4 FCS + 8 preamble + 12 inter-frame gap) * 8 / rate} seconds, with the Ethernet
 * minimum of 64 bytes including the FCS. Times are kept in picoseconds plus a remainder in
 * units of 1/rate ps, so back-to-back frames never drift; the event for a frame's end is at the
 * next whole nanosecond.
 */
public final class Wire {
    /** FCS, preamble with start delimiter, and the inter-frame gap, in bytes. */
    public static final int FCS = 4;
    public static final int PREAMBLE = 8;
    public static final int GAP = 12;
    /** Smallest Ethernet frame including the FCS. */
    public static final int MIN_FRAME_WITH_FCS = 64;
    private static final long PS_PER_S = 1_000_000_000_000L;

    private long rateBps;
    // Exact end of the latest frame: endPs + endRem / rateBps picoseconds.
    private long endPs;
    private long endRem;
    private long startPs;
    private boolean busy;
    private long busyPsDone;
    // bits * 10^12 / rate as quotient and remainder for the latest frame length: frames mostly
    // repeat one length, and this saves a 64-bit division per frame.
    private long cachedBits = -1;
    private long cachedQuotient;
    private long cachedRemainder;

    public Wire(long rateBps) {
        setRate(rateBps);
    }

    /** A new rate applies to frames started from now on. */
    public void setRate(long bps) {
        if (bps <= 0) {
            throw new IllegalArgumentException("link rate " + bps + " bit/s is out of range");
        }
        if (rateBps != 0 && endRem != 0) {
            // Keep the exact end by rounding the remainder up to a whole picosecond.
            endPs++;
            endRem = 0;
        }
        rateBps = bps;
        cachedBits = -1;
    }

    public long rate() {
        return rateBps;
    }

    /** Bytes a frame occupies on the wire: padded to the minimum, plus FCS, preamble and gap. */
    public static int wireBytes(int frameBytes) {
        return Math.max(frameBytes + FCS, MIN_FRAME_WITH_FCS) + PREAMBLE + GAP;
    }

    /**
     * Puts a frame on the wire, starting at the end of the previous one or at {@code earliestNs},
     * whichever is later.
     *
     * @return the whole nanosecond at or after the frame's exact end, for its event
     */
    public long startFrame(int frameBytes, long earliestNs) {
        long earliestPs = earliestNs * 1000;
        if (earliestPs > endPs || (earliestPs == endPs && endRem == 0)) {
            endPs = earliestPs;
            endRem = 0;
        }
        startPs = endPs + (endRem > 0 ? 1 : 0); // for busy-time bookkeeping, to the ps
        long bits = 8L * wireBytes(frameBytes);
        // The frame lasts bits * 10^12 / rate ps; add it in units of 1/rate ps to stay exact.
        // endRem + bits * 10^12 split as quotient and remainder of the rate; both remainders are
        // below the rate, so their sum carries at most once.
        if (bits != cachedBits) {
            cachedQuotient = bits * PS_PER_S / rateBps;
            cachedRemainder = bits * PS_PER_S % rateBps;
            cachedBits = bits;
        }
        long rem = endRem + cachedRemainder;
        endPs += cachedQuotient;
        if (rem >= rateBps) {
            endPs++;
            rem -= rateBps;
        }
        endRem = rem;
        busy = true;
        return endNs();
    }

    /** The whole nanosecond at or after the end of the latest frame. */
    public long endNs() {
        long ps = endRem > 0 ? endPs + 1 : endPs;
        return Math.floorDiv(ps + 999, 1000);
    }

    /** When the latest frame started, in whole ns (rounded down). */
    public long frameStartNs() {
        return startPs / 1000;
    }

    /** How long the latest frame lasts on the wire, preamble and gap included, in ps. */
    public long frameDurationPs() {
        return endPs - startPs + (endRem > 0 ? 1 : 0);
    }

    /** The frame on the wire has ended. */
    public void finishFrame() {
        if (busy) {
            busyPsDone += endPs - startPs;
            busy = false;
        }
    }

    /** The frame on the wire is cut off at {@code nowNs} (the NIC was reset). */
    public void abort(long nowNs) {
        if (busy) {
            long nowPs = nowNs * 1000;
            busyPsDone += Math.max(0, nowPs - startPs);
            endPs = Math.max(startPs, nowPs);
            endRem = 0;
            busy = false;
        }
    }

    public boolean busy() {
        return busy;
    }

    /** Picoseconds the wire has been busy up to {@code atNs} (preamble and gap included). */
    public long busyPs(long atNs) {
        long done = busyPsDone;
        if (busy) {
            long atPs = atNs * 1000;
            done += Math.max(0, Math.min(atPs, endPs) - startPs);
        }
        return done;
    }

    /** Fraction of the current frame already on the wire at {@code atNs}; 0 when idle. */
    public double progress(long atNs) {
        if (!busy || endPs <= startPs) {
            return 0;
        }
        double f = (atNs * 1000.0 - startPs) / (endPs - startPs);
        return Math.max(0, Math.min(1, f));
    }
}
