package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
import javax.imageio.ImageIO;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.ringside.model.export.SeriesCsv;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.RunResult;
import org.ringside.views.charts.ChartOptions;
import org.ringside.views.charts.Charts;
import picocli.CommandLine;
import picocli.CommandLine.Command;

class RunCommandTest {
    private static final String SCENARIO = String.join("\n",
            "name: two flows",
            "duration: 20ms",
            "seed: 7",
            "nic: { tso: false, gso: false }",
            "flows:",
            "  - { kind: bulk_tcp, name: bulk, count: 2 }",
            "  - { kind: request_response, name: rr, priority: interactive }",
            "");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        Console console = new Console(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CommandLine(new RunCommand(console)).execute(args);
    }

    private Path scenario(String text) throws IOException {
        Path file = dir.resolve("scenario.yaml");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void writesTheSeriesAndTheSummaryAndPrintsAShortReport() throws IOException {
        Path file = scenario(SCENARIO);
        Path csv = dir.resolve("series.csv");
        Path json = dir.resolve("summary.json");
        int status = run(file.toString(), "--csv", csv.toString(), "--summary", json.toString());

        assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(ExitCodes.OK);
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).startsWith("time_ns,qdisc_bytes[bytes],qdisc_packets[packets],ring_bytes[bytes]")
                .endsWith("latency_ns.bulk[ns],latency_ns.rr[ns]");
        assertThat(lines).hasSize(1 + 201); // samples at 0, 100 us, ..., 20 ms
        JsonNode summary = new ObjectMapper().readTree(json.toFile());
        assertThat(summary.get("duration_ns").asLong()).isEqualTo(20_000_000L);
        JsonNode totals = summary.get("totals");
        assertThat(totals.get("bytes_offered").asLong()).isEqualTo(totals.get("bytes_sent").asLong()
                + totals.get("bytes_dropped").asLong() + totals.get("bytes_in_system_at_end").asLong());
        assertThat(summary.get("flows").get(0).get("tps").isNull()).isTrue();
        assertThat(summary.get("flows").get(1).get("tps").asDouble()).isPositive();
        for (String key : List.of("throughput_bps", "link_utilization", "pps", "cpu_utilization", "doorbells", "drops",
                "ring_bytes", "qdisc_bytes", "bql_limit")) {
            assertThat(summary.has(key)).as(key).isTrue();
        }
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("two flows: 20 ms simulated").contains("rr (request_response)");
    }

    @Test
    void aFlowNamedAfterItsKindIsNamedOnceInTheReport() throws Exception {
        Scenario unnamed = Scenario.defaults().withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP)));
        String report = HeadlessRun.describe(HeadlessRun.run(unnamed, 1_000_000L).summary());
        assertThat(report).contains("\n  bulk_tcp: ").doesNotContain("bulk_tcp (bulk_tcp)");
    }

    @Test
    void theCsvHasEverySampleOfARunLongerThanTheSeriesKeeps() throws Exception {
        String text = SCENARIO.replace("duration: 20ms", "duration: 1s\nsample_interval: 10us");
        Path file = scenario(text);
        HeadlessRun.Output kept = HeadlessRun.run(ScenarioLoader.fromFile(file), 1_000_000_000L);
        assertThat(kept.result().series().stride()).as("the charts' series is coarsened").isGreaterThan(1);
        Path csv = dir.resolve("series.csv");

        assertThat(run(file.toString(), "--csv", csv.toString())).as(err.toString(StandardCharsets.UTF_8)).isZero();
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).startsWith("time_ns,qdisc_bytes[bytes]");
        assertThat(lines).hasSize(1 + 100_001); // samples at 0, 10 us, ..., 1 s
        long previous = -10_000;
        for (String line : lines.subList(1, lines.size())) {
            long t = Long.parseLong(line.substring(0, line.indexOf(',')));
            assertThat(t - previous).as("step before %d", t).isEqualTo(10_000);
            previous = t;
        }
        assertThat(previous).isEqualTo(1_000_000_000L);

        Path gz = dir.resolve("series.csv.gz");
        assertThat(run(file.toString(), "--csv", gz.toString())).isZero();
        try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
            assertThat(in.readAllBytes()).isEqualTo(Files.readAllBytes(csv));
        }
        assertThat(Files.size(gz)).isLessThan(Files.size(csv));
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactlyInAnyOrder(file, csv, gz);
        }
    }

    @Test
    void aShortRunsCsvIsByteForByteTheSeriesAsSeriesCsvWritesIt() throws Exception {
        Path shipped = Path.of("..", "assets", "scenarios", "default-1gbe.yaml");
        assertThat(shipped).exists();
        HeadlessRun.Output kept = HeadlessRun.run(ScenarioLoader.fromFile(shipped), 1_000_000_000L);
        assertThat(kept.result().series().stride()).isEqualTo(1);
        Path before = dir.resolve("from-series.csv");
        SeriesCsv.write(kept.result().series(), before);
        Path csv = dir.resolve("series.csv");

        assertThat(run(shipped.toString(), "--csv", csv.toString())).isZero();
        assertThat(Files.readAllBytes(csv)).isEqualTo(Files.readAllBytes(before));
        assertThat(Files.readAllLines(csv)).hasSize(1 + 10_001);
    }

    @Test
    void aBadOptionAfterCsvLeavesNoFileBehind() throws IOException {
        Path file = scenario(SCENARIO);
        Path csv = dir.resolve("series.csv.gz");
        assertThat(run(file.toString(), "--csv", csv.toString(), "--y-max", "lots")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("run: --y-max: ");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void theDurationOptionOverridesTheScenarios() throws IOException {
        Path json = dir.resolve("s.json");
        assertThat(run(scenario(SCENARIO).toString(), "--duration", "5ms", "--summary", json.toString())).isZero();
        assertThat(new ObjectMapper().readTree(json.toFile()).get("duration_ns").asLong()).isEqualTo(5_000_000L);
    }

    @Test
    void aBadScenarioIsOneLineNamingFileLineAndKeyAndWritesNothing() throws IOException {
        Path file = scenario(SCENARIO.replace("nic: { tso: false, gso: false }", "nic: { ring_size: 4 }"));
        Path csv = dir.resolve("series.csv");
        assertThat(run(file.toString(), "--csv", csv.toString())).isEqualTo(ExitCodes.USAGE);
        String message = err.toString(StandardCharsets.UTF_8);
        assertThat(message).startsWith(file + ":4: nic.ring_size: ").doesNotContain("Exception").endsWith("\n");
        assertThat(message.strip().lines()).hasSize(1);
        assertThat(csv).doesNotExist();
        assertThat(out.size()).isZero();
    }

    @Test
    void aMissingScenarioFileIsReported() {
        assertThat(run(dir.resolve("nope.yaml").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("nope.yaml:1: file: no such file");
    }

    @Test
    void aBadDurationOrOutputFolderStopsBeforeTheRun() throws IOException {
        Path file = scenario(SCENARIO);
        assertThat(run(file.toString(), "--duration", "2 parsecs")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("run: --duration: ");
        err.reset();
        assertThat(run(file.toString(), "--summary", dir.resolve("missing/summary.json").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("run: --summary: cannot write ").contains("does not exist");
        assertThat(out.size()).isZero();
    }

    @Test
    void aPictureFileNamedForAnotherFormatIsRefusedBeforeTheRun() throws IOException {
        Path file = scenario(SCENARIO);
        assertThat(run(file.toString(), "--png", dir.resolve("chart.jpg").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).startsWith("run: --png: ")
                .endsWith("chart.jpg does not end in .png (the file is written as PNG)");
        err.reset();
        assertThat(run(file.toString(), "--svg", dir.resolve("chart.png").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(out.size()).isZero();
        assertThat(dir.resolve("chart.jpg")).doesNotExist();
        assertThat(run(file.toString(), "--png", dir.resolve("CHART.PNG").toString())).as("any case").isZero();
    }

    @Test
    void drawsTheChartAskedFor() throws IOException {
        Path pngFile = dir.resolve("queue.png");
        Path svgFile = dir.resolve("latency.svg");
        assertThat(run(scenario(SCENARIO).toString(), "--png", pngFile.toString(), "--size", "640x360")).isZero();
        byte[] png = Files.readAllBytes(pngFile);
        assertThat(png).startsWith(0x89, 'P', 'N', 'G');
        assertThat(run(scenario(SCENARIO).toString(), "--svg", svgFile.toString(), "--chart", "latency")).isZero();
        assertThat(Files.readString(svgFile)).contains("<svg");
    }

    @Test
    void anUnknownChartIsRejectedBeforeTheRun() throws IOException {
        Path pngFile = dir.resolve("c.png");
        assertThat(run(scenario(SCENARIO).toString(), "--png", pngFile.toString(), "--chart", "pie")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("run: --chart: unknown chart 'pie'");
        assertThat(pngFile).doesNotExist();
    }

    /** The command with these arguments parsed, not run. */
    private static RunCommand parsed(String... args) {
        RunCommand command = new RunCommand(null);
        new CommandLine(command).parseArgs(args);
        return command;
    }

    @Test
    void chartOptionsDefaultToTheWholeRunFittedFromZero() {
        ChartOptions options = parsed("s.yaml").chartOptions(20_000_000L);
        assertThat(options).isEqualTo(ChartOptions.defaults());
        assertThat(options.includeZero()).isTrue();
    }

    @Test
    void yMaxIsReadInTheUnitOfTheChart() {
        assertThat(parsed("s.yaml", "--y-max", "200KB").chartOptions(1).yMax()).hasValue(200_000);
        assertThat(parsed("s.yaml", "--y-max", "1.5MB").chartOptions(1).yMax()).hasValue(1_500_000);
        assertThat(parsed("s.yaml", "--y-max", "150000").chartOptions(1).yMax()).hasValue(150_000);
        assertThat(parsed("s.yaml", "--chart", "latency", "--y-max", "2ms").chartOptions(1).yMax()).hasValue(2_000_000);
        assertThat(parsed("s.yaml", "--chart", "latency-cdf", "--y-max", "500us").chartOptions(1).yMax()).hasValue(500_000);
        assertThat(parsed("s.yaml", "--chart", "throughput", "--y-max", "1Gbit").chartOptions(1).yMax()).hasValue(1e9);
        assertThat(parsed("s.yaml", "--chart", "throughput", "--y-max", "800Mbit/s").chartOptions(1).yMax()).hasValue(8e8);
    }

    @Test
    void includeZeroCanBeTurnedOffAndOnAgain() {
        assertThat(parsed("s.yaml", "--no-include-zero").chartOptions(1).includeZero()).isFalse();
        assertThat(parsed("s.yaml", "--include-zero").chartOptions(1).includeZero()).isTrue();
    }

    @Test
    void fromAndToSetTheTimeWindow() {
        ChartOptions both = parsed("s.yaml", "--from", "5ms", "--to", "15ms").chartOptions(20_000_000L);
        assertThat(both.fromNs()).hasValue(5_000_000L);
        assertThat(both.toNs()).hasValue(15_000_000L);
        ChartOptions fromOnly = parsed("s.yaml", "--from", "5ms").chartOptions(20_000_000L);
        assertThat(fromOnly.toNs()).hasValue(20_000_000L);
        // Past the end of this run, to line up with a longer one.
        assertThat(parsed("s.yaml", "--to", "1s").chartOptions(20_000_000L).toNs()).hasValue(1_000_000_000L);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--y-max 2ms                 | run: --y-max: '2ms' is not a byte count; the queue chart takes bytes, plain or with KB, MB or GB",
        "--y-max 0KB                 | run: --y-max: '0KB' must be above zero; the queue chart takes bytes",
        "--y-max -5                  | run: --y-max: '-5' is not a byte count;",
        "--chart latency --y-max 2KB | run: --y-max: '2KB' is not a duration; the latency chart takes a duration in ns, us, ms or s",
        "--chart throughput --y-max 1GB | run: --y-max: '1GB' is not a rate; the throughput chart takes a rate in bit, Kbit, Mbit or Gbit",
        "--from 20ms                 | run: --from: 20ms is not before the end of the run (20ms)",
        "--from 10ms --to 5ms        | run: --from/--to: the window must end after it starts, was 10ms to 5ms",
        "--to soon                   | run: --to: expected a duration in ns, us, ms or s, got soon (allowed: a time in",
        "--from -1ms                 | run: --from: -1ms is out of range (allowed: 0 to the end of the run)",
        "--size 16x9                 | run: --size: size 16x9 is out of range",
    })
    void aBadChartOptionIsOneLineNamingItAndStopsBeforeTheRun(String options, String message) throws IOException {
        Path pngFile = dir.resolve("c.png");
        List<String> args = new java.util.ArrayList<>(List.of(scenario(SCENARIO).toString(), "--png", pngFile.toString()));
        args.addAll(Arrays.asList(options.strip().split("\\s+")));

        assertThat(run(args.toArray(String[]::new))).isEqualTo(ExitCodes.USAGE);
        String text = err.toString(StandardCharsets.UTF_8);
        assertThat(text).startsWith(message.strip()).doesNotContain("Exception").endsWith("\n");
        assertThat(text.strip().lines()).hasSize(1);
        assertThat(pngFile).doesNotExist();
        assertThat(out.size()).isZero();
    }

    @Test
    void theExportedQueueChartHonoursYMaxAndTheWindow() throws Exception {
        Path file = scenario(SCENARIO);
        String[] args = {file.toString(), "--png", dir.resolve("q.png").toString(), "--size", "1280x720",
            "--y-max", "200KB", "--from", "5ms", "--to", "15ms"};
        assertThat(run(args)).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(ImageIO.read(dir.resolve("q.png").toFile()).getWidth()).isEqualTo(1280);

        // The same options, drawn from the same run: the main (ring) panel is fixed at 0..200 KB.
        ChartOptions options = parsed(args).chartOptions(20_000_000L);
        RunResult result = HeadlessRun.run(ScenarioLoader.fromFile(file), 20_000_000L).result();
        CombinedDomainXYPlot plot = (CombinedDomainXYPlot) Charts.create(result, options).getXYPlot();
        XYPlot ring = plot.getSubplots().get(1);
        assertThat(ring.getRangeAxis().getLabel()).isEqualTo("ring (KB)");
        assertThat(ring.getRangeAxis().getLowerBound()).isZero();
        assertThat(ring.getRangeAxis().getUpperBound()).isEqualTo(200.0);
        assertThat(plot.getDomainAxis().getLabel()).isEqualTo("time (ms)");
        assertThat(plot.getDomainAxis().getLowerBound()).isEqualTo(5.0);
        assertThat(plot.getDomainAxis().getUpperBound()).isEqualTo(15.0);
    }

    @Test
    void theExportedLatencyChartHonoursYMaxInTime() throws Exception {
        Path file = scenario(SCENARIO);
        String[] args = {file.toString(), "--svg", dir.resolve("l.svg").toString(), "--chart", "latency",
            "--y-max", "3ms"};
        assertThat(run(args)).isZero();
        assertThat(Files.readString(dir.resolve("l.svg"))).contains("latency to the wire (ms)");
        ChartOptions options = parsed(args).chartOptions(20_000_000L);
        RunResult result = HeadlessRun.run(ScenarioLoader.fromFile(file), 20_000_000L).result();
        XYPlot plot = Charts.create(result, options).getXYPlot();
        assertThat(plot.getRangeAxis().getUpperBound()).isEqualTo(3.0);
    }

    @Test
    void aClosedStandardOutputStopsTheRunAtOnce() throws IOException {
        Path file = scenario(SCENARIO.replace("duration: 20ms", "duration: 60s"));
        Console console = new Console(new ByteArrayInputStream(new byte[0]), ClosingPipe.after(200),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        int status = new CommandLine(new RunCommand(console)).execute(file.toString(), "--csv", "-");
        assertThat(status).isEqualTo(ExitCodes.FAILURE);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("run: --csv: standard output is closed: the run"
                + " stopped there" + System.lineSeparator());
    }

    @Test
    void aShippedScenarioRunsByItsName() {
        assertThat(Files.exists(Path.of("default-1gbe"))).isFalse();
        assertThat(run("default-1gbe", "--duration", "2ms")).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("2 ms simulated");
        out.reset();
        assertThat(run("default-1gbe.yaml", "--duration", "2ms")).isZero();
        assertThat(run("no-such-scenario", "--duration", "2ms")).isEqualTo(ExitCodes.USAGE);
    }
}
