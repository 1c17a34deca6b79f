package org.ringside.app;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Region;

/**
 * The picture's least height: a share of the window's. At large text the panes under it (the
 * event log and the inspectors, whose rows grow with the text) took its room until, at 200 %
 * in a 1080-pixel window, it kept 230 pixels and its type, held at its floor, crowded. Now they
 * give way: shorter, down to nothing, while the picture keeps its share.
 *
 * <p>With two lanes the pictures' column holds two pictures, their titles and the scoreboard
 * between them, whose large figures at 150 % text took all but a strip of each picture; the
 * column then keeps a larger share, and each lane's picture a share of its own.
 */
final class PictureHeight {
    /** The least share of the window's height the picture keeps, whatever the text size. */
    static final double LEAST_SHARE = 0.5;
    /** The least share of the window's height the two lanes' column keeps. */
    static final double TWO_LANES_LEAST_SHARE = 0.8;
    /** The least share of the window's height each of two lanes' pictures keeps. */
    static final double LANE_LEAST_SHARE = 0.15;

    private PictureHeight() {
    }

    /**
     * From now on keeps {@code picture} at least {@link #LEAST_SHARE} of its window's height
     * ({@link #TWO_LANES_LEAST_SHARE} while {@code twoLanes}; less only where the window has no
     * more room), and lets {@code below}, the panes it shares its column with, shrink to nothing:
     * each from its foot, its heading staying at the top (a split pane centres a pane shorter
     * than its least height, cutting its top off).
     */
    static void keep(Region picture, SplitPane below, ObservableBooleanValue twoLanes) {
        below.setMinHeight(0);
        for (Node pane : below.getItems()) {
            if (pane instanceof Region r) {
                r.setMinHeight(0);
            }
        }
        picture.sceneProperty().addListener((o, was, now) -> {
            if (now != null) {
                picture.minHeightProperty().bind(Bindings.when(twoLanes)
                        .then(now.heightProperty().multiply(TWO_LANES_LEAST_SHARE))
                        .otherwise(now.heightProperty().multiply(LEAST_SHARE)));
            }
        });
    }

    /**
     * From now on keeps one of two lanes' pictures at least {@link #LANE_LEAST_SHARE} of the
     * window's height: its share of the least height {@link #keep} gives {@code column}.
     */
    static void keepLane(Region lanePicture, Region column) {
        lanePicture.minHeightProperty().bind(column.minHeightProperty()
                .multiply(LANE_LEAST_SHARE / TWO_LANES_LEAST_SHARE));
    }

    /** A picture alone again: its least height is its own. */
    static void releaseLane(Region picture) {
        picture.minHeightProperty().unbind();
        picture.setMinHeight(Region.USE_COMPUTED_SIZE);
    }
}
