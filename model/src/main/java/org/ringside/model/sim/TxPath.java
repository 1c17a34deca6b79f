package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.ringside.model.driver.Driver;
import org.ringside.model.driver.TxRing;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.nic.InterruptModeration;
import org.ringside.model.nic.NicTransmitter;
import org.ringside.model.nic.Wire;
import org.ringside.model.qdisc.FifoQdisc;
import org.ringside.model.qdisc.QdiscRun;
import org.ringside.model.scenario.Cpu;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.CpuTimeline.Job;
import org.ringside.model.engine.EventKind;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.sources.PktgenSource;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.SourceContext;
import org.ringside.model.sources.Sources;

/**
 * The transmit path wired together: what each event does to the stages, and what the CPU does
 * next. Stages hold their own state and rules; this class only moves packets between them and
 * keeps the totals.
 *
 * <ul>
 *   <li>Sources enqueue at no CPU cost and ask for a qdisc run.</li>
 *   <li>A qdisc run hands one unit at a time to the driver, each after its CPU cost; a doorbell
 *       stalls the CPU and the NIC sees the new tail when the stall ends. The run is not
 *       interrupted until it ends.</li>
 *   <li>The NIC sends visible packets; a packet's last frame marks its descriptors done and counts
 *       towards the interrupt.</li>
 *   <li>The interrupt asks for a clean-up, which the CPU serves before anything else.</li>
 * </ul>
 */
final class TxPath implements SourceContext {
    final Packets packets = new Packets(1024);
    final EventQueue events = new EventQueue(1024);
    final Counters counters = new Counters();
    final StepNote note = new StepNote();
    final FifoQdisc qdisc;
    final QdiscRun run;
    final Driver driver;
    final NicTransmitter nic;
    final InterruptModeration irq;
    final CpuTimeline cpu;
    final Sources sources;
    final FlowStats[] stats;

    private Nic nicSettings;
    private Cpu costs;
    private long nowNs;
    private long wireEvent = EventQueue.NO_HANDLE;
    private long irqTimer = EventQueue.NO_HANDLE;
    private int cleanupCount;
    private long doorbellTail;
    private final List<PktgenSource> pktgens = new ArrayList<>();
    private int nextPktgen;
    private PktgenSource pktgenBusy;
    private final IntConsumer freePacket = id -> packets.free(id);

    TxPath(Scenario scenario) {
        nicSettings = scenario.nic();
        costs = scenario.cpu();
        qdisc = new FifoQdisc(packets, scenario.qdisc().kind(), scenario.qdisc().txqueuelen());
        run = new QdiscRun(qdisc, packets, scenario.qdisc().drainBudgetBytes());
        driver = new Driver(packets, nicSettings, scenario.bql());
        nic = new NicTransmitter(packets, driver.ring(), new Wire(scenario.link().rateBps()));
        irq = new InterruptModeration(nicSettings.txUsecsNs(), nicSettings.txFrames());
        cpu = new CpuTimeline(events);
        sources = new Sources(scenario.flows(), scenario.seed(), this);
        stats = new FlowStats[scenario.flows().size()];
        for (int g = 0; g < stats.length; g++) {
            stats[g] = new FlowStats(scenario.flows().get(g).name());
        }
        sources.scheduleStarts();
    }

    Nic nicSettings() {
        return nicSettings;
    }

    Cpu costs() {
        return costs;
    }

    TxRing ring() {
        return driver.ring();
    }

    void setNow(long t) {
        nowNs = t;
    }

    // --- SourceContext -------------------------------------------------------------------------

    @Override
    public Packets packets() {
        return packets;
    }

    @Override
    public EventQueue events() {
        return events;
    }

    @Override
    public int mtu() {
        return nicSettings.mtu();
    }

    @Override
    public boolean superPackets() {
        return nicSettings.tso() || nicSettings.gso();
    }

    @Override
    public int gsoMaxSize() {
        return nicSettings.gsoMaxSize();
    }

    @Override
    public boolean send(int packet, int band, long now) {
        int len = packets.len(packet);
        packets.setOfferedNs(packet, now);
        counters.offeredBytes += len;
        counters.offeredPackets++;
        if (!qdisc.enqueue(packet, qdisc.bandFor(band))) {
            counters.droppedBytes += len;
            counters.qdiscDrops++;
            stats[sources.get(packets.flow(packet)).group()].dropped(1, len);
            packets.free(packet);
            return false;
        }
        if (!run.running() && !cpu.qdiscWanted && !driver.stopped()) {
            cpu.qdiscWanted = true;
            if (cpu.idle()) {
                dispatch(now);
            }
        }
        return true;
    }

    @Override
    public void pktgenStarted(PktgenSource source) {
        pktgens.add(source);
        if (cpu.idle()) {
            dispatch(nowNs);
        }
    }

    @Override
    public void transactionDone(int group, long latencyNs) {
        counters.transactions++;
        stats[group].transactionDone(latencyNs);
        note.v[4] = latencyNs;
    }

    // --- events ----------------------------------------------------------------------------------

    void onSourceTimer(long now, int sourceIndex, long what) {
        Source s = sources.get(sourceIndex);
        note.source = sourceIndex;
        note.kind = SourceStepKinds.forTimer(s, what);
        rememberTotals();
        s.onTimer(now, what);
    }

    void onTcpAck(long now, int sourceIndex, long bytes) {
        Source s = sources.get(sourceIndex);
        note.source = sourceIndex;
        note.kind = StepKind.TCP_ACK;
        note.v[4] = bytes;
        note.v[5] = SourceStepKinds.cwnd(s);
        rememberTotals();
        s.onAck(now, bytes);
        note.v[6] = SourceStepKinds.cwnd(s);
    }

    private void rememberTotals() {
        note.offeredPacketsBefore = counters.offeredPackets;
        note.offeredBytesBefore = counters.offeredBytes;
        note.dropsBefore = counters.qdiscDrops;
    }

    void onCpuDone(long now) {
        Job job = cpu.finish(now);
        switch (job) {
            case QDISC_XMIT:
                qdiscXmitDone(now);
                break;
            case QDISC_DOORBELL:
                doorbellLanded(now);
                continueRun(now);
                break;
            case CLEANUP:
                cleanupDone(now);
                break;
            case CLEANUP_DOORBELL:
                doorbellLanded(now);
                note.flag = true;
                dispatch(now);
                break;
            case PKTGEN_XMIT:
                pktgenXmitDone(now);
                break;
            case PKTGEN_DOORBELL:
                doorbellLanded(now);
                dispatch(now);
                break;
            default:
                throw new IllegalStateException("CPU_DONE while idle");
        }
    }

    void onWireDone(long now) {
        wireEvent = EventQueue.NO_HANDLE;
        int packet = nic.onWire();
        note.packet = packet;
        note.v[0] = nic.frameIndex() + 1;
        note.v[1] = nic.frameCount();
        note.v[2] = nic.frameBytes();
        long next = nic.frameDone();
        if (next != NicTransmitter.IDLE) {
            note.kind = StepKind.FRAME_SENT;
            wireEvent = events.schedule(next, EventKind.WIRE_DONE, 0, 0);
            return;
        }
        note.kind = StepKind.PACKET_SENT;
        note.source = packets.flow(packet);
        note.v[0] = packets.len(packet);
        note.v[1] = now - packets.offeredNs(packet);
        packetLeftWire(packet, now);
        switch (irq.onCompletion()) {
            case FIRE_NOW:
                events.cancel(irqTimer);
                irqTimer = EventQueue.NO_HANDLE;
                note.flag = true;
                fireInterrupt(now);
                break;
            case START_TIMER:
                irqTimer = events.schedule(now + irq.txUsecsNs(), EventKind.IRQ_TIMER, 0, 0);
                note.v[2] = irq.txUsecsNs();
                break;
            default:
                break;
        }
        kickNic();
    }

    void onIrqTimer(long now) {
        irqTimer = EventQueue.NO_HANDLE;
        note.kind = StepKind.INTERRUPT;
        note.v[0] = driver.ring().donePackets();
        fireInterrupt(now);
    }

    // --- the wire --------------------------------------------------------------------------------

    private void kickNic() {
        if (wireEvent != EventQueue.NO_HANDLE) {
            return;
        }
        long end = nic.kick();
        if (end != NicTransmitter.IDLE) {
            wireEvent = events.schedule(end, EventKind.WIRE_DONE, 0, 0);
        }
    }

    /** A packet's (or a GSO segment's) last bit left the wire: it counts as sent now. */
    private void packetLeftWire(int packet, long now) {
        int share = packets.acct(packet);
        counters.sentBytes += share;
        Source source = sources.get(packets.flow(packet));
        FlowStats flow = stats[source.group()];
        flow.bytesSent(share);
        int parent = packets.parent(packet);
        if (parent == Packets.NONE) {
            counters.sentPackets++;
            flow.packetSent(now - packets.offeredNs(packet));
            source.onSent(now, packets.payload(packet));
        } else {
            packets.addDeliveredPayload(parent, packets.payload(packet));
            packets.addSegmentsOut(parent, -1);
            settleParent(parent, now);
        }
    }

    /** When every segment of a split packet has left the wire or been dropped, report it whole. */
    private void settleParent(int parent, long now) {
        if (packets.payload(parent) > 0 || packets.segmentsOut(parent) > 0) {
            return; // still being split, or segments still in the ring
        }
        Source source = sources.get(packets.flow(parent));
        int delivered = packets.deliveredPayload(parent);
        int lost = packets.lostPayload(parent);
        if (lost == 0) {
            counters.sentPackets++;
            stats[source.group()].packetSent(now - packets.offeredNs(parent));
        }
        if (delivered > 0) {
            source.onSent(now, delivered);
        }
        if (lost > 0) {
            source.onLost(now, lost, packets.seq(parent));
        }
        packets.free(parent);
    }

    // --- interrupts and the CPU ----------------------------------------------------------------

    private void fireInterrupt(long now) {
        irq.fire();
        cpu.cleanupWanted = true;
        if (cpu.idle()) {
            dispatch(now);
        }
    }

    /** The CPU is free: clean-up first, then a qdisc run, then pktgen. */
    private void dispatch(long now) {
        if (!cpu.idle()) {
            return;
        }
        if (cpu.cleanupWanted) {
            cpu.cleanupWanted = false;
            cleanupCount = Math.min(nicSettings.napiBudget(), driver.ring().donePackets());
            cpu.start(Job.CLEANUP, now, cleanupCount * costs.perCompletionNs());
            return;
        }
        if (cpu.qdiscWanted) {
            cpu.qdiscWanted = false;
            if (!driver.stopped() && !qdisc.isEmpty()) {
                run.begin();
                startXmit(now);
                return;
            }
        }
        if (!pktgens.isEmpty() && !driver.driverXoff()) {
            pktgenBusy = pktgens.get(nextPktgen);
            nextPktgen = (nextPktgen + 1) % pktgens.size();
            cpu.start(Job.PKTGEN_XMIT, now, costs.pktgenPerPacketNs());
        }
    }

    // --- qdisc runs ------------------------------------------------------------------------------

    private void startXmit(long now) {
        boolean tso = nicSettings.tso();
        long cost;
        if (run.nextIsFirstSegment(tso)) {
            cost = costs.perPacketNs() + costs.perSegmentNs();
        } else if (run.nextIsSegment(tso)) {
            cost = costs.perSegmentNs();
        } else {
            cost = costs.perPacketNs();
        }
        cpu.start(Job.QDISC_XMIT, now, cost);
    }

    private void qdiscXmitDone(long now) {
        boolean tso = nicSettings.tso();
        if (driver.stopped() || qdisc.isEmpty()) {
            note.kind = StepKind.QDISC_RUN_END;
            endRun(now);
            return;
        }
        int descs = driver.descriptorsFor(run.nextPayload(tso), run.nextIsTso(tso));
        if (!driver.fitsOrStop(descs)) {
            note.kind = StepKind.QDISC_RUN_END;
            endRun(now);
            return;
        }
        int unit = run.take(tso);
        boolean more = run.hasWork();
        boolean wasStackXoff = driver.bql().stackXoff();
        boolean wasDriverXoff = driver.driverXoff();
        boolean ring = driver.xmit(unit, packets.tso(unit), more);
        noteXmit(StepKind.QDISC_XMIT, unit, ring, wasStackXoff, wasDriverXoff);
        if (ring) {
            startDoorbell(Job.QDISC_DOORBELL, now);
            return;
        }
        continueRun(now);
    }

    private void noteXmit(StepKind kind, int unit, boolean ring, boolean wasStackXoff, boolean wasDriverXoff) {
        note.kind = kind;
        note.packet = unit;
        note.source = packets.flow(unit);
        note.v[0] = packets.len(unit);
        note.v[1] = packets.descriptors(unit);
        note.v[2] = driver.ring().inUse();
        note.v[3] = driver.bql().inflight();
        note.v[4] = driver.bql().limit();
        int parent = packets.parent(unit);
        if (parent != Packets.NONE) {
            note.v[5] = packets.segmentsMade(unit);
            note.v[6] = packets.segmentsMade(parent)
                    + (packets.payload(parent) + packets.gsoSize(parent) - 1) / packets.gsoSize(parent);
        }
        note.doorbell = ring;
        note.stackXoff = !wasStackXoff && driver.bql().stackXoff();
        note.driverXoff = !wasDriverXoff && driver.driverXoff();
    }

    private void continueRun(long now) {
        if (!driver.stopped() && run.hasWork()) {
            startXmit(now);
        } else {
            endRun(now);
        }
    }

    private void endRun(long now) {
        if (driver.tailPending() && driver.doorbell().mode() == DoorbellMode.XMIT_MORE) {
            // The batch ended without its last packet ringing (the next unit did not fit): flush.
            driver.ringNow();
            note.doorbell = true;
            startDoorbell(Job.QDISC_DOORBELL, now);
            return;
        }
        run.end();
        note.runEnded = true;
        if (!qdisc.isEmpty() && !driver.stopped()) {
            cpu.qdiscWanted = true; // quota used up: __netif_schedule
        }
        dispatch(now);
    }

    // --- doorbells -------------------------------------------------------------------------------

    private void startDoorbell(Job job, long now) {
        doorbellTail = driver.ring().writePosition();
        cpu.start(job, now, costs.doorbellNs());
    }

    private void doorbellLanded(long now) {
        TxRing ring = driver.ring();
        long before = ring.visiblePosition();
        int descsBefore = ring.writtenDescriptors();
        ring.makeVisible(doorbellTail, now);
        note.kind = StepKind.DOORBELL;
        note.v[0] = ring.visiblePosition() - before;
        note.v[1] = descsBefore - ring.writtenDescriptors();
        note.v[2] = ring.nextSlot();
        kickNic();
    }

    // --- clean-up --------------------------------------------------------------------------------

    private void cleanupDone(long now) {
        counters.cleanups++;
        int n = driver.cleanUp(cleanupCount, now, freePacket);
        note.kind = StepKind.CLEANUP;
        note.v[0] = n;
        note.v[1] = driver.lastCleanUpBytes();
        note.v[2] = driver.lastLimitBefore();
        note.v[3] = driver.bql().limit();
        note.rule = driver.lastCleanUpBytes() > 0 ? driver.bql().lastRule() : null;
        note.stackXoff = driver.lastStackWoken();
        note.driverXoff = driver.lastDriverWoken();
        if ((driver.lastStackWoken() || driver.lastDriverWoken()) && !qdisc.isEmpty() && !driver.stopped()
                && !run.running()) {
            cpu.qdiscWanted = true;
        }
        if (n == nicSettings.napiBudget() && driver.ring().donePackets() > 0) {
            cpu.cleanupWanted = true; // budget used up: NAPI polls again
        }
        if (driver.doorbell().onCleanup(driver.tailPending())) {
            driver.ringNow();
            note.doorbell = true;
            startDoorbell(Job.CLEANUP_DOORBELL, now);
            return;
        }
        dispatch(now);
    }

    // --- pktgen ----------------------------------------------------------------------------------

    private void pktgenXmitDone(long now) {
        PktgenSource source = pktgenBusy;
        pktgenBusy = null;
        int payload = source.flow().size() - PktgenSource.HEADERS;
        if (driver.driverXoff() || !driver.fitsOrStop(driver.descriptorsFor(payload, false))) {
            note.kind = StepKind.QDISC_RUN_END;
            dispatch(now);
            return;
        }
        int packet = source.makePacket();
        packets.setOfferedNs(packet, now);
        counters.offeredBytes += packets.len(packet);
        counters.offeredPackets++;
        boolean wasStackXoff = driver.bql().stackXoff();
        boolean wasDriverXoff = driver.driverXoff();
        boolean ring = driver.xmit(packet, false, false);
        noteXmit(StepKind.PKTGEN_XMIT, packet, ring, wasStackXoff, wasDriverXoff);
        if (ring) {
            startDoorbell(Job.PKTGEN_DOORBELL, now);
            return;
        }
        dispatch(now);
    }

    // --- run-time changes ------------------------------------------------------------------------

    void setNicSettings(Nic nic) {
        nicSettings = nic;
        driver.configure(nic);
        irq.configure(nic.txUsecsNs(), nic.txFrames());
    }

    void setCosts(Cpu cpuCosts) {
        costs = cpuCosts;
    }

    /**
     * Resets the queue with a new ring as {@code ethtool -G} or {@code ip link set mtu} does: the
     * frame on the wire is cut off, every packet in the ring not yet sent is dropped and counted,
     * DQL is reset, and the qdisc is run again.
     */
    void resetRing(int ringSize, long now) {
        if (nic.onWire() != Packets.NONE) {
            nic.abort(now);
            events.cancel(wireEvent);
            wireEvent = EventQueue.NO_HANDLE;
        }
        TxRing ring = driver.ring();
        for (long pos = ring.cleanPosition(); pos < ring.writePosition(); pos++) {
            int packet = ring.packetAt(pos);
            if (pos >= ring.donePosition()) {
                dropFromRing(packet, now);
            }
            packets.free(packet);
        }
        driver.reset(ringSize, now);
        irq.reset();
        events.cancel(irqTimer);
        irqTimer = EventQueue.NO_HANDLE;
        if (!qdisc.isEmpty() && !run.running()) {
            cpu.qdiscWanted = true;
        }
        if (!pktgens.isEmpty() || cpu.qdiscWanted) {
            dispatch(now);
        }
    }

    private void dropFromRing(int packet, long now) {
        int share = packets.acct(packet);
        counters.droppedBytes += share;
        counters.ringDrops++;
        Source source = sources.get(packets.flow(packet));
        stats[source.group()].dropped(1, share);
        int parent = packets.parent(packet);
        if (parent == Packets.NONE) {
            source.onLost(now, packets.payload(packet), packets.seq(packet));
        } else {
            packets.addLostPayload(parent, packets.payload(packet));
            packets.addSegmentsOut(parent, -1);
            settleParent(parent, now);
        }
    }

    // --- reading ---------------------------------------------------------------------------------

    /** Bytes in the system: queued in the qdisc, or in the ring and not yet sent. */
    long bytesInSystem() {
        return qdisc.bytes() + driver.ring().unsentAcctBytes();
    }

    PktgenSource pktgenBusy() {
        return pktgenBusy;
    }
}
