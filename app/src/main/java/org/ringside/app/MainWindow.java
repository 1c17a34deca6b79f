package org.ringside.app;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.views.shell.AboutDialog;
import org.ringside.views.shell.PipelineView;
import org.ringside.views.shell.Theme;

/**
 * Ringside's main window: menus, the pipeline of the current scenario, a status line. File →
 * Open scenario replaces the current scenario; View → Live chart opens a second window that runs
 * it.
 */
final class MainWindow {
    /** The window's title. */
    static final String TITLE = "Ringside";
    /** The title of the alert that says why a scenario file could not be opened. */
    static final String OPEN_ERROR_TITLE = "Cannot open the scenario";
    /** Where the scenario files of a source checkout sit, from its root. */
    static final Path SCENARIO_FOLDER = Path.of("assets", "scenarios");

    private static final double FRAME_WIDTH = 16;
    private static final double FRAME_HEIGHT = 48;

    private final Stage stage;
    private final String version;
    private final Runnable quit;

    private Scenario scenario = Scenario.defaults();
    /** Where the current scenario came from, or null for the built-in defaults. */
    private Path scenarioFile;
    private final PipelineView pipeline = new PipelineView(scenario);
    private final Label subtitle = new Label();
    private final Label status = new Label();
    private final Tooltip statusTip = new Tooltip();
    private BorderPane root;
    /** Created on first use, then kept: closing it pauses its run, opening it shows it again. */
    private LiveChartWindow live;
    /** The folder the file chooser opened last, so the next Open starts there. */
    private File lastFolder;

    /**
     * @param stage the stage to fill
     * @param version shown in the About dialog and the status line
     * @param quit what File → Quit does (ends the application; tests count the calls)
     */
    MainWindow(Stage stage, String version, Runnable quit) {
        this.stage = stage;
        this.version = version;
        this.quit = quit;
    }

    /** Builds the scene and shows the window. */
    void show() {
        root = new BorderPane();
        root.setTop(menuBar());
        root.setCenter(new VBox(header(), pipeline));
        root.setBottom(statusBar());
        showScenario();

        Scene scene = new Scene(root);
        scene.getStylesheets().add(Theme.stylesheet());
        fitToScreen(root, Screen.getPrimary().getVisualBounds());
        stage.setTitle(TITLE);
        stage.getIcons().setAll(Theme.icons());
        stage.setScene(scene);
        stage.setMinWidth(1000);
        stage.setMinHeight(480);
        // The live chart belongs to this window: it goes when this one does.
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> {
            if (live != null) {
                live.close();
            }
        });
        stage.show();
    }

    /** The scenario the window shows and the live chart runs. */
    Scenario scenario() {
        return scenario;
    }

    /**
     * Loads a scenario file and makes it the current scenario: the pipeline, the header, the
     * status line and an open live chart show it. If the file cannot be used, an alert shows the
     * loader's one-line message and the current scenario stays.
     *
     * @return whether the scenario was opened
     */
    boolean openScenario(Path file) {
        Scenario next;
        try {
            next = ScenarioLoader.fromFile(file);
        } catch (ScenarioException e) {
            showOpenError(e.getMessage());
            return false;
        }
        scenario = next;
        scenarioFile = file;
        showScenario();
        growToFit();
        if (live != null) {
            live.load(next);
        }
        return true;
    }

    /** View → Live chart: opens the live chart of the current scenario, or brings it to the front. */
    void showLiveChart() {
        if (live == null) {
            live = new LiveChartWindow(scenario);
        }
        live.show();
    }

    /** The live chart window, once it has been opened. */
    LiveChartWindow liveChart() {
        return live;
    }

    /**
     * Where Open scenario starts: the scenario folder of a source checkout when Ringside runs
     * from its root (as the launcher script is usually started), otherwise the home folder.
     */
    static Path initialFolder(Path workingDirectory, Path home) {
        Path scenarios = workingDirectory.resolve(SCENARIO_FOLDER);
        return Files.isDirectory(scenarios) ? scenarios : home;
    }

    /** File → Open scenario: a file chooser for scenario files, then {@link #openScenario}. */
    private void chooseScenario() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open a scenario");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Ringside scenarios (*.yaml, *.yml)", "*.yaml", "*.yml"),
                new FileChooser.ExtensionFilter("All files", "*"));
        Path cwd = Path.of("").toAbsolutePath();
        File folder = lastFolder != null && lastFolder.isDirectory() ? lastFolder
                : initialFolder(cwd, Path.of(System.getProperty("user.home"))).toFile();
        chooser.setInitialDirectory(folder);
        File chosen = chooser.showOpenDialog(stage);
        if (chosen != null) {
            lastFolder = chosen.getParentFile();
            Path file = chosen.toPath().toAbsolutePath();
            // Messages name the file as a person would type it from here.
            openScenario(file.startsWith(cwd) ? cwd.relativize(file) : file);
        }
    }

    private void showOpenError(String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR);
        alert.initOwner(stage);
        alert.setTitle(OPEN_ERROR_TITLE);
        alert.setHeaderText("The scenario was not opened; " + scenario.name() + " stays.");
        alert.setContentText(message);
        alert.getDialogPane().setPrefWidth(720);
        alert.getDialogPane().getStylesheets().add(Theme.stylesheet());
        // Not showAndWait: the window goes on (a live chart keeps running) while it is open.
        alert.show();
    }

    private void showScenario() {
        pipeline.setScenario(scenario);
        subtitle.setText("A packet crosses these stages from left to right. Scenario: " + scenario.name() + ".");
        status.setText("Ringside " + version + "  ·  scenario: " + scenario.name());
        statusTip.setText(scenarioFile == null ? "The built-in default scenario" : "Opened from " + scenarioFile);
    }

    /**
     * Another scenario may need taller stage cards (more flows, longer names): the window grows
     * to show them whole, within the screen, and never shrinks under the user's hands.
     */
    private void growToFit() {
        if (root == null || root.getScene() == null) {
            return;
        }
        root.setPrefSize(Region.USE_COMPUTED_SIZE, Region.USE_COMPUTED_SIZE);
        root.applyCss();
        double width = root.getScene().getWidth();
        double needed = root.prefHeight(width);
        if (needed > root.getScene().getHeight()) {
            double most = Screen.getPrimary().getVisualBounds().getHeight() - FRAME_HEIGHT;
            // Through the scene's size, width and height together: a stage given a new height
            // alone is not resized on GTK.
            root.setPrefSize(width, Math.min(needed, most));
            stage.sizeToScene();
        }
    }


    /**
     * Opens at the size the content asks for, but never wider or taller than the screen: on a
     * 1280-pixel projector the stage cards get narrower and their text wraps instead.
     */
    private static void fitToScreen(BorderPane root, Rectangle2D screen) {
        root.applyCss();
        // Leave room for the window manager's frame and title bar.
        double width = Math.min(root.prefWidth(-1), screen.getWidth() - FRAME_WIDTH);
        double height = Math.min(root.prefHeight(width), screen.getHeight() - FRAME_HEIGHT);
        root.setPrefSize(width, height);
    }

    /** Help → About. */
    void showAbout() {
        new AboutDialog(stage, version).show();
    }

    private MenuBar menuBar() {
        MenuItem quitItem = new MenuItem("Quit");
        quitItem.setId("menu-quit");
        quitItem.setAccelerator(new KeyCodeCombination(KeyCode.Q, KeyCombination.SHORTCUT_DOWN));
        quitItem.setOnAction(e -> quit.run());
        MenuItem openItem = new MenuItem("Open scenario…");
        openItem.setId("menu-open");
        openItem.setAccelerator(new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN));
        openItem.setOnAction(e -> chooseScenario());
        Menu file = new Menu("File", null, openItem, new SeparatorMenuItem(), quitItem);

        MenuItem liveItem = new MenuItem("Live chart");
        liveItem.setId("menu-live-chart");
        liveItem.setAccelerator(new KeyCodeCombination(KeyCode.L, KeyCombination.SHORTCUT_DOWN));
        liveItem.setOnAction(e -> showLiveChart());
        Menu view = new Menu("View", null, liveItem);

        MenuItem aboutItem = new MenuItem("About Ringside");
        aboutItem.setId("menu-about");
        aboutItem.setAccelerator(new KeyCodeCombination(KeyCode.F1));
        aboutItem.setOnAction(e -> showAbout());
        Menu help = new Menu("Help", null, aboutItem);

        MenuBar bar = new MenuBar(file, view, help);
        // On macOS the menus belong in the screen's menu bar.
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    private VBox header() {
        Label title = new Label("The Linux transmit path");
        title.getStyleClass().add("main-title");
        subtitle.setId("main-subtitle");
        subtitle.getStyleClass().add("main-subtitle");
        subtitle.setWrapText(true);
        VBox header = new VBox(title, subtitle);
        header.getStyleClass().add("main-header");
        return header;
    }

    private HBox statusBar() {
        status.setId("status");
        status.setTooltip(statusTip);
        // A long scenario name gives way (with an ellipsis), the shortcuts never do.
        status.setMinWidth(0);
        Label keys = new Label("Ctrl+O Open  ·  Ctrl+L Live chart  ·  F1 About  ·  Ctrl+Q Quit");
        keys.setId("status-keys");
        keys.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bar = new HBox(24, status, gap, keys);
        bar.getStyleClass().add("status-bar");
        return bar;
    }
}
