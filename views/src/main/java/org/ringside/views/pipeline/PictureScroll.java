package org.ringside.views.pipeline;

import javafx.geometry.Orientation;
import java.util.function.DoubleUnaryOperator;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;

/**
 * The picture's canvas in its view, scrolled down and up where a larger text size needs a canvas
 * taller than the view ({@link PipelineRenderer#canvasHeight}): the words grow and the ring keeps
 * its size at the normal text size, rather than the ring and its key shrinking to make room.
 * The canvas and the notes over it move together under a clip; the canvas's own coordinates,
 * which the pointer's events give, stay the picture's.
 */
final class PictureScroll {
    private final Region view;
    private final Node[] moved;
    /** The view's width and height at the normal text size, and the window's then; null when not known. */
    private double[] normalView;
    private final ScrollBar bar = new ScrollBar();
    private final Rectangle clip = new Rectangle();

    /**
     * @param view the picture's view, which clips what it scrolls
     * @param moved the canvas and the notes over it, which scroll together
     */
    PictureScroll(Region view, Node... moved) {
        this.view = view;
        this.moved = moved.clone();
        bar.setId("picture-scroll");
        bar.setOrientation(Orientation.VERTICAL);
        bar.setManaged(false);
        bar.setVisible(false);
        // The keyboard stays with the picture, whose keys (1 to 6, [ and ]) it takes.
        bar.setFocusTraversable(false);
        bar.valueProperty().addListener((o, was, now) -> move(now.doubleValue()));
        view.setClip(clip);
        view.addEventHandler(ScrollEvent.SCROLL, e -> {
            if (bar.isVisible()) {
                bar.setValue(Math.max(bar.getMin(), Math.min(bar.getMax(), bar.getValue() - e.getDeltaY())));
                e.consume();
            }
        });
    }

    /** The scroll bar, a child of the view. */
    ScrollBar bar() {
        return bar;
    }

    /**
     * Lays the canvas out in a view {@code w} x {@code h} and gives its size: the view's, or, where
     * {@code needed} (the canvas height a width needs) is taller, narrower by the bar and as tall
     * as needed.
     */
    double[] layout(double w, double h, DoubleUnaryOperator needed) {
        clip.setWidth(w);
        clip.setHeight(h);
        double canvasH = needed.applyAsDouble(w);
        double canvasW = w;
        if (canvasH > h + 0.5) {
            canvasW = Math.max(1, w - bar.prefWidth(-1));
            canvasH = Math.max(h, needed.applyAsDouble(canvasW));
        }
        boolean scrolls = canvasH > h + 0.5;
        bar.setVisible(scrolls);
        if (scrolls) {
            double bw = bar.prefWidth(-1);
            bar.resizeRelocate(w - bw, 0, bw, h);
            bar.setMax(canvasH - h);
            bar.setVisibleAmount(h * (canvasH - h) / canvasH);
            bar.setUnitIncrement(h / 10);
            bar.setBlockIncrement(h * 0.9);
        }
        bar.setValue(scrolls ? Math.min(bar.getValue(), canvasH - h) : 0);
        move(bar.getValue());
        return new double[] {canvasW, canvasH};
    }

    private void move(double offset) {
        for (Node n : moved) {
            n.setTranslateY(-offset);
        }
    }

    /**
     * The view's size when it was last laid out at the normal text size in a window of the size
     * it has now, which larger text keeps the ring's size from; {0, 0} when not known (the window
     * opened at a larger text size, or was resized since).
     *
     * @param atNormal whether the view is at the normal text size now
     */
    double[] normalView(boolean atNormal) {
        Scene scene = view.getScene();
        double sw = scene == null ? 0 : scene.getWidth();
        double sh = scene == null ? 0 : scene.getHeight();
        if (atNormal) {
            normalView = new double[] {view.getWidth(), view.getHeight(), sw, sh};
        } else if (normalView != null && (normalView[2] != sw || normalView[3] != sh)) {
            normalView = null;
        }
        return normalView == null ? new double[] {0, 0} : normalView;
    }

    /** How far down the canvas is scrolled, in its pixels. */
    double offset() {
        return bar.isVisible() ? bar.getValue() : 0;
    }
}
