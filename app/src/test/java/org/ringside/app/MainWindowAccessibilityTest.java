package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Every control of the window has a name a screen reader can say: one lane, two, and in F5. */
@ExtendWith(ApplicationExtension.class)
class MainWindowAccessibilityTest extends WindowTestBase {
    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    private List<String> unnamed() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        return WaitForAsyncUtils.asyncFx(() -> AccessibleNames.missing(stage.getScene().getRoot())).get();
    }

    @Test
    void everyControlOfTheWindowHasAnAccessibleName(FxRobot robot) throws Exception {
        assertThat(unnamed()).as("one lane").isEmpty();
        robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL);
        robot.interact(() -> window.lessons().shown().set(true));
        WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS,
                () -> !robot.lookup(".lesson-cell").queryAll().isEmpty());
        assertThat(unnamed()).as("the live chart and the lessons").isEmpty();
    }

    @Test
    void everyControlWithLaneBOpenAndInPresentationHasAnAccessibleName(FxRobot robot) throws Exception {
        robot.interact(() -> robot.lookup("#pipeline").query().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.K).release(KeyCode.K, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.lanes().comparing().get()).isTrue();
        assertThat(unnamed()).as("two lanes").isEmpty();
        robot.type(KeyCode.F5);
        assertThat(unnamed()).as("presentation").isEmpty();
        robot.type(KeyCode.ESCAPE);
    }
}
