package org.ringside.model.scenario;

/**
 * A switch or router port beyond the host's wire, slower than the wire or shared: the host's
 * frames wait in its buffer and leave at its rate.
 *
 * @param rateBps how fast the port sends, bit/s; 0 when there is no bottleneck
 * @param bufferBytes how many bytes of frames its buffer holds (0: counted in packets instead)
 * @param bufferPackets how many frames its buffer holds (0: counted in bytes instead)
 * @param aqm how it decides which packets to drop
 * @param ecn its AQM marks an ECN-capable packet Congestion Experienced instead of dropping it
 */
public record Bottleneck(long rateBps, long bufferBytes, long bufferPackets, Aqm aqm, boolean ecn) {
    /** A port whose AQM drops every packet it chooses. */
    public Bottleneck(long rateBps, long bufferBytes, long bufferPackets, Aqm aqm) {
        this(rateBps, bufferBytes, bufferPackets, aqm, false);
    }

    /** The knob table's defaults: no bottleneck. */
    public static Bottleneck defaults() {
        return Knobs.defaults().network().bottleneck();
    }

    /** Whether there is a port at all. */
    public boolean present() {
        return rateBps > 0;
    }

    public Bottleneck withRateBps(long v) {
        return new Bottleneck(v, bufferBytes, bufferPackets, aqm, ecn);
    }

    public Bottleneck withBufferBytes(long v) {
        return new Bottleneck(rateBps, v, bufferPackets, aqm, ecn);
    }

    public Bottleneck withBufferPackets(long v) {
        return new Bottleneck(rateBps, bufferBytes, v, aqm, ecn);
    }

    public Bottleneck withAqm(Aqm v) {
        return new Bottleneck(rateBps, bufferBytes, bufferPackets, v, ecn);
    }

    public Bottleneck withEcn(boolean v) {
        return new Bottleneck(rateBps, bufferBytes, bufferPackets, aqm, v);
    }
}
