package org.ringside.model.scenario;

import java.util.List;

/**
 * The NIC driver a scenario imitates: the constants its transmit path is built with. Choosing a
 * driver ({@code nic.driver}) sets each of the knobs that follow it; a file that also gives one
 * of them overrides it. The ring sizes a driver accepts are not a knob: a scenario outside them
 * is an error that names the driver.
 *
 * <p>The constants are those of the drivers in current kernels (drivers/net/ethernet/intel/,
 * drivers/net/ethernet/mellanox/mlx5/core/): {@code MAX_SKB_FRAGS} is 17 there
 * (include/linux/skbuff.h, {@code CONFIG_MAX_SKB_FRAGS}). Two
 * follow the scenario's {@code kernel} ({@link #setting(String, Kernel)}, {@link #ringMax(Kernel)}):
 * e1000's stop level and ixgbe's largest ring.
 * {@code generic} is no driver in particular: the model's own rules, as Ringside had them before
 * it knew any driver, with a coalescing timer from the first completion.
 */
public enum NicDriver {
    /**
     * The model's own rules: the queue stops when one largest packet might not fit, a clean-up
     * frees at most 64 packets, the coalescing timer starts at the first completion.
     */
    GENERIC("generic", 4096, 0, 0, 8, 16384, 1, 64, BqlBytes.SKB_LEN, TxModeration.TIMER, TxCompletion.SENT),
    /**
     * Intel PRO/1000 (e1000_main.c): {@code E1000_MAX_DATA_PER_TXD} 4096 bytes a descriptor;
     * {@code desc_needed = MAX_SKB_FRAGS + 7} in {@code e1000_xmit_frame}; wakes at
     * {@code TX_WAKE_THRESHOLD} 32 in {@code e1000_clean_tx_irq}, which cleans while
     * {@code count < tx_ring->count}, the whole ring; rings of {@code E1000_MIN_TXD} 48 to
     * {@code E1000_MAX_82544_TXD} 4096 in steps of {@code REQ_TX_DESCRIPTOR_MULTIPLE} 8;
     * {@code netdev_sent_queue(netdev, skb->len)}; interrupts throttled by
     * {@code InterruptThrottleRate} ({@code ethtool -C rx-usecs} is its only coalescing setting);
     * {@code e1000_configure_tx} sets {@code E1000_TXD_CMD_RS} (report status) on every part from
     * the 82543 on, {@code E1000_TXD_CMD_RPS} (report packet sent) only before it.
     */
    E1000("e1000", 4096, 24, 32, 48, 4096, 8, 0, BqlBytes.SKB_LEN, TxModeration.ITR, TxCompletion.FETCHED),
    /**
     * Intel 82575/82576/i350 (igb.h, igb_main.c): {@code IGB_MAX_DATA_PER_TXD} 32768
     * ({@code IGB_MAX_TXD_PWR} 15); {@code DESC_NEEDED = MAX_SKB_FRAGS + 4}, woken at
     * {@code TX_WAKE_THRESHOLD = DESC_NEEDED * 2}; {@code IGB_DEFAULT_TX_WORK} 128 packets a
     * clean-up; {@code IGB_MIN_TXD} 64 to {@code IGB_MAX_TXD} 4096 in steps of 8;
     * BQL counts {@code first->bytecount}, every segment's headers included; EITR throttling;
     * {@code igb_tx_map} ends each packet with {@code IGB_TXD_DCMD} ({@code E1000_ADVTXD_DCMD_EOP |
     * E1000_ADVTXD_DCMD_RS}).
     */
    IGB("igb", 32768, 21, 42, 64, 4096, 8, 128, BqlBytes.SEGMENTS, TxModeration.ITR, TxCompletion.FETCHED),
    /**
     * Intel 82599 10 GbE (ixgbe.h, ixgbe_main.c): {@code IXGBE_MAX_DATA_PER_TXD} 16384
     * ({@code IXGBE_MAX_TXD_PWR} 14); the same {@code DESC_NEEDED} and wake threshold as igb;
     * {@code IXGBE_DEFAULT_TX_WORK} 256; {@code IXGBE_MIN_TXD} 64 to {@code IXGBE_MAX_TXD_82599}
     * 8192 in steps of 8 (4096 before 6.2, {@link #ringMax(Kernel)}); BQL counts {@code first->bytecount}; EITR throttling; {@code ixgbe_tx_map}
     * ends each packet with {@code IXGBE_TXD_CMD} ({@code IXGBE_TXD_CMD_EOP | IXGBE_TXD_CMD_RS},
     * ixgbe_txrx_common.h).
     */
    IXGBE("ixgbe", 16384, 21, 42, 64, 8192, 8, 256, BqlBytes.SEGMENTS, TxModeration.ITR, TxCompletion.FETCHED),
    /**
     * Mellanox ConnectX-5/6 (mlx5_core: en.h, en_main.c, en_tx.c, en/params.c). Its ring is a send
     * queue of 64-byte WQE basic blocks ({@code MLX5_SEND_WQE_BB}), counted as the model's
     * descriptors ({@link #countsWqebbs()}); one data segment per buffer, payload in the socket's
     * 32 KB page fragments; stops with fewer than {@code mlx5e_stop_room_for_wqe(MLX5_SEND_WQE_MAX_WQEBBS)}
     * = 2 × 16 − 1 = 31 blocks free ({@code mlx5e_calc_sq_stop_room}, {@code mlx5e_tx_check_stop}) and
     * wakes with as many ({@code mlx5e_poll_tx_cq}); {@code MLX5E_TX_CQ_POLL_BUDGET} 128 completions
     * a poll; rings of {@code MLX5E_PARAMS_MINIMUM_LOG_SQ_SIZE} 2^6 to
     * {@code MLX5E_PARAMS_MAXIMUM_LOG_SQ_SIZE} 2^13, a power of two ({@code mlx5e_ethtool_set_ringparam}
     * takes {@code order_base_2} of the request); BQL counts {@code skb->len + (gso_segs - 1) * ihs}
     * ({@code attr->num_bytes} in {@code mlx5e_sq_xmit_prepare}); the CQ moderation timer restarts at
     * each event ({@code MLX5_CQ_PERIOD_MODE_START_FROM_EQE}, {@code mlx5e_build_nic_params}), and
     * net_dim moves its period by default ({@code params->tx_dim_enabled}, {@link #adaptiveTx()}).
     */
    MLX5("mlx5", 32768, 31, 31, 64, 8192, 1, 128, BqlBytes.SEGMENTS, TxModeration.EQE, TxCompletion.SENT);

    private final String yamlName;
    private final int maxDescBytes;
    private final int stopDescs;
    private final int wakeDescs;
    private final int ringMin;
    private final int ringMax;
    private final int ringMultiple;
    private final int txCleanBudget;
    private final BqlBytes bqlBytes;
    private final TxModeration moderation;
    private final TxCompletion completion;

    NicDriver(String yamlName, int maxDescBytes, int stopDescs, int wakeDescs, int ringMin, int ringMax,
            int ringMultiple, int txCleanBudget, BqlBytes bqlBytes, TxModeration moderation, TxCompletion completion) {
        this.yamlName = yamlName;
        this.maxDescBytes = maxDescBytes;
        this.stopDescs = stopDescs;
        this.wakeDescs = wakeDescs;
        this.ringMin = ringMin;
        this.ringMax = ringMax;
        this.ringMultiple = ringMultiple;
        this.txCleanBudget = txCleanBudget;
        this.bqlBytes = bqlBytes;
        this.moderation = moderation;
        this.completion = completion;
    }

    /** The word used in scenario files. */
    public String yamlName() {
        return yamlName;
    }

    /** Most bytes one data descriptor points at. */
    public int maxDescBytes() {
        return maxDescBytes;
    }

    /** Free descriptors below which the driver stops its queue; 0 for the model's own rule. */
    public int stopDescs() {
        return stopDescs;
    }

    /** Free descriptors at which the clean-up wakes a stopped queue; 0 for twice the stop threshold. */
    public int wakeDescs() {
        return wakeDescs;
    }

    /**
     * The most transmit queues the driver sets up; it makes one per online CPU up to this. igb:
     * {@code IGB_MAX_TX_QUEUES} 8 (igb.h; the 82576 and i350, {@code igb_init_queue_configuration});
     * ixgbe: {@code MAX_TX_QUEUES}, {@code IXGBE_MAX_FDIR_INDICES + 1} = 64 (ixgbe.h, with flow
     * director, {@code ixgbe_set_fdir_queues}); mlx5: one channel per completion vector, one per
     * CPU, up to {@code MLX5E_MAX_NUM_CHANNELS} ({@code mlx5e_get_max_num_channels}), more than the
     * model's {@link Knobs#MAX_QUEUES}; e1000 has a single ring, and generic is kept to one.
     */
    public int maxTxQueues() {
        return switch (this) {
            case IGB -> 8;
            case IXGBE, MLX5 -> 64;
            case GENERIC, E1000 -> 1;
        };
    }

    /**
     * The fastest link the driver's parts run, in bits per second; 0 for any. e1000 and igb drive
     * 1 Gbit/s parts, ixgbe the 10 Gbit/s 82599 (and X540/X550, also 10 Gbit/s at most); mlx5
     * ConnectX-4 to -7, up to 400 Gbit/s (the {@code MLX5E_400GAUI_8} link modes of en/port.c; the
     * ConnectX-8's 800 Gbit/s is beyond the model's fastest link). The generic NIC takes any rate.
     */
    public long maxLinkBps() {
        return switch (this) {
            case E1000, IGB -> 1_000_000_000L;
            case IXGBE -> 10_000_000_000L;
            case MLX5 -> 400_000_000_000L;
            case GENERIC -> 0;
        };
    }

    /** True when the driver's parts can run a link of this rate. */
    public boolean runsLink(long bps) {
        return maxLinkBps() == 0 || bps <= maxLinkBps();
    }

    /**
     * True when the ring counts 64-byte WQE basic blocks rather than descriptors, as mlx5's send
     * queue does: a packet takes {@code DIV_ROUND_UP(ds_cnt, MLX5_SEND_WQEBB_NUM_DS)} of them.
     */
    public boolean countsWqebbs() {
        return this == MLX5;
    }

    /** True when the ring's size must be a power of two (mlx5's {@code log_sq_size}). */
    boolean ringPowerOfTwo() {
        return this == MLX5;
    }

    /** Smallest ring the driver accepts. */
    public int ringMin() {
        return ringMin;
    }

    /**
     * e1000's stop level on 3.3: {@code e1000_maybe_stop_tx(netdev, tx_ring, MAX_SKB_FRAGS + 2)}
     * with {@code MAX_SKB_FRAGS} 18 ({@code 65536 / PAGE_SIZE + 2}) then.
     */
    static final int E1000_STOP_DESCS_2011 = 20;
    /** ixgbe's {@code IXGBE_MAX_TXD} for every adapter before 6.2. */
    static final int IXGBE_MAX_TXD_BEFORE = 4096;

    /** Largest ring the driver accepts on a current kernel. */
    public int ringMax() {
        return ringMax;
    }

    /**
     * Largest ring the driver accepts on a release: ixgbe's follows the adapter from
     * {@link LinuxHistory#IXGBE_MAX_TXD_BY_ADAPTER} on (82598 4096, 82599 and X540 8192, X550
     * 32768; the profile is an 82599), and was {@code IXGBE_MAX_TXD} 4096 before.
     */
    public int ringMax(Kernel k) {
        return this == IXGBE && !k.atLeast(LinuxHistory.IXGBE_MAX_TXD_BY_ADAPTER) ? IXGBE_MAX_TXD_BEFORE : ringMax;
    }

    /** The driver rounds ring sizes to a multiple of this. */
    public int ringMultiple() {
        return ringMultiple;
    }

    /** Packets one clean-up frees at most; 0 for the whole ring. */
    public int txCleanBudget() {
        return txCleanBudget;
    }

    public BqlBytes bqlBytes() {
        return bqlBytes;
    }

    public TxModeration moderation() {
        return moderation;
    }

    public TxCompletion completion() {
        return completion;
    }

    /**
     * True when the driver moderates TX interrupts adaptively by default with net_dim: mlx5 sets
     * {@code params->tx_dim_enabled} from the device's {@code cq_moderation} capability in
     * {@code mlx5e_build_nic_params} (en_main.c), which ConnectX-5 and 6 have. Only mlx5's is
     * modelled ({@link #hasDim()}).
     */
    public boolean adaptiveTx() {
        return this == MLX5;
    }

    /**
     * True when the driver has the adaptive TX moderation the model knows, mlx5's net_dim
     * ({@code ethtool -C adaptive-tx}). e1000's and igb's {@code rx-usecs} 1 and 3 and ixgbe's
     * {@code rx-usecs} 1 are adaptive throttles of their own, which the model has not; the generic
     * NIC has none.
     */
    public boolean hasDim() {
        return this == MLX5;
    }

    /** The knobs that follow the driver, in table order. */
    public static final List<String> FOLLOWERS = List.of("nic.max_desc_bytes", "nic.stop_descs", "nic.wake_descs",
            "nic.tx_clean_budget", "nic.bql_bytes", "nic.moderation", "nic.adaptive_tx", "nic.completion");

    /**
     * This driver's value for a knob that follows it, in the knob's units (a choice as its index).
     *
     * @throws IllegalArgumentException if the knob does not follow the driver
     */
    public long setting(String key) {
        return switch (key) {
            case "nic.max_desc_bytes" -> maxDescBytes;
            case "nic.stop_descs" -> stopDescs;
            case "nic.wake_descs" -> wakeDescs;
            case "nic.tx_clean_budget" -> txCleanBudget;
            case "nic.bql_bytes" -> bqlBytes.ordinal();
            case "nic.moderation" -> moderation.ordinal();
            case "nic.adaptive_tx" -> adaptiveTx() ? 1 : 0;
            case "nic.completion" -> completion.ordinal();
            default -> throw new IllegalArgumentException(key + " does not follow the driver");
        };
    }

    /**
     * This driver's value for a knob that follows it, on a release: e1000 stopped below
     * {@code MAX_SKB_FRAGS + 2} (20) free descriptors until {@link LinuxHistory#E1000_DESC_NEEDED_7}.
     */
    public long setting(String key, Kernel k) {
        if (this == E1000 && key.equals("nic.stop_descs") && !k.atLeast(LinuxHistory.E1000_DESC_NEEDED_7)) {
            return E1000_STOP_DESCS_2011;
        }
        return setting(key);
    }

    /**
     * Whether the driver refuses {@code ethtool -C rx-usecs} of {@code usecs}, which sets its
     * throttle: e1000 ({@code e1000_set_coalesce}) takes 0 (no throttle), 1 and 3 (its adaptive
     * modes), 4 (the simplified one) and 10 ({@code E1000_MIN_ITR_USECS}) up, and refuses 2 and 5
     * to 9; igb ({@code igb_set_coalesce}) has no simplified mode and refuses 4 too; mlx5
     * ({@code mlx5e_ethtool_set_coalesce}, {@code -ERANGE}) refuses a {@code tx-usecs} above
     * {@code MLX5E_MAX_COAL_TIME}, {@code MLX5_MAX_CQ_PERIOD}, the 12-bit {@code cq_period} of the
     * CQ context: 4095 µs. ixgbe and the generic NIC are not checked.
     */
    public boolean refusesUsecs(long usecs) {
        return switch (this) {
            case E1000 -> usecs == 2 || (usecs > 4 && usecs < MIN_ITR_USECS);
            case IGB -> usecs == 2 || (usecs > 3 && usecs < MIN_ITR_USECS);
            case MLX5 -> usecs > MLX5_MAX_CQ_PERIOD;
            default -> false;
        };
    }

    /** The usecs the driver takes, in words, for {@link #refusesUsecs}'s message. */
    public String usecsAllowed() {
        if (this == MLX5) {
            return "0s to " + MLX5_MAX_CQ_PERIOD + "us";
        }
        return (this == E1000 ? "0s, 1us, 3us, 4us" : "0s, 1us, 3us") + ", or 10us to 10ms";
    }

    /** The ethtool setting that sets the TX interrupt's interval and the function that takes it. */
    public String usecsSetting() {
        return this == MLX5 ? "tx-usecs the mlx5 driver refuses (mlx5e_ethtool_set_coalesce)"
                : "rx-usecs the " + yamlName + " driver refuses (" + yamlName + "_set_coalesce)";
    }

    /** mlx5's longest CQ moderation period, in µs: {@code MLX5_MAX_CQ_PERIOD}, 2^12 - 1. */
    static final int MLX5_MAX_CQ_PERIOD = 4095;

    /** The shortest throttle interval that is not a mode ({@code E1000_MIN_ITR_USECS}, {@code IGB_MIN_ITR_USECS}). */
    static final int MIN_ITR_USECS = 10;

    /**
     * Whether the driver sets an XPS map: ixgbe maps CPU N to queue N ({@code netif_set_xps_queue}
     * in {@code ixgbe_configure_tx_ring}, one queue vector per CPU); mlx5 gives each channel the
     * CPUs of its completion vectors ({@code mlx5e_set_default_xps_cpumasks}, en_main.c); igb and
     * e1000 set no map.
     */
    public boolean setsXps() {
        return this == IXGBE || this == MLX5;
    }

    /**
     * The CPUs the driver maps to a transmit queue ({@code xps_cpus}) as a bit mask, on a device
     * with {@code queues} queues and {@code cpus} CPUs: ixgbe CPU N alone on queue N where the CPU
     * exists; mlx5 the CPUs of vectors {@code ix, ix + queues, ix + 2 * queues, ...}, one vector per
     * CPU, so every CPU maps to a queue when there are fewer queues than CPUs; otherwise none.
     */
    public long xpsMask(int queue, int queues, int cpus) {
        if (this == MLX5) {
            long mask = 0;
            for (int cpu = queue; cpu < cpus && queues > 0; cpu += queues) {
                mask |= 1L << cpu;
            }
            return mask;
        }
        return setsXps() && queue < cpus ? 1L << queue : 0;
    }

    /** True when the knob's default comes from the driver. */
    public static boolean follows(String key) {
        return FOLLOWERS.contains(key);
    }

    /**
     * The ring the driver makes of a request for {@code size} descriptors, as
     * {@code e1000_set_ringparam}, {@code igb_set_ringparam} and {@code ixgbe_set_ringparam} do:
     * {@code ALIGN(clamp(size, min, max), multiple)}; mlx5's the power of two at or above it.
     */
    public int nearestRing(int size, Kernel k) {
        int clamped = Math.max(ringMin, Math.min(ringMax(k), size));
        if (ringPowerOfTwo()) {
            // mlx5e_ethtool_set_ringparam: log_sq_size = order_base_2(tx_pending), refused outside the range.
            return Integer.highestOneBit(clamped) == clamped ? clamped : Integer.highestOneBit(clamped) << 1;
        }
        return (clamped + ringMultiple - 1) / ringMultiple * ringMultiple;
    }

    /** True when the driver accepts a ring of this many descriptors on a release. */
    public boolean acceptsRing(int size, Kernel k) {
        boolean step = ringPowerOfTwo() ? Integer.bitCount(size) == 1 : size % ringMultiple == 0;
        return size >= ringMin && size <= ringMax(k) && step;
    }

    /** The ring sizes it accepts on a release, in words: "48 to 4096 in steps of 8". */
    public String ringRange(Kernel k) {
        return ringMin + " to " + ringMax(k) + (ringPowerOfTwo() ? ", a power of two"
                : ringMultiple > 1 ? " in steps of " + ringMultiple : "");
    }
}
