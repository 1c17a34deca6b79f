package org.ringside.model.scenario;

/** When the driver writes the NIC's tail register (the MMIO doorbell). */
public enum DoorbellMode {
    /** One tail write per packet. */
    IMMEDIATE("immediate"),
    /** The 2012 RFC: the first packet rings at once, later ones every N+1, clean-up flushes. */
    DISPATCH_LIMIT("dispatch_limit"),
    /** Ring only when the qdisc has nothing more now, the quota is used, or the queue stops. */
    XMIT_MORE("xmit_more");

    private final String yamlName;

    DoorbellMode(String yamlName) {
        this.yamlName = yamlName;
    }

    /** The word used in scenario files. */
    public String yamlName() {
        return yamlName;
    }
}
