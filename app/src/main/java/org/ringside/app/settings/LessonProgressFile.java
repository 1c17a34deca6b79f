package org.ringside.app.settings;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.ringside.model.export.AtomicFiles;
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

    private final Path store;
    // Sorted by lesson id, so the file reads the same way each time it is written.
    private final Map<String, LessonProgress> lessons = new TreeMap<>();
    private String warning = "";

    private LessonProgressFile(Path store) {
        this.store = store;
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
        try {
            Files.createDirectories(store.getParent());
            AtomicFiles.writeText(store, out -> {
                out.write(HEADER + "\n");
                for (Map.Entry<String, LessonProgress> e : lessons.entrySet()) {
                    LessonProgress p = e.getValue();
                    out.write(e.getKey() + " " + p.stepId() + " " + (p.finished() ? "finished" : "open"));
                    for (String task : p.doneTasks()) {
                        out.write(" " + task);
                    }
                    out.write("\n");
                }
            });
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of("the lesson progress was not saved: " + e.getMessage());
        }
    }

    @Override
    public Optional<String> warning() {
        return warning.isEmpty() ? Optional.empty() : Optional.of(warning);
    }

    private void load() {
        List<String> lines;
        try {
            lines = Files.readAllLines(store, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return;
        } catch (MalformedInputException e) {
            setAside("it is not text");
            return;
        } catch (IOException e) {
            warning = "the lesson progress could not be read (" + e.getMessage() + "); it starts afresh";
            return;
        }
        if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
            String first = lines.isEmpty() ? "" : lines.get(0);
            setAside(first.startsWith("ringside-lesson-progress ") ? "it is of a newer version (" + first + ")"
                    : "it does not start with '" + HEADER + "'");
            return;
        }
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            Optional<String> problem = read(lines.get(i));
            if (problem.isPresent()) {
                lessons.clear();
                setAside("line " + (i + 1) + " " + problem.get());
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

    private void setAside(String why) {
        Path aside = store.resolveSibling(store.getFileName() + ".bad");
        try {
            Files.move(store, aside, StandardCopyOption.REPLACE_EXISTING);
            warning = store + " was set aside as " + aside.getFileName() + ": " + why;
        } catch (IOException e) {
            warning = store + " was ignored: " + why;
        }
    }
}
