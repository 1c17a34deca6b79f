package org.ringside.app;

import java.util.function.LongSupplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableStringValue;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringside.views.inspect.DescribePane;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.run.FrameListener;
import org.ringside.views.run.RunController;

/**
 * View → Describe the picture (Ctrl+D): the {@link DescribePane} under the pictures, in lane A's
 * and lane B's words. Presentation mode leaves it as it is, so it can be read from the back row
 * too. The pictures themselves are images to a screen reader, their alternative text their
 * lane's words.
 */
final class WindowDescribe {
    /** View → Describe the picture. */
    static final KeyCombination KEY = new KeyCodeCombination(KeyCode.D, KeyCombination.SHORTCUT_DOWN);
    private static final PseudoClass PRESENTING = PseudoClass.getPseudoClass("presenting");

    /** The most of the window's height the pane takes; its words scroll beyond it. */
    static final double MOST_SHARE = 0.25;

    private final DescribePane pane;
    /** The pane, scrolling where its words want more than {@link #MOST_SHARE}. */
    private final ScrollPane scroll;
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "shown", false);

    /**
     * @param clock wall time in nanoseconds, for the pane's once a second
     * @param pictureA lane A's picture, whose presentation the pane's type follows
     */
    WindowDescribe(LongSupplier clock, RunController runA, PipelinePictureView pictureA, WindowLanes lanes) {
        pane = new DescribePane(clock, runA, () -> pictureA.queues().shown());
        scroll = new Capped(pane);
        scroll.setId("describe-scroll");
        scroll.getStyleClass().add("edge-to-edge");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.visibleProperty().bind(shown);
        scroll.managedProperty().bind(shown);
        pane.setAccessibleText("The picture in words");
        pictureA.presentationProperty().addListener((o, was, now) -> pane.pseudoClassStateChanged(PRESENTING, now));
        picture(pictureA, "Lane A's picture of the transmit path", pane.wordsA());
        lanes.comparing().addListener((o, was, two) -> {
            pane.laneB(two ? lanes.laneB().orElse(null) : null,
                    () -> lanes.pictureB().map(b -> b.queues().shown()).orElse(0));
            lanes.pictureB().ifPresent(b -> picture(b, "Lane B's picture of the transmit path", pane.wordsB()));
        });
    }

    /** An image to a screen reader, named by its lane and then told in its words. */
    private static void picture(PipelinePictureView picture, String name, ObservableStringValue words) {
        picture.setAccessibleRole(AccessibleRole.IMAGE_VIEW);
        picture.setAccessibleRoleDescription("picture");
        picture.accessibleTextProperty().bind(Bindings.concat(name, ". ", words));
    }

    /** What hears lane A's frames. */
    FrameListener frames() {
        return pane;
    }

    /** The work area with the pane under it. */
    Node under(Node workArea) {
        VBox box = new VBox(workArea, scroll);
        VBox.setVgrow(workArea, Priority.ALWAYS);
        box.setMinHeight(0);
        return box;
    }

    /** The height the pane takes from the work area: its own while shown, else none. */
    DoubleBinding height() {
        return Bindings.createDoubleBinding(() -> shown.get() ? scroll.getHeight() : 0, shown,
                scroll.heightProperty());
    }

    /** View → Describe the picture. */
    WindowAction action() {
        return WindowAction.pane("menu-describe", "Describe the picture", KEY,
                "the picture in words, told again each second: where packets wait, what stops them, the last step",
                shown);
    }

    /** Whether the pane is shown. */
    BooleanProperty shown() {
        return shown;
    }

    DescribePane pane() {
        return pane;
    }

    /**
     * A scroll pane as tall as its words at the width it is given, up to {@link #MOST_SHARE} of
     * the window. Its height is asked of the words at its width less a scroll bar's, whether one
     * shows or not, so that a scroll bar coming or going cannot change it.
     */
    private static final class Capped extends ScrollPane {
        Capped(Region content) {
            super(content);
        }

        @Override
        public Orientation getContentBias() {
            return Orientation.HORIZONTAL;
        }

        @Override
        protected double computePrefHeight(double width) {
            double insets = snappedTopInset() + snappedBottomInset();
            if (width < 0) {
                return super.computePrefHeight(width);
            }
            double inside = width - snappedLeftInset() - snappedRightInset() - barWidth();
            double words = getContent().prefHeight(Math.max(0, inside));
            double most = getScene() == null ? Double.MAX_VALUE : getScene().getHeight() * MOST_SHARE;
            return Math.min(words + insets, most);
        }

        /** The vertical scroll bar's width, shown or not (0 before the skin makes it). */
        private double barWidth() {
            return lookupAll(".scroll-bar").stream().filter(n -> n instanceof ScrollBar b
                    && b.getOrientation() == Orientation.VERTICAL).mapToDouble(n -> n.prefWidth(-1)).max().orElse(0);
        }

        @Override
        protected double computeMinHeight(double width) {
            return computePrefHeight(width);
        }

        @Override
        protected double computeMaxHeight(double width) {
            return computePrefHeight(width);
        }
    }
}
