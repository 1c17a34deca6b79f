package org.ringside.views.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.ringside.model.sim.StepResult;

/**
 * Who hears what a {@link RunController} does between frames: each step taken with a sentence,
 * each run of events taken without one, each replacement of the run, and each play or pause
 * commanded. Told in the order
 * they were added.
 */
final class RunListeners {
    private final List<Consumer<StepResult>> steps = new ArrayList<>();
    private final List<Consumer<SilentRun>> silentRuns = new ArrayList<>();
    private final List<Consumer<RunReplacement>> replacements = new ArrayList<>();
    private final List<Consumer<RunState>> commands = new ArrayList<>();

    void addStep(Consumer<StepResult> listener) {
        steps.add(Objects.requireNonNull(listener, "listener"));
    }

    void addSilentRun(Consumer<SilentRun> listener) {
        silentRuns.add(Objects.requireNonNull(listener, "listener"));
    }

    void addReplacement(Consumer<RunReplacement> listener) {
        replacements.add(Objects.requireNonNull(listener, "listener"));
    }

    void addPlayState(Consumer<RunState> listener) {
        commands.add(Objects.requireNonNull(listener, "listener"));
    }

    void step(StepResult step) {
        steps.forEach(l -> l.accept(step));
    }

    void silentRun(SilentRun silent) {
        silentRuns.forEach(l -> l.accept(silent));
    }

    void replaced(RunReplacement replacement) {
        replacements.forEach(l -> l.accept(replacement));
    }

    void playState(RunState state) {
        commands.forEach(l -> l.accept(state));
    }
}
