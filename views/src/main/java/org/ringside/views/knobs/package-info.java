/**
 * The knob panel: one control per setting of the knob table, generated from
 * {@link org.ringside.model.scenario.Knobs}, grouped by section, with tooltips that name the
 * Linux command, and a list of the scenario's flows. {@link org.ringside.views.knobs.KnobPanel}
 * talks to the run only through {@link org.ringside.views.knobs.KnobTarget};
 * {@link org.ringside.views.knobs.RuntimeKnobsTarget} connects it to a running simulation.
 */
package org.ringside.views.knobs;
