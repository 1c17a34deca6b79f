package org.ringside.model.metrics;

import java.util.List;

/**
 * Receives every sample of a run as it is taken, at the full {@code sample_interval}, unlike a
 * {@link TimeSeries}, which coarsens itself to stay bounded. A sink that writes a file must keep
 * no row once it has passed it on, so a run of any length needs the same memory.
 */
public interface SampleSink {
    /** Called once, before the first row, with the columns besides time. */
    void begin(List<Channel> channels);

    /**
     * One sample. {@code row} holds one value per channel and is reused for the next sample:
     * read it now, do not keep it. Called on the simulation's hot path, so it should not
     * allocate; a sink that fails should remember the failure and report it later rather than
     * stop the run.
     */
    void sample(long timeNs, double[] row);
}
