package org.ringside.model.sim;

import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.SimSnapshot.Totals;

/**
 * A run's figures once it has settled: the samples taken after a warm-up, and rates from the
 * counters' growth between the warm-up's end and the run's end. The summary JSON averages over
 * the whole run instead, start-up included.
 *
 * @param ringBytesMean mean of the ring's bytes (BQL inflight) over the samples
 * @param ringBytesMin the least of them
 * @param ringBytesMax the most of them
 * @param qdiscBytesMean mean of the qdisc's bytes over the samples
 * @param bqlLimitMean mean of BQL's limit over the samples (0 with BQL off)
 * @param tps request-response transactions completed per second
 * @param pps frames put on the wire per second
 * @param packets packets offered (to the qdisc, or to the driver for pktgen)
 * @param doorbells doorbells rung
 * @param cleanups TX clean-up rounds (each an interrupt or a NAPI re-poll)
 * @param cpuUtilization fraction of the time the CPU was busy
 * @param linkUtilization fraction of the time the wire was busy
 * @param wholeRun the summary of the whole run, start-up included, as {@code ringside run} writes it
 */
record SteadyState(double ringBytesMean, long ringBytesMin, long ringBytesMax, double qdiscBytesMean,
        double bqlLimitMean, double tps, double pps, long packets, long doorbells, long cleanups, double cpuUtilization,
        double linkUtilization, RunSummary wholeRun) {

    /** Loads one of the shipped scenarios (assets/scenarios). */
    static Scenario shipped(String file) {
        try {
            return ScenarioLoader.fromFile(RepoFiles.scenarios().resolve(file));
        } catch (ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /**
     * Runs {@code sim} to its scenario's end and gives the mean bytes in the qdisc and the ring
     * (what small queues counts below TCP), read from a snapshot every millisecond from {@code fromNs}.
     */
    static double meanQdiscAndRingBytes(Simulation sim, long fromNs, long endNs) {
        double sum = 0;
        int n = 0;
        for (long t = fromNs; t <= endNs; t += 1_000_000L) {
            sim.runUntil(t);
            Totals totals = sim.snapshot().totals();
            sum += totals.qdiscBytes() + totals.ringBytes();
            n++;
        }
        return sum / n;
    }

    /** Runs {@code scenario} to {@code endNs} and measures what happened after {@code warmUpNs}. */
    static SteadyState measure(Scenario scenario, long warmUpNs, long endNs) {
        Simulation sim = new Simulation(scenario);
        sim.runUntil(warmUpNs);
        Totals from = sim.snapshot().totals();
        sim.runUntil(endNs);
        Totals to = sim.snapshot().totals();
        double seconds = (endNs - warmUpNs) / 1e9;

        TimeSeries series = sim.series();
        int ring = series.indexOf("ring_bytes");
        int qdisc = series.indexOf("qdisc_bytes");
        int limit = series.indexOf("bql_limit");
        double ringSum = 0;
        double qdiscSum = 0;
        double limitSum = 0;
        long ringMin = Long.MAX_VALUE;
        long ringMax = 0;
        int samples = 0;
        for (int row = 0; row < series.size(); row++) {
            if (series.timeNs(row) <= warmUpNs) {
                continue;
            }
            long r = (long) series.value(ring, row);
            ringSum += r;
            ringMin = Math.min(ringMin, r);
            ringMax = Math.max(ringMax, r);
            qdiscSum += series.value(qdisc, row);
            limitSum += series.value(limit, row);
            samples++;
        }
        if (samples == 0 || series.stride() != 1) {
            throw new IllegalArgumentException("measure needs uncoarsened samples after the warm-up; got " + samples
                    + " at stride " + series.stride());
        }
        return new SteadyState(ringSum / samples, ringMin, ringMax, qdiscSum / samples, limitSum / samples,
                (to.transactions() - from.transactions()) / seconds, (to.frames() - from.frames()) / seconds,
                to.offeredPackets() - from.offeredPackets(), to.doorbells() - from.doorbells(),
                to.cleanups() - from.cleanups(),
                (to.cpuBusyNs() - from.cpuBusyNs()) / (seconds * 1e9),
                (to.wireBusyPs() - from.wireBusyPs()) / (seconds * 1e12), sim.summary());
    }
}
