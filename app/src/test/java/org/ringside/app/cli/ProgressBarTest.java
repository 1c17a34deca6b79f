package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressBarTest {
    private final AtomicLong now = new AtomicLong(5_000_000_000L);
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final ProgressBar bar = new ProgressBar(new PrintStream(bytes, true, StandardCharsets.UTF_8), 10, now::get);

    private String drawn() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theLineSaysDoneElapsedAndTheTimeLeftAtTheRateSoFar() {
        assertThat(bar.line(0, 0)).isEqualTo("[------------------------------]  0/10 runs, 0.0 s elapsed, time left not known yet");
        assertThat(bar.line(3, 1_200_000_000L))
                .isEqualTo("[#########---------------------]  3/10 runs, 1.2 s elapsed, about 2.8 s left");
        assertThat(bar.line(10, 4_000_000_000L)).isEqualTo("[##############################] 10/10 runs, 4.0 s elapsed, done");
    }

    @Test
    void redrawsInPlaceAtMostTenTimesASecondAndEndsTheLineAtTheEnd() {
        bar.update(1);
        now.addAndGet(50_000_000L);
        bar.update(2); // too soon: not drawn
        now.addAndGet(60_000_000L);
        bar.update(3);
        now.addAndGet(10_000_000L);
        bar.update(10); // the last is always drawn
        String text = drawn();
        assertThat(text.split("\r", -1)).hasSize(4);
        assertThat(text).doesNotContain(" 2/10").contains(" 1/10", " 3/10", "10/10 runs, 0.1 s elapsed, done").endsWith("\n");
        assertThat(text.substring(0, text.length() - 1)).doesNotContain("\n");
    }
}
