package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import picocli.CommandLine;

class CommandsCommandTest {
    @TempDir
    Path dir;

    private final CapturedConsole console = new CapturedConsole();

    private int run(String... args) {
        return new CommandLine(new CommandsCommand(console.console())).execute(args);
    }

    @Test
    void printsTheCommandsForTheInterfaceGiven() throws IOException {
        Path file = dir.resolve("s.yaml");
        Files.writeString(file, "nic: {driver: igb, ring_size: 512}\nflows:\n  - kind: bulk_tcp\n");
        assertThat(run(file.toString(), "--iface", "enp3s0")).isEqualTo(ExitCodes.OK);
        assertThat(console.out()).contains("\nethtool -G enp3s0 tx 512\n").doesNotContain("eth0");
        assertThat(console.err()).isEmpty();
    }

    @Test
    void aBadInterfaceOrFileIsOneLineAndStatus2() throws IOException {
        Path file = dir.resolve("bad.yaml");
        Files.writeString(file, "nic: {ring_size: lots}\n");
        assertThat(run(file.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err().lines()).hasSize(1).first().asString().contains("bad.yaml:1");
        console.reset();
        assertThat(run(file.toString(), "--iface", "a/b")).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("commands: --iface: 'a/b' is not an interface name");
    }
}
