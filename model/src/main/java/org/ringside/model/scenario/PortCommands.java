package org.ringside.model.scenario;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;

/**
 * The commands that give a Linux router's port {@code eth1} the bottleneck's settings, as the
 * knob panel shows them: the port's speed with {@code ethtool}, where it is one Ethernet has,
 * else a {@code tbf} shaper at the rate; its buffer and AQM as one root qdisc, {@code bfifo}
 * (bytes), {@code pfifo} (packets), {@code codel}, {@code fq_codel} or {@code red}
 * (net/sched/sch_fifo.c, sch_codel.c, sch_fq_codel.c, sch_red.c), with the settings the port runs.
 */
final class PortCommands {
    static final String PORT = "eth1";
    private static final String ROOT = "tc qdisc replace dev " + PORT + " root ";
    /** The speeds {@code ethtool -s speed} takes (Mbit/s): ethtool.h's {@code SPEED_*}. */
    private static final Set<Long> ETHERNET_MBIT = Set.of(10L, 100L, 1_000L, 2_500L, 5_000L, 10_000L, 25_000L,
            40_000L, 50_000L, 56_000L, 100_000L, 200_000L, 400_000L);
    /** The largest frame on a 1500-byte MTU ({@code skb->len}), for codel's packet limit. */
    private static final long FULL_FRAME = 1514;

    private PortCommands() {
    }

    /** The commands for one of the port's knobs at the settings of {@code s}; none without a port. */
    static List<String> forKnob(Knob knob, Scenario s) {
        Bottleneck b = s.network().bottleneck();
        if (!b.present()) {
            return List.of();
        }
        return knob.key().equals("network.bottleneck.rate") ? List.of(rate(b, s.nic().mtu())) : List.of(qdisc(b, s.nic().mtu()));
    }

    /** The port's speed: ethtool's where Ethernet has it, else a token bucket at the rate. */
    static String rate(Bottleneck b, int mtu) {
        long bps = b.rateBps();
        if (bps % Units.MBIT == 0 && ETHERNET_MBIT.contains(bps / Units.MBIT)) {
            return "ethtool -s " + PORT + " speed " + bps / Units.MBIT + " duplex full autoneg off";
        }
        // No Ethernet speed: shape a faster port to the rate, a frame's burst (tbf_change).
        return "tc qdisc replace dev " + PORT + " root handle 1: tbf rate " + Rates.scenario(bps).toLowerCase(Locale.ROOT)
                + " burst 1514 latency 1s; " + qdisc(b, mtu).replace("root ", "parent 1:1 ");
    }

    /**
     * The buffer and its AQM as one qdisc. sch_codel's {@code limit} counts packets
     * ({@code codel_qdisc_enqueue}); a buffer given in bytes is given as that many full frames.
     */
    static String qdisc(Bottleneck b, int mtu) {
        long frame = mtu > 0 ? mtu + Headers.ETHERNET : FULL_FRAME;
        return switch (b.aqm()) {
            case CODEL -> {
                long packets = b.bufferPackets() > 0 ? b.bufferPackets() : Math.max(1, b.bufferBytes() / frame);
                yield ROOT + "codel limit " + packets + codel(b) + (b.ecn() ? " ecn" : "");
            }
            // fq_codel: limit in packets and memory_limit in bytes, fq_codel_init's where the buffer
            // counts the other unit (10240 packets, 32 MB); ecn is fq_codel's default, so noecn.
            case FQ_CODEL -> ROOT + "fq_codel limit " + (b.bufferPackets() > 0 ? b.bufferPackets() : Bottleneck.FQ_CODEL_LIMIT)
                    + " flows " + Bottleneck.FQ_CODEL_FLOWS + " quantum " + frame + codel(b) + " memory_limit "
                    + (b.bufferBytes() > 0 ? b.bufferBytes() : Bottleneck.FQ_CODEL_MEMORY_LIMIT) + (b.ecn() ? " ecn" : " noecn");
            case RED -> red(b);
            case DROPTAIL -> b.bufferPackets() > 0 ? ROOT + "pfifo limit " + b.bufferPackets()
                    : ROOT + "bfifo limit " + b.bufferBytes();
        };
    }

    /** CoDel's target and interval as the port runs them. */
    private static String codel(Bottleneck b) {
        return " target " + Durations.scenario(b.targetNs()) + " interval " + Durations.scenario(b.intervalNs());
    }

    /**
     * sch_red's settings, each as the port runs it (tc's defaults written out), the port's rate
     * as its {@code bandwidth} for the idle decay.
     */
    private static String red(Bottleneck b) {
        Red r = b.red();
        long limit = b.bufferBytes();
        String probability = BigDecimal.valueOf(r.probabilityPct()).movePointLeft(2).stripTrailingZeros().toPlainString();
        return ROOT + "red limit " + limit + " min " + r.minFor(limit) + " max " + r.maxFor(limit) + " avpkt "
                + r.avpktBytes() + " burst " + r.burstFor(limit) + " probability " + probability + " bandwidth "
                + Rates.scenario(b.rateBps()).toLowerCase(Locale.ROOT) + (b.ecn() ? " ecn" : "");
    }
}
