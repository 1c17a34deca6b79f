package org.ringside.views.pipeline;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;
import javafx.beans.property.ObjectProperty;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.Stage;

/**
 * The picture's pointer: hovering a packet, a ring slot or a queue's strip names it in a small
 * panel over the canvas; a click on a packet or a stage pins that panel (in presentation a click
 * on a stage puts it in the spotlight) and is told to the view's pick listener. The panel closes
 * when the pointer leaves the picture or the clicked stage, on Escape, and on a click elsewhere.
 */
final class PictureNote {
    private final Region view;
    private final Canvas canvas;
    private final PipelineRenderer renderer;
    private final QueueChooser queues;
    private final StageSpotlight spotlight;
    private final BooleanSupplier presentation;
    private final BooleanSupplier highContrast;
    private final DoubleSupplier textScale;
    private final ObjectProperty<Consumer<PipelinePick>> onPick;
    private final Label note = new Label();
    private boolean pinned;
    /** The stage under the click that pinned the note: the note closes when the pointer leaves it. */
    private Stage pinnedStage;
    /** Escape closes the note, wherever the focus is. */
    private final EventHandler<KeyEvent> escape = e -> {
        if (e.getCode() == KeyCode.ESCAPE && note.isVisible()) {
            close();
            e.consume();
        }
    };
    /** A click anywhere else in the window closes the note. */
    private final EventHandler<MouseEvent> clickElsewhere = e -> {
        if (!(e.getTarget() instanceof Node n && isInside(n))) {
            close();
        }
    };

    /**
     * @param view the picture's view: a click outside it closes the note, a click on a queue gives it the keyboard
     * @param canvas the canvas the pointer moves over, whose size the note keeps inside
     * @param onPick told of every click on a packet or a stage
     */
    PictureNote(Region view, Canvas canvas, PipelineRenderer renderer, QueueChooser queues, StageSpotlight spotlight,
            BooleanSupplier presentation, BooleanSupplier highContrast, DoubleSupplier textScale,
            ObjectProperty<Consumer<PipelinePick>> onPick) {
        this.view = view;
        this.canvas = canvas;
        this.renderer = renderer;
        this.queues = queues;
        this.spotlight = spotlight;
        this.presentation = presentation;
        this.highContrast = highContrast;
        this.textScale = textScale;
        this.onPick = onPick;
        note.setWrapText(true);
        note.setManaged(false);
        note.setVisible(false);
        note.setMouseTransparent(true);
        canvas.setOnMouseMoved(this::hover);
        canvas.setOnMouseExited(e -> close());
        canvas.setOnMouseClicked(this::click);
        view.sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeEventFilter(KeyEvent.KEY_PRESSED, escape);
                was.removeEventFilter(MouseEvent.MOUSE_PRESSED, clickElsewhere);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, escape);
                now.addEventFilter(MouseEvent.MOUSE_PRESSED, clickElsewhere);
            }
        });
    }

    /** The panel, a child of the view over the canvas. */
    Label node() {
        return note;
    }

    /** The text of the panel shown now, or "" when none is. */
    String text() {
        return note.isVisible() ? note.getText() : "";
    }

    private void hover(MouseEvent e) {
        if (pinned && renderer.stageAt(e.getX(), e.getY()) == pinnedStage) {
            return;
        }
        pinned = false;
        String queue = queues.noteAt(e.getX(), e.getY());
        if (queue != null) {
            show(queue, e.getX(), e.getY());
            return;
        }
        PacketView p = renderer.packetAt(e.getX(), e.getY());
        int slot = renderer.slotAt(e.getX(), e.getY());
        if (p == null && slot < 0) {
            note.setVisible(false);
        } else {
            show(PacketNotes.slotLine(renderer.shownDetail(), slot) + (p == null ? "" : PacketNotes.describe(p)),
                    e.getX(), e.getY());
        }
    }

    private void click(MouseEvent e) {
        if (queues.click(e.getX(), e.getY())) {
            close();
            view.requestFocus(); // so that [ and ] go on from the queue clicked
            return;
        }
        PacketView p = renderer.packetAt(e.getX(), e.getY());
        Stage stage = renderer.stageAt(e.getX(), e.getY());
        int slot = renderer.slotAt(e.getX(), e.getY());
        if (p != null) {
            show(PacketNotes.slotLine(renderer.shownDetail(), slot) + PacketNotes.describe(p), e.getX(), e.getY());
            pin(stage);
        } else if (stage != null && presentation.getAsBoolean()) {
            spotlight.toggle(stage); // in front of a class a stage is explained large
        } else if (stage != null) {
            String extra = slot >= 0 ? PacketNotes.slotLine(renderer.shownDetail(), slot) + System.lineSeparator() : "";
            show(extra + StageNotes.paragraph(stage, renderer.snapshot()), e.getX(), e.getY());
            pin(stage);
        } else {
            close();
        }
        Consumer<PipelinePick> listener = onPick.get();
        if (listener != null && (p != null || stage != null)) {
            listener.accept(new PipelinePick(stage, p, slot));
        }
    }

    /** Keeps the note while the pointer stays on {@code stage}'s panel. */
    private void pin(Stage stage) {
        pinned = true;
        pinnedStage = stage;
    }

    /**
     * Closes the note, pinned or not: the pointer left the picture, Escape was pressed or the
     * click went elsewhere. A note left open would stand over the ring for as long as nobody
     * moved, saying what was true when it opened.
     */
    private void close() {
        pinned = false;
        pinnedStage = null;
        note.setVisible(false);
    }

    private boolean isInside(Node n) {
        for (Node at = n; at != null; at = at.getParent()) {
            if (at == view) {
                return true;
            }
        }
        return false;
    }

    /** Shows the panel near the pointer, kept inside the canvas. */
    private void show(String text, double x, double y) {
        NoteStyle.show(note, text, renderer.layout(), PipelineTheme.of(highContrast.getAsBoolean()), textScale.getAsDouble(),
                x, y, Math.max(1, canvas.getWidth()), Math.max(1, canvas.getHeight()));
    }
}
