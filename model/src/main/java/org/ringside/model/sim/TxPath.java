package org.ringside.model.sim;

import org.ringside.model.driver.Driver;
import org.ringside.model.driver.PacketLayout;
import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.nic.InterruptModeration;
import org.ringside.model.nic.NicFifo;
import org.ringside.model.nic.NicTransmitter;
import org.ringside.model.nic.Wire;
import org.ringside.model.qdisc.FifoQdisc;
import org.ringside.model.qdisc.FqCodelQdisc;
import org.ringside.model.qdisc.QdiscRun;
import org.ringside.model.qdisc.QueueDiscipline;
import org.ringside.model.scenario.Headers;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Cpu;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Tcp;
import org.ringside.model.sources.AckArg;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;

/**
 * The transmit path wired together: every stage of one scenario, the running totals, and where
 * each kind of event goes.
 *
 * <ul>
 *   <li>{@link StackEntry}: sources hand packets to the qdisc at no CPU cost;</li>
 *   <li>{@link CpuWork}: what the one CPU does, clean-up first, then qdisc runs, then pktgen;</li>
 *   <li>{@link WireCompletion}: frames leaving the wire, packets counted as sent, interrupts;</li>
 *   <li>{@link RingReset}: a new ring size or MTU empties the ring.</li>
 * </ul>
 *
 * The stages hold their own state and rules; these classes only move packets between them.
 */
final class TxPath {
    final Packets packets = new Packets(1024);
    final EventQueue events = new EventQueue(1024);
    final Counters counters = new Counters();
    final StepNote note = new StepNote();
    final QueueDiscipline qdisc;
    final QdiscRun run;
    final Driver driver;
    final NicTransmitter nic;
    /** The NIC's own FIFO, or null when it has none ({@code nic.fifo_bytes} 0). */
    final NicFifo fifo;
    final InterruptModeration irq;
    final CpuTimeline cpu;
    final Sources sources;
    final FlowStats[] stats;
    /** How long each qdisc packet waited, from offered to handed to the driver, in ns. */
    final Histogram qdiscSojourn = new Histogram();
    /** Payload bytes per source whose last bit left the wire (for per-stream rates and fairness). */
    final long[] payloadSent;
    final StackEntry stack;
    final CpuWork work;
    final WireCompletion completion;

    final Kernel kernel;
    /** Whether the qdisc dequeues lists of packets (fixed when the qdisc is built). */
    final boolean bulkDequeue;
    private Nic nicSettings;
    private Cpu costs;
    private Tcp tcpSettings;

    TxPath(Scenario scenario) {
        nicSettings = scenario.nic();
        costs = scenario.cpu();
        tcpSettings = scenario.tcp();
        kernel = scenario.kernel();
        bulkDequeue = scenario.qdisc().bulkDequeue();
        stack = new StackEntry(this);
        qdisc = scenario.qdisc().kind() == QdiscKind.FQ_CODEL
                ? new FqCodelQdisc(packets, scenario.qdisc().fqCodel(), nicSettings.mtu() + Headers.ETHERNET, stack,
                        kernel.atLeast(LinuxHistory.FQ_CODEL_DROP_BATCH) ? FqCodelQdisc.DROP_BATCH_SIZE : 1)
                : new FifoQdisc(packets, scenario.qdisc().kind(), scenario.qdisc().txqueuelen());
        run = new QdiscRun(qdisc, packets, scenario.qdisc().drainBudgetBytes(), scenario.qdisc().bqlAbortsList());
        driver = new Driver(packets, nicSettings, scenario.bql());
        fifo = nicSettings.hasFifo() ? new NicFifo(packets, nicSettings.fifoBytes(), nicSettings.dmaLatencyNs(),
                nicSettings.completion() == NicDriver.Completion.FETCHED) : null;
        nic = new NicTransmitter(packets, driver.ring(), new Wire(scenario.link().rateBps()), fifo);
        irq = new InterruptModeration(nicSettings.moderation(), nicSettings.txUsecsNs(), nicSettings.txFrames());
        cpu = new CpuTimeline(events);
        stats = new FlowStats[scenario.flows().size()];
        for (int g = 0; g < stats.length; g++) {
            stats[g] = new FlowStats(scenario.flows().get(g).name());
        }
        work = new CpuWork(this);
        completion = new WireCompletion(this);
        sources = new Sources(scenario.flows(), scenario.seed(), stack);
        payloadSent = new long[sources.size()];
        PacketLayout[] layouts = new PacketLayout[sources.size()];
        for (int i = 0; i < layouts.length; i++) {
            layouts[i] = switch (sources.get(i).flow().kind()) {
                case UDP_CBR -> PacketLayout.LINEAR;
                case PKTGEN -> PacketLayout.LINEAR_NO_CHECKSUM;
                case BULK_TCP, REQUEST_RESPONSE -> PacketLayout.PAGED;
            };
        }
        driver.setLayouts(layouts);
        sources.scheduleStarts();
    }

    Nic nicSettings() {
        return nicSettings;
    }

    Cpu costs() {
        return costs;
    }

    Tcp tcpSettings() {
        return tcpSettings;
    }

    TxRing ring() {
        return driver.ring();
    }

    /** The flow entry's statistics for a packet's source. */
    FlowStats statsOf(Source source) {
        return stats[source.group()];
    }

    void setNow(long t) {
        stack.setNow(t);
        qdisc.setNow(t);
    }

    // --- events ----------------------------------------------------------------------------------

    void onSourceTimer(long now, int sourceIndex, long what) {
        Source s = sources.get(sourceIndex);
        note.source = sourceIndex;
        note.kind = SourceStepKinds.forTimer(s, what);
        rememberTotals();
        s.onTimer(now, what);
        note.v[4] = SourceStepKinds.freedAtWake(s, what);
    }

    void onTcpAck(long now, int sourceIndex, long ack) {
        Source s = sources.get(sourceIndex);
        long bytes = AckArg.bytes(ack);
        note.source = sourceIndex;
        note.kind = StepKind.TCP_ACK;
        note.v[4] = bytes;
        note.v[5] = SourceStepKinds.cwnd(s);
        rememberTotals();
        s.onAck(now, bytes, AckArg.offeredNs(ack));
        note.v[6] = SourceStepKinds.cwnd(s);
    }

    private void rememberTotals() {
        note.offeredPacketsBefore = counters.offeredPackets;
        note.offeredBytesBefore = counters.offeredBytes;
        note.dropsBefore = counters.qdiscDrops;
    }

    void onCpuDone(long now) {
        work.onCpuDone(now);
    }

    void onWireDone(long now) {
        completion.onWireDone(now);
    }

    void onIrqTimer(long now) {
        completion.onIrqTimer(now);
    }

    void onFetchDone(long now) {
        completion.onFetchDone(now);
    }

    // --- run-time changes ------------------------------------------------------------------------

    void setNicSettings(Nic nic) {
        nicSettings = nic;
        driver.configure(nic);
        irq.configure(nic.moderation(), nic.txUsecsNs(), nic.txFrames());
    }

    void setCosts(Cpu cpuCosts) {
        costs = cpuCosts;
    }

    /** New TCP settings: every source held back by the old ones looks again. */
    void setTcp(Tcp tcp, long now) {
        tcpSettings = tcp;
        for (Source s : sources.all()) {
            s.onSettingsChanged(now);
        }
    }

    void resetRing(int ringSize, long now) {
        RingReset.reset(this, ringSize, now);
    }

    // --- reading ---------------------------------------------------------------------------------

    /**
     * Bytes in the system: queued in the qdisc, in the ring and not yet sent, or done but still
     * in the NIC's FIFO.
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
