package org.ringside.model.sim;

import org.ringside.model.driver.Driver;
import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.nic.InterruptModeration;
import org.ringside.model.nic.NicFifo;
import org.ringside.model.nic.NicTransmitter;
import org.ringside.model.nic.Wire;
import org.ringside.model.qdisc.FifoQdisc;
import org.ringside.model.qdisc.FqCodelQdisc;
import org.ringside.model.qdisc.FqQdisc;
import org.ringside.model.qdisc.QdiscDrops;
import org.ringside.model.qdisc.QdiscRun;
import org.ringside.model.qdisc.QdiscWatchdog;
import org.ringside.model.qdisc.QueueDiscipline;
import org.ringside.model.qdisc.SocketPacing;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.Headers;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Scenario;

/**
 * One transmit queue of the device and everything Linux keeps per queue: its qdisc and the run
 * that drains it (under mq each TX queue has its own child qdisc, {@code mq_init}), the driver's
 * ring with its BQL state ({@code struct netdev_queue}'s {@code dql}) and its stop/wake state,
 * the NIC's reading of that ring (with the NIC's FIFO, if it has one) and the queue's interrupt
 * moderation, and what the queue waits for: a clean-up on the CPU its interrupt runs on, a qdisc
 * run on the CPU that asked for it.
 */
final class TxQueue {
    /** The queue's number ({@code tx-N}). */
    final int index;
    /** The CPU the queue's interrupt, and so its clean-up, runs on. */
    final int irqCpu;
    /** The interrupt fired (or NAPI polls again) and the clean-up has not started. */
    boolean cleanupWanted;
    /** The qdisc has work and a run was asked of {@link #qdiscCpu}. */
    boolean qdiscWanted;
    int qdiscCpu;
    /** The interrupt moderation's timer event, if one is set. */
    long irqTimer = EventQueue.NO_HANDLE;
    /** Packets this queue's qdisc dropped, and its ring on resets. */
    long drops;
    /** When the queue's interrupt last fired, or -1. */
    long lastInterruptNs = -1;
    final QueueDiscipline qdisc;
    final QdiscRun run;
    /** Whether the qdisc dequeues lists of packets (fixed when the qdisc is built). */
    final boolean bulkDequeue;
    final Driver driver;
    /** The NIC's own FIFO, or null when it has none ({@code nic.fifo_bytes} 0). */
    final NicFifo fifo;
    final NicTransmitter nic;
    final InterruptModeration irq;
    /** How long each qdisc packet waited, from offered to handed to the driver, in ns. */
    final Histogram qdiscSojourn = new Histogram();

    /**
     * @param wire the device's one wire, which every queue's frames share
     * @param drops where the qdisc reports the packets it drops after accepting them
     * @param pacing the sockets' pacing rates, which fq reads
     * @param watchdog this queue's qdisc timer, which fq arms
     */
    TxQueue(int index, int irqCpu, Scenario scenario, Packets packets, Wire wire, QdiscDrops drops, SocketPacing pacing,
            QdiscWatchdog watchdog) {
        this.index = index;
        this.irqCpu = irqCpu;
        this.qdiscCpu = irqCpu;
        Nic settings = scenario.nic();
        bulkDequeue = scenario.qdisc().bulkDequeue();
        qdisc = switch (scenario.qdisc().leaf()) {
            case FQ_CODEL -> new FqCodelQdisc(packets, scenario.qdisc().fqCodel(), settings.mtu() + Headers.ETHERNET,
                    drops, scenario.kernel().atLeast(LinuxHistory.FQ_CODEL_DROP_BATCH) ? FqCodelQdisc.DROP_BATCH_SIZE : 1);
            case FQ -> new FqQdisc(packets, scenario.qdisc().fq(), settings.mtu(), sockets(scenario),
                    scenario.kernel(), pacing, watchdog);
            case PFIFO_FAST, PFIFO -> new FifoQdisc(packets, scenario.qdisc().leaf(), scenario.qdisc().txqueuelen(),
                    scenario.kernel());
            case MQ -> throw new IllegalArgumentException("mq is a root, never a queue's own qdisc");
        };
        run = new QdiscRun(qdisc, packets, scenario.qdisc().drainBudgetBytes(), scenario.qdisc().bqlAbortsList());
        driver = new Driver(packets, settings, scenario.bql());
        fifo = settings.hasFifo() ? new NicFifo(packets, settings.fifoBytes(), settings.dmaLatencyNs(),
                settings.completion() == NicDriver.Completion.FETCHED) : null;
        nic = new NicTransmitter(packets, driver.ring(), wire, fifo);
        irq = new InterruptModeration(settings.moderation(), settings.txUsecsNs(), settings.txFrames());
    }

    /** Sockets that may send: one per instance of every flow entry, as the sources are made. */
    private static int sockets(Scenario scenario) {
        return scenario.flows().stream().mapToInt(Flow::count).sum();
    }

    TxRing ring() {
        return driver.ring();
    }

    /** New NIC settings for the driver (stop and wake levels, doorbell) and the moderation. */
    void configure(Nic settings) {
        driver.configure(settings);
        irq.configure(settings.moderation(), settings.txUsecsNs(), settings.txFrames());
    }

    /**
     * Bytes in the queue: in the qdisc, in the ring and not yet sent, or done but still in the
     * NIC's FIFO.
     */
    long bytesInSystem() {
        return qdisc.bytes() + driver.ring().unsentAcctBytes() + (fifo == null ? 0 : fifo.doneUnsentAcctBytes());
    }

    /**
     * Bytes the driver has handed over that have not left the wire: in the ring and not yet read
     * by the NIC, being read, or in its FIFO (counted as the ring's bytes are, a frame's share
     * leaving when the frame has left).
     */
    long driverToWireBytes() {
        return driver.ring().unfetchedBytes() + (fifo == null ? 0 : fifo.reservedBytes());
    }
}
