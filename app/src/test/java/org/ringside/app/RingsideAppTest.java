package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;

class RingsideAppTest {

    @Test
    void linuxNeedsAnX11Display() {
        assertThat(RingsideApp.hasDisplay(Map.of(), "Linux", "")).isFalse();
        assertThat(RingsideApp.hasDisplay(Map.of("DISPLAY", " "), "Linux", "")).isFalse();
        assertThat(RingsideApp.hasDisplay(Map.of("WAYLAND_DISPLAY", "wayland-0"), "Linux", "")).isFalse();
        assertThat(RingsideApp.hasDisplay(Map.of("DISPLAY", ":0"), "Linux", "")).isTrue();
    }

    @Test
    void macOsWindowsAndMonocleAlwaysHaveOne() {
        assertThat(RingsideApp.hasDisplay(Map.of(), "Mac OS X", "")).isTrue();
        assertThat(RingsideApp.hasDisplay(Map.of(), "Windows 11", "")).isTrue();
        assertThat(RingsideApp.hasDisplay(Map.of(), "Linux", "Monocle")).isTrue();
    }

    @Test
    void onlyTheClassPathWarningIsFilteredOut() {
        LogRecord classPath = new LogRecord(Level.WARNING,
                "Unsupported JavaFX configuration: classes were loaded from 'unnamed module @1f2a3b'");
        LogRecord css = new LogRecord(Level.WARNING, "Could not resolve '-rs-ink' while resolving lookups");
        assertThat(RingsideApp.notClassPathWarning(classPath)).isFalse();
        assertThat(RingsideApp.notClassPathWarning(css)).isTrue();
        assertThat(RingsideApp.notClassPathWarning(new LogRecord(Level.WARNING, null))).isTrue();
    }
}
