package org.ringside.app;

import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.ringside.views.pipeline.PipelinePictureView;

/**
 * Presentation mode, for the back row of a classroom: the window full screen, every pane hidden
 * (the lessons pane too) and the bars around the picture with them, so the picture fills the
 * screen, its type twice the window's. Escape, or leaving full screen, ends it and brings back the
 * panes, the bars and full screen as they were before; a stage in the spotlight goes with it.
 */
final class Presentation {
    private final Stage stage;
    private final PipelinePictureView picture;
    private final List<BooleanProperty> panes;
    /** The window's content: its top (the menu bar) and bottom (run bar, status line) are hidden too. */
    private final BorderPane content;
    private final BooleanProperty on = new SimpleBooleanProperty(this, "presentation", false);
    private final boolean[] panesBefore;
    private boolean fullScreenBefore;
    private KeyCombination exitKeyBefore;
    private String exitHintBefore;

    /**
     * @param panes whether each pane that presentation hides is shown
     * @param content the window's content, whose top and bottom bars are hidden too (their keys
     *     still work)
     */
    Presentation(Stage stage, PipelinePictureView picture, List<BooleanProperty> panes, BorderPane content) {
        this.stage = stage;
        this.picture = picture;
        this.panes = List.copyOf(panes);
        this.content = content;
        this.panesBefore = new boolean[panes.size()];
        picture.presentationProperty().bind(on);
    }

    /** Escape leaves, as does leaving full screen by any other way (F11, the window manager). */
    void install(Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            // An open note of the picture's takes the first Escape.
            if (e.getCode() == KeyCode.ESCAPE && on.get() && !e.isConsumed()) {
                leave();
                e.consume();
            }
        });
        stage.fullScreenProperty().addListener((o, was, now) -> {
            if (!now && on.get()) {
                leave();
            }
        });
    }

    /** F5: enters presentation, or leaves it. */
    void toggle() {
        if (on.get()) {
            leave();
        } else {
            enter();
        }
    }

    void enter() {
        if (on.get()) {
            return;
        }
        for (int i = 0; i < panes.size(); i++) {
            panesBefore[i] = panes.get(i).get();
            panes.get(i).set(false);
        }
        for (Node bar : bars()) {
            bar.setVisible(false);
            bar.setManaged(false);
        }
        fullScreenBefore = stage.isFullScreen();
        exitKeyBefore = stage.getFullScreenExitKeyCombination();
        exitHintBefore = stage.getFullScreenExitHint();
        // Escape is this mode's to take: it leaves presentation, and full screen only with it.
        stage.setFullScreenExitKeyCombination(KeyCombination.NO_MATCH);
        stage.setFullScreenExitHint("Esc leaves presentation");
        on.set(true);
        stage.setFullScreen(true);
        picture.requestFocus();
    }

    void leave() {
        if (!on.get()) {
            return;
        }
        on.set(false);
        // The spotlight is the class's, and goes with it (both lanes': theirs is one).
        picture.spotlight().litProperty().set(null);
        stage.setFullScreenExitKeyCombination(exitKeyBefore);
        stage.setFullScreenExitHint(exitHintBefore);
        stage.setFullScreen(fullScreenBefore);
        for (Node bar : bars()) {
            bar.setManaged(true);
            bar.setVisible(true);
        }
        for (int i = 0; i < panes.size(); i++) {
            panes.get(i).set(panesBefore[i]);
        }
        picture.requestFocus();
    }

    private List<Node> bars() {
        return Stream.of(content.getTop(), content.getBottom()).filter(Objects::nonNull).toList();
    }

    /**
     * Whether pane {@code i} (in the order given) is shown outside presentation: now, or while
     * presenting, as leaving will bring it back.
     */
    boolean shownOutside(int i) {
        return on.get() ? panesBefore[i] : panes.get(i).get();
    }

    /** Whether the window is presenting now: to read (the menu's check mark); {@link #toggle} sets it. */
    BooleanProperty on() {
        return on;
    }
}
