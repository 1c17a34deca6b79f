package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/**
 * Which CPU sends, by hand. One bulk TCP flow on CPU 0 of a four-CPU host with four queues; a
 * qdisc run costs 300 ns a packet and the doorbell 10 ns. On igb (no XPS) seed 6's flow hash
 * puts the socket on tx-2, whose interrupt is CPU 2's, and its RSS hash puts its ACKs on rx-1,
 * CPU 1's. An ACK's send then runs on CPU 1: the qdisc hands the packet over 300 ns after the
 * ACK and the doorbell lands 10 ns later, both on CPU 1's timeline, none on CPU 0's. A send TCP
 * small queues wakes runs on CPU 2, right after the clean-up there that freed the packet (with BQL
 * off, so that the clean-up has not already asked CPU 2 for a run by waking a stopped queue). On
 * ixgbe (XPS and ATR) the socket uses tx-0 and its ACKs come in on rx-0: CPU 0 does it all.
 */
class SendingCpuTest {
    private static final String YAML = "duration: 10ms\nseed: 6\nlink: { rate: 1Gbit }\ncpus: 4\n"
            + "nic: { driver: %s, ring_size: 256, tso: true, doorbell: xmit_more }\nqdisc: { kind: mq }\n"
            + "cpu: { per_packet: 300ns, per_segment: 0ns, doorbell: 10ns, per_completion: 10ns, per_interrupt: 1us,"
            + " per_byte: 0ps, per_ack: 0ns, per_skb: 0ns }\n"
            + "flows:\n  - { kind: bulk_tcp, name: bulk, cpu: 0, remote_rtt: 100us }\n";

    private static Simulation run(String driver) throws ScenarioException {
        return run(driver, "");
    }

    private static Simulation run(String driver, String more) throws ScenarioException {
        return new Simulation(ScenarioLoader.fromString(String.format(YAML, driver) + more, "sending-cpu.yaml"));
    }

    private static StepResult stepTo(Simulation sim, StepKind kind) {
        for (int i = 0; i < 1_000_000; i++) {
            StepResult r = sim.step();
            if (r.kind() == kind) {
                return r;
            }
        }
        throw new AssertionError("no " + kind);
    }

    private static String words(StepResult r) {
        return r.sentence().substring(r.sentence().indexOf(' ') + 1);
    }

    private static long busyNs(Simulation sim, int cpu) {
        return sim.path().cpus[cpu].busyNs(sim.now());
    }

    /**
     * Steps to the first step of kind {@code cause}, told as {@code words} of tx-2 on
     * {@code cpu}; the send it makes then costs that CPU the qdisc run (300 ns) and the doorbell
     * (10 ns), and CPU 0, the socket's, nothing.
     */
    private static void sendRunsOn(Simulation sim, StepKind cause, String words, int cpu) {
        StepResult step = stepTo(sim, cause);
        long t = step.timeNs();
        String on = "µs tx-2 on CPU " + cpu + ": ";
        assertThat(words(step)).startsWith(on + words).contains("handed to the qdisc");
        long socketCpu = busyNs(sim, 0);
        long sending = busyNs(sim, cpu);
        StepResult xmit = sim.step();
        StepResult doorbell = sim.step();
        assertThat(xmit.timeNs()).isEqualTo(t + 300);
        assertThat(words(xmit)).startsWith(on + "qdisc hands packet");
        assertThat(doorbell.timeNs()).isEqualTo(t + 310);
        assertThat(words(doorbell)).startsWith(on + "doorbell");
        assertThat(busyNs(sim, cpu) - sending).as("CPU %d's timeline", cpu).isEqualTo(310);
        assertThat(busyNs(sim, 0) - socketCpu).as("CPU 0's timeline").isZero();
    }

    @Test
    void aSendAnAckClocksRunsOnTheCpuThatReceivedTheAck() throws ScenarioException {
        sendRunsOn(run("igb"), StepKind.TCP_ACK, "ACK for bulk", 1);
    }

    @Test
    void aSendTcpSmallQueuesWakesRunsOnTheCpuWhoseCleanUpFreedThePacket() throws ScenarioException {
        sendRunsOn(run("igb", "bql: { mode: off }\n"), StepKind.TCP_WAKE, "clean-up freed", 2);
    }

    @Test
    void onIxgbeTheAcksComeInOnTheSendingQueuesCpu() throws ScenarioException {
        Simulation sim = run("ixgbe");
        StepResult ack = stepTo(sim, StepKind.TCP_ACK);
        assertThat(words(ack)).startsWith("µs tx-0 on CPU 0: ACK for bulk");
        assertThat(words(sim.step())).startsWith("µs tx-0 on CPU 0: qdisc hands packet");
    }

    @Test
    void anAcksOwnWorkComesBeforeTheSendItAllows() throws ScenarioException {
        // 500 ns for the ACK and 200 ns for the one skb it frees, on CPU 0, before the qdisc run.
        Simulation sim = new Simulation(ScenarioLoader.fromString(String.format(YAML, "ixgbe")
                .replace("per_ack: 0ns, per_skb: 0ns", "per_ack: 500ns, per_skb: 200ns"), "sending-cpu.yaml"));
        StepResult ack = stepTo(sim, StepKind.TCP_ACK);
        StepResult work = sim.step();
        assertThat(work.kind()).isEqualTo(StepKind.TCP_ACK_WORK);
        assertThat(work.timeNs()).isEqualTo(ack.timeNs() + 700);
        assertThat(words(work)).startsWith("µs CPU 0: 1 ACK processed");
        StepResult xmit = sim.step();
        assertThat(xmit.timeNs()).isEqualTo(work.timeNs() + 300);
        assertThat(words(xmit)).startsWith("µs tx-0 on CPU 0: qdisc hands packet");
    }
}
