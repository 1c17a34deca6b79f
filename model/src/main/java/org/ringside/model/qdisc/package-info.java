/**
 * The queuing discipline in front of the driver: pfifo_fast and pfifo with tail drop, the qdisc
 * run with its dev_tx_weight quota (or byte budget), and software GSO after the qdisc.
 */
package org.ringside.model.qdisc;
