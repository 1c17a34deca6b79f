package org.ringside.model.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Scenario;

class SweepAxisTest {
    private static final Scenario BASE = Scenario.defaults().withFlows(List.of(
            Flow.defaults(FlowKind.BULK_TCP).withName("bulk"),
            Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr")));

    private static SweepAxis axis(String spec) {
        return SweepAxis.parse(spec, BASE, 10_000);
    }

    @Test
    void aListKeepsItsOrderInTheModelsUnits() {
        assertThat(axis("nic.ring_size=256,64,1024").values()).containsExactly(256L, 64L, 1024L);
        assertThat(axis("bql.mode=off,auto").labels()).containsExactly("off", "auto");
        assertThat(axis("nic.tx_usecs=100us, 1ms").values()).containsExactly(100_000L, 1_000_000L);
        assertThat(axis("link.rate=100Mbit,1Gbit").labels()).containsExactly("100Mbit", "1Gbit");
    }

    @Test
    void aRangeMultipliesOrAddsUpToItsEnd() {
        assertThat(axis("nic.ring_size=64..1024*2").values()).containsExactly(64L, 128L, 256L, 512L, 1024L);
        assertThat(axis("nic.ring_size=64..1000*2").values()).containsExactly(64L, 128L, 256L, 512L);
        assertThat(axis("nic.ring_size=64..1024*4").values()).containsExactly(64L, 256L, 1024L);
        assertThat(axis("nic.dispatch_limit=1..4+1").values()).containsExactly(1L, 2L, 3L, 4L);
        assertThat(axis("nic.tx_usecs=100us..1ms+300us").labels()).containsExactly("100us", "400us", "700us", "1ms");
        assertThat(axis("nic.dispatch_limit=0,1..3+1,16").values()).containsExactly(0L, 1L, 2L, 3L, 16L);
        assertThat(axis("nic.ring_size=64..64*2").values()).containsExactly(64L);
    }

    @Test
    void aPerFlowKeyNamesItsFlowByNameOrIndex() {
        SweepAxis byName = axis("flows[rr].request=1,1000");
        assertThat(byName.key().flow()).isEqualTo(1);
        Scenario s = byName.key().apply(BASE, 1000);
        assertThat(s.flows().get(1).request()).isEqualTo(1000);
        assertThat(s.flows().get(0)).isEqualTo(BASE.flows().get(0));
        assertThat(axis("flows[0].count=1,10").key().flow()).isZero();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "nic.ring=64              | there is no key nic.ring to vary (did you mean nic.ring_size? allowed: a key of the scenario format",
        "name=a,b                 | there is no key name to vary",
        "flows[x].count=1         | the scenario has no flow x (allowed: bulk, rr, or an index from 0 to 1)",
        "flows[bulk].request=1    | a bulk_tcp flow has no key request to vary (allowed: count, cpu, zerocopy, priority, remote_rtt, wait_warn)",
        "nic.ring_size            | 'nic.ring_size' is not KEY=VALUES (allowed: e.g. nic.ring_size=64,128,256",
        "nic.ring_size=           | nic.ring_size: the list of values is empty (allowed: 8 to 16384, separated by commas)",
        "nic.ring_size=64,,128    | nic.ring_size: '64,,128' has an empty item (allowed: 8 to 16384, separated by commas)",
        "nic.ring_size=4,64       | nic.ring_size: 4 is out of range (allowed: 8 to 16384)",
        "nic.ring_size=64,64      | nic.ring_size: 64 is listed twice (allowed: each value once)",
        "bql.mode=auto,sometimes  | bql.mode: unknown word sometimes (allowed: auto, fixed, off, unlimited)",
        "bql.mode=auto..off+1     | bql.mode: 'auto..off+1' is a range, but bql.mode takes words",
        "nic.ring_size=64..1024   | nic.ring_size: '64..1024' is not a range (allowed: A..B*F or A..B+S",
        "nic.ring_size=64..1024*  | nic.ring_size: '64..1024*' is not a range",
        "nic.ring_size=64..1024*1 | nic.ring_size: '64..1024*1' multiplies by 1 (allowed: a whole factor of 2 or more",
        "nic.ring_size=64..1024+0 | nic.ring_size: '64..1024+0' steps by 0",
        "nic.ring_size=1024..64*2 | nic.ring_size: '1024..64*2' ends below its start",
        "nic.dispatch_limit=0..8*2 | nic.dispatch_limit: '0..8*2' multiplies from 0",
        "nic.tx_usecs=1us..1ms+2x | nic.tx_usecs: '1us..1ms+2x': expected a duration",
    })
    void badInputIsOneLineNamingTheProblemAndWhatIsAllowed(String spec, String message) {
        assertThatThrownBy(() -> axis(spec.strip())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message.strip())
                .hasMessageNotContaining("\n");
    }

    @Test
    void aHugeRangeIsRefusedBeforeItIsMade() {
        assertThatThrownBy(() -> SweepAxis.parse("seed=0..9000000000000000000+1", BASE, 100))
                .hasMessage("seed: more than 100 values (allowed: at most 100 runs in all)");
    }
}
