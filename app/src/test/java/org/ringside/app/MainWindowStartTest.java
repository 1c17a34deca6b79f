package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** `ringside FILE`: the window's first run is of that file, with nothing before it to undo. */
@ExtendWith(ApplicationExtension.class)
class MainWindowStartTest {
    @TempDir
    static Path dir;

    private MainWindow window;
    private Path file;
    private Scenario scenario;

    @Start
    void start(Stage stage) throws IOException, ScenarioException {
        file = Files.writeString(dir.resolve("start.yaml"), "name: start here\nflows:\n  - { kind: bulk_tcp }\n");
        scenario = ScenarioLoader.fromFile(file);
        window = new MainWindow(stage, "test", () -> { }, new WindowSetup(Files.createTempDirectory(dir, "cfg"),
                new MainWindowTest.Dialogs()), scenario, file);
        window.show();
        window.launch(new LaunchRequest(file, false, null, false, null, null));
    }

    @Test
    void theFileIsTheFirstRunAndItsDocument(FxRobot robot) {
        assertThat(window.scenario()).isEqualTo(scenario);
        assertThat(window.controller().canUndo()).as("no built-in run before it to bring back").isFalse();
        assertThat(window.unsaved()).isFalse();
        assertThat(robot.lookup("#status").queryAs(javafx.scene.control.Label.class).getTooltip().getText())
                .endsWith(file.toString());
    }
}
