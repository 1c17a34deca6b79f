package org.ringside.model.engine;

/** What an event in the {@link EventQueue} stands for. */
public enum EventKind {
    /** A source's own timer: its start, its next UDP packet, a reply's arrival, a TCP retry. */
    SOURCE_TIMER(false),
    /** A TCP ACK arrives back at its sender; the long argument carries the bytes acknowledged. */
    TCP_ACK(false),
    /** The CPU finishes its current piece of work. */
    CPU_DONE(true),
    /** The last bit of a frame leaves the wire. */
    WIRE_DONE(true),
    /** The interrupt-coalescing timer expires and the TX interrupt fires. */
    IRQ_TIMER(true),
    /** The NIC has read a packet's descriptors and data into its FIFO (only a NIC with a FIFO). */
    FETCH_DONE(true),
    /** The qdisc's watchdog fires: a packet it held for its departure time may leave (fq). */
    QDISC_WATCHDOG(true),
    /** A frame's last bit leaves the bottleneck port beyond the wire (only with {@code network:}). */
    PORT_DONE(true),
    /**
     * Another host's frame has crossed its access link and enters the bottleneck port (only with
     * {@code network.cross_traffic}); the int argument is its source, the long its packet.
     */
    CROSS_FRAME(false);

    private static final EventKind[] VALUES = values();

    private final boolean usuallyAlone;

    EventKind(boolean usuallyAlone) {
        this.usuallyAlone = usuallyAlone;
    }

    /**
     * True for kinds that have at most one event pending at a time in practice (one CPU, one
     * wire, one timer): the queue keeps such an event beside its heap.
     */
    public boolean usuallyAlone() {
        return usuallyAlone;
    }

    /** The kind with this ordinal. */
    public static EventKind of(int ordinal) {
        return VALUES[ordinal];
    }
}
