package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.settings.ConfigFolder;
import org.ringside.app.settings.RecentFiles;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
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

    /** The user's configuration folder while the window trains. */
    private Path userConfig;
    private WindowSetup setup;

    @Start
    void start(Stage stage) throws IOException, ScenarioException {
        userConfig = Files.createTempDirectory(dir, "user");
        Path file = Files.writeString(dir.resolve("trained-on.yaml"), "name: trained on\nflows:\n  - { kind: bulk_tcp }\n");
        LaunchRequest training = new LaunchRequest(file, false, null, false, null, null, null, true);
        String was = System.getProperty(ConfigFolder.PROPERTY);
        System.setProperty(ConfigFolder.PROPERTY, userConfig.toString());
        try {
            setup = RingsideApp.windowSetup(training, null);
        } finally {
            if (was == null) {
                System.clearProperty(ConfigFolder.PROPERTY);
            } else {
                System.setProperty(ConfigFolder.PROPERTY, was);
            }
        }
        window = new MainWindow(stage, "test", () -> {
            quits.incrementAndGet();
            panesShownAtQuit.set(window.panesShown());
            simulatedNsAtQuit.set(window.controller().nowNs());
        }, setup, ScenarioLoader.fromFile(file), file);
        window.show();
        window.launch(training);
    }

    /** The training run's own folder is removed as the application's stop() does. */
    @AfterEach
    void removeTheTrainingFolder() {
        StartupTraining.remove(setup.configFolder());
    }

    @Test
    void theWindowClosesItselfAfterShowingEveryPaneAndPlaying() throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> quits.get() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(quits).as("closed once").hasValue(1);
        assertThat(panesShownAtQuit).as("every pane was on screen first").isTrue();
        assertThat(simulatedNsAtQuit.get()).as("the run played before it closed").isPositive();
    }

    @Test
    void theTrainingRunLeavesTheUsersRecentFilesAndSettingsAsTheyWere() throws TimeoutException, IOException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> quits.get() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        try (Stream<Path> written = Files.list(userConfig)) {
            assertThat(written).as("nothing written where the user's settings are").isEmpty();
        }
        assertThat(RecentFiles.in(setup.configFolder()).files()).as("the file it opened is remembered in its own folder")
                .hasSize(1);
    }
}
