package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.SummaryFigures;
import picocli.CommandLine;
import picocli.CommandLine.Command;

class SweepCommandTest {
    private static final String SCENARIO = String.join("\n",
            "name: two flows",
            "duration: 20ms",
            "seed: 7",
            "nic: { tso: false, gso: false }",
            "flows:",
            "  - { kind: bulk_tcp, name: bulk, count: 4 }",
            "  - { kind: request_response, name: rr, priority: interactive }",
            "");

    @TempDir
    Path dir;

    private final CapturedConsole console = new CapturedConsole();

    private int run(String... args) {
        return new CommandLine(new SweepCommand(console.console())).execute(args);
    }

    private Path scenario() throws IOException {
        Path file = dir.resolve("scenario.yaml");
        Files.writeString(file, SCENARIO);
        return file;
    }

    private String errText() {
        return console.err();
    }

    @Test
    void writesOneRowPerRunAChartAndPrintsTheMetric() throws Exception {
        Path csv = dir.resolve("sweep.csv");
        Path png = dir.resolve("sweep.png");
        Path svg = dir.resolve("sweep.svg");
        int status = run(scenario().toString(), "--vary", "nic.ring_size=64..256*2", "--vary", "bql.mode=auto,off",
                "--csv", csv.toString(), "--png", png.toString(), "--svg", svg.toString(), "--size", "800x450");

        assertThat(status).as(errText()).isEqualTo(ExitCodes.OK);
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(1 + 6);
        assertThat(lines.get(0)).startsWith("nic.ring_size,bql.mode,seed,duration_ns,").contains(",flows.rr.latency_ns.p99,");
        assertThat(lines.subList(1, 7)).extracting(l -> l.substring(0, l.indexOf(',', l.indexOf(',') + 1)))
                .containsExactly("64,auto", "64,off", "128,auto", "128,off", "256,auto", "256,off");
        assertThat(ImageIO.read(png.toFile()).getWidth()).isEqualTo(800);
        assertThat(Files.readString(svg)).contains("<svg", "flows.rr.latency_ns.p99 against nic.ring_size");
        // The default metric is the request/response flow's p99 latency.
        List<String> report = console.out().lines().toList();
        assertThat(report).hasSize(1 + 6);
        assertThat(report.get(0)).isEqualTo("nic.ring_size  bql.mode  flows.rr.latency_ns.p99");
        assertThat(report.get(1)).startsWith("64             auto      ").endsWith("µs");
        assertThat(errText()).as("no bar off a terminal").isEmpty();
    }

    @Test
    void eachRowIsWhatRunGivesForThatCombinationWithTheDurationOption() throws Exception {
        Path csv = dir.resolve("sweep.csv");
        Path file = scenario();
        assertThat(run(file.toString(), "--vary", "nic.ring_size=128", "--duration", "5ms", "--metric", "pps",
                "--csv", csv.toString())).as(errText()).isZero();
        var alone = SummaryFigures.of(HeadlessRun.run(ScenarioLoader.fromFile(file).withNic(
                ScenarioLoader.fromFile(file).nic().withRingSize(128)), 5_000_000L).summary());
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).isEqualTo("nic.ring_size," + String.join(",", alone.keySet()));
        assertThat(lines.get(1)).startsWith("128,7,5000000,");
        int pps = List.copyOf(alone.keySet()).indexOf("pps");
        assertThat(Double.parseDouble(lines.get(1).split(",")[1 + pps])).isEqualTo(alone.get("pps"));
    }

    @Test
    void theOutputIsByteForByteTheSameWhateverTheNumberOfJobs() throws Exception {
        Path file = scenario();
        Path one = dir.resolve("one.csv");
        Path two = dir.resolve("two.csv");
        String[] vary = {"--vary", "nic.ring_size=64,128,256", "--vary", "bql.mode=auto,off", "--vary", "seed=1,2"};
        List<String> args = new ArrayList<>(List.of(file.toString(), "--csv", one.toString(), "--jobs", "1"));
        args.addAll(Arrays.asList(vary));
        assertThat(run(args.toArray(String[]::new))).as(errText()).isZero();
        String printedByOne = console.out();
        console.reset();
        args = new ArrayList<>(List.of(file.toString(), "--csv", two.toString(), "--jobs", "2"));
        args.addAll(Arrays.asList(vary));
        assertThat(run(args.toArray(String[]::new))).as(errText()).isZero();

        assertThat(Files.readAllLines(one)).hasSize(1 + 12);
        assertThat(Files.readAllBytes(two)).isEqualTo(Files.readAllBytes(one));
        assertThat(console.out()).isEqualTo(printedByOne);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--vary nic.ring=64                    | sweep: --vary: there is no key nic.ring to vary (did you mean nic.ring_size? allowed:",
        "--vary nic.ring_size=4,64             | sweep: --vary: nic.ring_size: 4 is out of range (allowed: 8 to 16384)",
        "--vary nic.ring_size=                 | sweep: --vary: nic.ring_size: the list of values is empty (allowed: 8 to 16384, separated by commas)",
        "--vary nic.ring_size=64..1024         | sweep: --vary: nic.ring_size: '64..1024' is not a range (allowed: A..B*F or A..B+S",
        "--vary nic.ring_size=64..1024*x       | sweep: --vary: nic.ring_size: '64..1024*x' multiplies by x",
        "--vary bql.mode=auto,sometimes        | sweep: --vary: bql.mode: unknown word sometimes (allowed: auto, fixed, off, unlimited)",
        "--vary nic.mtu=1500,9000 --vary nic.ring_size=8,64 | sweep: --vary: nic.mtu=9000, nic.ring_size=8: nic.ring_size: 8 is below twice the stop level 5",
        "--vary nic.ring_size=64 --vary nic.ring_size=128 | sweep: --vary: nic.ring_size is varied twice",
        "--vary seed=1..20+1 --max-runs 10     | sweep: --vary: seed: more than 10 values (allowed: at most 10 runs in all)",
        "--vary seed=1..5+1 --vary bql.mode=auto,off --max-runs 8 | sweep: 5 × 2 = 10 runs are more than --max-runs 8 (allowed: at most 8, or a higher --max-runs",
        "--vary seed=1,2 --metric flows.rr.latency_ns.p98 | sweep: --metric: the summary has no figure flows.rr.latency_ns.p98 (did you mean flows.rr.latency_ns.p99? allowed:",
        "--vary seed=1,2 --metric speed        | sweep: --metric: the summary has no figure speed (did you mean seed? allowed: a number of the summary JSON",
        "--vary seed=1,2 --metric velocity     | sweep: --metric: the summary has no figure velocity (allowed: a number of the summary JSON",
        "--vary seed=1,2 --jobs 0              | sweep: --jobs: 0 is out of range (allowed: 1 to 1024)",
        "--vary seed=1,2 --max-runs 0          | sweep: --max-runs: 0 is out of range (allowed: 1 to 1000000)",
        "--vary seed=1,2 --duration 2parsecs   | sweep: --duration: ",
        "--vary duration=1ms,2ms --duration 1ms | sweep: --vary: duration is also set by --duration (allowed: one of them)",
        "--vary seed=1,2 --size 16x9           | sweep: --size: size 16x9 is out of range",
        "--vary seed=1,2 --shard 3             | sweep: --shard: '3' is not K/N (allowed: the part and how many parts, e.g. 3/8)",
        "--vary seed=1,2 --shard 3/2           | sweep: --shard: 3/2 is not a part (allowed: K/N with 1 <= K <= N, e.g. 3/8)",
        "--vary seed=1,2 --shard 0/2           | sweep: --shard: 0/2 is not a part (allowed: K/N with 1 <= K <= N",
        "--vary seed=1,2 --shard 1/3           | sweep: --shard: 3 parts of 2 runs would leave a part empty (allowed: at most 2 parts)",
    })
    void badInputIsOneLineExitTwoAndNothingWritten(String options, String message) throws IOException {
        Path file = scenario();
        List<String> args = new ArrayList<>(List.of(file.toString(), "--csv", dir.resolve("s.csv").toString(),
                "--png", dir.resolve("s.png").toString(), "--svg", dir.resolve("s.svg").toString()));
        args.addAll(Arrays.asList(options.strip().split("\\s+")));

        assertThat(run(args.toArray(String[]::new))).isEqualTo(ExitCodes.USAGE);
        assertThat(errText()).startsWith(message.strip()).doesNotContain("Exception").endsWith("\n");
        assertThat(errText().strip().lines()).hasSize(1);
        assertThat(console.out()).isEmpty();
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void aBadScenarioOrOutputFolderIsReportedAsRunReportsIt() throws IOException {
        assertThat(run(dir.resolve("nope.yaml").toString(), "--vary", "seed=1")).isEqualTo(ExitCodes.USAGE);
        assertThat(errText()).contains("nope.yaml:1: file: no such file");
        console.reset();
        assertThat(run(scenario().toString(), "--vary", "seed=1", "--csv", dir.resolve("missing/s.csv").toString()))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(errText()).startsWith("sweep: --csv: cannot write ").contains("does not exist");
    }

    @Test
    void withoutARequestResponseFlowTheDefaultMetricIsTheThroughput() throws Exception {
        assertThat(SweepCommand.defaultMetric(ScenarioLoader.fromFile(scenario()))).isEqualTo("flows.rr.latency_ns.p99");
        assertThat(SweepCommand.defaultMetric(org.ringside.model.scenario.Scenario.defaults())).isEqualTo("throughput_bps");
    }
    @Test
    void ctrlCAtRunTenOfThirtyPrintsTheRowsDoneAndExits130WithoutACsv() throws Exception {
        Path csv = dir.resolve("sweep.csv");
        AtomicReference<Runnable> ctrlC = new AtomicReference<>();
        ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
        List<String> seenAtCtrlC = new ArrayList<>();
        // Ctrl+C as the tenth row reaches the pipe: the rows must already be there, one by one.
        PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8) {
            private int lines;

            @Override
            public void println(String x) {
                super.println(x);
                if (++lines == 1 + 10) {
                    seenAtCtrlC.addAll(outBytes.toString(StandardCharsets.UTF_8).lines().toList());
                    ctrlC.get().run();
                }
            }
        };
        Console streams = new Console(new ByteArrayInputStream(new byte[0]), out, console.console().err());
        AtomicBoolean withdrawn = new AtomicBoolean();
        SweepCommand command = new SweepCommand(streams, System::nanoTime, action -> {
            ctrlC.set(action);
            return () -> withdrawn.set(true);
        });

        int status = new CommandLine(command).execute(scenario().toString(), "--vary", "seed=1..30+1",
                "--duration", "2ms", "--jobs", "1", "--metric", "pps", "--csv", csv.toString());

        assertThat(status).as(errText()).isEqualTo(ExitCodes.INTERRUPTED);
        assertThat(seenAtCtrlC).hasSize(1 + 10);
        List<String> printed = outBytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(printed).isEqualTo(seenAtCtrlC);
        assertThat(printed.get(0)).isEqualTo("seed  pps");
        assertThat(printed.subList(1, 11)).extracting(l -> l.split("\\s+")[0])
                .containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9", "10");
        assertThat(errText()).isEqualTo("sweep: interrupted after 10 of 30 runs" + System.lineSeparator());
        assertThat(csv).doesNotExist();
        assertThat(withdrawn).isTrue();
        assertThat(Thread.currentThread().isInterrupted()).isFalse();
    }

    @Test
    void offATerminalAProgressLineComesEveryTenSecondsOfTheClockUnlessNever() throws Exception {
        AtomicLong now = new AtomicLong();
        // Each reading of the clock is four seconds later: a line every third run or so.
        LongSupplier clock = () -> now.addAndGet(4_000_000_000L);
        String[] args = {scenario().toString(), "--vary", "seed=1..6+1", "--duration", "1ms", "--jobs", "1"};
        assertThat(new CommandLine(new SweepCommand(console.console(), clock, action -> () -> { })).execute(args))
                .as(errText()).isZero();
        List<String> lines = errText().lines().toList();
        assertThat(lines).isNotEmpty().allMatch(l -> l.startsWith("sweep: ") && l.contains("/6 runs, "));
        assertThat(lines.get(0)).contains(" 12.0 s elapsed");
        assertThat(console.out().lines()).hasSize(1 + 6);

        console.reset();
        List<String> quiet = new ArrayList<>(List.of(args));
        quiet.addAll(List.of("--progress", "never"));
        assertThat(new CommandLine(new SweepCommand(console.console(), clock, action -> () -> { }))
                .execute(quiet.toArray(String[]::new))).isZero();
        assertThat(errText()).isEmpty();
    }

    @Test
    void aClosedStandardOutputStopsTheSweep() throws Exception {
        Console streams = new Console(new ByteArrayInputStream(new byte[0]), ClosingPipe.after(30),
                console.console().err());
        int status = new CommandLine(new SweepCommand(streams)).execute(scenario().toString(), "--vary",
                "seed=1..200+1", "--duration", "2ms", "--jobs", "1", "--metric", "pps");
        assertThat(status).isEqualTo(ExitCodes.FAILURE);
        assertThat(errText()).matches("sweep: standard output is closed: stopped after \\d+ of 200 runs\\R");
        int done = Integer.parseInt(errText().replaceAll("\\D*(\\d+) of.*\\R", "$1"));
        assertThat(done).isLessThan(10);
    }
}
