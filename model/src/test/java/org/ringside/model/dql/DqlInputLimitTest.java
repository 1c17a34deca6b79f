package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.scenario.InputLimits;

/** A DQL event file over its documented size is refused with the limit named, exit status 2. */
class DqlInputLimitTest {
    private static final String NL = System.lineSeparator();

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int replay(String file, InputStream stdin, long limit) {
        return DqlReplay.run(file, stdin, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), limit);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aFileOverTheDocumentedLimitIsRefusedBeforeItsFirstByte() throws IOException {
        Path big = dir.resolve("big.events");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(InputLimits.DQL_EVENT_BYTES + 1); // sparse: nothing is written, nothing read
        }

        int status = DqlReplay.run(big.toString(), InputStream.nullInputStream(),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(status).isEqualTo(DqlReplay.BAD_INPUT);
        assertThat(err()).isEqualTo(big + ": larger than a DQL event file may be (allowed: at most 256 MiB)" + NL);
        assertThat(out.size()).isZero();
    }

    @Test
    void aFileOfExactlyTheLimitReplays() throws IOException {
        byte[] events = "0 queued 1514\n1 completed 1514\n".getBytes(StandardCharsets.US_ASCII);
        Path file = Files.write(dir.resolve("two.events"), events);

        assertThat(replay(file.toString(), InputStream.nullInputStream(), events.length)).as(err())
                .isEqualTo(DqlReplay.OK);
        assertThat(out.toString(StandardCharsets.UTF_8).lines()).hasSize(3);
    }

    @Test
    void standardInputPastTheLimitStopsThereWithTheRowsBeforeItWritten() {
        byte[] line = "0 queued 1\n".getBytes(StandardCharsets.US_ASCII);
        int lines = 20_000; // 220,000 bytes
        byte[] events = new byte[lines * line.length];
        for (int i = 0; i < lines; i++) {
            System.arraycopy(line, 0, events, i * line.length, line.length);
        }

        int status = replay("-", new ByteArrayInputStream(events), 128 << 10);

        assertThat(status).isEqualTo(DqlReplay.BAD_INPUT);
        assertThat(err()).isEqualTo("<stdin>: larger than a DQL event file may be (allowed: at most 128 KiB)" + NL);
        long rows = out.toString(StandardCharsets.UTF_8).lines().count() - 1;
        assertThat(rows).isPositive().isLessThanOrEqualTo((128 << 10) / line.length);
    }

    @Test
    void anEndlessStreamIsStoppedAtTheDocumentedLimit() {
        // A comment that never ends: all the reader can do is count it, and the limit ends it.
        InputStream endless = new InputStream() {
            private boolean first = true;

            @Override
            public int read() {
                return 'x';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                Arrays.fill(b, off, off + len, (byte) 'x');
                if (first && len > 0) {
                    b[off] = '#';
                    first = false;
                }
                return len;
            }
        };

        int status = DqlReplay.run("-", endless, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(status).isEqualTo(DqlReplay.BAD_INPUT);
        assertThat(err()).isEqualTo("<stdin>: larger than a DQL event file may be (allowed: at most 256 MiB)" + NL);
    }

    @Test
    void theBenchmarksMillionEventsFitTenTimesOver() throws IOException {
        Path file = dir.resolve("bench.events");
        DqlReplayBench.writeEvents(file, DqlReplayBench.DEFAULT_EVENTS / 10, 1);

        long millionBytes = Files.size(file) * 10; // ten such files make the benchmark's million events
        assertThat(10 * millionBytes).isLessThan(InputLimits.DQL_EVENT_BYTES);
    }
}
