package org.ringside.lessons.expr;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Set;

/**
 * Coverage-guided fuzzing of goals and claims nested deep or joined long, with Jazzer: the input's
 * first byte picks a shape (parentheses around a condition, {@code not}s or minus signs in front of
 * it, or the condition joined by {@code and}), the next two bytes how many times (up to 20,000),
 * and the rest is the condition. Whatever comes out reads as a goal or fails with a column inside
 * the text; past {@link ExprParser#MAX_NESTING} or {@link ExprParser#MAX_TOKENS} it fails naming
 * the limit; a {@code StackOverflowError} or any other exception is a finding. A plain
 * {@code mvn verify} replays the corpus in {@code ExprParserDepthFuzzTestInputs/} (5,000
 * parentheses, 20,000 {@code and}s, and each shape just inside and just past the limits);
 * {@code JAZZER_FUZZ=1} searches for more.
 */
class ExprParserDepthFuzzTest {
    private static final Set<String> KEYS = Set.of("pps", "drops", "throughput_bps", "ring_bytes.mean",
            "link_utilization", "flows.rr.latency_ns.p99");

    @FuzzTest(maxDuration = "60s")
    void deepInputIsRefusedAtALimitNeverOverflows(byte[] input) {
        if (input.length < 3) {
            return;
        }
        int shape = (input[0] & 0xff) % 4;
        int times = Math.min(20_000, (input[1] & 0xff) << 8 | input[2] & 0xff);
        String condition = new String(Arrays.copyOfRange(input, 3, input.length), StandardCharsets.UTF_8);
        String text = switch (shape) {
            case 0 -> "(".repeat(times) + condition + ")".repeat(times);
            case 1 -> "not ".repeat(times) + condition;
            case 2 -> "-".repeat(times) + condition;
            default -> (condition + " and ").repeat(times) + condition;
        };
        try {
            Expr e = Conditions.goal(text, KEYS);
            Evaluator.evaluate(e, k -> 1.0);
            assertThat(e.parts().size()).isLessThanOrEqualTo(ExprParser.MAX_TOKENS);
            if (shape < 3) {
                assertThat(times).isLessThanOrEqualTo(ExprParser.MAX_NESTING);
            }
        } catch (ExprException ex) {
            assertThat(ex.column()).isBetween(1, text.length() + 1);
            assertThat(ex.getMessage()).startsWith("column " + ex.column() + ": ").doesNotContain("\n");
            if (shape < 3 && times > ExprParser.MAX_NESTING && condition.strip().equals("pps > 1")) {
                assertThat(ex.what()).containsAnyOf("nested deeper than 50 levels", "longer than 1000 tokens");
            }
        }
    }
}
