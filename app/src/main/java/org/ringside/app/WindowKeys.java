package org.ringside.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.pipeline.QueueChooser;
import org.ringside.views.pipeline.StageSpotlight;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.Shortcut;
import org.ringside.views.shell.ShortcutOverlay;

/**
 * The window's keys beyond the menus' accelerators: Edit → Undo's Ctrl+Z ahead of the run bar's
 * own (it undoes knob changes too), the run bar's shortcuts, and '?' for the card of every
 * shortcut, which it fills from the same tables as the menus and the run bar.
 */
final class WindowKeys {
    /** Edit → Undo; the run bar's undo key, taken over so it undoes knob changes too. */
    static final KeyCombination UNDO = RunBar.UNDO;

    private final ShortcutOverlay overlay;
    private final Supplier<List<WindowAction>> actions;

    WindowKeys(ShortcutOverlay overlay, Supplier<List<WindowAction>> actions) {
        this.overlay = Objects.requireNonNull(overlay, "overlay");
        this.actions = Objects.requireNonNull(actions, "actions");
    }

    /** Makes the keys work anywhere in {@code scene}; {@code undo} is Edit → Undo. */
    void install(Scene scene, RunBar runBar, KnobPanel knobs, Runnable undo) {
        // Before the run bar's own shortcuts: its Ctrl+Z knows runs only, this one knobs too.
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (UNDO.match(e) && !knobs.undoIsTheFieldsOwn(scene.getFocusOwner())) {
                undo.run();
                e.consume();
            }
        });
        runBar.installShortcuts(scene);
        // '?' is typed, not pressed: it has no key code of its own on most layouts.
        scene.addEventHandler(KeyEvent.KEY_TYPED, e -> {
            if ("?".equals(e.getCharacter()) && !(scene.getFocusOwner() instanceof TextInputControl)) {
                if (overlay.isVisible()) {
                    overlay.hide();
                } else {
                    showShortcuts();
                }
                e.consume();
            }
        });
    }

    /** F1 or ?: the card of every shortcut, from the same table as the menus and the run bar's own. */
    void showShortcuts() {
        List<ShortcutOverlay.Row> rows = new ArrayList<>();
        // The run's keys first: they are the ones a class sees used most.
        for (Shortcut sc : RunBar.shortcuts()) {
            if (!sc.keys().equals(UNDO)) { // listed under Edit, where it undoes knob changes too
                rows.add(new ShortcutOverlay.Row("Run", sc.keysText(), sc.description()));
            }
        }
        rows.add(new ShortcutOverlay.Row("Picture", StageSpotlight.KEYS_TEXT, StageSpotlight.HELP));
        rows.add(new ShortcutOverlay.Row("Picture", QueueChooser.KEYS_TEXT, QueueChooser.HELP));
        for (WindowAction a : actions.get()) {
            if (a.key() != null) {
                rows.add(new ShortcutOverlay.Row(a.menu().title(), a.keyText(), a.help()));
            }
        }
        rows.add(new ShortcutOverlay.Row("Help", "?", "this card, too"));
        overlay.show(rows);
    }
}
