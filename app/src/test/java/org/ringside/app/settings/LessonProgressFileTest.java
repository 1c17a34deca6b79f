package org.ringside.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.views.lessons.LessonProgress;

/** Lesson progress survives a restart, and a broken store is set aside, never fatal. */
class LessonProgressFileTest {

    @Test
    void keepsEachLessonsStepTasksAndFinishAcrossARestart(@TempDir Path dir) throws IOException {
        LessonProgressFile file = LessonProgressFile.in(dir);
        assertThat(file.get("ring-bufferbloat")).isEmpty();
        assertThat(file.put("ring-bufferbloat", new LessonProgress("shrink", Set.of("shrink.0"), false))).isEmpty();
        file.put("doorbells", new LessonProgress("batch", Set.of(), true));

        LessonProgressFile again = LessonProgressFile.in(dir);
        assertThat(again.warning()).isEmpty();
        assertThat(again.get("ring-bufferbloat")).contains(new LessonProgress("shrink", Set.of("shrink.0"), false));
        assertThat(again.get("doorbells")).contains(new LessonProgress("batch", Set.of(), true));
        assertThat(Files.readAllLines(dir.resolve("lesson-progress.txt"))).containsExactly(
                "ringside-lesson-progress 1", "doorbells batch finished", "ring-bufferbloat shrink open shrink.0");
    }

    @Test
    void aCorruptStoreIsSetAsideWithAWarningAndProgressStartsAfresh(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("lesson-progress.txt"), "ringside-lesson-progress 1\nring-bufferbloat shrink\n");
        LessonProgressFile file = LessonProgressFile.in(dir);
        assertThat(file.get("ring-bufferbloat")).isEmpty();
        assertThat(file.warning()).get().asString()
                .contains("set aside as lesson-progress.txt.bad: line 2 is not 'LESSON STEP open|finished TASK...'");
        assertThat(dir.resolve("lesson-progress.txt.bad")).exists();
        assertThat(dir.resolve("lesson-progress.txt")).doesNotExist();
    }

    @Test
    void notTextOrANewerVersionIsSetAsideToo(@TempDir Path dir) throws IOException {
        Files.write(dir.resolve("lesson-progress.txt"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
        assertThat(LessonProgressFile.in(dir).warning()).get().asString().endsWith("it is not text");
        Files.writeString(dir.resolve("lesson-progress.txt"), "ringside-lesson-progress 2\nx y open\n");
        assertThat(LessonProgressFile.in(dir).warning()).get().asString().contains("newer version");
        Files.writeString(dir.resolve("lesson-progress.txt"), "ringside-lesson-progress 1\nx y open shrink\n");
        assertThat(LessonProgressFile.in(dir).warning()).get().asString().endsWith("has a task that is not STEP.N");
    }

    @Test
    void anUnwritableFolderGivesAWarningNotAnError(@TempDir Path dir) throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("file"), "");
        LessonProgressFile file = LessonProgressFile.in(notAFolder);
        LessonProgress progress = new LessonProgress("a", Set.of(), false);
        assertThat(file.put("x", progress)).get().asString().startsWith("the lesson progress was not saved");
        assertThat(file.get("x")).contains(progress);
    }
}
