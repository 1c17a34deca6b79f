package org.ringside.views.inspect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.geometry.HPos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringside.model.dql.Dql;
import org.ringside.model.dql.DqlRule;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.BqlView;

/**
 * Every variable of one transmit queue's DQL state (the queue the picture shows, named when the
 * device has several), live, named as the kernel's {@code struct
 * dql} names them, with its value and unit and what it means in a tooltip; then the bytes in
 * flight, {@code avail}, whether BQL has stopped the queue, and the rule the last completion took
 * with why, in a sentence. It is as tall as all of that, sentence included; a dock that may be
 * shorter puts it in a {@code ScrollPane}.
 */
public final class DqlInspector extends VBox {
    /** The width the sentence wraps at unless the dock is wider: about that of the table. */
    private static final double WHY_WIDTH = 400;
    /** What DQL's running byte counts count from: only dql_reset sets them back to 0. */
    private static final String SINCE_RESET = "since the queue was last reset (dql_reset: at the start, and when "
            + "the ring is reset), a running total that wraps at 2^32";

    private final List<Row> rows = new ArrayList<>();
    private final Label rule = new Label();
    private final Label why = new Label();
    private final Label mode = new Label();
    private final Label stale = new Label("avail: —, stale until the first completion (dql_reset keeps the old "
            + "adj_limit, so avail is no room under the new limit)");
    private BqlView shown;
    private int shownQueue;

    /** An inspector showing nothing until the first {@link #update}. */
    public DqlInspector() {
        getStyleClass().add("dql-inspector");
        Label title = new Label("BQL: dynamic queue limits");
        title.getStyleClass().add("inspector-title");

        // struct dql's fields in the kernel's order (the stall detector's left out: it is off).
        row("num_queued", "Q: every byte queued to the NIC " + SINCE_RESET, "bytes", b -> grouped(b.dql().queued()));
        row("adj_limit", "limit + num_completed as of the last completion: the stack may queue until num_queued "
                + "reaches it", "bytes", b -> grouped(b.dql().edge()));
        row("last_obj_cnt", "bytes of the latest packet queued", "bytes", b -> grouped(b.dql().lastObjCount()));
        row("limit", "how many bytes may be in flight before the stack stops the queue", "bytes",
                b -> grouped(b.dql().limit()));
        row("num_completed", "C: every byte completed by clean-ups " + SINCE_RESET, "bytes",
                b -> grouped(b.dql().completed()));
        row("prev_ovlimit", "how far over the limit the queue was at the last completion", "bytes",
                b -> grouped(b.dql().prevOverLimit()));
        row("prev_num_queued", "num_queued at the last completion", "bytes", b -> grouped(b.dql().prevNumQueued()));
        row("prev_last_obj_cnt", "last_obj_cnt at the last completion", "bytes", b -> grouped(b.dql().prevLastObjCount()));
        row("lowest_slack", "the smallest excess of the limit seen since slack_start_time",
                b -> b.dql().lowestSlack() == Dql.NONE ? "" : "bytes",
                b -> b.dql().lowestSlack() == Dql.NONE ? "none yet" : grouped(b.dql().lowestSlack()));
        row("slack_start_time", "when the current slack window began, in jiffies (1 ms each at HZ = 1000)",
                "jiffies", b -> grouped(b.dql().slackStartTick()));
        // DQL_MAX_LIMIT, (UINT_MAX / 2) - DQL_MAX_OBJECT in include/linux/dynamic_queue_limits.h
        // (Linux 3.3 on), is limit_max's default: no bound at all, not a size anyone chose.
        row("max_limit", "the limit's upper bound (sysfs limit_max); its default, DQL_MAX_LIMIT = "
                + grouped(Dql.MAX_LIMIT) + ", sets none", b -> b.dql().limitMax() == Dql.MAX_LIMIT ? "" : "bytes",
                b -> b.dql().limitMax() == Dql.MAX_LIMIT ? "no limit" : grouped(b.dql().limitMax()));
        row("min_limit", "the limit's lower bound (sysfs limit_min)", "bytes", b -> grouped(b.dql().limitMin()));
        row("slack_hold_time", "how long slack is watched before the limit is cut", "jiffies",
                b -> grouped(b.dql().holdTimeMs()));
        row("inflight", "num_queued − num_completed: bytes handed to the NIC and not yet cleaned up (sysfs inflight)",
                "bytes", b -> grouped(b.dql().inflight()));
        row("avail", "dql_avail(): adj_limit − num_queued; the stack stops the queue when it goes negative."
                + " After a reset, until the first completion, adj_limit is still the old run's (dql_reset keeps it)",
                b -> b.dql().edgeStale() ? "" : "bytes",
                b -> b.dql().edgeStale() ? "—" : grouped(b.dql().avail()));
        row("stack XOFF", "__QUEUE_STATE_STACK_XOFF: BQL has stopped the queue until a completion makes room", "",
                b -> b.stackXoff() ? "stopped" : "running");

        GridPane grid = new GridPane();
        grid.getStyleClass().add("inspector-grid");
        ColumnConstraints right = new ColumnConstraints();
        right.setHalignment(HPos.RIGHT);
        grid.getColumnConstraints().addAll(new ColumnConstraints(), right, new ColumnConstraints());
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            grid.addRow(i, r.name, r.value, r.unit);
        }

        mode.setId("dql-mode");
        mode.setWrapText(true);
        rule.setId("dql-rule");
        rule.getStyleClass().add("dql-rule");
        rule.setTooltip(new Tooltip("The branch of dql_completed() the last clean-up took"));
        note(why, "dql-why");
        // Under the table, wrapped, so that neither widens it: the unit column would, past the dock.
        Label totals = note("dql-totals", "num_queued and num_completed are totals since the start (t = 0, or the "
                + "last ring reset), not what is queued now: inflight is.");
        note(stale, "dql-avail-stale");
        stale.managedProperty().bind(stale.visibleProperty());
        stale.setVisible(false);
        getChildren().addAll(title, mode, grid, totals, stale, rule, why);
    }

    /** Shows the BQL state of the snapshot's queue 0; costs nothing when it has not changed. */
    public void update(SimSnapshot snapshot) {
        update(snapshot, 0);
    }

    /**
     * Shows the BQL state of transmit queue {@code queue} (each queue has its own {@code struct
     * dql}, in its {@code netdev_queue}), named when the device has several; costs nothing when
     * it has not changed.
     */
    public void update(SimSnapshot snapshot, int queue) {
        int queues = snapshot.queues().size();
        int q = queue > 0 && queue < queues ? queue : 0;
        BqlView bql = snapshot.queue(q).bql();
        if (bql.equals(shown) && q == shownQueue) {
            return;
        }
        shown = bql;
        shownQueue = q;
        String name = queues > 1 ? "tx-" + q + " of " + queues + ": " : "";
        mode.setText(name + (bql.on() ? "BQL is on" : "BQL is off: nothing limits the bytes in the ring but its size"));
        for (Row r : rows) {
            r.value.setText(r.text.apply(bql));
            r.unit.setText(r.unitText.apply(bql));
        }
        stale.setVisible(bql.dql().edgeStale());
        DqlRule last = bql.dql().lastRule();
        rule.setText("last completion: " + last.words());
        why.setText(DqlRuleText.why(last));
    }

    private static Label note(String id, String text) {
        return note(new Label(text), id);
    }

    /**
     * A sentence under the table: as wide as the table, not as the sentence on one line (it wraps
     * instead), and never cut to one line with an ellipsis.
     */
    private static Label note(Label label, String id) {
        label.setId(id);
        label.getStyleClass().add("dql-why");
        label.setWrapText(true);
        label.setPrefWidth(WHY_WIDTH);
        label.setMaxWidth(Double.MAX_VALUE);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
    }

    private void row(String name, String meaning, String unit, Function<BqlView, String> text) {
        row(name, meaning, b -> unit, text);
    }

    private void row(String name, String meaning, Function<BqlView, String> unit, Function<BqlView, String> text) {
        rows.add(new Row(name, meaning, unit, text));
    }

    private static String grouped(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** One variable: its name, value and unit, the value's label known by the id "dql-" + name. */
    private static final class Row {
        final Label name;
        final Label value = new Label();
        final Label unit = new Label();
        final Function<BqlView, String> unitText;
        final Function<BqlView, String> text;

        Row(String name, String meaning, Function<BqlView, String> unit, Function<BqlView, String> text) {
            this.name = new Label(name);
            this.name.getStyleClass().add("inspector-name");
            this.name.setTooltip(new Tooltip(meaning));
            this.value.setId("dql-" + name.replace(' ', '-'));
            this.value.getStyleClass().add("inspector-value");
            this.unit.setId("dql-" + name.replace(' ', '-') + "-unit");
            this.unit.getStyleClass().add("inspector-unit");
            // Names and units whole: a narrow dock scrolls rather than cutting "bytes" to "by…".
            this.name.setMinWidth(Region.USE_PREF_SIZE);
            this.value.setMinWidth(Region.USE_PREF_SIZE);
            this.unit.setMinWidth(Region.USE_PREF_SIZE);
            this.unitText = unit;
            this.text = text;
        }
    }
}
