package org.ringside.app;

import java.util.Objects;
import javafx.beans.property.BooleanProperty;
import javafx.scene.input.KeyCombination;

/**
 * One thing the window can do, described once: the menu item, its accelerator and the line in
 * the shortcut overlay are all made from it.
 *
 * @param id the menu item's id ({@code menu-open}); tests look it up by it
 * @param menu the menu it sits in
 * @param label the menu item's text
 * @param key its keyboard shortcut, or null for none
 * @param help what it does, in one short line, for the shortcut overlay
 * @param action what it does
 * @param shown for a pane that can be shown or hidden, whether it is (a check mark in the
 *     menu); null for a plain action
 */
record WindowAction(String id, WindowMenu menu, String label, KeyCombination key, String help, Runnable action,
        BooleanProperty shown) {
    WindowAction {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(menu, "menu");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(help, "help");
        Objects.requireNonNull(action, "action");
    }

    /** A plain action, not a pane's switch. */
    WindowAction(String id, WindowMenu menu, String label, KeyCombination key, String help, Runnable action) {
        this(id, menu, label, key, help, action, null);
    }

    /** The switch of a pane: the action flips {@code shown}, and the menu shows a check mark. */
    static WindowAction pane(String id, String label, KeyCombination key, String help, BooleanProperty shown) {
        return new WindowAction(id, WindowMenu.VIEW, label, key, help, () -> shown.set(!shown.get()), shown);
    }

    /** The shortcut as this platform writes it ("Ctrl+O", "⌘O"), or "" for none. */
    String keyText() {
        return key == null ? "" : key.getDisplayText();
    }

    /** The menus of the main window, in menu-bar order. */
    enum WindowMenu {
        FILE("File"),
        EDIT("Edit"),
        SCENARIO("Scenario"),
        LESSONS("Lessons"),
        VIEW("View"),
        HELP("Help");

        private final String title;

        WindowMenu(String title) {
            this.title = title;
        }

        String title() {
            return title;
        }
    }
}
