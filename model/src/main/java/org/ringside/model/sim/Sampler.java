package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.metrics.SampleSink;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.network.BottleneckPort;
import org.ringside.model.nic.NicFifo;
import org.ringside.model.nic.Wire;

/**
 * Samples the observables at k × {@code sample_interval}, each sample after every event at or
 * before its time: {@link Channels#STANDARD}, then {@link Channels#FIFO} when the NIC has a FIFO,
 * then {@link Channels#BOTTLENECK_BYTES} with a bottleneck port, then one latency channel per flow entry. Rates and utilisations cover the interval that ends at
 * the sample. The distribution of the ring's and the qdisc's bytes and of BQL's limit over all
 * samples is kept for the summary, and with a FIFO those of its bytes and of the bytes between
 * driver and wire; with several queues, each queue's own in its {@link QueueStats}.
 */
final class Sampler {
    /** Rows the series keeps before it coarsens (bounded memory for runs of any length). */
    static final int MAX_ROWS = 1 << 16;

    /** The device's transmit queues, tx-0 first. */
    private final TxQueue[] queues;
    /** The NIC's FIFO, which the queues share, or null without one. */
    private final NicFifo fifo;
    private final CpuTimeline[] cpus;
    private final Wire wire;
    private final Counters counters;
    private final FlowStats[] stats;
    private final long intervalNs;
    private final TimeSeries series;
    private final double[] row;
    /** Gets every row at the full interval, e.g. a CSV written as the run goes; null for none. */
    private SampleSink sink;
    private long nextNs;
    private long lastFrameBytes;
    private long lastFrames;
    private long lastWirePs;
    private long lastCpuNs;
    private long lastTcpPayload;
    final Histogram ringBytes = new Histogram();
    final Histogram qdiscBytes = new Histogram();
    final Histogram bqlLimit = new Histogram();
    /** Only with a NIC FIFO: its bytes, and the bytes between driver and wire. */
    final Histogram fifoBytes = new Histogram();
    final Histogram driverToWireBytes = new Histogram();

    /** The bottleneck port beyond the wire, or null. */
    private final BottleneckPort port;
    /** Only with a port: the bytes in its buffer. */
    final Histogram portBytes = new Histogram();

    /** With other hosts' traffic at the port: each flow entry's bytes that left it, now and at the last sample. */
    private final PortShares shares;
    private final long[] entryBytes;
    private final long[] lastEntryBytes;

    /**
     * @param port the bottleneck port beyond the wire, or null
     * @param shares the port's bytes by flow entry when other hosts' traffic crosses it, or null
     */
    Sampler(TxQueue[] queues, CpuTimeline[] cpus, Wire wire, Counters counters, FlowStats[] stats, long intervalNs,
            BottleneckPort port, PortShares shares) {
        this.port = port;
        this.shares = shares;
        entryBytes = new long[shares == null ? 0 : shares.names().size()];
        lastEntryBytes = new long[entryBytes.length];
        if (intervalNs <= 0) {
            throw new IllegalArgumentException("sample_interval must be above 0, was " + intervalNs + " ns");
        }
        this.queues = queues;
        this.fifo = queues[0].fifo;
        this.cpus = cpus;
        this.wire = wire;
        this.counters = counters;
        this.stats = stats;
        this.intervalNs = intervalNs;
        List<Channel> channels = new ArrayList<>(Channels.standard(queues.length));
        if (fifo != null) {
            channels.addAll(Channels.FIFO);
        }
        if (port != null) {
            channels.add(Channels.BOTTLENECK_BYTES);
        }
        if (shares != null) {
            for (String name : shares.names()) {
                channels.add(Channels.portThroughput(name));
            }
        }
        if (queues.length > 1) { // the totals above, then each queue's own
            for (TxQueue q : queues) {
                for (Channel ch : Channels.PER_QUEUE) {
                    channels.add(Channels.ofQueue(q.index, ch));
                }
            }
        }
        for (String name : flowChannelNames(stats)) {
            channels.add(Channels.flowLatency(name));
        }
        this.series = new TimeSeries(channels, MAX_ROWS);
        this.row = new double[channels.size()];
    }

    /** Flow names, in flow order (the validator keeps them unique). */
    static List<String> flowChannelNames(FlowStats[] stats) {
        List<String> names = new ArrayList<>();
        for (FlowStats f : stats) {
            names.add(f.name());
        }
        return names;
    }

    /** Feeds every sample from now on to {@code sink} as well as to the series. */
    void feed(SampleSink sink) {
        if (this.sink != null) {
            throw new IllegalStateException("the sampler already feeds a sink");
        }
        sink.begin(series.channels());
        this.sink = sink;
    }

    long intervalNs() {
        return intervalNs;
    }

    TimeSeries series() {
        return series;
    }

    /** When the next sample is due. */
    long nextSampleNs() {
        return nextNs;
    }

    /** Takes every sample due strictly before {@code ns} (the next event's time). */
    void before(long ns) {
        while (nextNs < ns) {
            sample(nextNs);
        }
    }

    /** Takes every sample due at or before {@code ns}. */
    void upTo(long ns) {
        while (nextNs <= ns) {
            sample(nextNs);
        }
    }

    private void sample(long t) {
        // With several queues the totals are sums (a flag: any queue), with several CPUs the
        // utilisation is their mean.
        long frameBytes = TxQueue.sum(queues, q -> q.nic.frameBytesSent());
        long frames = TxQueue.sum(queues, q -> q.nic.framesSent());
        long wirePs = wire.busyPs(t);
        long cpuNs = CpuTimeline.busyNs(cpus, t);
        boolean first = t == 0;
        long ring = TxQueue.sum(queues, q -> q.ring().bytes());
        long qdisc = TxQueue.sum(queues, q -> q.qdisc.bytes());
        long limit = TxQueue.sum(queues, q -> q.driver.bql().limit());
        int c = 0;
        row[c++] = qdisc;
        row[c++] = TxQueue.sum(queues, q -> q.qdisc.packets());
        row[c++] = ring;
        row[c++] = TxQueue.sum(queues, q -> q.ring().inUse());
        row[c++] = limit;
        row[c++] = TxQueue.sum(queues, q -> q.driver.bql().avail());
        row[c++] = TxQueue.sum(queues, q -> q.driver.bql().stackXoff() ? 1 : 0) > 0 ? 1 : 0;
        row[c++] = TxQueue.sum(queues, q -> q.driver.driverXoff() ? 1 : 0) > 0 ? 1 : 0;
        // Rates as count × 10^9 / interval: exact whenever the interval divides a second (10 µs:
        // 1 frame is 100000 frames/s, where count / 1e-5 s gives 99999.99999999999).
        row[c++] = first ? 0 : (frameBytes - lastFrameBytes) * 8 * 1e9 / intervalNs;
        row[c++] = first ? 0 : (frames - lastFrames) * 1e9 / intervalNs;
        row[c++] = first ? 0 : Math.min(1.0, (wirePs - lastWirePs) / (intervalNs * 1000.0));
        row[c++] = first ? 0 : Math.min(1.0, (cpuNs - lastCpuNs) / (double) (intervalNs * cpus.length));
        row[c++] = TxQueue.sum(queues, q -> q.driver.doorbells());
        row[c++] = counters.qdiscDrops + counters.ringDrops;
        long tcpPayload = counters.tcpPayloadBytes;
        row[c++] = first ? 0 : (tcpPayload - lastTcpPayload) * 8 * 1e9 / intervalNs;
        if (fifo != null) {
            long held = fifo.heldBytes();
            long toWire = TxQueue.sum(queues, TxQueue::driverToWireBytes);
            row[c++] = held;
            row[c++] = toWire;
            fifoBytes.record(held);
            driverToWireBytes.record(toWire);
        }
        if (port != null) {
            row[c++] = port.queuedBytes();
            portBytes.record(port.queuedBytes());
        }
        if (shares != null) {
            shares.bytesLeft(entryBytes);
            for (int e = 0; e < entryBytes.length; e++) {
                row[c++] = first ? 0 : (entryBytes[e] - lastEntryBytes[e]) * 8 * 1e9 / intervalNs;
                lastEntryBytes[e] = entryBytes[e];
            }
        }
        if (queues.length > 1) {
            for (TxQueue q : queues) {
                row[c++] = q.qdisc.bytes();
                row[c++] = q.ring().bytes();
                row[c++] = q.driver.bql().limit();
                q.stats.sampled(q.ring().bytes(), q.driver.bql().limit(), q.driver.stopped());
            }
        }
        for (int g = 0; g < stats.length; g++) {
            row[c++] = stats[g].takeIntervalLatency();
        }
        series.append(t, row);
        if (sink != null) {
            sink.sample(t, row);
        }
        ringBytes.record(ring);
        qdiscBytes.record(qdisc);
        bqlLimit.record(limit);
        lastFrameBytes = frameBytes;
        lastFrames = frames;
        lastWirePs = wirePs;
        lastCpuNs = cpuNs;
        lastTcpPayload = tcpPayload;
        nextNs = t + intervalNs;
    }
}
