package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzzing of {@code dql-replay} with Jazzer. A plain {@code mvn verify} replays
 * the corpus in {@code DqlReplayCoverageFuzzTestInputs/} as ordinary tests; to search for new
 * inputs run {@code JAZZER_FUZZ=1 mvn -pl model -am test -Dtest=DqlReplayCoverageFuzzTest
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class DqlReplayCoverageFuzzTest {

    @FuzzTest(maxDuration = "60s")
    void anyInputIsReplayedOrRejectedInOneLine(byte[] input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = DqlReplay.run("-", new ByteArrayInputStream(input),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

        String csv = out.toString(StandardCharsets.UTF_8);
        String error = err.toString(StandardCharsets.UTF_8);
        assertThat(csv).startsWith("t_ms,event,bytes,limit,inflight,avail\n");
        if (status == DqlReplay.OK) {
            assertThat(error).isEmpty();
        } else {
            assertThat(status).isEqualTo(2);
            assertThat(error).matches("<stdin>:[0-9]+: [^\n]+\n");
        }
    }
}
