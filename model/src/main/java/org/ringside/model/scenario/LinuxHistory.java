package org.ringside.model.scenario;

import java.util.List;
import java.util.Optional;

/**
 * What changed on the transmit path between Linux 3.3 and {@link Kernel#CURRENT}, as far as the
 * model follows it: each behaviour is a knob whose default depends on the scenario's
 * {@code kernel}, with the release and commit that changed it. Setting {@code kernel} sets each
 * of these knobs to that release's value; a file that also gives the knob overrides it.
 *
 * <p>A few rules follow the release without a knob of their own: fq_codel exists only from
 * {@link #FQ_CODEL} on and fq from {@link #FQ} on, so asking for either on an older kernel is a
 * scenario error; pfifo_fast's limit counts its three bands together before
 * {@link #PFIFO_FAST_PER_BAND_LIMIT}, each band alone from then; TCP paces itself from {@link #TCP_INTERNAL_PACING}, stamps departure times
 * from {@link #EDT}; a flow may send with MSG_ZEROCOPY from {@link #MSG_ZEROCOPY}; fq drops packets beyond its horizon from {@link #FQ_HORIZON}; slow start counts the
 * packets an ACK covers, not the ACK, from {@link #SLOW_START_COUNTS_PACKETS}; TCP paces at
 * 120 % in congestion avoidance from {@link #PACING_RATIOS}; CUBIC's HyStart times ACKs in
 * microseconds from {@link #HYSTART_USEC}; autosizing takes 1 ms of the pacing rate, not half of
 * one, from {@link #TSO_AUTOSIZE_1MS} and adds a min-RTT allowance
 * from {@link #TSO_RTT_ALLOWANCE}; TCP small queues' limit takes {@code tcp_limit_output_bytes} as a
 * floor from {@link #TSQ_FLOOR} and as a cap from {@link #TSQ_CAP}, and exempts a socket with one skb
 * out from {@link #TSQ_EXEMPT_ONE_OUT}, none out from {@link #TSQ_EXEMPT_NONE_OUT}, and one again from
 * {@link #TSQ_EXEMPT_SINGLE_SKB}; fq_codel drops in batches from {@link #FQ_CODEL_DROP_BATCH}; the
 * driver constants of {@link NicDriver#setting(String, Kernel)} and {@link NicDriver#ringMax(Kernel)}.
 */
public final class LinuxHistory {
    /** fq_codel arrived in 3.5 (commit 4b549a2ef4be, "fq_codel: Fair Queue Codel AQM"). */
    public static final Kernel FQ_CODEL = new Kernel(3, 5);
    /** sch_fq arrived in 3.12 (afe4fd062416, "pkt_sched: fq: Fair Queue packet scheduler"). */
    public static final Kernel FQ = new Kernel(3, 12);
    /**
     * pfifo_fast holds {@code txqueuelen} packets in each band, one {@code skb_array} a band
     * sized by {@code pfifo_fast_init} (c5ad119fb6c0, "net: sched: pfifo_fast use skb_array", the
     * lockless pfifo_fast). Before, {@code pfifo_fast_enqueue} tested
     * {@code skb_queue_len(&qdisc->q) < qdisc_dev(qdisc)->tx_queue_len}, and {@code qdisc->q.qlen}
     * counts every band and a requeued packet: one limit for the three bands together.
     */
    public static final Kernel PFIFO_FAST_PER_BAND_LIMIT = new Kernel(4, 16);
    /**
     * TCP paces itself with a timer where no fq does, for a socket that asks for pacing
     * ({@code SK_PACING_NEEDED}: {@code SO_MAX_PACING_RATE}, or a congestion control such as BBR)
     * (218af599fa63, "tcp: internal implementation for pacing").
     */
    public static final Kernel TCP_INTERNAL_PACING = new Kernel(4, 13);
    /**
     * Earliest departure time: TCP stamps each packet with {@code tcp_wstamp_ns} and fq holds it
     * until then, instead of fq timing each flow's packets from its pacing rate (ab408b6dc744,
     * "tcp: switch tcp and sch_fq to new earliest departure time model").
     */
    public static final Kernel EDT = new Kernel(4, 20);
    /** fq drops a packet stamped beyond its horizon (39d010504e6b, "net_sched: sch_fq: add horizon attribute"). */
    public static final Kernel FQ_HORIZON = new Kernel(5, 8);
    /**
     * TCP sends with {@code MSG_ZEROCOPY}: sendmsg pins the user's pages instead of copying them
     * (f214f915e7db, "tcp: enable MSG_ZEROCOPY").
     */
    public static final Kernel MSG_ZEROCOPY = new Kernel(4, 14);
    /** The commit that brought {@link #MSG_ZEROCOPY} to TCP. */
    public static final String MSG_ZEROCOPY_COMMIT = "f214f915e7db \"tcp: enable MSG_ZEROCOPY\"";
    /**
     * Slow start counts the packets an ACK acknowledges, a stretch ACK of N packets as N ACKs of
     * one ({@code tcp_slow_start(tp, acked)}, 9f9843a751d0 "tcp: properly handle stretch acks in
     * slow start"); before, 3.3's {@code tcp_slow_start(tp)} grew {@code snd_cwnd} by one packet per
     * ACK, whatever the ACK covered.
     */
    public static final Kernel SLOW_START_COUNTS_PACKETS = new Kernel(3, 13);
    /** Pacing ratios by slow start or not (43e122b014c9, "tcp: refine pacing rate determination"). */
    public static final Kernel PACING_RATIOS = new Kernel(4, 3);
    /**
     * HyStart on a microsecond clock, its ACK-train threshold min RTT plus a TSO allowance, halved
     * only for a socket nobody paces ("tcp_cubic: switch bictcp_clock() to usec resolution",
     * "tcp_cubic: tweak Hystart detection for short RTT flows", ede656e84658 "tcp_cubic: make
     * Hystart aware of pacing"); before, a millisecond clock and half the min RTT for every socket.
     */
    public static final Kernel HYSTART_USEC = new Kernel(5, 6);
    /** TSO sizes by min RTT (65466904b015, "tcp: adjust TSO packet sizes based on min_rtt"). */
    public static final Kernel TSO_RTT_ALLOWANCE = new Kernel(5, 18);
    /**
     * e1000 stops below {@code desc_needed = MAX_SKB_FRAGS + 7} free, no longer
     * {@code MAX_SKB_FRAGS + 2} (a4605fef7132, "e1000: Double Tx descriptors needed check for 82544").
     */
    public static final Kernel E1000_DESC_NEEDED_7 = new Kernel(4, 6);
    /** ixgbe's largest ring follows the adapter (864f88884c42, "ixgbe: change MAX_RXD/MAX_TXD based on adapter type"). */
    public static final Kernel IXGBE_MAX_TXD_BY_ADAPTER = new Kernel(6, 2);
    /**
     * fq_codel drops up to {@code drop_batch_size} (64) packets per overlimit, not one
     * (9d18562a2278, "fq_codel: add batch ability to fq_codel_drop()").
     */
    public static final Kernel FQ_CODEL_DROP_BATCH = new Kernel(4, 7);
    /**
     * TCP small queues' limit is at least {@code tcp_limit_output_bytes}, whatever the pacing
     * rate (98e09386c0ef, "tcp: tsq: restore minimal amount of queueing"); in 3.12 the pacing term
     * alone.
     */
    public static final Kernel TSQ_FLOOR = new Kernel(3, 13);
    /** TCP small queues' limit is at most {@code tcp_limit_output_bytes} (605ad7f184b6, "tcp: refine TSO autosizing"). */
    public static final Kernel TSQ_CAP = new Kernel(3, 19);
    /**
     * An autosized super-packet holds about 1 ms of the pacing rate ({@code sk_pacing_rate >> 10}
     * in {@code tcp_tso_autosize}, 605ad7f184b6 "tcp: refine TSO autosizing"); from 3.12 to 3.18
     * {@code tcp_xmit_size_goal} took half a millisecond, {@code sk_pacing_rate / (2 * MSEC_PER_SEC)}.
     */
    public static final Kernel TSO_AUTOSIZE_1MS = new Kernel(3, 19);
    /**
     * {@code tcp_win_from_space} leaves half the receive buffer for payload
     * ({@code tcp_adv_win_scale} 1, b49960a05e32); before, three quarters (2). From 6.6 a measured
     * {@code scaling_ratio} replaces the sysctl (dfa2f0483360), starting at half.
     */
    public static final Kernel ADV_WIN_SCALE_1 = new Kernel(3, 4);
    /**
     * TCP small queues never holds back a socket with at most one skb sent and not acknowledged:
     * the skb to send is the first or second of the write queue (75eefc6c59fd, "tcp: tsq: add a
     * shortcut in tcp_small_queue_check()"). Before, no socket was exempt.
     */
    public static final Kernel TSQ_EXEMPT_ONE_OUT = new Kernel(4, 10);
    /**
     * The exemption shrinks to an empty retransmit queue ({@code tcp_rtx_queue_empty}): the
     * rb-tree retransmit queue lost the one-skb case (75c119afe14f, "tcp: implement rb-tree based
     * retransmit queue").
     */
    public static final Kernel TSQ_EXEMPT_NONE_OUT = new Kernel(4, 15);
    /**
     * The one-skb exemption is back ({@code tcp_rtx_queue_empty_or_single_skb}, f921a4a5bffa,
     * "tcp: tsq: relax tcp_small_queue_check() when rtx queue contains a single skb", October 2023;
     * also taken into stable series such as 4.19 and 5.10).
     */
    public static final Kernel TSQ_EXEMPT_SINGLE_SKB = new Kernel(6, 6);

    /**
     * A knob's value from one release on.
     *
     * @param since the first release with it
     * @param value in the knob's units
     * @param commit the kernel commit that brought it, as {@code 12-hex-digit "title"}
     */
    public record Step(Kernel since, long value, String commit) {
    }

    /**
     * One behaviour that changed.
     *
     * @param key the knob that holds it
     * @param before its value on 3.3, before the first step
     * @param steps its values from each release that changed it, oldest first
     * @param what one sentence on what changed
     */
    public record Behaviour(String key, long before, List<Step> steps, String what) {
        public Behaviour {
            steps = List.copyOf(steps);
        }

        /** The value on a release. */
        public long valueAt(Kernel k) {
            long v = before;
            for (Step s : steps) {
                if (k.atLeast(s.since())) {
                    v = s.value();
                }
            }
            return v;
        }
    }

    private static final List<Behaviour> ALL = List.of(
            new Behaviour("tcp.small_queues", 0, List.of(
                    new Step(new Kernel(3, 6), 1, "46d3ceabd8d9 \"tcp: TCP Small Queues\"")),
                    "TCP small queues: a socket stops sending while too many of its bytes wait below TCP,"
                            + " and the TX clean-up that frees them lets it send again."),
            new Behaviour("tcp.limit_output_bytes", 131_072, List.of(
                    new Step(new Kernel(3, 6), 131_072, "46d3ceabd8d9 \"tcp: TCP Small Queues\""),
                    new Step(new Kernel(4, 2), 262_144, "c39c4c6abb89 \"tcp: double default TSQ output bytes limit\""),
                    new Step(new Kernel(5, 0), 1_048_576,
                            "c73e5807e4f6 \"tcp: tsq: no longer use limit_output_bytes for paced flows\""),
                    new Step(new Kernel(6, 16), 4_194_304,
                            "9ea3bfa61b09 \"tcp: increase tcp_limit_output_bytes default value to 4MB\"")),
                    "The most bytes TCP small queues lets one socket keep below TCP."),
            new Behaviour("tcp.tso_autosize", 0, List.of(
                    new Step(new Kernel(3, 12), 1, "95bd09eb2750 \"tcp: TSO packets automatic sizing\","
                            + " c9eeec26e32e \"tcp: TSQ can use a dynamic limit\"")),
                    "TSO autosizing and a TSQ limit that follows the flow's pacing rate: a super-packet holds"
                            + " about 1 ms of the flow's rate (half of one before 3.19), the bytes below TCP about 1 ms."),
            new Behaviour("receiver.rmem_max", 4L << 20, List.of(
                    new Step(new Kernel(3, 4), 6L << 20, "b49960a05e32 \"tcp: change tcp_adv_win_scale and tcp_rmem[2]\""),
                    new Step(new Kernel(6, 16), 32L << 20, "572be9bf9d0d \"tcp: increase tcp_rmem[2] to 32 MB\"")),
                    "The receive buffer's maximum, tcp_rmem[2]: how far the receiving application may fall behind"
                            + " before the window it advertises closes."),
            new Behaviour("nic.doorbell", DoorbellMode.IMMEDIATE.ordinal(), List.of(
                    new Step(new Kernel(3, 18), DoorbellMode.XMIT_MORE.ordinal(),
                            "0b725a2ca61b \"net: Remove ndo_xmit_flush netdev operation, use signalling instead.\"")),
                    "xmit_more: the driver rings the doorbell once per list of packets it is handed, not"
                            + " for every packet."),
            new Behaviour("qdisc.bulk_dequeue", 0, List.of(
                    new Step(new Kernel(3, 18), 1,
                            "5772e9a3463b \"qdisc: bulk dequeue support for qdiscs with TCQ_F_ONETXQUEUE\"")),
                    "Bulk dequeue: one dequeue takes several packets, up to BQL's available bytes, and hands"
                            + " them to the driver as one list."),
            new Behaviour("qdisc.bql_aborts_list", 1, List.of(
                    new Step(new Kernel(4, 20), 0, "fe60faa50638 \"net: do not abort bulk send on BQL status\"")),
                    "A list of packets (a GSO packet's segments, or a bulk dequeue) is sent whole even when"
                            + " BQL stops the queue halfway; before, the rest waited in the qdisc."));

    private LinuxHistory() {
    }

    /** Every behaviour that follows the kernel, in the order the knob table lists their knobs. */
    public static List<Behaviour> all() {
        return ALL;
    }

    /** The behaviour a knob holds, if its default follows the kernel. */
    public static Optional<Behaviour> of(String key) {
        return ALL.stream().filter(b -> b.key().equals(key)).findFirst();
    }

    /** A knob's value on a release; the knob must be one of {@link #all()}. */
    static long valueAt(String key, Kernel k) {
        return of(key).orElseThrow(() -> new IllegalArgumentException(key + " does not follow the kernel"))
                .valueAt(k);
    }

    /** The scenario on another release: the kernel and every knob that follows it. */
    static Scenario onKernel(Scenario s, Kernel k) {
        Scenario out = DriverChange.onKernel(s.withKernel(k), k);
        for (Behaviour b : ALL) {
            out = Knobs.get(b.key()).set(out, b.valueAt(k));
        }
        return out;
    }
}
