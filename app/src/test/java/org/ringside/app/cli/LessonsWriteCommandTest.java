package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.ringside.lessons.LessonLibrary;
import org.ringside.lessons.LessonSkeleton;
import picocli.CommandLine;

/** {@code ringside lessons new} and {@code ringside lessons render}: what a teacher writes a lesson with. */
class LessonsWriteCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        Console console = new Console(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CommandLine(new LessonsCommand(console, LessonLibrary.shipped())).execute(args);
    }

    private String outText() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String errText() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void newWritesASkeletonThatStrictPassesAsWritten() throws IOException {
        Path file = dir.resolve("ring-depth.md");

        assertThat(run("new", "ring-depth", "-o", file.toString())).isEqualTo(ExitCodes.OK);
        assertThat(outText()).startsWith("Wrote " + file + ". Check it with 'ringside lessons check --strict ");
        assertThat(Files.readString(file)).isEqualTo(LessonSkeleton.text("ring-depth")).contains("id: ring-depth\n",
                "contrast: {", "forbidden:", "{{ run(full).ring_bytes.mean }}", "{{ const: 64 descriptors }}");

        int status = run("check", "--strict", file.toString());
        assertThat(status).as(outText() + errText()).isEqualTo(ExitCodes.OK);
        assertThat(outText().lines().toList()).last()
                .isEqualTo("1 lesson, 1 claim, 1 task, 1 forbidden route, 3 live numbers: 0 do not hold");
    }

    @Test
    void newRefusesAnExistingFileABadIdAndAShippedLessonsId() throws IOException {
        Path taken = Files.writeString(dir.resolve("mine.md"), "my own words");

        assertThat(run("new", "mine", "-o", taken.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(errText()).isEqualTo("lessons new: " + taken + " exists; a new lesson never replaces a file"
                + " (allowed: a name not taken, -o FILE)" + System.lineSeparator());
        assertThat(Files.readString(taken)).isEqualTo("my own words");

        assertThat(run("new", "Ring_Depth", "-o", dir.resolve("a.md").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(errText()).isEqualTo("lessons new: Ring_Depth is not a word of lower-case letters, digits, - and _,"
                + " starting with a letter (allowed: e.g. ring-depth)" + System.lineSeparator());

        assertThat(run("new", "tail-latency", "-o", dir.resolve("b.md").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(errText()).isEqualTo("lessons new: tail-latency is already the id of ringside/lessons/tail-latency.md;"
                + " progress is saved by id, so give the lesson its own" + System.lineSeparator());

        assertThat(run("new", "ring-depth", "-o", dir.resolve("c.txt").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(errText()).startsWith("lessons new: -o: " + dir.resolve("c.txt") + " does not end in .md");
        try (var files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactly("mine.md");
        }
    }

    // The skeleton with a count among its live numbers, and an image beside it.
    private Path lessonWithACountAndAnImage() throws IOException {
        Files.write(dir.resolve("ring.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G'});
        return Files.writeString(dir.resolve("ring-depth.md"), LessonSkeleton.text("ring-depth")
                .replace("Find out how short the ring can be.", "The wire sent {{ run(full).frames }} frames.\n\n"
                        + "![the ring](ring.png) <b>raw</b>"));
    }

    @Test
    void renderPrintsTheLessonAsAStudentReadsItWithItsLiveNumbersWritten() throws IOException {
        Path lesson = lessonWithACountAndAnImage();

        assertThat(run("render", lesson.toString())).as(errText()).isEqualTo(ExitCodes.OK);

        String text = outText();
        assertThat(text).startsWith("How deep should the ring be?\nbeginner, 8 minutes, id ring-depth\n")
                .contains("Step 1 of 1: A full ring", "With a ring of 64 descriptors it would wait\n",
                        "○ Task 1: Change the ring's size until the voice packets wait less than 300 us on average.",
                        "  Hint 2: Try nic.ring_size.",
                        "- A 64-descriptor ring cuts the voice packets' wait by more than 60 %.")
                .doesNotContain("{{", "}}", "…", "**");
        assertThat(text).containsPattern("The ring holds\n\\d+ KB on average, and each voice packet waits\n"
                + "0\\.\\d+ ms behind it\\.");
        // A count, as the window writes it: its digits grouped.
        assertThat(text).containsPattern("The wire sent \\d{1,3}(,\\d{3})+ frames\\.");
    }

    @Test
    void renderHtmlWritesOnePageThatNeedsNoOtherFile() throws IOException {
        Path lesson = lessonWithACountAndAnImage();
        Path page = dir.resolve("handout.html");

        assertThat(run("render", lesson.toString(), "--html", page.toString())).as(errText()).isEqualTo(ExitCodes.OK);

        String html = Files.readString(page);
        assertThat(html).startsWith("<!DOCTYPE html>").contains("<title>How deep should the ring be?</title>",
                "<h2>Step 1 of 1: A full ring</h2>", "<b>Task 1:</b>", "<li>Try nic.ring_size.</li>",
                "src=\"data:image/png;base64," + Base64.getEncoder().encodeToString(new byte[] {(byte) 0x89, 'P', 'N', 'G'}),
                "&lt;b&gt;raw&lt;/b&gt;").doesNotContain("{{", "ring.png", "<b>raw</b>");
        assertThat(html).containsPattern("The wire sent \\d{1,3}(,\\d{3})+ frames\\.");
        assertThat(outText()).isEmpty();
        try (var files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString())).as("no temporary file left")
                    .containsExactlyInAnyOrder("ring.png", "ring-depth.md", "handout.html");
        }
    }

    @Test
    void renderRefusesAnOutputThatIsItsInputAndNamesABadIdOrFile() throws IOException {
        Path lesson = lessonWithACountAndAnImage();
        String before = Files.readString(lesson);

        assertThat(run("render", lesson.toString(), "--html", lesson.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(errText()).isEqualTo("lessons render: --html: " + lesson + " is the lesson " + lesson
                + "; writing it would overwrite it (allowed: a file that is not an input)" + System.lineSeparator());
        assertThat(Files.readString(lesson)).isEqualTo(before);

        assertThat(run("render", lesson.toString(), "--html", dir.resolve("page.pdf").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(errText()).startsWith("lessons render: --html: " + dir.resolve("page.pdf") + " does not end in .html or .htm");

        assertThat(run("render", "no-such-lesson")).isEqualTo(ExitCodes.USAGE);
        assertThat(errText()).startsWith("lessons render: there is no lesson 'no-such-lesson' (allowed: a lesson file"
                + " ending in .md, or the id of a shipped lesson: transmit-path-tour, ").endsWith(")" + System.lineSeparator())
                .hasLineCount(1);

        assertThat(run("render", dir.resolve("nope.md").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(errText()).isEqualTo(dir.resolve("nope.md") + ":1: file: no such file" + System.lineSeparator());
        assertThat(outText()).isEmpty();
    }

    @Test
    void renderReadsAShippedLessonByItsId() {
        assertThat(run("render", "ring-bufferbloat")).as(errText()).isEqualTo(ExitCodes.OK);

        assertThat(outText()).startsWith("Bufferbloat in the ring\nbeginner, 12 minutes, id ring-bufferbloat\n")
                .contains("Step 3 of 3: ").doesNotContain("{{", "…");
    }
}
