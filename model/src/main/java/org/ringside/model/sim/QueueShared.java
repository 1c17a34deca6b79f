package org.ringside.model.sim;

import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.nic.NicFifo;
import org.ringside.model.nic.Wire;
import org.ringside.model.sources.Sources;

/**
 * What every transmit queue of the device is given and shares with the others (the
 * {@code struct net_device} the queues belong to, and the host's parts they reach): the packets,
 * the events, the running totals, the step's note, the live settings, the sources, where a
 * packet's end is counted, the work asked of the CPUs, the wake-ups, the one wire and the NIC's one FIFO (null without one).
 */
record QueueShared(Packets packets, EventQueue events, Counters counters, StepNote note, LiveSettings settings,
        Sources sources, Delivery delivery, WorkAsked asked, Wakeups wakeups, Wire wire, NicFifo fifo) {
}
