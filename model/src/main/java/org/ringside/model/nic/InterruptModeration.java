package org.ringside.model.nic;

import org.ringside.model.scenario.TxModeration;

/**
 * TX interrupt moderation, in one of three kinds:
 * <ul>
 *   <li>{@link Moderation#TIMER}, the generic NIC's completion moderation
 *   ({@code ethtool -C tx-usecs / tx-frames}): the interrupt fires {@code tx_usecs} after the
 *   first completion not yet signalled (later completions do not restart the timer), or at once
 *   when {@code tx_frames} completions are pending;</li>
 *   <li>{@link Moderation#EQE}, mlx5's CQ moderation with the period timer restarting at each
 *   event ({@code MLX5_CQ_PERIOD_MODE_START_FROM_EQE}; 9908aa292971 "net/mlx5e: CQE based
 *   moderation" names the other mode, which restarts it at each completion): an interrupt at
 *   least {@code tx_usecs} after the last one, at once after a quiet spell, or at once when
 *   {@code tx_frames} completions are pending;</li>
 *   <li>{@link Moderation#ITR}, Intel's interrupt throttle rate (EITR; {@code InterruptThrottleRate}
 *   on e1000, {@code rx-usecs} on the shared TX/RX vectors of igb and ixgbe): interrupts at least
 *   {@code tx_usecs} apart, so a completion after a quiet spell interrupts at once.</li>
 * </ul>
 * With {@code tx_usecs} 0 every completion interrupts. Between the interrupt and the end of the
 * clean-up it starts the interrupt is masked, as drivers mask it in the hard IRQ handler and
 * re-enable it in {@code napi_complete_done}: completions then only wait, and what they are owed
 * comes when the clean-up ends ({@link #unmask}).
 *
 * <p>The caller owns the timer event: {@link #onCompletion} and {@link #unmask} say when the
 * interrupt is due, and the caller reports it with {@link #fire}.
 */
public final class InterruptModeration {
    /** Returned when no interrupt is due. */
    public static final long NOT_DUE = -1;

    private TxModeration mode;
    private long txUsecsNs;
    private int txFrames;
    private int pending;
    private long firstPendingNs;
    private long lastFireNs = Long.MIN_VALUE;
    private boolean masked;
    private long interrupts;

    public InterruptModeration(TxModeration mode, long txUsecsNs, int txFrames) {
        configure(mode, txUsecsNs, txFrames);
    }

    /** New settings apply from the next completion; a running timer keeps its expiry. */
    public void configure(TxModeration newMode, long usecsNs, int frames) {
        if (usecsNs < 0) {
            throw new IllegalArgumentException("tx_usecs " + usecsNs + " ns is out of range (0 to 10 ms)");
        }
        if (frames < 1) {
            throw new IllegalArgumentException("tx_frames " + frames + " is out of range (1 to 4096)");
        }
        mode = newMode;
        txUsecsNs = usecsNs;
        txFrames = frames;
    }

    public TxModeration mode() {
        return mode;
    }

    public long txUsecsNs() {
        return txUsecsNs;
    }

    public int txFrames() {
        return txFrames;
    }

    /**
     * A packet's descriptors are done (one completion).
     *
     * @return when the interrupt is due: {@code nowNs} for at once, a later time for a timer the
     *     caller starts, or {@link #NOT_DUE} (a timer already runs, or the interrupt is masked)
     */
    public long onCompletion(long nowNs) {
        pending++;
        if (pending == 1) {
            firstPendingNs = nowNs;
        }
        if (masked) {
            return NOT_DUE;
        }
        if (mode != TxModeration.ITR && pending > 1 && pending < txFrames && txUsecsNs > 0) {
            return NOT_DUE; // the timer started by the first one runs
        }
        if (mode == TxModeration.ITR && pending > 1) {
            return NOT_DUE;
        }
        return due(nowNs);
    }

    /** When the interrupt the pending completions are owed is due, counted from now. */
    private long due(long nowNs) {
        if (txUsecsNs == 0) {
            return nowNs;
        }
        if (mode == TxModeration.TIMER) {
            return pending >= txFrames ? nowNs : Math.max(nowNs, firstPendingNs + txUsecsNs);
        }
        if (mode == TxModeration.EQE && pending >= txFrames) {
            return nowNs;
        }
        return lastFireNs == Long.MIN_VALUE ? nowNs : Math.max(nowNs, lastFireNs + txUsecsNs);
    }

    /** The interrupt fires: every pending completion is signalled, and it stays masked until {@link #unmask}. */
    public void fire(long nowNs) {
        pending = 0;
        interrupts++;
        lastFireNs = nowNs;
        masked = true;
    }

    /**
     * The clean-up the interrupt started has ended ({@code napi_complete_done}).
     *
     * @return when the interrupt the completions that came meanwhile are owed is due, or
     *     {@link #NOT_DUE} if none came
     */
    public long unmask(long nowNs) {
        masked = false;
        return pending == 0 ? NOT_DUE : due(nowNs);
    }

    /** The NIC was reset: nothing is pending or masked (the caller cancels its timer). */
    public void reset() {
        pending = 0;
        masked = false;
    }

    /** True between an interrupt and the end of its clean-up. */
    public boolean masked() {
        return masked;
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
