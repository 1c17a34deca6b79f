package org.ringside.model.sources;

/** What the receiver's window-update timer did when it fired. */
public enum WindowCheck {
    /** The application had read enough: the receiver sent a window update ({@code tcp_cleanup_rbuf}). */
    SENT,
    /**
     * None was due any longer: an ACK sent since the timer was set advertised the window already,
     * so what is left of it is more than half of what the receiver could offer.
     */
    NOT_DUE,
    /** An earlier timer replaced this one and did its work: nothing to do. */
    SUPERSEDED
}
