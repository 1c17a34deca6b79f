/**
 * The NIC driver's transmit side: the TX descriptor ring, descriptor arithmetic, driver XOFF and
 * wake thresholds, byte queue limits over {@link org.ringside.model.dql.Dql}, the doorbell
 * (MMIO tail write) policies and the TX clean-up.
 */
package org.ringside.model.driver;
