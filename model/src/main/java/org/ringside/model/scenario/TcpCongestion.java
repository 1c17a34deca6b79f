package org.ringside.model.scenario;

/**
 * The congestion control a new TCP socket runs ({@code net.ipv4.tcp_congestion_control}).
 * CUBIC has been Linux's default since 2.6.19, so on every release the model follows.
 */
public enum TcpCongestion {
    /** {@code tcp_cubic.c}: the cubic window function, and HyStart's exits from slow start. */
    CUBIC("cubic"),
    /** {@code tcp_reno_cong_avoid}: one packet per window per round trip, halved on a loss. */
    RENO("reno");

    private final String yamlName;

    TcpCongestion(String yamlName) {
        this.yamlName = yamlName;
    }

    /** The word used in scenario files, as {@code sysctl net.ipv4.tcp_congestion_control} prints it. */
    public String yamlName() {
        return yamlName;
    }
}
