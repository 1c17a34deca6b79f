package org.ringside.views.run;

/**
 * How fast simulated time runs against the wall clock, in steps of ten. At the slowest a second
 * on the wall shows one microsecond of traffic, slow enough to follow single events (a full
 * frame takes 12 µs on a 1 Gbit/s wire); the last one runs the model as fast as the frame budget
 * allows, for when only the chart matters.
 */
public enum RunSpeed {
    MICROSECOND_PER_SECOND("1 µs per second", 1_000_000),
    TEN_MICROSECONDS_PER_SECOND("10 µs per second", 100_000),
    HUNDRED_MICROSECONDS_PER_SECOND("100 µs per second", 10_000),
    THOUSANDTH("1/1000 of real time", 1000),
    HUNDREDTH("1/100 of real time", 100),
    TENTH("1/10 of real time", 10),
    REAL_TIME("real time", 1),
    FASTEST("as fast as it goes", 0);

    private final String label;
    /** Wall nanoseconds per simulated nanosecond; 0 for no limit. */
    private final long slowdown;

    RunSpeed(String label, long slowdown) {
        this.label = label;
        this.slowdown = slowdown;
    }

    /** Whether simulated time is unbounded by the wall clock (only the frame budget limits it). */
    public boolean unlimited() {
        return slowdown == 0;
    }

    /** Wall-clock nanoseconds that make one simulated nanosecond; 0 when {@link #unlimited()}. */
    public long slowdown() {
        return slowdown;
    }

    /** The next faster speed, or this one if it is the fastest. */
    public RunSpeed faster() {
        RunSpeed[] all = values();
        return all[Math.min(all.length - 1, ordinal() + 1)];
    }

    /** The next slower speed, or this one if it is the slowest. */
    public RunSpeed slower() {
        return values()[Math.max(0, ordinal() - 1)];
    }

    @Override
    public String toString() {
        return label;
    }
}
