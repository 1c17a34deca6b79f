package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.RunSummary.FlowSummary;

/**
 * Whole runs under fq_codel: four bulk TCP streams and a request/response flow, all in the same
 * pfifo_fast band, on a 100 Mbit/s link whose queue builds in the qdisc (the settings of the
 * shipped fq-codel-vs-pfifo-100mbit.yaml, on 3.5: fq_codel, and no TCP small queues yet). The runs
 * last 4 s: after HyStart ends slow start, the streams' CUBIC windows take seconds to fill a band.
 */
class FqCodelRunTest {
    private static final String RUN = """
            kernel: "3.5"
            duration: 4s
            link: { rate: 100Mbit }
            nic: { ring_size: 64, mtu: 1500, tso: false, gso: false, tx_usecs: 250us }
            bql: { mode: fixed, limit: 6000 }
            flows:
              - { kind: bulk_tcp, name: streams, count: 4, priority: besteffort, remote_rtt: 200us }
              - { kind: request_response, name: rr, request: 1, priority: besteffort, remote_rtt: 200us }
            """;

    private static RunSummary run(String qdisc) throws ScenarioException {
        Scenario s = ScenarioLoader.fromString("qdisc: " + qdisc + "\n" + RUN, "run.yaml");
        Simulation sim = new Simulation(s);
        sim.runUntil(s.durationNs());
        return sim.summary();
    }

    private static FlowSummary flow(RunSummary s, String name) {
        return s.flows().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void fourStreamsShareTheLinkFairlyAndCodelKeepsTheQueueNearItsTarget() throws ScenarioException {
        RunSummary fq = run("{ kind: fq_codel }");
        assertThat(fq.fairness().streams()).isEqualTo(4);
        assertThat(fq.fairness().jain()).isGreaterThanOrEqualTo(0.95);
        // The queue is held by CoDel's drops, not by the 10240-packet limit.
        assertThat(fq.qdiscDropsByCause().codel()).isPositive();
        assertThat(fq.qdiscDropsByCause().overlimit()).isZero();
        assertThat(fq.qdiscDrops()).isEqualTo(fq.qdiscDropsByCause().codel());
        // Half the packets wait less than twice the 5 ms target (slow start's overshoot and each
        // stream's climb back after a drop are above it).
        assertThat(fq.qdiscSojournNs().p50()).isLessThan(2 * 5 * Units.MS);
        assertThat(fq.linkUtilization()).isGreaterThan(0.95);
        assertThat(fq.tcpPayloadBps()).isBetween(0.9 * fq.throughputBps(), fq.throughputBps());
    }

    @Test
    void underPfifoFastTheStreamsFillTheBandAndTailDropsAreAllTheyGet() throws ScenarioException {
        RunSummary pfifo = run("{ kind: pfifo_fast, txqueuelen: 1000 }");
        assertThat(pfifo.qdiscDropsByCause().codel()).isZero();
        assertThat(pfifo.qdiscDropsByCause().overlimit()).isEqualTo(pfifo.qdiscDrops()).isPositive();
        assertThat(pfifo.qdiscSojournNs().p50()).isGreaterThan(50 * Units.MS);
    }

    @Test
    void aRequestResponseFlowInTheBulkBandWaitsFarLessUnderFqCodel() throws ScenarioException {
        RunSummary fq = run("{ kind: fq_codel }");
        RunSummary pfifo = run("{ kind: pfifo_fast, txqueuelen: 1000 }");
        long fqWait = flow(fq, "rr").transactionNs().p50();
        long pfifoWait = flow(pfifo, "rr").transactionNs().p50();
        // Its one-packet queue is always a new flow, served before the streams' backlog.
        assertThat(fqWait).isLessThan(2 * Units.MS);
        assertThat(fqWait * 20).isLessThan(pfifoWait);
        assertThat(flow(fq, "rr").tps()).isGreaterThan(20 * flow(pfifo, "rr").tps());
    }

    @Test
    void eachFlowEntryReportsItsRate() throws ScenarioException {
        RunSummary fq = run("{ kind: fq_codel }");
        double sum = fq.flows().stream().mapToDouble(FlowSummary::throughputBps).sum();
        assertThat(sum).isBetween(0.9 * fq.throughputBps(), 1.0 * fq.throughputBps());
        assertThat(flow(fq, "streams").throughputBps()).isGreaterThan(flow(fq, "rr").throughputBps());
    }

    @Test
    void aSnapshotShowsTheNextPacketThenEachBusyFlowQueueNewFirst() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString("qdisc: { kind: fq_codel }\n" + RUN, "run.yaml");
        Simulation sim = new Simulation(s);
        sim.runUntil(500 * Units.MS);
        SimSnapshot snap = sim.snapshot();
        List<String> labels = snap.queue(0).qdiscBandLabels();
        assertThat(labels).hasSameSizeAs(snap.queue(0).qdiscBands()).hasSizeGreaterThan(1);
        assertThat(labels.get(0)).isEqualTo("next");
        assertThat(labels.subList(1, labels.size())).allMatch(l -> l.matches("flow \\d+ \\((new|old)\\)"));
        // New flows come before old ones.
        int firstOld = labels.indexOf(labels.stream().filter(l -> l.endsWith("(old)")).findFirst().orElse("none"));
        if (firstOld > 0) {
            assertThat(labels.subList(firstOld, labels.size())).noneMatch(l -> l.endsWith("(new)"));
        }
        long queued = snap.queue(0).qdiscBands().stream().mapToLong(List::size).sum();
        assertThat(queued + (snap.queue(0).gsoRemainder() == null ? 0 : 1)).isEqualTo(snap.totals().qdiscPackets());
    }

    @Test
    void theStepThatCodelDropsInSaysSo() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString("qdisc: { kind: fq_codel }\n" + RUN, "run.yaml");
        Simulation sim = new Simulation(s);
        String sentence = null;
        while (sentence == null && sim.nextEventNs() <= s.durationNs()) {
            StepResult step = sim.step();
            if (step.sentence().contains("CoDel dropped")) {
                sentence = step.sentence();
            }
        }
        assertThat(sentence).endsWith("; CoDel dropped 1 packet that waited too long");
    }
}
