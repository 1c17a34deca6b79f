package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The window's own outputs, {@code --frame-log} and {@code --startup-report}: checked as every
 * command's outputs before the window opens, and written through a temporary file.
 */
class WindowOutputsTest {
    @TempDir
    Path dir;

    private Path scenario() throws IOException {
        return Files.writeString(dir.resolve("mine.yaml"), "name: mine\nflows:\n  - { kind: bulk_tcp }\n");
    }

    private List<String> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aFrameLogThatIsTheScenarioIsRefusedBeforeTheWindowAndTheScenarioKept() throws IOException {
        Path file = scenario();
        String before = Files.readString(file);
        MainRun run = new MainRun("");

        assertThat(run.exec(file.toString(), "--frame-log", file.toString())).isEqualTo(ExitCodes.USAGE);

        assertThat(run.err().lines()).singleElement().asString()
                .startsWith("ringside: --frame-log: " + file + " is the scenario " + file);
        assertThat(run.windowsOpened).isEmpty();
        assertThat(Files.readString(file)).isEqualTo(before);
    }

    @Test
    void aReportNamedAsAnotherFormatAFolderOrAMissingFolderIsRefused() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("report.csv"));
        Path missing = dir.resolve("no-such-folder").resolve("report.csv");
        for (String[] args : List.of(new String[] {"--startup-report", dir.resolve("report.txt").toString()},
                new String[] {"--startup-report", folder.toString()},
                new String[] {"--frame-log", missing.toString()})) {
            MainRun run = new MainRun("");

            assertThat(run.exec(args)).as(String.join(" ", args)).isEqualTo(ExitCodes.USAGE);

            assertThat(run.err().lines()).as(run.err()).singleElement().asString().startsWith("ringside: " + args[0] + ": ");
            assertThat(run.windowsOpened).isEmpty();
        }
        MainRun named = new MainRun("");
        named.exec("--startup-report", dir.resolve("report.txt").toString());
        assertThat(named.err()).contains("report.txt does not end in .csv");
    }

    @Test
    void aNamedPipeIsRefused() throws Exception {
        Path fifo = dir.resolve("frames.csv");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "needs mkfifo");
        MainRun run = new MainRun("");

        assertThat(run.exec("--frame-log", fifo.toString())).isEqualTo(ExitCodes.USAGE);

        assertThat(run.err()).isEqualTo("ringside: --frame-log: " + fifo
                + " is a named pipe, socket or device (allowed: a regular file)" + System.lineSeparator());
        assertThat(run.windowsOpened).isEmpty();
    }

    @Test
    void writableCsvFilesOpenTheWindowWithThem() throws IOException {
        Path log = dir.resolve("frames.csv");
        Path report = dir.resolve("report.csv");
        MainRun run = new MainRun("");

        assertThat(run.exec("--frame-log", log.toString(), "--startup-report", report.toString()))
                .as(run.err()).isEqualTo(ExitCodes.OK);

        assertThat(run.windowsOpened).singleElement().satisfies(r -> {
            assertThat(r.frameLog()).isEqualTo(log);
            assertThat(r.startupReport()).isEqualTo(report);
        });
        assertThat(files()).isEmpty(); // the check's trial leaves nothing behind
    }

    @Test
    void theStartupReportReplacesItsFileWholeThroughATemporaryOne() throws IOException {
        Path report = Files.writeString(dir.resolve("report.csv"), "an older, longer report\nwith two lines\n");

        new StartupReport(800, 1200, 1_700_000_000_000L).writeTo(report);

        assertThat(Files.readString(report)).isEqualTo(StartupReport.HEADER + "\n800,1200,1700000000000\n");
        assertThat(files()).containsExactly("report.csv");
    }

    @Test
    void theFrameLogStartsWithItsHeaderThroughATemporaryFileAndAFailureNamesIt() throws IOException {
        Path log = Files.writeString(dir.resolve("frames.csv"), "an older log\n");
        FrameLog.RunProgress none = new FrameLog.RunProgress() {
            @Override
            public long runsFinished() {
                return 0;
            }

            @Override
            public long nowNs() {
                return 0;
            }

            @Override
            public java.util.OptionalLong laneBNs() {
                return java.util.OptionalLong.empty();
            }
        };

        new FrameLog(log, none);

        assertThat(Files.readString(log)).isEqualTo(FrameLog.HEADER + "\n");
        assertThat(files()).containsExactly("frames.csv");
        Path nowhere = dir.resolve("missing").resolve("frames.csv");
        assertThatThrownBy(() -> new FrameLog(nowhere, none))
                .isInstanceOf(UncheckedIOException.class).hasMessageStartingWith("the frame log: cannot write " + nowhere);
    }
}
