package org.ringside.model.sim;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.metrics.SampleSink;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioValidator;
import org.ringside.model.engine.EventKind;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.sources.Sources;

/**
 * A deterministic discrete-event simulation of the Linux transmit path for one scenario: sources,
 * qdisc, driver and BQL, TX ring, NIC and wire, completion, over one or more transmit queues and
 * CPUs.
 *
 * <p>Drive it one event at a time with {@link #step()} (which also says what happened in words),
 * or headless with {@link #runUntil(long)} (which builds no strings). Events are ordered by
 * (time, insertion order), so the same scenario and seed give the same run, bit for bit. Samples
 * of the observables are taken at every multiple of the sample interval, after every event at or
 * before that time.
 *
 * <p>A simulation is not thread-safe: drive it, read its snapshots and its series, and turn its
 * knobs from one thread (snapshots themselves are immutable and may go anywhere).
 *
 * <p>{@link #knobs() Knobs} may change between steps where Linux allows it at run time; a new
 * ring size or MTU resets the ring as {@code ethtool -G} or {@code ip link set mtu} does.
 */
public final class Simulation {
    private final TxPath path;
    private final EventQueue events;
    private final StepNote note;
    private final Counters counters;
    private final WireCompletion completion;
    private final TxQueue[] queues;
    private final Packets packets;
    private final Sources sources;
    private final FlowStats[] stats;
    private final Sampler sampler;
    private final StepNarrator narrator;
    private final SnapshotBuilder snapshots;
    private final SummaryBuilder summaries;
    private final RuntimeKnobs knobs;
    private long now;
    private long eventsProcessed;

    /**
     * A simulation at time 0 with every source's start scheduled.
     *
     * @throws IllegalArgumentException naming the first knob out of range or combination not
     *     allowed, as the scenario validator reports it
     */
    public Simulation(Scenario scenario) {
        ScenarioValidator.requireValid(scenario);
        this.path = new TxPath(scenario);
        // What each reader reads, taken from the path once.
        events = path.events;
        note = path.note;
        counters = path.counters;
        completion = path.completion;
        queues = path.queues;
        packets = path.packets;
        sources = path.sources;
        stats = path.stats;
        PortShares shares = path.cross == null ? null : new PortShares(path.port, sources);
        sampler = new Sampler(queues, path.cpus, path.wire, counters, stats, scenario.sampleIntervalNs(),
                path.port == null ? null : path.port.port(), shares);
        narrator = new StepNarrator(sources, counters, queues, path.cross);
        snapshots = new SnapshotBuilder(queues, path.cpus, packets, sources, stats, counters, path.wire, completion,
                path.stack, path.pick, path.qdiscName,
                path.port == null ? null : new PortViews(path.port.port(), sources, path.cross));
        summaries = new SummaryBuilder(queues, path.cpus, path.wire, counters, stats, sources, path.payloadSent,
                sampler, path.port == null ? null : path.port.port(), shares);
        this.knobs = new RuntimeKnobs(path, scenario, this::now);
    }

    /**
     * Passes every sample from now on to {@code sink} too, at the full sample interval; before
     * the first step, that is every sample of the run.
     *
     * @throws IllegalStateException when a sink is fed already
     */
    public void feed(SampleSink sink) {
        sampler.feed(sink);
    }

    /** The scenario as started, with every knob change since applied. */
    public Scenario settings() {
        return knobs.settings();
    }

    /** Simulated time now. */
    public long now() {
        return now;
    }

    /** Events processed so far. */
    public long eventsProcessed() {
        return eventsProcessed;
    }

    /** The transmit queues the device has, {@code tx-0} to {@code tx-(txQueues() - 1)}. */
    public int txQueues() {
        return queues.length;
    }

    /**
     * Transmit queue {@code queue}'s BQL limit now (its DQL's {@code limit}; 0 when BQL is off):
     * each queue has its own ({@code struct netdev_queue}'s {@code dql}). Read without building
     * a snapshot, so a view can watch every queue's after every step.
     *
     * @throws IndexOutOfBoundsException if there is no such queue
     */
    public long bqlLimit(int queue) {
        return queues[queue].driver.bql().limit();
    }

    /**
     * Every queue's BQL limit added up: what the series' {@code bql_limit} channel, the chart
     * and the summary show as "sum over queues" (the one queue's limit on a single-queue device).
     */
    public long bqlLimitSum() {
        long sum = 0;
        for (int q = 0; q < queues.length; q++) {
            sum += bqlLimit(q);
        }
        return sum;
    }

    /** Time of the next event, or {@link Long#MAX_VALUE} when nothing is left to happen. */
    public long nextEventNs() {
        return events.peekTime();
    }

    /**
     * Processes exactly one event and says what happened.
     *
     * @return the step; kind {@link StepKind#IDLE} when no event is left
     */
    public StepResult step() {
        if (events.isEmpty()) {
            note.reset(now);
            note.codelDropsBefore = counters.codelDrops; // a headless run left it behind
            return new StepResult(now, StepKind.IDLE, -1, StepKind.IDLE.stage(), "",
                    narrator.sentence(note));
        }
        processNext();
        StepNote n = note;
        return new StepResult(n.timeNs, n.kind, n.packet, n.kind.stage(), flowOf(n), narrator.sentence(n));
    }

    /**
     * The flow entry a step concerned: its source's, or else its packet's. Only {@code step()}
     * asks, so a headless run never looks it up. A frame's packet is still alive at its step;
     * a sent packet's source was noted before the packet was freed.
     */
    private String flowOf(StepNote n) {
        int source = n.source;
        if (source < 0 && n.packet >= 0 && n.kind == StepKind.FRAME_SENT) {
            source = packets.flow(n.packet);
        }
        if (source >= 0 && path.cross != null && path.cross.owns(source)) {
            return path.cross.entries().get(path.cross.entryOf(source)).name();
        }
        return source < 0 ? "" : sources.get(source).flow().name();
    }

    /**
     * Processes every event up to and including {@code ns}; the clock then reads {@code ns}.
     *
     * <p>This is the one place that decides which events skip the event queue, and why (stepping
     * never does, so there every frame is a step of its own): a frame end that nothing comes
     * before is handled at once, being the last event its event schedules; a packet's frames
     * before its last, up to the next other event and the next sample, are counted in closed
     * form, since such a frame end frees nothing, schedules nothing and is read by nobody until
     * then. Nothing else: every other event is read at once (a packet's last frame by its source,
     * the receiver and the interrupt, an ACK's CPU time by that CPU's next job), and an event
     * handled after its turn would give what it schedules a later place among events of the same
     * nanosecond, which changes the run.
     */
    public void runUntil(long ns) {
        if (ns < now) {
            throw new IllegalArgumentException("cannot run back in time from " + now + " to " + ns + " ns");
        }
        // Frames follow one another on a busy wire: a frame end that nothing else precedes is
        // handled at once, without a round trip through the event queue. Stepping never does
        // this, so every frame is still a step of its own there.
        completion.deferFrameEnds(true);
        note.wanted = false; // nobody reads the steps' notes
        try {
            while (events.pollUntil(ns)) {
                process(events.currentTime(), events.currentKind(), events.currentA(), events.currentB());
                long frame;
                while ((frame = completion.pendingFrameEndNs()) >= 0) {
                    // Strictly before: an event already queued for the same time came first.
                    long next = events.peekTime();
                    if (frame < next && frame <= ns) {
                        // A packet's frames before its last, up to the next event and the next
                        // sample (no sample falls between them), count as events all the same.
                        int inner = completion.endInnerFrames(Math.min(Math.min(next - 1, ns), sampler.nextSampleNs()));
                        if (inner > 0) {
                            eventsProcessed += inner;
                            continue;
                        }
                        completion.takePendingFrameEnd();
                        process(frame, EventKind.WIRE_DONE, 0, 0);
                    } else {
                        completion.queuePendingFrameEnd();
                    }
                }
            }
        } finally {
            completion.queuePendingFrameEnd();
            completion.deferFrameEnds(false);
            note.wanted = true;
        }
        sampler.upTo(ns);
        now = ns;
        path.setNow(ns);
    }

    /** Processes the earliest event. */
    private void processNext() {
        events.poll();
        process(events.currentTime(), events.currentKind(), events.currentA(), events.currentB());
    }

    /** Takes the samples due before an event, then handles it. */
    private void process(long time, EventKind kind, int a, long b) {
        sampler.before(time);
        eventsProcessed++;
        now = time;
        path.setNow(now);
        if (note.wanted) {
            note.reset(now);
            note.codelDropsBefore = counters.codelDrops;
        }
        switch (kind) {
            case SOURCE_TIMER:
                path.onSourceTimer(now, a, b);
                break;
            case TCP_ACK:
                path.onTcpAck(now, a, b);
                break;
            case CPU_DONE:
                path.onCpuDone(now, (int) b);
                break;
            case WIRE_DONE:
                path.onWireDone(now);
                break;
            case IRQ_TIMER:
                path.onIrqTimer(now, a);
                break;
            case FETCH_DONE:
                path.onFetchDone(now);
                break;
            case QDISC_WATCHDOG:
                path.onQdiscWatchdog(now, a);
                break;
            case PORT_DONE:
                path.onPortDone(now);
                break;
            case CROSS_FRAME:
                path.onCrossFrame(now, a, b);
                break;
            default:
                throw new IllegalStateException("unknown event " + kind);
        }
    }

    /** Where every packet is and every counter stands now. */
    public SimSnapshot snapshot() {
        return snapshots.build(now, settings());
    }

    /** The sampled observables so far: the live series, which grows as the simulation runs. */
    public TimeSeries series() {
        return sampler.series();
    }

    /** The run so far, for exporters and charts. */
    public RunResult result() {
        Map<String, Histogram> latencies = new LinkedHashMap<>();
        List<String> names = Sampler.flowChannelNames(stats);
        for (int g = 0; g < names.size(); g++) {
            latencies.put(names.get(g), stats[g].latency());
        }
        return new RunResult(settings(), sampler.series(), latencies, now);
    }

    /** The summary of the run so far (the stable keys of the summary JSON). */
    public RunSummary summary() {
        return summaries.build(now, settings());
    }

    // --- knobs ---------------------------------------------------------------------------------

    /** The knobs that may change between steps. */
    public RuntimeKnobs knobs() {
        return knobs;
    }

    // --- for tests in this package ---------------------------------------------------------------

    TxPath path() {
        return path;
    }
}
