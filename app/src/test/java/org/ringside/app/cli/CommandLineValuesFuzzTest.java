package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;
import org.ringside.model.sweep.SweepAxis;
import org.ringside.views.charts.AxisLimit;
import org.ringside.views.charts.ChartKind;
import org.ringside.views.charts.ChartSize;

/**
 * Coverage-guided fuzzing of the values the command line reads, with Jazzer: the same text goes
 * to {@code sweep --vary} (lists and ranges), {@code --duration}, {@code --size} and
 * {@code --y-max} of every chart. Each gives a value inside what it allows, or refuses the text
 * with an {@link IllegalArgumentException} whose message says why on one line (unless the text
 * itself breaks lines, which the message quotes). Any other exception is a finding. A plain
 * {@code mvn verify} replays the corpus in {@code CommandLineValuesFuzzTestInputs/};
 * {@code JAZZER_FUZZ=1} searches for more.
 */
class CommandLineValuesFuzzTest {
    private static final Scenario BASE = Scenario.defaults();

    @FuzzTest(maxDuration = "60s")
    void anyTextGivesAValueOrAMessage(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);

        SweepAxis axis = valueOrMessage(text, () -> SweepAxis.parse(text, BASE, SweepCommand.DEFAULT_MAX_RUNS));
        if (axis != null) {
            assertThat(axis.values()).isNotEmpty().hasSizeLessThanOrEqualTo(SweepCommand.DEFAULT_MAX_RUNS)
                    .doesNotHaveDuplicates();
            Knob knob = axis.key().knob();
            assertThat(axis.values()).allSatisfy(v -> assertThat(knob.rangeProblem(v)).isEmpty());
            assertThat(axis.labels()).hasSameSizeAs(axis.values());
        }

        String durationProblem = DurationOption.problem(text);
        if (durationProblem == null) {
            Knob duration = Knobs.get("duration");
            assertThat(Units.parseDuration(text)).isBetween(BigInteger.valueOf(duration.min()),
                    BigInteger.valueOf(duration.max()));
        } else {
            assertOneLine(text, durationProblem);
        }

        ChartSize size = valueOrMessage(text, () -> ChartSize.parse(text));
        if (size != null) {
            assertThat(size.width()).isBetween(ChartSize.MIN_WIDTH, ChartSize.MAX_WIDTH);
            assertThat(size.height()).isBetween(ChartSize.MIN_HEIGHT, ChartSize.MAX_HEIGHT);
        }

        for (ChartKind kind : ChartKind.values()) {
            Double yMax = valueOrMessage(text, () -> AxisLimit.parse(kind, text));
            if (yMax != null) {
                assertThat(yMax).isPositive().isFinite();
            }
        }
    }

    /** What {@code parse} gives, or null when it refused the text with a message. */
    private static <T> T valueOrMessage(String text, Supplier<T> parse) {
        try {
            return parse.get();
        } catch (IllegalArgumentException e) {
            assertOneLine(text, e.getMessage());
            return null;
        }
    }

    private static void assertOneLine(String text, String message) {
        assertThat(message).isNotBlank();
        if (text.indexOf('\n') < 0 && text.indexOf('\r') < 0) {
            assertThat(message).doesNotContain("\n", "\r");
        }
    }
}
