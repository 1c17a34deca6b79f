package org.ringside.app;

import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Parent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.ringside.app.WindowAction.WindowMenu;
import org.ringside.views.charts.LiveChartView;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.pipeline.ColourBy;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.shell.Theme;

/**
 * How the window looks to a class: the size of its text, high contrast, and packets coloured by
 * flow or by priority band. The picture follows each, the live chart follows high contrast, and
 * the knob panel's width follows the text size.
 */
final class WindowLook {
    /** The most of the window's width the knob panel takes, whatever the text size. */
    private static final double KNOBS_MOST_SHARE = 0.3;

    private final TextZoom zoom = new TextZoom();
    private final BooleanProperty highContrast = new SimpleBooleanProperty(this, "highContrast", false);
    private final BooleanProperty byBand = new SimpleBooleanProperty(this, "byBand", false);
    private final KnobPanel knobs;
    private final PipelinePictureView picture;
    private final Consumer<String> say;
    private Parent root;

    /** Binds the picture's contrast and colours and the live chart's contrast to this look's. */
    WindowLook(KnobPanel knobs, PipelinePictureView picture, LiveChartView chart, Consumer<String> say) {
        this.knobs = Objects.requireNonNull(knobs, "knobs");
        this.picture = Objects.requireNonNull(picture, "picture");
        this.say = Objects.requireNonNull(say, "say");
        picture.highContrastProperty().bind(highContrast);
        chart.highContrastProperty().bind(highContrast);
        picture.colourByProperty().bind(Bindings.when(byBand).then(ColourBy.BAND).otherwise(ColourBy.FLOW));
    }

    /** The scene's root, whose text size and style sheets this look sets; before any change. */
    void attach(Parent root) {
        this.root = Objects.requireNonNull(root, "root");
    }

    /** View's items for the text size and high contrast. */
    List<WindowAction> actions() {
        KeyCombination.Modifier shortcut = KeyCombination.SHORTCUT_DOWN;
        return List.of(
                new WindowAction("menu-larger", WindowMenu.VIEW, "Larger text",
                        new KeyCodeCombination(KeyCode.EQUALS, shortcut), "larger text everywhere (also Ctrl and +)", this::larger),
                new WindowAction("menu-smaller", WindowMenu.VIEW, "Smaller text",
                        new KeyCodeCombination(KeyCode.MINUS, shortcut), "smaller text everywhere", this::smaller),
                new WindowAction("menu-text-reset", WindowMenu.VIEW, "Text at normal size",
                        new KeyCodeCombination(KeyCode.DIGIT0, shortcut), "text back to its normal size", this::normalSize),
                new WindowAction("menu-high-contrast", WindowMenu.VIEW, "High contrast",
                        new KeyCodeCombination(KeyCode.H, shortcut, KeyCombination.SHIFT_DOWN),
                        "the whole window, the picture and the live chart white on black, heavier lines, for a washed-out projector",
                        this::toggleHighContrast, highContrast));
    }

    TextZoom zoom() {
        return zoom;
    }

    /** Black ground, white ink, thicker lines: View → High contrast's check mark. */
    BooleanProperty highContrast() {
        return highContrast;
    }

    /** Packets coloured by pfifo_fast band rather than by flow: View's check mark. */
    BooleanProperty byBand() {
        return byBand;
    }

    ColourBy colourBy() {
        return byBand.get() ? ColourBy.BAND : ColourBy.FLOW;
    }

    void larger() {
        zoom.larger();
        applyZoom();
    }

    void smaller() {
        zoom.smaller();
        applyZoom();
    }

    void normalSize() {
        zoom.reset();
        applyZoom();
    }

    /** Text at {@code factor}, one of {@link TextZoom#STEPS}: a classroom setup's. */
    void setTextScale(double factor) {
        zoom.set(factor);
        applyZoom();
    }

    /** High contrast on or off, as a classroom setup has it. */
    void setHighContrast(boolean on) {
        if (on != highContrast.get()) {
            toggleHighContrast();
        }
    }

    void toggleHighContrast() {
        highContrast.set(!highContrast.get());
        List<String> sheets = root.getScene().getStylesheets();
        if (highContrast.get()) {
            sheets.add(Theme.highContrastStylesheet());
        } else {
            sheets.remove(Theme.highContrastStylesheet());
        }
        say.accept(highContrast.get() ? "High contrast on." : "High contrast off.");
    }

    /**
     * The knob panel as wide as its rows with each input beside its name, up to a share of the
     * window: at large text the inputs go under their names and the picture keeps its room.
     */
    void fitKnobPanel() {
        knobs.fitWidthToContent(KNOBS_MOST_SHARE * root.getScene().getWidth());
    }

    private void applyZoom() {
        root.setStyle(zoom.rootStyle());
        // After the new size's CSS pass, which decides how wide the rows are.
        Platform.runLater(this::fitKnobPanel);
        picture.textScaleProperty().set(zoom.factor());
        say.accept("Text at " + Math.round(zoom.factor() * 100) + " %.");
    }
}
