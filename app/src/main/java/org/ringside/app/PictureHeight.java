package org.ringside.app;

import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableDoubleValue;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
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
 *
 * <p>No share is more than the room the window's middle has between the menu bar and the run
 * bar: at 150 % text those bars took more than the fifth of the height the two lanes' share left
 * them, and the lanes ran under both.
 *
 * <p>Two lanes' share left the live chart under them about no room at all in a 1600x1000 window:
 * while the chart is in front the column keeps a smaller share, one that still holds both
 * pictures at their own least height, their titles and the scoreboard.
 */
final class PictureHeight {
    /** The least share of the window's height the picture keeps, whatever the text size. */
    static final double LEAST_SHARE = 0.5;
    /** The least share of the window's height the two lanes' column keeps. */
    static final double TWO_LANES_LEAST_SHARE = 0.8;
    /** The least share of the window's height each of two lanes' pictures keeps. */
    static final double LANE_LEAST_SHARE = 0.15;
    /** The least share of the window's height two lanes' column keeps while the live chart is in front. */
    static final double CHART_LANES_LEAST_SHARE = 0.5;

    private PictureHeight() {
    }

    /**
     * The least share of the window's height the pictures' column keeps: {@link #LEAST_SHARE} for
     * one lane; for two {@link #TWO_LANES_LEAST_SHARE}, or {@link #CHART_LANES_LEAST_SHARE} while
     * {@code chartInFront}.
     */
    static DoubleBinding leastShare(ObservableBooleanValue twoLanes, ObservableBooleanValue chartInFront) {
        return Bindings.createDoubleBinding(() -> !twoLanes.get() ? LEAST_SHARE
                : chartInFront.get() ? CHART_LANES_LEAST_SHARE : TWO_LANES_LEAST_SHARE, twoLanes, chartInFront);
    }

    /**
     * From now on keeps {@code picture} at least {@code share} of its window's height
     * ({@link #leastShare}; less only where the window has no more room, or where {@code below},
     * the panes it shares its column with, keep {@code belowLeast}), and lets {@code below}
     * shrink to {@code belowLeast}, 0 for nothing: each pane from its foot, its heading staying at
     * the top (a split pane centres a pane shorter than its least height, cutting its top off).
     * {@code room} is the height the picture's column has at most ({@link #room}). At large text
     * the event log keeps its few lines so (the picture scrolls instead, {@code PictureScroll}):
     * at 200 % in a 1600x1000 window it showed a line and a half under a picture keeping half.
     */
    static void keep(Region picture, SplitPane below, ObservableDoubleValue share, ObservableDoubleValue room,
            ObservableDoubleValue belowLeast) {
        below.setMinHeight(0);
        for (Node pane : below.getItems()) {
            if (pane instanceof Region r) {
                r.setMinHeight(0);
            }
        }
        picture.sceneProperty().addListener((o, was, now) -> {
            if (now != null) {
                // Less the borders of the split panes around it, which are inside the room too.
                // Its height's changes come after its first layout, when those borders are styled.
                DoubleBinding inside = Bindings.createDoubleBinding(() -> room.get() - framing(picture), room,
                        picture.heightProperty(), share, below.parentProperty());
                // The panes below keep what they ask, but for a lane's share of the picture: in a
                // short window at large text the log gives way from its foot.
                DoubleBinding belowMin = Bindings.createDoubleBinding(() -> belowLeast.get() <= 0 ? 0
                        : Math.max(0, Math.min(belowLeast.get() + below.snappedTopInset() + below.snappedBottomInset(),
                                inside.get() - LANE_LEAST_SHARE * now.getHeight())),
                        belowLeast, below.insetsProperty(), inside, now.heightProperty());
                below.minHeightProperty().bind(belowMin);
                // What the panes below keep comes out of the share, down to a lane's share.
                DoubleBinding least = Bindings.createDoubleBinding(() -> Math.min(inside.get(),
                        Math.max(LANE_LEAST_SHARE * now.getHeight(), Math.min(share.get() * now.getHeight(),
                                inside.get() - belowMin.get()))),
                        inside, share, now.heightProperty(), belowMin);
                picture.minHeightProperty().bind(least);
                // A change made during a layout pass (the text's new size reaching the log) left
                // the split pane's cached least height of the picture as it was, and the column
                // ran under the run bar: asked again after the pass.
                least.addListener((p, before, after) -> Platform.runLater(picture::requestLayout));
                belowMin.addListener((p, before, after) -> Platform.runLater(below::requestLayout));
            }
        });
    }

    /**
     * What the panes {@code n} lies in take of the window's middle besides it: their top and
     * bottom insets, and the dividers of the split panes over and under one another.
     */
    private static double framing(Node n) {
        double sum = 0;
        for (Node p = n.getParent(); p != null && !(p instanceof BorderPane); p = p.getParent()) {
            if (p instanceof Region r) {
                sum += r.snappedTopInset() + r.snappedBottomInset();
            }
            if (p instanceof SplitPane s && s.getOrientation() == Orientation.VERTICAL) {
                // A divider's preferred height says 0: what it takes shows once it is laid out.
                sum += s.lookupAll(".split-pane-divider").stream().filter(d -> d.getParent() == s)
                        .mapToDouble(d -> d.getLayoutBounds().getHeight()).sum();
            }
        }
        return sum;
    }

    /**
     * The height {@code content}'s middle has: its own less its top's and its bottom's, each
     * while it takes room (presentation mode lets the bars go).
     */
    static DoubleBinding room(BorderPane content) {
        List<Region> bars = new ArrayList<>();
        List<Observable> on = new ArrayList<>(List.of(content.heightProperty()));
        for (Node n : new Node[] {content.getTop(), content.getBottom()}) {
            if (n instanceof Region r) {
                bars.add(r);
                on.addAll(List.of(r.heightProperty(), r.managedProperty()));
            }
        }
        return Bindings.createDoubleBinding(() -> content.getHeight()
                - bars.stream().filter(Node::isManaged).mapToDouble(Region::getHeight).sum(),
                on.toArray(Observable[]::new));
    }

    /**
     * From now on keeps one of two lanes' pictures at least {@link #LANE_LEAST_SHARE} of its
     * window's height. Where the lanes' column has less room than both pictures, their titles and
     * the scoreboard need (a short window, large text), the column scrolls ({@link WindowLanes}).
     */
    static void keepLane(Region lanePicture) {
        Scene scene = lanePicture.getScene();
        if (scene != null) {
            lanePicture.minHeightProperty().bind(scene.heightProperty().multiply(LANE_LEAST_SHARE));
        } else {
            lanePicture.sceneProperty().addListener(new ChangeListener<>() {
                @Override
                public void changed(ObservableValue<? extends Scene> o, Scene was, Scene now) {
                    if (now != null) {
                        o.removeListener(this);
                        keepLane(lanePicture);
                    }
                }
            });
        }
    }

    /** A picture alone again: its least height is its own. */
    static void releaseLane(Region picture) {
        picture.minHeightProperty().unbind();
        picture.setMinHeight(Region.USE_COMPUTED_SIZE);
    }
}
