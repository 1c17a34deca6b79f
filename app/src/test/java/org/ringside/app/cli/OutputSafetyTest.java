package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import picocli.CommandLine;

/**
 * Nothing lost, nothing overwritten: what {@code run}, {@code sweep} and {@code picture} refuse
 * before they start, and how they write through links and to standard output.
 */
class OutputSafetyTest {
    private static final String SCENARIO = String.join("\n",
            "name: one flow",
            "duration: 5ms",
            "seed: 7",
            "flows:",
            "  - { kind: request_response, name: rr }",
            "");

    @TempDir
    Path dir;

    private final CapturedConsole console = new CapturedConsole();

    private int command(Function<Console, Callable<Integer>> make, String... args) {
        return new CommandLine(make.apply(console.console())).execute(args);
    }

    private int run(String... args) {
        return command(RunCommand::new, args);
    }

    private Path scenario() throws IOException {
        Path file = dir.resolve("scenario.yaml");
        if (!Files.exists(file)) {
            Files.writeString(file, SCENARIO);
        }
        return file;
    }

    private List<Path> files() throws IOException {
        try (var list = Files.list(dir)) {
            return list.sorted().toList();
        }
    }

    @Test
    void anOutputThatIsTheScenarioIsRefusedAndTheScenarioKept() throws IOException {
        Path file = scenario();
        assertThat(run(file.toString(), "--csv", file.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("run: --csv: " + file + " is the scenario " + file
                + "; writing it would overwrite it (allowed: a file that is not an input)\n");
        assertThat(Files.readString(file)).isEqualTo(SCENARIO);
        assertThat(files()).containsExactly(file);
    }

    @Test
    void anOutputThatReachesTheScenarioThroughALinkOrDotsIsRefused() throws IOException {
        Path file = scenario();
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), file.getFileName());
        assertThat(run(file.toString(), "--summary", link.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("run: --summary: " + link + " is the scenario " + file);
        console.reset();
        Path dots = Files.createDirectory(dir.resolve("sub")).resolve("..").resolve("scenario.yaml");
        assertThat(command(PictureCommand::new, file.toString(), "--at", "1ms", "--png", dots.toString()))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("picture: --png: " + dots + " is the scenario " + file);
        assertThat(Files.readString(file)).isEqualTo(SCENARIO);
    }

    @Test
    void twoOutputsThatAreOneFileAreRefusedNamingBoth() throws IOException {
        Path same = dir.resolve("out.csv");
        assertThat(run(scenario().toString(), "--csv", same.toString(), "--summary", same.toString()))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("run: --csv " + same + " and --summary " + same
                + " are the same file (allowed: a file of its own for each)\n");
        assertThat(files()).containsExactly(scenario());
    }

    @Test
    void anOutputThatIsALinkReplacesTheFileItPointsToAndTheLinkStays() throws IOException {
        Path real = Files.createDirectory(dir.resolve("kept")).resolve("series.csv");
        Files.writeString(real, "old\n");
        Path link = Files.createSymbolicLink(dir.resolve("series.csv"), Path.of("kept", "series.csv"));
        assertThat(run(scenario().toString(), "--csv", link.toString())).as(console.err()).isEqualTo(ExitCodes.OK);
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).startsWith("time_ns,");
        try (var list = Files.list(real.getParent())) {
            assertThat(list).containsExactly(real);
        }
    }

    @Test
    void aLinkToAMisnamedFileIsJudgedByThatFilesName() throws IOException {
        Path precious = dir.resolve("precious.txt");
        Files.writeString(precious, "keep me\n");
        Path link = Files.createSymbolicLink(dir.resolve("l.csv"), precious.getFileName());
        assertThat(run(scenario().toString(), "--csv", link.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("run: --csv: " + link + " is a link to " + precious.toRealPath()
                + ", which does not end in .csv or .csv.gz (the file is written as CSV; allowed: a link to such a file,"
                + " or none)\n");
        assertThat(Files.readString(precious)).isEqualTo("keep me\n");
    }

    @Test
    void aNamedPipeIsRefusedBeforeTheRun() throws IOException, InterruptedException {
        Path fifo = dir.resolve("rows.csv");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "needs mkfifo");
        assertThat(run(scenario().toString(), "--csv", fifo.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("run: --csv: " + fifo + " is a named pipe, socket or device"
                + " (allowed: a regular file, or - for standard output)\n");
        assertThat(Files.isRegularFile(fifo)).isFalse();
    }

    @Test
    void dashWritesTheSamplesToStandardOutputAndTheReportToStandardError() throws IOException {
        Path csv = dir.resolve("series.csv");
        assertThat(run(scenario().toString(), "--csv", csv.toString())).isEqualTo(ExitCodes.OK);
        String report = console.out();
        console.reset();

        assertThat(run(scenario().toString(), "--csv", "-")).as(console.err()).isEqualTo(ExitCodes.OK);
        assertThat(console.out()).isEqualTo(Files.readString(csv));
        assertThat(console.err()).isEqualTo(report);
        assertThat(files()).containsExactly(scenario(), csv);
    }

    @Test
    void dashWritesTheSummaryToStandardOutputButNotTwoOutputsAtOnce() throws IOException {
        assertThat(run(scenario().toString(), "--summary", "-")).as(console.err()).isEqualTo(ExitCodes.OK);
        assertThat(console.out()).startsWith("{").contains("\"throughput_bps\"").endsWith("}\n");
        console.reset();
        assertThat(run(scenario().toString(), "--csv", "-", "--summary", "-")).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("run: --csv and --summary both write to standard output (allowed: one of them)\n");
        console.reset();
        assertThat(command(SweepCommand::new, scenario().toString(), "--vary", "nic.ring_size=64", "--csv", "-"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("sweep: --csv: - does not end in .csv (the file is written as CSV)\n");
    }

    @Test
    void aFolderThatTakesNoFilesIsFoundBeforeTheRunInEveryCommand() throws IOException {
        assumeTrue(Files.isDirectory(Path.of("/proc/self")), "needs Linux's /proc");
        String file = scenario().toString();
        assertThat(run(file, "--csv", "/proc/x.csv")).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("run: --csv: cannot write /proc/x.csv: folder /proc takes no new files\n");
        console.reset();
        assertThat(command(SweepCommand::new, file, "--vary", "nic.ring_size=64", "--png", "/proc/x.png"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("sweep: --png: cannot write /proc/x.png: folder /proc takes no new files\n");
        console.reset();
        assertThat(command(PictureCommand::new, file, "--from", "0", "--to", "1ms", "--gif", "/proc/x.gif"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("picture: --gif: cannot write /proc/x.gif: folder /proc takes no new files\n");
    }

    @Test
    void aFolderThatRefusesWritingSaysWhy() throws IOException {
        Path notAFolder = scenario().resolve("x.json");
        assertThat(run(scenario().toString(), "--summary", notAFolder.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("run: --summary: cannot write " + notAFolder + ": " + scenario() + " is not a folder\n");
        console.reset();
        // /sys refuses new files even to root, where a folder's permission bits would not.
        assumeTrue(Files.isDirectory(Path.of("/sys/kernel")), "needs Linux's /sys");
        assertThat(run(scenario().toString(), "--summary", "/sys/x.json")).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("run: --summary: cannot write /sys/x.json: permission denied\n");
    }

    @Test
    void eachOutputsNameMustEndAsItsFormat() throws IOException {
        String file = scenario().toString();
        assertThat(run(file, "--csv", dir.resolve("rows.txt").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("run: --csv: " + dir.resolve("rows.txt")
                + " does not end in .csv or .csv.gz (the file is written as CSV)\n");
        console.reset();
        assertThat(run(file, "--summary", dir.resolve("summary.csv").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("run: --summary: " + dir.resolve("summary.csv")
                + " does not end in .json (the file is written as JSON)\n");
        console.reset();
        assertThat(command(SweepCommand::new, file, "--vary", "nic.ring_size=64", "--csv",
                dir.resolve("t.csv.gz").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).endsWith("t.csv.gz does not end in .csv (the file is written as CSV)\n");
        assertThat(files()).containsExactly(scenario());
    }
}
