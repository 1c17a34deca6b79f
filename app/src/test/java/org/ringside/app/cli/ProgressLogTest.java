package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressLogTest {
    private static final long S = 1_000_000_000L;

    @Test
    void aLineEveryTenSecondsOfTheClockAndNoneInBetween() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AtomicLong now = new AtomicLong(500 * S);
        ProgressLog log = new ProgressLog(new PrintStream(bytes, true, StandardCharsets.UTF_8), "sweep", 30, now::get);

        log.accept(0);
        now.addAndGet(9 * S);
        log.accept(3);
        assertThat(bytes.toString(StandardCharsets.UTF_8)).as("9 s: not yet").isEmpty();
        now.addAndGet(S);
        log.accept(4);
        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .isEqualTo("sweep:  4/30 runs, 10.0 s elapsed, about 65.0 s left" + System.lineSeparator());
        now.addAndGet(5 * S);
        log.accept(6);
        now.addAndGet(4 * S);
        log.accept(7);
        assertThat(bytes.toString(StandardCharsets.UTF_8).lines()).as("19 s: one line still").hasSize(1);
        now.addAndGet(S);
        log.accept(8);
        assertThat(bytes.toString(StandardCharsets.UTF_8).lines()).hasSize(2).last().asString()
                .startsWith("sweep:  8/30 runs, 20.0 s elapsed");
    }

    @Test
    void theLastRunWritesNothingTheRowsSayItIsDone() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AtomicLong now = new AtomicLong();
        ProgressLog log = new ProgressLog(new PrintStream(bytes, true, StandardCharsets.UTF_8), "sweep", 2, now::get);
        now.addAndGet(60 * S);
        log.accept(2);
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
