package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.views.lessons.LessonCheckNote;
import org.ringside.views.lessons.LessonPlayer;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * {@code ringside --lesson-file F}: the window plays a lesson file and watches it; a save opens
 * it again at the same step with the check's result beside it, and a save that breaks the file
 * says where while the last good version stays open.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowLessonFileTest {
    @TempDir
    static Path dir;

    // Two steps, one claim that holds (line 9), and a live number in the second step.
    private static final String DRAFT = String.join("\n",
            "---",
            "id: draft",
            "title: A lesson being written",
            "level: beginner",
            "minutes: 5",
            "runs:",
            "  fixed: { scenario: router-100mbit.yaml, duration: 100ms }",
            "claims:",
            "  - says: The fixed limit keeps the ring below 10 KB.",
            "    check: run(fixed).ring_bytes.mean < 10KB",
            "    contrast: { set: { bql: { mode: off, limit: ~ } }, says: without BQL }",
            "steps:",
            "  - { id: first, title: The first step, scenario: router-100mbit.yaml }",
            "  - { id: second, title: The second step, scenario: router-100mbit.yaml }",
            "---",
            "## Step: first",
            "",
            "The first text.",
            "",
            "## Step: second",
            "",
            "The second text: the ring holds {{ run(fixed).ring_bytes.mean }} on average.",
            "");

    private Path file;
    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        file = Files.writeString(dir.resolve("draft.md"), DRAFT);
        window = new MainWindow(stage, "test", () -> { }, new WindowSetup(Files.createTempDirectory(dir, "cfg"),
                new QueuedDialogs()));
        window.show();
        window.launch(new LaunchRequest(null, false, null, false, null, null, null, false, null, null, file));
    }

    private static void waitFor(Callable<Boolean> onFx) throws TimeoutException {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(onFx).get());
    }

    private LessonPlayer player() {
        return window.lessons().player();
    }

    private LessonCheckNote note() {
        return (LessonCheckNote) player().getScene().lookup("#lesson-check-note");
    }

    @Test
    void aSaveReopensTheSameStepWithTheCheckBesideItAndABrokenSaveKeepsTheLastGoodLesson(FxRobot robot)
            throws IOException, TimeoutException {
        waitFor(() -> window.panesShown() && player().lesson().isPresent() && note() != null
                && note().statusText().startsWith("✓"));
        assertThat(note().statusText()).isEqualTo("✓ lessons check --strict: 1 lesson, 1 claim, 0 tasks, 1 live number:"
                + " 0 do not hold.");
        robot.interact(() -> player().goTo(1));

        Files.writeString(file, DRAFT.replace("below 10 KB", "above 10 KB").replace("mean < 10KB", "mean > 10KB")
                .replace("The second text:", "The second text, saved again:"));

        waitFor(() -> note().statusText().startsWith("✗ ") && !note().lines().isEmpty());
        assertThat(player().stepIndex()).isEqualTo(1);
        assertThat(player().lesson().orElseThrow().steps().get(1).markdown()).startsWith("The second text, saved again:");
        assertThat(note().statusText()).isEqualTo("✗ lessons check --strict: 1 lesson, 1 claim, 0 tasks, 1 live number:"
                + " 1 does not hold.");
        assertThat(note().lines()).singleElement().asString()
                .startsWith("line 9: The fixed limit keeps the ring above 10 KB. [run(fixed).ring_bytes.mean = ")
                .containsPattern("mean = [0-9,]+ bytes; holds without BQL too: it does not show what that change does"
                        + " \\[run\\(fixed\\)\\.ring_bytes\\.mean = [0-9.]+ KB]]$");

        Files.writeString(file, DRAFT.replace("level: beginner", "level: expert"));

        waitFor(() -> note().statusText().contains(":4: level: "));
        assertThat(note().statusText()).startsWith("✗ " + file + ":4: level: expert is not a level");
        assertThat(note().lines()).containsExactly("The lesson as it last read stays open.");
        assertThat(player().lesson().orElseThrow().steps().get(1).markdown()).startsWith("The second text, saved again:");
        assertThat(player().stepIndex()).isEqualTo(1);
    }
}
