package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;

/** The qdisc's panel is titled with the root qdisc's name (mq with its child), empty or not. */
class QdiscTitleTest {

    @Test
    void eachKindIsNamedFromItsBands() {
        assertThat(PipelinePainter.qdiscTitle(at(QdiscKind.PFIFO_FAST, 0))).isEqualTo("QDISC pfifo_fast");
        assertThat(PipelinePainter.qdiscTitle(at(QdiscKind.PFIFO, 0))).isEqualTo("QDISC pfifo");
        assertThat(PipelinePainter.qdiscTitle(at(QdiscKind.FQ_CODEL, 0))).as("empty").isEqualTo("QDISC fq_codel");
        assertThat(PipelinePainter.qdiscTitle(at(QdiscKind.FQ_CODEL, 50_000_000L))).as("busy").isEqualTo("QDISC fq_codel");
        // fq's flow queues look like fq_codel's: the name comes from the snapshot, not the bands.
        assertThat(PipelinePainter.qdiscTitle(at(QdiscKind.FQ, 50_000_000L))).isEqualTo("QDISC fq");
    }

    @Test
    void mqIsNamedWithItsChild() {
        Scenario mq = Scenario.defaults().withCpu(Scenario.defaults().cpu().withCpus(4))
                .withNic(Scenario.defaults().nic().withDriver(NicDriver.IXGBE))
                .withQdisc(new Qdisc(QdiscKind.MQ, 1000, 0).withChild(QdiscKind.FQ_CODEL));
        Simulation sim = new Simulation(mq);
        sim.runUntil(1_000_000L);
        assertThat(PipelinePainter.qdiscTitle(sim.snapshot())).isEqualTo("QDISC mq/fq_codel tx-0");
        assertThat(sim.snapshot().queues()).hasSize(4);
    }

    private static SimSnapshot at(QdiscKind kind, long ns) {
        Simulation sim = new Simulation(Scenario.defaults().withQdisc(new Qdisc(kind, 1000, 0)));
        sim.runUntil(ns);
        return sim.snapshot();
    }
}
