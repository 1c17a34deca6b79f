package org.ringside.model.scenario;

import java.util.List;

/**
 * What lies beyond the host's wire ({@code network:} in a scenario file). Without it the far end
 * sees each packet as its last bit leaves the wire.
 *
 * @param bottleneck the port the host's frames cross on their way, or one with rate 0: none
 * @param crossTraffic other hosts' flows into the same port ({@code cross_traffic}), in file order
 */
public record Network(Bottleneck bottleneck, List<CrossFlow> crossTraffic) {
    public Network {
        crossTraffic = List.copyOf(crossTraffic);
    }

    /** A port, or none, that only this host's frames cross. */
    public Network(Bottleneck bottleneck) {
        this(bottleneck, List.of());
    }

    /** Whether anything lies beyond the wire. */
    public boolean present() {
        return bottleneck.present();
    }

    /** Other hosts' flows that enter the port, one per count of each entry. */
    public int crossFlows() {
        int n = 0;
        for (CrossFlow c : crossTraffic) {
            n += c.count();
        }
        return n;
    }

    public Network withBottleneck(Bottleneck v) {
        return new Network(v, crossTraffic);
    }

    public Network withCrossTraffic(List<CrossFlow> v) {
        return new Network(bottleneck, v);
    }
}
