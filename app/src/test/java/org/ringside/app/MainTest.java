package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.views.run.RunSpeed;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code ringside} command line, run in-process against buffers and once as a real process. */
class MainTest {

    @Test
    void noArgumentsOpensTheWindow() {
        MainRun run = new MainRun("");
        assertThat(run.exec()).isEqualTo(ExitCodes.OK);
        assertThat(run.windowsOpened).hasSize(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEmpty();
    }

    @Test
    void aScenarioFileAndPlayOpenTheWindowOnIt(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("mine.yaml"), "name: mine\nflows:\n  - { kind: bulk_tcp }\n");
        MainRun run = new MainRun("");
        assertThat(run.exec(file.toString(), "--play")).isEqualTo(ExitCodes.OK);
        assertThat(run.windowsOpened).containsExactly(new LaunchRequest(file, true, null, false, null, null));
        assertThat(run.err()).isEmpty();
    }

    @Test
    void aBadScenarioFileIsReportedWithoutOpeningTheWindow(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("bad.yaml"), "nic:\n  ring_size: 5\n");
        MainRun run = new MainRun("");
        assertThat(run.exec(file.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err().lines()).containsExactly(
                "ringside: " + file + ":2: nic.ring_size: 5 is out of range (allowed: 8 to 16384)");
        assertThat(run.windowsOpened).isEmpty();
    }

    @Test
    void anUnknownSpeedNamesTheAllowedOnes() {
        MainRun run = new MainRun("");
        assertThat(run.exec("--speed", "warp")).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err().lines().findFirst().orElseThrow())
                .startsWith("ringside: Invalid value for option '--speed': 'warp' is not a speed (allowed: ")
                .contains("fastest", "real-time");
        assertThat(run.windowsOpened).isEmpty();
    }

    @Test
    void aKnownLessonOpensTheWindowOnIt() {
        MainRun run = new MainRun("");
        assertThat(run.exec("--lesson", "ring-bufferbloat")).isEqualTo(ExitCodes.OK);
        assertThat(run.windowsOpened).extracting(LaunchRequest::lesson).containsExactly("ring-bufferbloat");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void anUnknownLessonIsOneLineNamingTheKnownOnesAndNoWindow() {
        MainRun run = new MainRun("");
        assertThat(run.exec("--lesson", "ring-bloat")).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err().lines()).singleElement().asString()
                .startsWith("ringside: --lesson: there is no lesson 'ring-bloat' (known: transmit-path-tour, ring-bufferbloat, ")
                .endsWith(")");
        assertThat(run.windowsOpened).isEmpty();
    }

    @Test
    void aLessonFileOpensTheWindowToWatchItAndABadOneIsOneLineAndNoWindow(@TempDir Path dir) throws IOException {
        Path good = Files.writeString(dir.resolve("mine.md"), org.ringside.lessons.LessonSkeleton.text("mine"));
        MainRun run = new MainRun("");
        assertThat(run.exec("--lesson-file", good.toString())).isEqualTo(ExitCodes.OK);
        assertThat(run.windowsOpened).extracting(LaunchRequest::lessonFile).containsExactly(good);
        assertThat(LaunchRequest.fromArguments(List.of(run.windowsOpened.get(0).toArguments())).lessonFile())
                .isEqualTo(good);

        Path bad = Files.writeString(dir.resolve("bad.md"), org.ringside.lessons.LessonSkeleton.text("mine")
                .replace("level: beginner", "level: expert"));
        MainRun badRun = new MainRun("");
        assertThat(badRun.exec("--lesson-file", bad.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(badRun.err().lines()).singleElement().asString()
                .startsWith("ringside: --lesson-file: " + bad + ":8: level: expert");
        assertThat(badRun.windowsOpened).isEmpty();

        MainRun both = new MainRun("");
        assertThat(both.exec("--lesson-file", good.toString(), "--lesson", "ring-bufferbloat")).isEqualTo(ExitCodes.USAGE);
        assertThat(both.err()).isEqualTo("ringside: --lesson-file: the window plays one lesson; give --lesson or"
                + " --lesson-file" + System.lineSeparator());
        assertThat(both.windowsOpened).isEmpty();
    }

    @Test
    void theLaunchersTrainingRunOpensTheWindowAndHelpDoesNotListIt() {
        MainRun run = new MainRun("");
        assertThat(run.exec("--train-startup")).isEqualTo(ExitCodes.OK);
        assertThat(run.windowsOpened).extracting(LaunchRequest::trainStartup).containsExactly(true);
        MainRun plain = new MainRun("");
        plain.exec();
        assertThat(plain.windowsOpened).extracting(LaunchRequest::trainStartup).containsExactly(false);
        MainRun help = new MainRun("");
        help.exec("--help");
        assertThat(help.out()).doesNotContain("train");
    }

    @Test
    void versusOpensTheWindowOnTwoLanes(@TempDir Path dir) throws IOException {
        Path a = Files.writeString(dir.resolve("a.yaml"), "name: a\nflows:\n  - { kind: bulk_tcp }\n");
        Path b = Files.writeString(dir.resolve("b.yaml"), "name: b\nnic: { tso: false }\nflows:\n  - { kind: bulk_tcp }\n");
        MainRun run = new MainRun("");
        assertThat(run.exec(a.toString(), "--vs", b.toString())).isEqualTo(ExitCodes.OK);
        assertThat(run.windowsOpened).extracting(LaunchRequest::vs).containsExactly(b);
        assertThat(run.err()).isEmpty();
    }

    @Test
    void aMissingOrBadLaneBIsOneLineAndNoWindow(@TempDir Path dir) throws IOException {
        Path a = Files.writeString(dir.resolve("a.yaml"), "name: a\nflows:\n  - { kind: bulk_tcp }\n");
        Path bad = Files.writeString(dir.resolve("bad.yaml"), "nic:\n  ring_size: 5\n");
        MainRun missing = new MainRun("");
        assertThat(missing.exec(a.toString(), "--vs", dir.resolve("none.yaml").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err().lines()).containsExactly("ringside: " + dir.resolve("none.yaml") + ":1: file: no such file");
        MainRun broken = new MainRun("");
        assertThat(broken.exec(a.toString(), "--vs", bad.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(broken.err().lines()).containsExactly(
                "ringside: " + bad + ":2: nic.ring_size: 5 is out of range (allowed: 8 to 16384)");
        MainRun alone = new MainRun("");
        assertThat(alone.exec("--vs", a.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(alone.err().lines()).singleElement().asString().startsWith("ringside: --vs: lane B needs");
        Path pair = Files.writeString(dir.resolve("pair.yaml"),
                "name: p\nflows:\n  - { kind: bulk_tcp }\ncompare:\n  name: q\n  nic: { tso: false }\n");
        MainRun twice = new MainRun("");
        assertThat(twice.exec(pair.toString(), "--vs", a.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(twice.err().lines()).containsExactly(
                "ringside: --vs: " + pair + " has a compare: block, which is its B already");
        assertThat(List.of(missing, broken, alone, twice)).allSatisfy(r -> assertThat(r.windowsOpened).isEmpty());
    }

    @Test
    void theLaunchRequestTravelsThroughTheApplicationsArguments() {
        LaunchRequest request = new LaunchRequest(Path.of("a b.yaml"), true, RunSpeed.FASTEST, true,
                Path.of("/tmp/f.csv"), "ring-bufferbloat", Path.of("start up.csv"), true, Path.of("b b.yaml"));
        assertThat(LaunchRequest.fromArguments(List.of(request.toArguments()))).isEqualTo(request);
        assertThat(LaunchRequest.fromArguments(List.of(LaunchRequest.DEFAULT.toArguments())))
                .isEqualTo(LaunchRequest.DEFAULT);
    }

    @Test
    void helpShowsUsageAndExitStatusesWithoutOpeningTheWindow() {
        MainRun run = new MainRun("");
        assertThat(run.exec("--help")).isZero();
        assertThat(run.out()).startsWith("Usage: ringside")
                .contains("--version", "dql-replay", "Exit status:", "bad input");
        // Every status of the one table, the signals' too.
        assertThat(run.out()).containsPattern("\\s130\\s+interrupted \\(Ctrl\\+C\\)")
                .containsPattern("\\s143\\s+ended by SIGTERM");
        assertThat(run.err()).isEmpty();
        assertThat(run.windowsOpened).isEmpty();
    }

    @Test
    void helpListsEveryCommandAndEachHasItsOwnHelp() {
        MainRun run = new MainRun("");
        assertThat(run.exec("--help")).isZero();
        assertThat(run.out()).contains("dql-replay", "run", "bench", "lessons", "picture", "sweep");
        for (String command : List.of("dql-replay", "run", "bench", "lessons", "picture", "sweep")) {
            MainRun one = new MainRun("");
            assertThat(one.exec(command, "--help")).as(command).isZero();
            assertThat(one.out()).as(command).startsWith("Usage: ringside " + command).contains("Exit status:");
        }
    }

    @Test
    void aCommandLineBuildsOnlyTheCommandItNamesAndAllForAnythingElse() {
        Console console = new MainRun("").console;
        assertThat(Main.commandLine(console, (c, r) -> 0, "sweep").getSubcommands().keySet()).containsExactly("sweep");
        assertThat(Main.commandLine(console, (c, r) -> 0, "--help").getSubcommands().keySet())
                .containsExactly("dql-replay", "run", "bench", "lessons", "picture", "sweep", "sweep-merge",
                        "collect", "import", "commands");
    }

    @Test
    void aWindowStartOnAScenarioFileBuildsNoCommand() {
        Console console = new MainRun("").console;
        assertThat(Main.commandLine(console, (c, r) -> 0, "../assets/scenarios/voip-vs-bulk.yaml").getSubcommands())
                .isEmpty();
        assertThat(Main.commandLine(console, (c, r) -> 0, "no-such-file.yaml").getSubcommands()).hasSize(10);
    }

    @Test
    void versionPrintsTheBuildsVersion() {
        MainRun run = new MainRun("");
        assertThat(run.exec("--version")).isZero();
        assertThat(Version.current()).matches("\\d+\\.\\d+\\.\\d+.*");
        assertThat(run.out()).isEqualTo("ringside " + Version.current() + System.lineSeparator());
    }

    @Test
    void anUnknownOptionGivesOneLineAndAHintAndExitStatus2() {
        MainRun run = new MainRun("");
        assertThat(run.exec("--bogus")).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err().lines()).containsExactly(
                "ringside: Unknown option: '--bogus'",
                "Try 'ringside --help' for more information.");
        assertThat(run.out()).isEmpty();
        assertThat(run.windowsOpened).isEmpty();
    }

    @Test
    void anUnknownCommandIsBadInputToo() {
        MainRun run = new MainRun("");
        assertThat(run.exec("frobnicate")).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err().lines()).hasSize(2).last().isEqualTo("Try 'ringside --help' for more information.");
    }

    @Test
    void dqlReplayReadsStandardInputAndPrintsCsv() {
        // The worked example of the DQL spec: starvation raises the limit to the completed bytes.
        MainRun run = new MainRun("0 queued 1500\n1 completed 1500\n");
        assertThat(run.exec("dql-replay", "-")).isZero();
        assertThat(run.out()).isEqualTo("""
                t_ms,event,bytes,limit,inflight,avail
                0,queued,1500,0,1500,-1500
                1,completed,1500,1500,0,1500
                """);
        assertThat(run.err()).isEmpty();
    }

    @Test
    void dqlReplayOfTheReadmeExampleMatchesItsExpectedCsv() throws IOException {
        Path events = Path.of("../model/src/test/resources/dql/slack_hold_boundary.events");
        Path expected = Path.of("../model/src/test/resources/dql/slack_hold_boundary.csv");
        MainRun run = new MainRun("");
        assertThat(run.exec("dql-replay", events.toString())).isZero();
        assertThat(run.out()).isEqualTo(Files.readString(expected));
    }

    @Test
    void dqlReplayWithoutAFileIsBadInput() {
        MainRun run = new MainRun("");
        assertThat(run.exec("dql-replay")).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err().lines()).containsExactly(
                "ringside dql-replay: Missing required parameter: 'FILE'",
                "Try 'ringside dql-replay --help' for more information.");
    }

    @Test
    void dqlReplayOfAMissingFileIsOneLineNamingIt() {
        MainRun run = new MainRun("");
        assertThat(run.exec("dql-replay", "no-such-file.events")).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err().lines()).singleElement().asString().contains("no-such-file.events");
        assertThat(run.out()).isEmpty();
    }

    /** A command with a bug in it. */
    @Command(name = "explode")
    static final class Explode implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new IllegalStateException("ring index out of step\nsecond line of detail");
        }
    }

    @Test
    void anUnexpectedExceptionIsOneLineWithNoStackTrace() {
        MainRun run = new MainRun("");
        CommandLine commandLine = Main.commandLine(run.console, run::openWindow);
        commandLine.addSubcommand(new Explode());
        assertThat(commandLine.execute("explode")).isEqualTo(ExitCodes.FAILURE);
        assertThat(run.err()).isEqualTo("ringside explode: unexpected error: IllegalStateException: "
                + "ring index out of step second line of detail" + System.lineSeparator());
    }

    @Test
    void helpVersionAndNoDisplayWorkInAProcessWithoutADisplay() throws Exception {
        Process help = ringsideWithoutDisplay("--help");
        assertThat(help.exitValue()).isZero();
        assertThat(read(help.getInputStream())).startsWith("Usage: ringside");
        assertThat(read(help.getErrorStream())).isEmpty();

        Process version = ringsideWithoutDisplay("--version");
        assertThat(version.exitValue()).isZero();
        assertThat(read(version.getInputStream())).isEqualTo("ringside " + Version.current() + System.lineSeparator());

        // No arguments and no display: one line saying so, not JavaFX's stack trace.
        Process window = ringsideWithoutDisplay();
        assertThat(window.exitValue()).isEqualTo(ExitCodes.FAILURE);
        assertThat(read(window.getErrorStream()).lines())
                .singleElement().asString().startsWith("ringside: cannot open the window: no display");
    }

    /** Starts {@code java org.ringside.app.Main ARGS} on this test's class path with DISPLAY unset. */
    private static Process ringsideWithoutDisplay(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                System.getProperty("java.home") + "/bin/java",
                "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        Process process = builder.start();
        process.getOutputStream().close();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("ringside finished").isTrue();
        return process;
    }

    private static String read(InputStream in) throws IOException {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }

    @Test
    void setupOpensTheWindowOnAGoodFileAndReportsTheLineOfABadOne(@TempDir Path dir) throws IOException {
        Path good = Files.writeString(dir.resolve("room.yaml"), "text-size: 150\nspeed: real-time\n");
        MainRun run = new MainRun("");
        assertThat(run.exec("--setup", good.toString())).isEqualTo(ExitCodes.OK);
        assertThat(run.windowsOpened).extracting(LaunchRequest::setup).containsExactly(good);
        LaunchRequest request = run.windowsOpened.get(0);
        assertThat(LaunchRequest.fromArguments(List.of(request.toArguments()))).isEqualTo(request);

        Path bad = Files.writeString(dir.resolve("bad.yaml"), "text-size: 150\npanes: [knobs, chart]\n");
        MainRun refused = new MainRun("");
        assertThat(refused.exec("--setup", bad.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(refused.err().lines()).containsExactly("ringside: " + bad + ":2: panes: chart is not a pane"
                + " (allowed: a list of knobs, event-log, inspectors, lessons)");
        assertThat(refused.windowsOpened).isEmpty();

        MainRun both = new MainRun("");
        assertThat(both.exec("--setup", good.toString(), good.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(both.err()).startsWith("ringside: --setup: the setup names its scenario");
    }
}
