package org.ringside.model.scenario;

/** The kinds of other hosts' traffic that can cross the bottleneck port ({@code network.cross_traffic}). */
public enum CrossKind {
    /** Bulk TCP from another host, with its own congestion control and round trip. */
    BULK_TCP("bulk_tcp", "stream"),
    /** UDP at a constant bit rate from another host. */
    CBR_UDP("cbr_udp", "flow"),
    /** Request/response over TCP from another host, one transaction after another (netperf's TCP_RR). */
    REQUEST_RESPONSE("request_response", "client");

    private final String yamlName;
    private final String oneWord;

    CrossKind(String yamlName, String oneWord) {
        this.yamlName = yamlName;
        this.oneWord = oneWord;
    }

    /** What one flow of the kind is called where it is named alone: "others' stream 2", "web's client 3". */
    public String oneWord() {
        return oneWord;
    }

    /** The word used in scenario files. */
    public String yamlName() {
        return yamlName;
    }
}
