package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A claim's contrast: read at load, run by the check, which fails a claim that still holds there. */
class ContrastTest {
    private final LessonLibrary library = LessonLibrary.shipped();

    @Test
    void aClaimThatStillHoldsUnderItsContrastDoesNotHoldAndTheOthersDo() throws LessonException {
        Lesson lesson = library.load("ringside/test-lessons/contrasts.md");

        LessonCheck.Report report = LessonCheck.check(lesson);

        LessonCheck.ClaimResult withoutBql = report.claims().get(0);
        assertThat(withoutBql.claim().contrast().words()).isEqualTo("without BQL");
        assertThat(withoutBql.contrast().holds()).isFalse();
        assertThat(withoutBql.contrast().read().get("run(fixed).ring_bytes.mean")).isGreaterThan(10_000);
        assertThat(withoutBql.holds()).isTrue();

        // BQL's limit keeps the ring small whatever its size: the claim does not show what the size does.
        LessonCheck.ClaimResult smallRing = report.claims().get(1);
        assertThat(smallRing.outcome().holds()).isTrue();
        assertThat(smallRing.holdsInContrast()).isTrue();
        assertThat(smallRing.holds()).isFalse();
        assertThat(smallRing.claim().contrast().words()).isEqualTo("with nic.ring_size changed");

        LessonCheck.ClaimResult otherRun = report.claims().get(2);
        assertThat(otherRun.claim().contrast().words()).isEqualTo("with run(off) for run(fixed)");
        assertThat(otherRun.holds()).isTrue();

        LessonCheck.ClaimResult none = report.claims().get(3);
        assertThat(none.contrast()).isNull();
        assertThat(none.claim().contrast().runs()).isFalse();
        assertThat(none.claim().contrast().reason()).startsWith("the link is full");
        assertThat(none.holds()).isTrue();

        assertThat(report.claims().get(4).claim().contrast()).isNull();
        assertThat(report.holds()).isFalse();
    }

    private static final String LESSON = String.join("\n",
            "---",
            "id: small",
            "title: A small lesson",
            "level: beginner",
            "minutes: 5",
            "runs:",
            "  off: { scenario: router-100mbit-bql-off.yaml, duration: 50ms }",
            "  fixed: { scenario: router-100mbit.yaml, duration: 50ms }",
            "claims:",
            "  - says: BQL keeps the ring small.",
            "    check: run(fixed).ring_bytes.mean < 0.5 * run(off).ring_bytes.mean",
            "    CONTRAST",
            "steps:",
            "  - id: first",
            "    title: The first step",
            "    scenario: router-100mbit.yaml",
            "---",
            "",
            "## Step: first",
            "",
            "Text.",
            "");

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "contrast: none                                | small.md:12: claims[0].contrast: none needs a reason",
        "reason: because                               | small.md:12: claims[0].reason: a reason is for contrast: none; this claim names no contrast",
        "contrast: { set: { nic: { mtu: 1500 } } }     | small.md:12: claims[0].contrast.set: changes nothing of run(fixed), run(off)",
        "contrast: { run: fixed }                      | small.md:12: claims[0].contrast.run: the claim reads 2 runs (fixed, off)",
        "contrast: { run: { fixed: on } }              | small.md:12: claims[0].contrast.run: there is no run on (runs: off, fixed)",
        "contrast: { run: { rr: off } }                | small.md:12: claims[0].contrast.run: the claim does not read run(rr)",
        "contrast: { set: { nic: { ring_size: 32 } }, run: off } | small.md:12: claims[0].contrast: a contrast is either set",
        "contrast: { set: { nic: { ring_sise: 32 } } } | small.md:12: claims[0].contrast.set: nic.ring_sise: unknown key",
        "contrast: [ off ]                             | small.md:12: claims[0].contrast: expected none, { set: { ... } } or { run: NAME }"})
    void aContrastThatCannotBeRunIsABrokenFileAtItsLine(String contrast, String message) {
        assertThatThrownBy(() -> new LessonReader(ScenarioCatalog.shipped()).read(LESSON.replace("CONTRAST", contrast),
                "small.md")).isInstanceOf(LessonException.class).hasMessageStartingWith(message);
    }
}
