package org.ringside.views.lessons;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** Progress kept in memory only, for tests that do not restart the player. */
final class MemoryProgress implements ProgressStore {
    final Map<String, LessonProgress> kept = new HashMap<>();

    @Override
    public Optional<LessonProgress> get(String lessonId) {
        return Optional.ofNullable(kept.get(lessonId));
    }

    @Override
    public Optional<String> put(String lessonId, LessonProgress progress) {
        kept.put(lessonId, progress);
        return Optional.empty();
    }

    @Override
    public Optional<String> warning() {
        return Optional.empty();
    }
}
