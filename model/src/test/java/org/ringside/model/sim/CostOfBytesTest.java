package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Percentage.withPercentage;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/**
 * The teaching claim of the shipped 100 GbE scenarios: copying bytes costs CPU at both ends. One
 * stream is held near 40 Gbit/s by the receiving application's copy (its window closes), whether
 * its sender copies or sends with MSG_ZEROCOPY, which saves part of the sending CPU; four streams
 * on four CPUs and queues fill the wire.
 */
class CostOfBytesTest {
    /** A fifth of a second: past slow start, long enough for each figure to settle. */
    private static final long RUN_NS = 200_000_000L;

    private static Scenario load(String file) throws ScenarioException {
        return ScenarioLoader.fromFile(RepoFiles.scenarios().resolve(file));
    }

    private static RunSummary run(Scenario s) {
        Simulation sim = new Simulation(s);
        sim.runUntil(RUN_NS);
        return sim.summary();
    }

    private static long meanPacket(RunSummary r) {
        RunSummary.FlowSummary f = r.flows().get(0);
        return f.bytes() / f.packets();
    }

    @Test
    void oneStreamIsHeldByTheReceiversCopyFourStreamsFillTheWire() throws ScenarioException {
        RunSummary one = run(load("one-stream-100gbe.yaml"));
        RunSummary four = run(load("four-streams-100gbe.yaml"));

        // ESnet expects 15 to 35 Gbit/s from one stream between 100G hosts: the model's receiving
        // application copies 5 GB/s, and its window holds the sender back most of the run.
        assertThat(one.throughputBps()).isBetween(15e9, 60e9);
        assertThat(one.flows().get(0).rwndLimitedNs()).isGreaterThan(RUN_NS * 8 / 10);
        assertThat(one.cpus().get(0).utilization()).as("the sender's CPU has time to spare").isLessThan(0.95);

        // Four streams, four sending CPUs, four receiving applications: the wire is full, no CPU is.
        assertThat(four.linkUtilization()).isGreaterThan(0.95);
        assertThat(four.flows().get(0).rwndLimitedNs()).isZero();
        assertThat(four.cpus()).allSatisfy(c -> assertThat(c.utilization()).isBetween(0.2, 0.7));
    }

    @Test
    void msgZerocopySavesPartOfTheSendingCpuNotTheReceiversCopy() throws ScenarioException {
        RunSummary copying = run(load("one-stream-100gbe.yaml"));
        RunSummary zerocopy = run(load("one-stream-zerocopy-100gbe.yaml"));

        assertThat(zerocopy.throughputBps()).isCloseTo(copying.throughputBps(), withPercentage(5));
        // f214f915e7db: up to 70 % of the process's cycles saved; pinning and notifications remain.
        double saved = 1 - zerocopy.cpus().get(0).utilization() / copying.cpus().get(0).utilization();
        assertThat(saved).isBetween(0.2, 0.8);
    }

    @Test
    void sendmsgBuildsWholeSkbsCopyingOrPinning() throws ScenarioException {
        // A receiver that keeps up, so only the sender decides the packets' size.
        RunSummary copying = run(fastReceiver(load("one-stream-100gbe.yaml")));
        RunSummary zerocopy = run(fastReceiver(load("one-stream-zerocopy-100gbe.yaml")));

        // size_goal skbs, not a page or what one clean-up lets out (19 KB and 9.6 KB before).
        assertThat(meanPacket(copying)).isGreaterThan(45_000);
        assertThat(meanPacket(zerocopy)).isGreaterThan(45_000);
        // The copying sender is then its own bottleneck; MSG_ZEROCOPY fills the wire.
        assertThat(copying.cpus().get(0).utilization()).isGreaterThan(0.97);
        assertThat(zerocopy.linkUtilization()).isGreaterThan(0.95);
    }

    private static Scenario fastReceiver(Scenario s) {
        return s.withReceiver(s.receiver().withPerBytePs(0));
    }
}
