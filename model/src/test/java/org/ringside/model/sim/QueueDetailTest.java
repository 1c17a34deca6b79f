package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.driver.SlotState;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.SimSnapshot.PacketView;

/** A snapshot holds every queue's packets, and shows any queue in its one-queue fields. */
class QueueDetailTest {

    @Test
    void eachQueuesDetailAgreesWithItsCounts() throws ScenarioException {
        // Four CPUs on ixgbe: XPS sends each CPU's stream to a queue of its own.
        Scenario mq = ScenarioLoader.fromString("cpus: 4\nlink: { rate: 1Gbit }\nnic: { driver: ixgbe }\n"
                + "qdisc: { kind: mq, child: pfifo_fast }\nflows:\n  - { kind: bulk_tcp, count: 4 }\n", "mq.yaml");
        Simulation sim = new Simulation(mq);
        sim.runUntil(50_000_000L);
        SimSnapshot s = sim.snapshot();
        assertThat(s.details()).hasSize(4);
        int busyQueues = 0;
        for (int q = 0; q < 4; q++) {
            SimSnapshot shown = s.showing(q);
            QueueView v = s.queues().get(q);
            assertThat(shown.ring().size() - shown.ring().count(SlotState.FREE))
                    .as("tx-%d descriptors in use", q).isEqualTo(v.ringInUse());
            assertThat(shown.ring().packets().stream().mapToLong(PacketView::lenBytes).sum()).as("tx-%d ring bytes", q)
                    .isEqualTo(v.ringBytes());
            assertThat(shown.bql().limit()).isEqualTo(v.bqlLimit());
            long queued = shown.qdiscBands().stream().flatMap(b -> b.stream()).mapToLong(PacketView::lenBytes).sum()
                    + (shown.gsoRemainder() == null ? 0 : shown.gsoRemainder().lenBytes());
            assertThat(queued).as("tx-%d qdisc bytes", q).isEqualTo(v.qdiscBytes());
            assertThat(shown.timeNs()).isEqualTo(s.timeNs());
            assertThat(shown.wire()).isSameAs(s.wire());
            busyQueues += v.ringInUse() > 0 ? 1 : 0;
        }
        assertThat(busyQueues).as("the default flows spread over more than one queue").isGreaterThan(1);
        assertThat(s.showing(0)).isSameAs(s);
        assertThat(s.showing(4)).as("past the last queue").isSameAs(s);
    }
}
