/**
 * Running a simulation in front of people: {@link org.ringside.views.run.RunController} decides
 * how far the model may advance in one animation frame (speed against the wall clock, a time
 * budget per frame, play, pause, step, reset and undo) without touching JavaFX, and
 * {@link org.ringside.views.run.RunBar} puts those controls on screen with their shortcuts.
 */
package org.ringside.views.run;
