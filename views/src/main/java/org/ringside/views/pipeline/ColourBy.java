package org.ringside.views.pipeline;

/** What a packet's colour stands for. */
public enum ColourBy {
    /** The flow entry of the scenario that sent it. */
    FLOW("flow"),
    /** The qdisc band its flow's priority maps to (pfifo_fast: 0 is served first). */
    BAND("priority band");

    private final String words;

    ColourBy(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}
