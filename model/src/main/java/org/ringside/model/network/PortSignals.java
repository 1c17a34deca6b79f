package org.ringside.model.network;

/** What a {@link PortQueue} tells its port: the frames it drops and marks. */
interface PortSignals {
    /**
     * The discipline dropped a frame.
     *
     * @param atHead taken from the head of a queue (CoDel, fq_codel's fattest flow) rather than
     *     refused at the tail as it arrived
     * @param byAqm the AQM chose it; else the buffer was full
     */
    void dropped(PortFrame f, long nowNs, boolean atHead, boolean byAqm);

    /**
     * The discipline marks a frame Congestion Experienced ({@code INET_ECN_set_ce}).
     *
     * @return false when its flow is not ECN-capable: the discipline drops it instead
     */
    boolean marked(PortFrame f, long nowNs, boolean atHead);
}
