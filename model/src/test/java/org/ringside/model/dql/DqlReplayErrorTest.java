package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every kind of bad input: exactly one line naming file and line, exit status 2. */
class DqlReplayErrorTest {

    private static final String HEADER = "t_ms,event,bytes,limit,inflight,avail\n";
    private static final String NL = System.lineSeparator();

    @TempDir
    Path dir;

    static Stream<Arguments> badLines() {
        return Stream.of(
                // the shape of a line
                Arguments.of("hello\n", "1: unknown word 'hello' (expected a time, as in 'T queued B' or "
                        + "'T completed B', or a directive: limit_min, limit_max, hold_time_ms)"),
                Arguments.of("queued 5 100\n", "1: unknown word 'queued' (expected a time, as in 'T queued B' or "
                        + "'T completed B', or a directive: limit_min, limit_max, hold_time_ms)"),
                Arguments.of("5 queued\n", "1: an event line has 3 fields, 'T queued B' or 'T completed B'; this one has 2"),
                Arguments.of("5\n", "1: an event line has 3 fields, 'T queued B' or 'T completed B'; this one has 1"),
                Arguments.of("5 queued 1 2\n", "1: an event line has 3 fields, 'T queued B' or 'T completed B'; this one has 4"),
                Arguments.of("5 queued 100 # no comments at the end\n",
                        "1: an event line has 3 fields, 'T queued B' or 'T completed B'; this one has 9"),
                Arguments.of("5queued 100\n", "1: an event line has 3 fields, 'T queued B' or 'T completed B'; this one has 2"),
                Arguments.of("5 sent 100\n", "1: unknown event 'sent' (expected queued or completed)"),
                Arguments.of("5 Queued 100\n", "1: unknown event 'Queued' (expected queued or completed)"),
                Arguments.of("limit_max\n", "1: limit_max takes exactly one value ('limit_max N'); this line gives 0"),
                Arguments.of("hold_time_ms 1 2\n", "1: hold_time_ms takes exactly one value ('hold_time_ms N'); this line gives 2"),
                // numbers
                Arguments.of("-5 queued 100\n", "1: time -5 is negative (allowed: 0 to 9223372036854775807)"),
                Arguments.of("+5 queued 100\n", "1: time '+5' has a sign; write digits only (allowed: 0 to 9223372036854775807)"),
                Arguments.of("5ms queued 100\n", "1: time '5ms' is not a whole number (allowed: 0 to 9223372036854775807)"),
                Arguments.of("9223372036854775808 queued 1\n",
                        "1: time 9223372036854775808 is out of range (allowed: 0 to 9223372036854775807)"),
                Arguments.of("123456789012345678901234567890123456789012345678901234567890 queued 1\n",
                        "1: time 123456789012345678901234567890123456789012345678... is out of range "
                                + "(allowed: 0 to 9223372036854775807)"),
                Arguments.of("1 queued 4294967296\n", "1: byte count 4294967296 is out of range (allowed: 0 to 4294967295)"),
                Arguments.of("1 completed -1\n", "1: byte count -1 is negative (allowed: 0 to 4294967295)"),
                Arguments.of("1 queued 1e3\n", "1: byte count '1e3' is not a whole number (allowed: 0 to 4294967295)"),
                Arguments.of("1 queued 1,500\n", "1: byte count '1,500' is not a whole number (allowed: 0 to 4294967295)"),
                Arguments.of("1 queued -\n", "1: byte count '-' is not a whole number (allowed: 0 to 4294967295)"),
                Arguments.of("limit_min 1879048193\n", "1: limit_min 1879048193 is out of range (allowed: 0 to 1879048192)"),
                Arguments.of("limit_max -1\n", "1: limit_max -1 is negative (allowed: 0 to 1879048192)"),
                Arguments.of("limit_max max\n", "1: limit_max 'max' is not a whole number (allowed: 0 to 1879048192)"),
                Arguments.of("hold_time_ms 4294967296\n", "1: hold_time_ms 4294967296 is out of range (allowed: 0 to 4294967295)"),
                // order and flow
                Arguments.of("# start\n\n5 queued 10\n# later\n4 queued 10\n",
                        "5: time 4 goes back (the event on line 3 is at 5 ms)"),
                Arguments.of("limit_min 5\n0 queued 10\n\nlimit_max 9\n",
                        "4: directive limit_max after the first event (line 2); directives go before all events"),
                Arguments.of("0 queued 10\n1 completed 11\n", "2: completed 11 bytes but only 10 are in flight"),
                Arguments.of("1 completed 1\n", "1: completed 1 bytes but only 0 are in flight"),
                // not text
                Arguments.of("0 queued 1\r\n0 queued 2\r\n\u0000\u0001\u0002\r\n",
                        "3: binary data, not text (control byte 0x00 at column 1)"));
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @MethodSource("badLines")
    void aBadLineIsReportedOnOneLineWithItsNumber(String input, String expected) {
        ReplayRun run = ReplayRun.ofStdin(input);

        assertThat(run.status()).isEqualTo(DqlReplay.BAD_INPUT);
        assertThat(run.err()).isEqualTo("<stdin>:" + expected + NL);
    }

    static Stream<Arguments> notUtf8() {
        return Stream.of(
                Arguments.of(new byte[] {'1', ' ', 'q', (byte) 0xFF, '\n'}, "1: not valid UTF-8 text (byte 0xff at column 4)"),
                Arguments.of(new byte[] {'#', ' ', (byte) 0xC0, (byte) 0xAF, '\n'}, "1: not valid UTF-8 text (byte 0xc0 at column 3)"),
                Arguments.of(new byte[] {'#', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '\n'}, "1: not valid UTF-8 text (byte 0xa0 at column 3)"),
                Arguments.of(new byte[] {'#', (byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, "1: not valid UTF-8 text (byte 0x90 at column 3)"),
                Arguments.of(new byte[] {'#', '\n', '#', (byte) 0xC3, '\n'}, "2: not valid UTF-8 text (a character is cut short at column 3)"),
                Arguments.of(new byte[] {'#', (byte) 0xE2, (byte) 0x82}, "1: not valid UTF-8 text (the file ends inside a character)"),
                Arguments.of(new byte[] {'#', ' ', (byte) 0x80, '\n'}, "1: not valid UTF-8 text (byte 0x80 at column 3)"),
                Arguments.of(new byte[] {'0', ' ', 'q', 'u', 'e', 'u', 'e', 'd', ' ', '1', 0x7F, '\n'},
                        "1: binary data, not text (control byte 0x7f at column 11)"));
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @MethodSource("notUtf8")
    void bytesThatAreNotUtf8TextAreReportedWithTheirLine(byte[] input, String expected) {
        ReplayRun run = ReplayRun.ofStdin(input);

        assertThat(run.status()).isEqualTo(DqlReplay.BAD_INPUT);
        assertThat(run.err()).isEqualTo("<stdin>:" + expected + NL);
    }

    @Test
    void theRowsBeforeTheErrorAreWrittenAndNothingAfterIt() {
        ReplayRun run = ReplayRun.ofStdin("0 queued 1500\n1 completed 1500\nlimit_min 5\n2 queued 10\n");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).isEqualTo(HEADER + "0,queued,1500,0,1500,-1500\n1,completed,1500,1500,0,1500\n");
        assertThat(run.errLines()).hasSize(1);
    }

    @Test
    void aFileIsNamedAsGivenAndLinesCountFromOneWithWindowsLineEnds() throws IOException {
        Path file = dir.resolve("bad.events");
        Files.writeString(file, "# ok\r\n0 queued 1\r\n0 queued x\r\n", StandardCharsets.US_ASCII);

        ReplayRun run = ReplayRun.of(file.toString());

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).isEqualTo(file + ":3: byte count 'x' is not a whole number (allowed: 0 to 4294967295)" + NL);
    }

    @Test
    void aMissingFileCannotBeRead() {
        String missing = dir.resolve("missing.events").toString();

        ReplayRun run = ReplayRun.of(missing);

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).isEqualTo(missing + ": cannot read: no such file" + NL);
        assertThat(run.out()).isIn("", HEADER);
    }

    @Test
    void aDirectoryCannotBeRead() {
        ReplayRun run = ReplayRun.of(dir.toString());

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).isEqualTo(dir + ": cannot read: it is a directory" + NL);
    }

    @Test
    void aStreamThatFailsMidwayIsReportedWithoutALineNumber() {
        java.io.InputStream failing = new java.io.InputStream() {
            private int given;

            @Override
            public int read() throws IOException {
                if (given < 12) {
                    return "0 queued 10\n".charAt(given++);
                }
                throw new IOException("Input/output error");
            }
        };

        ReplayRun run = ReplayRun.of("-", failing);

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("<stdin>: cannot read: Input/output error" + NL);
        assertThat(run.rows()).containsExactly("0,queued,10,0,10,-10");
    }
}
