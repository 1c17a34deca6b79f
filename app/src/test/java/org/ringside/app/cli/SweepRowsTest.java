package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sweep.SweepAxis;
import org.ringside.model.sweep.SweepTable;

class SweepRowsTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final SweepAxis ring = SweepAxis.parse("nic.ring_size=64,128,1024,4096", Scenario.defaults(), 100);
    private final List<SweepTable.Row> handedOn = new java.util.ArrayList<>();
    private final SweepRows rows = new SweepRows(new PrintStream(bytes, true, StandardCharsets.UTF_8),
            List.of(ring), "pps", 4, handedOn::add);

    private SweepTable.Row row(int index) {
        return new SweepTable.Row(List.of(ring.values().get(index)), Scenario.defaults(), Map.of("pps", 1000.0 * (index + 1)));
    }

    private List<String> printed() {
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void aRowIsPrintedOnceItAndEveryRowBeforeItAreDone() {
        rows.header();
        rows.finished(1, row(1));
        assertThat(printed()).as("row 0 still runs").containsExactly("nic.ring_size  pps");
        rows.finished(0, row(0));
        assertThat(printed()).hasSize(3);
        rows.finished(3, row(3));
        assertThat(printed()).hasSize(3);
        rows.finished(2, row(2));
        assertThat(printed()).hasSize(5);
        // Widths from the values known before any run: the first row is as wide as the last.
        assertThat(printed().get(1)).matches("64 {13}\\S.*");
        assertThat(printed().get(4)).matches("4096 {11}\\S.*");
    }

    @Test
    void stoppingPrintsTheRowsFinishedPastOneStillRunningAndTakesNoMore() {
        rows.header();
        rows.finished(0, row(0));
        rows.finished(2, row(2));
        assertThat(rows.stop()).isEqualTo(2);
        assertThat(rows.stopped()).isTrue();
        assertThat(printed()).hasSize(3);
        assertThat(printed().get(1)).startsWith("64 ");
        assertThat(printed().get(2)).startsWith("1024 ");
        rows.finished(1, row(1));
        assertThat(rows.stop()).isEqualTo(2);
        assertThat(printed()).as("nothing after the stop, nothing twice").hasSize(3);
    }

    @Test
    void eachRowPrintedIsHandedOnInOrderAndAFailureHaltsTheTable() {
        rows.finished(2, row(2));
        rows.finished(0, row(0));
        assertThat(handedOn).containsExactly(row(0));
        rows.finished(1, row(1));
        assertThat(handedOn).containsExactly(row(0), row(1), row(2));

        SweepRows failing = new SweepRows(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                List.of(ring), "pps", 4, r -> {
                    throw new java.io.IOException("cannot write s.csv: No space left on device");
                });
        assertThat(failing.finished(0, row(0))).isTrue();
        assertThat(failing.finished(1, row(1))).isFalse();
        assertThat(failing.halted()).contains("cannot write s.csv: No space left on device");
    }
}
