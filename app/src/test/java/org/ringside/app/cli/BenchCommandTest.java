package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import picocli.CommandLine;

class BenchCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        Console console = new Console(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CommandLine(new BenchCommand(console)).execute(args);
    }

    @Test
    void rejectsANegativeNumberOfRuns() {
        assertThat(run("--runs", "-1")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("bench: --runs: -1 is out of range");
        assertThat(out.size()).isZero();
    }

    @Test
    void printsOneRowPerCase() {
        // One run per case (no repeats): the figures themselves are the benchmark's business.
        assertThat(run("--runs", "0")).isEqualTo(ExitCodes.OK);
        String table = out.toString(StandardCharsets.UTF_8);
        assertThat(table.lines().filter(l -> l.contains("Gbit/s")).count()).isEqualTo(5);
        assertThat(table).contains("packets/wall s");
        assertThat(table).containsPattern("dql-replay: 1,000,000 events .*first run \\d+ ms");
    }

    @Test
    void vsWithoutPictureIsRefused() {
        assertThat(run("--vs")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("bench: --vs measures the pair picture: give it with --picture"
                + System.lineSeparator());
    }

    @Test
    void pictureVsTimesBothLanesAndSaysTheLoad() {
        assertThat(run("--picture", "--vs", "--runs", "0")).isEqualTo(ExitCodes.OK);
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).containsPattern("pair picture 1920x1080, presentation, A 1,000 and B 1,000 packets: \\d+ frames"
                + " a second .* over 50 frames");
        assertThat(text).containsPattern("machine load: [0-9.-]+ \\(1-minute average, \\d+ cores\\)");
    }
}
