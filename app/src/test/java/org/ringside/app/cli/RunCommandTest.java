package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.Console;
import org.ringside.app.Main;
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

        assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(Main.EXIT_OK);
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
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("two flows: 20.000 ms simulated").contains("rr (request_response)");
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
        assertThat(run(file.toString(), "--csv", csv.toString())).isEqualTo(Main.EXIT_USAGE);
        String message = err.toString(StandardCharsets.UTF_8);
        assertThat(message).startsWith(file + ":4: nic.ring_size: ").doesNotContain("Exception").endsWith("\n");
        assertThat(message.strip().lines()).hasSize(1);
        assertThat(csv).doesNotExist();
        assertThat(out.size()).isZero();
    }

    @Test
    void aMissingScenarioFileIsReported() {
        assertThat(run(dir.resolve("nope.yaml").toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("nope.yaml:1: file: no such file");
    }

    @Test
    void aBadDurationOrOutputFolderStopsBeforeTheRun() throws IOException {
        Path file = scenario(SCENARIO);
        assertThat(run(file.toString(), "--duration", "2 parsecs")).isEqualTo(Main.EXIT_USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("run: --duration: ");
        err.reset();
        assertThat(run(file.toString(), "--summary", dir.resolve("missing/summary.json").toString())).isEqualTo(Main.EXIT_USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("run: --summary: folder ").contains("does not exist");
        assertThat(out.size()).isZero();
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
        assertThat(run(scenario(SCENARIO).toString(), "--png", pngFile.toString(), "--chart", "pie")).isEqualTo(Main.EXIT_USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("run: --chart/--size: unknown chart 'pie'");
        assertThat(pngFile).doesNotExist();
    }

    @Test
    void ringsideKnowsTheRunAndBenchCommands() {
        List<Class<?>> commands = Arrays.asList(Main.class.getAnnotation(Command.class).subcommands());
        assertThat(commands).contains(RunCommand.class, BenchCommand.class);
    }
}
