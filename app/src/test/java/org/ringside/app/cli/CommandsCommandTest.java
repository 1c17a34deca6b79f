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

    @Test
    void withTheHostsFileOnlyWhatThatHostCanSet() throws IOException {
        Path host = dir.resolve("wifi.txt");
        Files.writeString(host, String.join("\n", "### uname -r", "6.8.0", "### ethtool -i wlp2s0", "driver: iwlwifi",
                "### ethtool -g wlp2s0", "netlink error: Operation not supported", "### ethtool wlp2s0",
                "Settings for wlp2s0:", "\tLink detected: yes") + "\n");
        Path scenario = dir.resolve("wifi.yaml");
        assertThat(new CommandLine(new ImportCommand(console.console())).execute(host.toString(), "-o", scenario.toString()))
                .isEqualTo(ExitCodes.OK);
        console.reset();
        assertThat(run(scenario.toString(), "--iface", "wlp2s0")).isEqualTo(ExitCodes.OK);
        assertThat(console.out()).contains("\nethtool -G wlp2s0 tx 256\n");
        assertThat(console.err()).isEqualTo("commands: " + scenario + " was made by 'ringside import' from wifi.txt: with"
                + " --host wifi.txt only what that host can set is set\n");
        console.reset();
        assertThat(run(scenario.toString(), "--iface", "wlp2s0", "--host", host.toString())).isEqualTo(ExitCodes.OK);
        assertThat(console.out()).doesNotContain("ethtool -G").doesNotContain("autoneg")
                .contains("# nic.ring_size 256: not set: on this host 'ethtool -g wlp2s0' failed");
        assertThat(console.err()).isEmpty();
        console.reset();
        assertThat(run(scenario.toString(), "--host", dir.resolve("none.txt").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("commands: --host: cannot read ");
    }
}
