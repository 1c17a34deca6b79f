package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/** With several transmit queues a step's sentence names its queue and CPU; with one it does not. */
class NarrationWhereTest {
    private static final String BULK_AND_VOICE = "link: { rate: 1Gbit }\n"
            + "nic: { driver: ixgbe%s }\n"
            + "%s"
            + "flows:\n"
            + "  - { kind: bulk_tcp, name: bulk, count: 2, cpu: 0, remote_rtt: 200us }\n"
            + "  - { kind: udp_cbr, name: voice, size: 160, interval: 1ms%s }\n";

    private static List<StepResult> steps(String yaml, int count) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromString(yaml, "test.yaml"));
        List<StepResult> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(sim.step());
        }
        return out;
    }

    private static List<String> sentences(List<StepResult> steps, StepKind kind, String flow) {
        return steps.stream().filter(s -> s.kind() == kind && (flow == null || s.flow().equals(flow)))
                .map(StepResult::sentence).toList();
    }

    @Test
    void twoQueuesOnTwoCpus() throws ScenarioException {
        // ixgbe's XPS: the bulk streams on CPU 0 send to tx-0, the voice call on CPU 1 to tx-1;
        // each queue's interrupt, and so its clean-up, runs on the CPU of its number.
        List<StepResult> steps = steps(String.format(BULK_AND_VOICE, ", tx_queues: 2", "cpus: 2\nqdisc: { kind: mq }\n",
                ", cpu: 1"), 20_000);
        assertThat(sentences(steps, StepKind.UDP_SEND, "voice"))
                .isNotEmpty().allSatisfy(s -> assertThat(s).contains(" tx-1 on CPU 1: voice sends its next datagram"));
        assertThat(sentences(steps, StepKind.QDISC_XMIT, "voice"))
                .isNotEmpty().allSatisfy(s -> assertThat(s).contains(" tx-1 on CPU 1: qdisc hands packet #"));
        assertThat(sentences(steps, StepKind.QDISC_XMIT, "bulk"))
                .isNotEmpty().allSatisfy(s -> assertThat(s).contains(" tx-0 on CPU 0: qdisc hands packet #"));
        // The NIC's own steps have a queue and no CPU.
        assertThat(sentences(steps, StepKind.PACKET_SENT, "voice"))
                .isNotEmpty().allSatisfy(s -> assertThat(s).contains(" tx-1: packet #").doesNotContain("CPU"));
        assertThat(sentences(steps, StepKind.CLEANUP, null))
                .anySatisfy(s -> assertThat(s).contains(" tx-1 on CPU 1: clean-up: "))
                .anySatisfy(s -> assertThat(s).contains(" tx-0 on CPU 0: clean-up: "));
    }

    @Test
    void oneQueueIsNotNamed() throws ScenarioException {
        List<StepResult> steps = steps(String.format(BULK_AND_VOICE, "", "", ""), 5_000);
        assertThat(steps).extracting(StepResult::sentence).noneMatch(s -> s.contains("tx-") || s.contains("CPU"));
        assertThat(sentences(steps, StepKind.QDISC_XMIT, "voice")).isNotEmpty()
                .allSatisfy(s -> assertThat(s).containsPattern("^t=[0-9., ]+(ns|µs|ms|s) qdisc hands packet #"));
    }
}
