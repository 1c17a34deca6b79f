package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.metrics.SampleSink;
import org.ringside.model.metrics.TimeSeries;

/**
 * Samples the observables at k × {@code sample_interval}, each sample after every event at or
 * before its time: {@link Channels#STANDARD}, then {@link Channels#FIFO} when the NIC has a FIFO,
 * then one latency channel per flow entry. Rates and utilisations cover the interval that ends at
 * the sample. The distribution of the ring's and the qdisc's bytes and of BQL's limit over all
 * samples is kept for the summary, and with a FIFO those of its bytes and of the bytes between
 * driver and wire.
 */
final class Sampler {
    /** Rows the series keeps before it coarsens (bounded memory for runs of any length). */
    static final int MAX_ROWS = 1 << 16;

    private final TxPath path;
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
    /** Only with several queues: each queue's ring bytes and BQL limit, and samples it was stopped in. */
    final Histogram[] queueRingBytes;
    final Histogram[] queueBqlLimit;
    final long[] queueXoffSamples;

    Sampler(TxPath path, long intervalNs) {
        if (intervalNs <= 0) {
            throw new IllegalArgumentException("sample_interval must be above 0, was " + intervalNs + " ns");
        }
        this.path = path;
        this.intervalNs = intervalNs;
        List<Channel> channels = new ArrayList<>(Channels.standard(path.queues.length));
        if (path.queue.fifo != null) {
            channels.addAll(Channels.FIFO);
        }
        if (path.queues.length > 1) { // the totals above, then each queue's own
            for (TxQueue q : path.queues) {
                for (Channel ch : Channels.PER_QUEUE) {
                    channels.add(Channels.ofQueue(q.index, ch));
                }
            }
        }
        for (String name : flowChannelNames(path)) {
            channels.add(Channels.flowLatency(name));
        }
        int several = path.queues.length > 1 ? path.queues.length : 0;
        queueRingBytes = new Histogram[several];
        queueBqlLimit = new Histogram[several];
        queueXoffSamples = new long[several];
        for (int q = 0; q < several; q++) {
            queueRingBytes[q] = new Histogram();
            queueBqlLimit[q] = new Histogram();
        }
        this.series = new TimeSeries(channels, MAX_ROWS);
        this.row = new double[channels.size()];
    }

    /** Flow names, in flow order (the validator keeps them unique). */
    static List<String> flowChannelNames(TxPath path) {
        List<String> names = new ArrayList<>();
        for (FlowStats f : path.stats) {
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
        long frameBytes = path.sum(q -> q.nic.frameBytesSent());
        long frames = path.sum(q -> q.nic.framesSent());
        long wirePs = path.wire.busyPs(t);
        long cpuNs = path.cpuBusyNs(t);
        boolean first = t == 0;
        long ring = path.sum(q -> q.ring().bytes());
        long qdisc = path.sum(q -> q.qdisc.bytes());
        long limit = path.sum(q -> q.driver.bql().limit());
        int c = 0;
        row[c++] = qdisc;
        row[c++] = path.sum(q -> q.qdisc.packets());
        row[c++] = ring;
        row[c++] = path.sum(q -> q.ring().inUse());
        row[c++] = limit;
        row[c++] = path.sum(q -> q.driver.bql().avail());
        row[c++] = path.sum(q -> q.driver.bql().stackXoff() ? 1 : 0) > 0 ? 1 : 0;
        row[c++] = path.sum(q -> q.driver.driverXoff() ? 1 : 0) > 0 ? 1 : 0;
        // Rates as count × 10^9 / interval: exact whenever the interval divides a second (10 µs:
        // 1 frame is 100000 frames/s, where count / 1e-5 s gives 99999.99999999999).
        row[c++] = first ? 0 : (frameBytes - lastFrameBytes) * 8 * 1e9 / intervalNs;
        row[c++] = first ? 0 : (frames - lastFrames) * 1e9 / intervalNs;
        row[c++] = first ? 0 : Math.min(1.0, (wirePs - lastWirePs) / (intervalNs * 1000.0));
        row[c++] = first ? 0 : Math.min(1.0, (cpuNs - lastCpuNs) / (double) (intervalNs * path.cpus.length));
        row[c++] = path.sum(q -> q.driver.doorbells());
        row[c++] = path.counters.qdiscDrops + path.counters.ringDrops;
        long tcpPayload = path.counters.tcpPayloadBytes;
        row[c++] = first ? 0 : (tcpPayload - lastTcpPayload) * 8 * 1e9 / intervalNs;
        if (path.queue.fifo != null) {
            long fifo = path.queue.fifo.heldBytes();
            long toWire = path.queue.driverToWireBytes();
            row[c++] = fifo;
            row[c++] = toWire;
            fifoBytes.record(fifo);
            driverToWireBytes.record(toWire);
        }
        if (path.queues.length > 1) {
            for (TxQueue q : path.queues) {
                row[c++] = q.qdisc.bytes();
                row[c++] = q.ring().bytes();
                row[c++] = q.driver.bql().limit();
                queueRingBytes[q.index].record(q.ring().bytes());
                queueBqlLimit[q.index].record(q.driver.bql().limit());
                if (q.driver.stopped()) {
                    queueXoffSamples[q.index]++;
                }
            }
        }
        for (int g = 0; g < path.stats.length; g++) {
            row[c++] = path.stats[g].takeIntervalLatency();
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
