package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A scenario and a flow named to colour a terminal and reverse a line: the window's title, the
 * status line and the knob panel's flows show the escapes, as the console prints them.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowEscapedNamesTest extends WindowTestBase {
    private static final String SHOWN = "evil\\e[31m\\u202Ename";

    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    @Test
    void theTitleTheStatusLineAndTheFlowsShowTheNameEscaped(FxRobot robot, @TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("evil.yaml"), String.join("\n",
                "name: \"evil\\e[31m\\u202Ename\"",
                "flows:",
                "  - { kind: bulk_tcp, name: \"evil\\e[31m\\u202Ename\" }",
                ""));
        boolean[] opened = new boolean[1];

        robot.interact(() -> opened[0] = window.openScenario(file));

        assertThat(opened[0]).isTrue();
        assertThat(window.scenario().name()).isEqualTo("evil\u001b[31m\u202Ename"); // the model keeps it
        assertThat(stage.getTitle()).isEqualTo("Ringside — " + SHOWN);
        assertThat(text(robot, "#status")).isEqualTo(SHOWN);
        assertThat(text(robot, "#status-message")).isEqualTo("Opened " + SHOWN + ".");
        assertThat(robot.lookup("#flow-0 .flow-title").queryAs(Label.class).getText()).startsWith(SHOWN + ": bulk_tcp × 1");
    }
}
