package org.ringside.views.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Link;
import org.ringside.model.scenario.Scenario;

class PipelineStageTest {

    @Test
    void stagesComeInTheOrderAPacketCrossesThem() {
        assertThat(PipelineStage.values()).extracting(PipelineStage::title)
                .containsExactly("Sockets", "qdisc", "driver", "TX ring", "NIC", "wire");
    }

    @Test
    void theDefaultScenarioIsAOneGigabitE1000ClassNic() {
        Scenario s = Scenario.defaults();
        assertThat(PipelineStage.SOCKETS.detail(s)).isEqualTo("1 flow\nbulk_tcp");
        assertThat(PipelineStage.QDISC.detail(s)).isEqualTo("pfifo_fast\ntxqueuelen 1000");
        assertThat(PipelineStage.DRIVER.detail(s)).isEqualTo("BQL auto\ndoorbell immediate");
        assertThat(PipelineStage.TX_RING.detail(s)).isEqualTo("256 descriptors");
        assertThat(PipelineStage.NIC.detail(s)).isEqualTo("MTU 1500\nTSO on");
        assertThat(PipelineStage.WIRE.detail(s)).isEqualTo("1 Gbit/s");
    }

    @Test
    void detailsFollowTheScenariosKnobs() {
        Scenario s = Scenario.defaults()
                .withLink(new Link(10_000_000_000L))
                .withNic(Scenario.defaults().nic().withRingSize(1024).withTso(false).withMtu(9000)
                        .withDoorbell(DoorbellMode.DISPATCH_LIMIT, 16))
                .withBql(Bql.fixed(6000))
                .withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP).withCount(100),
                        Flow.defaults(FlowKind.REQUEST_RESPONSE)));
        assertThat(PipelineStage.SOCKETS.detail(s)).isEqualTo("101 flows\nbulk_tcp\nrequest_response");
        assertThat(PipelineStage.DRIVER.detail(s)).isEqualTo("BQL fixed 6000 B\ndoorbell dispatch_limit 16");
        assertThat(PipelineStage.TX_RING.detail(s)).isEqualTo("1024 descriptors");
        assertThat(PipelineStage.NIC.detail(s)).isEqualTo("MTU 9000\nTSO off");
        assertThat(PipelineStage.WIRE.detail(s)).isEqualTo("10 Gbit/s");
    }

    @ParameterizedTest
    @CsvSource({
        "1, 1 bit/s",
        "999, 999 bit/s",
        "1000, 1 Kbit/s",
        "1000000, 1 Mbit/s",
        "100000000, 100 Mbit/s",
        "2500000000, 2.5 Gbit/s",
        "1234567, 1.234567 Mbit/s",
        "400000000000, 400 Gbit/s",
    })
    void ratesReadAsPeopleSayThem(long bitsPerSecond, String expected) {
        assertThat(PipelineStage.formatRate(bitsPerSecond)).isEqualTo(expected);
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "request_response      | request_/response",
        "bulk_tcp              | bulk_tcp",
        "txqueuelen 1000       | txqueuelen 1000",
        "pfifo_fast            | pfifo_fast",
        "dispatch_limit 16     | dispatch_limit 16"})
    void longKernelWordsBreakAfterTheirUnderscoreInTheCards(String line, String shown) {
        assertThat(PipelineView.breakLongWords("101 flows\n" + line)).isEqualTo("101 flows\n" + shown.replace("/", "\n"));
    }
}
