package org.ringside.model.nic;

/**
 * Linux's dynamic interrupt moderation for a TX completion queue, as mlx5 runs it (lib/dim/net_dim.c
 * and lib/dim/dim.c of Linux 6.x; mlx5e_handle_tx_dim in en_txrx.c, mlx5e_tx_dim_work in en_dim.c).
 *
 * <p>At the end of each NAPI poll that completes ({@code napi_complete_done}, before the CQ is
 * armed again) the driver hands {@link #sample} the CQ's event counter ({@code cq->event_ctr},
 * one per interrupt, {@code mlx5e_completion_event}) and the send queue's packet and byte counters
 * ({@code sq->stats->packets} and {@code ->bytes}, counted at xmit in {@code mlx5e_sq_xmit_prepare}:
 * a TSO packet's segments and the bytes of its frames). Once {@code DIM_NEVENTS} (64) events have
 * passed since the measurement started, {@code dim_calc_stats} turns the counts into packets,
 * bytes and events per millisecond and {@code net_dim_decision} compares them with the last
 * measurement ({@code net_dim_stats_compare}: bytes first, then packets, then fewer events is
 * better, each only when more than 10 % apart, {@code IS_SIGNIFICANT_DIFF}); it keeps stepping
 * through the five profiles while the figures improve, turns when they do not, parks on top when
 * it has stepped back and forth, and parks tired after ten steps ({@code NET_DIM_PARAMS_NUM_PROFILES
 * * 2}). A new profile is applied by a work item ({@code mlx5e_tx_dim_work}, which sets the CQ's
 * period and count and restarts the measurement); the model applies it at once.
 *
 * <p>The profiles are net_dim's TX profiles for the CQ period mode mlx5's TX CQs use,
 * {@code DIM_CQ_PERIOD_MODE_START_FROM_EQE} ({@code NET_DIM_TX_EQE_PROFILES}): 1, 8, 32, 64 and
 * 128 µs, each with {@code NET_DIM_DEFAULT_TX_CQ_PKTS_FROM_EQE} 128 completions. The CQ starts at
 * {@code net_dim_get_def_tx_moderation}'s profile, {@code NET_DIM_DEF_PROFILE_EQE} 1 (8 µs),
 * set by {@code mlx5e_reset_tx_moderation}, while the {@code struct dim} starts zeroed
 * ({@code kvzalloc_node} in {@code mlx5e_dim_enable}): profile index 0, parked on top, no previous
 * figures; so its first decision steps right, to the profile the CQ already has.
 */
public final class NetDim {
    /** Events a measurement spans ({@code DIM_NEVENTS}, include/linux/dim.h). */
    public static final int NEVENTS = 64;
    /** {@code NET_DIM_PARAMS_NUM_PROFILES}. */
    static final int PROFILES = 5;
    /** {@code NET_DIM_TX_EQE_PROFILES}: each profile's period, in µs. */
    private static final int[] USECS = {1, 8, 32, 64, 128};
    /** {@code NET_DIM_DEFAULT_TX_CQ_PKTS_FROM_EQE}: every EQE profile's completion count. */
    public static final int PKTS = 128;
    /** {@code NET_DIM_DEF_PROFILE_EQE}: the profile the CQ starts with. */
    public static final int DEFAULT_PROFILE = 1;

    /** {@code dim->state}. */
    public enum State { START_MEASURE, MEASURE_IN_PROGRESS }

    /** {@code dim->tune_state}, in the kernel's order (zeroed is parked on top). */
    public enum Tune { PARKING_ON_TOP, PARKING_TIRED, GOING_RIGHT, GOING_LEFT }

    /** {@code net_dim_stats_compare}'s answers. */
    enum Compare { WORSE, SAME, BETTER }

    private State state = State.START_MEASURE;
    private Tune tune = Tune.PARKING_ON_TOP;
    private int profileIx;
    private int stepsRight;
    private int stepsLeft;
    private int tired;
    /** {@code dim->prev_stats}: packets, bytes and events per ms. */
    private long prevPpms;
    private long prevBpms;
    private long prevEpms;
    /** {@code dim->start_sample}. */
    private long startNs;
    private int startEvents;
    private long startPackets;
    private long startBytes;
    /** The profile the CQ runs with: the default until the first decision applies one. */
    private int applied = DEFAULT_PROFILE;
    private long decisions;

    /**
     * {@code net_dim}: one sample at the end of a poll.
     *
     * @param events the CQ's event counter (interrupts so far; the kernel keeps 16 bits of it)
     * @param packets packets the send queue has taken so far
     * @param bytes bytes the send queue has taken so far
     * @return true when a new profile now applies ({@link #usecs()}, {@link #pkts()})
     */
    public boolean sample(long events, long packets, long bytes, long nowNs) {
        if (state == State.MEASURE_IN_PROGRESS) {
            int nevents = (int) ((events - startEvents) & 0xFFFF); // BIT_GAP(16, ...)
            if (nevents < NEVENTS) {
                return false;
            }
            long deltaUs = (nowNs - startNs) / 1000; // ktime_us_delta
            if (deltaUs == 0) {
                return false; // dim_calc_stats has nothing to divide by
            }
            long npkts = (packets - startPackets) & 0xFFFF_FFFFL; // BIT_GAP(32, ...)
            long nbytes = (bytes - startBytes) & 0xFFFF_FFFFL;
            long ppms = divRoundUp(npkts * 1000, deltaUs);
            long bpms = divRoundUp(nbytes * 1000, deltaUs);
            long epms = divRoundUp(NEVENTS * 1000L, deltaUs);
            decisions++;
            if (decide(ppms, bpms, epms)) {
                // mlx5e_tx_dim_work: the CQ takes the profile and the measurement starts again.
                applied = profileIx;
                state = State.START_MEASURE;
                return true;
            }
        }
        startNs = nowNs;
        startEvents = (int) (events & 0xFFFF);
        startPackets = packets;
        startBytes = bytes;
        state = State.MEASURE_IN_PROGRESS;
        return false;
    }

    /** {@code net_dim_decision}: true when the profile index moved. */
    private boolean decide(long ppms, long bpms, long epms) {
        Tune prevTune = tune;
        int prevIx = profileIx;
        switch (tune) {
            case PARKING_ON_TOP -> {
                if (compare(ppms, bpms, epms) != Compare.SAME) {
                    exitParking();
                }
            }
            case PARKING_TIRED -> {
                tired--;
                if (tired == 0) {
                    exitParking();
                }
            }
            case GOING_RIGHT, GOING_LEFT -> {
                if (compare(ppms, bpms, epms) != Compare.BETTER) {
                    turn();
                }
                if (onTop()) {
                    parkOnTop();
                } else {
                    switch (step()) {
                        case ON_EDGE -> parkOnTop();
                        case TOO_TIRED -> parkTired();
                        default -> { }
                    }
                }
            }
        }
        if (prevTune != Tune.PARKING_ON_TOP || tune != Tune.PARKING_ON_TOP) {
            prevPpms = ppms;
            prevBpms = bpms;
            prevEpms = epms;
        }
        return profileIx != prevIx;
    }

    /** {@code net_dim_stats_compare}: more bytes, then more packets, then fewer events is better. */
    Compare compare(long ppms, long bpms, long epms) {
        if (prevBpms == 0) {
            return bpms != 0 ? Compare.BETTER : Compare.SAME;
        }
        if (significant(bpms, prevBpms)) {
            return bpms > prevBpms ? Compare.BETTER : Compare.WORSE;
        }
        if (prevPpms == 0) {
            return ppms != 0 ? Compare.BETTER : Compare.SAME;
        }
        if (significant(ppms, prevPpms)) {
            return ppms > prevPpms ? Compare.BETTER : Compare.WORSE;
        }
        if (prevEpms == 0) {
            return Compare.SAME;
        }
        if (significant(epms, prevEpms)) {
            return epms < prevEpms ? Compare.BETTER : Compare.WORSE;
        }
        return Compare.SAME;
    }

    /** {@code IS_SIGNIFICANT_DIFF}: more than 10 % apart, in integer arithmetic. */
    private static boolean significant(long val, long ref) {
        return 100 * Math.abs(val - ref) / ref > 10;
    }

    private enum Step { STEPPED, TOO_TIRED, ON_EDGE }

    /** {@code net_dim_step}. */
    private Step step() {
        if (tired == PROFILES * 2) {
            return Step.TOO_TIRED;
        }
        switch (tune) {
            case GOING_RIGHT -> {
                if (profileIx == PROFILES - 1) {
                    return Step.ON_EDGE;
                }
                profileIx++;
                stepsRight++;
            }
            case GOING_LEFT -> {
                if (profileIx == 0) {
                    return Step.ON_EDGE;
                }
                profileIx--;
                stepsLeft++;
            }
            default -> { }
        }
        tired++;
        return Step.STEPPED;
    }

    /** {@code net_dim_exit_parking}. */
    private void exitParking() {
        tune = profileIx > 0 ? Tune.GOING_LEFT : Tune.GOING_RIGHT;
        step();
    }

    /** {@code dim_on_top}, for the two going states. */
    private boolean onTop() {
        return tune == Tune.GOING_RIGHT ? stepsLeft > 1 && stepsRight == 1 : stepsRight > 1 && stepsLeft == 1;
    }

    /** {@code dim_turn}. */
    private void turn() {
        if (tune == Tune.GOING_RIGHT) {
            tune = Tune.GOING_LEFT;
            stepsLeft = 0;
        } else {
            tune = Tune.GOING_RIGHT;
            stepsRight = 0;
        }
    }

    /** {@code dim_park_on_top}. */
    private void parkOnTop() {
        stepsRight = 0;
        stepsLeft = 0;
        tired = 0;
        tune = Tune.PARKING_ON_TOP;
    }

    /** {@code dim_park_tired}. */
    private void parkTired() {
        stepsRight = 0;
        stepsLeft = 0;
        tune = Tune.PARKING_TIRED;
    }

    private static long divRoundUp(long n, long d) {
        return (n + d - 1) / d;
    }

    /** The period of the profile the CQ runs with, in µs. */
    public int usecs() {
        return USECS[applied];
    }

    /** The completion count of the profile the CQ runs with. */
    public int pkts() {
        return PKTS;
    }

    /** The profile the CQ runs with, 0 to 4. */
    public int profile() {
        return applied;
    }

    /** {@code dim->profile_ix}: where the search stands. */
    public int profileIx() {
        return profileIx;
    }

    public Tune tune() {
        return tune;
    }

    public State state() {
        return state;
    }

    /** Measurements that reached a decision so far. */
    public long decisions() {
        return decisions;
    }

    /** A profile's period in µs ({@code NET_DIM_TX_EQE_PROFILES}). */
    public static int usecsOf(int profile) {
        return USECS[profile];
    }
}
