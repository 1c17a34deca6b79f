package org.ringside.model.qdisc;

/**
 * The qdisc's timer ({@code struct qdisc_watchdog}): a qdisc that holds packets none of which may
 * leave yet arms it for the earliest time one may, and when it fires the qdisc is run again
 * ({@code qdisc_watchdog} calls {@code __netif_schedule}).
 */
@FunctionalInterface
public interface QdiscWatchdog {
    /**
     * Arms the timer for {@code timeNs}, replacing an earlier setting ({@code qdisc_watchdog_schedule_ns};
     * from 5.8 {@code qdisc_watchdog_schedule_range_ns}, whose slack the model leaves out).
     */
    void schedule(long timeNs);
}
