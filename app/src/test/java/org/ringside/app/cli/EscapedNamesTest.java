package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.ExitCodes;
import picocli.CommandLine;

/**
 * A scenario and a flow named to colour the terminal ({@code ESC [31m}) and reverse the line
 * (U+202E): every report, chart and summary shows the escapes, never the characters; the JSON
 * keeps the real name, in JSON's own escapes.
 */
class EscapedNamesTest {
    private static final String RAW = "evil\u001b[31m\u202Ename";
    private static final String SHOWN = "evil\\e[31m\\u202Ename";
    private static final String SCENARIO = String.join("\n",
            "name: \"evil\\e[31m\\u202Ename\"",
            "duration: 20ms",
            "flows:",
            "  - { kind: bulk_tcp }",
            "  - { kind: request_response, name: \"evil\\e[31m\\u202Ename\" }",
            "");

    @TempDir
    Path dir;

    private final CapturedConsole console = new CapturedConsole();

    private Path scenario(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    private int run(Callable<Integer> command, String... args) {
        return new CommandLine(command).execute(args);
    }

    /** Neither stream holds a character a terminal would act on, and the name shows escaped. */
    private void assertShownEscaped(String text) {
        assertThat(text).contains(SHOWN).doesNotContain("\u001b").doesNotContain("\u202E");
    }

    @Test
    void runsReportShowsTheScenarioAndTheFlowEscaped() throws IOException {
        int status = run(new RunCommand(console.console()), scenario("evil.yaml", SCENARIO).toString());

        assertThat(status).as(console.err()).isEqualTo(ExitCodes.OK);
        assertShownEscaped(console.out());
        assertThat(console.out()).startsWith(SHOWN + ": 20 ms simulated").contains("  " + SHOWN + " (request_response): ");
        assertThat(console.err()).isEmpty();
    }

    @Test
    void theJsonSummaryKeepsTheRealNameInJsonsEscapes() throws IOException {
        int status = run(new RunCommand(console.console()), scenario("evil.yaml", SCENARIO).toString(), "--summary", "-");

        assertThat(status).as(console.err()).isEqualTo(ExitCodes.OK);
        assertShownEscaped(console.err()); // the report, out of the summary's way
        assertThat(console.out()).doesNotContain("\u001b").doesNotContain("\u202E").contains("evil\\u001B[31m\\u202Ename");
        JsonNode json = new ObjectMapper().readTree(console.out());
        assertThat(json.get("scenario").asText()).isEqualTo(RAW);
        assertThat(json.get("flows").get(1).get("name").asText()).isEqualTo(RAW);
    }

    @Test
    void runVersusShowsBothNamesAndTheFlowsFiguresEscaped() throws IOException {
        Path a = scenario("a.yaml", SCENARIO);
        Path b = scenario("b.yaml", SCENARIO.replace("duration: 20ms", "duration: 20ms\nnic: { ring_size: 64 }"));

        int status = run(new RunCommand(console.console()), a.toString(), "--vs", b.toString());

        assertThat(status).as(console.err()).isEqualTo(ExitCodes.OK);
        assertShownEscaped(console.out());
        assertThat(console.out().lines()).startsWith("A: " + SHOWN, "B: " + SHOWN)
                .anyMatch(l -> l.strip().startsWith(SHOWN + " p99 wait"));
    }

    @Test
    void theChartsSvgShowsTheTitleTheSubtitleAndTheLegendEscaped() throws IOException {
        Path evil = scenario("evil.yaml", SCENARIO);
        for (String kind : new String[] {"queue", "latency", "latency-cdf"}) {
            Path svg = dir.resolve(kind + ".svg");
            int status = run(new RunCommand(console.console()), evil.toString(), "--chart", kind, "--svg", svg.toString());

            assertThat(status).as(console.err()).isEqualTo(ExitCodes.OK);
            String text = Files.readString(svg);
            assertShownEscaped(text);
            assertThat(text).as(kind).contains(SHOWN + " — "); // the title
        }
        assertThat(Files.readString(dir.resolve("queue.svg"))).contains("flows: bulk_tcp, " + SHOWN);
        assertThat(Files.readString(dir.resolve("latency.svg"))).contains(">" + SHOWN + "</text>"); // the legend
        assertThat(Files.readString(dir.resolve("latency-cdf.svg"))).contains(SHOWN + "  (p99 ");
    }

    @Test
    void commandsShowTheNamesEscapedInTheirComments() throws IOException {
        int status = run(new CommandsCommand(console.console()), scenario("evil.yaml", SCENARIO).toString());

        assertThat(status).as(console.err()).isEqualTo(ExitCodes.OK);
        assertShownEscaped(console.out());
        assertThat(console.out().lines()).contains("# " + SHOWN + ": the settings of Ringside's scenario on a Linux"
                + " host (as root, in this order)").anyMatch(l -> l.startsWith("# flow " + SHOWN + ": request_response"));
    }

    @Test
    void sweepsHeaderShowsTheFlowsFigureEscaped() throws IOException {
        int status = run(new SweepCommand(console.console()), scenario("evil.yaml", SCENARIO).toString(),
                "--vary", "nic.ring_size=64,128", "--duration", "5ms");

        assertThat(status).as(console.err()).isEqualTo(ExitCodes.OK);
        assertShownEscaped(console.out());
        assertThat(console.out().lines().findFirst().orElseThrow()).endsWith("flows." + SHOWN + ".latency_ns.p99");
        assertThat(console.err()).doesNotContain("\u001b").doesNotContain("\u202E");
    }
}
