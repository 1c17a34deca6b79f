package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import org.ringside.lessons.expr.ExprException;

/**
 * Coverage-guided fuzzing of the live-number marks with Jazzer: whatever the text, it cuts into
 * parts that put it back together, whose live numbers render (as a value or as what keeps them
 * from one) and whose places lie inside the text; or it fails with a column inside the text (or
 * just after it) and a one-line message. Any other exception is a finding. A plain
 * {@code mvn verify} replays the corpus in {@code LiveTextCoverageFuzzTestInputs/};
 * {@code JAZZER_FUZZ=1} searches for more.
 */
class LiveTextCoverageFuzzTest {

    @FuzzTest(maxDuration = "60s")
    void anyTextParsesOrFailsAtAColumn(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        try {
            LiveText live = LiveText.parse(text, 1);
            assertThat(live.render(l -> text.substring(l.offset(), l.offset() + 2))).isNotNull();
            assertThat(live.rendered(k -> k.key().length() % 3 == 0 ? null : (double) k.key().length()))
                    .isNotNull();
            for (LiveText.Part p : live.parts()) {
                assertThat(p.offset()).isBetween(0, text.length() - 1);
                assertThat(live.lineOf(p.offset())).isBetween(1, (int) text.lines().count() + 1);
                assertThat(live.columnOf(p.offset())).isPositive();
            }
            assertThat(StatedNumbers.in(text)).allSatisfy(s -> assertThat(text).contains(s.written()));
        } catch (ExprException e) {
            assertThat(e.column()).isBetween(1, text.length() + 1);
            assertThat(e.getMessage()).startsWith("column " + e.column() + ": ").doesNotContain("\n");
        }
    }
}
