package org.ringside.model.nic;

/**
 * TX interrupt coalescing ({@code ethtool -C tx-usecs / tx-frames}): the interrupt fires
 * {@code tx_usecs} after the first completion not yet signalled (later completions do not
 * restart the timer), or at once when {@code tx_frames} completions are pending. With
 * {@code tx_usecs} 0 every completion interrupts.
 *
 * <p>The caller owns the timer event: {@link #onCompletion} says when to start it, and the caller
 * reports its expiry with {@link #fire}.
 */
public final class InterruptModeration {
    /** What a completion asks the caller to do. */
    public enum Action { NOTHING, START_TIMER, FIRE_NOW }

    private long txUsecsNs;
    private int txFrames;
    private int pending;
    private long interrupts;

    public InterruptModeration(long txUsecsNs, int txFrames) {
        configure(txUsecsNs, txFrames);
    }

    /** New settings apply from the next completion; a running timer keeps its expiry. */
    public void configure(long usecsNs, int frames) {
        if (usecsNs < 0) {
            throw new IllegalArgumentException("tx_usecs " + usecsNs + " ns is out of range (0 to 10 ms)");
        }
        if (frames < 1) {
            throw new IllegalArgumentException("tx_frames " + frames + " is out of range (1 to 4096)");
        }
        txUsecsNs = usecsNs;
        txFrames = frames;
    }

    public long txUsecsNs() {
        return txUsecsNs;
    }

    public int txFrames() {
        return txFrames;
    }

    /** A packet's descriptors are done (one completion). */
    public Action onCompletion() {
        pending++;
        if (txUsecsNs == 0 || pending >= txFrames) {
            return Action.FIRE_NOW;
        }
        return pending == 1 ? Action.START_TIMER : Action.NOTHING;
    }

    /** The interrupt fires (timer expired or enough frames): every pending completion is signalled. */
    public void fire() {
        pending = 0;
        interrupts++;
    }

    /** The NIC was reset: nothing is pending (the caller cancels its timer). */
    public void reset() {
        pending = 0;
    }

    /** Completions not yet signalled. */
    public int pending() {
        return pending;
    }

    /** Interrupts fired so far. */
    public long interrupts() {
        return interrupts;
    }
}
