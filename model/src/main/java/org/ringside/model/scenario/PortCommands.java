package org.ringside.model.scenario;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.ringside.model.format.Rates;

/**
 * The commands that give a Linux router's port {@code eth1} the bottleneck's settings, as the
 * knob panel shows them: the port's speed with {@code ethtool}, where it is one Ethernet has,
 * else a {@code tbf} shaper at the rate; its buffer and AQM as one root qdisc, {@code bfifo}
 * (bytes), {@code pfifo} (packets) or {@code codel} (net/sched/sch_fifo.c, sch_codel.c).
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
        if (b.aqm() == Aqm.CODEL) {
            long frame = mtu > 0 ? mtu + Headers.ETHERNET : FULL_FRAME;
            long packets = b.bufferPackets() > 0 ? b.bufferPackets() : Math.max(1, b.bufferBytes() / frame);
            return ROOT + "codel limit " + packets + " target 5ms interval 100ms" + (b.ecn() ? " ecn" : "");
        }
        return b.bufferPackets() > 0 ? ROOT + "pfifo limit " + b.bufferPackets() : ROOT + "bfifo limit " + b.bufferBytes();
    }
}
