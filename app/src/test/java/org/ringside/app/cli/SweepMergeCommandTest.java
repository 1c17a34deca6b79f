package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.ExitCodes;
import picocli.CommandLine;

/** A sweep run in parts ({@code sweep --shard K/N}) and joined ({@code sweep-merge}) is the sweep run whole. */
class SweepMergeCommandTest {
    private static final String SCENARIO = String.join("\n",
            "name: shards",
            "duration: 5ms",
            "seed: 7",
            "flows:",
            "  - { kind: bulk_tcp, name: bulk, count: 2 }",
            "  - { kind: request_response, name: rr, priority: interactive }",
            "");
    private static final String[] VARY = {"--vary", "nic.ring_size=64,128,256", "--vary", "bql.mode=auto,off",
        "--vary", "seed=1,2"};

    @TempDir
    Path dir;

    private final CapturedConsole console = new CapturedConsole();

    private int sweep(Path csv, String... more) throws IOException {
        Path file = dir.resolve("scenario.yaml");
        Files.writeString(file, SCENARIO);
        List<String> args = new ArrayList<>(List.of(file.toString(), "--csv", csv.toString(), "--jobs", "2"));
        args.addAll(List.of(VARY));
        args.addAll(List.of(more));
        return new CommandLine(new SweepCommand(console.console())).execute(args.toArray(String[]::new));
    }

    private int merge(String... args) {
        return new CommandLine(new SweepMergeCommand(console.console())).execute(args);
    }

    /** The sweep whole, and in five parts of 12 runs (2 or 3 runs each). */
    private List<Path> parts(int n) throws IOException {
        List<Path> parts = new ArrayList<>();
        for (int k = 1; k <= n; k++) {
            Path part = dir.resolve("part-" + k + ".csv");
            assertThat(sweep(part, "--shard", k + "/" + n)).as(console.err()).isZero();
            parts.add(part);
        }
        return parts;
    }

    @Test
    void partsJoinedInAnyOrderAreByteForByteTheWholeSweep() throws IOException {
        Path whole = dir.resolve("whole.csv");
        assertThat(sweep(whole)).as(console.err()).isZero();
        List<Path> parts = parts(5);
        assertThat(Files.readAllLines(parts.get(0))).hasSize(1 + 2).first().asString().startsWith("run,runs,nic.ring_size,");
        assertThat(Files.readAllLines(parts.get(4)).get(1)).startsWith("10,12,256,auto,2,");
        assertThat(parts.stream().mapToLong(p -> lines(p) - 1).sum()).isEqualTo(12);

        Path joined = dir.resolve("joined.csv");
        console.reset();
        List<String> args = new ArrayList<>(parts.stream().map(Path::toString).toList());
        Collections.reverse(args);
        args.addAll(List.of("--csv", joined.toString()));
        assertThat(merge(args.toArray(String[]::new))).as(console.err()).isZero();

        assertThat(Files.readAllBytes(joined)).isEqualTo(Files.readAllBytes(whole));
        assertThat(console.err()).isEqualTo("sweep-merge: 12 runs from 5 parts written to " + joined + "\n");
    }

    @Test
    void aMissingOrDoubledPartWritesNothingAndSaysWhichRuns() throws IOException {
        List<Path> parts = parts(3);
        Path joined = dir.resolve("joined.csv");

        console.reset();
        assertThat(merge(parts.get(0).toString(), parts.get(2).toString(), "--csv", joined.toString()))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("sweep-merge: runs 5 to 8 are missing: no part holds them ("
                + parts.get(2) + " starts again at run 9 on line 2;");
        assertThat(joined).doesNotExist();

        console.reset();
        assertThat(merge(parts.get(0).toString(), parts.get(1).toString(), "--csv", joined.toString()))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("sweep-merge: runs 9 to 12 are missing: no part holds them");

        console.reset();
        assertThat(merge(parts.get(0).toString(), parts.get(1).toString(), parts.get(1).toString(),
                parts.get(2).toString(), "--csv", joined.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("sweep-merge: " + parts.get(1) + " line 2: run 5 is in another part too");
        assertThat(joined).doesNotExist();
        assertThat(console.err().strip().lines()).hasSize(1);
    }

    @Test
    void aFileThatIsNoPartOrACutPartIsNamedWithItsLine() throws IOException {
        List<Path> parts = parts(2);
        Path whole = dir.resolve("whole.csv");
        assertThat(sweep(whole)).isZero();
        Path joined = dir.resolve("joined.csv");

        console.reset();
        assertThat(merge(whole.toString(), "--csv", joined.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("sweep-merge: " + whole + " line 1: not a part of a sweep (allowed: a CSV"
                + " written by sweep --shard K/N --csv, whose first columns are run,runs)");

        List<String> lines = Files.readAllLines(parts.get(1));
        String last = lines.get(lines.size() - 1);
        Files.writeString(parts.get(1), String.join("\n", lines.subList(0, lines.size() - 1)) + "\n"
                + last.substring(0, last.indexOf(',', last.indexOf(',') + 1) + 5) + "\n");
        console.reset();
        assertThat(merge(parts.get(0).toString(), parts.get(1).toString(), "--csv", joined.toString()))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).startsWith("sweep-merge: " + parts.get(1) + " line " + lines.size() + ": ")
                .contains("cells, expected").doesNotContain("Exception");
        assertThat(joined).doesNotExist();
    }

    @Test
    void theOutputMayNotBeAPartAndMayBeStandardOutput() throws IOException {
        List<Path> parts = parts(2);
        String before = Files.readString(parts.get(0));
        console.reset();
        assertThat(merge(parts.get(0).toString(), parts.get(1).toString(), "--csv", parts.get(0).toString()))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).contains("is a part " + parts.get(0) + "; writing it would overwrite it");
        assertThat(Files.readString(parts.get(0))).isEqualTo(before);

        console.reset();
        assertThat(merge(parts.get(0).toString(), parts.get(1).toString(), "--csv", "-")).isZero();
        assertThat(console.out().lines()).hasSize(1 + 12).first().asString().startsWith("nic.ring_size,bql.mode,seed,");

        console.reset();
        assertThat(merge(dir.resolve("nope.csv").toString(), "--csv", "-")).isEqualTo(ExitCodes.USAGE);
        assertThat(console.err()).isEqualTo("sweep-merge: " + dir.resolve("nope.csv")
                + ": no such file (allowed: the CSV files a sweep's parts wrote)\n");
    }

    private static long lines(Path p) {
        try {
            return Files.readAllLines(p).size();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
