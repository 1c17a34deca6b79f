package org.ringside.model.scenario;

import java.util.Optional;

/**
 * The range of a per-flow value that the MTU bounds: a request_response request fits one MSS,
 * a udp_cbr payload leaves room for its UDP and IP headers, a pktgen packet is a whole Ethernet
 * frame without FCS. The one rule both the reader (with the line of the value) and the
 * validator (for scenarios built in code) apply.
 *
 * @param min smallest value allowed
 * @param max largest value allowed with this MTU
 * @param maxName how messages name the upper bound, e.g. {@code MTU - 28}
 */
public record FlowBound(long min, long max, String maxName) {

    /** The bound on {@code key} (request or size) for a flow of this kind, if the MTU bounds it. */
    public static Optional<FlowBound> of(FlowKind kind, String key, int mtu) {
        return switch (key) {
            // One segment with the timestamp option, so a request fits whether timestamps are on or off.
            case "request" -> Optional.of(new FlowBound(1, Headers.mss(mtu) - Tcp.TIMESTAMP_OPTION,
                    "MTU - " + (Headers.TCP_IP + Tcp.TIMESTAMP_OPTION)));
            case "size" -> Optional.of(kind == FlowKind.PKTGEN
                    ? new FlowBound(Headers.PKTGEN_MIN_SIZE, mtu + Headers.ETHERNET, "MTU + " + Headers.ETHERNET)
                    : new FlowBound(1, mtu - Headers.UDP_IP, "MTU - " + Headers.UDP_IP));
            default -> Optional.empty();
        };
    }

    /** What may be written: {@code 1 to 1472}. */
    public String allowed() {
        return min + " to " + max;
    }

    /**
     * What is wrong with a value, if anything.
     *
     * @param shown the value as the user wrote it, for the message
     */
    public Optional<String> problem(long value, String shown) {
        if (value > max) {
            return Optional.of(value + " is above " + maxName + " = " + max);
        }
        if (value < min) {
            return Optional.of(shown + " is out of range");
        }
        return Optional.empty();
    }
}
