package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.Units;

/** A snapshot says what the path is made of, which queue each socket sends to and why, and who paces it. */
class PathViewTest {
    private static final String PACED = """
            duration: 300ms
            link: { rate: 1Gbit }
            tcp: { congestion: cubic, max_pacing_rate: 500Mbit }
            flows:
              - { kind: bulk_tcp, name: stream, remote_rtt: 1ms }
            """;

    private static Simulation shipped(String name) throws ScenarioException {
        return new Simulation(ScenarioLoader.fromFile(Path.of("..", "assets", "scenarios", name)));
    }

    @Test
    void theCallOnCpu7GoesToTx7ByXpsAndEveryQueueKnowsBqlIsOn() throws ScenarioException {
        Simulation sim = shipped("linux-today-10gbe-mq.yaml");
        SimSnapshot s = sim.snapshot(); // at t = 0: every queue idle, every limit still 0
        PathView path = s.path();
        assertThat(path.txQueues()).isEqualTo(8);
        assertThat(path.settings().nic().txQueues()).as("the file leaves it to the driver").isZero();
        SocketRoute voip = path.routes().get(path.routes().size() - 1);
        assertThat(voip.flow()).isEqualTo("voip");
        assertThat(voip.cpu()).isEqualTo(7);
        assertThat(voip.queue()).isEqualTo(7);
        assertThat(voip.why()).isEqualTo(SocketRoute.Why.XPS);
        assertThat(path.routesTo(7)).containsExactly(voip);
        assertThat(s.queues()).allSatisfy(q -> {
            assertThat(q.bqlOn()).isTrue();
            assertThat(q.bqlLimit()).isZero();
        });
    }

    @Test
    void withoutXpsASocketsQueueComesFromTheFlowHash() throws ScenarioException {
        Scenario igb = ScenarioLoader.fromString("cpus: 2\nnic: { driver: igb, tx_queues: 4 }\nqdisc: { kind: mq }\n"
                + "flows:\n  - { kind: bulk_tcp, count: 2 }\n", "igb.yaml");
        assertThat(new Simulation(igb).snapshot().path().routes())
                .extracting(SocketRoute::why).containsOnly(SocketRoute.Why.HASH);
        Scenario one = ScenarioLoader.fromString("flows:\n  - { kind: bulk_tcp }\n", "one.yaml");
        assertThat(new Simulation(one).snapshot().path().routes())
                .extracting(SocketRoute::why).containsOnly(SocketRoute.Why.ONLY_QUEUE);
    }

    @Test
    void fqHoldsAThrottledFlowUntilItsTimeNextPacketAtTheSocketsCap() throws ScenarioException {
        Simulation sim = shipped("fq-pacing-1gbe.yaml");
        SocketPacing seen = null;
        while (seen == null && sim.now() < 50 * Units.MS) {
            sim.step();
            SocketPacing p = sim.snapshot().path().pacing().get(0);
            if (p.fqThrottled()) {
                seen = p;
            }
        }
        assertThat(seen).as("fq throttles the capped stream").isNotNull();
        assertThat(seen.by()).isEqualTo(SocketPacing.By.FQ);
        assertThat(seen.fqNextNs()).isGreaterThan(sim.now());
        assertThat(seen.rateBytesPerSecond()).isLessThanOrEqualTo(500_000_000L / 8);
        assertThat(seen.tcpNextNs()).isEqualTo(-1);
    }

    @Test
    void onPfifoFastTcpPacesItselfWithItsTimer() throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromString("kernel: \"6.18\"\nqdisc: { kind: pfifo_fast }\n"
                + PACED, "run.yaml"));
        boolean held = false;
        while (!held && sim.now() < 50 * Units.MS) {
            sim.step();
            SocketPacing p = sim.snapshot().path().pacing().get(0);
            assertThat(p.by()).isEqualTo(SocketPacing.By.TCP);
            held = p.tcpHolds();
            if (held) {
                assertThat(p.tcpNextNs()).isGreaterThan(sim.now());
            }
        }
        assertThat(held).as("TCP's pacing timer holds the next packet").isTrue();
    }

    @Test
    void on412PfifoFastNobodyPaces() throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromString("kernel: \"4.12\"\nqdisc: { kind: pfifo_fast }\n"
                + PACED, "run.yaml"));
        sim.runUntil(10 * Units.MS);
        assertThat(sim.snapshot().path().pacing().get(0).by()).isEqualTo(SocketPacing.By.NONE);
    }
}
