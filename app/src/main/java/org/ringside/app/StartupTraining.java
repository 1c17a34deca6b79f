package org.ringside.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The launcher's training run ({@code --train-startup}): the window plays a few frames once every
 * pane is on screen and then closes, so that the JVM's class-data archive (or Java 25's
 * ahead-of-time cache) written at exit holds every class a window start loads, JavaFX's among
 * them, and later starts map them in instead of reading them from the jars.
 */
final class StartupTraining {
    /** Frames played before closing: packets move through the picture, the log and the inspectors. */
    static final int FRAMES = 30;
    /** How far beyond the screens the window opens, in pixels. */
    private static final double OFF_SCREEN = 200;

    private StartupTraining() {
    }

    /**
     * Keeps the training run's window out of sight: it opens beyond the bottom right corner of
     * every screen, and transparent where the desktop composites windows (GNOME, KDE), as the
     * window manager may keep a window on screen. Its classes are those of a window on this
     * display all the same.
     */
    static void hide(Stage stage) {
        stage.setX(Screen.getScreens().stream().mapToDouble(s -> s.getBounds().getMaxX()).max().orElse(0) + OFF_SCREEN);
        stage.setY(Screen.getScreens().stream().mapToDouble(s -> s.getBounds().getMaxY()).max().orElse(0) + OFF_SCREEN);
        stage.setOpacity(0);
    }

    /** Removes the training run's configuration folder and what it wrote there. */
    static void remove(Path folder) {
        try (Stream<Path> written = Files.walk(folder)) {
            for (Path p : written.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | UncheckedIOException e) {
            // A temporary folder left behind harms nobody; the run must still end.
        }
    }

    /**
     * Runs {@code play}, then {@code close} after {@link #FRAMES} of {@code scene}'s pulses. Called
     * once the panes have joined the picture, so their styles and skins are loaded too.
     */
    static void playThenClose(Scene scene, Runnable play, Runnable close) {
        play.run();
        int[] left = {FRAMES};
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            if (--left[0] == 0) {
                // After the pulse: the scene is still going through its listeners.
                Platform.runLater(() -> {
                    scene.removePostLayoutPulseListener(listener[0]);
                    close.run();
                });
            }
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }
}
