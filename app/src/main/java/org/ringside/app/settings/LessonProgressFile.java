package org.ringside.app.settings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.ringside.views.lessons.LessonProgress;
import org.ringside.views.lessons.ProgressStore;

/**
 * How far the student got in each lesson, kept in a small text file: a version line, then one
 * line a lesson, {@code LESSON STEP open|finished TASK...}, where each TASK is a task done,
 * {@code STEP.N}. Written whole and atomically at every change. A file that cannot be read, is
 * not this format or is of a newer version is set aside (renamed with {@code .bad}) and progress
 * starts afresh: the window opens all the same and says why in its status line.
 */
public final class LessonProgressFile implements ProgressStore {
    /** The first line of the file this version writes. */
    static final String HEADER = "ringside-lesson-progress 1";
    /** The file's name in the configuration folder. */
    static final String NAME = "lesson-progress.txt";
    private static final Pattern WORD = Pattern.compile("[A-Za-z0-9_-]+");
    private static final Pattern TASK = Pattern.compile("[A-Za-z0-9_-]+\\.[0-9]{1,4}");

    private final SettingsFile file;
    // Sorted by lesson id, so the file reads the same way each time it is written.
    private final Map<String, LessonProgress> lessons = new TreeMap<>();

    private LessonProgressFile(Path store) {
        this.file = new SettingsFile(store, HEADER, "the lesson progress");
    }

    /** The progress kept in {@code folder/lesson-progress.txt}, read now. */
    public static LessonProgressFile in(Path folder) {
        LessonProgressFile file = new LessonProgressFile(folder.resolve(NAME));
        file.load();
        return file;
    }

    @Override
    public Optional<LessonProgress> get(String lessonId) {
        return Optional.ofNullable(lessons.get(lessonId));
    }

    @Override
    public Optional<String> put(String lessonId, LessonProgress progress) {
        lessons.put(lessonId, progress);
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, LessonProgress> e : lessons.entrySet()) {
            LessonProgress p = e.getValue();
            StringBuilder line = new StringBuilder(e.getKey() + " " + p.stepId() + " "
                    + (p.finished() ? "finished" : "open"));
            for (String task : p.doneTasks()) {
                line.append(' ').append(task);
            }
            lines.add(line.toString());
        }
        return file.write(lines);
    }

    @Override
    public Optional<String> warning() {
        return file.warning();
    }

    private void load() {
        List<String> lines = file.read();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            Optional<String> problem = read(lines.get(i));
            if (problem.isPresent()) {
                lessons.clear();
                // Line numbers count the version line, as an editor shows them.
                file.setAside("line " + (i + 2) + " " + problem.get());
                return;
            }
        }
    }

    /** Reads one lesson's line into the map; what is wrong with it, if anything. */
    private Optional<String> read(String line) {
        String[] words = line.strip().split("\\s+");
        if (words.length < 3 || !WORD.matcher(words[0]).matches() || !WORD.matcher(words[1]).matches()
                || !(words[2].equals("open") || words[2].equals("finished"))) {
            return Optional.of("is not 'LESSON STEP open|finished TASK...'");
        }
        List<String> tasks = Arrays.asList(words).subList(3, words.length);
        if (!tasks.stream().allMatch(t -> TASK.matcher(t).matches())) {
            return Optional.of("has a task that is not STEP.N");
        }
        lessons.put(words[0], new LessonProgress(words[1], Set.copyOf(tasks), words[2].equals("finished")));
        return Optional.empty();
    }
}
