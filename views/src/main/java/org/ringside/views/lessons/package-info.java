/**
 * The lesson player: {@link org.ringside.views.lessons.LessonPlayer}, the pane that lists the
 * lessons and walks through one step by step, and
 * {@link org.ringside.views.lessons.MarkdownRenderer}, which draws a step's CommonMark text as
 * JavaFX nodes. What the player needs from the window is {@link org.ringside.views.lessons.LessonHost};
 * where it keeps progress, {@link org.ringside.views.lessons.ProgressStore}.
 */
package org.ringside.views.lessons;
