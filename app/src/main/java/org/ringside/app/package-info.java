/**
 * The Ringside application: the {@code ringside} command line ({@link org.ringside.app.Main})
 * and the JavaFX window. Wiring only: the model, the views and the lessons do the work.
 */
package org.ringside.app;
