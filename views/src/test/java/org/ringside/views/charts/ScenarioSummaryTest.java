package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Link;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;

class ScenarioSummaryTest {
    @Test
    void theDefaultsInOneLine() {
        assertThat(ScenarioSummary.settings(Scenario.defaults())).isEqualTo(
                "Linux 6.18 · 1 Gbit/s · ring 256 · TSO on, GSO on · MTU 1500 · BQL auto · doorbell xmit_more"
                        + " · pfifo_fast txqueuelen 1000 · flows: bulk_tcp");
    }

    @Test
    void saysWhenACurrentKernelRunsWithoutSmallQueues() {
        Scenario s = Scenario.defaults().withTcp(Scenario.defaults().tcp().withSmallQueues(false));
        assertThat(ScenarioSummary.settings(s)).contains(" · pfifo_fast txqueuelen 1000 · TCP small queues off · ");
        Scenario old = Knobs.get("kernel").set(Scenario.defaults(), new Kernel(3, 3).index());
        assertThat(ScenarioSummary.settings(old)).startsWith("Linux 3.3 · ").doesNotContain("small queues");
    }

    @Test
    void namesARealDriverBeforeItsRing() {
        Scenario e1000 = Knobs.get("nic.driver").set(Scenario.defaults(), NicDriver.E1000.ordinal());
        assertThat(ScenarioSummary.settings(e1000)).startsWith("Linux 6.18 · 1 Gbit/s · e1000 · ring 256 · TSO on");
    }

    @Test
    void carriesTheKnobsATalkComparesRunsBy() {
        Scenario s = Scenario.defaults()
                .withLink(new Link(10_000_000_000L))
                .withNic(Scenario.defaults().nic().withRingSize(1024).withTso(false).withGso(false).withMtu(9000)
                        .withDoorbell(DoorbellMode.DISPATCH_LIMIT, 16))
                .withBql(Bql.fixed(6000))
                .withQdisc(new Qdisc(QdiscKind.PFIFO, 500, 65536))
                .withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP).withCount(100),
                        Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr")));
        assertThat(ScenarioSummary.settings(s)).isEqualTo(
                "Linux 6.18 · 10 Gbit/s · ring 1024 · TSO off, GSO off · MTU 9000 · BQL fixed 6,000 bytes"
                        + " · doorbell dispatch_limit 16 · pfifo txqueuelen 500, drain budget 65,536 bytes"
                        + " · flows: 100× bulk_tcp, rr");
    }

    @Test
    void namesBqlLimitsOnlyWhenTheyDifferFromTheDefaults() {
        assertThat(ScenarioSummary.bql(Bql.off())).isEqualTo("BQL off");
        assertThat(ScenarioSummary.bql(new Bql(org.ringside.model.scenario.BqlMode.AUTO, 3028, 2_000_000, 1000, 0)))
                .isEqualTo("BQL auto, limit_min 3,028 bytes, limit_max 2 MB");
    }

    @Test
    void countsFlowsBeyondTheFirstFour() {
        Flow f = Flow.defaults(FlowKind.UDP_CBR);
        Scenario s = Scenario.defaults().withFlows(List.of(f.withName("a"), f.withName("b"), f.withName("c"),
                f.withName("d"), f.withName("e"), f.withName("f")));
        assertThat(ScenarioSummary.settings(s)).endsWith("flows: a, b, c, d, 2 more");
    }

    @Test
    void fqCodelIsNamedWithItsLimitAndTargetNotTxqueuelen() {
        Scenario s = Scenario.defaults().withQdisc(new Qdisc(QdiscKind.FQ_CODEL, 1000, 0));
        assertThat(ScenarioSummary.settings(s)).contains("fq_codel limit 10240, target 5ms").doesNotContain("txqueuelen");
    }

    @Test
    void fqIsNamedWithItsLimitsAndMaxrateNotTxqueuelen() {
        Scenario s = Scenario.defaults().withQdisc(new Qdisc(QdiscKind.FQ, 1000, 0));
        assertThat(ScenarioSummary.settings(s)).contains("fq limit 10000, flow_limit 100").doesNotContain("txqueuelen")
                .doesNotContain("maxrate");
        Scenario capped = s.withQdisc(s.qdisc().withFq(s.qdisc().fq().withMaxrateBps(Units.GBIT)));
        assertThat(ScenarioSummary.settings(capped)).contains("fq limit 10000, flow_limit 100, maxrate 1Gbit");
    }
}
