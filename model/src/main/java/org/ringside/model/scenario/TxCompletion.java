package org.ringside.model.scenario;

/**
 * When the NIC reports a packet's descriptors done, which matters only when it has a FIFO of
 * its own ({@code nic.fifo_bytes} above 0; without one the frame leaves as the NIC reads it).
 */
public enum TxCompletion {
    /**
     * When its data has been read into the NIC's FIFO: the descriptor's RS (report status)
     * bit, which Intel's drivers set; the frame may still wait in the FIFO.
     */
    FETCHED("fetched"),
    /** When its last frame has left the wire, as the old RPS (report packet sent) bit asked. */
    SENT("sent");

    private final String yamlName;

    TxCompletion(String yamlName) {
        this.yamlName = yamlName;
    }

    public String yamlName() {
        return yamlName;
    }
}
