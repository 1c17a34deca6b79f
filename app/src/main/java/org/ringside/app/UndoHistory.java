package org.ringside.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunReplacement;

/**
 * What Edit → Undo takes back, across both lanes in the order the changes were made: lane B's
 * last knob change when it was the latest, else lane A's last knob change while there is one,
 * else lane A's run from before the last reset or load, where it stood. A knob change of lane
 * A's belongs to its run: a reset or a new run sets the panel's changes aside with the run it
 * replaces, and Undo, bringing that run back, brings its changes back too, to be undone in turn.
 * Closing lane B drops its changes.
 */
final class UndoHistory {
    /** A lane whose knob panel made a change. */
    enum Lane { A, B }

    /** One knob change, in the order made: its lane and the panel's sentence for it. */
    private record Entry(Lane lane, String sentence) {
    }

    private final RunController controller;
    private final KnobPanel knobs;
    /** Lane B's knob panel, while comparing. */
    private final Supplier<Optional<KnobPanel>> knobsB;
    /** Shows the scenario again after anything changed it (the title, the status line). */
    private final Runnable changed;
    private final Consumer<String> say;
    /** The knob changes of the run before the last reset or new run, for Undo to bring back with it. */
    private KnobPanel.Changes changesAside = KnobPanel.Changes.NONE;
    private final List<Entry> entries = new ArrayList<>();
    /** While an undo runs: the panels' sentences for it are no new changes. */
    private boolean undoing;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "Undo");

    /**
     * @param controller the run, whose replacements this history follows from now on
     * @param knobs the run's knob panel
     * @param knobsB lane B's knob panel while comparing
     * @param changed called after an undo or a replacement changed what the scenario is
     * @param say shows a sentence in the status line ("Nothing to undo.")
     */
    UndoHistory(RunController controller, KnobPanel knobs, Supplier<Optional<KnobPanel>> knobsB, Runnable changed,
            Consumer<String> say) {
        this.controller = Objects.requireNonNull(controller, "controller");
        this.knobs = Objects.requireNonNull(knobs, "knobs");
        this.knobsB = Objects.requireNonNull(knobsB, "knobsB");
        this.changed = Objects.requireNonNull(changed, "changed");
        this.say = Objects.requireNonNull(say, "say");
        controller.addReplacementListener(this::replaced);
    }

    /** A lane's panel made a change ({@code sentence} its own); an undo's sentence is none. */
    void knobChanged(Lane lane, String sentence) {
        if (!undoing) {
            entries.add(new Entry(lane, sentence));
            relabel();
        }
    }

    /** Lane B closed, or runs another scenario: its changes cannot be taken back any more. */
    void dropB() {
        entries.removeIf(e -> e.lane() == Lane.B);
        knobsB.get().ifPresent(KnobPanel::clearUndo);
        relabel();
    }

    /** What Undo would take back, as Edit's item says it: "Undo B: nic.ring_size 1024 -> 256". */
    ReadOnlyStringProperty text() {
        return text.getReadOnlyProperty();
    }

    /** Whether there is a knob change or an earlier run to take back. */
    boolean canUndo() {
        return knobs.canUndo() || controller.canUndo() || bCanUndo();
    }

    /**
     * Takes back the latest knob change of either lane, or, when no knob was turned since, lane
     * A's last reset or load.
     *
     * @return whether anything was undone
     */
    boolean undo() {
        undoing = true;
        try {
            return undoNow();
        } finally {
            undoing = false;
            relabel();
        }
    }

    private boolean undoNow() {
        if (next() == Lane.B) {
            KnobPanel b = knobsB.get().orElseThrow();
            removeLast(Lane.B);
            boolean undone = b.undo();
            b.refresh();
            return undone;
        }
        if (knobs.canUndo()) {
            removeLast(Lane.A);
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

    /** The lane Undo takes from now: B's change when it is the latest, or when A has none. */
    private Lane next() {
        if (!bCanUndo()) {
            return Lane.A;
        }
        boolean bLatest = !entries.isEmpty() && entries.get(entries.size() - 1).lane() == Lane.B;
        return bLatest || !knobs.canUndo() && !controller.canUndo() ? Lane.B : Lane.A;
    }

    private boolean bCanUndo() {
        return knobsB.get().map(KnobPanel::canUndo).orElse(false);
    }

    private void removeLast(Lane lane) {
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (entries.get(i).lane() == lane) {
                entries.remove(i);
                return;
            }
        }
    }

    private Optional<Entry> last(Lane lane) {
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (entries.get(i).lane() == lane) {
                return Optional.of(entries.get(i));
            }
        }
        return Optional.empty();
    }

    private void relabel() {
        String prefix = knobsB.get().isPresent() ? "Undo " + next() + ": " : "Undo: ";
        String what;
        if (next() == Lane.B) {
            what = last(Lane.B).map(Entry::sentence).orElse("a knob change");
        } else if (knobs.canUndo()) {
            what = last(Lane.A).map(Entry::sentence).orElse("a knob change");
        } else if (controller.canUndo()) {
            what = "the last reset or load";
        } else {
            text.set("Undo");
            return;
        }
        // The sentence without what the change did besides ("(the ring was reset)").
        int aside = what.indexOf(" (");
        text.set(prefix + (aside > 0 ? what.substring(0, aside) : what));
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
        relabel();
    }
}
