package org.ringside.lessons.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExprParserTest {

    private static boolean holds(String condition, Map<String, Double> values) throws ExprException {
        return Evaluator.evaluate(ExprParser.parse(condition), k -> values.get(k.shown())).holds();
    }

    @Test
    void aGoalComparesSummaryKeysWithNumbersInTheirUnits() throws ExprException {
        Map<String, Double> values = Map.of("flows.rr.latency_ns.p99", 800_000.0, "throughput_bps", 950e6);

        assertThat(holds("flows.rr.latency_ns.p99 < 1ms and throughput_bps > 900Mbit", values)).isTrue();
        assertThat(holds("flows.rr.latency_ns.p99 < 0.5ms and throughput_bps > 900Mbit", values)).isFalse();
        assertThat(holds("flows.rr.latency_ns.p99 < 0.5ms or throughput_bps > 900Mbit", values)).isTrue();
        assertThat(holds("not flows.rr.latency_ns.p99 < 1ms", values)).isFalse();
    }

    @Test
    void aClaimReadsNamedRunsAndDoesArithmetic() throws ExprException {
        Map<String, Double> values = Map.of("run(bql_on).ring_bytes.mean", 64_700.0,
                "run(bql_off).ring_bytes.mean", 514_000.0);

        assertThat(holds("run(bql_on).ring_bytes.mean <= 0.2 * run(bql_off).ring_bytes.mean", values)).isTrue();
        assertThat(holds("run(bql_off).ring_bytes.mean - run(bql_on).ring_bytes.mean > 400KB", values)).isTrue();
        assertThat(holds("run(bql_off).ring_bytes.mean / run(bql_on).ring_bytes.mean >= 8", values)).isFalse();
    }

    @ParameterizedTest
    @CsvSource({
        "1ns, 1", "100us, 100000", "1.5ms, 1500000", "2s, 2000000000", "250µs, 250000",
        "900Mbit, 900000000", "1Gbit, 1000000000", "64kbit, 64000", "100bit, 100",
        "6000B, 6000", "64KB, 64000", "1.5MB, 1500000", "2GB, 2000000000",
        "0.2, 0.2", "1_000, 1000", "42, 42", "12.5e6, 12500000", "1E-3, 0.001", "2e3us, 2000000"})
    void literalsTakeTheScenarioFormatsUnits(String literal, double value) throws ExprException {
        Expr e = ExprParser.parse("x == " + literal);
        assertThat(((Expr.Num) ((Expr.Compare) e).right()).value()).isEqualTo(value);
    }

    @Test
    void precedenceIsArithmeticThenComparisonThenNotThenAndThenOr() throws ExprException {
        Map<String, Double> values = Map.of("a", 1.0, "b", 2.0, "c", 3.0);

        assertThat(holds("a + b * c == 7", values)).isTrue();
        assertThat(holds("(a + b) * c == 9", values)).isTrue();
        assertThat(holds("-a + c == 2", values)).isTrue();
        assertThat(holds("a - b - c == -4", values)).isTrue();
        assertThat(holds("c / b / a == 1.5", values)).isTrue();
        // or binds loosest: true or (false and false)
        assertThat(holds("a < b or a > b and a > c", values)).isTrue();
        assertThat(holds("not a > b and a < b", values)).isTrue();
        assertThat(holds("not (a < b and a > c)", values)).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "''                          | column 1: empty; write a comparison such as throughput_bps > 900Mbit",
        "throughput_bps              | column 1: this is a number, not a condition; compare it, e.g. with < or >=",
        "throughput_bps > 900 Mbit   | column 22: unexpected 'Mbit' after a complete expression",
        "throughput_bps > 900Mbps    | column 18: unknown unit 'Mbps' in 900Mbps (allowed: ns, us, ms, s; bit, Kbit, Mbit, Gbit; B, KB, MB, GB (1000s) or KiB, MiB, GiB (1024s); %)",
        "latency < 1.5ns             | column 11: 1.5ns is not a whole number of nanoseconds",
        "a < b < c                   | column 7: comparisons do not chain; join two of them with and",
        "a < 1 and b                 | column 11: and joins conditions, but this is a number; compare it first",
        "(a < 1) + 2 > 3             | column 1: + takes numbers, but this is a condition",
        "(a < 1                      | column 7: expected ')' to close the '(' at column 1, found the end",
        "a < 1 or                    | column 9: expected a number, a summary key or '(', found the end",
        "a = 1                       | column 3: '=' alone is not an operator; compare with ==",
        "a < 1 && b < 2              | column 7: unexpected character '&'",
        "flows..rr > 1               | column 7: expected a word after '.' in the key flows, found '.'",
        "run(x) > 1                  | column 8: expected '.' and a summary key after run(x), found '>'",
        "run(1).a > 1                | column 5: expected the name of a run inside run( ), found '1'",
        "run(x.a > 1                 | column 6: expected ')' after the run's name, found '.'",
        "a > and                     | column 5: expected a number, a summary key or '(', found the word and",
        "not 3                       | column 5: not joins conditions, but this is a number; compare it first",
        "flows. rr.tps > 1           | column 7: a space inside the key flows; write a key without spaces, e.g. flows.rr.tps",
        "run(x) .pps > 1             | column 7: a space inside the key run(x); write a key without spaces, e.g. flows.rr.tps"})
    void mistakesAreNamedAtTheirColumn(String text, String message) {
        assertThatThrownBy(() -> ExprParser.parse(text)).isInstanceOf(ExprException.class).hasMessage(message);
    }

    @Test
    void anInvisibleCharacterIsNamedByItsCode() {
        assertThatThrownBy(() -> ExprParser.parse("a > 1 \u0085")).hasMessage("column 7: unexpected character U+0085");
    }

    @Test
    void aKeyWithoutAValueMakesTheConditionFailAndIsNamed() throws ExprException {
        Map<String, Double> values = new java.util.HashMap<>();
        values.put("flows.bulk.tps", null);
        values.put("pps", 10.0);

        Evaluator.Outcome o = Evaluator.evaluate(ExprParser.parse("pps > 1 and flows.bulk.tps > 1"),
                k -> values.get(k.shown()));

        assertThat(o.holds()).isFalse();
        assertThat(o.missing()).isEqualTo("flows.bulk.tps");
        assertThat(o.read()).containsEntry("pps", 10.0);
    }

    @Test
    void theOutcomeShowsEveryValueReadEvenWhenTheFirstSideDecides() throws ExprException {
        Evaluator.Outcome o = Evaluator.evaluate(ExprParser.parse("a > 5 and b > 5"), k -> k.key().equals("a") ? 1.0 : 9.0);

        assertThat(o.holds()).isFalse();
        assertThat(o.read()).containsExactly(Map.entry("a", 1.0), Map.entry("b", 9.0));
    }
}
