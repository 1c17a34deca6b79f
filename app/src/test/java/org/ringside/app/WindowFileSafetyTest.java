package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.Simulation;
import org.ringside.views.pipeline.ColourBy;

/**
 * The window writes as the commands do, through one writer: Save, Export picture and the
 * settings files follow a symbolic link and keep it, and refuse what is not a regular file,
 * leaving it whole and saying why in one line. (The settings files: {@code RecentFilesTest}.)
 */
class WindowFileSafetyTest {
    @TempDir
    Path dir;

    private Path namedPipe(String name) throws IOException, InterruptedException {
        Path fifo = dir.resolve(name);
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "needs mkfifo");
        return fifo;
    }

    @Test
    void saveThroughALinkReplacesItsFileAndKeepsTheLink() throws Exception {
        Path real = Files.createDirectory(dir.resolve("shared")).resolve("mine.yaml");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("mine.yaml"), Path.of("shared", "mine.yaml"));
        Scenario scenario = Scenario.defaults();
        ScenarioDocument document = new ScenarioDocument(scenario, null, "built in");

        document.saveAs(scenario, link);

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(ScenarioLoader.fromFile(real)).isEqualTo(scenario);
        assertThat(document.file()).contains(link);
    }

    @Test
    void saveOntoANamedPipeIsRefusedInOneLineAndTheDocumentKeepsItsFile() throws Exception {
        Path fifo = namedPipe("pipe.yaml");
        Path before = dir.resolve("before.yaml");
        ScenarioDocument document = new ScenarioDocument(Scenario.defaults(), before, "file");

        assertThatThrownBy(() -> document.saveAs(Scenario.defaults(), fifo))
                .hasMessage("cannot write " + fifo + ": it is a named pipe, socket or device");

        assertThat(document.file()).contains(before);
        assertThat(Files.isRegularFile(fifo)).isFalse();
    }

    @Test
    void exportThroughALinkKeepsItAndOntoANamedPipeFailsLeavingItWhole() throws Exception {
        Path real = Files.createDirectory(dir.resolve("pictures")).resolve("now.png");
        Path link = Files.createSymbolicLink(dir.resolve("now.png"), Path.of("pictures", "now.png"));
        Scenario scenario = Scenario.defaults();
        PictureExport export = new PictureExport();

        export.export(link, scenario, new Simulation(scenario).snapshot(), 0, false, ColourBy.FLOW)
                .get(60, TimeUnit.SECONDS);
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.size(real)).isPositive();

        Path fifo = namedPipe("pipe.svg");
        assertThat(export.export(fifo, scenario, new Simulation(scenario).snapshot(), 0, false, ColourBy.FLOW))
                .failsWithin(60, TimeUnit.SECONDS).withThrowableThat()
                .withMessageEndingWith("cannot write " + fifo + ": it is a named pipe, socket or device");
        assertThat(Files.isRegularFile(fifo)).isFalse();
    }
}
