package org.ringside.views.inspect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.HPos;
import javafx.geometry.VPos;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.PrintableText;
import org.ringside.model.metrics.Unit;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.FlowView;
import org.ringside.views.charts.UnitScale;

/**
 * The run's running totals, live: bytes and packets offered, sent and dropped, what waits in the
 * qdisc and the ring, the doorbells, interrupts and clean-ups, frames and transactions, how busy
 * the CPU and the wire have been; then one table row per flow entry. Counts are exact with their
 * digits grouped; sizes, times and shares also read in the unit that suits them.
 */
public final class CountersInspector extends VBox {
    private final List<Row> rows = new ArrayList<>();
    private final TableView<FlowView> flows = new TableView<>();
    private final FlowColumns fit = new FlowColumns(flows);
    private SimSnapshot shown;

    /** An inspector showing nothing until the first {@link #update}. */
    public CountersInspector() {
        getStyleClass().add("counters-inspector");
        Label title = new Label("Counters");
        title.getStyleClass().add("inspector-title");

        row("offered", "handed to the qdisc (or to the driver, for pktgen)",
                s -> bytesAndPackets(s.totals().offeredBytes(), s.totals().offeredPackets()));
        row("sent", "whose last bit has left the wire (a GSO packet counts once)",
                s -> bytesAndPackets(s.totals().sentBytes(), s.totals().sentPackets()));
        row("dropped", "dropped by the qdisc (tail drop) or by a ring reset",
                s -> bytesAndPackets(s.totals().droppedBytes(), s.totals().qdiscDrops() + s.totals().ringDrops()));
        row("qdisc drops", "packets the qdisc dropped because it was full (txqueuelen)",
                s -> count(s.totals().qdiscDrops()));
        row("ring drops", "packets dropped when the ring was reset (a new ring size or MTU)",
                s -> count(s.totals().ringDrops()));
        row("in the system", "offered and neither sent nor dropped: offered = sent + dropped + this",
                s -> ByteCounts.exactAndShortened(s.totals().inSystemBytes()));
        row("qdisc", "waiting in the qdisc",
                s -> bytesAndPackets(s.totals().qdiscBytes(), s.totals().qdiscPackets()));
        row("ring", "in the TX ring, sent ones too until a clean-up frees them (BQL's inflight)",
                s -> ByteCounts.exactAndShortened(s.totals().ringBytes()));
        row("doorbells", "MMIO writes that told the NIC about new descriptors", s -> count(s.totals().doorbells()));
        row("interrupts", "TX interrupts the NIC raised", s -> count(s.totals().interrupts()));
        row("clean-ups", "TX clean-up rounds (NAPI polls) that freed descriptors", s -> count(s.totals().cleanups()));
        row("frames", "Ethernet frames sent, and their bytes from header to end of payload",
                s -> count(s.totals().frames()) + " of " + ByteCounts.exactAndShortened(s.totals().frameBytes()));
        row("transactions", "request-response transactions completed", s -> count(s.totals().transactions()));
        row("CPU busy", "share of the run the CPU spent working, and for how long",
                s -> share(s.totals().cpuBusyNs(), s.timeNs()) + " ("
                        + Durations.human(s.totals().cpuBusyNs()) + ")");
        row("wire busy", "share of the run a frame was on the wire",
                s -> share(s.totals().wireBusyPs() / 1000.0, s.timeNs()));

        GridPane grid = new GridPane();
        grid.getStyleClass().add("inspector-grid");
        ColumnConstraints names = new ColumnConstraints();
        names.setHalignment(HPos.LEFT);
        names.setMinWidth(Region.USE_PREF_SIZE); // names whole; a long value wraps instead
        ColumnConstraints values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(names, values);
        for (int i = 0; i < rows.size(); i++) {
            grid.addRow(i, rows.get(i).name, rows.get(i).value);
            GridPane.setValignment(rows.get(i).name, VPos.TOP); // beside a wrapped value's first line
        }

        flows.setId("counters-flows");
        flows.setTooltip(new Tooltip("What each flow entry of the scenario has sent so far"));
        // Each column as wide as its widest text (FlowColumns), the table scrolling sideways in a
        // narrow dock: squeezed into the dock's width, every column was cut to "…".
        flows.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        flows.getColumns().add(column("flow", f -> PrintableText.of(f.name())));
        flows.getColumns().add(column("kind", f -> f.kind().yamlName()));
        flows.getColumns().add(column("packets", f -> count(f.packets())));
        // In the unit that suits it: a column has no room for every digit of a long run's bytes.
        flows.getColumns().add(column("bytes", f -> ByteCounts.shortened(f.bytes())));
        flows.getColumns().add(column("drops", f -> count(f.droppedPackets())));
        flows.getColumns().add(column("transactions", f -> count(f.transactions())));
        flows.getColumns().add(column("mean latency", f -> Double.isNaN(f.meanLatencyNs()) ? "—"
                : Durations.human(f.meanLatencyNs())));
        flows.setPlaceholder(new Label("no flows"));
        VBox.setVgrow(flows, Priority.ALWAYS);
        getChildren().addAll(title, grid, flows);
    }

    /** Shows the snapshot's totals and flows; costs next to nothing when the snapshot is the same. */
    public void update(SimSnapshot snapshot) {
        if (snapshot == shown) {
            return;
        }
        SimSnapshot was = shown;
        shown = snapshot;
        if (was == null || !was.totals().equals(snapshot.totals()) || was.timeNs() != snapshot.timeNs()) {
            for (Row r : rows) {
                r.value.setText(r.text.apply(snapshot));
            }
        }
        List<FlowView> now = snapshot.flows();
        if (flows.getItems().size() != now.size()) {
            flows.getItems().setAll(now);
            fit.refit();
            return;
        }
        // Only the rows that changed; replacing a row drops its selection, so it is put back.
        int selected = flows.getSelectionModel().getSelectedIndex();
        for (int i = 0; i < now.size(); i++) {
            if (!flows.getItems().get(i).equals(now.get(i))) {
                flows.getItems().set(i, now.get(i));
            }
        }
        if (selected >= 0 && flows.getSelectionModel().getSelectedIndex() != selected) {
            flows.getSelectionModel().select(selected);
        }
        fit.refit();
    }

    private void row(String name, String meaning, Function<SimSnapshot, String> text) {
        rows.add(new Row(name, meaning, text));
    }

    private TableColumn<FlowView, String> column(String title, Function<FlowView, String> text) {
        TableColumn<FlowView, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        c.setSortable(false);
        fit.add(c, text);
        return c;
    }

    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    static String packets(long n) {
        return count(n) + (n == 1 ? " packet" : " packets");
    }

    private static String bytesAndPackets(long bytes, long packets) {
        return ByteCounts.exactAndShortened(bytes) + " in " + packets(packets);
    }

    /** {@code partNs} of {@code wholeNs} in percent; "—" before any time has passed. */
    private static String share(double partNs, long wholeNs) {
        return wholeNs <= 0 ? "—" : UnitScale.describe(Unit.FRACTION, partNs / wholeNs);
    }

    /** One total: its name, with what it counts in a tooltip, and its value. */
    private static final class Row {
        final Label name;
        final Label value = new Label();
        final Function<SimSnapshot, String> text;

        Row(String name, String meaning, Function<SimSnapshot, String> text) {
            this.name = new Label(name);
            this.name.getStyleClass().add("inspector-name");
            this.name.setTooltip(new Tooltip(meaning));
            this.value.setId("counters-" + name.replace(' ', '-'));
            this.value.getStyleClass().add("inspector-value");
            this.value.setWrapText(true);
            this.text = text;
        }
    }
}
