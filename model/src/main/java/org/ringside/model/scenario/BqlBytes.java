package org.ringside.model.scenario;

/** What BQL counts for a packet. */
public enum BqlBytes {
    /** {@code skb->len}: a TSO packet's headers once. */
    SKB_LEN("skb_len"),
    /** {@code skb->len + (gso_segs - 1) * hdr_len}: the bytes of the frames it becomes. */
    SEGMENTS("segments");

    private final String yamlName;

    BqlBytes(String yamlName) {
        this.yamlName = yamlName;
    }

    public String yamlName() {
        return yamlName;
    }
}
