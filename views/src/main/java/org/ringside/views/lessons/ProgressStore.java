package org.ringside.views.lessons;

import java.util.Optional;

/** Where the lesson player keeps each lesson's progress between runs of the window. */
public interface ProgressStore {
    /** The progress of the lesson {@code lessonId}; empty if it was never started. */
    Optional<LessonProgress> get(String lessonId);

    /**
     * Records the progress of a lesson and stores it.
     *
     * @return a warning if it could not be stored (it is still kept for this run)
     */
    Optional<String> put(String lessonId, LessonProgress progress);

    /** Why the stored progress was set aside when it was read, if it was. */
    Optional<String> warning();
}
