package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringside.model.scenario.LabFiles.error;
import static org.ringside.model.scenario.LabFiles.read;

import org.junit.jupiter.api.Test;

/** The knobs of the cost of bytes: {@code cpu.per_byte} in picoseconds, and {@code flows[].zerocopy}. */
class CostOfBytesKnobsTest {

    @Test
    void perByteIsReadInPicosecondsAndWrittenBackTheSame() throws ScenarioException {
        String flow = "flows: [ { kind: bulk_tcp } ]\n";
        assertThat(Scenario.defaults().cpu().perBytePs()).as("one core's 10 GB/s unless a file says").isEqualTo(100);
        assertThat(read(flow).cpu().perBytePs()).isEqualTo(100);
        assertThat(read("cpu: { per_byte: 0.1ns }\n" + flow).cpu().perBytePs()).isEqualTo(100);
        assertThat(read("cpu: { per_byte: 250ps }\n" + flow).cpu().perBytePs()).isEqualTo(250);
        assertThat(read("cpu: { per_byte: 0 }\n" + flow).cpu().perBytePs()).isZero();
        Scenario s = read("cpu: { per_byte: 1500ps }\n" + flow);
        assertThat(ScenarioWriter.toYaml(s)).contains("per_byte: 1500ps");
        assertThat(read(ScenarioWriter.toYaml(s))).isEqualTo(s);
        assertThat(error("cpu: { per_byte: 0.5ps }\n" + flow)).contains("lab.yaml:1").contains("cpu.per_byte")
                .contains("not a whole number of picoseconds");
        assertThat(error("cpu: { per_byte: 2us }\n" + flow)).contains("cpu.per_byte").contains("out of range")
                .contains("0ps to 1us");
        assertThat(error("cpu: { per_byte: 100 }\n" + flow)).contains("has no unit");
    }

    @Test
    void zerocopyIsABulkTcpKeyFromLinux414() throws ScenarioException {
        Scenario s = read("flows: [ { kind: bulk_tcp, zerocopy: true }, { kind: bulk_tcp, name: copies } ]\n");
        assertThat(s.flows().get(0).zerocopy()).isTrue();
        assertThat(s.flows().get(1).zerocopy()).isFalse();
        assertThat(ScenarioWriter.toYaml(s)).contains("zerocopy: true").containsOnlyOnce("zerocopy: ");
        assertThat(read(ScenarioWriter.toYaml(s))).isEqualTo(s);
        assertThat(error("kernel: \"4.13\"\nflows: [ { kind: bulk_tcp, zerocopy: true } ]\n"))
                .contains("flows[0].zerocopy").contains("needs Linux 4.14")
                .contains("f214f915e7db \"tcp: enable MSG_ZEROCOPY\"").contains("kernel is 4.13");
        assertThat(read("kernel: \"4.14\"\nflows: [ { kind: bulk_tcp, zerocopy: true } ]\n").flows().get(0).zerocopy())
                .isTrue();
        assertThat(error("flows: [ { kind: udp_cbr, zerocopy: true } ]\n")).contains("zerocopy");
    }
}
