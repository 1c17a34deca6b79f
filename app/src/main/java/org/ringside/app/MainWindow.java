package org.ringside.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.ringside.app.WindowAction.WindowMenu;
import org.ringside.model.format.PrintableText;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.charts.LiveChartView;
import org.ringside.views.inspect.EventLogView;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.run.FrameHub;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;
import org.ringside.views.shell.AboutDialog;
import org.ringside.views.shell.ShortcutOverlay;
import org.ringside.views.shell.StatusBar;
import org.ringside.views.shell.Theme;

/**
 * Ringside's main window, laid out as teaching simulations are: the pipeline in the middle, the
 * knobs at the left edge, the event log and the inspectors below, the run bar at the bottom.
 * Every pane but the pipeline can be hidden so the picture can fill a projector. One run of the
 * current scenario drives all of it on one clock, with a second lane under it while comparing.
 *
 * <p>Every menu item, its shortcut and its line in the shortcut overlay come from one table of
 * {@link WindowAction}s.
 */
final class MainWindow {
    /** The window's title, before the scenario's name. */
    static final String TITLE = "Ringside";

    private final Stage stage;
    private final String version;
    private final Runnable quit;
    private final WindowSetup setup;
    private final ScenarioFiles files;

    private final RunController controller;
    /** The window's one animation clock; the run is its only lane. */
    private final FrameHub frames = new FrameHub();
    private final FrameHub.Lane lane;
    private final RunBar runBar;
    private final PipelinePictureView pipeline = new PipelinePictureView();
    /** The window's first frames: the picture is shown alone first, the other panes after it. */
    private final FirstFrames firstFrames = new FirstFrames(pipeline::pictureDrawn);
    /** The panes beside and under the picture; built once the picture is on screen, null before. */
    private WindowPanes panes;
    private final ShortcutOverlay overlay = new ShortcutOverlay();
    private final WindowLaunch launch;
    private final WindowDialogs dialogs;
    private final WindowKeys keys = new WindowKeys(overlay, this::actions);
    /** The panes in their docks, made with the panes. */
    private WindowDocks docks;

    private final StatusBar statusBar = new StatusBar(
            new KeyCodeCombination(KeyCode.F1).getDisplayText() + " or ?: every shortcut");
    private final List<WindowAction> actions = new ArrayList<>();
    private BorderPane content;
    /** The menu bar: its menus' titles from the first frame, their items from the panes' making. */
    private final WindowMenus menus = new WindowMenus();
    /** F5's presentation mode; made with the panes, whose bars it hides. */
    private Presentation presentation;
    /** File → Save and Open classroom setup; made with the presentation. */
    private WindowClassroom classroom;
    /** --setup's setup and its file, which the window shows from its first frame; null for none. */
    private ClassroomSetup startSetup;
    private Path startSetupFile;

    /**
     * @param stage the stage to fill
     * @param version shown in the About dialog and the status line
     * @param quit what File → Quit does once unsaved changes are settled (ends the application;
     *     tests count the calls)
     * @param setup where the window remembers things and how it asks for files
     */
    MainWindow(Stage stage, String version, Runnable quit, WindowSetup setup) {
        this(stage, version, quit, setup, Scenario.defaults(), null);
    }

    /**
     * A window that starts on {@code scenario}, read from {@code file} (null for none): its first
     * run, with nothing before it to undo.
     */
    MainWindow(Stage stage, String version, Runnable quit, WindowSetup setup, Scenario scenario, Path file) {
        this.stage = stage;
        this.version = version;
        this.quit = quit;
        this.setup = setup;
        this.dialogs = new WindowDialogs(stage);
        this.controller = new RunController(scenario);
        this.runBar = new RunBar(controller);
        this.lane = frames.lane(controller);
        this.files = new ScenarioFiles(stage, setup, scenario, file, new WindowScenarioHost(runBar, this::say,
                this::showScenario, dialogs, next -> panes.lanes().openB(next)));
        this.launch = new WindowLaunch(stage, lane, runBar, firstFrames, files, new WindowLaunch.Panes(
                next -> panes.lanes().openB(next),
                () -> panes == null ? Optional.empty() : panes.lanes().laneB(), id -> panes.lessons().open(id),
                lessonFile -> panes.lessons().watch(lessonFile)),
                quit, this::say, this::openSetup);
    }

    /**
     * Builds the scene and shows the window with the picture alone in its middle, under the menus'
     * titles and over the run bar; the knobs, the event log, the inspectors and the lessons pane
     * are built and join it once the picture is on screen, and the menus' items and the keys work
     * from then on, so that the first frame the window shows is the picture, not a blank window
     * waiting for every pane's making, styles, skins and layout.
     */
    void show() {
        picture();
        content = new BorderPane();
        content.setTop(menus.bar());
        content.setCenter(pipeline);
        content.setBottom(new VBox(runBar, statusBar));
        runBar.getStyleClass().add("main-run-bar");
        // At the largest text sizes the bars' buttons want more than the window's width: they
        // run off its right edge rather than push the whole window, picture included, off both.
        content.setMinSize(0, 0);
        StackPane root = new StackPane(content, overlay);
        dialogs.attach(root);
        // The card took the focus; the picture takes it back, not the scene's first text field
        // (the knob finder), where Space and ? would be typed instead of acted on.
        overlay.visibleProperty().addListener((o, was, now) -> {
            if (!now) {
                pipeline.requestFocus();
            }
        });
        showScenario();

        Scene scene = WindowSize.scene(root);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        WindowSize.limit(stage);
        stage.setFullScreenExitHint("F11 or Esc leaves full screen");
        stage.setOnCloseRequest(e -> {
            if (!files.settleUnsaved("closing the window")) {
                e.consume();
            }
        });
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> frames.start());
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> frames.stop());
        files.warning().ifPresent(this::say);
        if (startSetup != null) {
            // The first frame is the setup's: its text size, contrast, scenario and lanes.
            buildPanes(scene);
            classroom.startAs(startSetup, startSetupFile);
            content.setCenter(panes.lanes().alone());
        }
        // The window opens on its first frame, picture drawn, not on a blank window waiting for it.
        FirstFrames.prepare(scene, () -> frames.pulse(System.nanoTime()));
        firstFrames.watch(scene);
        stage.show();
        firstFrames.whenPainted(() -> {
            if (panes == null) {
                buildPanes(scene);
            }
            showPanes(scene);
            // Decoding the icons' images took the first frame about 40 ms of processor time.
            stage.getIcons().setAll(Theme.icons());
            // Reading every shipped scenario and lesson would delay the picture.
            files.fillShipped(menus.scenarioMenu());
            panes.lessons().read();
        });
        // The picture has the focus at first, so Space plays rather than typing into the first
        // text field of the knob panel, where the scene would put it; again once the window
        // system has given the window the focus.
        pipeline.requestFocus();
        Platform.runLater(pipeline::requestFocus);
    }

    /**
     * Builds the panes and what works on them: their docks, the presentation, the classroom setup,
     * the menus' items and the window's keys.
     */
    private void buildPanes(Scene scene) {
        panes = new WindowPanes(new WindowPanes.Parts(stage, setup, dialogs, frames, runBar, pipeline, files,
                this::say, this::showScenario, this::actions));
        docks = workArea();
        List<BooleanProperty> shown = List.of(docks.knobsShown(), docks.logShown(), docks.inspectorsShown(),
                panes.lessons().shown());
        presentation = new Presentation(stage, pipeline, shown, content);
        classroom = new WindowClassroom(new WindowClassroom.Parts(stage, setup.dialogs(), files, panes.look(),
                presentation, shown, controller, panes.lanes(), panes.lessons(), dialogs, this::say));
        defineActions();
        menus.fill(actions, files);
        menus.item("menu-undo").textProperty().bind(panes.history().text());
        // Its text names knobs, whose underscores ("nic.ring_size") are no mnemonics.
        menus.item("menu-undo").setMnemonicParsing(false);
        docks.room().bind(PictureHeight.room(content).subtract(panes.describe().height()));
        panes.look().attach(scene.getRoot());
        // Before the run bar's shortcuts, which the window's keys install: Escape leaves presentation.
        presentation.install(scene);
        keys.install(scene, runBar, panes.knobPanel(), this::undo);
        runBar.setUndoAction(new RunBar.UndoAction(
                "Take back the last knob change, or else bring back the run from before the last reset or load",
                panes.history()::canUndo, this::undo));
    }

    /** Puts the picture among the other panes, once it has been on screen alone. */
    private void showPanes(Scene scene) {
        // The work area's split pane lists the picture but had no skin, and so held no child,
        // until now: the picture stood in the middle alone until then.
        content.setCenter(panes.describe().under(docks.node()));
        // The knob panel is measured after its styles are applied, as the first show applies them.
        content.applyCss();
        panes.look().fitKnobPanel();
        scene.widthProperty().addListener((o, was, now) -> panes.look().fitKnobPanel());
        // Moving the picture took the keyboard from it.
        pipeline.requestFocus();
    }

    /**
     * Starts the window as the classroom setup {@code setup}, read from {@code file}, has it, for
     * {@code ringside --setup}: call before {@link #show}, on a window made on the setup's
     * scenario. Its text size, contrast, speed and lanes are set before the window first shows;
     * its panes, presentation and lesson once the picture is on screen, when {@link #launch} opens
     * the file.
     */
    void startAs(ClassroomSetup setup, Path file) {
        startSetup = setup;
        startSetupFile = file;
    }

    /** --setup's file: the rest of the setup the window started as, else opened as File → Open classroom setup does. */
    private void openSetup(Path file) {
        if (startSetup != null && file.equals(startSetupFile)) {
            classroom.finishStart(startSetup, file);
        } else {
            classroom.open(file);
        }
    }

    /** Whether the panes have been built: once the picture is on screen, or before for --setup. */
    boolean panesBuilt() {
        return panes != null;
    }

    /** Whether the window has shown its picture and then every pane with it. */
    boolean panesShown() {
        return firstFrames.done();
    }

    /** What the command line asks of the shown window ({@link WindowLaunch}). */
    void launch(LaunchRequest request) {
        launch.launch(request);
    }

    /** Runs of lane A that reached their end, as the frame log counts them. */
    long runsFinished() {
        return launch.runsFinished();
    }

    // --- what tests and the application reach -------------------------------------------------------

    /** The scenario the run started from, with every knob turned since: what Save writes. */
    Scenario scenario() {
        return controller.settings();
    }

    KnobPanel knobPanel() {
        return panes.knobPanel();
    }

    /** Lane A and lane B: Compare with…, and {@link WindowLanes#openPair} for the command line. */
    WindowLanes lanes() {
        return panes.lanes();
    }

    /**
     * Edit → Undo: the last knob change, or, when no knob was turned since, the last reset or
     * load (the run before it comes back where it stood).
     *
     * @return whether anything was undone; false before the panes are built, with nothing to undo
     */
    boolean undo() {
        return panes != null && panes.history().undo();
    }

    RunController controller() {
        return controller;
    }

    /** Lane A of the window's clock: its views hear each frame after every lane has moved. */
    FrameHub.Lane laneA() {
        return lane;
    }

    RunBar runBar() {
        return runBar;
    }

    LiveChartView chart() {
        return panes.chart();
    }

    WindowLessons lessons() {
        return panes.lessons();
    }

    ShortcutOverlay overlay() {
        return overlay;
    }

    TextZoom zoom() {
        return panes.look().zoom();
    }

    List<WindowAction> actions() {
        return List.copyOf(actions);
    }

    /** Whether the scenario has changes that File → Save would write. */
    boolean unsaved() {
        return files.unsaved();
    }

    /** Opens a scenario file as File → Open does; false (and an alert) if it cannot be used. */
    boolean openScenario(Path file) {
        return files.openScenario(file);
    }

    /** File → Save and Open classroom setup, and --setup. */
    WindowClassroom classroom() {
        return classroom;
    }

    /** File → Export picture's writing, without its questions. */
    CompletableFuture<Path> exportPicture(Path target, long gifSpanNs) {
        return panes.pictureExport().export(target, gifSpanNs);
    }

    private void showScenario() {
        Scenario s = scenario();
        boolean changed = unsaved();
        String name = PrintableText.of(s.name()); // the title bar and the status line show it raw
        stage.setTitle(TITLE + " — " + name + (changed ? " (unsaved)" : ""));
        statusBar.showScenario(name + (changed ? "  ·  unsaved changes" : ""),
                "Ringside " + version + "; the scenario came from " + files.document().origin());
    }

    /** Shows a sentence in the status line: what the last action did, or a warning. */
    private void say(String text) {
        statusBar.say(text);
    }

    // --- the panes --------------------------------------------------------------------------------------

    /** The picture and the run bar, on lane A's frames from the first. */
    private void picture() {
        pipeline.setId("pipeline");
        pipeline.setFocusTraversable(true);
        // A click on the picture takes the keyboard back from whichever control had it.
        pipeline.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> pipeline.requestFocus());
        controller.addStepListener(pipeline::highlight);
        lane.listen(runBar).listen(pipeline);
    }

    /** The panes in their docks, on lane A's frames from now on. */
    private WindowDocks workArea() {
        EventLogView eventLog = panes.eventLog();
        WindowLanes lanes = panes.lanes();
        eventLog.follow(controller);
        WindowDocks made = new WindowDocks(lanes.knobs(), lanes.pictures(), eventLog, panes.dql(), panes.counters(),
                panes.chart(), panes.lessons());
        lanes.comparing().addListener((o, was, two) -> made.roomForLanes(two));
        // After the lesson's own sentence ("Lesson: …"), which opening it says next.
        made.giveWayToLessons(() -> panes.look().zoom().factor(), () -> actions.stream()
                .filter(a -> a.id().equals("menu-knobs")).findFirst().ifPresent(a -> Platform.runLater(
                        () -> say((statusBar.said().isEmpty() ? "" : statusBar.said() + " ")
                                + LessonRoom.knobsHidden(a.keyText())))));
        eventLog.selectedStepProperty().addListener((o, was, now) -> pipeline.highlight(now));
        lane.listen(f -> eventLog.update(f.snapshot()))
                .listen(f -> panes.dql().update(f.snapshot(), pipeline.queues().shown()))
                .listen(f -> panes.counters().update(f.snapshot())).listen(panes.chart())
                .listen(panes.lessons().player()).listen(panes.describe().frames());
        return made;
    }

    // --- menus --------------------------------------------------------------------------------------------

    private void defineActions() {
        KeyCombination.Modifier shortcut = KeyCombination.SHORTCUT_DOWN;
        actions.addAll(files.actions(new HostImportDialog(stage, setup.dialogs(), files, dialogs)::choose,
                panes.pictureExport()::choose, quit));
        actions.addAll(actions.size() - 1, classroom.actions()); // before Quit, File's last item
        actions.add(new WindowAction("menu-undo", WindowMenu.EDIT, "Undo", WindowKeys.UNDO,
                "undo the last knob change, or else the last reset or load", this::undo));
        actions.addAll(panes.lanes().actions());

        actions.addAll(docks.actions());
        actions.addAll(panes.lessons().actions());
        actions.addAll(panes.look().actions());
        actions.add(new WindowAction("menu-picture-only", WindowMenu.VIEW, "Picture only",
                new KeyCodeCombination(KeyCode.P, shortcut, KeyCombination.SHIFT_DOWN),
                "hide every pane but the picture, or bring them all back", docks::togglePictureOnly));
        actions.add(WindowAction.pane("menu-colour-by-band", "Colour by priority band",
                new KeyCodeCombination(KeyCode.B, shortcut), "colour packets by pfifo_fast band instead of by flow",
                panes.look().byBand()));
        actions.add(WindowAction.pane("menu-frame-stats", "Frame statistics", new KeyCodeCombination(KeyCode.F3),
                "frame time, frames a second and the longest stall, over the picture", pipeline.showStatsProperty()));
        actions.add(panes.describe().action());
        actions.add(new WindowAction("menu-presentation", WindowMenu.VIEW, "Presentation",
                new KeyCodeCombination(KeyCode.F5), "full screen, the picture alone with its type doubled; Esc leaves",
                () -> presentation.toggle(), presentation.on()));
        actions.add(new WindowAction("menu-full-screen", WindowMenu.VIEW, "Full screen",
                new KeyCodeCombination(KeyCode.F11), "full screen on or off",
                () -> stage.setFullScreen(!stage.isFullScreen())));

        actions.add(new WindowAction("menu-shortcuts", WindowMenu.HELP, "Keyboard shortcuts",
                new KeyCodeCombination(KeyCode.F1), "this card of every shortcut (also ?)", keys::showShortcuts));
        actions.add(new WindowAction("menu-about", WindowMenu.HELP, "About Ringside", null,
                "the version and the licence", this::showAbout));
    }

    /** Help → About. */
    void showAbout() {
        new AboutDialog(stage, version).show();
    }
}
