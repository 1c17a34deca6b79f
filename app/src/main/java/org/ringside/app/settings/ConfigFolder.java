package org.ringside.app.settings;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where Ringside keeps what it remembers: {@code $XDG_CONFIG_HOME/ringside} (by default
 * {@code ~/.config/ringside}) on Linux and the BSDs, {@code ~/Library/Application Support/Ringside}
 * on macOS, {@code %APPDATA%\Ringside} on Windows. The system property {@code ringside.config}
 * names another folder (tests and portable installs use it).
 */
public final class ConfigFolder {
    /** The system property that overrides the folder. */
    public static final String PROPERTY = "ringside.config";

    private ConfigFolder() {
    }

    /** The folder for this user on this system; it may not exist yet. */
    public static Path current() {
        return of(System.getProperty(PROPERTY, ""), System.getenv(), System.getProperty("os.name", ""),
                Path.of(System.getProperty("user.home", ".")));
    }

    /** The folder for the given override, environment, operating system and home folder. */
    static Path of(String override, Map<String, String> env, String osName, Path home) {
        if (!override.isBlank()) {
            return Path.of(override);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String appData = env.getOrDefault("APPDATA", "");
            return (appData.isBlank() ? home.resolve("AppData").resolve("Roaming") : Path.of(appData)).resolve("Ringside");
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("Ringside");
        }
        String xdg = env.getOrDefault("XDG_CONFIG_HOME", "");
        // The XDG spec ignores a relative XDG_CONFIG_HOME.
        Path base = !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg) : home.resolve(".config");
        return base.resolve("ringside");
    }
}
