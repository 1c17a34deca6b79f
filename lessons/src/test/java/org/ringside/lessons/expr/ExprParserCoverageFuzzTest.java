package org.ringside.lessons.expr;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzzing of the goal and claim parser with Jazzer: whatever the text, it parses
 * into a condition that evaluates without an exception, or fails with a column inside the text
 * (or just after it); any other exception is a finding. A plain {@code mvn verify} replays the
 * corpus in {@code ExprParserCoverageFuzzTestInputs/}; {@code JAZZER_FUZZ=1} searches for more.
 */
class ExprParserCoverageFuzzTest {

    @FuzzTest(maxDuration = "60s")
    void anyTextParsesOrFailsAtAColumn(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        try {
            Expr e = ExprParser.parse(text);
            Evaluator.Outcome o = Evaluator.evaluate(e, k -> (double) k.key().length());
            assertThat(o.missing()).isNull();
            assertThat(o.read().keySet()).allSatisfy(k -> assertThat(text).contains(k.substring(k.indexOf(')') + 1)));
        } catch (ExprException ex) {
            assertThat(ex.column()).isBetween(1, text.length() + 1);
            assertThat(ex.getMessage()).startsWith("column " + ex.column() + ": ").doesNotContain("\n");
        }
    }
}
