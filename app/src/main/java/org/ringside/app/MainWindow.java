package org.ringside.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.scene.Node;
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
import org.ringside.app.settings.KnobSectionsFile;
import org.ringside.lessons.LessonLibrary;
import org.ringside.model.format.PrintableText;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.charts.LiveChartView;
import org.ringside.views.inspect.CountersInspector;
import org.ringside.views.inspect.DqlInspector;
import org.ringside.views.inspect.EventLogView;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.knobs.RuntimeKnobsTarget;
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
    private final LiveChartView chart;
    private final KnobPanel knobPanel;
    /** Lane A, and lane B beside it while comparing. */
    private final WindowLanes lanes;
    /** View → Describe the picture: the pictures in words. */
    private final WindowDescribe describe;
    /** The lessons pane, the Lessons menu and the player's side of the window. */
    private final WindowLessons lessons;
    private final ShortcutOverlay overlay = new ShortcutOverlay();
    private final PictureExportDialog pictureExport;
    private WindowLaunch launch;
    /** Text size, contrast and colours. */
    private final WindowLook look;
    private final WindowDialogs dialogs;
    private final WindowKeys keys = new WindowKeys(overlay, this::actions);
    /** Edit → Undo: knob changes first, then earlier runs. */
    private final UndoHistory history;

    private final EventLogView eventLog = new EventLogView();
    private final DqlInspector dql = new DqlInspector();
    private final CountersInspector counters = new CountersInspector();
    /** The panes in their docks, made with the scene. */
    private WindowDocks docks;

    private final StatusBar statusBar = new StatusBar(
            new KeyCodeCombination(KeyCode.F1).getDisplayText() + " or ?: every shortcut");
    private final List<WindowAction> actions = new ArrayList<>();
    private BorderPane content;
    private WindowMenus menus;
    /** F5's presentation mode; made with the bars it hides. */
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
        this.chart = new LiveChartView();
        chart.setId("live-chart");
        this.knobPanel = new KnobPanel(new RuntimeKnobsTarget(controller::knobs, runBar::load));
        knobPanel.setId("knob-panel");
        this.lanes = new WindowLanes(frames, runBar, pipeline, knobPanel, chart);
        this.describe = new WindowDescribe(System::nanoTime, controller, pipeline, lanes);
        this.files = new ScenarioFiles(stage, setup, scenario, file, new WindowScenarioHost(runBar, this::say,
                this::showScenario, dialogs, lanes::openB));
        this.look = new WindowLook(knobPanel, pipeline, chart, this::say);
        this.pictureExport = new PictureExportDialog(stage, setup, files, dialogs, controller, look, this::say);
        KnobSectionsFile sections = KnobSectionsFile.in(setup.configFolder());
        knobPanel.rememberSections(sections);
        sections.warning().ifPresent(this::say);
        this.history = new UndoHistory(controller, knobPanel, lanes::knobsB, this::showScenario, this::say);
        knobPanel.setOnChange(sentence -> {
            history.knobChanged(UndoHistory.Lane.A, sentence);
            say(sentence);
            showScenario();
        });
        lanes.onLaneB(sentence -> {
            history.knobChanged(UndoHistory.Lane.B, sentence);
            say("Lane B: " + sentence);
        }, history::dropB);
        this.lessons = new WindowLessons(LessonLibrary.shipped(), runBar, setup, stage,
                (next, origin) -> files.load(next, null, origin), files::settleUnsaved, this::say, this::actions,
                pipeline::highlightStage);
    }

    /**
     * Builds the scene and shows the window with the picture alone in its middle; the knobs, the
     * event log, the inspectors and the lessons pane join it once the picture is on screen, so
     * that the first frame the window shows is the picture, not a blank window waiting for every
     * pane's styles, skins and layout.
     */
    void show() {
        Node center = workArea();
        content = new BorderPane();
        List<BooleanProperty> panes = List.of(docks.knobsShown(), docks.logShown(), docks.inspectorsShown(),
                lessons.shown());
        presentation = new Presentation(stage, pipeline, panes, content);
        classroom = new WindowClassroom(new WindowClassroom.Parts(stage, setup.dialogs(), files, look, presentation,
                panes, controller, lanes, lessons, dialogs, this::say));
        defineActions();
        menus = new WindowMenus(actions, files);
        content.setTop(menus.bar());
        menus.item("menu-undo").textProperty().bind(history.text());
        // Its text names knobs, whose underscores ("nic.ring_size") are no mnemonics.
        menus.item("menu-undo").setMnemonicParsing(false);
        // The work area's split pane lists the picture but has no skin, and so holds no child,
        // until it is shown itself: the picture can stand in the middle alone until then.
        content.setCenter(pipeline);
        content.setBottom(new VBox(runBar, statusBar));
        docks.room().bind(PictureHeight.room(content).subtract(describe.height()));
        runBar.getStyleClass().add("main-run-bar");
        // At the largest text sizes the bars' buttons want more than the window's width: they
        // run off its right edge rather than push the whole window, picture included, off both.
        content.setMinSize(0, 0);
        StackPane root = new StackPane(content, overlay);
        look.attach(root);
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
        // Before the run bar's shortcuts, which the window's keys install: Escape leaves presentation.
        presentation.install(scene);
        keys.install(scene, runBar, knobPanel, this::undo);
        runBar.setUndoAction(new RunBar.UndoAction(
                "Take back the last knob change, or else bring back the run from before the last reset or load",
                history::canUndo, this::undo));
        stage.getIcons().setAll(Theme.icons());
        stage.setScene(scene);
        WindowSize.limit(stage);
        stage.setFullScreenExitHint("F11 or Esc leaves full screen");
        stage.setOnCloseRequest(e -> {
            if (!files.settleUnsaved("closing the window")) {
                e.consume();
            }
        });
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> frames.start());
        launch = new WindowLaunch(stage, lane, runBar, firstFrames, files, lessons, quit, this::say,
                lanes, this::openSetup);
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> frames.stop());
        files.warning().ifPresent(this::say);
        if (startSetup != null) {
            // The first frame is the setup's: its text size, contrast, scenario and lanes.
            classroom.startAs(startSetup, startSetupFile);
            content.setCenter(lanes.alone());
        }
        // The window opens on its first frame, picture drawn, not on a blank window waiting for it.
        FirstFrames.prepare(scene, () -> frames.pulse(System.nanoTime()));
        firstFrames.watch(scene);
        stage.show();
        firstFrames.whenPainted(() -> {
            showPanes(center, scene);
            // Reading every shipped scenario and lesson would delay the picture.
            files.fillShipped(menus.scenarioMenu());
            lessons.read();
        });
        // The picture has the focus at first, so Space plays rather than typing into the first
        // text field of the knob panel, where the scene would put it; again once the window
        // system has given the window the focus.
        pipeline.requestFocus();
        Platform.runLater(pipeline::requestFocus);
    }

    /** Puts the picture among the other panes, once it has been on screen alone. */
    private void showPanes(Node workArea, Scene scene) {
        content.setCenter(describe.under(workArea));
        // The knob panel is measured after its styles are applied, as the first show applies them.
        content.applyCss();
        look.fitKnobPanel();
        scene.widthProperty().addListener((o, was, now) -> look.fitKnobPanel());
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
        return knobPanel;
    }

    /** Lane A and lane B: Compare with…, and {@link WindowLanes#openPair} for the command line. */
    WindowLanes lanes() {
        return lanes;
    }

    /**
     * Edit → Undo: the last knob change, or, when no knob was turned since, the last reset or
     * load (the run before it comes back where it stood).
     *
     * @return whether anything was undone
     */
    boolean undo() {
        return history.undo();
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
        return chart;
    }

    WindowLessons lessons() {
        return lessons;
    }

    ShortcutOverlay overlay() {
        return overlay;
    }

    TextZoom zoom() {
        return look.zoom();
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
        return pictureExport.export(target, gifSpanNs);
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

    private Node workArea() {
        eventLog.follow(controller);
        docks = new WindowDocks(lanes.knobs(), lanes.pictures(), eventLog, dql, counters, chart, lessons);
        lanes.comparing().addListener((o, was, two) -> docks.roomForLanes(two));
        // After the lesson's own sentence ("Lesson: …"), which opening it says next.
        docks.giveWayToLessons(() -> look.zoom().factor(), () -> actions.stream()
                .filter(a -> a.id().equals("menu-knobs")).findFirst().ifPresent(a -> Platform.runLater(
                        () -> say((statusBar.said().isEmpty() ? "" : statusBar.said() + " ")
                                + LessonRoom.knobsHidden(a.keyText())))));
        pipeline.setId("pipeline");
        pipeline.setFocusTraversable(true);
        // A click on the picture takes the keyboard back from whichever control had it.
        pipeline.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> pipeline.requestFocus());
        controller.addStepListener(pipeline::highlight);
        eventLog.selectedStepProperty().addListener((o, was, now) -> pipeline.highlight(now));
        lane.listen(runBar).listen(pipeline).listen(f -> eventLog.update(f.snapshot()))
                .listen(f -> dql.update(f.snapshot(), pipeline.queues().shown()))
                .listen(f -> counters.update(f.snapshot())).listen(chart)
                .listen(lessons.player()).listen(describe.frames());
        return docks.node();
    }

    // --- menus --------------------------------------------------------------------------------------------

    private void defineActions() {
        KeyCombination.Modifier shortcut = KeyCombination.SHORTCUT_DOWN;
        actions.addAll(files.actions(new HostImportDialog(stage, setup.dialogs(), files, dialogs)::choose,
                pictureExport::choose, quit));
        actions.addAll(actions.size() - 1, classroom.actions()); // before Quit, File's last item
        actions.add(new WindowAction("menu-undo", WindowMenu.EDIT, "Undo", WindowKeys.UNDO,
                "undo the last knob change, or else the last reset or load", this::undo));
        actions.addAll(lanes.actions());

        actions.addAll(docks.actions());
        actions.addAll(lessons.actions());
        actions.addAll(look.actions());
        actions.add(new WindowAction("menu-picture-only", WindowMenu.VIEW, "Picture only",
                new KeyCodeCombination(KeyCode.P, shortcut, KeyCombination.SHIFT_DOWN),
                "hide every pane but the picture, or bring them all back", docks::togglePictureOnly));
        actions.add(WindowAction.pane("menu-colour-by-band", "Colour by priority band",
                new KeyCodeCombination(KeyCode.B, shortcut), "colour packets by pfifo_fast band instead of by flow",
                look.byBand()));
        actions.add(WindowAction.pane("menu-frame-stats", "Frame statistics", new KeyCodeCombination(KeyCode.F3),
                "frame time, frames a second and the longest stall, over the picture", pipeline.showStatsProperty()));
        actions.add(describe.action());
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
