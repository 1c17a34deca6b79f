package org.ringside.views.lessons;

import java.util.Set;
import java.util.TreeSet;
import org.ringside.lessons.Lesson;

/**
 * How far a student got in one lesson.
 *
 * @param stepId the step they are on, or were on when they left
 * @param doneTasks the tasks they have done, each as {@link #taskKey}
 * @param finished whether they went past the last step
 */
public record LessonProgress(String stepId, Set<String> doneTasks, boolean finished) {
    public LessonProgress {
        // Sorted, so the stored file lists them the same way each time.
        doneTasks = Set.copyOf(new TreeSet<>(doneTasks));
    }

    /** A task's key: its step's id and its place in the step, {@code shrink.0}. */
    public static String taskKey(String stepId, int index) {
        return stepId + "." + index;
    }

    /** At {@code stepId}, with the same tasks done and the same finish. */
    public LessonProgress at(String stepId) {
        return new LessonProgress(stepId, doneTasks, finished);
    }

    /** With one more task done. */
    public LessonProgress withDone(String taskKey) {
        Set<String> done = new TreeSet<>(doneTasks);
        done.add(taskKey);
        return new LessonProgress(stepId, done, finished);
    }

    /** Finished, or not. */
    public LessonProgress finished(boolean now) {
        return new LessonProgress(stepId, doneTasks, now);
    }

    /** The place of this step in {@code lesson}; 0 if it has no such step (any more). */
    int stepIndex(Lesson lesson) {
        for (int i = 0; i < lesson.steps().size(); i++) {
            if (lesson.steps().get(i).id().equals(stepId)) {
                return i;
            }
        }
        return 0;
    }
}
