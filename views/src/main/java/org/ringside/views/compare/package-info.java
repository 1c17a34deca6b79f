/**
 * Two runs side by side: {@link org.ringside.views.compare.KnobDifference} finds the knobs two
 * scenarios set apart, and {@link org.ringside.views.compare.Scoreboard} sets the two runs'
 * figures ({@link org.ringside.views.compare.ScoreFigure}) and their ratio side by side.
 */
package org.ringside.views.compare;
