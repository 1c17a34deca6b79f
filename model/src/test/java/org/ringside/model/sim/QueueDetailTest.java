package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ringside.model.driver.SlotState;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.SimSnapshot.PacketView;

/** A snapshot holds every queue's detail, each queue's its own: no queue stands for the others. */
class QueueDetailTest {

    @Test
    void eachQueuesDetailIsThatQueues() throws ScenarioException {
        // Four CPUs on ixgbe: XPS sends each CPU's stream to a queue of its own.
        Scenario mq = ScenarioLoader.fromString("cpus: 4\nlink: { rate: 1Gbit }\nnic: { driver: ixgbe }\n"
                + "qdisc: { kind: mq, child: pfifo_fast }\nflows:\n  - { kind: bulk_tcp, count: 4 }\n", "mq.yaml");
        Simulation sim = new Simulation(mq);
        sim.runUntil(50_000_000L);
        SimSnapshot s = sim.snapshot();
        assertThat(s.queues()).hasSize(4);
        assertThat(s.cpus()).hasSize(4);
        int busyQueues = 0;
        for (int q = 0; q < 4; q++) {
            QueueDetail d = s.queue(q);
            assertThat(d.index()).isEqualTo(q);
            assertThat(d.ringSize() - d.ring().count(SlotState.FREE)).as("tx-%d descriptors in use", q)
                    .isEqualTo(d.ringInUse());
            assertThat(d.ring().packets().stream().mapToLong(PacketView::lenBytes).sum()).as("tx-%d ring bytes", q)
                    .isEqualTo(d.ringBytes());
            assertThat(d.bqlLimit()).isEqualTo(d.bql().dql().limit());
            long queued = d.qdiscBands().stream().flatMap(List::stream).mapToLong(PacketView::lenBytes).sum()
                    + (d.gsoRemainder() == null ? 0 : d.gsoRemainder().lenBytes());
            assertThat(queued).as("tx-%d qdisc bytes", q).isEqualTo(d.qdiscBytes());
            // Every packet this queue holds comes from a socket that sends to this queue.
            List<Integer> senders = s.path().routesTo(q).stream().map(SocketRoute::source).toList();
            assertThat(Stream.concat(d.ring().packets().stream(), d.qdiscBands().stream().flatMap(List::stream)))
                    .as("tx-%d's packets", q).allSatisfy(p -> assertThat(senders).contains(p.source()));
            busyQueues += d.ringInUse() > 0 ? 1 : 0;
        }
        assertThat(busyQueues).as("the default flows spread over more than one queue").isGreaterThan(1);
        assertThat(s.queues().stream().mapToLong(QueueDetail::ringBytes).sum()).as("the totals sum the queues")
                .isEqualTo(s.totals().ringBytes());
    }

    @Test
    void aSnapshotHasAtLeastOneQueueAndCpuEachInItsPlace() {
        SimSnapshot s = new Simulation(Scenario.defaults()).snapshot();
        assertThat(s.queues()).hasSize(1);
        assertThatThrownBy(() -> new SimSnapshot(0, List.of(), s.wire(), s.totals(), List.of(), List.of(), s.cpus(),
                null, null)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one");
        QueueDetail q = s.queue(0);
        QueueDetail tx1 = new QueueDetail(1, 0, List.of(), List.of(), null, 0, 0, q.ring(), q.bql(), false, null,
                false, 0, 0, 0);
        assertThatThrownBy(() -> new SimSnapshot(0, List.of(), s.wire(), s.totals(), List.of(), List.of(tx1), s.cpus(),
                null, null)).isInstanceOf(IllegalArgumentException.class).hasMessage("queue 0 says it is tx-1");
    }
}
