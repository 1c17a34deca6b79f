package org.ringside.lessons.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ConditionsTest {
    private static final Set<String> KEYS = Set.of("pps", "drops", "doorbells", "throughput_bps", "ring_bytes.mean",
            "ring_bytes.max", "qdisc_bytes.mean", "link_utilization", "cpu_utilization", "flows.rr.latency_ns.p99",
            "flows.rr.tps");
    private static final Map<String, Set<String>> RUNS = Map.of("a", KEYS, "b", KEYS);

    private static Evaluator.Outcome claim(String text, Map<String, Double> values) throws ExprException {
        return Evaluator.evaluate(Conditions.claim(text, RUNS), k -> values.get(k.shown()));
    }

    /** A goal is judged on a run of any length, so only the relations of the figures' nature apply. */
    @Test
    void aGoalThatHoldsByARelationBetweenItsFiguresIsRefusedNamingIt() throws ExprException {
        assertThatThrownBy(() -> Conditions.goal("ring_bytes.max >= ring_bytes.mean or pps > 10", KEYS))
                .isInstanceOf(ExprException.class)
                .hasMessageContaining("ring_bytes.mean <= ring_bytes.max (a mean is at most its maximum)");
        assertThat(Conditions.goal("ring_bytes.max >= 2 * ring_bytes.mean", KEYS)).isNotNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "throughput_bps > 1KB                   | column 18: throughput_bps is a rate in bit/s; 1KB is bytes",
        "ring_bytes.mean < 2ms                  | column 19: ring_bytes.mean is bytes; 2ms is a duration",
        "ring_bytes.max <= 128690               | column 19: ring_bytes.max is bytes; 128690 is a plain number: write its unit, e.g. 128690B",
        "flows.rr.latency_ns.p99 < 1000         | column 27: flows.rr.latency_ns.p99 is a duration; 1000 is a plain number: write its unit, e.g. 1000ns",
        "drops < 5%                             | column 9: drops is a count; 5% is a ratio",
        "pps > flows.rr.tps                     | column 7: pps is packets/s; flows.rr.tps is transactions/s",
        "ring_bytes.mean + 2ms > 1KB            | column 19: ring_bytes.mean is bytes; 2ms is a duration",
        "pps * throughput_bps > 1Gbit           | column 7: pps is packets/s; throughput_bps is a rate in bit/s: multiply by a plain number, e.g. 0.5 * pps",
        "ring_bytes.mean / pps > 1              | column 19: ring_bytes.mean is bytes; pps is packets/s: divide by a plain number or by the same kind (which gives a ratio)",
        "1 / pps > 1                            | column 5: 1 is a plain number; pps is packets/s: divide by a plain number or by the same kind (which gives a ratio)",
        "ring_bytes.mean < qdisc_bytes.mean by at least 2ms | column 48: ring_bytes.mean is bytes; 2ms is a duration"})
    void mixedKindsAreRefusedNamingBoth(String text, String message) {
        assertThatThrownBy(() -> Conditions.goal(text, KEYS)).isInstanceOf(ExprException.class).hasMessage(message);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "ring_bytes.mean / qdisc_bytes.mean < 50%", "ring_bytes.mean / qdisc_bytes.mean < 0.5",
        "pps > 2 * 1000", "link_utilization > 95%", "cpu_utilization - 0.5 < 0.02", "ring_bytes.max <= 128690B",
        "0.15 * ring_bytes.mean < qdisc_bytes.mean", "ring_bytes.mean / 2 < 64KB", "-pps < -1",
        "flows.rr.latency_ns.p99 < 2 * 500us", "doorbells < 0.8 * drops"})
    void kindsThatAgreeAreAccepted(String text) throws ExprException {
        assertThat(Conditions.goal(text, KEYS)).isNotNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "run(a).pps == run(a).pps                  | column 1: compares run(a).pps with itself, so it cannot fail",
        "run(a).pps > 1 and run(a).pps*2 >= (run(a).pps * 2) | column 20: compares run(a).pps*2 with itself, so it cannot fail",
        "1 < 2                                     | column 1: reads no figure, so it cannot fail; compare a summary key with a number or another key",
        "run(a).pps > 5 or not run(a).pps > 5      | column 1: holds whatever values run(a).pps take, so it cannot fail",
        "run(a).drops >= 0                         | column 1: holds whatever values run(a).drops take, so it cannot fail",
        "run(a).link_utilization <= 100%           | column 1: holds whatever values run(a).link_utilization take, so it cannot fail",
        "run(a).pps >= 0 or run(b).drops < 7       | column 1: holds whatever values run(a).pps, run(b).drops take, so it cannot fail",
        "run(a).pps > 123456.7 or run(a).pps < 123456.8 | column 1: holds whatever values run(a).pps take, so it cannot fail"})
    void aClaimThatCannotFailIsRefused(String text, String message) {
        assertThatThrownBy(() -> Conditions.claim(text, RUNS)).isInstanceOf(ExprException.class).hasMessage(message);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "run(a).drops > 0", "run(a).drops == 0", "run(a).link_utilization < 1", "run(a).pps > 123456.7 or run(a).pps < 123456.7",
        "run(a).pps / 0 > 1", "run(a).drops / run(a).drops != 1", "run(a).pps < run(b).pps",
        "run(a).ring_bytes.mean < run(a).ring_bytes.max + 1514B and run(a).ring_bytes.mean > run(a).ring_bytes.max"})
    void aClaimThatCanFailIsAccepted(String text) throws ExprException {
        assertThat(Conditions.claim(text, RUNS)).isNotNull();
    }

    @Test
    void theMeasuredValuesScaledDownAndUpAreTriedToo() throws ExprException {
        // Fails only for pps within 123,456,789.123 to .126: no value of the range, nor of the
        // numbers written and their neighbours, lies there; the measured value does.
        Expr narrow = ExprParser.parse("run(a).pps < 3 * 41152263.041 or run(a).pps > 3 * 41152263.042");

        assertThat(CanFail.whyNot(narrow, Map.of())).get().extracting(ExprException::what)
                .isEqualTo("holds whatever values run(a).pps take, so it cannot fail");
        assertThat(CanFail.whyNot(narrow, Map.of("run(a).pps", 123_456_789.1245))).isEmpty();
    }

    @Test
    void aGoalThatCannotFailIsRefusedToo() {
        assertThatThrownBy(() -> Conditions.goal("drops >= 0", KEYS))
                .hasMessage("column 1: holds whatever values drops take, so it cannot fail");
    }

    @Test
    void divisionByZeroMakesTheConditionFailAndNamesTheSubExpressionAsWritten() throws ExprException {
        Evaluator.Outcome o = claim("run(a).pps / 0 > 1", Map.of("run(a).pps", 1e6));

        assertThat(o.holds()).isFalse();
        assertThat(o.undefined()).isEqualTo("division by zero in run(a).pps / 0");
    }

    @Test
    void zeroOverZeroIsUndefinedNotNotANumberThatPassesInequality() throws ExprException {
        Evaluator.Outcome o = claim("run(a).drops / run(a).drops != 1", Map.of("run(a).drops", 0.0));

        assertThat(o.holds()).isFalse();
        assertThat(o.undefined()).isEqualTo("division by zero in run(a).drops / run(a).drops");
        assertThat(claim("run(a).drops / run(a).drops != 1", Map.of("run(a).drops", 3.0)).holds()).isFalse();
    }

    @Test
    void infinityAndNotANumberMakeTheConditionFail() throws ExprException {
        Evaluator.Outcome overflow = claim("run(a).pps * 1e300 * 1e300 > 1", Map.of("run(a).pps", 1.0));
        assertThat(overflow.holds()).isFalse();
        assertThat(overflow.undefined()).isEqualTo("infinity in run(a).pps * 1e300 * 1e300");

        Evaluator.Outcome nan = claim("run(a).pps > 1 or run(a).drops > 1", Map.of("run(a).pps", 5.0, "run(a).drops",
                Double.NaN));
        assertThat(nan.holds()).isFalse();
        assertThat(nan.undefined()).isEqualTo("not a number in run(a).drops");
    }

    @Test
    void aRelativeLeastDifferenceScalesTheRightSide() throws ExprException {
        Map<String, Double> values = new HashMap<>(Map.of("run(a).ring_bytes.mean", 95_000.0,
                "run(b).ring_bytes.mean", 100_000.0));
        String below = "run(a).ring_bytes.mean < run(b).ring_bytes.mean by at least 5%";
        String above = "run(b).ring_bytes.mean > run(a).ring_bytes.mean by at least 5%";

        assertThat(claim(below, values).holds()).isTrue(); // 95,000 <= 100,000 x 0.95
        assertThat(claim(above, values).holds()).isTrue(); // 100,000 >= 95,000 x 1.05 = 99,750
        values.put("run(a).ring_bytes.mean", 95_001.0);
        assertThat(claim(below, values).holds()).isFalse();
        values.put("run(a).ring_bytes.mean", 95_300.0);
        assertThat(claim(above, values).holds()).isFalse(); // 95,300 x 1.05 = 100,065
        Evaluator.Difference d = claim(below, values).differences().get(0);
        assertThat(d.left()).isEqualTo(95_300.0);
        assertThat(d.right()).isEqualTo(100_000.0);
        assertThat(d.kind()).isEqualTo(FigureKind.BYTES);
        assertThat(d.measured()).isCloseTo(-0.047, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(d.holds()).isFalse();
    }

    @Test
    void anAbsoluteLeastDifferenceIsOfTheSidesKind() throws ExprException {
        Map<String, Double> values = Map.of("run(a).flows.rr.latency_ns.p99", 1_000_000.0,
                "run(b).flows.rr.latency_ns.p99", 3_000_000.0);

        assertThat(claim("run(a).flows.rr.latency_ns.p99 < run(b).flows.rr.latency_ns.p99 by at least 2ms", values)
                .holds()).isTrue();
        assertThat(claim("run(a).flows.rr.latency_ns.p99 <= run(b).flows.rr.latency_ns.p99 by at least 2.1ms", values)
                .holds()).isFalse();
        assertThat(claim("run(b).flows.rr.latency_ns.p99 > run(a).flows.rr.latency_ns.p99 by at least 2ms", values)
                .holds()).isTrue();
        assertThat(claim("run(b).pps >= run(a).pps by at least 10", Map.of("run(a).pps", 5.0, "run(b).pps", 14.0))
                .holds()).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "pps == drops by at least 5%          | column 14: by at least follows <, <=, > or >=, not ==",
        "pps < drops by 5%                    | column 16: expected by at least and an amount, e.g. by at least 5%, found '5%'",
        "pps < drops by at least drops        | column 25: expected an amount after by at least, e.g. 5% or 2ms, found 'drops'",
        "pps < drops by at least 100%         | column 25: 100% is out of range (allowed: more than 0, and below 100% after < or <=)",
        "pps < drops by at least 0            | column 25: 0 is out of range (allowed: more than 0)"})
    void aLeastDifferenceIsWrittenOneWay(String text, String message) {
        assertThatThrownBy(() -> Conditions.goal(text, KEYS)).hasMessage(message);
    }

    @Test
    void deepNestingIsRefusedAtTheLimitNotByOverflowingTheStack() throws ExprException {
        // 5,000 parentheses are over the token limit before they are over the nesting limit.
        String deep = "(".repeat(5000) + "pps > 1" + ")".repeat(5000);
        assertThatThrownBy(() -> Conditions.goal(deep, KEYS)).isInstanceOf(ExprException.class)
                .hasMessage("column 1001: longer than 1000 tokens, the limit for one condition; split it into several"
                        + " claims");
        String fiftyOne = "(".repeat(51) + "pps > 1" + ")".repeat(51);
        assertThatThrownBy(() -> Conditions.goal(fiftyOne, KEYS)).isInstanceOf(ExprException.class)
                .hasMessage("column 51: nested deeper than 50 levels (parentheses, not and minus signs), the limit for"
                        + " one condition");
        String fifty = "(".repeat(50) + "pps > 1" + ")".repeat(50);
        assertThat(Conditions.goal(fifty, KEYS)).isInstanceOf(Expr.Compare.class);
        assertThatThrownBy(() -> Conditions.goal("not ".repeat(51) + "pps > 1", KEYS))
                .hasMessageContaining("nested deeper than 50 levels");
    }

    @Test
    void longInputIsRefusedAtTheTokenLimit() throws ExprException {
        String many = "pps > 1" + " and pps > 1".repeat(20_000);
        assertThatThrownBy(() -> Conditions.goal(many, KEYS)).isInstanceOf(ExprException.class)
                .hasMessage("column 3001: longer than 1000 tokens, the limit for one condition; split it into several"
                        + " claims");
        String most = "pps > 1" + " and pps > 1".repeat(249); // 4 x 250 - 1 = 999 tokens
        assertThat(Conditions.goal(most, KEYS)).isInstanceOf(Expr.And.class);
    }
}
