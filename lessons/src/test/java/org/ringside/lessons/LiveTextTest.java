package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.lessons.expr.ExprException;

class LiveTextTest {
    private static final Map<String, Double> VALUES = Map.of("ring_bytes.mean", 64_000.0, "ring_bytes.max", 128_690.0,
            "flows.voip.latency_ns.p99", 1_046_123.0, "link_utilization", 0.386, "frames", 81_234.0, "drops", 0.0);

    private static String rendered(String text) throws ExprException {
        return LiveText.parse(text, 1).rendered(k -> VALUES.get(k.key()));
    }

    @ParameterizedTest(name = "{0} reads {1}")
    @CsvSource(delimiterString = "¦", value = {
        "{{ run(a).ring_bytes.max }} ¦ 129 KB",
        "{{ run(a).ring_bytes.max | B }} ¦ 128,690 bytes",
        "{{run(a).ring_bytes.max|KB}} ¦ 129 KB",
        "{{ run(a).flows.voip.latency_ns.p99 }} ¦ 1.05 ms",
        "{{ run(a).flows.voip.latency_ns.p99 | us }} ¦ 1050 µs",
        "{{ run(a).flows.voip.latency_ns.p99 | µs }} ¦ 1050 µs",
        "{{ run(a).flows.voip.latency_ns.p99 | s }} ¦ 0.00105 s",
        "{{ run(a).link_utilization | % }} ¦ 38.6 %",
        "{{ run(a).ring_bytes.mean / run(a).ring_bytes.max | % }} ¦ 49.7 %",
        "{{ run(a).frames | count }} ¦ 81,234",
        "{{ run(a).ring_bytes.max - 1514B }} ¦ 127 KB",
        "{{ 2 * run(a).flows.voip.latency_ns.p99 | ms }} ¦ 2.09 ms",
        "{{ const: 1514 bytes }} ¦ 1514 bytes",
        "{{ const: Linux 3.3 }} ¦ Linux 3.3"})
    void aMarkReadsAsTheModelsNumberInTheProjectsFormat(String mark, String reads) throws ExprException {
        assertThat(rendered("about " + mark + ".")).isEqualTo("about " + reads + ".");
    }

    @Test
    void untilTheRunsAreMeasuredALiveNumberIsAPlaceholderAndAConstantIsItsText() throws ExprException {
        LiveText text = LiveText.parse("{{ run(a).frames }} frames of {{ const: 1514 bytes }}", 1);

        assertThat(text.placeholder()).isEqualTo("… frames of 1514 bytes");
        assertThat(text.lives()).hasSize(1);
    }

    @Test
    void aNumberWithoutAValueSaysWhy() throws ExprException {
        assertThat(rendered("{{ run(a).flows.rr.tps }}")).isEqualTo("(run(a).flows.rr.tps has no value)");
        assertThat(rendered("{{ run(a).frames / run(a).drops }}"))
                .isEqualTo("(undefined: division by zero in run(a).frames / run(a).drops)");
    }

    @ParameterizedTest(name = "{0}: column {1}")
    @CsvSource(delimiterString = "¦", value = {
        "x {{ run(a).frames ¦ 3 ¦ a {{ without its }}; a live number is {{ EXPR }} or {{ EXPR | UNIT }}",
        "{{ run(a).frames {{ run(a).drops }} ¦ 18 ¦ a {{ inside another; close the first with }}",
        "{{ run(a).ring_bytes.max | ms }} ¦ 27 ¦ ms is a unit of a duration, but run(a).ring_bytes.max is bytes (units for it: bytes, KB, MB)",
        "{{ run(a).frames | % }} ¦ 19 ¦ % is a unit of a ratio, but run(a).frames is a count (units for it: count)",
        "{{ run(a).frames | furlongs }} ¦ 19 ¦ unknown unit furlongs (allowed: ns, us, µs, ms, s, B, KB, MB, bit/s, Kbit/s, Mbit/s, Gbit/s, %, count)",
        "{{ run(a).frames | }} ¦ 19 ¦ no unit after | (allowed: ns, us, µs, ms, s, B, KB, MB, bit/s, Kbit/s, Mbit/s, Gbit/s, %, count)",
        "{{ 1514 * 64 }} ¦ 3 ¦ a live number reads a run, e.g. {{ run(full).ring_bytes.max }}; mark a constant as {{ const: 1514 * 64 }}",
        "{{ run(a).frames > 3 }} ¦ 18 ¦ unexpected '>' after a complete number",
        "{{ (run(a).frames > 3) }} ¦ 4 ¦ this is a condition, not a number",
        "{{ run(a).ring_bytes.max + 2ms }} ¦ 28 ¦ run(a).ring_bytes.max is bytes; 2ms is a duration",
        "{{ }} ¦ 3 ¦ empty; write a figure such as run(full).ring_bytes.max",
        "{{ const: }} ¦ 4 ¦ an empty constant; write it as {{ const: 1514 bytes }}"})
    void aBrokenMarkNamesItsColumn(String text, int column, String what) {
        assertThatThrownBy(() -> LiveText.parse(text, 1)).isInstanceOfSatisfying(ExprException.class, e -> {
            assertThat(e.what()).isEqualTo(what);
            assertThat(e.column()).isEqualTo(column);
        });
    }

    @Test
    void aPlaceInTheTextIsALineAndAColumnOfTheFile() throws ExprException {
        LiveText text = LiveText.parse("first\nsecond {{ run(a).frames }}", 30);

        int offset = text.lives().get(0).offset();
        assertThat(text.lineOf(offset)).isEqualTo(31);
        assertThat(text.columnOf(offset)).isEqualTo(8);
        assertThat(text.lineOf(0)).isEqualTo(30);
        assertThat(text.columnOf(0)).isEqualTo(1);
    }

    @Test
    void aBrokenMarkInAStepsTextIsTheFilesLineAndColumn() {
        String lesson = String.join("\n", "---", "id: marks", "title: Marks", "level: beginner", "minutes: 5",
                "runs:", "  a: { scenario: router-100mbit.yaml, duration: 10ms }",
                "steps:", "  - { id: only, title: Only, scenario: router-100mbit.yaml }", "---", "", "## Step: only", "",
                "", "The ring holds", "at most {{ run(a).ring_bytes.max | ms }}.", "");

        assertThatThrownBy(() -> new LessonReader(ScenarioCatalog.shipped()).read(lesson, "marks.md"))
                .hasMessage("marks.md:16: steps[0].text: column 35: ms is a unit of a duration, but"
                        + " run(a).ring_bytes.max is bytes (units for it: bytes, KB, MB)");
        assertThatThrownBy(() -> new LessonReader(ScenarioCatalog.shipped())
                .read(lesson.replace("run(a).ring_bytes.max | ms", "run(b).ring_bytes.max"), "marks.md"))
                .hasMessage("marks.md:16: steps[0].text: column 12: there is no run b (runs: a)");
    }

    @Test
    void aClaimsSentenceIsCheckedAsItsKeyIsAndAnAskMayOnlyMarkConstants() {
        String lesson = String.join("\n", "---", "id: marks", "title: Marks", "level: beginner", "minutes: 5",
                "runs:", "  a: { scenario: router-100mbit.yaml, duration: 10ms }",
                "claims:", "  - says: It holds {{ run(a).ring_bytes.mena }}.", "    check: run(a).frames > 1",
                "steps:", "  - id: only", "    title: Only", "    scenario: router-100mbit.yaml", "    tasks:",
                "      - ask: Get under {{ run(a).ring_bytes.max }}.", "        goal: ring_bytes.mean < 1KB",
                "        after: 10ms", "        answer: { nic: { ring_size: 64 } }",
                "---", "## Step: only", "Text.", "");
        LessonReader reader = new LessonReader(ScenarioCatalog.shipped());

        assertThatThrownBy(() -> reader.read(lesson, "marks.md")).hasMessage("marks.md:9: claims[0].says: column 13:"
                + " unknown summary key ring_bytes.mena, did you mean ring_bytes.mean?");
        assertThatThrownBy(() -> reader.read(lesson.replace("mena", "mean"), "marks.md"))
                .hasMessage("marks.md:16: steps[0].tasks[0].ask: column 11: an ask or hint may mark constants"
                        + " ({{ const: 1514 bytes }}) but not live numbers; state the figure in the step's text");
    }
}
