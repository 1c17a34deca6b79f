package org.ringside.app;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * Watches a window's first pulses: when its first frame was laid out, and when the picture first
 * reached the screen. A frame laid out in one pulse is on screen before the next pulse begins
 * (JavaFX waits for the render thread), so the picture counts as painted at the pulse after the
 * one that drew it. The window fills its other panes then, so that the picture comes first.
 */
final class FirstFrames {
    private final BooleanSupplier pictureDrawn;
    private final List<Runnable> whenPainted = new ArrayList<>();
    private long firstFrameMs = -1;
    private long paintedMs = -1;
    private boolean drawnBefore;

    /** @param pictureDrawn whether the picture has been drawn at its size by now */
    FirstFrames(BooleanSupplier pictureDrawn) {
        this.pictureDrawn = pictureDrawn;
    }

    /**
     * Counts one pulse at {@code epochMs} (milliseconds since the epoch), after its layout: true
     * at the pulse where the picture is first on screen, false before and after.
     */
    boolean pulse(long epochMs) {
        if (paintedMs >= 0) {
            return false;
        }
        if (firstFrameMs < 0) {
            firstFrameMs = epochMs;
        }
        if (!drawnBefore) {
            drawnBefore = pictureDrawn.getAsBoolean();
            return false;
        }
        paintedMs = epochMs;
        return true;
    }

    /** Watches {@code scene}'s pulses from now on, until the picture is on screen. */
    void watch(Scene scene) {
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            if (pulse(System.currentTimeMillis())) {
                // After the pulse: the scene is still going through its listeners, and the
                // actions may change the scene graph.
                Platform.runLater(() -> {
                    scene.removePostLayoutPulseListener(listener[0]);
                    whenPainted.forEach(Runnable::run);
                    whenPainted.clear();
                });
            }
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }

    /** Runs {@code action} once the picture is on screen: soon after, or now if it is already. */
    void whenPainted(Runnable action) {
        if (paintedMs >= 0 && whenPainted.isEmpty()) {
            action.run();
        } else {
            whenPainted.add(action);
        }
    }

    /** Whether the picture has reached the screen and every action waiting for it has run. */
    boolean done() {
        return paintedMs >= 0 && whenPainted.isEmpty();
    }

    /** When the first frame was laid out, in milliseconds since the epoch; -1 before. */
    long firstFrameMs() {
        return firstFrameMs;
    }

    /** When the picture was first on screen, in milliseconds since the epoch; -1 before. */
    long paintedMs() {
        return paintedMs;
    }
}
