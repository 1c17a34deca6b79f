package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * `ringside --lesson ID` on a screen too narrow for the knobs, the picture and the lesson side by
 * side: the lesson opens before the knob panel's first layout, and the knobs still give way.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowLessonStartTest {
    @TempDir
    static Path dir;

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        window = new MainWindow(stage, "test", () -> { }, new WindowSetup(Files.createTempDirectory(dir, "cfg"),
                new QueuedDialogs()));
        window.show();
        window.launch(new LaunchRequest(null, false, null, false, null, "ring-bufferbloat", null));
    }

    @Test
    void aLessonOpenedAtStartHidesTheKnobsWhereThePictureWouldBeCramped(FxRobot robot) throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> window.panesShown() && window.lessons().player().lesson().isPresent()).get());
        WaitForAsyncUtils.waitForFxEvents();
        // The test screen is narrower than 1,750 pixels: the three do not fit.
        assertThat(stage.getScene().getWidth()).isLessThan(1750);
        boolean knobsShown = window.actions().stream().filter(a -> a.id().equals("menu-knobs")).findFirst()
                .orElseThrow().shown().get();
        assertThat(knobsShown).isFalse();
    }
}
