package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StrictCheckTest {
    private final LessonLibrary library = LessonLibrary.shipped();

    @Test
    void aLessonWhoseNumbersAreLiveMarkedOrClaimedPasses() throws LessonException {
        LessonCheck.Report report = LessonCheck.check(library.load("ringside/test-lessons/strict-passes.md"));

        assertThat(report.holds()).as("%s", report).isTrue();
        assertThat(StrictCheck.findings(report)).isEmpty();
    }

    @Test
    void aNumberNothingBacksIsFoundOnItsLine() throws LessonException {
        LessonCheck.Report report = LessonCheck.check(library.load("ringside/test-lessons/strict-fails.md"));

        // The ask's "2 ms" is not its goal's 1ms; the text's "1514 bytes" is not marked.
        assertThat(StrictCheck.findings(report)).containsExactly(
                new StrictCheck.Finding(30, "1514 bytes"), new StrictCheck.Finding(16, "2 ms"));
    }

    @Test
    void aClaimThatDoesNotHoldBacksNothing() throws LessonException {
        LessonCheck.Report report = LessonCheck.check(library.load("ringside/test-lessons/wrong-claim.md"));

        assertThat(report.claims().get(1).holds()).isFalse();
        assertThat(StrictCheck.findings(report)).isEmpty();
    }

    @Test
    void aSaysNumberItsCheckDoesNotCompareATitleAndAUnitAfterALiveNumberAreFound() throws LessonException {
        LessonCheck.Report report = LessonCheck.check(library.load("ringside/test-lessons/strict-numbers.md"));

        assertThat(report.holds()).as("%s", report).isTrue();
        String notCompared = "in a claim's says is not a figure its check compares; compare it in the check, or make it a"
                + " live number";
        assertThat(StrictCheck.findings(report)).containsExactly(
                new StrictCheck.Finding(9, "42 KB", notCompared),
                new StrictCheck.Finding(9, "3.7 ms", notCompared),
                new StrictCheck.Finding(13, "6000 bytes (in the step's title)"),
                new StrictCheck.Finding(20, "{{ run(fixed).ring_bytes.max }} bytes", "is a live number followed by a unit;"
                        + " the number writes its own: name one after |, e.g. {{ ... | ms }}"));
    }
}
