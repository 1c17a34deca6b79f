package org.ringside.app;

import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.shell.AboutDialog;
import org.ringside.views.shell.PipelineView;
import org.ringside.views.shell.Theme;

/** Ringside's main window: menus, the pipeline of the current scenario, a status line. */
final class MainWindow {
    /** The window's title. */
    static final String TITLE = "Ringside";

    private static final double FRAME_WIDTH = 16;
    private static final double FRAME_HEIGHT = 48;

    private final Stage stage;
    private final String version;
    private final Runnable quit;

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
        Scenario scenario = Scenario.defaults();
        BorderPane root = new BorderPane();
        root.setTop(menuBar());
        root.setCenter(new VBox(header(scenario), new PipelineView(scenario)));
        root.setBottom(statusBar(scenario));

        Scene scene = new Scene(root);
        scene.getStylesheets().add(Theme.stylesheet());
        fitToScreen(root, Screen.getPrimary().getVisualBounds());
        stage.setTitle(TITLE);
        stage.getIcons().setAll(Theme.icons());
        stage.setScene(scene);
        stage.setMinWidth(1000);
        stage.setMinHeight(480);
        stage.show();
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
        Menu file = new Menu("File", null, quitItem);

        MenuItem aboutItem = new MenuItem("About Ringside");
        aboutItem.setId("menu-about");
        aboutItem.setAccelerator(new KeyCodeCombination(KeyCode.F1));
        aboutItem.setOnAction(e -> showAbout());
        Menu help = new Menu("Help", null, aboutItem);

        MenuBar bar = new MenuBar(file, help);
        // On macOS the menus belong in the screen's menu bar.
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    private static VBox header(Scenario scenario) {
        Label title = new Label("The Linux transmit path");
        title.getStyleClass().add("main-title");
        Label subtitle = new Label("A packet crosses these stages from left to right. "
                + "Scenario: " + scenario.name() + ".");
        subtitle.getStyleClass().add("main-subtitle");
        subtitle.setWrapText(true);
        VBox header = new VBox(title, subtitle);
        header.getStyleClass().add("main-header");
        return header;
    }

    private HBox statusBar(Scenario scenario) {
        Label status = new Label("Ringside " + version + "  ·  scenario: " + scenario.name()
                + "  ·  F1 About  ·  Ctrl+Q Quit");
        status.setId("status");
        HBox bar = new HBox(status);
        bar.getStyleClass().add("status-bar");
        return bar;
    }
}
