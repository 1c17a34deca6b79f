package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.ScenarioPair;

/**
 * Where A and B's settings agree the two runs are the same run, event for event: a difference the
 * class sees between A and B comes from the settings that differ, never from running twice.
 */
class PairDeterminismTest {
    private static final int STEPS = 10_000;
    private static final String A = """
            name: A
            kernel: "3.3"
            link: { rate: 1Gbit }
            nic: { ring_size: 256, tso: true, gso: true }
            bql: { mode: auto }
            flows:
              - { kind: bulk_tcp, name: streams, count: 10, remote_rtt: 200us }
              - { kind: request_response, name: rr, request: 1, priority: interactive, remote_rtt: 200us }
            """;

    private static ScenarioPair pair(String compare) throws ScenarioException {
        return ScenarioLoader.pairFromString(A + compare, "pair.yaml").orElseThrow();
    }

    /** What a step and the state after it show, the ring's slots included. */
    private static List<Object> state(StepResult step, SimSnapshot s) {
        QueueDetail q = s.queue(0);
        return List.of(step, s.timeNs(), s.totals(), s.flows(), s.sockets(), q.qdiscBands(), q.bql(), s.wire(),
                s.cpu(0), q.driverXoff(), q.ring().packets(), q.ring().nextSlot(), q.ring().cleanSlot());
    }

    /** The first step at which the runs differ, or -1 if they agree for every step. */
    private static int firstDifference(ScenarioPair p) {
        Simulation a = new Simulation(p.a());
        Simulation b = new Simulation(p.b());
        for (int i = 0; i < STEPS; i++) {
            if (!state(a.step(), a.snapshot()).equals(state(b.step(), b.snapshot()))) {
                return i;
            }
        }
        assertThat(a.eventsProcessed()).isEqualTo(STEPS);
        return -1;
    }

    @Test
    void aPairWhoseSettingsAgreeRunsIdenticallyForTenThousandEvents() throws ScenarioException {
        // B names a value A has too: only the name differs.
        ScenarioPair p = pair("compare: { name: B, nic: { ring_size: 256 }, bql: { mode: auto } }\n");

        assertThat(p.differences()).isEmpty();
        assertThat(firstDifference(p)).isEqualTo(-1);
    }

    @Test
    void aPairThatDiffersInOneKnobDivergesWithinThoseEvents() throws ScenarioException {
        ScenarioPair p = pair("compare: { nic: { ring_size: 64 } }\n");

        assertThat(p.differences()).hasSize(1);
        assertThat(firstDifference(p)).isBetween(0, STEPS - 1);
    }
}
