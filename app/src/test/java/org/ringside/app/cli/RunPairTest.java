package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import picocli.CommandLine;

/** {@code ringside run A --vs B} and {@code ringside run PAIR}: both runs, side by side. */
class RunPairTest {
    private static final String A = String.join("\n",
            "name: big ring",
            "duration: 20ms",
            "kernel: \"3.3\"",
            "nic: { ring_size: 1024, tso: false, gso: false }",
            "bql: { mode: \"off\" }",
            "flows:",
            "  - { kind: bulk_tcp, name: bulk, count: 4 }",
            "  - { kind: request_response, name: rr, priority: interactive }",
            "");
    private static final String COMPARE = "compare: { name: small ring, nic: { ring_size: 64 } }\n";

    @TempDir
    Path dir;

    private final CapturedConsole console = new CapturedConsole();

    private int run(String... args) {
        return new CommandLine(new RunCommand(console.console())).execute(args);
    }

    private Path file(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @Test
    void bothSummariesGoToStandardOutputAndTheScoreboardToStandardError() throws IOException {
        int status = run(file("pair.yaml", A + COMPARE).toString(), "--summary", "-");

        assertThat(status).as(console.err()).isEqualTo(ExitCodes.OK);
        JsonNode json = new ObjectMapper().readTree(console.out());
        assertThat(json.has("a") && json.has("b")).as(console.out()).isTrue();
        assertThat(console.err()).startsWith("A: big ring");
    }

    @Test
    void anOutputThatIsBsScenarioIsRefusedBeforeTheRuns() throws IOException {
        Path b = file("b.yaml", A);
        String before = Files.readString(b);

        int status = run(file("a.yaml", A).toString(), "--vs", b.toString(), "--summary", b.toString());

        assertThat(status).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).contains("--vs").contains("--summary");
        assertThat(Files.readString(b)).isEqualTo(before);
    }

    @Test
    void aPairFilePrintsBothRunsSideBySideWithBOverA() throws IOException {
        int status = run(file("pair.yaml", A + COMPARE).toString());

        assertThat(status).as(console.err()).isEqualTo(ExitCodes.OK);
        List<String> lines = console.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("A: big ring");
        assertThat(lines.get(1)).isEqualTo("B: small ring");
        assertThat(lines.get(2)).isEqualTo("  differs in: nic.ring_size 1024 → 64");
        assertThat(lines.get(3)).matches(" +A +B +B/A");
        assertThat(lines.subList(4, lines.size())).extracting(l -> l.strip().split("  +")[0])
                .containsExactly("rr p99 wait", "rr transactions", "throughput", "ring bytes (mean)",
                        "qdisc bytes (mean)", "CPU busy", "drops");
        assertThat(lines.get(6)).matches("  throughput +[0-9.]+ Mbit/s +[0-9.]+ Mbit/s +[0-9.]+×");
    }

    @Test
    void vsRunsTwoFilesAsOnePairFileDoesAndWritesBothSummaries() throws IOException {
        Path a = file("a.yaml", A);
        Path b = file("b.yaml", A.replace("big ring", "small ring").replace("1024", "64"));
        Path json = dir.resolve("both.json");

        assertThat(run(a.toString(), "--vs", b.toString(), "--summary", json.toString())).isEqualTo(ExitCodes.OK);
        String twoFiles = console.out();
        console.reset();
        assertThat(run(file("pair.yaml", A + COMPARE).toString())).isEqualTo(ExitCodes.OK);

        assertThat(console.out()).isEqualTo(twoFiles);
        JsonNode root = new ObjectMapper().readTree(json.toFile());
        assertThat(root.get("a").get("scenario").asText()).isEqualTo("big ring");
        assertThat(root.get("b").get("scenario").asText()).isEqualTo("small ring");
        assertThat(root.get("differences").get(0).get("key").asText()).isEqualTo("nic.ring_size");
    }

    @Test
    void vsWithAMissingFileIsOneLineAndExitTwo() throws IOException {
        Path json = dir.resolve("both.json");
        int status = run(file("a.yaml", A).toString(), "--vs", dir.resolve("nope.yaml").toString(),
                "--summary", json.toString());

        assertThat(status).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo(dir.resolve("nope.yaml") + ":1: file: no such file\n");
        assertThat(console.out()).isEmpty();
        assertThat(json).doesNotExist();
    }

    @Test
    void aBadKeyInsideCompareIsOneLineAndExitTwo() throws IOException {
        int status = run(file("pair.yaml", A + "compare:\n  nic: { ring_sise: 64 }\n").toString());

        assertThat(status).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith(dir.resolve("pair.yaml")
                + ":10: compare.nic.ring_sise: unknown key, did you mean ring_size?").hasLineCount(1);
    }

    @Test
    void vsBesideACompareBlockOrACsvIsRefused() throws IOException {
        Path pair = file("pair.yaml", A + COMPARE);

        assertThat(run(pair.toString(), "--vs", pair.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("run: --vs: " + pair + " has a compare: block, which is its B already\n");
        console.reset();
        assertThat(run(pair.toString(), "--csv", dir.resolve("x.csv").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("run: --csv: ").hasLineCount(1);
        assertThat(dir.resolve("x.csv")).doesNotExist();
    }

    @Test
    void aPairIsDrawnOnTheQueueChartOnly() throws IOException {
        Path png = dir.resolve("both.png");

        assertThat(run(file("pair.yaml", A + COMPARE).toString(), "--png", png.toString(), "--chart", "latency"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(console.err())
                .isEqualTo("run: --chart: latency draws one run; A and B share the queue chart (allowed: queue)\n");
        assertThat(png).doesNotExist();
    }

    @Test
    void theChartOfAPairIsOnePicture() throws IOException {
        Path png = dir.resolve("both.png");
        Path svg = dir.resolve("both.svg");

        assertThat(run(file("pair.yaml", A + COMPARE).toString(), "--png", png.toString(), "--svg", svg.toString(),
                "--size", "800x450")).as(console.err()).isEqualTo(ExitCodes.OK);

        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(800);
        assertThat(Files.readString(svg)).contains("A: big ring").contains("B: small ring")
                .contains("nic.ring_size 1024 → 64");
    }
}
