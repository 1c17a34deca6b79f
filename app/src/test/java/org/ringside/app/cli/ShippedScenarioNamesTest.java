package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.ExitCodes;
import picocli.CommandLine;

/**
 * Every command that takes a scenario takes a shipped one by its name where no file has that
 * name, as an installed Ringside is used from any folder.
 */
class ShippedScenarioNamesTest {
    @TempDir
    Path dir;

    private final CapturedConsole console = new CapturedConsole();

    @Test
    void theNamesAreNoFilesHere() {
        assertThat(Path.of("default-1gbe")).doesNotExist();
        assertThat(Path.of("router-100mbit.yaml")).doesNotExist();
    }

    @Test
    void runTakesNamesForAAndForB() {
        int status = new CommandLine(new RunCommand(console.console()))
                .execute("default-1gbe", "--vs", "router-100mbit.yaml", "--duration", "2ms");
        assertThat(status).as(console.err()).isZero();
        assertThat(console.out()).contains("A: ", "B: ");
    }

    @Test
    void sweepTakesAName() {
        int status = new CommandLine(new SweepCommand(console.console()))
                .execute("default-1gbe", "--vary", "nic.ring_size=64,128", "--duration", "2ms", "--progress", "never");
        assertThat(status).as(console.err()).isZero();
        assertThat(console.out().lines()).hasSize(3);
    }

    @Test
    void pictureTakesAName() {
        Path png = dir.resolve("p.png");
        int status = new CommandLine(new PictureCommand(console.console()))
                .execute("default-1gbe", "--at", "1ms", "--png", png.toString());
        assertThat(status).as(console.err()).isZero();
        assertThat(png).isNotEmptyFile();
    }

    @Test
    void commandsTakesANameAndANameThatIsNoneSaysNoSuchFile() {
        assertThat(new CommandLine(new CommandsCommand(console.console())).execute("router-100mbit"))
                .as(console.err()).isZero();
        assertThat(console.out()).contains("tc qdisc");
        console.reset();
        assertThat(new CommandLine(new SweepCommand(console.console())).execute("no-such-scenario", "--vary", "seed=1"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).contains("no-such-scenario").contains("no such file").doesNotContain("Exception");
        assertThat(Files.exists(Path.of("no-such-scenario"))).isFalse();
    }
}
