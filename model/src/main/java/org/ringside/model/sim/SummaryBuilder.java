package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.network.BottleneckPort;
import org.ringside.model.network.PortStats;
import org.ringside.model.nic.Wire;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sources.BulkTcpSource;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;
import org.ringside.model.sim.RunSummary.DropCauses;
import org.ringside.model.sim.RunSummary.FlowSummary;
import org.ringside.model.sim.RunSummary.Latency;
import org.ringside.model.sim.RunSummary.Spread;
import org.ringside.model.sim.RunSummary.Totals;

/** Computes a {@link RunSummary} from what the run counted and sampled, given to it once. */
final class SummaryBuilder {
    private final TxQueue[] queues;
    private final CpuTimeline[] cpus;
    private final Wire wire;
    private final Counters counters;
    private final FlowStats[] stats;
    private final Sources sources;
    /** Payload bytes per source that have left the wire. */
    private final long[] payloadSent;
    private final Sampler sampler;
    /** The bottleneck port beyond the wire, or null. */
    private final BottleneckPort port;
    /** The port's bytes by flow entry with other hosts' traffic, or null. */
    private final PortShares shares;

    SummaryBuilder(TxQueue[] queues, CpuTimeline[] cpus, Wire wire, Counters counters, FlowStats[] stats,
            Sources sources, long[] payloadSent, Sampler sampler, BottleneckPort port, PortShares shares) {
        this.port = port;
        this.shares = shares;
        this.queues = queues;
        this.cpus = cpus;
        this.wire = wire;
        this.counters = counters;
        this.stats = stats;
        this.sources = sources;
        this.payloadSent = payloadSent;
        this.sampler = sampler;
    }

    RunSummary build(long nowNs, Scenario scenario) {
        double seconds = nowNs / 1e9;
        Counters c = counters;
        long frames = TxQueue.sum(queues, q -> q.nic.framesSent());
        double throughput = seconds > 0 ? TxQueue.sum(queues, q -> q.nic.frameBytesSent()) * 8 / seconds : 0;
        double pps = seconds > 0 ? frames / seconds : 0;
        double link = nowNs > 0 ? wire.busyPs(nowNs) / (nowNs * 1000.0) : 0;
        double cpu = nowNs > 0 ? CpuTimeline.busyNs(cpus, nowNs) / (double) (nowNs * cpus.length) : 0;
        Totals totals = new Totals(c.offeredBytes, c.sentBytes, c.droppedBytes,
                TxQueue.sum(queues, TxQueue::bytesInSystem));
        List<String> names = Sampler.flowChannelNames(stats);
        List<FlowSummary> flows = new ArrayList<>();
        for (int g = 0; g < stats.length; g++) {
            FlowStats f = stats[g];
            Flow flow = sources.groups().get(g);
            boolean rr = flow.kind() == FlowKind.REQUEST_RESPONSE;
            flows.add(new FlowSummary(names.get(g), flow.kind().yamlName(), f.packets(), f.bytes(), latency(f.latency()),
                    rr ? (seconds > 0 ? f.transactions() / seconds : 0.0) : null,
                    rr ? latency(f.transactionTimes()) : null, f.droppedPackets(), f.droppedBytes(),
                    seconds > 0 ? f.bytes() * 8 / seconds : 0, flow.kind() == FlowKind.BULK_TCP ? acks(g) : null,
                    flow.kind() == FlowKind.BULK_TCP ? rwndLimitedNs(g, nowNs) : null));
        }
        return new RunSummary(scenario.name(), scenario.seed(), nowNs, throughput, link, pps, cpu,
                TxQueue.sum(queues, q -> q.driver.doorbells()), c.qdiscDrops + c.ringDrops, spread(sampler.ringBytes), totals,
                spread(sampler.qdiscBytes), spread(sampler.bqlLimit), flows, c.qdiscDrops, c.ringDrops,
                TxQueue.sum(queues, q -> q.irq.interrupts()), frames, new DropCauses(c.overlimitDrops, c.codelDrops),
                seconds > 0 ? c.tcpPayloadBytes * 8 / seconds : 0, fairness(seconds), latency(sojourn()),
                queues[0].fifo == null ? null : spread(sampler.fifoBytes), // the one FIFO the queues share
                queues[0].fifo == null ? null : spread(sampler.driverToWireBytes), queueSummaries(), cpuSummaries(nowNs),
                bottleneck(seconds));
    }

    /** The bottleneck port's figures, and what its drops cost the TCP senders; null without a port. */
    private RunSummary.BottleneckSummary bottleneck(double seconds) {
        if (port == null) {
            return null;
        }
        long retransmits = 0;
        long timeouts = 0;
        for (Source s : sources.all()) {
            if (s instanceof BulkTcpSource tcp) {
                retransmits += tcp.retransmits();
                timeouts += tcp.timeouts();
            }
        }
        PortStats p = port.stats();
        return new RunSummary.BottleneckSummary(spread(sampler.portBytes), latency(p.sojourns()), p.drops(), p.marks(),
                seconds > 0 ? p.bytesSent() * 8 / seconds : 0, retransmits, timeouts,
                shares == null ? null : shares.flows(seconds), shares == null ? null : shares.fairness(seconds));
    }

    /** ACKs the senders of one flow entry received. */
    private long acks(int group) {
        long n = 0;
        for (int i = 0; i < sources.size(); i++) {
            if (sources.get(i).group() == group && sources.get(i) instanceof BulkTcpSource tcp) {
                n += tcp.acks();
            }
        }
        return n;
    }

    /** Time the receiver's window held the senders of one flow entry back, summed. */
    private long rwndLimitedNs(int group, long nowNs) {
        long n = 0;
        for (int i = 0; i < sources.size(); i++) {
            if (sources.get(i).group() == group && sources.get(i) instanceof BulkTcpSource tcp) {
                n += tcp.rwndLimitedNs(nowNs);
            }
        }
        return n;
    }

    /** Every queue's qdisc sojourn times together. */
    private Histogram sojourn() {
        if (queues.length == 1) {
            return queues[0].stats.qdiscSojourn();
        }
        Histogram all = new Histogram();
        for (TxQueue q : queues) {
            all.addAll(q.stats.qdiscSojourn());
        }
        return all;
    }

    /** Each queue's figures, only when there are several. */
    private List<RunSummary.QueueSummary> queueSummaries() {
        if (queues.length == 1) {
            return null;
        }
        List<RunSummary.QueueSummary> out = new ArrayList<>();
        for (TxQueue q : queues) {
            out.add(new RunSummary.QueueSummary(q.index, q.irqCpu, spread(q.stats.ringBytes()),
                    spread(q.stats.bqlLimit()), q.stats.xoffSamples() * sampler.intervalNs(), q.nic.framesSent(),
                    q.stats.drops(), q.irq.interrupts()));
        }
        return out;
    }

    /** Each CPU's utilisation, only when there are several. */
    private List<RunSummary.CpuSummary> cpuSummaries(long nowNs) {
        if (cpus.length == 1) {
            return null;
        }
        List<RunSummary.CpuSummary> out = new ArrayList<>();
        for (CpuTimeline c : cpus) {
            out.add(new RunSummary.CpuSummary(c.index(), nowNs > 0 ? c.busyNs(nowNs) / (double) nowNs : 0));
        }
        return out;
    }

    /** Jain's index over every bulk TCP stream's payload rate. */
    private RunSummary.Fairness fairness(double seconds) {
        List<Source> bulk = sources.all().stream().filter(s -> s.flow().kind() == FlowKind.BULK_TCP).toList();
        double[] rates = new double[bulk.size()];
        for (int i = 0; i < rates.length; i++) {
            rates[i] = seconds > 0 ? payloadSent[bulk.get(i).index()] * 8 / seconds : 0;
        }
        return new RunSummary.Fairness(JainIndex.jain(rates), rates.length);
    }

    static Spread spread(Histogram h) {
        if (h.count() == 0) {
            return new Spread(0, 0, 0, 0, 0);
        }
        return new Spread(h.mean(), h.percentile(5), h.percentile(50), h.percentile(95), h.max());
    }

    static Latency latency(Histogram h) {
        if (h.count() == 0) {
            return new Latency(null, null, null, null);
        }
        return new Latency(h.mean(), h.percentile(50), h.percentile(99), h.max());
    }
}
