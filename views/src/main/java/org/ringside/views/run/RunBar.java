package org.ringside.views.run;

import java.util.Objects;
import javafx.animation.AnimationTimer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;
import javafx.util.Duration;
import org.ringside.model.scenario.Scenario;

/**
 * The time controls of a run, in the order every teaching simulation puts them: play/pause,
 * step, reset, undo, speed, and the simulated time. It runs its {@link RunController} from an
 * animation timer while it is {@linkplain #start() started}, one frame per JavaFX pulse.
 *
 * <p>Every control names its keyboard shortcut in its tooltip; {@link #installShortcuts} makes
 * them work anywhere in the scene.
 */
public final class RunBar extends HBox {
    /** Play or pause. */
    public static final KeyCombination PLAY_PAUSE = new KeyCodeCombination(KeyCode.SPACE);
    /** One sample interval forward. */
    public static final KeyCombination STEP = new KeyCodeCombination(KeyCode.RIGHT);
    /** Back to time 0. */
    public static final KeyCombination RESET = new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN);
    /** The run before the last reset. */
    public static final KeyCombination UNDO = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);

    /** The theme's accent (deep blue), which a stylesheet may override through {@code .run-glyph}. */
    private static final Color ACCENT = Color.web("#0a5a9c");

    private final RunController controller;
    private final Button play = new Button();
    private final Button step = new Button("Step", stepGlyph());
    private final Button reset = new Button("Reset");
    private final Button undo = new Button("Undo");
    private final ChoiceBox<RunSpeed> speed = new ChoiceBox<>(FXCollections.observableArrayList(RunSpeed.values()));
    private final Label time = new Label();
    private final Label state = new Label();
    private final Tooltip playTip = tip("");
    private final Tooltip stepTip = tip("");
    private final ReadOnlyObjectWrapper<Scenario> scenario = new ReadOnlyObjectWrapper<>(this, "scenario");
    private final ReadOnlyObjectWrapper<RunState> runState = new ReadOnlyObjectWrapper<>(this, "runState");
    private final Node playGlyph = playGlyph();
    private final Node pauseGlyph = pauseGlyph();

    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            controller.frame(now);
            refresh();
        }
    };

    /** Controls for {@code controller}; call {@link #start()} to let the run advance. */
    public RunBar(RunController controller) {
        this.controller = Objects.requireNonNull(controller, "controller");
        getStyleClass().add("run-bar");
        setSpacing(8);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(6, 8, 6, 8));

        play.setId("run-play");
        play.setTooltip(playTip);
        play.setOnAction(e -> act(controller::togglePlay));
        step.setId("run-step");
        step.setTooltip(stepTip);
        step.setOnAction(e -> act(controller::step));
        reset.setId("run-reset");
        reset.setTooltip(tip("Start the scenario again from t = 0; Undo brings this run back ("
                + RESET.getDisplayText() + ")"));
        reset.setOnAction(e -> act(controller::reset));
        undo.setId("run-undo");
        undo.setTooltip(tip("Bring back the run from before the last reset, where it stood ("
                + UNDO.getDisplayText() + ")"));
        undo.setOnAction(e -> act(controller::undo));

        speed.setId("run-speed");
        speed.setValue(controller.speed());
        speed.setTooltip(tip("How fast simulated time runs against the clock on the wall; "
                + "slow motion shows what happens within microseconds (slower: −, faster: +)"));
        speed.valueProperty().addListener((o, was, now) -> {
            if (now != null) {
                act(() -> controller.setSpeed(now));
            }
        });

        time.setId("run-time");
        time.setTooltip(tip("Simulated time: how far the run has got, and where it stops (the scenario's duration)"));
        time.setMinWidth(Region.USE_PREF_SIZE);
        state.setId("run-state");
        state.setTooltip(tip("Playing, paused or finished; \"behind\" when the model cannot keep up with the chosen speed"));
        state.setMinWidth(Region.USE_PREF_SIZE);
        state.setStyle("-fx-font-weight: bold;");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);

        // The state before the time: its width changes, the time's does not, so the time stays put.
        getChildren().addAll(play, step, reset, undo, speed, gap, state, time);
        refresh();
    }

    /** The controller these controls drive. */
    public RunController controller() {
        return controller;
    }

    /** The scenario of the current run; changes on load, and on undo of a load. */
    public ReadOnlyObjectProperty<Scenario> scenarioProperty() {
        return scenario.getReadOnlyProperty();
    }

    /** Playing, paused or finished, as last shown. */
    public ReadOnlyObjectProperty<RunState> runStateProperty() {
        return runState.getReadOnlyProperty();
    }

    /** Lets the run advance, one frame per pulse (a paused run costs next to nothing). */
    public void start() {
        timer.start();
    }

    /** Pauses the run and stops the frames, e.g. when the window closes. */
    public void stop() {
        timer.stop();
        act(controller::pause);
    }

    /** Loads another scenario into a fresh run; undone with Undo like a reset. */
    public void load(Scenario next) {
        act(() -> controller.load(next));
    }

    /**
     * Makes the shortcuts work wherever the focus is in {@code scene}, except in a text field.
     * Space and the arrow key are taken before the focused control sees them, so Space never
     * presses whichever button happens to have the focus.
     */
    public void installShortcuts(Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (scene.getFocusOwner() instanceof TextInputControl) {
                return;
            }
            if (handle(e)) {
                e.consume();
            }
        });
    }

    private boolean handle(KeyEvent e) {
        if (PLAY_PAUSE.match(e)) {
            act(controller::togglePlay);
        } else if (STEP.match(e)) {
            act(controller::step);
        } else if (RESET.match(e)) {
            act(controller::reset);
        } else if (UNDO.match(e)) {
            act(controller::undo);
        } else if (plain(e) && (e.getCode() == KeyCode.MINUS || e.getCode() == KeyCode.SUBTRACT)) {
            speed.setValue(speed.getValue().slower());
        } else if (plain(e) && (e.getCode() == KeyCode.PLUS || e.getCode() == KeyCode.ADD
                || e.getCode() == KeyCode.EQUALS)) {
            // '+' shares its key with '=' on most layouts; either one, shifted or not.
            speed.setValue(speed.getValue().faster());
        } else {
            return false;
        }
        return true;
    }

    private static boolean plain(KeyEvent e) {
        return !e.isControlDown() && !e.isAltDown() && !e.isMetaDown() && !e.isShortcutDown();
    }

    private void act(Runnable command) {
        command.run();
        refresh();
    }

    /** Shows where the run stands; the timer calls it every frame. */
    private void refresh() {
        RunState s = controller.state();
        boolean playing = s == RunState.PLAYING;
        play.setText(playing ? "Pause" : "Play");
        play.setGraphic(playing ? pauseGlyph : playGlyph);
        playTip.setText(playing ? "Pause the run where it is (Space)"
                : s == RunState.FINISHED ? "The run has reached the end of the scenario; Reset starts it again (Space)"
                : "Run the simulation at the chosen speed (Space)");
        play.setDisable(s == RunState.FINISHED);
        step.setDisable(s == RunState.FINISHED);
        undo.setDisable(!controller.canUndo());
        if (speed.getValue() != controller.speed()) {
            speed.setValue(controller.speed());
        }
        time.setText("t = " + SimTimeText.of(controller.nowNs(), controller.endNs()));
        state.setText(controller.behind() ? "playing, behind" : s.toString());
        if (scenario.get() != controller.scenario()) {
            scenario.set(controller.scenario());
            stepTip.setText("Pause and advance one sample interval of the scenario, "
                    + SimTimeText.length(controller.scenario().sampleIntervalNs()) + " (→)");
        }
        runState.set(s);
    }

    private static Tooltip tip(String text) {
        Tooltip t = new Tooltip(text);
        t.setShowDelay(Duration.millis(400));
        t.setWrapText(true);
        t.setMaxWidth(520);
        return t;
    }

    private static Node playGlyph() {
        return glyph(new Polygon(0, 0, 12, 7, 0, 14));
    }

    private static Node pauseGlyph() {
        Rectangle left = new Rectangle(0, 0, 4, 14);
        Rectangle right = new Rectangle(8, 0, 4, 14);
        return glyph(Shape.union(left, right));
    }

    private static Node stepGlyph() {
        return glyph(Shape.union(new Polygon(0, 0, 10, 7, 0, 14), new Rectangle(11, 0, 3, 14)));
    }

    private static Node glyph(Shape shape) {
        shape.setFill(ACCENT);
        shape.getStyleClass().add("run-glyph");
        return shape;
    }
}
