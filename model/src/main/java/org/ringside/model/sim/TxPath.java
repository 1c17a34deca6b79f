package org.ringside.model.sim;

import org.ringside.model.driver.PacketLayout;
import org.ringside.model.engine.Clock;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.nic.NicFifo;
import org.ringside.model.nic.Wire;
import org.ringside.model.qdisc.Qdiscs;
import org.ringside.model.scenario.Cpu;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Tcp;
import org.ringside.model.scenario.TxCompletion;
import org.ringside.model.sources.AckArg;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;

/**
 * The transmit path wired together: the packets, the events, the running totals, the sources and
 * their statistics, the CPUs, and the {@link TxQueue transmit queues} they feed through one wire;
 * which handler each kind of event goes to, and how the handlers wake each other
 * ({@link Wakeups}).
 *
 * <ul>
 *   <li>{@link StackEntry}: sources hand packets to their queue's qdisc ({@link QueuePick}); what a
 *       bulk TCP flow's application copies into its socket costs its CPU ({@link CpuWork});</li>
 *   <li>{@link CpuWork}: what each CPU does, clean-up first, then qdisc runs, then pktgen: it
 *       hands the queue's work to the queue ({@link QueueCleanup}, {@link QueueXmit});</li>
 *   <li>{@link TxQueue}: each queue's qdisc run, doorbell, clean-up, interrupt and reset;</li>
 *   <li>{@link WireCompletion}: frames leaving the wire, the NIC's turns between the queues;
 *       {@link Delivery} counts packets as sent (or dropped by a ring reset);</li>
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
    /** The device's transmit queues, tx-0 first. */
    final TxQueue[] queues;
    /** The root qdisc as tc names it, for the picture's title: "mq/fq_codel" under mq. */
    final String qdiscName;
    /** The time the queues' qdiscs read (fq_codel, fq), set once before each event. */
    private final Clock clock = new Clock();
    final Wire wire;
    /** The CPUs, CPU 0 first. */
    final CpuTimeline[] cpus;
    final QueuePick pick;
    final Sources sources;
    final FlowStats[] stats;
    /** Payload bytes per source whose last bit left the wire (for per-stream rates and fairness). */
    final long[] payloadSent;
    final StackEntry stack;
    final CpuWork[] works;
    final WireCompletion completion;
    /** The clean-ups and qdisc runs the queues have asked of the CPUs. */
    private final WorkAsked asked;
    /** The bottleneck port beyond the wire, or null. */
    final PortPath port;
    /** Other hosts' flows into the port, or null. */
    final CrossTraffic cross;
    /** Each queue's qdisc watchdog (fq's timer), by queue. */
    private final QdiscWatchdogTimer[] watchdogs;

    TxPath(Scenario scenario) {
        settings = new LiveSettings(scenario);
        stats = new FlowStats[scenario.flows().size()];
        for (int g = 0; g < stats.length; g++) {
            stats[g] = new FlowStats(scenario.flows().get(g).name());
        }
        stack = new StackEntry(packets, events, counters, settings, stats, note, this);
        pick = QueuePick.of(scenario.cpu().cpus(), scenario.txQueues(), scenario.nic().driver(), scenario.nic().xps(),
                scenario.seed());
        wire = new Wire(scenario.link().rateBps());
        // The sources first: a queue's ring reset tells them of their losses. They schedule
        // nothing until scheduleStarts, at the end.
        sources = new Sources(scenario.flows(), scenario.seed(), stack);
        payloadSent = new long[sources.size()];
        cross = scenario.network().crossTraffic().isEmpty() ? null : new CrossTraffic(scenario, events, sources.size());
        port = scenario.network().present()
                ? new PortPath(scenario.network().bottleneck(), scenario.nic().mtu(), scenario.tcp().ecn(),
                        scenario.seed(), events, packets, sources, note, cross) : null;
        if (cross != null) {
            cross.connect(port);
        }
        Delivery delivery = new Delivery(packets, counters, sources, stats, payloadSent, port == null);
        asked = new WorkAsked(pick);
        Nic nic = scenario.nic();
        // One packet buffer for every queue: the 82599's with DCB off (MTQC_64Q_1PB).
        NicFifo fifo = nic.hasFifo() ? new NicFifo(packets, nic.fifoBytes(), nic.dmaLatencyNs(),
                nic.completion() == TxCompletion.FETCHED, pick.queues()) : null;
        QueueShared shared = new QueueShared(packets, events, counters, note, settings, sources, delivery, asked, this,
                wire, fifo);
        queues = new TxQueue[pick.queues()];
        watchdogs = new QdiscWatchdogTimer[queues.length];
        for (int q = 0; q < queues.length; q++) {
            watchdogs[q] = new QdiscWatchdogTimer(events, q);
            // fq reads a socket's pacing rate as it dequeues, after every source exists.
            queues[q] = new TxQueue(q, pick.irqCpuOf(q), scenario,
                    Qdiscs.leafFor(scenario, packets, stack, this::pacingRate, watchdogs[q]), shared);
        }
        qdiscName = scenario.qdisc().kind() == QdiscKind.MQ
                ? "mq/" + scenario.qdisc().child().yamlName() : scenario.qdisc().kind().yamlName();
        for (TxQueue q : queues) {
            q.qdisc.shareClock(clock);
        }
        // ixgbe's ATR steers a TCP flow's ACKs to the receive queue of its transmit queue.
        stack.connect(queues, sources, pick, scenario.nic().driver() == NicDriver.IXGBE && queues.length > 1);
        cpus = new CpuTimeline[pick.cpus()];
        works = new CpuWork[cpus.length];
        for (int c = 0; c < cpus.length; c++) {
            cpus[c] = new CpuTimeline(events, c);
            works[c] = new CpuWork(cpus[c], queues, asked, packets, settings, counters, note, sources,
                    stack.pktgens());
        }
        completion = new WireCompletion(events, queues, packets, counters, note, sources, delivery, port);
        PacketLayout[] layouts = new PacketLayout[sources.size()];
        for (int i = 0; i < layouts.length; i++) {
            layouts[i] = switch (sources.get(i).flow().kind()) {
                case UDP_CBR -> PacketLayout.LINEAR;
                case PKTGEN -> PacketLayout.LINEAR_NO_CHECKSUM;
                case BULK_TCP, REQUEST_RESPONSE -> PacketLayout.PAGED;
            };
        }
        for (TxQueue q : queues) {
            q.driver.setLayouts(layouts);
        }
        sources.scheduleStarts();
        if (cross != null) {
            cross.scheduleStarts();
        }
    }

    /** A socket's pacing rate ({@code sk_pacing_rate}), as fq reads it. */
    private long pacingRate(int socket) {
        return sources.get(socket).pacingRate();
    }

    void setNow(long t) {
        stack.setNow(t);
        // Once per event, one store however many queues: the qdiscs share the clock.
        clock.set(t);
    }

    // --- events ----------------------------------------------------------------------------------

    /** A source's timer; a TCP small queues wake sends from the CPU whose clean-up queued it. */
    void onSourceTimer(long now, int sourceIndex, long what) {
        if (cross != null && cross.owns(sourceIndex)) {
            onCrossHost(now, sourceIndex, what, false);
            return;
        }
        Source s = sources.get(sourceIndex);
        int cpu = what == Source.TIMER_TSQ ? stack.tsqCpuOf(sourceIndex) : -1;
        stack.sendFrom(cpu);
        if (!note.wanted) {
            s.onTimer(now, what);
            stack.sendFrom(-1);
            return;
        }
        note.source = sourceIndex;
        note.at(stack.queueOf(sourceIndex), cpu >= 0 ? cpu : stack.cpuOf(sourceIndex));
        note.kind = SourceStepKinds.forTimer(s, what);
        rememberTotals();
        s.onTimer(now, what);
        stack.sendFrom(-1);
        note.freedAtWake = SourceStepKinds.freedAtWake(s, what);
        note.ackedBytes = SourceStepKinds.delackAcked(s, what);
        note.windowCheck = SourceStepKinds.windowCheck(s, what);
    }

    /** An ACK came in: what it lets TCP send goes out from the CPU that received it. */
    void onTcpAck(long now, int sourceIndex, long ack) {
        if (cross != null && cross.owns(sourceIndex)) {
            onCrossHost(now, sourceIndex, ack, true);
            return;
        }
        Source s = sources.get(sourceIndex);
        long bytes = AckArg.bytes(ack);
        int cpu = stack.ackCpuOf(sourceIndex);
        // Its CPU time comes before the sends it allows, which queue behind it on that CPU.
        works[cpu].ackArrived(now, settings.costs().perAckNs() + AckArg.skbs(ack) * settings.costs().perSkbNs());
        stack.sendFrom(cpu);
        if (!note.wanted) {
            s.onAck(now, bytes, AckArg.skbs(ack), AckArg.offeredNs(ack));
            stack.sendFrom(-1);
            return;
        }
        note.source = sourceIndex;
        note.at(stack.queueOf(sourceIndex), cpu);
        note.kind = StepKind.TCP_ACK;
        long cwndBefore = SourceStepKinds.cwnd(s);
        rememberTotals();
        s.onAck(now, bytes, AckArg.skbs(ack), AckArg.offeredNs(ack));
        stack.sendFrom(-1);
        note.ack(bytes, SourceStepKinds.ackSegments(s), cwndBefore, SourceStepKinds.cwnd(s));
    }

    /** Another host's timer or ACK: its own host handles it, on none of this host's CPUs. */
    private void onCrossHost(long now, int sourceIndex, long arg, boolean ack) {
        if (note.wanted) {
            note.kind = StepKind.CROSS_HOST;
            note.source = sourceIndex;
            note.cwndBefore = SourceStepKinds.cwnd(cross.source(sourceIndex));
        }
        if (ack) {
            cross.onAck(now, sourceIndex, arg);
        } else {
            cross.onTimer(now, sourceIndex, arg);
        }
        if (note.wanted) {
            note.ackedBytes = ack ? AckArg.bytes(arg) : -1;
            note.crossTimer = ack ? StepKind.TCP_ACK : SourceStepKinds.forTimer(cross.source(sourceIndex), arg);
            note.cwndAfter = SourceStepKinds.cwnd(cross.source(sourceIndex));
        }
    }

    /** Another host's frame crossed its access link into the port. */
    void onCrossFrame(long now, int sourceIndex, long packet) {
        cross.frameReady(now, sourceIndex, (int) packet);
    }

    private void rememberTotals() {
        note.rememberTotals(counters);
    }

    void onCpuDone(long now, int cpuIndex) {
        works[cpuIndex].onCpuDone(now);
    }

    void onWireDone(long now) {
        completion.onWireDone(now);
    }

    void onIrqTimer(long now, int queueIndex) {
        queues[queueIndex].onIrqTimer(now);
    }

    void onFetchDone(long now) {
        completion.onFetchDone(now);
    }

    /** {@code qdisc_watchdog}: the qdisc may send again, so it asks for a run ({@code __netif_schedule}). */
    void onQdiscWatchdog(long now, int queueIndex) {
        watchdogs[queueIndex].fired();
        note.kind = StepKind.QDISC_WATCHDOG;
        // The timer fires where it was armed, the CPU that runs this queue's qdisc.
        int cpuIndex = asked.runCpu(queues[queueIndex]);
        note.at(queueIndex, cpuIndex);
        qdiscHasWork(now, queueIndex, cpuIndex);
    }

    /** A frame left the bottleneck port. */
    void onPortDone(long now) {
        port.onPortDone(now);
    }

    // --- wake-ups between the handlers -----------------------------------------------------------

    @Override
    public void qdiscHasWork(long now, int queueIndex, int cpuIndex) {
        works[cpuIndex].qdiscHasWork(now, queues[queueIndex]);
    }

    @Override
    public void qdiscsHaveWork(long now) {
        for (TxQueue q : queues) {
            works[q.irqCpu].qdiscHasWork(now, q);
        }
    }

    @Override
    public void copyWanted(long now, int cpuIndex, int source) {
        works[cpuIndex].copyWanted(now, source);
    }

    @Override
    public void pktgenReady(long now) {
        works[0].pktgenReady(now);
    }

    @Override
    public void cleanupWanted(long now, int queueIndex) {
        TxQueue q = queues[queueIndex];
        works[q.irqCpu].cleanupWanted(now, q);
    }

    @Override
    public void kickNic(long now) {
        completion.kickNic(now);
    }

    @Override
    public void tsqQueued(int source, int cpu) {
        stack.tsqQueuedOn(source, cpu);
    }

    // --- run-time changes ------------------------------------------------------------------------

    void setNicSettings(Nic nic) {
        settings.setNic(nic);
        for (TxQueue q : queues) {
            q.configure(nic);
        }
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
        int[][] inFifo = new int[queues.length][];
        for (int q = 0; q < queues.length; q++) {
            inFifo[q] = queues[q].heldByFifo();
        }
        completion.nicReset(now);
        for (TxQueue q : queues) {
            q.resetInterrupt();
        }
        for (int q = 0; q < queues.length; q++) {
            queues[q].reset(inFifo[q], ringSize, now);
        }
        for (CpuWork w : works) {
            w.ringReset(now);
        }
    }

    // --- reading ---------------------------------------------------------------------------------

    /** Bytes in the system: every queue's (see {@link TxQueue#bytesInSystem()}). */
    long bytesInSystem() {
        return TxQueue.sum(queues, TxQueue::bytesInSystem);
    }
}
