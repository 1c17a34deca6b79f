package org.ringside.model.scenario;

/** The kinds of other hosts' traffic that can cross the bottleneck port ({@code network.cross_traffic}). */
public enum CrossKind {
    /** Bulk TCP from another host, with its own congestion control and round trip. */
    BULK_TCP("bulk_tcp"),
    /** UDP at a constant bit rate from another host. */
    CBR_UDP("cbr_udp"),
    /** Request/response over TCP from another host, one transaction after another (netperf's TCP_RR). */
    REQUEST_RESPONSE("request_response");

    private final String yamlName;

    CrossKind(String yamlName) {
        this.yamlName = yamlName;
    }

    /** The word used in scenario files. */
    public String yamlName() {
        return yamlName;
    }
}
