package org.ringside.model.engine;

/** What an event in the {@link EventQueue} stands for. */
public enum EventKind {
    /** A source's own timer: its start, its next UDP packet, a reply's arrival, a TCP retry. */
    SOURCE_TIMER,
    /** A TCP ACK arrives back at its sender; the long argument carries the bytes acknowledged. */
    TCP_ACK,
    /** The CPU finishes its current piece of work. */
    CPU_DONE,
    /** The last bit of a frame leaves the wire. */
    WIRE_DONE,
    /** The interrupt-coalescing timer expires and the TX interrupt fires. */
    IRQ_TIMER;

    private static final EventKind[] VALUES = values();

    /** The kind with this ordinal. */
    public static EventKind of(int ordinal) {
        return VALUES[ordinal];
    }
}
