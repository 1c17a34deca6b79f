package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.Units;

/**
 * Whole runs of one CUBIC stream whose socket caps its pacing rate at 500 Mbit/s on 1 GbE (the
 * shipped fq-pacing-1gbe.yaml): who paces it, by qdisc and release, and where its packets wait.
 */
class FqRunTest {
    private static final String RUN = """
            duration: 300ms
            link: { rate: 1Gbit }
            tcp: { congestion: cubic, max_pacing_rate: 500Mbit }
            flows:
              - { kind: bulk_tcp, name: stream, remote_rtt: 1ms }
            """;

    private static Simulation sim(String qdisc, String kernel) throws ScenarioException {
        return new Simulation(ScenarioLoader.fromString("kernel: \"" + kernel + "\"\nqdisc: { kind: " + qdisc + " }\n"
                + RUN, "run.yaml"));
    }

    private static RunSummary run(String qdisc, String kernel) throws ScenarioException {
        Simulation sim = sim(qdisc, kernel);
        sim.runUntil(sim.settings().durationNs());
        return sim.summary();
    }

    /** Steps through the first 20 ms and counts the steps of one kind. */
    private static int steps(Simulation sim, StepKind kind) {
        int n = 0;
        while (sim.nextEventNs() <= 20 * Units.MS) {
            if (sim.step().kind() == kind) {
                n++;
            }
        }
        return n;
    }

    @Test
    void underFqTheStreamKeepsToItsRateAndWaitsInTheQdiscForItsDepartureTimes() throws ScenarioException {
        RunSummary fq = run("fq", "6.18");
        // 500 Mbit/s of skb->len is a little more on the wire, where every frame has its headers.
        assertThat(fq.throughputBps()).isBetween(500e6, 540e6);
        assertThat(fq.qdiscBytes().mean()).as("stamped packets wait in fq").isGreaterThan(50_000);
        assertThat(fq.drops()).isZero();
        assertThat(steps(sim("fq", "6.18"), StepKind.QDISC_WATCHDOG)).isPositive();
    }

    @Test
    void onPfifoFastFrom413TcpPacesItselfAndTheQdiscStaysEmpty() throws ScenarioException {
        RunSummary pfifo = run("pfifo_fast", "6.18");
        assertThat(pfifo.throughputBps()).isBetween(500e6, 540e6);
        assertThat(pfifo.qdiscBytes().mean()).isLessThan(1000);
        assertThat(steps(sim("pfifo_fast", "4.13"), StepKind.TCP_PACED)).isPositive();
        assertThat(steps(sim("pfifo_fast", "6.18"), StepKind.QDISC_WATCHDOG)).isZero();
    }

    @Test
    void onPfifoFastBefore413NothingPacesTheStream() throws ScenarioException {
        assertThat(run("pfifo_fast", "4.12").throughputBps()).isGreaterThan(900e6);
        assertThat(steps(sim("pfifo_fast", "4.12"), StepKind.TCP_PACED)).isZero();
    }

    @Test
    void before420FqPacesFromTheSocketsRateAlone() throws ScenarioException {
        RunSummary fq = run("fq", "4.12");
        assertThat(fq.throughputBps()).isBetween(500e6, 540e6);
        assertThat(steps(sim("fq", "4.19"), StepKind.QDISC_WATCHDOG)).isPositive();
    }

    @Test
    void aSmallFlowLimitDropsTheStreamsOwnPackets() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString("qdisc: { kind: fq, fq: { flow_limit: 2 } }\n" + RUN
                .replace("max_pacing_rate: 500Mbit", "max_pacing_rate: 100Mbit"), "run.yaml")
                .withDurationNs(100 * Units.MS);
        Simulation sim = new Simulation(s);
        sim.runUntil(s.durationNs());
        RunSummary summary = sim.summary();
        assertThat(summary.qdiscDropsByCause().overlimit()).isPositive();
        assertThat(summary.totals().bytesOffered()).isEqualTo(summary.totals().bytesSent()
                + summary.totals().bytesDropped() + summary.totals().bytesInSystemAtEnd());
    }
}
