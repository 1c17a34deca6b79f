package org.ringside.app;

import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Orientation;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ChoiceDialog;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.ringside.app.WindowAction.WindowMenu;
import org.ringside.app.settings.KnobSectionsFile;
import org.ringside.lessons.LessonLibrary;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.views.charts.LiveChartView;
import org.ringside.views.inspect.CountersInspector;
import org.ringside.views.inspect.DqlInspector;
import org.ringside.views.inspect.EventLogView;
import org.ringside.views.inspect.InspectorScroll;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.knobs.RuntimeKnobsTarget;
import org.ringside.views.pipeline.ColourBy;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.pipeline.StageSpotlight;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunReplacement;
import org.ringside.views.run.RunState;
import org.ringside.views.run.Shortcut;
import org.ringside.views.run.SimTimeText;
import org.ringside.views.shell.AboutDialog;
import org.ringside.views.shell.ShortcutOverlay;
import org.ringside.views.shell.StatusBar;
import org.ringside.views.shell.Theme;

/**
 * Ringside's main window, laid out as teaching simulations are: the pipeline in the middle, the
 * knobs at the left edge, the event log and the inspectors below, the run bar at the bottom.
 * Every pane but the pipeline can be hidden so the picture can fill a projector. One run of the
 * current scenario drives all of it on one clock.
 *
 * <p>Every menu item, its shortcut and its line in the shortcut overlay come from one table of
 * {@link WindowAction}s.
 */
final class MainWindow {
    /** The window's title, before the scenario's name. */
    static final String TITLE = "Ringside";
    /** The most of the window's width the knob panel takes, whatever the text size. */
    private static final double KNOBS_MOST_SHARE = 0.3;
    /** Edit → Undo; the run bar's undo key, taken over so it undoes knob changes too. */
    private static final KeyCombination UNDO = RunBar.UNDO;
    /** The lessons pane's least width, in the theme's ems. */
    private static final double LESSONS_MIN_EMS = 24;
    /** Room for the window manager's frame and title bar. */
    private static final double FRAME_WIDTH = 16;
    private static final double FRAME_HEIGHT = 48;
    /** The smallest window a 1280x720 projector shows whole, less its frame. */
    private static final double MIN_WIDTH = 1200;
    private static final double MIN_HEIGHT = 640;
    /** What the window asks for on a large screen. */
    private static final double PREFERRED_WIDTH = 1600;
    private static final double PREFERRED_HEIGHT = 1000;

    private final Stage stage;
    private final String version;
    private final Runnable quit;
    private final WindowSetup setup;
    private final ScenarioFiles files;

    private final RunController controller;
    private final RunBar runBar;
    private final PipelinePictureView pipeline = new PipelinePictureView();
    /** The window's first frames: the picture is shown alone first, the other panes after it. */
    private final FirstFrames firstFrames = new FirstFrames(pipeline::pictureDrawn);
    private final LiveChartView chart;
    private final KnobPanel knobPanel;
    /** The lessons pane, the Lessons menu and the player's side of the window. */
    private final WindowLessons lessons;
    private final ShortcutOverlay overlay = new ShortcutOverlay();
    private final PictureExport pictures = new PictureExport();
    private final TextZoom zoom = new TextZoom();
    /** The knob changes of the run before the last reset or new run, for Undo to bring back with it. */
    private KnobPanel.Changes changesAside = KnobPanel.Changes.NONE;

    private final EventLogView eventLog = new EventLogView();
    private final DqlInspector dql = new DqlInspector();
    private final CountersInspector counters = new CountersInspector();
    /** Whether the event log and the inspectors are shown; made with their docks. */
    private BooleanProperty knobsShown;
    private BooleanProperty logShown;
    private BooleanProperty inspectorsShown;
    private final BooleanProperty highContrast = new SimpleBooleanProperty(this, "highContrast", false);
    private final BooleanProperty byBand = new SimpleBooleanProperty(this, "byBand", false);

    /** Whether a finished run starts again from t = 0 (the command line's --loop). */
    private boolean loop;
    private long runsFinished;

    private final StatusBar statusBar = new StatusBar(
            new KeyCodeCombination(KeyCode.F1).getDisplayText() + " or ?: every shortcut");
    private final List<WindowAction> actions = new ArrayList<>();
    private final Menu recentMenu = new Menu("Open recent");
    private BorderPane content;
    private StackPane root;
    /** F5's presentation mode; made with the bars it hides. */
    private Presentation presentation;
    private TabPane inspectors;
    private Tab chartTab;
    /** The Scenario menu, filled with the shipped scenarios once the picture is on screen. */
    private Menu scenarioMenu;

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
        this.controller = new RunController(scenario);
        this.runBar = new RunBar(controller);
        this.files = new ScenarioFiles(stage, setup, scenario, file, new ScenarioFiles.Host() {
            @Override
            public Scenario current() {
                return controller.settings();
            }

            @Override
            public void run(Scenario next) {
                runBar.load(next);
            }

            @Override
            public void say(String sentence) {
                MainWindow.this.say(sentence);
            }

            @Override
            public void scenarioChanged() {
                showScenario();
            }

            @Override
            public Alert alert(Alert.AlertType type, String title, String header, String text) {
                return MainWindow.this.alert(type, title, header, text);
            }
        });
        this.chart = new LiveChartView(controller::result);
        chart.setId("live-chart");
        this.knobPanel = new KnobPanel(new RuntimeKnobsTarget(controller::knobs, runBar::load));
        knobPanel.setId("knob-panel");
        KnobSectionsFile sections = KnobSectionsFile.in(setup.configFolder());
        knobPanel.rememberSections(sections);
        sections.warning().ifPresent(this::say);
        knobPanel.setOnChange(sentence -> {
            say(sentence);
            showScenario();
        });
        // A knob change belongs to its run: a reset or a new run sets the panel's changes aside
        // with the run it replaces, and Undo, bringing that run back, brings them back too.
        controller.addReplacementListener(r -> {
            if (r == RunReplacement.UNDO) {
                knobPanel.bringBack(changesAside);
                changesAside = KnobPanel.Changes.NONE;
            } else {
                changesAside = knobPanel.setAside();
            }
            knobPanel.refresh();
            showScenario();
        });
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
        presentation = new Presentation(stage, pipeline,
                List.of(knobsShown, logShown, inspectorsShown, lessons.shown()), content);
        defineActions();
        content.setTop(menuBar());
        // The work area's split pane lists the picture but has no skin, and so holds no child,
        // until it is shown itself: the picture can stand in the middle alone until then.
        content.setCenter(pipeline);
        content.setBottom(new VBox(runBar, statusBar));
        runBar.getStyleClass().add("main-run-bar");
        // At the largest text sizes the bars' buttons want more than the window's width: they
        // run off its right edge rather than push the whole window, picture included, off both.
        content.setMinSize(0, 0);
        root = new StackPane(content, overlay);
        // The card took the focus; the picture takes it back, not the scene's first text field
        // (the knob finder), where Space and ? would be typed instead of acted on.
        overlay.visibleProperty().addListener((o, was, now) -> {
            if (!now) {
                pipeline.requestFocus();
            }
        });
        showScenario();

        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(root, Math.min(PREFERRED_WIDTH, screen.getWidth() - FRAME_WIDTH),
                Math.min(PREFERRED_HEIGHT, screen.getHeight() - FRAME_HEIGHT));
        scene.getStylesheets().add(Theme.stylesheet());
        // Before the run bar's own shortcuts: its Ctrl+Z knows runs only, this one knobs too.
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (UNDO.match(e) && !knobPanel.undoIsTheFieldsOwn(scene.getFocusOwner())) {
                undo();
                e.consume();
            }
        });
        presentation.install(scene);
        runBar.installShortcuts(scene);
        runBar.setUndoAction(new RunBar.UndoAction(
                "Take back the last knob change, or else bring back the run from before the last reset or load",
                () -> knobPanel.canUndo() || controller.canUndo(), this::undo));
        // '?' is typed, not pressed: it has no key code of its own on most layouts.
        scene.addEventHandler(KeyEvent.KEY_TYPED, e -> {
            if ("?".equals(e.getCharacter()) && !(scene.getFocusOwner() instanceof TextInputControl)) {
                if (overlay.isVisible()) {
                    overlay.hide();
                } else {
                    showShortcuts();
                }
                e.consume();
            }
        });
        stage.getIcons().setAll(Theme.icons());
        stage.setScene(scene);
        stage.setMinWidth(Math.min(MIN_WIDTH, screen.getWidth() - FRAME_WIDTH));
        stage.setMinHeight(Math.min(MIN_HEIGHT, screen.getHeight() - FRAME_HEIGHT));
        stage.setFullScreenExitHint("F11 or Esc leaves full screen");
        stage.setOnCloseRequest(e -> {
            if (!files.settleUnsaved("closing the window")) {
                e.consume();
            }
        });
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> runBar.start());
        runBar.runStateProperty().addListener((o, was, now) -> runStateChanged(now));
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> runBar.stop());
        files.warning().ifPresent(this::say);
        stage.show();
        firstFrames.watch(scene);
        firstFrames.whenPainted(() -> {
            showPanes(center, scene);
            // Reading every shipped scenario and lesson would delay the picture.
            files.fillShipped(scenarioMenu);
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
        content.setCenter(workArea);
        // The knob panel is measured after its styles are applied, as the first show applies them.
        content.applyCss();
        fitKnobPanel();
        scene.widthProperty().addListener((o, was, now) -> fitKnobPanel());
        // Moving the picture took the keyboard from it.
        pipeline.requestFocus();
    }

    /** Whether the window has shown its picture and then every pane with it. */
    boolean panesShown() {
        return firstFrames.done();
    }

    /**
     * Opens the scenario the command line named, if any, sets the speed, starts playing if asked
     * to, and starts the frame log and the start-up report.
     */
    void launch(LaunchRequest request) {
        if (request.startupReport() != null) {
            long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
            firstFrames.whenPainted(() -> {
                try {
                    StartupReport.of(jvmStart, firstFrames).writeTo(request.startupReport());
                } catch (UncheckedIOException e) {
                    say(e.getMessage());
                }
            });
        }
        // A file the window did not start on (it changed since the command line read it) is
        // opened as File → Open would, so its error shows.
        if (request.scenario() != null && !files.document().file().equals(Optional.of(request.scenario()))) {
            openScenario(request.scenario());
        }
        if (request.speed() != null) {
            controller.setSpeed(request.speed());
        }
        loop = request.loop();
        if (request.frameLog() != null) {
            try {
                FrameLog log = new FrameLog(request.frameLog(), new FrameLog.RunProgress() {
                    @Override
                    public long runsFinished() {
                        return runsFinished;
                    }

                    @Override
                    public long nowNs() {
                        return controller.nowNs();
                    }
                });
                log.start();
                stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> log.stop());
            } catch (UncheckedIOException e) {
                say(e.getCause().getMessage());
            }
        }
        if (request.lesson() != null) {
            // Beside the knobs, once they are there to make room or give way.
            firstFrames.whenPainted(() -> lessons.open(request.lesson()));
        }
        if (request.play()) {
            controller.play();
        }
        if (request.trainStartup()) {
            // After the panes and any lesson, which joined the picture before this.
            firstFrames.whenPainted(() -> StartupTraining.playThenClose(stage.getScene(), controller::play, quit));
        }
    }

    /** A finished run counts, and with --loop starts again from t = 0. */
    private void runStateChanged(RunState now) {
        if (now == RunState.FINISHED) {
            runsFinished++;
            if (loop) {
                controller.reset();
                controller.play();
            }
        }
    }

    // --- what tests and the application reach -------------------------------------------------------

    /** The scenario the run started from, with every knob turned since: what Save writes. */
    Scenario scenario() {
        return controller.settings();
    }

    KnobPanel knobPanel() {
        return knobPanel;
    }

    /**
     * Edit → Undo: the last knob change, or, when no knob was turned since, the last reset or
     * load (the run before it comes back where it stood).
     *
     * @return whether anything was undone
     */
    boolean undo() {
        if (knobPanel.canUndo()) {
            // A change the panel cannot take back it has explained, and dropped.
            boolean undone = knobPanel.undo();
            knobPanel.refresh();
            showScenario();
            return undone;
        }
        boolean undone = controller.undo();
        if (undone) {
            knobPanel.refresh();
            showScenario();
        } else {
            say("Nothing to undo.");
        }
        return undone;
    }

    RunController controller() {
        return controller;
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
        return zoom;
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

    // --- scenarios ------------------------------------------------------------------------------------

    /**
     * File → Export picture: asks where (the ending picks PNG, SVG or GIF) and, for a GIF, how
     * much simulated time to animate; then writes it in the background.
     */
    private void choosePictureFile() {
        Path folder = files.folder();
        String suggested = ScenarioFiles.fileNameFor(scenario().name()).replaceFirst("\\.yaml$", ".png");
        Optional<Path> target = setup.dialogs().exportPicture(stage, folder, suggested);
        if (target.isEmpty()) {
            return;
        }
        long span = PictureExport.GIF_SPANS_NS[1];
        if (PictureExport.Format.of(target.get()) == PictureExport.Format.GIF) {
            List<String> choices = new ArrayList<>();
            for (long ns : PictureExport.GIF_SPANS_NS) {
                choices.add(SimTimeText.length(ns));
            }
            ChoiceDialog<String> ask = new ChoiceDialog<>(choices.get(1), choices);
            ask.initOwner(stage);
            ask.setTitle("Export an animated GIF");
            ask.setHeaderText("How much simulated time, from t = " + SimTimeText.length(controller.nowNs()) + " on?");
            ask.setContentText("Stretch:");
            ask.getDialogPane().getStylesheets().setAll(root.getScene().getStylesheets());
            Optional<String> chosen = ask.showAndWait();
            if (chosen.isEmpty()) {
                return;
            }
            span = PictureExport.GIF_SPANS_NS[choices.indexOf(chosen.get())];
        }
        exportPicture(target.get(), span);
    }

    /**
     * Writes the picture as it stands (PNG, SVG) or the next {@code gifSpanNs} of the run (GIF)
     * in the background; the status line says when it is written, or why not.
     */
    CompletableFuture<Path> exportPicture(Path target, long gifSpanNs) {
        say("Writing " + target + "…");
        return pictures.export(target, controller.settings(), controller.snapshot(), gifSpanNs, highContrast.get(),
                byBand.get() ? ColourBy.BAND : ColourBy.FLOW).whenComplete((written, failure) -> Platform.runLater(
                        () -> say(failure == null ? "Wrote " + written + "." : oneLine(failure))));
    }

    /** A failure's message, unwrapped from the future that carried it. */
    private static String oneLine(Throwable failure) {
        Throwable t = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }

    private Alert alert(Alert.AlertType type, String title, String header, String text) {
        Alert alert = new Alert(type);
        alert.initOwner(stage);
        alert.setTitle(title);
        alert.setHeaderText(header);
        alert.setContentText(text);
        alert.getDialogPane().setPrefWidth(760);
        alert.getDialogPane().getStylesheets().setAll(root.getScene().getStylesheets());
        alert.getDialogPane().setStyle(root.getStyle());
        return alert;
    }

    private void showScenario() {
        Scenario s = scenario();
        boolean changed = unsaved();
        stage.setTitle(TITLE + " — " + s.name() + (changed ? " (unsaved)" : ""));
        statusBar.showScenario(s.name() + (changed ? "  ·  unsaved changes" : ""),
                "Ringside " + version + "; the scenario came from " + files.document().origin());
    }

    /** Shows a sentence in the status line: what the last action did, or a warning. */
    private void say(String text) {
        statusBar.say(text);
    }

    // --- the panes --------------------------------------------------------------------------------------

    private Node workArea() {
        eventLog.follow(controller);
        Tab dqlTab = tab("DQL", "tab-dql", InspectorScroll.of(dql));
        Tab countersTab = tab("Counters", "tab-counters", InspectorScroll.of(counters));
        chartTab = tab("Live chart", "tab-chart", chart);
        inspectors = new TabPane(dqlTab, countersTab, chartTab);
        inspectors.setId("inspectors");

        Dock below = new Dock(Orientation.HORIZONTAL, "below-dock");
        logShown = below.add(eventLog, 0.55);
        inspectorsShown = below.add(inspectors, 0.45);
        Dock work = new Dock(Orientation.VERTICAL, "work-area");
        work.add(pipeline, 0.62);
        Dock.showWhileAny(work.add(below.node(), 0.38), logShown, inspectorsShown);
        PictureHeight.keep(pipeline, below.node());
        Dock main = new Dock(Orientation.HORIZONTAL, "main-dock");
        knobsShown = main.add(knobPanel, 0.25);
        main.add(work.node(), 0.75);
        lessons.docked(main.add(lessons.player(), 0.3));
        lessons.shown().addListener((o, was, now) -> {
            // A lesson opened at start comes before the knob panel's first layout: its width is
            // then still 0, and what it will take is its preferred width.
            double knobsWidth = Math.max(knobPanel.getWidth(), knobPanel.prefWidth(-1));
            if (now && knobsShown.get() && root != null && !LessonRoom.knobsFit(root.getScene().getWidth(),
                    knobsWidth, lessons.player().getMinWidth(), zoom.factor())) {
                knobsShown.set(false);
                // After the lesson's own sentence ("Lesson: …"), which opening it says next.
                actions.stream().filter(a -> a.id().equals("menu-knobs")).findFirst().ifPresent(a -> Platform.runLater(
                        () -> say((statusBar.said().isEmpty() ? "" : statusBar.said() + " ")
                                + LessonRoom.knobsHidden(a.keyText()))));
            }
        });
        // Room for a step's text and its three buttons, which would otherwise shrink to "…".
        lessons.player().setMinWidth(LESSONS_MIN_EMS * TextZoom.BASE_PX);
        SplitPane.setResizableWithParent(knobPanel, false);
        // As wide as its widest row, and no wider: the picture needs the room more.
        knobPanel.setMinWidth(Region.USE_PREF_SIZE);
        knobPanel.setMaxWidth(Region.USE_PREF_SIZE);

        pipeline.setId("pipeline");
        pipeline.setFocusTraversable(true);
        // A click on the picture takes the keyboard back from whichever control had it.
        pipeline.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> pipeline.requestFocus());
        pipeline.highContrastProperty().bind(highContrast);
        pipeline.colourByProperty().bind(Bindings.when(byBand)
                .then(ColourBy.BAND).otherwise(ColourBy.FLOW));
        controller.addStepListener(pipeline::highlight);
        eventLog.selectedStepProperty().addListener((o, was, now) -> pipeline.highlight(now));
        runBar.addFrameListener(pulseNs -> {
            SimSnapshot snapshot = controller.snapshot();
            pipeline.update(snapshot, pulseNs);
            eventLog.update(snapshot);
            dql.update(snapshot);
            counters.update(snapshot);
        });
        return main.node();
    }

    private static Tab tab(String title, String id, Node content) {
        Tab tab = new Tab(title, content);
        tab.setClosable(false);
        tab.setId(id);
        return tab;
    }

    /**
     * View → Live chart: brings the live chart of the run to the front of the inspectors, or
     * hides the inspectors when it is there already.
     */
    void toggleChart() {
        if (inspectorsShown.get() && inspectors.getSelectionModel().getSelectedItem() == chartTab) {
            inspectorsShown.set(false);
        } else {
            inspectorsShown.set(true);
            inspectors.getSelectionModel().select(chartTab);
        }
    }

    /**
     * View → Picture only: hides the knobs, the event log and the inspectors so the picture
     * fills the window (a projector's whole screen with F11); again brings every pane back.
     */
    void togglePictureOnly() {
        boolean anyShown = knobsShown.get() || logShown.get() || inspectorsShown.get();
        knobsShown.set(!anyShown);
        logShown.set(!anyShown);
        inspectorsShown.set(!anyShown);
    }

    // --- classroom --------------------------------------------------------------------------------------

    /**
     * The knob panel as wide as its rows with each input beside its name, up to a share of the
     * window: at large text the inputs go under their names and the picture keeps its room.
     */
    private void fitKnobPanel() {
        knobPanel.fitWidthToContent(KNOBS_MOST_SHARE * root.getScene().getWidth());
    }

    private void applyZoom() {
        root.setStyle(zoom.rootStyle());
        // After the new size's CSS pass, which decides how wide the rows are.
        Platform.runLater(this::fitKnobPanel);
        pipeline.textScaleProperty().set(zoom.factor());
        say("Text at " + Math.round(zoom.factor() * 100) + " %.");
    }

    private void toggleHighContrast() {
        highContrast.set(!highContrast.get());
        List<String> sheets = root.getScene().getStylesheets();
        if (highContrast.get()) {
            sheets.add(Theme.highContrastStylesheet());
        } else {
            sheets.remove(Theme.highContrastStylesheet());
        }
        say(highContrast.get() ? "High contrast on." : "High contrast off.");
    }

    /** F1 or ?: the card of every shortcut, from the same table as the menus and the run bar's own. */
    void showShortcuts() {
        List<ShortcutOverlay.Row> rows = new ArrayList<>();
        // The run's keys first: they are the ones a class sees used most.
        for (Shortcut sc : RunBar.shortcuts()) {
            if (!sc.keys().equals(UNDO)) { // listed under Edit, where it undoes knob changes too
                rows.add(new ShortcutOverlay.Row("Run", sc.keysText(), sc.description()));
            }
        }
        rows.add(new ShortcutOverlay.Row("Picture", StageSpotlight.KEYS_TEXT, StageSpotlight.HELP));
        for (WindowAction a : actions) {
            if (a.key() != null) {
                rows.add(new ShortcutOverlay.Row(a.menu().title(), a.keyText(), a.help()));
            }
        }
        rows.add(new ShortcutOverlay.Row("Help", "?", "this card, too"));
        overlay.show(rows);
    }

    // --- menus --------------------------------------------------------------------------------------------

    private void defineActions() {
        KeyCombination.Modifier shortcut = KeyCombination.SHORTCUT_DOWN;
        actions.add(new WindowAction("menu-open", WindowMenu.FILE, "Open scenario…",
                new KeyCodeCombination(KeyCode.O, shortcut), "open a scenario file", files::chooseScenario));
        actions.add(new WindowAction("menu-save", WindowMenu.FILE, "Save",
                new KeyCodeCombination(KeyCode.S, shortcut), "save the scenario with every knob as it is now",
                files::save));
        actions.add(new WindowAction("menu-save-as", WindowMenu.FILE, "Save as…",
                new KeyCodeCombination(KeyCode.S, shortcut, KeyCombination.SHIFT_DOWN), "save it to another file",
                files::saveAs));
        actions.add(new WindowAction("menu-export-picture", WindowMenu.FILE, "Export picture…",
                new KeyCodeCombination(KeyCode.E, shortcut), "the picture as PNG or SVG, or a stretch of the run as a GIF",
                this::choosePictureFile));
        actions.add(new WindowAction("menu-quit", WindowMenu.FILE, "Quit",
                new KeyCodeCombination(KeyCode.Q, shortcut), "quit Ringside", () -> {
                    if (files.settleUnsaved("quitting")) {
                        quit.run();
                    }
                }));

        actions.add(new WindowAction("menu-undo", WindowMenu.EDIT, "Undo", UNDO,
                "undo the last knob change, or else the last reset or load", this::undo));

        actions.add(new WindowAction("menu-live-chart", WindowMenu.VIEW, "Live chart",
                new KeyCodeCombination(KeyCode.L, shortcut), "show the live chart of the run, or hide it",
                this::toggleChart));
        actions.add(WindowAction.pane("menu-knobs", "Knob panel", new KeyCodeCombination(KeyCode.DIGIT1, shortcut),
                "show or hide the knob panel", knobsShown));
        actions.add(WindowAction.pane("menu-event-log", "Event log", new KeyCodeCombination(KeyCode.DIGIT2, shortcut),
                "show or hide the event log", logShown));
        actions.add(WindowAction.pane("menu-inspectors", "Inspectors", new KeyCodeCombination(KeyCode.DIGIT3, shortcut),
                "show or hide the inspectors: DQL, counters, live chart", inspectorsShown));
        actions.addAll(lessons.actions());
        actions.add(new WindowAction("menu-larger", WindowMenu.VIEW, "Larger text",
                new KeyCodeCombination(KeyCode.EQUALS, shortcut), "larger text everywhere (also Ctrl and +)", () -> {
                    zoom.larger();
                    applyZoom();
                }));
        actions.add(new WindowAction("menu-smaller", WindowMenu.VIEW, "Smaller text",
                new KeyCodeCombination(KeyCode.MINUS, shortcut), "smaller text everywhere", () -> {
                    zoom.smaller();
                    applyZoom();
                }));
        actions.add(new WindowAction("menu-text-reset", WindowMenu.VIEW, "Text at normal size",
                new KeyCodeCombination(KeyCode.DIGIT0, shortcut), "text back to its normal size", () -> {
                    zoom.reset();
                    applyZoom();
                }));
        actions.add(new WindowAction("menu-high-contrast", WindowMenu.VIEW, "High contrast",
                new KeyCodeCombination(KeyCode.H, shortcut, KeyCombination.SHIFT_DOWN),
                "the whole window and the picture white on black, heavier lines, for a washed-out projector", this::toggleHighContrast,
                highContrast));
        actions.add(new WindowAction("menu-picture-only", WindowMenu.VIEW, "Picture only",
                new KeyCodeCombination(KeyCode.P, shortcut, KeyCombination.SHIFT_DOWN),
                "hide every pane but the picture, or bring them all back", this::togglePictureOnly));
        actions.add(WindowAction.pane("menu-colour-by-band", "Colour by priority band",
                new KeyCodeCombination(KeyCode.B, shortcut), "colour packets by pfifo_fast band instead of by flow",
                byBand));
        actions.add(WindowAction.pane("menu-frame-stats", "Frame statistics", new KeyCodeCombination(KeyCode.F3),
                "frame time, frames a second and the longest stall, over the picture", pipeline.showStatsProperty()));
        actions.add(new WindowAction("menu-presentation", WindowMenu.VIEW, "Presentation",
                new KeyCodeCombination(KeyCode.F5), "full screen, the picture alone with its type doubled; Esc leaves",
                () -> presentation.toggle(), presentation.on()));
        actions.add(new WindowAction("menu-full-screen", WindowMenu.VIEW, "Full screen",
                new KeyCodeCombination(KeyCode.F11), "full screen on or off",
                () -> stage.setFullScreen(!stage.isFullScreen())));

        actions.add(new WindowAction("menu-shortcuts", WindowMenu.HELP, "Keyboard shortcuts",
                new KeyCodeCombination(KeyCode.F1), "this card of every shortcut (also ?)", this::showShortcuts));
        actions.add(new WindowAction("menu-about", WindowMenu.HELP, "About Ringside", null,
                "the version and the licence", this::showAbout));
    }

    private MenuBar menuBar() {
        Map<WindowMenu, Menu> menus = new EnumMap<>(WindowMenu.class);
        for (WindowMenu m : WindowMenu.values()) {
            menus.put(m, new Menu(m.title()));
        }
        for (WindowAction a : actions) {
            MenuItem item;
            if (a.shown() != null) {
                CheckMenuItem check = new CheckMenuItem(a.label());
                check.setSelected(a.shown().get());
                a.shown().addListener((o, was, now) -> check.setSelected(now));
                // The action decides; the check mark only follows the pane.
                check.setOnAction(e -> {
                    check.setSelected(a.shown().get());
                    a.action().run();
                });
                item = check;
            } else {
                item = new MenuItem(a.label());
                item.setOnAction(e -> a.action().run());
            }
            item.setId(a.id());
            item.setAccelerator(a.key());
            menus.get(a.menu()).getItems().add(item);
        }
        Menu file = menus.get(WindowMenu.FILE);
        recentMenu.setId("menu-recent");
        file.getItems().add(1, recentMenu);
        file.getItems().add(file.getItems().size() - 1, new SeparatorMenuItem());
        file.setOnShowing(e -> files.fillRecent(recentMenu));
        files.fillRecent(recentMenu);
        scenarioMenu = menus.get(WindowMenu.SCENARIO);

        MenuBar bar = new MenuBar(menus.values().toArray(Menu[]::new));
        // On macOS the menus belong in the screen's menu bar.
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    /** Help → About. */
    void showAbout() {
        new AboutDialog(stage, version).show();
    }
}
