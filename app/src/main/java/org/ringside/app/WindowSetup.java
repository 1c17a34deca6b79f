package org.ringside.app;

import java.nio.file.Path;
import java.util.Objects;
import javafx.application.HostServices;
import org.ringside.app.settings.ConfigFolder;

/**
 * What the main window takes from its surroundings: the folder where it remembers things
 * between runs, and how it asks for files.
 *
 * @param configFolder where the recent files list and the lesson progress are kept
 * @param dialogs the file choosers
 * @param browser opens a lesson's links in the system's browser; null copies them instead
 */
record WindowSetup(Path configFolder, FileDialogs dialogs, HostServices browser) {
    WindowSetup {
        Objects.requireNonNull(configFolder, "configFolder");
        Objects.requireNonNull(dialogs, "dialogs");
    }

    /** No browser: links are copied to the clipboard. */
    WindowSetup(Path configFolder, FileDialogs dialogs) {
        this(configFolder, dialogs, null);
    }

    /** The user's configuration folder, the platform's file choosers and its browser. */
    static WindowSetup system(HostServices browser) {
        return new WindowSetup(ConfigFolder.current(), FileDialogs.system(), browser);
    }
}
