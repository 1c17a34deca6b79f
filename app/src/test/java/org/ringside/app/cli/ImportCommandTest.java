package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioLoader;
import picocli.CommandLine;

class ImportCommandTest {
    @TempDir
    Path dir;

    private final CapturedConsole console = new CapturedConsole();

    private int run(String... args) {
        return new CommandLine(new ImportCommand(console.console())).execute(args);
    }

    // A host's file as the collect script writes it, in the tools' formats (igb, 4 queues).
    private Path host() throws IOException {
        Path file = dir.resolve("host.txt");
        Files.writeString(file, String.join("\n", List.of("### uname -r", "6.8.0-45-generic", "### nproc", "4",
                "### ethtool -i enp3s0", "driver: igb", "bus-info: 0000:03:00.0",
                "### ethtool -g enp3s0", "Ring parameters for enp3s0:", "Pre-set maximums:", "TX:\t\t4096",
                "Current hardware settings:", "TX:\t\t512",
                "### ip -d link show enp3s0",
                "3: enp3s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP mode DEFAULT group default qlen 1000",
                "### tc -s qdisc show dev enp3s0", "qdisc mq 0: root ",
                "qdisc fq_codel 0: parent :1 limit 10240p flows 1024 quantum 1514 target 5ms interval 100ms",
                "qdisc fq_codel 0: parent :2 limit 10240p flows 1024 quantum 1514 target 5ms interval 100ms",
                "### cat /sys/class/net/enp3s0/queues/tx-0/byte_queue_limits/limit_max", "1879048192",
                "### cat /sys/class/net/enp3s0/queues/tx-1/byte_queue_limits/limit_max", "1879048192")) + "\n");
        return file;
    }

    @Test
    void writesAScenarioThatLoadsAndListsWhatItLeft() throws Exception {
        Path out = dir.resolve("my-host.yaml");
        assertThat(run(host().toString(), "-o", out.toString())).isEqualTo(ExitCodes.OK);
        Scenario s = ScenarioLoader.fromFile(out);
        assertThat(s.nic().driver()).isEqualTo(NicDriver.IGB);
        assertThat(s.nic().ringSize()).isEqualTo(512);
        assertThat(s.txQueues()).isEqualTo(2);
        assertThat(s.flows()).extracting(f -> f.kind()).containsExactly(FlowKind.BULK_TCP, FlowKind.REQUEST_RESPONSE);
        assertThat(console.out()).startsWith("wrote " + out + ": enp3s0 of a host (igb, Linux 6.8)");
        assertThat(console.err()).contains("host.txt:13: took nic.ring_size 512 — ethtool -g enp3s0\n")
                .contains("\nhost.txt: no queue's limit_min, limit_max and hold_time could be read (as root they can):"
                        + " bql.mode auto (the model's default) stands\n")
                .doesNotContain("bus-info");
        console.reset();
        assertThat(run(host().toString(), "-o", out.toString(), "--verbose")).isEqualTo(ExitCodes.OK);
        assertThat(console.err()).contains("host.txt:7: 'bus-info: 0000:03:00.0': not a setting the model has\n")
                .contains("host.txt:11: 'TX:\\t\\t4096': the driver's limits")
                .contains("host.txt:21: '1879048192': BQL is read from a queue's limit_min, limit_max and hold_time together")
                .doesNotContain("--verbose lists them");
    }

    @Test
    void standardErrorListsWhatWasTakenAndWhatMattersOnly() throws Exception {
        assertThat(run(host().toString(), "-o", dir.resolve("h.yaml").toString())).isEqualTo(ExitCodes.OK);
        List<String> err = console.err().lines().toList();
        assertThat(err).filteredOn(l -> l.contains(": took ")).hasSizeGreaterThan(5);
        assertThat(err).filteredOn(l -> !l.contains(": took ")).hasSizeLessThan(8);
        assertThat(err).last().asString().matches("host\\.txt: \\d+ more lines are no setting the model could take \\(.*\\):"
                + " --verbose lists them");
    }

    @Test
    void itsOwnInputsAreNeverOverwritten() throws Exception {
        Path h = host();
        String before = Files.readString(h);
        Path yamlHost = dir.resolve("h.yaml");
        Files.writeString(yamlHost, before);
        Files.createDirectories(dir.resolve("d"));
        Path link = dir.resolve("link.yaml");
        Files.createSymbolicLink(link, yamlHost);
        Path flows = dir.resolve("f.yaml");
        Files.writeString(flows, "flows:\n  - kind: bulk_tcp\n");
        String flowsBefore = Files.readString(flows);
        for (String[] args : List.of(new String[] {h.toString(), "-o", h.toString()},
                new String[] {yamlHost.toString(), "-o", yamlHost.toString()},
                new String[] {yamlHost.toString(), "-o", dir.resolve("d").resolve("..").resolve("h.yaml").toString()},
                new String[] {yamlHost.toString(), "-o", link.toString()},
                new String[] {h.toString(), "--flows", flows.toString(), "-o", flows.toString()})) {
            console.reset();
            assertThat(run(args)).as(String.join(" ", args)).isEqualTo(ExitCodes.USAGE);
            assertThat(console.err().lines()).as(String.join(" ", args)).hasSize(1).first().asString()
                    .startsWith("import: -o: ").contains("would overwrite it");
        }
        assertThat(Files.readString(h)).isEqualTo(before);
        assertThat(Files.readString(yamlHost)).isEqualTo(before);
        assertThat(Files.readString(flows)).isEqualTo(flowsBefore);
        console.reset();
        assertThat(run(h.toString(), "-o", dir.resolve("out.txt").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("import: -o: ").contains("does not end in .yaml or .yml");
    }

    @Test
    void aBinaryOrEndlessFileIsSaidToBeWhatItIs() throws Exception {
        Path bin = dir.resolve("host.txt.gz");
        Files.write(bin, new byte[] {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0x4b, 0x4c});
        assertThat(run(bin.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("host.txt.gz:1: a gzip file (gunzip it first), not the text the collect"
                + " script ('ringside collect --script') writes\n");
        Path zero = Path.of("/dev/zero");
        if (Files.isReadable(zero)) {
            console.reset();
            assertThat(run(zero.toString())).isEqualTo(ExitCodes.USAGE);
            assertThat(console.err()).startsWith("zero:1: a binary file");
        }
    }

    @Test
    void aFullDiskIsStatus1AndOneLine() throws Exception {
        Path out = dir.resolve("h.yaml");
        Files.writeString(out, "old\n");
        int status = new CommandLine(new ImportCommand(console.console(), (file, yaml) -> {
            throw new IOException("cannot write " + file + ": No space left on device");
        })).execute(host().toString(), "-o", out.toString());
        assertThat(status).isEqualTo(ExitCodes.FAILURE);
        assertThat(console.err()).endsWith("import: -o: cannot write " + out + ": No space left on device\n");
        assertThat(Files.readString(out)).isEqualTo("old\n");
    }

    @Test
    void aStandardOutputThatTakesNothingIsStatus1() throws Exception {
        java.io.PrintStream full = new java.io.PrintStream(new java.io.OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        }, true, StandardCharsets.UTF_8);
        CapturedConsole errors = new CapturedConsole();
        org.ringside.app.Console c = new org.ringside.app.Console(errors.console().in(), full, errors.console().err());
        assertThat(new CommandLine(new ImportCommand(c)).execute(host().toString())).isEqualTo(ExitCodes.FAILURE);
        assertThat(errors.err()).endsWith("import: cannot write the scenario to standard output\n");
    }

    @Test
    void theFlowsOfAShippedScenario() throws Exception {
        assertThat(run(host().toString(), "--flows", "voip-vs-bulk")).isEqualTo(ExitCodes.OK);
        Scenario s = ScenarioLoader.fromString(console.out(), "out");
        assertThat(s.flows()).extracting(f -> f.kind()).contains(FlowKind.UDP_CBR);
        console.reset();
        assertThat(run(host().toString(), "--flows", "no-such")).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("import: --flows: 'no-such' is neither a file nor a shipped scenario");
    }

    @Test
    void aFileThatIsNotTheScriptsOutputIsStatus2WithItsLine() throws Exception {
        Path yaml = dir.resolve("scenario.yaml");
        Files.writeString(yaml, "name: x\n");
        assertThat(run(yaml.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("scenario.yaml:1: expected '### ' and a command, as the collect script"
                + " ('ringside collect --script') writes, got 'name: x'\n");
        console.reset();
        assertThat(run(dir.resolve("missing.txt").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("import: cannot read ").endsWith("missing.txt: no such file or folder\n");
    }

    @Test
    void whatTheScriptGathersOnThisHostImports() throws Exception {
        Path sh = Path.of("/bin/sh");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(sh), "no /bin/sh here");
        Path script = dir.resolve("collect.sh");
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(CollectCommand.SCRIPT)) {
            Files.write(script, in.readAllBytes());
        }
        CollectCommandTest.Run gathered = CollectCommandTest.sh(dir, script.toString(), "lo");
        Path file = dir.resolve("lo.txt");
        Files.writeString(file, gathered.out(), StandardCharsets.UTF_8);
        assertThat(run(file.toString(), "-o", dir.resolve("lo.yaml").toString())).isEqualTo(ExitCodes.OK);
        assertThat(ScenarioLoader.fromFile(dir.resolve("lo.yaml")).name()).startsWith("lo of a host");
    }
}
