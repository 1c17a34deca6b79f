package org.ringside.views.run;

import java.util.Objects;
import javafx.scene.input.KeyCombination;

/**
 * One keyboard shortcut and what it does, so a help overlay can list the shortcuts from the
 * same place that makes them work.
 *
 * @param keys the keys, whose {@link KeyCombination#getDisplayText() display text} is what to show
 * @param description what the keys do, in a few words
 */
public record Shortcut(KeyCombination keys, String description) {
    public Shortcut {
        Objects.requireNonNull(keys, "keys");
        Objects.requireNonNull(description, "description");
    }

    /** The keys as this platform writes them, e.g. "Ctrl+→" (or "⌘→" on a Mac). */
    public String keysText() {
        return keys.getDisplayText();
    }
}
