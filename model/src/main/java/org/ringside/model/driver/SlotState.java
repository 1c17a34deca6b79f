package org.ringside.model.driver;

/** The state of one TX descriptor (ring slot). */
public enum SlotState {
    /** Available to the driver. */
    FREE("free"),
    /** Written by the driver, but the NIC has not been told yet (no doorbell since). */
    WRITTEN("written, not yet visible"),
    /** Visible to the NIC: waiting to be sent or being sent. */
    NIC_OWNED("owned by the NIC"),
    /** Reported finished by the NIC (sent, or read into its FIFO); waiting for the clean-up to free it. */
    DONE("done, awaiting clean-up");

    private static final SlotState[] VALUES = values();
    private final String words;

    SlotState(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    /** The state with this ordinal (snapshots keep states as bytes). */
    public static SlotState of(int ordinal) {
        return VALUES[ordinal];
    }
}
