package org.ringside.app;

import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * How large the window opens and how small it may get: what a projector of 1280x720 shows whole,
 * and no larger than the screen it opens on, less the window manager's frame.
 */
final class WindowSize {
    /** Room for the window manager's frame and title bar. */
    private static final double FRAME_WIDTH = 16;
    private static final double FRAME_HEIGHT = 48;
    /** The smallest window a 1280x720 projector shows whole, less its frame. */
    private static final double MIN_WIDTH = 1200;
    private static final double MIN_HEIGHT = 640;
    /** What the window asks for on a large screen. */
    private static final double PREFERRED_WIDTH = 1600;
    private static final double PREFERRED_HEIGHT = 1000;

    private WindowSize() {
    }

    /** A scene of {@code root} at the size the window asks for on the primary screen. */
    static Scene scene(Parent root) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        return new Scene(root, Math.min(PREFERRED_WIDTH, screen.getWidth() - FRAME_WIDTH),
                Math.min(PREFERRED_HEIGHT, screen.getHeight() - FRAME_HEIGHT));
    }

    /** Keeps {@code stage} from getting smaller than a projector shows whole, or than the screen. */
    static void limit(Stage stage) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        stage.setMinWidth(Math.min(MIN_WIDTH, screen.getWidth() - FRAME_WIDTH));
        stage.setMinHeight(Math.min(MIN_HEIGHT, screen.getHeight() - FRAME_HEIGHT));
    }
}
