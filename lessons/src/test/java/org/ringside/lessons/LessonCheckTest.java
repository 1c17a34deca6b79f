package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class LessonCheckTest {
    private final LessonLibrary library = LessonLibrary.shipped();

    @Test
    void aFalseClaimAndAGoalMetBeforeTheChangeDoNotHoldAndShowWhatWasMeasured() throws LessonException {
        Lesson lesson = library.load("ringside/test-lessons/wrong-claim.md");

        LessonCheck.Report report = LessonCheck.check(lesson);

        assertThat(report.holds()).isFalse();
        LessonCheck.ClaimResult fixedIsSmall = report.claims().get(0);
        assertThat(fixedIsSmall.holds()).isTrue();
        assertThat(fixedIsSmall.outcome().read()).containsOnlyKeys("run(fixed).ring_bytes.mean");
        LessonCheck.ClaimResult offIsSmaller = report.claims().get(1);
        assertThat(offIsSmaller.holds()).isFalse();
        assertThat(offIsSmaller.outcome().read().get("run(off).ring_bytes.mean"))
                .isGreaterThan(offIsSmaller.outcome().read().get("run(fixed).ring_bytes.mean"));

        LessonCheck.TaskResult reachable = report.tasks().get(0);
        assertThat(reachable.before().met()).isFalse();
        assertThat(reachable.after().met()).isTrue();
        assertThat(reachable.holds()).isTrue();
        // Both routes change the ring's size, which the task does not allow; the first would reach the goal.
        assertThat(reachable.forbidden()).hasSize(2).allMatch(LessonCheck.RouteResult::holds);
        LessonCheck.RouteResult smallRing = reachable.forbidden().get(0);
        assertThat(smallRing.reachesGoal()).isTrue();
        assertThat(smallRing.judgment().words())
                .isEqualTo("reached, but by changing nic.ring_size, which this task does not allow");
        assertThat(reachable.forbidden().get(1).reachesGoal()).isFalse();
        assertThat(reachable.forbidden().get(1).judgment().outside()).containsExactly("nic.ring_size");
        LessonCheck.TaskResult alreadyDone = report.tasks().get(1);
        assertThat(alreadyDone.before().met()).isTrue();
        assertThat(alreadyDone.holds()).isFalse();
    }

    @Test
    void theSameLessonGivesTheSameMeasurementsEveryTime() throws LessonException {
        Lesson lesson = library.load("ringside/test-lessons/wrong-claim.md");

        assertThat(LessonCheck.check(lesson).claims().get(1).outcome())
                .isEqualTo(LessonCheck.check(lesson).claims().get(1).outcome());
    }

    @Test
    void theAuthoringGuidesExampleLoadsAndEverythingItSaysHolds() throws IOException, LessonException {
        String guide = Files.readString(Path.of("../docs/lessons.md"));
        Matcher example = Pattern.compile("```markdown\n(.*?\n)```\n", Pattern.DOTALL).matcher(guide);
        assertThat(example.find()).isTrue();

        Lesson lesson = new LessonReader(ScenarioCatalog.shipped()).read(example.group(1), "docs/lessons.md");

        assertThat(LessonCheck.check(lesson).holds()).isTrue();
    }

    @Test
    void aFileOnDiskIsNamedAsGivenAndAMissingOneIsOneLine() {
        Path missing = Path.of("no-such-lesson.md");

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> library.read(missing))
                .hasMessage("no-such-lesson.md:1: file: no such file");
    }
    @Test
    void aLessonFileOverOneMebibyteIsRefusedBeforeItIsReadWhole(@org.junit.jupiter.api.io.TempDir Path dir)
            throws java.io.IOException {
        Path big = java.nio.file.Files.writeString(dir.resolve("big.md"),
                "---\nid: big\n---\n" + "words ".repeat(200_000));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> library.read(big))
                .hasMessage(big + ":1: file: larger than a lesson may be (allowed: at most 1 MiB)");
    }
}
