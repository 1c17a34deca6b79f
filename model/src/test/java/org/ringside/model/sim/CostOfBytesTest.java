package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/**
 * The teaching claim of the shipped 100 GbE scenarios: copying bytes from the application costs
 * CPU, so one copying stream on one CPU cannot fill the wire; four streams on four CPUs and four
 * queues, or the one stream with MSG_ZEROCOPY, can.
 */
class CostOfBytesTest {
    /** A fifth of a second: past slow start, long enough for each figure to settle. */
    private static final long RUN_NS = 200_000_000L;

    private static RunSummary run(String file) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromFile(RepoFiles.scenarios().resolve(file)));
        sim.runUntil(RUN_NS);
        return sim.summary();
    }

    @Test
    void oneCopyingStreamIsCpuBoundFourStreamsOrZerocopyFillTheWire() throws ScenarioException {
        RunSummary one = run("one-stream-100gbe.yaml");
        RunSummary four = run("four-streams-100gbe.yaml");
        RunSummary zerocopy = run("one-stream-zerocopy-100gbe.yaml");

        // One CPU copying at 100 ps a byte cannot pass 80 Gbit/s, less its qdisc and clean-up work.
        assertThat(one.cpus().get(0).utilization()).as("the stream's CPU").isGreaterThan(0.97);
        assertThat(one.linkUtilization()).isBetween(0.6, 0.85);
        assertThat(one.throughputBps()).isLessThan(80e9);

        // Four CPUs copy a quarter each: the wire is full, and no CPU is.
        assertThat(four.linkUtilization()).isGreaterThan(0.95);
        assertThat(four.cpus()).allSatisfy(c -> assertThat(c.utilization()).isBetween(0.2, 0.6));

        // MSG_ZEROCOPY: the same one stream on one CPU fills the wire with its CPU half idle or more;
        // what it still spends is per packet and per interrupt (mlx5's 16 us moderation).
        assertThat(zerocopy.linkUtilization()).isGreaterThan(0.95);
        assertThat(zerocopy.cpus().get(0).utilization()).isLessThan(0.5);
        assertThat(zerocopy.throughputBps()).isGreaterThan(one.throughputBps() * 1.2);
    }
}
