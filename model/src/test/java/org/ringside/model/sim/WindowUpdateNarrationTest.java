package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioLoader;

/**
 * The receiver's window-update timer is told as what it did: a window update is said to be sent
 * only when one is, so each reaches the sender as an ACK exactly {@code remote_rtt} later, and a
 * check that sends none says so.
 */
class WindowUpdateNarrationTest {
    private static final String SENDS = "its receiver sends a window update";

    @Test
    void aWindowUpdateIsSaidToBeSentOnlyWhenAnAckReachesTheSenderForIt() throws Exception {
        // One stream at 100 GbE whose receiving application reads 20 ns a byte, 0.4 Gbit/s: the
        // window closes and opens by window updates, many timers set before an earlier one.
        Scenario scenario = Knobs.get("receiver.per_byte").set(
                ScenarioLoader.fromFile(RepoFiles.scenarios().resolve("one-stream-100gbe.yaml")), 20_000);
        assertThat(scenario.flows()).hasSize(1);
        long rtt = scenario.flows().get(0).remoteRttNs();
        Simulation sim = new Simulation(scenario);
        long end = 10_000_000L;
        List<Long> saidSent = new ArrayList<>();
        long saidNone = 0;
        Map<Long, Integer> acksAt = new HashMap<>();
        while (sim.now() < end + rtt + 1) {
            StepResult step = sim.step();
            if (step.kind() == StepKind.TCP_WINDOW_UPDATE && step.timeNs() < end) {
                if (step.sentence().contains(SENDS)) {
                    saidSent.add(step.timeNs());
                } else {
                    assertThat(step.sentence()).contains("sends none");
                    saidNone++;
                }
            } else if (step.kind() == StepKind.TCP_ACK) {
                acksAt.merge(step.timeNs(), 1, Integer::sum);
            }
        }
        assertThat(saidSent).hasSizeGreaterThan(100);
        for (long t : saidSent) {
            assertThat(acksAt.merge(t + rtt, -1, Integer::sum)).as("the ACK a window update at %d ns sent", t)
                    .isNotNull().isGreaterThanOrEqualTo(0);
        }
        assertThat(saidNone).as("timers an earlier one replaced").isGreaterThan(100);
    }
}
