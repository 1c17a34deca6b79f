package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/**
 * Every shipped scenario gives the run it gave when its golden file was written: the words of
 * its first steps, of steps in the steady state and around live knob changes, and the summary of
 * a short run. A change to the model's structure must leave these files as they are; a change
 * to its behaviour rewrites them, and the diff shows what it changed.
 *
 * <p>To write the files again after a deliberate change of behaviour:
 * {@code mvn -pl model test -Dtest=GoldenRunsTest -Dringside.golden.write=true}, then read the
 * diff of {@code model/src/test/resources/golden} before committing it.
 */
class GoldenRunsTest {
    private static final Path GOLDEN = RepoFiles.root().resolve("model/src/test/resources/golden");
    private static final boolean WRITE = Boolean.getBoolean("ringside.golden.write");
    private static final long MS = 1_000_000L;

    /** Live knob changes made in the middle of the run: a ring reset, then some of every section. */
    private static final List<Change> CHANGES = List.of(
            new Change("nic.ring_size", 128), new Change("nic.tx_usecs", 50_000), new Change("bql.mode", 2),
            new Change("qdisc.txqueuelen", 100), new Change("cpu.per_packet", 500),
            new Change("tcp.small_queues", 0), new Change("link.rate", 500_000_000L), new Change("nic.mtu", 9000));

    private record Change(String key, long value) {
    }

    static Stream<String> scenarios() throws IOException {
        try (Stream<Path> files = Files.list(RepoFiles.scenarios())) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml")).sorted().toList()
                    .stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void aShippedScenarioRunsAsItsGoldenFileSays(String file) throws ScenarioException, IOException {
        String run = record(new Simulation(ScenarioLoader.fromFile(RepoFiles.scenarios().resolve(file))));
        Path golden = GOLDEN.resolve(file.replace(".yaml", ".txt"));
        if (WRITE) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, run, StandardCharsets.UTF_8);
        }
        assertThat(golden).as("golden file for %s (see this test's Javadoc to write it)", file).exists();
        assertThat(run).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }

    /** The run in words: steps one by one, headless stretches between them, knob changes, the summary. */
    private static String record(Simulation sim) {
        StringBuilder out = new StringBuilder();
        steps(sim, 150, out);
        sim.runUntil(sim.now() + 5 * MS);
        steps(sim, 150, out);
        for (Change c : CHANGES) {
            out.append("set ").append(c.key()).append(' ').append(c.value()).append(": ");
            try {
                sim.knobs().set(c.key(), c.value());
                out.append("ok\n");
            } catch (IllegalArgumentException e) {
                out.append(e.getMessage()).append('\n');
            }
            steps(sim, 20, out);
        }
        sim.runUntil(sim.now() + 10 * MS);
        out.append(SummaryJson.toJson(sim.summary())).append('\n');
        return out.toString();
    }

    private static void steps(Simulation sim, int n, StringBuilder out) {
        for (int i = 0; i < n; i++) {
            StepResult r = sim.step();
            out.append(r.kind()).append(' ').append(r.packetId()).append(' ').append(r.stage()).append(" [")
                    .append(r.flow()).append("] ").append(r.sentence()).append('\n');
        }
    }

}
