package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzzing of lesson reading with Jazzer: whatever the text, it reads as a lesson
 * or fails with one {@code FILE:LINE: key: message} line; any other exception is a finding. A
 * plain {@code mvn verify} replays the corpus in {@code LessonReaderCoverageFuzzTestInputs/};
 * {@code JAZZER_FUZZ=1} searches for new inputs.
 */
class LessonReaderCoverageFuzzTest {
    private static final LessonReader READER = new LessonReader(ScenarioCatalog.shipped());

    @FuzzTest(maxDuration = "60s")
    void anyTextReadsOrFailsInOneLine(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        try {
            Lesson lesson = READER.read(text, "fuzz.md");
            assertThat(lesson.steps()).isNotEmpty();
        } catch (LessonException e) {
            assertThat(e.getMessage()).startsWith("fuzz.md:").doesNotContain("\n");
            assertThat(e.line()).isPositive();
        }
    }
}
