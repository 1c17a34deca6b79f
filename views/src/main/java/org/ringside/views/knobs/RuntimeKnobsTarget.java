package org.ringside.views.knobs;

import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RuntimeKnobs;

/**
 * Connects the knob panel to a run: live changes go to the current simulation's
 * {@link RuntimeKnobs}, restarts to whatever loads a new run. With a run controller:
 * {@code new RuntimeKnobsTarget(controller::knobs, controller::load)}.
 */
public final class RuntimeKnobsTarget implements KnobTarget {
    private final Supplier<RuntimeKnobs> knobs;
    private final Consumer<Scenario> restart;

    /**
     * @param knobs the knobs of the current run; asked each time, as a restart makes a new run
     * @param restart starts a new run of a scenario from time 0
     */
    public RuntimeKnobsTarget(Supplier<RuntimeKnobs> knobs, Consumer<Scenario> restart) {
        this.knobs = Objects.requireNonNull(knobs, "knobs");
        this.restart = Objects.requireNonNull(restart, "restart");
    }

    @Override
    public Scenario settings() {
        return knobs.get().settings();
    }

    @Override
    public void apply(Knob knob, long value) {
        knobs.get().set(knob, value);
    }

    @Override
    public void restartWith(Scenario next) {
        restart.accept(next);
    }
}
