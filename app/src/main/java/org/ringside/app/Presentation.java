package org.ringside.app;

import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Stream;
import javafx.animation.PauseTransition;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.ringside.views.pipeline.PipelinePictureView;

/**
 * Presentation mode, for the back row of a classroom: the window full screen, every pane hidden
 * (the lessons pane too) and the bars around the picture with them, so the picture fills the
 * screen, its type twice the window's. Escape, or leaving full screen, ends it and brings back the
 * panes, the bars and full screen as they were before; a stage in the spotlight goes with it.
 *
 * <p>Where the window system leaves the window as it was (no window manager, as under Xvfb, or
 * one that refuses), presentation makes the window fill its screen itself, rather than double
 * the type in a window that is not full screen, and gives the window its place and size back as
 * it leaves.
 */
final class Presentation {
    private final Stage stage;
    private final PipelinePictureView picture;
    private final List<BooleanProperty> panes;
    /** The window's content: its top (the menu bar) and bottom (run bar, status line) are hidden too. */
    private final BorderPane content;
    private final BooleanProperty on = new SimpleBooleanProperty(this, "presentation", false);
    /** Asks the window system for full screen, or to leave it; it may not do it. */
    private final Consumer<Boolean> askFullScreen;
    /** How long the window system has to make the window full screen before presentation fills the screen. */
    private final PauseTransition fullScreenWait = new PauseTransition(FULL_SCREEN_WAIT);
    /** The window's place and size before presentation filled the screen itself; null when it did not. */
    private Rectangle2D filledFrom;
    private final boolean[] panesBefore;
    private boolean fullScreenBefore;
    private KeyCombination exitKeyBefore;
    private String exitHintBefore;
    /** A window manager resizes a window for full screen within a few frames; more than this, and it did not. */
    static final Duration FULL_SCREEN_WAIT = Duration.millis(400);

    /**
     * @param panes whether each pane that presentation hides is shown
     * @param content the window's content, whose top and bottom bars are hidden too (their keys
     *     still work)
     */
    Presentation(Stage stage, PipelinePictureView picture, List<BooleanProperty> panes, BorderPane content) {
        this(stage, picture, panes, content, stage::setFullScreen);
    }

    /** @param askFullScreen asks the window system for full screen (true) or to leave it (false) */
    Presentation(Stage stage, PipelinePictureView picture, List<BooleanProperty> panes, BorderPane content,
            Consumer<Boolean> askFullScreen) {
        this.stage = stage;
        this.askFullScreen = askFullScreen;
        fullScreenWait.setOnFinished(e -> fillScreenIfLeft());
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
        askFullScreen.accept(true);
        fullScreenWait.playFromStart();
        picture.requestFocus();
    }

    /** The window system left the window smaller than its screen: presentation fills the screen itself. */
    private void fillScreenIfLeft() {
        Rectangle2D window = new Rectangle2D(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight());
        Rectangle2D screen = Screen.getScreensForRectangle(window).stream().findFirst().orElse(Screen.getPrimary())
                .getBounds();
        if (!on.get() || covers(window, screen)) {
            return;
        }
        filledFrom = window;
        stage.setX(screen.getMinX());
        stage.setY(screen.getMinY());
        stage.setWidth(screen.getWidth());
        stage.setHeight(screen.getHeight());
    }

    /** Whether {@code window} covers the whole of {@code screen}, as a full-screen window does. */
    static boolean covers(Rectangle2D window, Rectangle2D screen) {
        return window.getWidth() >= screen.getWidth() && window.getHeight() >= screen.getHeight();
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
        fullScreenWait.stop();
        askFullScreen.accept(fullScreenBefore);
        if (filledFrom != null) {
            stage.setX(filledFrom.getMinX());
            stage.setY(filledFrom.getMinY());
            stage.setWidth(filledFrom.getWidth());
            stage.setHeight(filledFrom.getHeight());
            filledFrom = null;
        }
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
