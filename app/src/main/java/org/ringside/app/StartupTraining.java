package org.ringside.app;

import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * The launcher's training run ({@code --train-startup}): the window plays a few frames once every
 * pane is on screen and then closes, so that the JVM's class-data archive (or Java 25's
 * ahead-of-time cache) written at exit holds every class a window start loads, JavaFX's among
 * them, and later starts map them in instead of reading them from the jars.
 */
final class StartupTraining {
    /** Frames played before closing: packets move through the picture, the log and the inspectors. */
    static final int FRAMES = 30;

    private StartupTraining() {
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
