package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Reading event files item by item, however the bytes arrive. */
class DqlEventReaderTest {

    /** What a reader produced: its items as text, then the error if there was one. */
    private static List<String> readAll(InputStream in) {
        DqlEventReader reader = new DqlEventReader(in);
        List<String> items = new ArrayList<>();
        try {
            while (reader.next()) {
                items.add(reader.line() + ": " + reader.kind().word() + " t=" + reader.time() + " v=" + reader.value());
            }
        } catch (DqlEventFileException e) {
            items.add("error " + e.getMessage());
        }
        return items;
    }

    private static List<String> readAll(String text) {
        return readAll(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Hands out one byte per read, so no line is ever whole in the buffer. */
    private static InputStream trickle(byte[] bytes) {
        return new InputStream() {
            private int next;

            @Override
            public int read() {
                return next < bytes.length ? bytes[next++] & 0xFF : -1;
            }

            @Override
            public int read(byte[] into, int offset, int length) {
                if (next >= bytes.length) {
                    return -1;
                }
                into[offset] = bytes[next++];
                return 1;
            }
        };
    }

    @Test
    void readsDirectivesAndEventsWithTheirLines() {
        assertThat(readAll("# settings\nlimit_min 10\nhold_time_ms 5\n\n3 queued 1514\n4 completed 1514\n"))
                .containsExactly(
                        "2: limit_min t=0 v=10",
                        "3: hold_time_ms t=0 v=5",
                        "5: queued t=3 v=1514",
                        "6: completed t=4 v=1514");
    }

    @Test
    void keepsAnsweringFalseAtTheEnd() throws DqlEventFileException {
        DqlEventReader reader = new DqlEventReader(new ByteArrayInputStream("1 queued 1".getBytes(StandardCharsets.US_ASCII)));

        assertThat(reader.next()).isTrue();
        assertThat(reader.next()).isFalse();
        assertThat(reader.next()).isFalse();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void bytesArrivingOneAtATimeReadTheSameAsAWholeFile(long seed) {
        Random r = new Random(seed);
        String text = EventScript.random(r, 300).toText();
        // Rough it up: blanks, CRs and comments exercise the careful path.
        StringBuilder rough = new StringBuilder();
        for (String line : text.split("\n")) {
            rough.append(r.nextBoolean() ? " \t" : "").append(line.replace(" ", r.nextBoolean() ? "\t " : " "))
                    .append(r.nextBoolean() ? "\r\n" : "\n");
            if (r.nextInt(10) == 0) {
                rough.append("# note ").append(r.nextInt()).append('\n');
            }
        }
        rough.append(r.nextBoolean() ? "7 queued x\n" : "");
        byte[] bytes = rough.toString().getBytes(StandardCharsets.UTF_8);

        List<String> whole = readAll(new ByteArrayInputStream(bytes));
        List<String> trickled = readAll(trickle(bytes));

        assertThat(trickled).as("seed %d", seed).isEqualTo(whole);
        assertThat(whole).as("seed %d", seed).hasSizeGreaterThanOrEqualTo(300);
    }

    @Test
    void linesAcrossBufferBoundariesAreReadWhole() {
        StringBuilder text = new StringBuilder("# ").append("x".repeat(65_530)).append('\n');
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            String pad = " ".repeat(i % 7);
            text.append(pad).append(i).append(pad).append(" queued").append(pad).append(" ").append(i % 1500).append('\n');
            expected.add((i + 2) + ": queued t=" + i + " v=" + (i % 1500));
        }

        assertThat(readAll(text.toString())).isEqualTo(expected);
    }

    @Test
    void aFieldLongerThanTheBufferIsQuotedShort() {
        String huge = "9".repeat(200_000);

        assertThat(readAll("1 queued " + huge + "\n"))
                .containsExactly("error line 1: byte count " + "9".repeat(48) + "... is out of range (allowed: 0 to 4294967295)");
    }

    @Test
    void aByteOrderMarkCountsOnlyAtTheStart() {
        assertThat(readAll("\uFEFF1 queued 5\n")).containsExactly("1: queued t=1 v=5");
        assertThat(readAll("1 queued 5\n\uFEFF2 queued 5\n")).last().asString().startsWith("error line 2: unknown word");
    }

    @Test
    void aFailureIsDescribedWithFileAndLine() {
        DqlEventFileException e = new DqlEventFileException(7, "time 4 goes back");

        assertThat(e.describe("run.events")).isEqualTo("run.events:7: time 4 goes back");
        assertThat(new DqlEventFileException(0, "cannot read: no such file").describe("x"))
                .isEqualTo("x: cannot read: no such file");
        assertThat(e.line()).isEqualTo(7);
        assertThat(e.problem()).isEqualTo("time 4 goes back");
    }

    @Test
    void theWriterRefusesToMixUpEventsAndDirectives() {
        DqlEventWriter writer = new DqlEventWriter(java.io.OutputStream.nullOutputStream());

        assertThatThrownBy(() -> writer.directive(DqlEventKind.QUEUED, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> writer.event(1, DqlEventKind.LIMIT_MIN, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
