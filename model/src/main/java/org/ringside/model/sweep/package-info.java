/**
 * Sweeps: one scenario run once for every combination of a few settings' values, in parallel,
 * and the runs' summaries side by side. {@link org.ringside.model.sweep.SweepAxis} reads one
 * {@code KEY=VALUES} (keys and values as the scenario format writes them, checked by the knob
 * table), {@link org.ringside.model.sweep.SweepPlan} makes and checks every combination,
 * {@link org.ringside.model.sweep.SweepRunner} runs them and
 * {@link org.ringside.model.sweep.SweepTable} holds the summaries' figures, one row each.
 */
package org.ringside.model.sweep;
