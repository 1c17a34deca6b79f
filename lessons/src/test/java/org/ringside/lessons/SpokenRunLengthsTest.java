package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SpokenRunLengthsTest {
    private final LessonReader reader = new LessonReader(ScenarioCatalog.shipped());

    // One step on router-100mbit.yaml (2 s), or longer by its set; the text is the test's.
    private Lesson lesson(String set, String text) throws LessonException {
        return reader.read(String.join("\n", "---", "id: small", "title: A small lesson", "level: beginner",
                "minutes: 5", "steps:", "  - id: first", "    title: The first step", "    scenario: router-100mbit.yaml",
                set.isEmpty() ? "    actions: [ { run_for: 10ms } ]" : "    set: " + set, "---", "", "## Step: first",
                "", "Some words.", text, ""), "small.md");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "the only drops are tail drops, 40 in four seconds | in four seconds | 4000000000",
        "Over three seconds the band fills. | Over three seconds | 3000000000",
        "within {{ const: 2500 ms }} it settles | within {{ const: 2500 ms | 2500000000",
        "in the first 2.5 s the window grows | in the first 2.5 s | 2500000000"})
    void aLengthOfRunPastTheScenariosEndIsFoundAtItsLine(String text, String words, long ns) throws LessonException {
        assertThat(SpokenRunLengths.findings(lesson("", text))).singleElement().satisfies(f -> {
            assertThat(f.line()).isEqualTo(16);
            assertThat(f.words()).isEqualTo(words);
            assertThat(f.lengthNs()).isEqualTo(ns);
            assertThat(f.endNs()).isEqualTo(2_000_000_000L);
        });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "in four seconds | { duration: 4s }",
        "in two seconds | ''",
        "in the first 20 ms | ''",
        "the request waits more than 80 ms, a retry after 3 s | ''",
        "a hold time of 5 s | ''"})
    void aLengthTheRunLastsOrAMeasurementIsNotFound(String text, String set) throws LessonException {
        assertThat(SpokenRunLengths.findings(lesson(set, text))).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void theMessageSaysHowToLengthenTheStep() throws LessonException {
        assertThat(SpokenRunLengths.findings(lesson("", "40 drops in four\nseconds")).get(0).message()).isEqualTo(
                "step first speaks of 4s (\"in four seconds\"), but its scenario ends at 2s, where the window stops its"
                        + " run; give the step set: { duration: 4s }");
    }
}
