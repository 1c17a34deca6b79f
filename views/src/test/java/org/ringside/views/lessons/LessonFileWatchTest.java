package org.ringside.views.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonException;
import org.ringside.lessons.LessonLibrary;
import org.testfx.util.WaitForAsyncUtils;

/** A lesson file watched as it is written: every save that changes its text is read again. */
class LessonFileWatchTest {
    private static String lesson(String title, String text) {
        return String.join("\n", "---", "id: watched", "title: " + title, "level: beginner", "minutes: 5", "steps:",
                "  - { id: first, title: The first step, scenario: router-100mbit.yaml }", "---", "## Step: first", "",
                text, "");
    }

    @Test
    void aSaveThatLeavesTheFilesSizeAndTimeAsTheyWereIsReadAgain(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("watched.md"), lesson("Version A", "The old text."));
        FileTime first = Files.getLastModifiedTime(file);
        List<Lesson> loaded = new CopyOnWriteArrayList<>();
        try (LessonFileWatch watch = new LessonFileWatch(file, LessonLibrary.shipped(), Runnable::run,
                new LessonFileWatch.Listener() {
                    @Override
                    public void loaded(Lesson lesson) {
                        loaded.add(lesson);
                    }

                    @Override
                    public void broken(LessonException error) {
                    }

                    @Override
                    public void checked(LessonFileWatch.Checked result) {
                    }
                })) {
            watch.start();
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !loaded.isEmpty());
            assertThat(loaded.get(0).steps().get(0).markdown()).contains("The old text.");

            // A second save of the same size within one tick of the file system's clock, the same
            // inode written in place: only its bytes tell it from the first.
            Files.writeString(file, lesson("Version B", "The new text."));
            Files.setLastModifiedTime(file, first);

            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                    () -> loaded.get(loaded.size() - 1).steps().get(0).markdown().contains("The new text."));
            assertThat(loaded.get(loaded.size() - 1).title()).isEqualTo("Version B");
        }
    }
}
