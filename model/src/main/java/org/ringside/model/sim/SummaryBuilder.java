package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sources.Source;
import org.ringside.model.sim.RunSummary.DropCauses;
import org.ringside.model.sim.RunSummary.FlowSummary;
import org.ringside.model.sim.RunSummary.Latency;
import org.ringside.model.sim.RunSummary.Spread;
import org.ringside.model.sim.RunSummary.Totals;

/** Computes a {@link RunSummary} from the transmit path and the sampler. */
final class SummaryBuilder {
    private SummaryBuilder() {
    }

    static RunSummary build(TxPath path, Sampler sampler, long nowNs, Scenario scenario) {
        double seconds = nowNs / 1e9;
        Counters c = path.counters;
        long frames = path.sum(q -> q.nic.framesSent());
        double throughput = seconds > 0 ? path.sum(q -> q.nic.frameBytesSent()) * 8 / seconds : 0;
        double pps = seconds > 0 ? frames / seconds : 0;
        double link = nowNs > 0 ? path.wire.busyPs(nowNs) / (nowNs * 1000.0) : 0;
        double cpu = nowNs > 0 ? path.cpuBusyNs(nowNs) / (double) (nowNs * path.cpus.length) : 0;
        Totals totals = new Totals(c.offeredBytes, c.sentBytes, c.droppedBytes, path.bytesInSystem());
        List<String> names = Sampler.flowChannelNames(path);
        List<FlowSummary> flows = new ArrayList<>();
        for (int g = 0; g < path.stats.length; g++) {
            FlowStats f = path.stats[g];
            Flow flow = path.sources.groups().get(g);
            boolean rr = flow.kind() == FlowKind.REQUEST_RESPONSE;
            flows.add(new FlowSummary(names.get(g), flow.kind().yamlName(), f.packets(), f.bytes(), latency(f.latency()),
                    rr ? (seconds > 0 ? f.transactions() / seconds : 0.0) : null,
                    rr ? latency(f.transactionTimes()) : null, f.droppedPackets(), f.droppedBytes(),
                    seconds > 0 ? f.bytes() * 8 / seconds : 0));
        }
        return new RunSummary(scenario.name(), scenario.seed(), nowNs, throughput, link, pps, cpu,
                path.sum(q -> q.driver.doorbells()), c.qdiscDrops + c.ringDrops, spread(sampler.ringBytes), totals,
                spread(sampler.qdiscBytes), spread(sampler.bqlLimit), flows, c.qdiscDrops, c.ringDrops,
                path.sum(q -> q.irq.interrupts()), frames, new DropCauses(c.overlimitDrops, c.codelDrops),
                seconds > 0 ? c.tcpPayloadBytes * 8 / seconds : 0, fairness(path, seconds), latency(sojourn(path)),
                path.queue.fifo == null ? null : spread(sampler.fifoBytes),
                path.queue.fifo == null ? null : spread(sampler.driverToWireBytes),
                queues(path, sampler), cpus(path, nowNs));
    }

    /** Every queue's qdisc sojourn times together. */
    private static Histogram sojourn(TxPath path) {
        if (path.queues.length == 1) {
            return path.queues[0].stats.qdiscSojourn();
        }
        Histogram all = new Histogram();
        for (TxQueue q : path.queues) {
            all.addAll(q.stats.qdiscSojourn());
        }
        return all;
    }

    /** Each queue's figures, only when there are several. */
    private static List<RunSummary.QueueSummary> queues(TxPath path, Sampler sampler) {
        if (path.queues.length == 1) {
            return null;
        }
        List<RunSummary.QueueSummary> out = new ArrayList<>();
        for (TxQueue q : path.queues) {
            out.add(new RunSummary.QueueSummary(q.index, q.irqCpu, spread(q.stats.ringBytes()),
                    spread(q.stats.bqlLimit()), q.stats.xoffSamples() * sampler.intervalNs(), q.nic.framesSent(),
                    q.stats.drops(), q.irq.interrupts()));
        }
        return out;
    }

    /** Each CPU's utilisation, only when there are several. */
    private static List<RunSummary.CpuSummary> cpus(TxPath path, long nowNs) {
        if (path.cpus.length == 1) {
            return null;
        }
        List<RunSummary.CpuSummary> out = new ArrayList<>();
        for (CpuTimeline c : path.cpus) {
            out.add(new RunSummary.CpuSummary(c.index(), nowNs > 0 ? c.busyNs(nowNs) / (double) nowNs : 0));
        }
        return out;
    }

    /** Jain's index over every bulk TCP stream's payload rate. */
    private static RunSummary.Fairness fairness(TxPath path, double seconds) {
        List<Source> bulk = path.sources.all().stream().filter(s -> s.flow().kind() == FlowKind.BULK_TCP).toList();
        double[] rates = new double[bulk.size()];
        for (int i = 0; i < rates.length; i++) {
            rates[i] = seconds > 0 ? path.payloadSent[bulk.get(i).index()] * 8 / seconds : 0;
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
