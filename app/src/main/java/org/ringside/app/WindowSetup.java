package org.ringside.app;

import java.nio.file.Path;
import java.util.Objects;
import org.ringside.app.settings.ConfigFolder;

/**
 * What the main window takes from its surroundings: the folder where it remembers things
 * between runs, and how it asks for files.
 *
 * @param configFolder where the recent files list is kept
 * @param dialogs the file choosers
 */
record WindowSetup(Path configFolder, FileDialogs dialogs) {
    WindowSetup {
        Objects.requireNonNull(configFolder, "configFolder");
        Objects.requireNonNull(dialogs, "dialogs");
    }

    /** The user's configuration folder and the platform's file choosers. */
    static WindowSetup system() {
        return new WindowSetup(ConfigFolder.current(), FileDialogs.system());
    }
}
