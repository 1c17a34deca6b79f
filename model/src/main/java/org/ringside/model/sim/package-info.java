/**
 * The simulation: {@link org.ringside.model.sim.Simulation} wires the stages together, owns the
 * event loop and offers the step API (one event at a time, in words), snapshots, run-time knob
 * changes, sampled observables and the run's summary.
 */
package org.ringside.model.sim;
