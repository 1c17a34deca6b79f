package org.ringside.model.scenario;

import static org.ringside.model.scenario.Knob.Apply.LIVE;
import static org.ringside.model.scenario.KnobMaking.bit;
import static org.ringside.model.scenario.KnobMaking.bool;
import static org.ringside.model.scenario.KnobMaking.bottleneck;
import static org.ringside.model.scenario.KnobMaking.bytes;
import static org.ringside.model.scenario.KnobMaking.choice;
import static org.ringside.model.scenario.KnobMaking.count;
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
                    "How the port decides what to drop: droptail drops what arrives at a full buffer; codel also"
                            + " drops at the head while the queue stands above 5 ms (RFC 8289, target 5ms, interval 100ms).",
                    "tc qdisc replace dev eth1 root codel target 5ms interval 100ms")
                    .bind(LIVE, bottleneck(b -> b.aqm().ordinal(),
                            (b, v) -> b.withAqm(pick(Aqm.values(), "network.bottleneck.aqm", v)))),
            bool("network.bottleneck.ecn", false,
                    "With codel, mark a packet of an ECN-capable flow (tcp.ecn) Congestion Experienced instead of"
                            + " dropping it; the receiver echoes the mark and the sender cuts its window.",
                    "tc qdisc replace dev eth1 root codel ecn")
                    .bind(LIVE, bottleneck(b -> bit(b.ecn()), (b, v) -> b.withEcn(v != 0))));
}
