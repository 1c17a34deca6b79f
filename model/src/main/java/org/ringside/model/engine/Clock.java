package org.ringside.model.engine;

/**
 * One simulation's time now ({@code ktime_get} for the stages that read it), set once before each
 * event. The stages that read it share the one object, so telling them the time is one store
 * however many qdiscs there are.
 */
public final class Clock {
    private long nowNs;

    /** The time now, in ns. */
    public long now() {
        return nowNs;
    }

    /** Moves the clock to {@code ns}: before each event, and when a run stops. */
    public void set(long ns) {
        nowNs = ns;
    }
}
