package org.ringside.model.sim;

/** What one step (one event) did. */
public enum StepKind {
    /** A source started. */
    FLOW_START(Stage.SOCKET),
    /** A UDP source sent its next datagram. */
    UDP_SEND(Stage.SOCKET),
    /** A TCP ACK reached its sender. */
    TCP_ACK(Stage.SOCKET),
    /** A TCP sender that small queues held back may send again: the clean-up freed its packets. */
    TCP_WAKE(Stage.SOCKET),
    /** TCP's pacing timer fired: a sender that paced itself may send again (4.13). */
    TCP_PACED(Stage.SOCKET),
    /** The receiver's delayed-ACK timer fired: it ACKs what waited, if anything still did. */
    TCP_DELACK(Stage.SOCKET),
    /** The receiving application read enough for the receiver to send a window update. */
    TCP_WINDOW_UPDATE(Stage.SOCKET),
    /** A CPU finished the work of the ACKs that arrived on it ({@code tcp_ack}). */
    TCP_ACK_WORK(Stage.CPU),
    /** A TCP sender retried after a drop left nothing in flight. */
    TCP_RETRY(Stage.SOCKET),
    /** TCP's retransmission timer fired behind a bottleneck port: what the network dropped counts as lost. */
    TCP_RTO(Stage.SOCKET),
    /** A request-response flow got its reply and sent the next request. */
    RR_REPLY(Stage.SOCKET),
    /** A request-response flow sent its request again after a drop. */
    RR_RETRY(Stage.SOCKET),
    /** A bulk TCP flow's application copied bytes into its socket ({@code sendmsg}) on its CPU. */
    SENDMSG_COPY(Stage.SOCKET),
    /** pktgen became ready. */
    PKTGEN_START(Stage.SOCKET),
    /** The qdisc's watchdog fired: a flow fq held for its departure time may send. */
    QDISC_WATCHDOG(Stage.QDISC),
    /** A qdisc run handed a packet (or a GSO segment) to the driver. */
    QDISC_XMIT(Stage.DRIVER),
    /** The CPU's work ended without handing anything to the driver: the TX queue had stopped. */
    XMIT_REFUSED(Stage.DRIVER),
    /** pktgen handed a packet to the driver. */
    PKTGEN_XMIT(Stage.DRIVER),
    /** A doorbell's MMIO write finished: the NIC sees the new tail. */
    DOORBELL(Stage.RING),
    /** A frame left the bottleneck port beyond the wire: the far end has it (with {@code network:}). */
    PORT_SENT(Stage.PORT),
    /** Another host's frame crossed its access link into the bottleneck port (with {@code network.cross_traffic}). */
    CROSS_ARRIVED(Stage.PORT),
    /** Another host's sender handled an ACK or a timer of its own (with {@code network.cross_traffic}). */
    CROSS_HOST(Stage.PORT),
    /** A TX clean-up (NAPI poll) freed descriptors and reported to BQL. */
    CLEANUP(Stage.COMPLETION),
    /** The NIC has read a packet's descriptors and data into its FIFO (a NIC with a FIFO only). */
    FETCHED(Stage.WIRE),
    /** A frame of a TSO packet left the wire; more follow. */
    FRAME_SENT(Stage.WIRE),
    /** A packet's last frame left the wire. */
    PACKET_SENT(Stage.WIRE),
    /** The coalescing timer fired the TX interrupt. */
    INTERRUPT(Stage.COMPLETION),
    /** Nothing is left to happen. */
    IDLE(Stage.CPU);

    private final Stage stage;

    StepKind(Stage stage) {
        this.stage = stage;
    }

    public Stage stage() {
        return stage;
    }
}
