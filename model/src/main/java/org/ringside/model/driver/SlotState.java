package org.ringside.model.driver;

/** The state of one TX descriptor (ring slot). */
public enum SlotState {
    /** Available to the driver. */
    FREE("free", "free"),
    /** Written by the driver, but the NIC has not been told yet (no doorbell since). */
    WRITTEN("written, not yet visible", "written"),
    /** Visible to the NIC: waiting to be sent or being sent. */
    NIC_OWNED("owned by the NIC", "NIC-owned"),
    /** Reported finished by the NIC (sent, or read into its FIFO); waiting for the clean-up to free it. */
    DONE("done, awaiting clean-up", "done");

    private static final SlotState[] VALUES = values();
    private final String words;
    private final String shortWords;

    SlotState(String words, String shortWords) {
        this.words = words;
        this.shortWords = shortWords;
    }

    public String words() {
        return words;
    }

    /** The state in a word or two, for a key with no room for {@link #words()}. */
    public String shortWords() {
        return shortWords;
    }

    /** The state with this ordinal (snapshots keep states as bytes). */
    public static SlotState of(int ordinal) {
        return VALUES[ordinal];
    }
}
