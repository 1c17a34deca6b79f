package org.ringside.views.lessons;

import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonException;

/** One line of the player's list: a lesson to take, or a lesson file that could not be read. */
sealed interface LessonEntry {
    /** A lesson that loaded. */
    record Available(Lesson lesson) implements LessonEntry {
    }

    /** A file that did not, with its one-line {@code FILE:LINE: key: what} message. */
    record Broken(LessonException error) implements LessonEntry {
    }
}
