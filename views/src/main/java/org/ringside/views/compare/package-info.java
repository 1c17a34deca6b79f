/**
 * Two runs side by side: {@link org.ringside.views.compare.Scoreboard} sets the two runs' figures,
 * the model's {@link org.ringside.model.sim.Scoreboard}, and their ratio side by side in one table.
 */
package org.ringside.views.compare;
