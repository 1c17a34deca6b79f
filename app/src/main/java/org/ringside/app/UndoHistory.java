package org.ringside.app;

import java.util.Objects;
import java.util.function.Consumer;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunReplacement;

/**
 * What Edit → Undo takes back for one run and its knob panel: the panel's last knob change while
 * there is one, else the run from before the last reset or load, where it stood. A knob change
 * belongs to its run: a reset or a new run sets the panel's changes aside with the run it
 * replaces, and Undo, bringing that run back, brings its changes back too, to be undone in turn.
 */
final class UndoHistory {
    private final RunController controller;
    private final KnobPanel knobs;
    /** Shows the scenario again after anything changed it (the title, the status line). */
    private final Runnable changed;
    private final Consumer<String> say;
    /** The knob changes of the run before the last reset or new run, for Undo to bring back with it. */
    private KnobPanel.Changes changesAside = KnobPanel.Changes.NONE;

    /**
     * @param controller the run, whose replacements this history follows from now on
     * @param knobs the run's knob panel
     * @param changed called after an undo or a replacement changed what the scenario is
     * @param say shows a sentence in the status line ("Nothing to undo.")
     */
    UndoHistory(RunController controller, KnobPanel knobs, Runnable changed, Consumer<String> say) {
        this.controller = Objects.requireNonNull(controller, "controller");
        this.knobs = Objects.requireNonNull(knobs, "knobs");
        this.changed = Objects.requireNonNull(changed, "changed");
        this.say = Objects.requireNonNull(say, "say");
        controller.addReplacementListener(this::replaced);
    }

    /** Whether there is a knob change or an earlier run to take back. */
    boolean canUndo() {
        return knobs.canUndo() || controller.canUndo();
    }

    /**
     * Takes back the last knob change, or, when no knob was turned since, the last reset or load.
     *
     * @return whether anything was undone
     */
    boolean undo() {
        if (knobs.canUndo()) {
            // A change the panel cannot take back it has explained, and dropped.
            boolean undone = knobs.undo();
            knobs.refresh();
            changed.run();
            return undone;
        }
        boolean undone = controller.undo();
        if (undone) {
            knobs.refresh();
            changed.run();
        } else {
            say.accept("Nothing to undo.");
        }
        return undone;
    }

    private void replaced(RunReplacement replacement) {
        if (replacement == RunReplacement.UNDO) {
            knobs.bringBack(changesAside);
            changesAside = KnobPanel.Changes.NONE;
        } else {
            changesAside = knobs.setAside();
        }
        knobs.refresh();
        changed.run();
    }
}
