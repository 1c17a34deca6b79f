package org.ringside.views.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.FlowView;
import org.ringside.model.sim.SimSnapshot.Totals;
import org.ringside.model.sim.Simulation;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The counters of a real short run of two flows, as they grow. */
@ExtendWith(ApplicationExtension.class)
class CountersInspectorTest {
    private static final Scenario TWO_FLOWS = Scenario.defaults().withFlows(List.of(
            Flow.defaults(FlowKind.BULK_TCP).withName("bulk"), Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr")));

    private CountersInspector inspector;

    @Start
    void start(Stage stage) {
        inspector = new CountersInspector();
        stage.setScene(new Scene(inspector, 1000, 700));
        stage.show();
    }

    @Test
    void noFlowColumnIsCutAtOneAndAHalfTimesTheText(FxRobot robot) {
        Simulation sim = new Simulation(TWO_FLOWS);
        sim.runUntil(200_000_000L);
        SimSnapshot snap = sim.snapshot();
        robot.interact(() -> {
            // The window's text size at 150 %, in a dock as narrow as the window gives it.
            inspector.getScene().getRoot().setStyle("-fx-font-size: 22.5px;");
            inspector.getScene().getWindow().setWidth(560);
            inspector.update(snap);
        });
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        List<String> shown = robot.lookup("#counters-flows .table-cell .text").queryAll().stream()
                .map(n -> ((javafx.scene.text.Text) n).getText()).filter(t -> !t.isEmpty()).toList();
        assertThat(shown).contains("bulk", "rr", "bulk_tcp", "request_response");
        assertThat(shown).noneMatch(t -> t.endsWith("…") || t.endsWith("..."));
        List<String> headers = robot.lookup("#counters-flows .column-header .label").queryAll().stream()
                .map(n -> ((javafx.scene.control.Labeled) n).getText()).toList();
        assertThat(headers).contains("transactions", "mean latency");
        assertThat(robot.lookup("#counters-flows .column-header .label .text").queryAll()).allSatisfy(
                n -> assertThat(((javafx.scene.text.Text) n).getText()).doesNotEndWith("…"));
    }

    @Test
    void theTotalsAndEachFlowShowWithUnitsAndGroupedDigits(FxRobot robot) {
        Simulation sim = new Simulation(TWO_FLOWS);
        sim.runUntil(20_000_000L);
        SimSnapshot snap = sim.snapshot();
        robot.interact(() -> inspector.update(snap));
        Totals t = snap.totals();
        assertThat(t.sentBytes()).isGreaterThan(1_000_000);
        assertThat(text(robot, "#counters-sent")).isEqualTo(String.format(Locale.ROOT, "%,d bytes (%s MB) in %,d packets",
                t.sentBytes(), threeDigits(t.sentBytes() / 1e6), t.sentPackets()));
        assertThat(text(robot, "#counters-offered")).startsWith(String.format(Locale.ROOT, "%,d bytes", t.offeredBytes()));
        assertThat(text(robot, "#counters-doorbells")).isEqualTo(String.format(Locale.ROOT, "%,d", t.doorbells()));
        assertThat(text(robot, "#counters-clean-ups")).isEqualTo(String.format(Locale.ROOT, "%,d", t.cleanups()));
        assertThat(text(robot, "#counters-transactions")).isEqualTo(String.format(Locale.ROOT, "%,d", t.transactions()));
        assertThat(t.transactions()).isPositive();
        double cpu = (double) t.cpuBusyNs() / snap.timeNs() / 0.01;
        assertThat(text(robot, "#counters-CPU-busy")).startsWith(threeDigits(cpu) + " %");
        double wire = t.wireBusyPs() / 1000.0 / snap.timeNs() / 0.01;
        assertThat(wire).isGreaterThan(50);
        assertThat(text(robot, "#counters-wire-busy")).isEqualTo(threeDigits(wire) + " %");

        TableView<FlowView> table = flowTable(robot);
        assertThat(table.getItems()).containsExactlyElementsOf(snap.flows());
        FlowView rr = snap.flows().get(1);
        assertThat(rr.name()).isEqualTo("rr");
        assertThat(cell(table, 1, 2)).isEqualTo(String.format(Locale.ROOT, "%,d", rr.packets()));
        assertThat(cell(table, 0, 3)).isEqualTo(threeDigits(snap.flows().get(0).bytes() / 1e6) + " MB");
        assertThat(text(robot, "#counters-frames")).isEqualTo(String.format(Locale.ROOT, "%,d of %,d bytes (%s MB)",
                t.frames(), t.frameBytes(), threeDigits(t.frameBytes() / 1e6)));
        assertThat(text(robot, "#counters-dropped")).isEqualTo(String.format(Locale.ROOT, "%,d bytes in %,d packets",
                t.droppedBytes(), t.qdiscDrops() + t.ringDrops()));
        assertThat(cell(table, 1, 6)).matches("[\\d.]+ (µs|ms)");

        // Later, the same rows with new numbers; the selected row stays selected.
        robot.interact(() -> table.getSelectionModel().select(1));
        sim.runUntil(40_000_000L);
        SimSnapshot later = sim.snapshot();
        robot.interact(() -> inspector.update(later));
        assertThat(text(robot, "#counters-sent")).startsWith(String.format(Locale.ROOT, "%,d bytes", later.totals().sentBytes()));
        assertThat(later.totals().sentBytes()).isGreaterThan(t.sentBytes());
        assertThat(table.getItems()).containsExactlyElementsOf(later.flows());
        assertThat(table.getSelectionModel().getSelectedIndex()).isEqualTo(1);
    }

    @Test
    void inANarrowPaneTheNamesStayWholeAndLongValuesWrap(FxRobot robot) {
        Simulation sim = new Simulation(TWO_FLOWS);
        sim.runUntil(20_000_000L);
        SimSnapshot snap = sim.snapshot();
        robot.interact(() -> {
            inspector.update(snap);
            inspector.getScene().getWindow().setWidth(330); // the inspectors' share of a 1600-pixel window, or less
            inspector.getScene().getRoot().layout();
        });
        robot.interact(() -> {
            for (Node n : inspector.lookupAll(".inspector-name")) {
                Label name = (Label) n;
                assertThat(name.getWidth()).as(name.getText()).isGreaterThanOrEqualTo(name.prefWidth(-1));
            }
            Label sent = robot.lookup("#counters-sent").queryAs(Label.class);
            assertThat(sent.getHeight()).as("two lines").isGreaterThan(1.5 * sent.getFont().getSize());
            assertThat(sent.getBoundsInParent().getMaxX()).isLessThanOrEqualTo(330);
        });
    }

    @Test
    void beforeAnyTimeHasPassedTheSharesAreDashes(FxRobot robot) {
        SimSnapshot start = new Simulation(TWO_FLOWS).snapshot();
        robot.interact(() -> inspector.update(start));
        assertThat(text(robot, "#counters-wire-busy")).isEqualTo("—");
        assertThat(text(robot, "#counters-sent")).isEqualTo("0 bytes in 0 packets");
        TableView<FlowView> table = flowTable(robot);
        assertThat(cell(table, 0, 6)).isEqualTo("—");
    }

    private static String threeDigits(double v) {
        return new BigDecimal(v).round(new MathContext(3)).stripTrailingZeros().toPlainString();
    }

    @SuppressWarnings("unchecked")
    private static TableView<FlowView> flowTable(FxRobot robot) {
        return robot.lookup("#counters-flows").queryAs(TableView.class);
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static String cell(TableView<FlowView> table, int row, int column) {
        return (String) table.getColumns().get(column).getCellData(row);
    }
}
