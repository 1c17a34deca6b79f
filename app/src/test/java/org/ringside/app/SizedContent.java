package org.ringside.app;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Group;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's content laid out in a scene of a size of its own, not the test's stage resized,
 * which later tests would inherit (and which the headless screen, 1280x800, could not show at
 * 1600x1000). Call on the FX thread but for {@link #waitUntilLaidOut}.
 */
final class SizedContent {
    private final Stage stage;
    private final Parent root;
    private final Scene sized;

    /** Moves {@code stage}'s content into a scene of {@code width} x {@code height}. */
    SizedContent(Stage stage, double width, double height) {
        this.stage = stage;
        root = stage.getScene().getRoot();
        stage.getScene().setRoot(new Group());
        sized = new Scene(root, width, height);
    }

    /** The content. */
    Parent root() {
        return root;
    }

    /** The content back in its window's scene. */
    void giveBack() {
        sized.setRoot(new Group());
        stage.getScene().setRoot(root);
    }

    /**
     * Waits until {@code condition} holds of the content laid out at its scene's size: a scene in
     * no window has no pulse to lay it out, so each look lays it out first.
     */
    void waitUntilLaidOut(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> {
            root.resize(sized.getWidth(), sized.getHeight());
            root.applyCss();
            root.layout();
            return condition.call();
        }).get());
    }
}
