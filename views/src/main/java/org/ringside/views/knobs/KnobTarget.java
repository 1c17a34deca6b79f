package org.ringside.views.knobs;

import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Scenario;

/** What the knob panel changes: the settings of the current run. */
public interface KnobTarget {
    /** The current run's settings, with every change applied so far. */
    Scenario settings();

    /**
     * Changes a knob whose {@link Knob#apply()} is {@code LIVE} or {@code RESETS_RING} in the
     * running simulation.
     *
     * @throws IllegalArgumentException naming the knob, the value and what is allowed, when the
     *     change is refused; nothing has changed then
     */
    void apply(Knob knob, long value);

    /**
     * Starts a new run from time 0 with these settings, for knobs that take effect only in a new
     * run and for changes to the flows. The panel checks the settings before it calls this.
     */
    void restartWith(Scenario next);
}
