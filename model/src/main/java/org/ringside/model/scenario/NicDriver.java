package org.ringside.model.scenario;

import java.util.List;

/**
 * The NIC driver a scenario imitates: the constants its transmit path is built with. Choosing a
 * driver ({@code nic.driver}) sets each of the knobs that follow it; a file that also gives one
 * of them overrides it. The ring sizes a driver accepts are not a knob: a scenario outside them
 * is an error that names the driver.
 *
 * <p>The constants are those of the drivers in current kernels (drivers/net/ethernet/intel/):
 * {@code MAX_SKB_FRAGS} is 17 there (include/linux/skbuff.h, {@code CONFIG_MAX_SKB_FRAGS}).
 * {@code generic} is no driver in particular: the model's own rules, as Ringside had them before
 * it knew any driver, with an mlx5-style coalescing timer.
 */
public enum NicDriver {
    /**
     * The model's own rules: the queue stops when one largest packet might not fit, a clean-up
     * frees at most 64 packets, the coalescing timer starts at the first completion.
     */
    GENERIC("generic", 4096, 0, 0, 8, 16384, 1, 64, BqlBytes.SKB_LEN, Moderation.TIMER, Completion.SENT),
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
    E1000("e1000", 4096, 24, 32, 48, 4096, 8, 0, BqlBytes.SKB_LEN, Moderation.ITR, Completion.FETCHED),
    /**
     * Intel 82575/82576/i350 (igb.h, igb_main.c): {@code IGB_MAX_DATA_PER_TXD} 32768
     * ({@code IGB_MAX_TXD_PWR} 15); {@code DESC_NEEDED = MAX_SKB_FRAGS + 4}, woken at
     * {@code TX_WAKE_THRESHOLD = DESC_NEEDED * 2}; {@code IGB_DEFAULT_TX_WORK} 128 packets a
     * clean-up; {@code IGB_MIN_TXD} 64 to {@code IGB_MAX_TXD} 4096 in steps of 8;
     * BQL counts {@code first->bytecount}, every segment's headers included; EITR throttling;
     * {@code igb_tx_map} ends each packet with {@code IGB_TXD_DCMD} ({@code E1000_ADVTXD_DCMD_EOP |
     * E1000_ADVTXD_DCMD_RS}).
     */
    IGB("igb", 32768, 21, 42, 64, 4096, 8, 128, BqlBytes.SEGMENTS, Moderation.ITR, Completion.FETCHED),
    /**
     * Intel 82598/82599 10 GbE (ixgbe.h, ixgbe_main.c): {@code IXGBE_MAX_DATA_PER_TXD} 16384
     * ({@code IXGBE_MAX_TXD_PWR} 14); the same {@code DESC_NEEDED} and wake threshold as igb;
     * {@code IXGBE_DEFAULT_TX_WORK} 256; {@code IXGBE_MIN_TXD} 64 to {@code IXGBE_MAX_TXD} 4096
     * in steps of 8; BQL counts {@code first->bytecount}; EITR throttling; {@code ixgbe_tx_map}
     * ends each packet with {@code IXGBE_TXD_CMD} ({@code IXGBE_TXD_CMD_EOP | IXGBE_TXD_CMD_RS},
     * ixgbe_txrx_common.h).
     */
    IXGBE("ixgbe", 16384, 21, 42, 64, 4096, 8, 256, BqlBytes.SEGMENTS, Moderation.ITR, Completion.FETCHED);

    /** What BQL counts for a packet. */
    public enum BqlBytes {
        /** {@code skb->len}: a TSO packet's headers once. */
        SKB_LEN("skb_len"),
        /** {@code skb->len + (gso_segs - 1) * hdr_len}: the bytes of the frames it becomes. */
        SEGMENTS("segments");

        private final String yamlName;

        BqlBytes(String yamlName) {
            this.yamlName = yamlName;
        }

        public String yamlName() {
            return yamlName;
        }
    }

    /** How the TX interrupt is moderated. */
    public enum Moderation {
        /** A timer from the first completion not yet signalled, or a count (mlx5-style CQ moderation). */
        TIMER("timer"),
        /** Intel's interrupt throttle rate: at most one interrupt per interval, at once after a quiet one. */
        ITR("itr");

        private final String yamlName;

        Moderation(String yamlName) {
            this.yamlName = yamlName;
        }

        public String yamlName() {
            return yamlName;
        }
    }

    /**
     * When the NIC reports a packet's descriptors done, which matters only when it has a FIFO of
     * its own ({@code nic.fifo_bytes} above 0; without one the frame leaves as the NIC reads it).
     */
    public enum Completion {
        /**
         * When its data has been read into the NIC's FIFO: the descriptor's RS (report status)
         * bit, which Intel's drivers set; the frame may still wait in the FIFO.
         */
        FETCHED("fetched"),
        /** When its last frame has left the wire, as the old RPS (report packet sent) bit asked. */
        SENT("sent");

        private final String yamlName;

        Completion(String yamlName) {
            this.yamlName = yamlName;
        }

        public String yamlName() {
            return yamlName;
        }
    }

    private final String yamlName;
    private final int maxDescBytes;
    private final int stopDescs;
    private final int wakeDescs;
    private final int ringMin;
    private final int ringMax;
    private final int ringMultiple;
    private final int txCleanBudget;
    private final BqlBytes bqlBytes;
    private final Moderation moderation;
    private final Completion completion;

    NicDriver(String yamlName, int maxDescBytes, int stopDescs, int wakeDescs, int ringMin, int ringMax,
            int ringMultiple, int txCleanBudget, BqlBytes bqlBytes, Moderation moderation, Completion completion) {
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

    /** Smallest ring the driver accepts. */
    public int ringMin() {
        return ringMin;
    }

    /** Largest ring the driver accepts. */
    public int ringMax() {
        return ringMax;
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

    public Moderation moderation() {
        return moderation;
    }

    public Completion completion() {
        return completion;
    }

    /** The knobs that follow the driver, in table order. */
    public static final List<String> FOLLOWERS = List.of("nic.max_desc_bytes", "nic.stop_descs", "nic.wake_descs",
            "nic.tx_clean_budget", "nic.bql_bytes", "nic.moderation", "nic.completion");

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
            case "nic.completion" -> completion.ordinal();
            default -> throw new IllegalArgumentException(key + " does not follow the driver");
        };
    }

    /** True when the knob's default comes from the driver. */
    public static boolean follows(String key) {
        return FOLLOWERS.contains(key);
    }

    /**
     * The scenario with this driver: the driver and every knob that follows it, and the ring's
     * size brought into the driver's range the way its {@code set_ringparam} does with a
     * requested size (clamped to the range, then rounded up to the multiple).
     */
    static Scenario onDriver(Scenario s, NicDriver d) {
        Scenario out = s.withNic(s.nic().withDriver(d).withRingSize(d.nearestRing(s.nic().ringSize())));
        for (String key : FOLLOWERS) {
            out = Knobs.get(key).set(out, d.setting(key));
        }
        return out;
    }

    /**
     * The ring the driver makes of a request for {@code size} descriptors, as
     * {@code e1000_set_ringparam}, {@code igb_set_ringparam} and {@code ixgbe_set_ringparam} do:
     * {@code ALIGN(clamp(size, min, max), multiple)}.
     */
    public int nearestRing(int size) {
        int clamped = Math.max(ringMin, Math.min(ringMax, size));
        return (clamped + ringMultiple - 1) / ringMultiple * ringMultiple;
    }

    /** True when the driver accepts a ring of this many descriptors. */
    public boolean acceptsRing(int size) {
        return size >= ringMin && size <= ringMax && size % ringMultiple == 0;
    }

    /** The ring sizes it accepts, in words: "48 to 4096 in steps of 8". */
    public String ringRange() {
        return ringMin + " to " + ringMax + (ringMultiple > 1 ? " in steps of " + ringMultiple : "");
    }
}
