package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.model.scenario.ScenarioWriter;
import org.ringside.views.run.RunSpeed;
import org.ringside.views.shell.ShippedScenarios;

/** The classroom setup file: what the writer writes the reader reads back, and its messages. */
class ClassroomSetupFileTest {
    @TempDir
    Path dir;

    private static final Scenario A = Scenario.defaults();

    private ClassroomSetup setup(Path file, Scenario a, Optional<Scenario> b) {
        return new ClassroomSetup(1.5, true, EnumSet.of(ClassroomSetup.Pane.KNOBS, ClassroomSetup.Pane.LESSONS), false,
                RunSpeed.REAL_TIME, file, a, b, b.isPresent(), new ClassroomSetup.LessonStep("ring-bufferbloat", 3));
    }

    private Path write(String name, String text) throws IOException {
        Files.createDirectories(dir.resolve(name).getParent());
        return Files.writeString(dir.resolve(name), text);
    }

    private String messageOf(Path file) {
        try {
            ClassroomSetupReader.fromFile(file);
        } catch (ScenarioException e) {
            return e.getMessage();
        }
        throw new AssertionError("read without a problem: " + file);
    }

    @Test
    void anInlineScenarioAndLaneBsKnobsComeBackAsTheyWere() throws Exception {
        Scenario a = A.withName("edited");
        Scenario b = a.withNic(a.nic().withRingSize(64));
        Path target = dir.resolve("room.yaml");
        ClassroomSetup before = setup(null, a, Optional.of(b));
        ClassroomSetupWriter.save(before, target);
        assertThat(Files.readString(target)).contains("text-size: 150", "lane-b:\n  nic.ring_size: \"64\"");
        assertThat(ClassroomSetupReader.fromFile(target)).isEqualTo(before);
    }

    @Test
    void theLaneWhoseKnobsThePanelTurnsComesBack() throws Exception {
        Scenario b = A.withNic(A.nic().withRingSize(64));
        Path target = dir.resolve("lanes.yaml");
        ClassroomSetup onB = setup(null, A, Optional.of(b));
        ClassroomSetupWriter.save(onB, target);
        assertThat(Files.readString(target)).contains("knobs-lane: b\n");
        assertThat(ClassroomSetupReader.fromFile(target).knobsOfB()).isTrue();

        ClassroomSetup onA = new ClassroomSetup(1, false, EnumSet.noneOf(ClassroomSetup.Pane.class), false,
                RunSpeed.TENTH, null, A, Optional.of(b), false, null);
        ClassroomSetupWriter.save(onA, target);
        assertThat(Files.readString(target)).contains("knobs-lane: a\n");
        assertThat(ClassroomSetupReader.fromFile(target)).isEqualTo(onA);
    }

    @Test
    void lanesBKnobsWithoutLaneBOrAnotherLaneIsNamed() throws IOException {
        Path alone = write("alone.yaml", "speed: fastest\nknobs-lane: b\n");
        assertThat(messageOf(alone)).isEqualTo(alone + ":2: knobs-lane: b, but the setup has no lane B open (allowed: a)");
        Path other = write("other.yaml", "lane-b: {}\nknobs-lane: c\n");
        assertThat(messageOf(other)).isEqualTo(other + ":2: knobs-lane: c is not a lane (allowed: a, b)");
    }

    @Test
    void laneBWithOtherFlowsIsWrittenWhole() throws Exception {
        Scenario b = A.withFlows(java.util.List.of(Flow.defaults(FlowKind.BULK_TCP), Flow.defaults(FlowKind.UDP_CBR)));
        ClassroomSetup before = setup(null, A, Optional.of(b));
        Path target = dir.resolve("flows.yaml");
        ClassroomSetupWriter.save(before, target);
        assertThat(Files.readString(target)).contains("lane-b:\n  scenario:\n");
        assertThat(ClassroomSetupReader.fromFile(target)).isEqualTo(before);
    }

    @Test
    void aKernelThatMovesOtherKnobsStillGivesLaneBBackExactly() throws Exception {
        ScenarioPair pair = ShippedScenarios.pairs().stream().filter(p -> p.file().startsWith("kernel-"))
                .findFirst().orElseThrow().pair();
        ClassroomSetup before = setup(null, pair.a(), Optional.of(pair.b()));
        Path target = dir.resolve("kernel.yaml");
        ClassroomSetupWriter.save(before, target);
        assertThat(ClassroomSetupReader.fromFile(target)).isEqualTo(before);
    }

    @Test
    void aScenarioPathIsWrittenAndReadRelativeToTheSetupsFolder() throws Exception {
        Path scenario = write("room/scenarios/lab.yaml", ScenarioWriter.toYaml(A.withName("lab")));
        Path target = dir.resolve("room/setup.yaml");
        ClassroomSetupWriter.save(setup(scenario, A.withName("lab"), Optional.empty()), target);
        assertThat(Files.readString(target)).contains("scenario: \"scenarios/lab.yaml\"");
        // Not the working folder's: the folder the setup sits in, wherever it was copied to.
        Path copied = Files.createDirectories(dir.resolve("copy"));
        Files.createDirectories(copied.resolve("scenarios"));
        Files.copy(scenario, copied.resolve("scenarios/lab.yaml"));
        Files.copy(target, copied.resolve("setup.yaml"));
        ClassroomSetup read = ClassroomSetupReader.fromFile(copied.resolve("setup.yaml"));
        assertThat(read.scenarioFile()).isEqualTo(copied.resolve("scenarios/lab.yaml"));
        assertThat(read.scenario().name()).isEqualTo("lab");
    }

    @Test
    void theSetupRefusesToOverwriteItsOwnScenario() throws Exception {
        Path scenario = write("lab.yaml", ScenarioWriter.toYaml(A));
        assertThatThrownBy(() -> ClassroomSetupWriter.save(setup(scenario, A, Optional.empty()), scenario))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is the setup's scenario file");
        assertThat(Files.readString(scenario)).isEqualTo(ScenarioWriter.toYaml(A));
    }

    @Test
    void aBadValueIsNamedByLineKeyAndWhatIsAllowed() throws IOException {
        Path file = write("bad.yaml", "high-contrast: true\ntext-size: 140\n");
        assertThat(messageOf(file)).isEqualTo(file + ":2: text-size: 140 is not a text size"
                + " (allowed: 75, 87.5, 100, 125, 150, 175, 200, 250, 300 (percent))");
    }

    @Test
    void anUnknownKeyIsRefusedAtItsLine() throws IOException {
        Path file = write("unknown.yaml", "speed: real-time\n\ncolour: blue\n");
        assertThat(messageOf(file)).startsWith(file + ":3: colour: unknown key (allowed: text-size, ");
    }

    @Test
    void aMistakeInAnInlineScenarioIsNamedAtItsLineInTheSetup() throws IOException {
        Path file = write("inline.yaml", "speed: fastest\nscenario:\n  name: x\n  nic: { ring_size: 3 }\n");
        assertThat(messageOf(file)).startsWith(file + ":4: scenario.nic.ring_size: 3 is out of range");
    }

    @Test
    void aMissingScenarioFileIsNamed() throws IOException {
        Path file = write("missing.yaml", "scenario: gone.yaml\n");
        assertThat(messageOf(file)).startsWith(file + ":1: scenario: no such scenario file: " + dir.resolve("gone.yaml"));
    }

    @Test
    void aBadKnobOfLaneBIsNamedAtItsLine() throws IOException {
        Path file = write("b.yaml", "lane-b:\n  nic.ring_sise: 64\n");
        assertThat(messageOf(file)).startsWith(file + ":2: lane-b.nic.ring_sise: unknown knob");
        Path range = write("range.yaml", "lane-b:\n  nic.ring_size: 3\n");
        assertThat(messageOf(range)).startsWith(range + ":2: lane-b.nic.ring_size: ");
    }

    @Test
    void aPairFilesLaneBOpensUnlessTheSetupClosesIt() throws Exception {
        Path pair = write("pair.yaml", "name: p\nnic: { ring_size: 1024 }\nflows:\n  - { kind: bulk_tcp }\ncompare: { nic: { ring_size: 64 } }\n");
        Path open = write("open.yaml", "scenario: pair.yaml\n");
        assertThat(ClassroomSetupReader.fromFile(open).laneB()).map(s -> s.nic().ringSize()).contains(64);
        Path closed = write("closed.yaml", "scenario: pair.yaml\nlane-b: closed\n");
        assertThat(ClassroomSetupReader.fromFile(closed).laneB()).isEmpty();
        assertThat(ClassroomSetupReader.fromFile(closed).scenarioFile()).isEqualTo(pair);
    }
}
