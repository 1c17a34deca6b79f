package org.ringside.views.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCharacterCombination;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.util.Duration;
import org.ringside.model.scenario.Scenario;

/**
 * The time controls of a run, in the order every teaching simulation puts them: play/pause,
 * the steps (one event, to the next BQL limit change, one sample interval), reset, undo, speed,
 * and the simulated time. It drives its {@link RunController} on a command and shows where the run
 * stands after every command and every {@link Frame} its lane's {@link FrameHub} pushes.
 *
 * <p>Every control names its keyboard shortcut in its tooltip; {@link #installShortcuts} makes
 * them work anywhere in the scene, and {@link #shortcuts()} lists them for a help overlay. The
 * look comes from the "Run bar" section of the app's stylesheet. At any text size every part keeps
 * its words: the clock moves to a second row when the first cannot hold it ({@link RunBarRows}).
 */
public final class RunBar extends Region implements FrameListener {
    /** Play or pause. */
    public static final KeyCombination PLAY_PAUSE = new KeyCodeCombination(KeyCode.SPACE);
    /** One event forward. */
    public static final KeyCombination STEP_EVENT = new KeyCodeCombination(KeyCode.RIGHT);
    /** Forward to the next change of any queue's BQL limit. */
    public static final KeyCombination STEP_TO_LIMIT_CHANGE = new KeyCodeCombination(KeyCode.RIGHT,
            KeyCombination.SHORTCUT_DOWN);
    /** One sample interval forward. */
    public static final KeyCombination STEP_SAMPLE = new KeyCodeCombination(KeyCode.RIGHT, KeyCombination.SHIFT_DOWN);
    /** Back to time 0. */
    public static final KeyCombination RESET = new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN);
    /** The run before the last reset. */
    public static final KeyCombination UNDO = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);
    /** One speed slower (the keypad's minus works too). */
    public static final KeyCombination SLOWER = new KeyCodeCombination(KeyCode.MINUS);
    /** One speed faster (on the '+' key, shifted or not, or the keypad's plus). */
    public static final KeyCombination FASTER = new KeyCharacterCombination("+");

    private static final List<Shortcut> SHORTCUTS = List.of(
            new Shortcut(PLAY_PAUSE, "play or pause the run"),
            new Shortcut(STEP_EVENT, "step one event"),
            new Shortcut(STEP_TO_LIMIT_CHANGE, "step to the next change of a BQL limit (any queue's)"),
            new Shortcut(STEP_SAMPLE, "step one sample interval"),
            new Shortcut(RESET, "reset the run to t = 0"),
            new Shortcut(UNDO, "undo the last reset or load"),
            new Shortcut(SLOWER, "slower"),
            new Shortcut(FASTER, "faster"));

    private final RunController controller;
    /** Runs driven with this bar's own ({@link #alsoDrive}). */
    private final List<RunController> followers = new ArrayList<>();
    private final Button play = new Button();
    private final Button stepEvent = new Button("Step", RunGlyphs.step());
    private final Button stepLimit = new Button("Next limit");
    private final Button stepSample = new Button("Sample");
    private final Button reset = new Button("Reset");
    private final Button undo = new Button("Undo");
    private final ChoiceBox<RunSpeed> speed = new ChoiceBox<>(FXCollections.observableArrayList(RunSpeed.values()));
    private final Label time = new Label();
    private final Label state = new Label();
    private final Label message = new Label();
    private final Tooltip playTip = tip("");
    private final Tooltip sampleTip = tip("");
    private final ReadOnlyObjectWrapper<Scenario> scenario = new ReadOnlyObjectWrapper<>(this, "scenario");
    private final ReadOnlyObjectWrapper<RunState> runState = new ReadOnlyObjectWrapper<>(this, "runState");
    private final ReadOnlyStringWrapper lastStep = new ReadOnlyStringWrapper(this, "lastStep", "");
    private UndoAction undoAction;
    private final Node playGlyph = RunGlyphs.play();
    private final Node pauseGlyph = RunGlyphs.pause();
    private final FlowPane controls = new FlowPane();
    private final HBox clock = new HBox();
    private final RunBarRows rows = new RunBarRows(controls, message, clock);

    /** Controls for {@code controller}; a {@link FrameHub} lane advances the run and shows it here. */
    public RunBar(RunController controller) {
        this.controller = Objects.requireNonNull(controller, "controller");
        getStyleClass().add("run-bar");

        play.setId("run-play");
        play.setTooltip(playTip);
        play.setOnAction(e -> togglePlay());
        stepEvent.setId("run-step");
        stepEvent.setTooltip(tip("Pause and process exactly one event: the next thing that happens anywhere on the path ("
                + STEP_EVENT.getDisplayText() + ")"));
        stepEvent.setOnAction(e -> actOnEach(RunController::stepEvent));
        stepLimit.setId("run-step-limit");
        stepLimit.setTooltip(tip("Pause and process events until one changes a BQL limit, any queue's (at most "
                + String.format(Locale.ROOT, "%,d", LimitSearch.LIMIT_SEARCH_MAX_EVENTS) + " events at a time) ("
                + STEP_TO_LIMIT_CHANGE.getDisplayText() + ")"));
        stepLimit.setOnAction(e -> stepToLimitChange());
        stepSample.setId("run-step-sample");
        stepSample.setTooltip(sampleTip);
        stepSample.setOnAction(e -> actOnEach(RunController::stepSample));
        reset.setId("run-reset");
        reset.setTooltip(tip("Start the scenario again from t = 0; Undo brings this run back ("
                + RESET.getDisplayText() + ")"));
        reset.setOnAction(e -> actOnEach(RunController::reset));
        undo.setId("run-undo");
        setUndoAction(new UndoAction("Bring back the run from before the last reset, where it stood",
                controller::canUndo, controller::undo));
        undo.setOnAction(e -> act(undoAction.undo()));

        speed.setId("run-speed");
        speed.setAccessibleText("Speed");
        speed.setValue(controller.speed());
        speed.setTooltip(tip("How fast simulated time runs against the clock on the wall; at the slowest a second "
                + "shows one microsecond, so single events can be followed (slower: " + SLOWER.getDisplayText()
                + ", faster: " + FASTER.getDisplayText() + ")"));
        speed.valueProperty().addListener((o, was, now) -> {
            // Not when the box only follows the controller: setting the speed restarts its clock.
            if (now != null && now != controller.speed()) {
                actOnEach(c -> c.setSpeed(now));
            }
        });

        time.setId("run-time");
        time.getStyleClass().add("run-time");
        time.setTooltip(tip("Simulated time to the nanosecond: how far the run has got, and where it stops "
                + "(the scenario's duration)"));
        time.setMinWidth(Region.USE_PREF_SIZE);
        state.setId("run-state");
        state.getStyleClass().add("run-state");
        state.setTooltip(tip("Playing, paused or finished; \"behind\" when the model cannot keep up with the chosen speed"));
        // Gives way by design only when the clock has a row of its own and still does not fit:
        // the Play/Pause button says it too.
        state.setMinWidth(0);
        message.setId("run-message");
        message.getStyleClass().add("run-message");
        message.textProperty().bind(lastStep);
        message.setTooltip(tip("What the last step to a limit change found"));
        message.setWrapText(true);

        controls.getStyleClass().add("run-controls");
        // Its preferred width is all of them on one row; it wraps only in less.
        controls.setPrefWrapLength(Double.MAX_VALUE);
        controls.getChildren().addAll(play, stepEvent, stepLimit, stepSample, reset, undo, speed);
        clock.getStyleClass().add("run-clock");
        // The state before the time: its width changes, the time's does not, so the time stays put.
        clock.getChildren().addAll(state, time);
        getChildren().addAll(controls, message, clock);
        refresh();
    }

    /** The space between the bar's parts and between its rows: the controls' own gap. */
    private double gap() {
        return controls.getHgap();
    }

    @Override
    public Orientation getContentBias() {
        return Orientation.HORIZONTAL;
    }

    @Override
    protected double computeMinWidth(double height) {
        return getInsets().getLeft() + rows.minWidth() + getInsets().getRight();
    }

    @Override
    protected double computePrefWidth(double height) {
        return getInsets().getLeft() + rows.prefWidth(gap()) + getInsets().getRight();
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected double computePrefHeight(double width) {
        Insets in = getInsets();
        double w = width < 0 ? prefWidth(-1) : width;
        return in.getTop() + rows.place(in.getLeft(), in.getTop(), w - in.getLeft() - in.getRight(), gap(), false)
                + in.getBottom();
    }

    @Override
    protected void layoutChildren() {
        Insets in = getInsets();
        rows.place(in.getLeft(), in.getTop(), getWidth() - in.getLeft() - in.getRight(), gap(), true);
    }

    /** Every shortcut of the bar with what it does, in the order of the controls. */
    public static List<Shortcut> shortcuts() {
        return SHORTCUTS;
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

    /** What the last step to a limit change found ({@link LimitStep#sentence()}); empty before. */
    public ReadOnlyStringProperty lastLimitStepProperty() {
        return lastStep.getReadOnlyProperty();
    }

    /** Loads another scenario into a fresh run; undone with Undo like a reset. */
    public void load(Scenario next) {
        act(() -> controller.load(next));
    }

    /** Shows where the run stands after the frame's pulse advanced it. */
    @Override
    public void onFrame(Frame frame) {
        refresh();
    }

    /**
     * What the Undo button and {@link #UNDO} take back.
     *
     * @param description the button's tooltip, without its key
     * @param possible whether there is anything to take back now (the button is greyed out if not)
     * @param undo takes it back
     */
    public record UndoAction(String description, BooleanSupplier possible, Runnable undo) {
        public UndoAction {
            Objects.requireNonNull(description, "description");
            Objects.requireNonNull(possible, "possible");
            Objects.requireNonNull(undo, "undo");
        }
    }

    /**
     * Sets what Undo takes back; by default the controller's last reset or load. A window whose
     * knobs keep changes of their own gives an undo that takes those back first.
     */
    public void setUndoAction(UndoAction action) {
        undoAction = Objects.requireNonNull(action, "action");
        undo.setTooltip(tip(action.description() + " (" + UNDO.getDisplayText() + ")"));
        undo.setDisable(!action.possible().getAsBoolean());
    }

    /**
     * Makes the shortcuts work wherever the focus is in {@code scene}, except in a text field.
     * Space and the arrow keys are taken before the focused control sees them, so Space never
     * presses, ticks or opens whichever control happens to have the focus.
     */
    public void installShortcuts(Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            // Taken already by a filter of the window's (every filter on the scene hears a key,
            // consumed or not): handling it again would undo twice.
            if (e.isConsumed() || FocusedKeys.owns(scene.getFocusOwner(), e)) {
                return;
            }
            if (handle(e)) {
                e.consume();
            }
        });
    }

    private boolean handle(KeyEvent e) {
        if (PLAY_PAUSE.match(e)) {
            togglePlay();
        } else if (STEP_EVENT.match(e)) {
            actOnEach(RunController::stepEvent);
        } else if (STEP_TO_LIMIT_CHANGE.match(e)) {
            stepToLimitChange();
        } else if (STEP_SAMPLE.match(e)) {
            actOnEach(RunController::stepSample);
        } else if (RESET.match(e)) {
            actOnEach(RunController::reset);
        } else if (UNDO.match(e)) {
            act(undoAction.undo());
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

    private void stepToLimitChange() {
        actOnEach(c -> {
            String found = c.stepToLimitChange().sentence();
            if (c == controller) {
                lastStep.set(found);
            }
        });
    }

    /** Plays every run if this bar's is paused, else pauses them all, so they stay in step. */
    private void togglePlay() {
        actOnEach(controller.state() == RunState.PLAYING ? RunController::pause : RunController::play);
    }

    /**
     * From now on Play, Pause, the steps, Reset and the speed drive {@code other} too, after this
     * bar's own run: a second lane run beside it on the same clock. It takes the bar's speed now.
     */
    public void alsoDrive(RunController other) {
        followers.add(Objects.requireNonNull(other, "other"));
        other.setSpeed(controller.speed());
    }

    /** Stops driving {@code other} ({@link #alsoDrive}). */
    public void stopDriving(RunController other) {
        followers.remove(other);
    }

    /**
     * Starts every run this bar drives again from t = 0 and plays them all: the end of a run
     * that loops. The next frame shows it.
     */
    public void replay() {
        for (RunController c : runs()) {
            c.reset();
            c.play();
        }
    }

    private List<RunController> runs() {
        List<RunController> all = new ArrayList<>(1 + followers.size());
        all.add(controller);
        all.addAll(followers);
        return all;
    }

    private void actOnEach(Consumer<RunController> command) {
        runs().forEach(command);
        // A run that had finished waits at t = 0 after a reset; beside a run that plays on it
        // plays too, or it would stand still while the clock moves the other.
        if (controller.state() == RunState.PLAYING) {
            followers.forEach(RunController::play);
        }
        refresh();
    }

    private static boolean plain(KeyEvent e) {
        return !e.isControlDown() && !e.isAltDown() && !e.isMetaDown() && !e.isShortcutDown();
    }

    private void act(Runnable command) {
        command.run();
        refresh();
    }

    /** Shows where the run stands; every pulse and every command calls it. */
    private void refresh() {
        RunState s = controller.state();
        boolean playing = s == RunState.PLAYING;
        play.setText(playing ? "Pause" : "Play");
        play.setGraphic(playing ? pauseGlyph : playGlyph);
        String key = " (" + PLAY_PAUSE.getDisplayText() + ")";
        playTip.setText(playing ? "Pause the run where it is" + key
                : s == RunState.FINISHED ? "The run has reached the end of the scenario; Reset starts it again" + key
                : "Run the simulation at the chosen speed" + key);
        play.setDisable(s == RunState.FINISHED);
        stepEvent.setDisable(s == RunState.FINISHED);
        stepLimit.setDisable(s == RunState.FINISHED);
        stepSample.setDisable(s == RunState.FINISHED);
        undo.setDisable(!undoAction.possible().getAsBoolean());
        if (speed.getValue() != controller.speed()) {
            speed.setValue(controller.speed());
        }
        time.setText("t = " + SimTimeText.of(controller.nowNs(), controller.endNs()));
        state.setText(controller.behind() ? "playing, behind" : s.toString());
        if (scenario.get() != controller.scenario()) {
            scenario.set(controller.scenario());
            sampleTip.setText("Pause and advance to the next sample time of the scenario, every "
                    + SimTimeText.length(controller.scenario().sampleIntervalNs()) + " (" + STEP_SAMPLE.getDisplayText()
                    + ")");
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
}
