package org.ringside.views.pipeline;

import java.awt.geom.Rectangle2D;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.ringside.model.sim.Stage;

/**
 * The spotlight on one stage, for a class: keys 1 to 5 (sockets, qdisc, driver, TX ring, wire,
 * the order a packet travels), and 6 for the bottleneck port where the run has one, dim every
 * other stage and show what Linux does at this one ({@link StageNotes}) in large type beside it;
 * the same key again clears it. While a stage is lit on a device with one transmit queue, [ and ]
 * move the light to the stage before or after, the port after the wire (with several queues
 * they choose the queue, {@link QueueChooser}).
 */
public final class StageSpotlight {
    /** The keys, as the shortcut card writes them. */
    public static final String KEYS_TEXT = "1 to 6";
    /** What they do, for the shortcut card. */
    public static final String HELP = "spotlight one stage (sockets, qdisc, driver, ring, wire, the switch port behind"
            + " one): the rest dimmed, it explained; again clears; [ and ] then step along with one queue";
    private static final List<KeyCode> DIGITS = List.of(KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT4,
            KeyCode.DIGIT5, KeyCode.DIGIT6);
    private static final List<KeyCode> NUMPAD = List.of(KeyCode.NUMPAD1, KeyCode.NUMPAD2, KeyCode.NUMPAD3,
            KeyCode.NUMPAD4, KeyCode.NUMPAD5, KeyCode.NUMPAD6);
    /** How much smaller each try at the explanation's type is, where it does not fit. */
    private static final double SHRINK = 0.9;

    private final PipelineRenderer renderer;
    private final Supplier<PipelineTheme> theme;
    private final Runnable redraw;
    private final Label note = new Label();
    private final ObjectProperty<Stage> lit = new SimpleObjectProperty<>(this, "lit");

    /**
     * @param renderer the picture's renderer, which dims the stages out of the spotlight
     * @param theme the picture's colours now
     * @param redraw draws the picture again
     */
    StageSpotlight(PipelineRenderer renderer, Supplier<PipelineTheme> theme, Runnable redraw) {
        this.renderer = renderer;
        this.theme = theme;
        this.redraw = redraw;
        note.setId("spotlight-note");
        note.setWrapText(true);
        note.setManaged(false);
        note.setVisible(false);
        note.setMouseTransparent(true);
        lit.addListener((o, was, now) -> {
            renderer.setSpotlight(now);
            place();
            redraw.run();
        });
    }

    /**
     * The stage a key stands for (1 the sockets to 5 the wire, 6 the port where {@code port}), or
     * null for any other key or with a modifier.
     */
    static Stage stageOf(KeyEvent e, boolean port) {
        if (e.isShortcutDown() || e.isAltDown() || e.isShiftDown() || e.isControlDown() || e.isMetaDown()) {
            return null;
        }
        int i = Math.max(DIGITS.indexOf(e.getCode()), NUMPAD.indexOf(e.getCode()));
        Stage[] stages = litOrder(port);
        return i < 0 || i >= stages.length ? null : stages[i];
    }

    /** The stages the spotlight reaches, in a packet's order: the five, then the port where there is one. */
    static Stage[] litOrder(boolean port) {
        Stage[] five = PipelineLayout.stages();
        if (!port) {
            return five;
        }
        Stage[] six = Arrays.copyOf(five, five.length + 1);
        six[five.length] = Stage.PORT;
        return six;
    }

    /**
     * Keys 1 to 6 while {@code picture} has the keyboard (so no text field is typed into) toggle
     * the spotlight; [ and ] move a lit spotlight where one transmit queue leaves them free.
     */
    void listen(Node picture) {
        picture.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            Stage stage = stageOf(e, renderer.hasPort());
            if (stage != null) {
                toggle(stage);
                e.consume();
                return;
            }
            int step = QueueChooser.step(e);
            if (step != 0 && lit.get() != null && renderer.queues() <= 1) {
                step(step);
                e.consume();
            }
        });
    }

    /** Moves the light {@code step} stages along (-1 back, +1 on), round. */
    public void step(int step) {
        Stage[] stages = litOrder(renderer.hasPort());
        int at = Arrays.asList(stages).indexOf(lit.get());
        lit.set(stages[Math.floorMod(at + step, stages.length)]);
    }

    /**
     * Puts {@code stage} in the spotlight (the others dimmed, it explained in large type beside
     * its panel), or clears the spotlight when that stage is in it already.
     */
    public void toggle(Stage stage) {
        lit.set(stage == lit.get() ? null : stage);
    }

    /**
     * Explains the lit stage again for the snapshot shown now, placed anew only where its words
     * changed (another scenario loaded, a knob turned, a socket paced): the note speaks of the
     * path the run has.
     */
    void follow() {
        Stage stage = lit.get();
        if (stage != null && note.isVisible()
                && !StageNotes.paragraph(stage, renderer.snapshot()).equals(note.getText())) {
            place();
        }
    }

    /** The stage in the spotlight, or null. */
    public Stage lit() {
        return lit.get();
    }

    /**
     * The stage in the spotlight, null for none: setting it lights that stage. Two lanes' pictures
     * bind theirs together, so a key or a click lights the stage in both.
     */
    public ObjectProperty<Stage> litProperty() {
        return lit;
    }

    /** The explanation shown now, or "" when none is. */
    public String shownText() {
        return note.isVisible() ? note.getText() : "";
    }

    Label note() {
        return note;
    }

    /**
     * Shows the lit stage's explanation beside its panel, on the side with more room and level
     * with it; hides it when no stage is lit.
     */
    void place() {
        PipelineLayout layout = renderer.layout();
        Stage lit = this.lit.get();
        Rectangle2D.Double panel = lit == null ? null : renderer.panel(lit);
        if (panel == null) {
            note.setVisible(false);
            return;
        }
        double gap = layout.px(16);
        double left = panel.x - gap;
        double right = Math.max(layout.width(), renderer.wholeWidth()) - panel.getMaxX() - gap;
        double w = Math.max(left, right) - gap;
        note.setText(StageNotes.paragraph(lit, renderer.snapshot()));
        note.setVisible(true);
        // A clicked stage's note in size, smaller only where the paragraph would overflow the
        // panel's height, and never below the picture's floor.
        double size = NoteStyle.size(layout, layout.textScale());
        double h = measured(layout, size, w);
        while (h > panel.height && size > layout.minType()) {
            size = Math.max(layout.minType(), size * SHRINK);
            h = measured(layout, size, w);
        }
        h = Math.min(panel.height, h);
        double x = right >= left ? panel.getMaxX() + gap : gap;
        note.resizeRelocate(x, panel.y + (panel.height - h) / 2, w, h);
    }

    /** The explanation's height at {@code width} in type of {@code size} pixels, that style applied. */
    private double measured(PipelineLayout layout, double size, double width) {
        note.setStyle(NoteStyle.css(theme.get(), size, layout.unit()));
        note.applyCss();
        return note.prefHeight(width);
    }
}
