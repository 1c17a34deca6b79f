package org.ringside.model.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DecimalStepsTest {

    @ParameterizedTest(name = "{0} is in step {1}")
    @CsvSource({"0, 0", "0.5, 0", "999, 0", "1000, 1", "-1000, 1", "999999, 1", "1e6, 2", "1e9, 3", "1e15, 3",
        "NaN, 0", "Infinity, 0"})
    void aValueIsInTheLargestStepItReaches(double value, int step) {
        assertThat(DecimalSteps.step(value)).isEqualTo(step);
    }

    @ParameterizedTest(name = "{0} has three significant digits: {1}")
    @CsvSource({"0, 0", "1, 1", "1500, 1500", "31.234, 31.2", "0.0012345, 0.00123", "999.5, 1000", "2.5e7, 25000000",
        "-4.56789, -4.57"})
    void numbersKeepThreeSignificantDigitsAndNoTrailingZeros(double value, String text) {
        assertThat(DecimalSteps.significant(value)).isEqualTo(text);
    }

    @Test
    void aValueThatRoundsUpToTheNextStepIsWrittenInIt() {
        assertThat(DecimalSteps.scaled(999_999, "a", "b", "c", "d")).isEqualTo("1 c");
        assertThat(DecimalSteps.scaled(5e12, "a", "b", "c", "d")).isEqualTo("5000 d");
    }

    @Test
    void anExactValueIsInTheLargestUnitThatDividesIt() {
        assertThat(DecimalSteps.exact(1_500_000, "a", "b", "c", "d")).isEqualTo("1500b");
        assertThat(DecimalSteps.exact(-2_000_000_000, "a", "b", "c", "d")).isEqualTo("-2d");
        assertThat(DecimalSteps.exact(0, "a", "b", "c", "d")).isEqualTo("0a");
        assertThat(DecimalSteps.exact(1_001, "a", "b", "c", "d")).isEqualTo("1001a");
    }

    @Test
    void fourUnitsAreNeeded() {
        assertThatThrownBy(() -> DecimalSteps.scaled(1, "ns", "µs")).hasMessage("expected 4 units, got 2");
    }
}
