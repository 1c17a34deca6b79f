package org.ringside.model.sources;

/** What held a bulk TCP sender back the last time it stopped. */
public enum TcpLimit {
    /** Nothing yet: it has not tried to send. */
    NONE,
    /** The congestion window is full. */
    CWND,
    /** The send buffer is full. */
    SEND_BUFFER,
    /** The receiver's window is full: its application has not read enough yet. */
    RWND,
    /** TCP small queues: too many bytes wait below TCP. */
    SMALL_QUEUES,
    /** Its application has not copied enough into the socket yet: sendmsg holds it back. */
    COPY,
    /** TCP's own pacing: its pacing timer has not fired yet. */
    PACING,
    /** It waits for an ACK or a retry after a drop. */
    DROP;

    /**
     * The end of an inspector's state line: {@code ", send buffer full"}; small queues and a drop
     * only while they still hold the sender ({@code throttled}, {@code blocked}), "" for the rest.
     */
    String describe(boolean throttled, boolean blocked) {
        return switch (this) {
            // tcp_write_xmit stops at tcp_cwnd_test until an ACK opens the window
            case CWND -> ", congestion window full";
            case SMALL_QUEUES -> throttled ? ", held back by TCP small queues" : "";
            case SEND_BUFFER -> ", send buffer full";
            case RWND -> ", receiver's window full";
            case COPY -> ", waiting for its application to copy more";
            case PACING -> ", waiting for its pacing timer";
            case DROP -> blocked ? ", waiting after a drop" : "";
            default -> "";
        };
    }
}
