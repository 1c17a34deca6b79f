package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * `ringside --train-startup`, the launcher's training run for its class archive: the window shows
 * the picture, then every pane, plays, and closes by itself.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowTrainingTest {
    @TempDir
    static Path dir;

    private MainWindow window;
    private final AtomicLong quits = new AtomicLong();
    private final AtomicBoolean panesShownAtQuit = new AtomicBoolean();
    private final AtomicLong simulatedNsAtQuit = new AtomicLong(-1);

    @Start
    void start(Stage stage) throws IOException {
        window = new MainWindow(stage, "test", () -> {
            quits.incrementAndGet();
            panesShownAtQuit.set(window.panesShown());
            simulatedNsAtQuit.set(window.controller().nowNs());
        }, new WindowSetup(Files.createTempDirectory(dir, "cfg"), new QueuedDialogs()));
        window.show();
        window.launch(new LaunchRequest(null, false, null, false, null, null, null, true));
    }

    @Test
    void theWindowClosesItselfAfterShowingEveryPaneAndPlaying() throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> quits.get() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(quits).as("closed once").hasValue(1);
        assertThat(panesShownAtQuit).as("every pane was on screen first").isTrue();
        assertThat(simulatedNsAtQuit.get()).as("the run played before it closed").isPositive();
    }
}
