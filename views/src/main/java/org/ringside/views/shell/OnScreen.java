package org.ringside.views.shell;

import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.PopupControl;
import javafx.stage.Screen;
import javafx.stage.WindowEvent;

/**
 * Keeps a popup, such as a long wrapped tooltip, inside the screen it opens on. JavaFX places a
 * tooltip under the pointer and fits it to the screen with the height it had before its text was
 * wrapped, so a tall one opened low on the screen runs off the bottom edge.
 */
public final class OnScreen {
    private OnScreen() {
    }

    /** From now on, moves {@code popup} back inside its screen each time it is shown. */
    public static void keep(PopupControl popup) {
        popup.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> {
            Rectangle2D screen = Screen.getScreensForRectangle(popup.getX(), popup.getY(), 1, 1).stream()
                    .findFirst().orElse(Screen.getPrimary()).getVisualBounds();
            Point2D at = within(popup.getX(), popup.getY(), popup.getWidth(), popup.getHeight(), screen);
            popup.setX(at.getX());
            popup.setY(at.getY());
        });
    }

    /**
     * Where a box of {@code width} by {@code height} asked for at ({@code x}, {@code y}), just
     * under the pointer, goes to be inside {@code bounds}: moved left as little as needed, and
     * when it does not fit below, put above the pointer instead (a popup moved under the pointer
     * would hide the control's own and flicker); never past the left or top edge.
     */
    static Point2D within(double x, double y, double width, double height, Rectangle2D bounds) {
        double nx = Math.max(bounds.getMinX(), Math.min(x, bounds.getMaxX() - width));
        double ny = y + height <= bounds.getMaxY() ? y : Math.max(bounds.getMinY(), y - height - POINTER_GAP);
        return new Point2D(nx, ny);
    }

    /** How far above where it was asked a popup goes to clear the pointer it opened under. */
    private static final double POINTER_GAP = 24;
}
