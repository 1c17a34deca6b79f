package org.ringside.model.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PrintableTextTest {
    @Test
    void controlsAndDirectionalOverridesAreEscapedAndTheRestKept() {
        assertThat(PrintableText.of("\u001b[31mred\u001b[0m")).isEqualTo("\\e[31mred\\e[0m");
        assertThat(PrintableText.of("evil\u202Etxt.exe")).isEqualTo("evil\\u202Etxt.exe");
        assertThat(PrintableText.of("a\u2066b\u2069\u200F")).isEqualTo("a\\u2066b\\u2069\\u200F");
        assertThat(PrintableText.of("line\nbreak\ttab\r\u0000\u007F\u0085")).isEqualTo("line\\nbreak\\ttab\\r\\u0000\\u007F\\u0085");
        String plain = "BQL on · 1 Gbit/s · µs, 日本, 😀";
        assertThat(PrintableText.of(plain)).isSameAs(plain);
    }

    @Test
    void escapingTwiceChangesNothing() {
        String once = PrintableText.of("evil\u001b[31m\u202Ename\n");
        assertThat(PrintableText.of(once)).isEqualTo(once).isEqualTo("evil\\e[31m\\u202Ename\\n");
    }

    @Test
    void linesKeepTheirBreaksAndEscapeTheRest() {
        assertThat(PrintableText.lines("first \u001b[2J\nsecond\u202E\r\n")).isEqualTo("first \\e[2J\nsecond\\u202E\\r\n");
        String plain = "one line";
        assertThat(PrintableText.lines(plain)).isSameAs(plain);
    }
}
