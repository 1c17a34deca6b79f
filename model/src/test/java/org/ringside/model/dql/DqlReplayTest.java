package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code ringside dql-replay}: event files in, the queue after every event out. */
class DqlReplayTest {

    private static final String HEADER = "t_ms,event,bytes,limit,inflight,avail\n";

    @TempDir
    Path dir;

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = DqlReplayTest.class.getResourceAsStream("/dql/" + name)) {
            assertThat(in).as(name).isNotNull();
            return in.readAllBytes();
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"starve_prev_ovlimit_exact", "starve_empty_growth", "slack_hold_boundary"})
    void theReferenceExamplesAreReproducedByteForByte(String name) throws IOException {
        byte[] events = resource(name + ".events");
        byte[] expected = resource(name + ".csv");
        Path file = dir.resolve(name + ".events");
        Files.write(file, events);

        ReplayRun fromFile = ReplayRun.of(file.toString());
        ReplayRun fromStdin = ReplayRun.ofStdin(events);

        assertThat(fromFile.err()).isEmpty();
        assertThat(fromFile.status()).isEqualTo(DqlReplay.OK);
        assertThat(fromFile.outBytes()).isEqualTo(expected);
        assertThat(fromStdin.outBytes()).isEqualTo(expected);
    }

    @Test
    void aFileWithoutEventsGivesTheHeaderOnly() {
        assertThat(ReplayRun.ofStdin("").out()).isEqualTo(HEADER);
        ReplayRun directivesOnly = ReplayRun.ofStdin("# nothing happens\n\nlimit_min 5\nhold_time_ms 7\n");
        assertThat(directivesOnly.status()).isZero();
        assertThat(directivesOnly.out()).isEqualTo(HEADER);
    }

    @Test
    void blanksCommentsAndLineEndsDoNotChangeTheResult() {
        String clean = "limit_max 90000\n0 queued 1500\n1 completed 1500\n1 queued 66\n";
        String messy = "\uFEFF  # a comment, indented\r\n"
                + "\tlimit_max \t 90000  \r\n"
                + "\r\n"
                + "   \t\n"
                + "0  queued\t\t1500\r\n"
                + "#1 completed 9999\n"
                + "  1 completed 1500 \t\r\n"
                + "# café, naïve: UTF-8 in comments is fine\n"
                + "00001 queued 0066";     // leading zeros, no line end at the end

        ReplayRun expected = ReplayRun.ofStdin(clean);
        ReplayRun actual = ReplayRun.ofStdin(messy);

        assertThat(actual.err()).isEmpty();
        assertThat(actual.out()).isEqualTo(expected.out()).isEqualTo(HEADER
                + "0,queued,1500,0,1500,-1500\n"
                + "1,completed,1500,1500,0,1500\n"
                + "1,queued,66,1500,66,1434\n");
    }

    @Test
    void anOversizeObjectIsIgnoredButStillGetsItsRow() {
        ReplayRun run = ReplayRun.ofStdin("0 queued 100\n0 queued 268435456\n0 queued 4294967295\n0 queued 268435455\n");

        assertThat(run.rows()).containsExactly(
                "0,queued,100,0,100,-100",
                "0,queued,268435456,0,100,-100",
                "0,queued,4294967295,0,100,-100",
                "0,queued,268435455,0,268435555,-268435555");
    }

    @Test
    void limitMinAboveLimitMaxAppliesLimitMaxFirst() {
        ReplayRun run = ReplayRun.ofStdin("limit_min 5000\nlimit_max 3000\n"
                + "0 queued 1500\n1 completed 1500\n1 queued 4000\n2 completed 4000\n");

        assertThat(run.rows()).containsExactly(
                "0,queued,1500,0,1500,-1500",
                "1,completed,1500,5000,0,5000",     // grew to 1500: below hi, so lo
                "1,queued,4000,5000,4000,1000",
                "2,completed,4000,3000,0,3000");    // no branch: 5000 is at or above hi
    }

    @Test
    void aDirectiveGivenTwiceTakesTheLaterValue() {
        ReplayRun run = ReplayRun.ofStdin("limit_min 100\nlimit_min 2000\n0 queued 10\n0 completed 10\n");

        assertThat(run.rows()).containsExactly("0,queued,10,0,10,-10", "0,completed,10,2000,0,2000");
    }

    @Test
    void aZeroByteCompletionRunsTheRulesAndGetsItsRow() {
        ReplayRun run = ReplayRun.ofStdin("limit_min 700\n0 queued 100\n1 completed 0\n");

        assertThat(run.rows()).containsExactly("0,queued,100,0,100,-100", "1,completed,0,700,100,600");
    }

    @Test
    void theLargestValuesAreAccepted() {
        ReplayRun run = ReplayRun.ofStdin("limit_min 1879048192\nlimit_max 1879048192\nhold_time_ms 4294967295\n"
                + "9223372036854775807 queued 268435455\n9223372036854775807 completed 268435455\n");

        assertThat(run.err()).isEmpty();
        assertThat(run.rows()).containsExactly(
                "9223372036854775807,queued,268435455,0,268435455,-268435455",
                "9223372036854775807,completed,268435455,1879048192,0,1879048192");
    }

    @Test
    void eventsAtTheSameTimeKeepTheirFileOrder() {
        ReplayRun run = ReplayRun.ofStdin("3 queued 10\n3 completed 10\n3 queued 20\n3 completed 5\n");

        assertThat(run.rows()).extracting(row -> row.split(",")[1] + " " + row.split(",")[2])
                .containsExactly("queued 10", "completed 10", "queued 20", "completed 5");
    }

    @Test
    void aLongNicRunReplaysToTheSameRowsAsTheQueueItself() throws IOException {
        Path file = dir.resolve("nic.events");
        DqlReplayBench.writeEvents(file, 20_000, 7);
        Dql dql = new Dql();
        StringBuilder expected = new StringBuilder(HEADER);
        for (String line : Files.readAllLines(file, StandardCharsets.US_ASCII)) {
            String[] f = line.split(" ");
            long t = Long.parseLong(f[0]);
            long bytes = Long.parseLong(f[2]);
            if (f[1].equals("queued")) {
                dql.queued(bytes);
            } else {
                dql.completedAtTick(bytes, t);
            }
            expected.append(t).append(',').append(f[1]).append(',').append(bytes).append(',')
                    .append(dql.limit()).append(',').append(dql.inflight()).append(',').append(dql.avail()).append('\n');
        }

        ReplayRun run = ReplayRun.of(file.toString());

        assertThat(run.status()).isZero();
        assertThat(run.rows()).hasSize(20_000);
        assertThat(run.out()).isEqualTo(expected.toString());
    }
}
