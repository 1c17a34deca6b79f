package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringside.model.scenario.LabFiles.error;
import static org.ringside.model.scenario.LabFiles.read;

import org.junit.jupiter.api.Test;

/** The transmit queues: how many a device gets, and what the qdisc over them must be. */
class QueueRulesTest {
    private static final String ONE_FLOW = "flows: [ { kind: bulk_tcp } ]\n";

    @Test
    void theDriverMakesOneQueuePerCpuUpToItsMaximum() throws ScenarioException {
        assertThat(read(ONE_FLOW).txQueues()).as("one CPU").isEqualTo(1);
        assertThat(read("cpus: 4\nnic: { driver: e1000 }\n" + ONE_FLOW).txQueues()).as("e1000").isEqualTo(1);
        assertThat(read("cpus: 4\nnic: { driver: ixgbe }\nqdisc: { kind: mq }\n" + ONE_FLOW).txQueues()).isEqualTo(4);
        assertThat(read("cpus: 16\nnic: { driver: igb }\nqdisc: { kind: mq }\n" + ONE_FLOW).txQueues())
                .as("IGB_MAX_TX_QUEUES").isEqualTo(8);
        assertThat(read("cpus: 2\nnic: { driver: ixgbe, tx_queues: 8 }\nqdisc: { kind: mq }\n" + ONE_FLOW).txQueues())
                .as("ethtool -L").isEqualTo(8);
    }

    @Test
    void mqTakesItsChildAndTheChildsKeys() throws ScenarioException {
        Scenario s = read("cpus: 8\nnic: { driver: ixgbe }\nqdisc: { kind: mq, child: fq_codel, quantum: 300 }\n"
                + ONE_FLOW);
        assertThat(s.qdisc().kind()).isEqualTo(QdiscKind.MQ);
        assertThat(s.qdisc().leaf()).isEqualTo(QdiscKind.FQ_CODEL);
        assertThat(s.qdisc().fqCodel().quantum()).isEqualTo(300);
        assertThat(ScenarioLoader.fromString(ScenarioWriter.toYaml(s), "again.yaml")).isEqualTo(s);
        assertThat(ScenarioWriter.toYaml(s)).contains("cpus: 8\n").contains("kind: mq, child: fq_codel");
    }

    @Test
    void oneQueueAndOneCpuWriteNothingNew() {
        String yaml = ScenarioWriter.toYaml(Scenario.defaults());
        assertThat(yaml).doesNotContain("cpus").doesNotContain("tx_queues").doesNotContain("child");
    }

    @Test
    void mqNeedsSeveralQueuesAndSeveralQueuesNeedMq() {
        assertThat(error("qdisc: { kind: mq }\n" + ONE_FLOW)).isEqualTo("lab.yaml:1: qdisc.kind: mq needs a device with"
                + " more than one transmit queue (mq_init), this one has 1 (allowed: pfifo_fast, pfifo, fq_codel, fq)");
        assertThat(error("cpus: 4\nnic: { driver: igb }\nqdisc: { kind: fq_codel }\n" + ONE_FLOW))
                .isEqualTo("lab.yaml:3: qdisc.kind: fq_codel as the root of 4 transmit queues is not modelled;"
                        + " Linux gives such a device mq (allowed: mq, with child pfifo_fast, pfifo, fq_codel, fq)");
        assertThat(error("qdisc: { kind: pfifo, child: fq_codel }\n" + ONE_FLOW))
                .isEqualTo("lab.yaml:1: qdisc.child: applies only to kind mq, not pfifo"
                        + " (allowed: pfifo_fast (the default) with kind pfifo)");
    }

    @Test
    void noMoreQueuesThanTheDriverSetsUpAndOneFifoForSeveral() throws ScenarioException {
        assertThat(error("nic: { driver: igb, tx_queues: 9 }\nqdisc: { kind: mq }\n" + ONE_FLOW))
                .isEqualTo("lab.yaml:1: nic.tx_queues: 9 is more than the igb driver sets up (8) (allowed: 0 to 8)");
        assertThat(error("nic: { tx_queues: 65 }\n" + ONE_FLOW)).startsWith("lab.yaml:1: nic.tx_queues: 65")
                .endsWith("(allowed: 0 to 64)");
        assertThat(error("cpus: 0\n" + ONE_FLOW)).startsWith("lab.yaml:1: cpus: 0").endsWith("(allowed: 1 to 64)");
        // The queues share the one FIFO (the 82599's packet buffer with DCB off).
        assertThat(read("nic: { driver: ixgbe, tx_queues: 2, fifo_bytes: 65536 }\nqdisc: { kind: mq }\n" + ONE_FLOW)
                .nic().fifoBytes()).isEqualTo(65_536);
    }

    @Test
    void fqCodelUnderMqNeedsTheKernelThatBroughtIt() {
        assertThat(error("kernel: \"3.4\"\ncpus: 2\nnic: { driver: igb }\nqdisc: { kind: mq, child: fq_codel }\n"
                + ONE_FLOW)).startsWith("lab.yaml:4: qdisc.child: fq_codel needs Linux 3.5");
    }

    @Test
    void aFlowsCpuIsOneTheScenarioHasAndIsWrittenAsANumber() throws ScenarioException {
        assertThat(error("cpus: 2\nflows: [ { kind: bulk_tcp, cpu: 2 } ]\n"))
                .isEqualTo("lab.yaml:2: flows[0].cpu: CPU 2, but cpus is 2 (allowed: spread, 0 to 1)");
        Scenario s = read("cpus: 2\nflows: [ { kind: bulk_tcp, cpu: 1 }, { kind: udp_cbr } ]\n");
        assertThat(s.flows().get(0).cpu()).isEqualTo(1);
        assertThat(s.flows().get(1).cpu()).isEqualTo(Flow.SPREAD);
        String yaml = ScenarioWriter.toYaml(s);
        assertThat(yaml).contains("cpu: 1,").doesNotContain("spread");
        assertThat(ScenarioLoader.fromString(yaml, "again.yaml")).isEqualTo(s);
    }
}
