package org.ringside.app;

import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Region;

/**
 * The picture's least height: a share of the window's. At large text the panes under it (the
 * event log and the inspectors, whose rows grow with the text) took its room until, at 200 %
 * in a 1080-pixel window, it kept 230 pixels and its type, held at its floor, crowded. Now they
 * give way: shorter, down to nothing, while the picture keeps its share.
 */
final class PictureHeight {
    /** The least share of the window's height the picture keeps, whatever the text size. */
    static final double LEAST_SHARE = 0.5;

    private PictureHeight() {
    }

    /**
     * From now on keeps {@code picture} at least {@link #LEAST_SHARE} of its window's height
     * (less only where the window has no more room), and lets {@code below}, the panes it shares
     * its column with, shrink to nothing: each from its foot, its heading staying at the top (a
     * split pane centres a pane shorter than its least height, cutting its top off).
     */
    static void keep(Region picture, SplitPane below) {
        below.setMinHeight(0);
        for (Node pane : below.getItems()) {
            if (pane instanceof Region r) {
                r.setMinHeight(0);
            }
        }
        picture.sceneProperty().addListener((o, was, now) -> {
            if (now != null) {
                picture.minHeightProperty().bind(now.heightProperty().multiply(LEAST_SHARE));
            }
        });
    }
}
