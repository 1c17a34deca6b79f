package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringside.model.scenario.KnobDifference;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.model.scenario.Units;

/** The pairs shipped in assets/scenarios/pairs load as pairs, say what to see, and run. */
class ShippedPairsTest {
    static Stream<Path> pairs() throws IOException {
        try (Stream<Path> files = Files.list(RepoFiles.scenarios().resolve("pairs"))) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList().stream();
        }
    }

    private static ScenarioPair load(String file) throws ScenarioException {
        return ScenarioLoader.pairFromFile(RepoFiles.scenarios().resolve("pairs").resolve(file)).orElseThrow();
    }

    @Test
    void theClassroomPairsAreShipped() throws IOException {
        assertThat(pairs().map(p -> p.getFileName().toString())).containsExactlyInAnyOrder(
                "bql-off-vs-on.yaml", "tso-on-vs-off.yaml", "ring-1024-vs-64.yaml",
                "doorbell-immediate-vs-batched.yaml", "mtu-9000-vs-1500.yaml", "kernel-3.3-vs-6.18.yaml",
                "pfifo-fast-vs-fq-codel.yaml", "one-queue-vs-many.yaml");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void eachIsAPairThatSaysWhatTheClassShouldSeeAndRuns(Path file) throws Exception {
        ScenarioPair pair = ScenarioLoader.pairFromFile(file).orElseThrow();
        List<String> header = Files.readAllLines(file).stream().takeWhile(l -> l.startsWith("#"))
                .map(l -> l.replaceFirst("^# ?", "")).toList();

        assertThat(String.join(" ", header)).contains("What it shows:").contains("The class should see")
                .contains("Where the figures come from:");
        assertThat(pair.differences()).isNotEmpty();
        assertThat(pair.b().name()).isNotEqualTo(pair.a().name());
        // A short stretch of each: enough for every flow to start and packets to reach the wire.
        for (var s : List.of(pair.a(), pair.b())) {
            HeadlessRun.Output out = HeadlessRun.run(s, Math.min(s.durationNs(), 20 * Units.MS));
            assertThat(out.summary().frames()).as(s.name()).isPositive();
        }
    }

    @Test
    void eachPairDiffersInWhatItsNameSays() throws ScenarioException {
        assertThat(load("bql-off-vs-on.yaml").differences())
                .containsExactly(new KnobDifference("bql.mode", "off", "auto"));
        assertThat(keys("tso-on-vs-off.yaml")).containsExactly("nic.tso", "nic.gso");
        assertThat(load("ring-1024-vs-64.yaml").differences())
                .containsExactly(new KnobDifference("nic.ring_size", "1024", "64"));
        assertThat(keys("doorbell-immediate-vs-batched.yaml")).containsExactly("nic.doorbell", "nic.dispatch_limit");
        assertThat(load("mtu-9000-vs-1500.yaml").differences())
                .containsExactly(new KnobDifference("nic.mtu", "9000", "1500"));
        assertThat(keys("kernel-3.3-vs-6.18.yaml")).startsWith("kernel");
        assertThat(keys("pfifo-fast-vs-fq-codel.yaml")).startsWith("qdisc.kind");
        assertThat(keys("one-queue-vs-many.yaml")).startsWith("nic.tx_queues");
    }

    private static List<String> keys(String file) throws ScenarioException {
        return load(file).differences().stream().map(KnobDifference::key).toList();
    }
}
