package org.ringside.app;

import java.nio.file.Path;
import java.util.Objects;
import javafx.application.HostServices;
import org.ringside.app.settings.ConfigFolder;

/**
 * What the main window takes from its surroundings: the folder where it remembers things
 * between runs, how it asks for files and where its file choosers start.
 *
 * @param configFolder where the recent files list and the lesson progress are kept
 * @param dialogs the file choosers
 * @param browser opens a lesson's links in the system's browser; null copies them instead
 * @param scenarioFolder where every file chooser starts while the scenario has no file of its
 *     own (a shipped one, a lesson's, the defaults)
 */
record WindowSetup(Path configFolder, FileDialogs dialogs, HostServices browser, Path scenarioFolder) {
    WindowSetup {
        Objects.requireNonNull(configFolder, "configFolder");
        Objects.requireNonNull(dialogs, "dialogs");
        Objects.requireNonNull(scenarioFolder, "scenarioFolder");
    }

    /** No browser: links are copied to the clipboard; the choosers start where Ringside does. */
    WindowSetup(Path configFolder, FileDialogs dialogs) {
        this(configFolder, dialogs, null, startFolder());
    }

    /** The user's configuration folder, the platform's file choosers and its browser. */
    static WindowSetup system(HostServices browser) {
        return new WindowSetup(ConfigFolder.current(), FileDialogs.system(), browser, startFolder());
    }

    /** The scenario folder of the checkout Ringside runs from, or else the home folder. */
    private static Path startFolder() {
        return ScenarioFiles.initialFolder(Path.of("").toAbsolutePath(),
                Path.of(System.getProperty("user.home", ".")));
    }
}
