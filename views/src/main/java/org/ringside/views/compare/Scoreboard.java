package org.ringside.views.compare;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringside.model.sim.RunSummary;
import org.ringside.views.run.Frame;
import org.ringside.views.run.FrameListener;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunState;

/**
 * Two lanes' figures side by side, in type large enough for the back row: a column per
 * {@link ScoreFigure} with a row for lane A, one for lane B and one for B over A; columns that
 * do not fit the width go on in a second row. It listens to the
 * later lane's frames, so both runs have advanced for the pulse, and reads both runs' summaries a
 * few times a second while they play (a summary takes its percentiles anew), at once when they
 * stand still. Its look is the "Scoreboard" section of the stylesheet.
 */
public final class Scoreboard extends FlowPane implements FrameListener {
    /** Wall time between two readings of the summaries while a run plays. */
    static final long REFRESH_NS = 250_000_000L;

    private final RunController a;
    private final RunController b;
    private static final String[] ROWS = {"A", "B", "B ÷ A"};
    private static final String[] ROW_IDS = {"a", "b", "ratio"};
    private static final String[] ROW_CLASSES = {"lane-a", "lane-b", "lane-ratio"};

    private final Map<ScoreFigure, Label[]> cells = new EnumMap<>(ScoreFigure.class);
    private static final long NEVER = Long.MIN_VALUE;
    private long shownPulseNs = NEVER;
    private final long[] shownAt = {-1, -1, -1, -1};

    /** A scoreboard of lane A's run {@code a} and lane B's run {@code b}; shows them once a frame comes. */
    public Scoreboard(RunController a, RunController b) {
        this.a = Objects.requireNonNull(a, "a");
        this.b = Objects.requireNonNull(b, "b");
        getStyleClass().add("scoreboard");
        setId("scoreboard");
        // A column per figure, the lanes' names first; in a narrow window or at large text the
        // columns go on in a second row rather than cut their figures short.
        VBox names = column(new Label(""));
        for (int r = 0; r < ROWS.length; r++) {
            names.getChildren().add(cell(ROWS[r], "score-lane", ROW_CLASSES[r]));
        }
        getChildren().add(names);
        for (ScoreFigure f : ScoreFigure.values()) {
            Label title = cell(f.title(), "score-title", "score-title");
            title.setTooltip(new Tooltip(f.help()));
            VBox column = column(title);
            Label[] values = new Label[ROWS.length];
            for (int r = 0; r < ROWS.length; r++) {
                values[r] = cell("—", "score-value", ROW_CLASSES[r]);
                values[r].setId("score-" + f.id() + "-" + ROW_IDS[r]);
                column.getChildren().add(values[r]);
            }
            cells.put(f, values);
            getChildren().add(column);
        }
    }

    private static VBox column(Label heading) {
        VBox column = new VBox(heading);
        column.setAlignment(Pos.TOP_RIGHT);
        column.getStyleClass().add("score-column");
        return column;
    }

    private static Label cell(String text, String kind, String lane) {
        Label label = new Label(text);
        label.getStyleClass().addAll(kind, lane);
        // A figure cut to "…" would say nothing: the column takes the room its words need.
        label.setMinWidth(Region.USE_PREF_SIZE);
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
        cells.forEach((f, values) -> {
            values[0].setText(f.text(sa));
            values[1].setText(f.text(sb));
            values[2].setText(f.ratio(sa, sb));
        });
    }
}
