package org.ringside.model.scenario;

import static org.ringside.model.scenario.Knob.Apply.LIVE;
import static org.ringside.model.scenario.KnobMaking.bit;
import static org.ringside.model.scenario.KnobMaking.bool;
import static org.ringside.model.scenario.KnobMaking.bottleneck;
import static org.ringside.model.scenario.KnobMaking.bytes;
import static org.ringside.model.scenario.KnobMaking.choice;
import static org.ringside.model.scenario.KnobMaking.count;
import static org.ringside.model.scenario.KnobMaking.duration;
import static org.ringside.model.scenario.KnobMaking.pick;
import static org.ringside.model.scenario.KnobMaking.rate;
import static org.ringside.model.scenario.KnobMaking.words;

import java.util.List;

/** The network section's rows of the {@link KnobTable knob table}: the bottleneck port beyond the wire. */
final class NetworkKnobTable {
    /** The largest buffer a port may have: 1 GB, far beyond any switch's. */
    static final long MAX_BUFFER_BYTES = 1L << 30;

    private NetworkKnobTable() {
    }

    // A running port takes a change as a router's does (BottleneckPort.configure). Adding or
    // removing the port is no single knob's change: the rules refuse a rate without a buffer
    // and a buffer without a rate.
    static final List<Knob> ROWS = List.of(
            rate("network.bottleneck.rate", 0, 400 * Units.GBIT, 0, Units.MBIT,
                    "A switch or router port beyond the wire that the host's frames cross: how fast it sends"
                            + " (0bit: no port, the far end sees each frame as it leaves the wire).",
                    "ethtool -s eth1 speed 100 duplex full autoneg off")
                    .withDefault(0, "0bit (no bottleneck)")
                    .bind(LIVE, bottleneck(Bottleneck::rateBps, Bottleneck::withRateBps)),
            bytes("network.bottleneck.buffer", 0, MAX_BUFFER_BYTES, 0, 1514,
                    "How many bytes of frames the port's buffer holds; a frame that does not fit is dropped"
                            + " (give this or buffer_packets).",
                    "tc qdisc replace dev eth1 root bfifo limit 1000000")
                    .withDefault(0, "0 (counted in packets)")
                    .bind(LIVE, bottleneck(Bottleneck::bufferBytes, Bottleneck::withBufferBytes)),
            count("network.bottleneck.buffer_packets", 0, 1_000_000, 0, 10,
                    "How many frames the port's buffer holds, whatever their size (give this or buffer).",
                    "tc qdisc replace dev eth1 root pfifo limit 1000")
                    .withDefault(0, "0 (counted in bytes)")
                    .bind(LIVE, bottleneck(Bottleneck::bufferPackets, Bottleneck::withBufferPackets)),
            choice("network.bottleneck.aqm", words(Aqm.values(), Aqm::yamlName), "droptail",
                    "How the port drops: droptail at a full buffer; codel at the head while the queue stands above"
                            + " target; fq_codel the same in each of 1024 flow queues served in turn; red as the"
                            + " average queue grows to red_max.",
                    "tc qdisc replace dev eth1 root codel target 5ms interval 100ms")
                    .bind(LIVE, bottleneck(b -> b.aqm().ordinal(),
                            (b, v) -> b.withAqm(pick(Aqm.values(), "network.bottleneck.aqm", v)))),
            bool("network.bottleneck.ecn", false,
                    "With codel, fq_codel or red, mark a packet of an ECN-capable flow (tcp.ecn) Congestion Experienced"
                            + " instead of dropping it; the receiver echoes the mark and the sender cuts its window.",
                    "tc qdisc replace dev eth1 root codel ecn")
                    .bind(LIVE, bottleneck(b -> bit(b.ecn()), (b, v) -> b.withEcn(v != 0))),
            // CoDel's two settings, as codel_change and fq_codel_change take them (RFC 8289's defaults).
            duration("network.bottleneck.target", Units.US, Units.S, Bottleneck.CODEL_TARGET_NS, 100 * Units.US,
                    "With codel or fq_codel, the standing sojourn time CoDel accepts at the port; above it for a"
                            + " whole interval, it drops.",
                    "tc qdisc replace dev eth1 root codel target 5ms")
                    .bind(LIVE, bottleneck(Bottleneck::targetNs, Bottleneck::withTargetNs)),
            duration("network.bottleneck.interval", Units.US, Units.S, Bottleneck.CODEL_INTERVAL_NS, Units.MS,
                    "With codel or fq_codel, how long the sojourn time must stay above target before CoDel drops at"
                            + " the port, and the base of its drop spacing interval/sqrt(drops).",
                    "tc qdisc replace dev eth1 root codel interval 100ms")
                    .bind(LIVE, bottleneck(Bottleneck::intervalNs, Bottleneck::withIntervalNs)),
            // RED's settings as tc's red takes them (iproute2 tc/q_red.c); 0 asks for tc's default.
            bytes("network.bottleneck.red_min", 0, MAX_BUFFER_BYTES, 0, 1514,
                    "With red, the average queue below which nothing is dropped (0: red_max / 3, tc's).",
                    "tc qdisc replace dev eth1 root red limit 1000000 min 83333 avpkt 1000")
                    .withDefault(0, "0 (red_max / 3)")
                    .bind(LIVE, bottleneck(b -> b.red().minBytes(), (b, v) -> b.withRed(b.red().withMinBytes(v)))),
            bytes("network.bottleneck.red_max", 0, MAX_BUFFER_BYTES, 0, 1514,
                    "With red, the average queue from which every packet is dropped or marked (0: red_min × 3, or"
                            + " the buffer / 4, tc's).",
                    "tc qdisc replace dev eth1 root red limit 1000000 max 250000 avpkt 1000")
                    .withDefault(0, "0 (buffer / 4)")
                    .bind(LIVE, bottleneck(b -> b.red().maxBytes(), (b, v) -> b.withRed(b.red().withMaxBytes(v)))),
            bytes("network.bottleneck.red_avpkt", 64, 65_536, Red.TC.avpktBytes(), 100,
                    "With red, the packet size it assumes: with red_burst it sets the average's weight, with the"
                            + " rate how fast the average decays while the port is idle.",
                    "tc qdisc replace dev eth1 root red limit 1000000 avpkt 1000")
                    .bind(LIVE, bottleneck(b -> b.red().avpktBytes(), (b, v) -> b.withRed(b.red().withAvpktBytes(v)))),
            count("network.bottleneck.red_burst", 0, 100_000, 0, 1,
                    "With red, how many back-to-back packets the average lets in before it reacts; sets the weight"
                            + " W = 2^-Wlog (0: (2 red_min + red_max) / (3 red_avpkt), tc's).",
                    "tc qdisc replace dev eth1 root red limit 1000000 avpkt 1000 burst 138")
                    .withDefault(0, "0 ((2 min + max) / (3 avpkt))")
                    .bind(LIVE, bottleneck(b -> b.red().burstPackets(),
                            (b, v) -> b.withRed(b.red().withBurstPackets(v)))),
            count("network.bottleneck.red_probability_pct", 1, 99, Red.TC.probabilityPct(), 1,
                    "With red, the drop probability in percent as the average reaches red_max (tc's probability"
                            + " × 100; 2 is tc's 0.02).",
                    "tc qdisc replace dev eth1 root red limit 1000000 avpkt 1000 probability 0.02")
                    .bind(LIVE, bottleneck(b -> b.red().probabilityPct(),
                            (b, v) -> b.withRed(b.red().withProbabilityPct(v)))));
}
