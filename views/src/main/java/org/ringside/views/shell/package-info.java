/**
 * The application shell's reusable pieces: the theme (stylesheet and icons), the pipeline strip
 * that names the transmit path's stages, and the About dialog. They render values they are
 * given; none of them runs the model.
 */
package org.ringside.views.shell;
