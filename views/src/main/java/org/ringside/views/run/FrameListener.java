package org.ringside.views.run;

/**
 * A view that shows a lane's run: a {@link FrameHub} calls it once per pulse, paused or not, on
 * the JavaFX thread, after the run advanced.
 */
@FunctionalInterface
public interface FrameListener {
    /** Shows {@code frame}; every view of the lane gets the same object in the same pulse. */
    void onFrame(Frame frame);
}
