package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class KernelGatesTest {
    private static Scenario load(String yaml) throws ScenarioException {
        return ScenarioLoader.fromString(yaml + "flows: [ { kind: bulk_tcp } ]\n", "old.yaml");
    }

    @Test
    void tcpSmallQueuesBeforeLinux36IsRefusedAtItsLine() {
        assertThatThrownBy(() -> load("kernel: \"3.3\"\nlink: { rate: 1Gbit }\ntcp: { small_queues: true }\n"))
                .hasMessage("old.yaml:3: tcp.small_queues: true needs Linux 3.6 (46d3ceabd8d9 \"tcp: TCP Small"
                        + " Queues\"), but kernel is 3.3 (allowed: false, or kernel 3.6 or later)");
    }

    @Test
    void xmitMoreBeforeLinux318IsRefusedButTheRfcDoorbellIsNot() throws ScenarioException {
        assertThatThrownBy(() -> load("kernel: \"3.17\"\nnic: { doorbell: xmit_more }\n"))
                .hasMessageStartingWith("old.yaml:2: nic.doorbell: xmit_more needs Linux 3.18 (0b725a2ca61b")
                .hasMessageEndingWith("but kernel is 3.17 (allowed: immediate or dispatch_limit, or kernel 3.18 or later)");
        assertThat(load("kernel: \"3.18\"\nnic: { doorbell: xmit_more }\n").nic().doorbell())
                .isEqualTo(DoorbellMode.XMIT_MORE);
        assertThat(load("kernel: \"3.3\"\nnic: { doorbell: dispatch_limit, dispatch_limit: 16 }\n").nic().doorbell())
                .isEqualTo(DoorbellMode.DISPATCH_LIMIT);
    }

    @Test
    void aSysctlBeforeItsReleaseKeepsTheValueItStandsFor() throws ScenarioException {
        assertThatThrownBy(() -> load("kernel: \"3.5\"\ntcp: { limit_output_bytes: 262144 }\n"))
                .hasMessageStartingWith("old.yaml:2: tcp.limit_output_bytes: 262144 needs Linux 3.6 (46d3ceabd8d9")
                .hasMessageEndingWith("(allowed: 131072, or kernel 3.6 or later)");
        assertThat(load("kernel: \"3.6\"\ntcp: { limit_output_bytes: 262144 }\n").tcp().limitOutputBytes())
                .isEqualTo(262_144);
    }

    @Test
    void everyLaterBehaviourIsRefusedBeforeItsRelease() {
        assertThatThrownBy(() -> load("kernel: \"3.11\"\ntcp: { tso_autosize: true }\n"))
                .hasMessageContaining("tcp.tso_autosize: true needs Linux 3.12 (95bd09eb2750");
        assertThatThrownBy(() -> load("kernel: \"3.17\"\nqdisc: { bulk_dequeue: true }\n"))
                .hasMessageContaining("qdisc.bulk_dequeue: true needs Linux 3.18 (5772e9a3463b");
        assertThatThrownBy(() -> load("kernel: \"4.19\"\nqdisc: { bql_aborts_list: false }\n"))
                .hasMessageContaining("qdisc.bql_aborts_list: false needs Linux 4.20 (fe60faa50638");
    }

    @Test
    void fqBeforeLinux312IsRefusedAtItsLine() throws ScenarioException {
        assertThatThrownBy(() -> load("kernel: \"3.11\"\nqdisc: { kind: fq }\n"))
                .hasMessage("old.yaml:2: qdisc.kind: fq needs Linux 3.12 (afe4fd062416 \"pkt_sched: fq: Fair Queue"
                        + " packet scheduler\"), but kernel is 3.11 (allowed: pfifo_fast or pfifo or fq_codel or mq, or"
                        + " kernel 3.12 or later)");
        assertThat(load("kernel: \"3.12\"\nqdisc: { kind: fq }\n").qdisc().kind()).isEqualTo(QdiscKind.FQ);
    }

    @Test
    void anOlderBehaviourOnANewerKernelIsTheModelsToTry() throws ScenarioException {
        Scenario s = load("kernel: \"6.18\"\ntcp: { small_queues: false }\nnic: { doorbell: immediate }\n");
        assertThat(s.tcp().smallQueues()).isFalse();
        assertThat(s.nic().doorbell()).isEqualTo(DoorbellMode.IMMEDIATE);
    }

    @Test
    void everyReleaseHasItsOwnValuesAndFitSetsBackWhatItLacks() throws ScenarioException {
        Scenario defaults = ScenarioLoader.fromString("flows: [ { kind: bulk_tcp } ]\n", "x.yaml");
        for (Kernel k : Kernel.releases()) {
            Scenario own = Knobs.get("kernel").set(defaults, k.index());
            assertThat(ScenarioValidator.problems(own)).as(k.toString()).isEmpty();
            Scenario asked = Knobs.get("nic.doorbell").set(Knobs.get("tcp.small_queues").set(own, 1),
                    DoorbellMode.XMIT_MORE.ordinal());
            Scenario fitted = KernelGates.fit(asked);
            assertThat(ScenarioValidator.problems(fitted)).as(k.toString()).isEmpty();
            assertThat(fitted.tcp().smallQueues()).as(k.toString()).isEqualTo(k.atLeast(new Kernel(3, 6)));
            assertThat(fitted.nic().doorbell() == DoorbellMode.XMIT_MORE).as(k.toString())
                    .isEqualTo(k.atLeast(new Kernel(3, 18)));
        }
    }

    @Test
    void aControlPanelOffersOnlyWhatTheKernelHas() {
        Scenario old = Knobs.get("kernel").set(Knobs.defaults(), new Kernel(3, 3).index());
        assertThat(KnobConditions.allowed(Knobs.get("nic.doorbell"), old))
                .isEqualTo("immediate or dispatch_limit (Linux 3.3)");
        assertThat(KnobConditions.allowed(Knobs.get("qdisc.kind"), old)).isEqualTo("pfifo_fast or pfifo or mq (Linux 3.3)");
        assertThat(KnobConditions.allowed(Knobs.get("nic.doorbell"), Knobs.defaults()))
                .isEqualTo(Knobs.get("nic.doorbell").allowed());
    }
}
