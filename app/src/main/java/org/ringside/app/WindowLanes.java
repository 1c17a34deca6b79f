package org.ringside.app;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.ringside.app.WindowAction.WindowMenu;
import org.ringside.model.scenario.KnobDifference;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.charts.LiveChartView;
import org.ringside.views.compare.Scoreboard;
import org.ringside.views.knobs.KnobMarks;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.knobs.RuntimeKnobsTarget;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.run.FrameHub;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunReplacement;
import org.ringside.views.run.RunState;

/**
 * The window's lanes: lane A, the window's own run, always; lane B, a second run of the same
 * traffic with knobs of its own, under it while comparing. Both are lanes of the window's one
 * {@link FrameHub}, on its clock and its one frame budget; the run bar drives both. Between the
 * pictures a {@link Scoreboard} sets their figures side by side, and the knobs in which the two
 * runs differ are marked in both knob panels, and the live chart draws B's run beside A's on
 * shared axes. The knob slot shows the selected lane's panel.
 *
 * <p>The runs keep in step: a knob that restarts one lane's run resets the other to t = 0 too,
 * and lane B plays and pauses with lane A whoever commands it, the run bar, {@code --play} of a
 * pair or classroom setup, or a lesson's timed run, which pauses both at its time (a run that had
 * finished waits at t = 0 after a reset).
 */
final class WindowLanes {
    /** Scenario → Compare with…: lane B, a copy of lane A. */
    static final KeyCombination COMPARE = new KeyCodeCombination(KeyCode.K, KeyCombination.SHORTCUT_DOWN);
    /** Scenario → Close lane B. */
    static final KeyCombination CLOSE_B = new KeyCodeCombination(KeyCode.K, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_DOWN);

    private final FrameHub hub;
    private final RunBar runBar;
    private final RunController a;
    private final KnobPanel knobsA;
    /** The live chart: lane A's frames reach it from the window, lane B's from here. */
    private final LiveChartView chart;
    private final PipelinePictureView pictureA;
    /** Lane A's picture, over lane B's box while comparing; a split pane so the divider moves. */
    private final SplitPane pictures = new SplitPane();
    private final StackPane knobStack;
    private final VBox knobSlot;
    private final ToggleButton selectA = new ToggleButton("Lane A");
    private final ToggleButton selectB = new ToggleButton("Lane B");
    private final HBox selector = new HBox(selectA, selectB);
    private final Label titleA = new Label("Lane A");
    private final BooleanProperty comparing = new SimpleBooleanProperty(this, "comparing", false);
    private LaneB b;
    private Set<String> marked = Set.of();
    private Scenario comparedA;
    private Scenario comparedB;
    private Consumer<String> changedB = sentence -> { };
    private Runnable droppedB = () -> { };

    /** Lane B's run, its lane, its picture, its knobs and the scoreboard between the lanes. */
    private record LaneB(RunController controller, FrameHub.Lane lane, PipelinePictureView picture, KnobPanel knobs,
            Scoreboard scoreboard, Label title) {
    }

    WindowLanes(FrameHub hub, RunBar runBar, PipelinePictureView pictureA, KnobPanel knobsA, LiveChartView chart) {
        this.hub = Objects.requireNonNull(hub, "hub");
        this.chart = Objects.requireNonNull(chart, "chart");
        this.runBar = Objects.requireNonNull(runBar, "runBar");
        this.a = runBar.controller();
        this.pictureA = Objects.requireNonNull(pictureA, "pictureA");
        this.knobsA = Objects.requireNonNull(knobsA, "knobsA");
        pictures.setId("lanes");
        pictures.setOrientation(Orientation.VERTICAL);
        // Until the window shows its panes the picture stands alone in the middle; an item of a
        // split pane without a skin is no child, so it can (MainWindow).
        pictures.getItems().add(pictureA);
        titleA.getStyleClass().addAll("lane-title", "lane-a");
        presentTitle(titleA);
        titleA.setOnMouseClicked(e -> selectA.setSelected(true));
        knobStack = new StackPane(knobsA);
        ToggleGroup group = new ToggleGroup();
        selectA.setToggleGroup(group);
        selectB.setToggleGroup(group);
        selectA.setId("lane-select-a");
        selectB.setId("lane-select-b");
        selectA.setTooltip(new Tooltip("The knobs below turn lane A's run (the upper picture)"));
        selectB.setTooltip(new Tooltip("The knobs below turn lane B's run (the lower picture); Scenario → Close lane B ("
                + CLOSE_B.getDisplayText() + ") goes back to one lane, Compare with… (" + COMPARE.getDisplayText()
                + ") copies lane A into B again"));
        selectA.getStyleClass().add("lane-a");
        selectB.getStyleClass().add("lane-b");
        selectA.setSelected(true);
        // A selector that stays selected: one lane's knobs always show.
        group.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) {
                was.setSelected(true);
            } else {
                showKnobsOf(now == selectB);
            }
        });
        selector.getStyleClass().add("lane-selector");
        selector.visibleProperty().bind(comparing);
        selector.managedProperty().bind(comparing);
        knobSlot = new VBox(selector, knobStack);
        VBox.setVgrow(knobStack, Priority.ALWAYS);
        knobSlot.setId("knob-slot");
        a.addReplacementListener(r -> {
            // A knob of A's that restarted its run, a load or a reset: B starts again beside it.
            if (b != null && r != RunReplacement.UNDO && b.controller().nowNs() > 0) {
                b.controller().reset();
            }
            playBesideA();
        });
        a.addPlayStateListener(state -> {
            if (state == RunState.PLAYING) {
                playBesideA();
            } else if (b != null) {
                b.controller().pause();
            }
        });
    }

    /** The pictures, and the scoreboard between them while comparing: the middle of the work area. */
    Region pictures() {
        return pictures;
    }

    /** The selected lane's knob panel, under the A/B selector while comparing. */
    Region knobs() {
        return knobSlot;
    }

    /** Scenario → Compare with… and Close lane B. */
    List<WindowAction> actions() {
        return List.of(
                new WindowAction("menu-compare", WindowMenu.SCENARIO, "Compare with…", COMPARE,
                        "lane B: a copy of the scenario under the picture, to turn its knobs and run both side by side",
                        this::compare),
                new WindowAction("menu-close-b", WindowMenu.SCENARIO, "Close lane B", CLOSE_B,
                        "back to one lane", this::closeB));
    }

    /**
     * From now on {@code changed} hears each knob change made in lane B's panel (and each undo),
     * and {@code dropped} runs before lane B closes or runs another scenario, whose changes then
     * cannot be taken back.
     */
    void onLaneB(Consumer<String> changed, Runnable dropped) {
        this.changedB = Objects.requireNonNull(changed, "changed");
        this.droppedB = Objects.requireNonNull(dropped, "dropped");
    }

    /** Whether lane B is open. */
    BooleanProperty comparing() {
        return comparing;
    }

    /** Lane B's run, while comparing. */
    Optional<RunController> laneB() {
        return Optional.ofNullable(b).map(LaneB::controller);
    }

    /** Lane B's picture, while comparing. */
    Optional<PipelinePictureView> pictureB() {
        return Optional.ofNullable(b).map(LaneB::picture);
    }

    /** Lane B's knob panel, while comparing. */
    Optional<KnobPanel> knobsB() {
        return Optional.ofNullable(b).map(LaneB::knobs);
    }

    /** Whether the knob panel turns lane B's knobs (Lane B chosen over it); false with one lane. */
    boolean knobsOfB() {
        return b != null && selectB.isSelected();
    }

    /** Chooses which lane's knobs the knob panel turns, as a classroom setup has it; lane A with one lane. */
    void showKnobsOfB(boolean laneB) {
        (laneB && b != null ? selectB : selectA).setSelected(true);
    }

    /**
     * What stands alone in the middle until the window shows its panes: lane A's picture, or while
     * comparing the column of both lanes, which the work area's split pane takes in once shown.
     */
    Node alone() {
        return pictures.getItems().get(0);
    }

    /** The knobs marked as differing in both panels now. */
    Set<String> marked() {
        return marked;
    }

    /** Compare with…: lane B runs a copy of lane A's settings now; both start again from t = 0. */
    void compare() {
        Scenario now = a.settings();
        runBar.controller().reset();
        openB(now);
    }

    /**
     * Opens a pair: lane A runs {@code first}, lane B {@code second}, both from t = 0 on the same
     * clock. For the command line; the window's document is whatever lane A runs.
     */
    void openPair(Scenario first, Scenario second) {
        runBar.load(first);
        knobsA.refresh();
        openB(second);
    }

    /** Close lane B: back to one lane, lane A's knobs showing. */
    void closeB() {
        if (b == null) {
            return;
        }
        droppedB.run();
        b.picture().spotlight().litProperty().unbindBidirectional(pictureA.spotlight().litProperty());
        hub.remove(b.lane());
        chart.closeLaneB();
        runBar.stopDriving(b.controller());
        pictures.getItems().setAll(pictureA);
        pictureA.setPrefHeight(Region.USE_COMPUTED_SIZE);
        PictureHeight.releaseLane(pictureA);
        pictureA.fitHeightProperty().set(false);
        knobStack.getChildren().setAll(knobsA);
        b = null;
        comparing.set(false);
        selectA.setSelected(true);
        mark(Set.of());
        comparedA = null;
        comparedB = null;
    }

    /** Lane B runs {@code scenario} from t = 0, beside lane A: opened now, or the open lane B reloaded. */
    void openB(Scenario scenario) {
        if (b != null) {
            droppedB.run();
            b.controller().load(scenario);
            b.knobs().refresh();
        } else {
            b = newLaneB(scenario);
            runBar.alsoDrive(b.controller());
            // One column: A's title and picture, the scoreboard, B's title and picture; the two
            // pictures share what the titles and the scoreboard leave. Where the room is less than
            // their least heights (a short window, large text) the column scrolls rather than
            // running under the run bar.
            ScrollPane column = new ScrollPane(new VBox(titleA, pictureA, b.scoreboard(), b.title(), b.picture()));
            column.setId("lanes-column");
            column.getStyleClass().add("edge-to-edge");
            column.setFitToWidth(true);
            column.setFitToHeight(true);
            column.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
            pictures.getItems().setAll(column);
            VBox.setVgrow(pictureA, Priority.ALWAYS);
            // A picture prefers the size it was last given: without this A, drawn alone before,
            // would keep its height and leave B a strip.
            // Each keeps its share of the height against the scoreboard's large figures.
            for (PipelinePictureView picture : List.of(pictureA, b.picture())) {
                picture.setPrefHeight(0);
                PictureHeight.keepLane(picture);
                // A lane's picture shows its whole pipeline at once: one that scrolled showed a
                // class the panels' titles only.
                picture.fitHeightProperty().set(true);
            }
            knobStack.getChildren().add(b.knobs());
            comparing.set(true);
        }
        playBesideA();
        showKnobsOf(selectB.isSelected());
        markDifferences();
    }

    private LaneB newLaneB(Scenario scenario) {
        RunController c = new RunController(scenario);
        PipelinePictureView picture = new PipelinePictureView();
        picture.setId("pipeline-b");
        // B looks as A does: text size, contrast, colours and presentation follow A's picture.
        picture.textScaleProperty().bind(pictureA.textScaleProperty());
        picture.highContrastProperty().bind(pictureA.highContrastProperty());
        picture.colourByProperty().bind(pictureA.colourByProperty());
        picture.presentationProperty().bind(pictureA.presentationProperty());
        // One spotlight for both: a key or a click on either picture lights the stage in both.
        picture.spotlight().litProperty().bindBidirectional(pictureA.spotlight().litProperty());
        VBox.setVgrow(picture, Priority.ALWAYS);
        c.addStepListener(picture::highlight);
        KnobPanel knobs = new KnobPanel(new RuntimeKnobsTarget(c::knobs, next -> {
            c.load(next);
            a.reset();
            playBesideA();
        }));
        knobs.setId("knob-panel-b");
        knobs.setOnChange(sentence -> changedB.accept(sentence));
        knobs.prefViewportWidthProperty().bind(knobsA.prefViewportWidthProperty());
        knobs.minViewportWidthProperty().bind(knobsA.minViewportWidthProperty());
        Scoreboard scoreboard = new Scoreboard(a, c);
        // In presentation the board takes the whole width, its type as large as that allows.
        scoreboard.presentationProperty().bind(pictureA.presentationProperty());
        scoreboard.setMaxWidth(Double.MAX_VALUE);
        scoreboard.textScaleProperty().bind(pictureA.textScaleProperty());
        Label title = new Label();
        title.getStyleClass().addAll("lane-title", "lane-b");
        title.setMaxWidth(Double.MAX_VALUE);
        title.setOnMouseClicked(e -> selectB.setSelected(true));
        // Presentation hides the knobs whose marks the title speaks of: the lane's name is enough,
        // and in the larger type the whole sentence ran past the width at large text.
        title.textProperty().bind(Bindings.when(pictureA.presentationProperty()).then("Lane B")
                .otherwise("Lane B: the marked knobs differ from lane A's"));
        presentTitle(title);
        FrameHub.Lane lane = hub.lane(c).listen(picture).listen(scoreboard).listen(chart.laneB())
                .listen(f -> markDifferences());
        return new LaneB(c, lane, picture, knobs, scoreboard, title);
    }

    /** A lane's title grows in presentation as the picture's type does, so the back row tells A from B. */
    private void presentTitle(Label title) {
        title.styleProperty().bind(Bindings.when(pictureA.presentationProperty())
                .then(String.format(Locale.ROOT, "-fx-font-size: %.2fem;", PipelinePictureView.PRESENTATION_TYPE_SCALE))
                .otherwise(""));
    }

    /**
     * Lane B plays if lane A does, to the time where A is to pause: two runs on one clock, neither
     * standing while the other moves.
     */
    private void playBesideA() {
        if (b != null && a.state() == RunState.PLAYING) {
            RunController laneB = b.controller();
            a.stopAtNs().ifPresentOrElse(laneB::playUntil, laneB::play);
        }
    }

    private void showKnobsOf(boolean laneB) {
        knobsA.setVisible(!laneB || b == null);
        if (b != null) {
            b.knobs().setVisible(laneB);
        }
    }

    /** Marks the knobs the two runs differ in, when that set changed. */
    private void markDifferences() {
        // Called every frame: the settings are immutable and replaced on a change, so a frame
        // that changed neither compares nothing.
        if (b != null && (a.settings() != comparedA || b.controller().settings() != comparedB)) {
            comparedA = a.settings();
            comparedB = b.controller().settings();
            Set<String> now = KnobDifference.markedKeys(comparedA, comparedB);
            if (!now.equals(marked)) {
                mark(now);
            }
        }
    }

    private void mark(Set<String> keys) {
        marked = Set.copyOf(keys);
        KnobMarks.mark(knobsA, keys);
        if (b != null) {
            KnobMarks.mark(b.knobs(), keys);
        }
    }
}
