package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;

/** The qdisc's panel is titled with the kind the snapshot's bands show, empty or not. */
class QdiscTitleTest {

    @Test
    void eachKindIsNamedFromItsBands() {
        assertThat(PipelinePainter.qdiscTitle(at(QdiscKind.PFIFO_FAST, 0))).isEqualTo("QDISC pfifo_fast");
        assertThat(PipelinePainter.qdiscTitle(at(QdiscKind.PFIFO, 0))).isEqualTo("QDISC pfifo");
        assertThat(PipelinePainter.qdiscTitle(at(QdiscKind.FQ_CODEL, 0))).as("empty").isEqualTo("QDISC fq_codel");
        assertThat(PipelinePainter.qdiscTitle(at(QdiscKind.FQ_CODEL, 50_000_000L))).as("busy").isEqualTo("QDISC fq_codel");
    }

    private static SimSnapshot at(QdiscKind kind, long ns) {
        Simulation sim = new Simulation(Scenario.defaults().withQdisc(new Qdisc(kind, 1000, 0)));
        sim.runUntil(ns);
        return sim.snapshot();
    }
}
