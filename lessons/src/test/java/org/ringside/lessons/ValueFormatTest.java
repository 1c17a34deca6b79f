package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.lessons.expr.FigureKind;

class ValueFormatTest {
    @ParameterizedTest(name = "{0} {1} reads {2}")
    @CsvSource(delimiterString = "¦", value = {
        "COUNT ¦ 4 ¦ 4",
        "COUNT ¦ 40 ¦ 40",
        "COUNT ¦ 0 ¦ 0",
        "COUNT ¦ 4000 ¦ 4,000",
        "COUNT ¦ 81234 ¦ 81,234",
        "COUNT ¦ 12.5 ¦ 12.5",
        "COUNT ¦ 1234.5 ¦ 1,234.5",
        "PPS ¦ 81234 ¦ 81,234",
        "PPS ¦ 950 ¦ 950",
        "TPS ¦ 17.25 ¦ 17.25",
        "TPS ¦ 1 ¦ 1",
        "RATIO ¦ 0.386 ¦ 0.3860",
        "RATIO ¦ 1 ¦ 1.000"})
    void countsReadAsGroupedDigitsWithDecimalsOnlyWhenTheyHaveThem(FigureKind kind, double value, String reads) {
        assertThat(ValueFormat.of(kind, value)).isEqualTo(reads);
    }

    @ParameterizedTest(name = "{0} = {1} reads {2}")
    @CsvSource(delimiterString = "¦", value = {
        "run(pfifo).qdisc_drops_by_cause.overlimit ¦ 4000 ¦ 4,000",
        "run(linux).qdisc_drops_by_cause.codel ¦ 40 ¦ 40",
        "drops ¦ 4 ¦ 4"})
    void aKeysCountReadsAsLessonsCheckPrintsIt(String key, double value, String reads) {
        assertThat(ValueFormat.of(key, value)).isEqualTo(reads);
        assertThat(LiveUnit.COUNT.format(value)).isEqualTo(reads);
    }
}
