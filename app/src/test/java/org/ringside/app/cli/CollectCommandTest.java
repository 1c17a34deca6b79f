package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import picocli.CommandLine;

class CollectCommandTest {
    private static final Path SH = Path.of("/bin/sh");

    @TempDir
    Path dir;

    /** Runs {@code sh ARGS} and gives its standard output, or fails after a minute. */
    static Run sh(Path dir, String... args) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of(SH.toString()));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("sh ends").isTrue();
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
    }

    record Run(int status, String out) {
    }

    private Path printed() throws IOException {
        CapturedConsole console = new CapturedConsole();
        assertThat(new CommandLine(new CollectCommand(console.console())).execute("--script")).isEqualTo(ExitCodes.OK);
        Path script = dir.resolve("collect.sh");
        Files.writeString(script, console.out());
        return script;
    }

    @Test
    void thePrintedScriptIsValidPosixShell() throws Exception {
        Path script = printed();
        assertThat(Files.readString(script)).startsWith("#!/bin/sh\n").contains("ethtool \"$option\" \"$iface\"");
        assumeTrue(Files.isExecutable(SH), "no /bin/sh here");
        assertThat(sh(dir, "-n", script.toString()).status()).isZero();
    }

    @Test
    void onThisHostEachOutputFollowsItsCommand() throws Exception {
        assumeTrue(Files.isExecutable(SH), "no /bin/sh here");
        Path script = printed();
        for (String iface : List.of("lo", "eth0")) {
            if (!Files.isDirectory(Path.of("/sys/class/net", iface))) {
                continue;
            }
            Run run = sh(dir, script.toString(), iface);
            assertThat(run.status()).as(iface).isZero();
            assertThat(run.out()).startsWith("### uname -r\n").contains("\n### nproc\n")
                    .contains("\n### ip -d link show " + iface + "\n")
                    .contains("\n### tc -s qdisc show dev " + iface + "\n")
                    .contains("\n### ethtool -g " + iface + "\n");
        }
    }

    @Test
    void anInterfaceTheHostHasNotIsStatus2() throws Exception {
        assumeTrue(Files.isExecutable(SH), "no /bin/sh here");
        Run run = sh(dir, printed().toString(), "no-such-if0");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).startsWith("collect: there is no interface no-such-if0");
    }
}
