package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.model.sim.Stage;

/** Every stage's note speaks of the qdisc, driver and release the shipped scenario runs, not of one path for all. */
class StageNotesTest {

    static List<Path> shipped() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("..", "assets", "scenarios"))) {
            return files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    private static SimSnapshot at20ms(Scenario s) {
        Simulation sim = new Simulation(s);
        sim.runUntil(20_000_000L);
        return sim.snapshot();
    }

    @ParameterizedTest
    @MethodSource("shipped")
    void eachNoteNamesWhatTheScenarioRuns(Path file) throws ScenarioException {
        Scenario s = ScenarioLoader.fromFile(file);
        SimSnapshot snapshot = at20ms(s);
        String release = "Linux " + s.kernel();
        QdiscKind leaf = s.qdisc().leaf();

        String qdisc = StageNotes.paragraph(Stage.QDISC, snapshot);
        assertThat(qdisc).contains(leaf.yamlName(), release);
        if (s.qdisc().kind() == QdiscKind.MQ) {
            assertThat(qdisc).contains("mq over " + leaf.yamlName(), "each of the " + s.txQueues() + " transmit queues");
        }
        if (leaf != QdiscKind.PFIFO_FAST) {
            assertThat(qdisc).doesNotContain("pfifo_fast", "three bands");
        }
        String driver = StageNotes.paragraph(Stage.DRIVER, snapshot);
        assertThat(driver).contains(s.nic().driver().yamlName(), release);
        // mlx5's send queue counts 64-byte WQE blocks, where the others count descriptors.
        boolean blocks = s.nic().driver().countsWqebbs();
        assertThat(StageNotes.paragraph(Stage.RING, snapshot))
                .contains(s.nic().ringSize() + (blocks ? " 64-byte WQE blocks" : " descriptors"), "ethtool -G tx)")
                .doesNotContain("(,", "( ");
        if (blocks) {
            assertThat(driver).contains("mlx5e_xmit()", "send WQE", "31 blocks free").doesNotContain("first->bytecount");
        }
        assertThat(StageNotes.paragraph(Stage.SOCKET, snapshot)).contains(release);
    }

    @ParameterizedTest
    @MethodSource("shipped")
    void pacingIsNamedWhereTheModelPaces(Path file) throws ScenarioException {
        SimSnapshot snapshot = at20ms(ScenarioLoader.fromFile(file));
        String sockets = StageNotes.paragraph(Stage.SOCKET, snapshot);
        boolean fq = snapshot.path().pacing().stream().anyMatch(p -> p.by().name().equals("FQ"));
        assertThat(sockets.contains("fq paces")).as(sockets).isEqualTo(fq);
    }
}
