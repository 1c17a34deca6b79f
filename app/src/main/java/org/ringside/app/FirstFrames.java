package org.ringside.app;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.shape.Rectangle;

/**
 * A window's first frames: the first frame made ready before the window is shown, so that the
 * window's first pulse only has to render it and no blank window shows meanwhile; then when that
 * frame was laid out, and when the picture reached the screen. The window fills its other panes
 * then, so that the picture comes first.
 *
 * <p>A pulse does not wait for its frame's rendering: JavaFX renders on a thread of its own and,
 * where it draws in software (the X11 pipeline without OpenGL, as under Xvfb), the rendered pixels
 * reach the window through the JavaFX thread's queue, behind whatever was asked of that thread
 * before. The picture counts as on screen only once its frame has been rendered and its pixels
 * handed to the window, and the panes, which keep the JavaFX thread busy for a while, wait until
 * then.
 */
final class FirstFrames {
    private final BooleanSupplier pictureDrawn;
    private final List<Runnable> whenPainted = new ArrayList<>();
    private long firstFrameMs = -1;
    private long paintedMs = -1;
    /** The picture's frame has been laid out; it is being rendered. */
    private boolean pictureFrame;

    /** @param pictureDrawn whether the picture has been drawn at its size by now */
    FirstFrames(BooleanSupplier pictureDrawn) {
        this.pictureDrawn = pictureDrawn;
    }

    /**
     * Makes the first frame of {@code scene}, not yet shown, ready to render: its styles applied,
     * laid out at the scene's size, and the picture drawn ({@code drawPicture}, which sees the
     * picture at its size). The window paints nothing of its own meanwhile: the scene has no fill.
     */
    static void prepare(Scene scene, Runnable drawPicture) {
        // JavaFX gives a window the scene's fill (white by default) as its background, which the
        // X server paints the moment the window is mapped, a pulse or more before the first
        // frame's pixels arrive: a blank white window. Without a fill the window has no
        // background, and shows nothing before the painted frame. The root's own background
        // covers the whole scene, so the frames themselves do not change.
        scene.setFill(null);
        Parent root = scene.getRoot();
        root.applyCss();
        root.resize(scene.getWidth(), scene.getHeight());
        root.layout();
        drawPicture.run();
        // Rendered once off screen: the first rendering, which loads the renderer's code and
        // rasterises every glyph, is done before the window shows, not while it shows blank.
        scene.snapshot(null);
    }

    /**
     * Counts one pulse at {@code epochMs} (milliseconds since the epoch), after its layout: true
     * at the first pulse whose frame holds the drawn picture (the frame still to be rendered and
     * shown), false before and after.
     */
    boolean pulse(long epochMs) {
        if (pictureFrame) {
            return false;
        }
        if (firstFrameMs < 0) {
            firstFrameMs = epochMs;
        }
        pictureFrame = pictureDrawn.getAsBoolean();
        return pictureFrame;
    }

    /**
     * The picture is on screen at {@code epochMs}: runs every action waiting for it, in the order
     * asked, and any that one of them asks for in turn after those.
     */
    void painted(long epochMs) {
        paintedMs = epochMs;
        while (!whenPainted.isEmpty()) {
            whenPainted.get(0).run();
            whenPainted.remove(0);
        }
    }

    /** Watches {@code scene}'s pulses from now on, until the picture is on screen. */
    void watch(Scene scene) {
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            if (pulse(System.currentTimeMillis())) {
                // After the pulse, which has then handed its frame to the render thread.
                Platform.runLater(() -> {
                    scene.removePostLayoutPulseListener(listener[0]);
                    awaitRendering();
                    // Behind the frame's pixels, which its rendering queued for this thread.
                    Platform.runLater(() -> painted(System.currentTimeMillis()));
                });
            }
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }

    /**
     * Returns once the render thread has finished every frame handed to it so far: a snapshot is
     * rendered on that thread too, in turn, and the JavaFX thread waits for it.
     */
    static void awaitRendering() {
        new Rectangle(1, 1).snapshot(null, null);
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
