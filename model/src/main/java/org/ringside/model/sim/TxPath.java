package org.ringside.model.sim;

import org.ringside.model.driver.PacketLayout;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.scenario.Cpu;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Tcp;
import org.ringside.model.sources.AckArg;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;

/**
 * The transmit path wired together: the packets, the events, the running totals, the sources and
 * their statistics, the CPU, and the {@link TxQueue transmit queue} they all feed; which handler
 * each kind of event goes to, and how the handlers wake each other ({@link Wakeups}).
 *
 * <ul>
 *   <li>{@link StackEntry}: sources hand packets to the qdisc at no CPU cost;</li>
 *   <li>{@link CpuWork}: what the one CPU does, clean-up first, then qdisc runs, then pktgen;</li>
 *   <li>{@link WireCompletion}: frames leaving the wire, interrupts; {@link Delivery} counts
 *       packets as sent;</li>
 *   <li>{@link RingReset}: a new ring size or MTU empties the ring;</li>
 *   <li>{@link QdiscWatchdogTimer}: fq's timer, which runs the qdisc again when a paced packet may leave.</li>
 * </ul>
 *
 * Each handler is given the parts it uses; the stages hold their own state and rules, and the
 * handlers only move packets between them.
 */
final class TxPath implements Wakeups {
    final Packets packets = new Packets(1024);
    final EventQueue events = new EventQueue(1024);
    final Counters counters = new Counters();
    final StepNote note = new StepNote();
    final LiveSettings settings;
    final TxQueue queue;
    final CpuTimeline cpu;
    final Sources sources;
    final FlowStats[] stats;
    /** Payload bytes per source whose last bit left the wire (for per-stream rates and fairness). */
    final long[] payloadSent;
    final StackEntry stack;
    final CpuWork work;
    final WireCompletion completion;
    private final RingReset ringReset;
    private final QdiscWatchdogTimer watchdog = new QdiscWatchdogTimer(events);

    TxPath(Scenario scenario) {
        settings = new LiveSettings(scenario);
        stats = new FlowStats[scenario.flows().size()];
        for (int g = 0; g < stats.length; g++) {
            stats[g] = new FlowStats(scenario.flows().get(g).name());
        }
        stack = new StackEntry(packets, events, counters, settings, stats, note, this);
        // fq reads a socket's pacing rate as it dequeues, after every source exists.
        queue = new TxQueue(scenario, packets, stack, this::pacingRate, watchdog);
        sources = new Sources(scenario.flows(), scenario.seed(), stack);
        stack.connect(queue, sources);
        cpu = new CpuTimeline(events);
        work = new CpuWork(cpu, queue, packets, settings, counters, note, sources, stack.pktgens(), this);
        payloadSent = new long[sources.size()];
        Delivery delivery = new Delivery(packets, counters, sources, stats, payloadSent);
        completion = new WireCompletion(events, queue, packets, counters, note, sources, delivery, this);
        ringReset = new RingReset(queue, packets, counters, sources, stats, delivery);
        PacketLayout[] layouts = new PacketLayout[sources.size()];
        for (int i = 0; i < layouts.length; i++) {
            layouts[i] = switch (sources.get(i).flow().kind()) {
                case UDP_CBR -> PacketLayout.LINEAR;
                case PKTGEN -> PacketLayout.LINEAR_NO_CHECKSUM;
                case BULK_TCP, REQUEST_RESPONSE -> PacketLayout.PAGED;
            };
        }
        queue.driver.setLayouts(layouts);
        sources.scheduleStarts();
    }

    /** A socket's pacing rate ({@code sk_pacing_rate}), as fq reads it. */
    private long pacingRate(int socket) {
        return sources.get(socket).pacingRate();
    }

    void setNow(long t) {
        stack.setNow(t);
        queue.qdisc.setNow(t);
    }

    // --- events ----------------------------------------------------------------------------------

    void onSourceTimer(long now, int sourceIndex, long what) {
        Source s = sources.get(sourceIndex);
        note.source = sourceIndex;
        note.kind = SourceStepKinds.forTimer(s, what);
        rememberTotals();
        s.onTimer(now, what);
        note.freedAtWake = SourceStepKinds.freedAtWake(s, what);
    }

    void onTcpAck(long now, int sourceIndex, long ack) {
        Source s = sources.get(sourceIndex);
        long bytes = AckArg.bytes(ack);
        note.source = sourceIndex;
        note.kind = StepKind.TCP_ACK;
        long cwndBefore = SourceStepKinds.cwnd(s);
        rememberTotals();
        s.onAck(now, bytes, AckArg.offeredNs(ack));
        note.ack(bytes, cwndBefore, SourceStepKinds.cwnd(s));
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

    /** {@code qdisc_watchdog}: the qdisc may send again, so it asks for a run ({@code __netif_schedule}). */
    void onQdiscWatchdog(long now) {
        watchdog.fired();
        note.kind = StepKind.QDISC_WATCHDOG;
        work.qdiscHasWork(now);
    }

    // --- wake-ups between the handlers -----------------------------------------------------------

    @Override
    public void qdiscHasWork(long now) {
        work.qdiscHasWork(now);
    }

    @Override
    public void pktgenReady(long now) {
        work.pktgenReady(now);
    }

    @Override
    public void cleanupWanted(long now) {
        work.cleanupWanted(now);
    }

    @Override
    public void kickNic(long now) {
        completion.kickNic(now);
    }

    @Override
    public boolean cleanupEnded(long now) {
        return completion.cleanupEnded(now);
    }

    // --- run-time changes ------------------------------------------------------------------------

    void setNicSettings(Nic nic) {
        settings.setNic(nic);
        queue.configure(nic);
    }

    void setCosts(Cpu cpuCosts) {
        settings.setCosts(cpuCosts);
    }

    /** New TCP settings: every source held back by the old ones looks again. */
    void setTcp(Tcp tcp, long now) {
        settings.setTcp(tcp);
        for (Source s : sources.all()) {
            s.onSettingsChanged(now);
        }
    }

    /**
     * A new ring: the NIC is reset (the frame on the wire cut off, reads and interrupts stopped),
     * what the ring and the FIFO held is dropped, and the qdisc runs again.
     */
    void resetRing(int ringSize, long now) {
        int[] inFifo = ringReset.heldByFifo();
        completion.nicReset(now);
        ringReset.reset(inFifo, ringSize, now);
        work.ringReset(now);
    }

    // --- reading ---------------------------------------------------------------------------------

    /** Bytes in the system: every queue's (see {@link TxQueue#bytesInSystem()}). */
    long bytesInSystem() {
        return queue.bytesInSystem();
    }
}
