/**
 * The NIC and the wire: the transmit engine that takes visible descriptors in order and cuts TSO
 * packets into frames, the exact wire clock, and TX interrupt coalescing.
 */
package org.ringside.model.nic;
