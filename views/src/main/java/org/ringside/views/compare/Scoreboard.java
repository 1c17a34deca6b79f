package org.ringside.views.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.HPos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import org.ringside.model.sim.RunSummary;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.run.Frame;
import org.ringside.views.run.FrameListener;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunState;

/**
 * Two lanes' figures side by side, in type large enough for the back row: one table, a column
 * per figure of the model's {@link org.ringside.model.sim.Scoreboard} (the figures, units and
 * ratio {@code ringside run --vs} prints) and a row for lane A, one for lane B and one for B over
 * A, each named at its left. It never wraps: where the width has no room for every column the
 * last ones, the least telling, give way and the corner's "+N" tells them in its tooltip. It
 * listens to the later lane's frames, so both runs have advanced for the pulse, and reads both
 * runs' summaries a few times a second while they play (a summary takes its percentiles anew),
 * at once when they stand still. Its look is the "Scoreboard" section of the stylesheet.
 *
 * <p>In {@linkplain #presentationProperty presentation} it takes the whole width for the back
 * row: its type grows until the table fills the width, up to {@link #PRESENTATION_MAX_SCALE}
 * times the window's, and never below the window's.
 */
public final class Scoreboard extends GridPane implements FrameListener {
    /** Wall time between two readings of the summaries while a run plays. */
    static final long REFRESH_NS = 250_000_000L;
    /** The rows' names at the left, in the order of the rows under the headings. */
    static final List<String> ROWS = org.ringside.model.sim.Scoreboard.LINES;
    private static final String[] ROW_IDS = {"a", "b", "ratio"};
    private static final String[] ROW_CLASSES = {"lane-a", "lane-b", "lane-ratio"};
    private static final long NEVER = Long.MIN_VALUE;
    /** The most presentation scales the board's type by: as much as the picture's. */
    public static final double PRESENTATION_MAX_SCALE = PipelinePictureView.PRESENTATION_TYPE_SCALE;
    /** A change of scale smaller than this is not worth another layout pass. */
    private static final double SCALE_STEP = 0.02;

    private final RunController a;
    private final RunController b;
    /** The corner over the rows' names: "+N" where N columns gave way, and their figures in its tooltip. */
    private final Label more = cell("", "score-title", "score-more");
    private final Tooltip moreTip = new Tooltip();
    private final List<Column> columns = new ArrayList<>();
    private List<org.ringside.model.sim.Scoreboard.Row> shown = List.of();
    private long shownPulseNs = NEVER;
    private final long[] shownAt = {-1, -1, -1, -1};
    private final BooleanProperty presentation = new SimpleBooleanProperty(this, "presentation", false);
    /** What the board's type is scaled by now: 1 outside presentation. */
    private double scale = 1;
    /** The window's text size, whose normal size the board's type in presentation stays at or above. */
    private final DoubleProperty textScale = new SimpleDoubleProperty(this, "textScale", 1);

    /** One figure's heading and its three values, top to bottom. */
    private record Column(String figure, Label title, Label[] values) {
        List<Label> cells() {
            List<Label> all = new ArrayList<>(List.of(values));
            all.add(0, title);
            return all;
        }

        double width() {
            return cells().stream().mapToDouble(c -> c.prefWidth(-1)).max().orElse(0);
        }

        void show(boolean shown) {
            for (Label c : cells()) {
                c.setVisible(shown);
                c.setManaged(shown);
            }
        }
    }

    /** A scoreboard of lane A's run {@code a} and lane B's run {@code b}; shows them once a frame comes. */
    public Scoreboard(RunController a, RunController b) {
        this.a = Objects.requireNonNull(a, "a");
        this.b = Objects.requireNonNull(b, "b");
        getStyleClass().add("scoreboard");
        setId("scoreboard");
        more.setId("score-more");
        add(more, 0, 0);
        for (int r = 0; r < ROWS.size(); r++) {
            add(cell(ROWS.get(r), "score-lane", ROW_CLASSES[r]), 0, r + 1);
        }
        // Its columns give way rather than widen the window: what it needs is its preferred width.
        setMinWidth(0);
        setMinHeight(Region.USE_PREF_SIZE);
        presentation.addListener((o, was, now) -> {
            if (!now) {
                scaleType(1);
            }
            requestLayout();
        });
        textScale.addListener((o, was, now) -> requestLayout());
    }

    /** Whether the board is shown in presentation mode: the whole width, its type as large as fits. */
    public BooleanProperty presentationProperty() {
        return presentation;
    }

    /**
     * The window's text scale (1 at normal text): in presentation, where the width has no room for
     * every figure in the window's type, the board's type gets smaller, down to the normal text's.
     */
    public DoubleProperty textScaleProperty() {
        return textScale;
    }

    /** What the board's type is scaled by now, against the window's text: 1 outside presentation. */
    public double typeScale() {
        return scale;
    }

    private static Label cell(String text, String kind, String lane) {
        Label label = new Label(text);
        label.getStyleClass().addAll(kind, lane);
        // A figure cut to "…" would say nothing: the column takes the room its words need.
        label.setMinWidth(Region.USE_PREF_SIZE);
        GridPane.setHalignment(label, HPos.RIGHT);
        return label;
    }

    /** Shows the summaries when a run moved: a few times a second while one plays, else at once. */
    @Override
    public void onFrame(Frame frame) {
        long[] now = {a.nowNs(), a.eventsProcessed(), b.nowNs(), b.eventsProcessed()};
        boolean moved = !Arrays.equals(now, shownAt);
        boolean playing = a.state() == RunState.PLAYING || b.state() == RunState.PLAYING;
        boolean due = shownPulseNs == NEVER || frame.pulseNs() - shownPulseNs >= REFRESH_NS;
        if (moved && (!playing || due)) {
            show(a.summary(), b.summary());
            System.arraycopy(now, 0, shownAt, 0, now.length);
            shownPulseNs = frame.pulseNs();
        }
    }

    /** Shows lane A's summary {@code sa} beside lane B's {@code sb}. */
    public void show(RunSummary sa, RunSummary sb) {
        List<org.ringside.model.sim.Scoreboard.Row> rows = org.ringside.model.sim.Scoreboard.of(sa, sb).rows();
        if (!figures(rows).equals(columns.stream().map(Column::figure).toList())) {
            rebuild(rows);
        }
        for (int c = 0; c < rows.size(); c++) {
            org.ringside.model.sim.Scoreboard.Row row = rows.get(c);
            Label[] values = columns.get(c).values();
            values[0].setText(row.aText());
            values[1].setText(row.bText());
            values[2].setText(row.ratioText());
        }
        shown = rows;
        requestLayout();
    }

    /** The figures' names, left to right: the model's table's, as the command line prints them. */
    public List<String> figures() {
        return columns.stream().map(Column::figure).toList();
    }

    /** The figures whose columns have no room at this width, and give way. */
    public List<String> hiddenFigures() {
        return columns.stream().filter(c -> !c.title().isManaged()).map(Column::figure).toList();
    }

    private static List<String> figures(List<org.ringside.model.sim.Scoreboard.Row> rows) {
        return rows.stream().map(org.ringside.model.sim.Scoreboard.Row::figure).toList();
    }

    /** A column per figure: the set changes when a lane's flows do (an interactive flow or none). */
    private void rebuild(List<org.ringside.model.sim.Scoreboard.Row> rows) {
        for (Column c : columns) {
            getChildren().removeAll(c.cells());
        }
        columns.clear();
        for (int c = 0; c < rows.size(); c++) {
            org.ringside.model.sim.Scoreboard.Row row = rows.get(c);
            Label title = cell(row.figure(), "score-title", "score-title");
            title.setTooltip(new Tooltip(row.help()));
            add(title, c + 1, 0);
            Label[] values = new Label[ROWS.size()];
            for (int r = 0; r < values.length; r++) {
                values[r] = cell("–", "score-value", ROW_CLASSES[r]);
                values[r].setId("score-" + id(row.figure()) + "-" + ROW_IDS[r]);
                add(values[r], c + 1, r + 1);
            }
            columns.add(new Column(row.figure(), title, values));
        }
    }

    /** A figure's part of its cells' ids: {@code rr p99 wait} → {@code rr-p99-wait}. */
    static String id(String figure) {
        return figure.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }

    @Override
    protected double computePrefWidth(double height) {
        // Every column's, whether it shows now or not: the width it would take to show them all.
        double width = sideInsets() + leftWidth();
        for (Column c : columns) {
            width += getHgap() + c.width();
        }
        return width;
    }

    @Override
    protected void layoutChildren() {
        if (presentation.get()) {
            fillWidth();
        }
        fit();
        super.layoutChildren();
    }

    /**
     * Presentation: scales the type so the table, every column shown, is as wide as the board,
     * up to {@link #PRESENTATION_MAX_SCALE}; no smaller than the window's type where that leaves
     * room for every column, else as small as does, but not below the normal text size's. Its
     * widths grow with its type, so the width at scale 1 is what it needs now over the scale now;
     * the new type is laid out on the next pass. It grows by steps, but shrinks as soon as a wider
     * figure needs it, so no column gives way in the meantime.
     */
    private void fillWidth() {
        double atOne = (computePrefWidth(-1) - sideInsets()) / scale;
        if (atOne <= 0 || getWidth() <= 0) {
            return;
        }
        double least = Math.min(1, 1 / Math.max(1, textScale.get()));
        double fits = (getWidth() - sideInsets()) / atOne;
        // A little under, so rounding in the new widths does not push the last column out.
        double wanted = Math.max(least, Math.min(PRESENTATION_MAX_SCALE, fits) - SCALE_STEP / 2);
        if (fits < scale && wanted < scale || wanted - scale >= SCALE_STEP) {
            scaleType(wanted);
        }
    }

    private void scaleType(double by) {
        scale = by;
        setStyle(by == 1 ? "" : String.format(Locale.ROOT, "-fx-font-size: %.3fem;", by));
    }

    /** Shows the columns that fit the width, left to right; the rest give way to the corner's "+N". */
    private void fit() {
        double room = getWidth() - sideInsets() - leftWidth();
        List<String> gone = new ArrayList<>();
        boolean fits = true;
        for (int c = 0; c < columns.size(); c++) {
            Column column = columns.get(c);
            room -= getHgap() + column.width();
            fits = fits && room >= 0;
            if (column.title().isManaged() != fits) {
                column.show(fits);
            }
            if (!fits && c < shown.size()) {
                org.ringside.model.sim.Scoreboard.Row row = shown.get(c);
                gone.add(row.figure() + ": A " + row.aText() + ", B " + row.bText() + ", B/A " + row.ratioText());
            }
        }
        more.setText(gone.isEmpty() ? "" : "+" + gone.size());
        more.setTooltip(gone.isEmpty() ? null : moreTip);
        moreTip.setText("No room for: " + String.join("; ", gone));
    }

    /** The rows' names' column: as wide as its widest. */
    private double leftWidth() {
        double w = 0;
        for (Node n : getChildren()) {
            if (GridPane.getColumnIndex(n) != null && GridPane.getColumnIndex(n) == 0) {
                w = Math.max(w, n.prefWidth(-1));
            }
        }
        return w;
    }

    private double sideInsets() {
        return snappedLeftInset() + snappedRightInset();
    }
}
