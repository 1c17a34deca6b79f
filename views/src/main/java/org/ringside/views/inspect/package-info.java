/**
 * Inspectors of a running simulation, each a pane for a side dock, fed once per frame with the
 * run's {@link org.ringside.model.sim.SimSnapshot}: {@link org.ringside.views.inspect.EventLogView}
 * (every step in words), {@link org.ringside.views.inspect.DqlInspector} (BQL's state and why its
 * limit moved) and {@link org.ringside.views.inspect.CountersInspector} (the running totals).
 */
package org.ringside.views.inspect;
