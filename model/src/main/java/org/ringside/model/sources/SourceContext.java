package org.ringside.model.sources;

import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Headers;

/** What a traffic source may do: make packets, hand them to the stack, set timers. */
public interface SourceContext {
    Packets packets();

    /** Where sources schedule their timers ({@code SOURCE_TIMER}) and ACKs ({@code TCP_ACK}). */
    EventQueue events();

    /**
     * Hands a packet to the qdisc (no CPU cost).
     *
     * @return false when the qdisc dropped it; the packet is then already freed
     */
    boolean send(int packet, int band, long nowNs);

    /** Current MTU (IP bytes). */
    int mtu();

    /** Current TCP MSS: MTU less the TCP and IP headers. */
    default int mss() {
        return Headers.mss(mtu());
    }

    /** True when TSO or GSO is on, so TCP may build super-packets. */
    boolean superPackets();

    /** Current gso_max_size in bytes. */
    int gsoMaxSize();

    /** A pktgen source is ready to send as fast as the CPU allows. */
    void pktgenStarted(PktgenSource source);

    /** A request-response flow completed a transaction that took {@code latencyNs}. */
    void transactionDone(int group, long latencyNs);
}
