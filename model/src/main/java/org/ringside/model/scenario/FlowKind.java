package org.ringside.model.scenario;

/** The traffic sources. */
public enum FlowKind {
    BULK_TCP("bulk_tcp"), REQUEST_RESPONSE("request_response"), UDP_CBR("udp_cbr"), PKTGEN("pktgen");

    private final String yamlName;

    FlowKind(String yamlName) {
        this.yamlName = yamlName;
    }

    public String yamlName() {
        return yamlName;
    }

    /** Whether the flow's payload rides TCP: what iperf-style payload figures count. */
    public boolean isTcp() {
        return this == BULK_TCP || this == REQUEST_RESPONSE;
    }
}
