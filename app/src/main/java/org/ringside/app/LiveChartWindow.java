package org.ringside.app;

import javafx.beans.binding.Bindings;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.layout.BorderPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.charts.LiveChartView;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;
import org.ringside.views.shell.Theme;

/**
 * A second window with the live chart of a run of the current scenario, and the run bar that
 * plays it: the chart follows the simulation as it advances on the JavaFX thread. Closing the
 * window pauses the run; opening it again shows the same run, where it stood.
 */
final class LiveChartWindow {
    /** The title, before the scenario's name. */
    static final String TITLE = "Ringside — live chart: ";

    private static final double WIDTH = 1280;
    private static final double HEIGHT = 800;
    /** Room for the window manager's frame and title bar. */
    private static final double FRAME = 48;

    private final Stage stage = new Stage();
    private final RunBar bar;
    private final LiveChartView chart;

    /** A window, not yet shown, with a paused run of {@code scenario} at time 0. */
    LiveChartWindow(Scenario scenario) {
        RunController controller = new RunController(scenario);
        bar = new RunBar(controller);
        // Set apart from the chart's own toolbar below it, like the main window's menu bar.
        bar.setStyle("-fx-background-color: #e4e2da; -fx-border-color: transparent transparent -rs-rule transparent;");
        chart = new LiveChartView(controller::result);
        chart.setId("live-chart");
        BorderPane root = new BorderPane(chart);
        root.setTop(bar);

        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(root, Math.min(WIDTH, screen.getWidth() - FRAME),
                Math.min(HEIGHT, screen.getHeight() - FRAME));
        scene.getStylesheets().add(Theme.stylesheet());
        bar.installShortcuts(scene);
        stage.setScene(scene);
        stage.titleProperty().bind(Bindings.createStringBinding(
                () -> TITLE + bar.scenarioProperty().get().name(), bar.scenarioProperty()));
        stage.getIcons().setAll(Theme.icons());
        stage.setMinWidth(720);
        stage.setMinHeight(420);
        stage.setOnShown(e -> bar.start());
        stage.setOnHidden(e -> bar.stop());
    }

    /** Shows the window, or brings it to the front if it is open already. */
    void show() {
        if (!stage.isShowing()) {
            stage.show();
        }
        stage.toFront();
        stage.requestFocus();
    }

    /** Runs another scenario from time 0; Undo in the run bar brings the previous run back. */
    void load(Scenario scenario) {
        bar.load(scenario);
    }

    /** Closes the window, pausing the run. */
    void close() {
        stage.close();
    }

    Stage stage() {
        return stage;
    }

    LiveChartView chart() {
        return chart;
    }

    RunBar bar() {
        return bar;
    }
}
