package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.ringside.lessons.LessonLibrary;
import picocli.CommandLine;

class LessonsCommandTest {
    // A lesson with one true claim, one false claim, one reachable task and one already done.
    private static final String WRONG = String.join("\n",
            "---",
            "id: wrong-claim",
            "title: A lesson that says something false",
            "level: beginner",
            "minutes: 5",
            "runs:",
            "  off: { scenario: router-100mbit-bql-off.yaml, duration: 100ms }",
            "  fixed: { scenario: router-100mbit.yaml, duration: 100ms }",
            "claims:",
            "  - says: The fixed limit keeps the ring below 10 KB.",
            "    check: run(fixed).ring_bytes.mean < 10KB",
            "  - says: Without BQL the ring holds less than with it.",
            "    check: run(off).ring_bytes.mean < run(fixed).ring_bytes.mean",
            "steps:",
            "  - id: only",
            "    title: The only step",
            "    scenario: router-100mbit-bql-off.yaml",
            "    tasks:",
            "      - ask: Keep the link busy.",
            "        goal: link_utilization > 0.9",
            "        after: 100ms",
            "        allow: [bql.*]",
            "        answer: { bql: { mode: auto } }",
            "---",
            "## Step: only",
            "",
            "Text.",
            "");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        Console console = new Console(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CommandLine(new LessonsCommand(console, LessonLibrary.shipped())).execute(args);
    }

    private List<String> outLines() {
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private Path file(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    @Test
    void listPrintsOneLinePerShippedLessonInTheIndexOrder() {
        assertThat(run("list")).isEqualTo(ExitCodes.OK);

        List<String> lines = outLines();
        assertThat(lines).hasSize(LessonLibrary.shipped().names().size()).hasSizeGreaterThanOrEqualTo(10);
        assertThat(lines.get(0)).isEqualTo("transmit-path-tour   A tour of the transmit path (10 min)");
        assertThat(lines).allMatch(l -> l.matches("[a-z0-9-]+ +\\S.* \\(\\d+ min\\)"));
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void checkRunsEveryShippedLessonAndEverythingHolds() {
        int status = run("check");

        List<String> lines = outLines();
        assertThat(status).as(String.join("\n", lines)).isEqualTo(ExitCodes.OK);
        assertThat(lines.subList(0, lines.size() - 1)).allMatch(l -> l.startsWith("ok   ringside/lessons/"));
        assertThat(lines.get(lines.size() - 1)).matches("22 lessons, \\d+ claims, \\d+ tasks, \\d+ forbidden routes, \\d+ live numbers: 0 do not hold"
                + "(; \\d+ claims? without a contrast, each with its reason)?");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void aFalseClaimOrATaskAlreadyDoneFailsWithWhatWasMeasured() throws IOException {
        Path lesson = file("wrong.md", WRONG);

        assertThat(run("check", lesson.toString())).isEqualTo(ExitCodes.FAILURE);

        List<String> lines = outLines();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).startsWith("ok   " + lesson + ":10: The fixed limit keeps the ring below 10 KB."
                + " [run(fixed).ring_bytes.mean = ");
        assertThat(lines.get(1)).matches("FAIL \\Q" + lesson + ":12: Without BQL the ring holds less than with it."
                + " [run(off).ring_bytes.mean = \\E[0-9.]+ KB, run\\(fixed\\).ring_bytes.mean = [0-9,]+ bytes]");
        assertThat(lines.get(2)).matches("FAIL \\Q" + lesson + ":19: task of step only: link_utilization > 0.9"
                + " [as the step starts: met, link_utilization = \\E0\\.99\\d+; with the answer: met, link_utilization"
                + " = 0\\.99\\d+]");
        assertThat(lines.get(3)).isEqualTo("1 lesson, 2 claims, 1 task: 2 do not hold");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void aCountPrintsAsGroupedDigitsAndAStepSpeakingOfALongerRunThanItsScenarioFails() throws IOException {
        Path lesson = file("counts.md", WRONG.replace("run(fixed).ring_bytes.mean < 10KB", "run(fixed).frames > 10")
                .replace("Text.", "The ring drops nothing in four seconds."));

        run("check", lesson.toString());

        List<String> lines = outLines();
        assertThat(lines.get(0)).matches("ok   \\Q" + lesson + ":10: The fixed limit keeps the ring below 10 KB."
                + " [run(fixed).frames = \\E\\d{1,3}(,\\d{3})*]");
        assertThat(lines).contains("FAIL " + lesson + ":27: step only speaks of 4s (\"in four seconds\"), but its"
                + " scenario ends at 2s, where the window stops its run; give the step set: { duration: 4s }");
        assertThat(lines).last().isEqualTo("1 lesson, 2 claims, 1 task: 3 do not hold");
    }

    @Test
    void eachForbiddenRouteHasItsLineSayingWhetherItReachedTheGoalAndThatAllowRefusesIt() throws IOException {
        Path lesson = file("routes.md", WRONG.replace("link_utilization > 0.9", "flows.rr.latency_ns.mean < 1ms")
                .replace("{ bql: { mode: auto } }", "{ bql: { mode: fixed, limit: 6000 } }\n"
                        + "        forbidden: [ { nic: { ring_size: 16 } }, { nic: { ring_size: 128 } } ]"));

        run("check", lesson.toString());

        List<String> lines = outLines();
        assertThat(lines).hasSize(6);
        assertThat(lines.get(2)).startsWith("ok   " + lesson + ":19: task of step only: flows.rr.latency_ns.mean < 1ms"
                + " [as the step starts: not met, flows.rr.latency_ns.mean = ").contains("; with the answer: met, ");
        assertThat(lines.get(3)).matches("ok   \\Q" + lesson + ":24: forbidden route of step only: changing nic.ring_size"
                + " reaches the goal; allow (bql.*) refuses nic.ring_size [flows.rr.latency_ns.mean = \\E[0-9.]+ µs]");
        assertThat(lines.get(4)).matches("ok   \\Q" + lesson + ":24: forbidden route of step only: changing nic.ring_size"
                + " does not reach the goal; allow (bql.*) refuses nic.ring_size [flows.rr.latency_ns.mean = \\E[0-9.]+ ms]");
        assertThat(lines.get(5)).isEqualTo("1 lesson, 2 claims, 1 task, 2 forbidden routes: 1 does not hold");
    }

    @Test
    void aBrokenFileIsOneLineOnStandardErrorAndExitStatus2WhileTheOthersAreStillChecked() throws IOException {
        Path broken = file("broken.md", WRONG.replace("run(fixed).ring_bytes.mean < 10KB", "run(fixed).ring_bytes.mean < 10 KB"));
        Path good = file("good.md", WRONG.replace("    check: run(off).ring_bytes.mean < run(fixed).ring_bytes.mean",
                "    check: run(off).ring_bytes.mean > run(fixed).ring_bytes.mean")
                .replace("link_utilization > 0.9", "flows.rr.latency_ns.mean < 1ms")
                .replace("{ bql: { mode: auto } }", "{ bql: { mode: fixed, limit: 6000 } }"));

        assertThat(run("check", broken.toString(), good.toString())).isEqualTo(ExitCodes.USAGE);

        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo(broken
                + ":11: claims[0].check: column 33: unexpected 'KB' after a complete expression" + System.lineSeparator());
        assertThat(outLines()).last().isEqualTo("1 lesson, 2 claims, 1 task: 0 do not hold; 1 broken file");
    }

    @Test
    void aMissingFileIsNamed() {
        assertThat(run("check", dir.resolve("nope.md").toString())).isEqualTo(ExitCodes.USAGE);

        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo(dir.resolve("nope.md") + ":1: file: no such file"
                + System.lineSeparator());
    }

    @Test
    void lessonsAloneAsksForACommand() {
        assertThat(run()).isEqualTo(ExitCodes.USAGE);

        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("lessons: missing a command: list, check, render or new");
    }

    // A lesson whose step text states one number no claim backs, on line 18.
    private static final String UNBACKED = String.join("\n",
            "---",
            "id: unbacked",
            "title: A number nothing backs",
            "level: beginner",
            "minutes: 5",
            "runs:",
            "  fixed: { scenario: router-100mbit.yaml, duration: 50ms }",
            "claims:",
            "  - says: The fixed limit keeps the ring below 10 KB, at {{ run(fixed).ring_bytes.mean | B }}.",
            "    check: run(fixed).ring_bytes.mean < 10KB",
            "    contrast: { set: { bql: { mode: off, limit: ~ } }, says: without BQL }",
            "steps:",
            "  - { id: only, title: The only step, scenario: router-100mbit.yaml }",
            "---",
            "## Step: only",
            "",
            "The ring stays below 10 KB, {{ run(fixed).ring_bytes.max }} at most,",
            "behind frames of 1514 bytes.",
            "");

    @Test
    void strictFailsANumberNothingBacksWithItsLineAndShowsClaimsWithTheirLiveNumbers() throws IOException {
        Path lesson = file("unbacked.md", UNBACKED);

        assertThat(run("check", lesson.toString())).isEqualTo(ExitCodes.OK);
        assertThat(outLines().get(0)).matches("ok   \\Q" + lesson + ":9: The fixed limit keeps the ring below 10 KB, at"
                + "\\E [0-9,]+ bytes\\. \\[run\\(fixed\\)\\.ring_bytes\\.mean = [0-9,]+ bytes; without BQL: does not hold"
                + " \\[run\\(fixed\\)\\.ring_bytes\\.mean = [0-9.]+ KB]]");
        out.reset();

        assertThat(run("check", "--strict", lesson.toString())).isEqualTo(ExitCodes.FAILURE);
        List<String> lines = outLines();
        assertThat(lines).contains("FAIL " + lesson + ":18: 1514 bytes is neither written by the model, nor a marked"
                + " constant, nor stated by a claim that holds");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("1 lesson, 1 claim, 0 tasks, 2 live numbers: 1 does not hold");
        out.reset();

        Path marked = file("marked.md", UNBACKED.replace("frames of 1514 bytes", "frames of {{ const: 1514 bytes }}"));
        assertThat(run("check", "--strict", marked.toString())).as(String.join("\n", outLines())).isEqualTo(ExitCodes.OK);
    }

    @Test
    void aClaimThatHoldsUnderItsContrastFailsAndStrictWantsEveryClaimToNameOne() throws IOException {
        Path lesson = file("contrast.md", UNBACKED.replace("frames of 1514 bytes", "frames")
                .replace("{ set: { bql: { mode: off, limit: ~ } }, says: without BQL }",
                        "{ set: { nic: { ring_size: 32 } }, says: with a 32-descriptor ring }"));

        assertThat(run("check", lesson.toString())).isEqualTo(ExitCodes.FAILURE);
        assertThat(outLines().get(0)).startsWith("FAIL " + lesson + ":9: ")
                .contains("; holds with a 32-descriptor ring too: it does not show what that change does [");
        out.reset();

        Path none = file("none.md", UNBACKED.replace("frames of 1514 bytes", "frames")
                .replace("{ set: { bql: { mode: off, limit: ~ } }, says: without BQL }",
                        "none\n    reason: a published figure"));
        assertThat(run("check", "--strict", none.toString())).as(String.join("\n", outLines())).isEqualTo(ExitCodes.OK);
        assertThat(outLines().get(0)).endsWith("; no contrast: a published figure]");
        assertThat(outLines().get(outLines().size() - 1)).endsWith(": 0 do not hold; 1 claim without a contrast, each"
                + " with its reason");
        out.reset();

        Path missing = file("missing.md", UNBACKED.replace("frames of 1514 bytes", "frames")
                .replace("    contrast: { set: { bql: { mode: off, limit: ~ } }, says: without BQL }\n", ""));
        assertThat(run("check", missing.toString())).isEqualTo(ExitCodes.OK);
        out.reset();
        assertThat(run("check", "--strict", missing.toString())).isEqualTo(ExitCodes.FAILURE);
        assertThat(outLines()).contains("FAIL " + missing + ":9: the claim names no contrast, the change under which it"
                + " must not hold: contrast: { set: { ... } } or { run: NAME }, or contrast: none with a reason");
    }

    @Test
    void twoLessonsWithOneIdAreRefusedSinceProgressIsSavedById() throws IOException {
        Path first = file("first.md", UNBACKED);
        Path second = file("second.md", UNBACKED);

        assertThat(run("check", first.toString(), second.toString())).isEqualTo(ExitCodes.USAGE);

        assertThat(errText().lines()).containsExactly(second + ":2: id: unbacked is already the id of " + first
                + "; progress is saved by id, so give each lesson its own");
        assertThat(outLines().get(outLines().size() - 1)).startsWith("1 lesson, 1 claim, 0 tasks");
    }

    private String errText() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void deepOrLongConditionsAreBrokenFilesAndTheOtherFilesAreStillChecked() throws IOException {
        String claim = "run(fixed).ring_bytes.mean < 10KB";
        Path deep = file("deep.md", WRONG.replace(claim, "(".repeat(5000) + claim + ")".repeat(5000)));
        Path nested = file("nested.md", WRONG.replace(claim, "(".repeat(51) + claim + ")".repeat(51)));
        Path ands = file("ands.md", WRONG.replace(claim, claim + (" and " + claim).repeat(20_000)));
        Path good = file("good.md", WRONG);

        assertThat(run("check", deep.toString(), nested.toString(), ands.toString(), good.toString()))
                .isEqualTo(ExitCodes.USAGE);

        assertThat(errText().lines()).containsExactly(
                deep + ":11: claims[0].check: column 1001: longer than 1000 tokens, the limit for one condition; split"
                        + " it into several claims",
                nested + ":11: claims[0].check: column 51: nested deeper than 50 levels (parentheses, not and minus"
                        + " signs), the limit for one condition",
                ands + ":11: claims[0].check: column 3455: longer than 1000 tokens, the limit for one condition; split"
                        + " it into several claims");
        assertThat(outLines()).hasSize(4).allMatch(l -> !l.contains("deep.md") && !l.contains("ands.md"));
        assertThat(outLines().get(0)).startsWith("ok   " + good + ":10: ");
        assertThat(outLines()).last().isEqualTo("1 lesson, 2 claims, 1 task: 2 do not hold; 3 broken files");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "run(fixed).ring_bytes.mean < 10KB | run(fixed).throughput_bps > 1KB | :11: claims[0].check: column 29: run(fixed).throughput_bps is a rate in bit/s; 1KB is bytes",
        "run(fixed).ring_bytes.mean < 10KB | run(fixed).ring_bytes.mean < 2ms | :11: claims[0].check: column 30: run(fixed).ring_bytes.mean is bytes; 2ms is a duration",
        "link_utilization > 0.9 | link_utilization > 900Mbit | :20: steps[0].tasks[0].goal: column 20: link_utilization is a ratio; 900Mbit is a rate in bit/s",
        "run(fixed).ring_bytes.mean < 10KB | run(fixed).pps == run(fixed).pps | :11: claims[0].check: column 1: compares run(fixed).pps with itself, so it cannot fail",
        "run(fixed).ring_bytes.mean < 10KB | 1 < 2 | :11: claims[0].check: column 1: reads no figure, so it cannot fail; compare a summary key with a number or another key",
        "run(fixed).ring_bytes.mean < 10KB | run(fixed).pps > 5 or not run(fixed).pps > 5 | :11: claims[0].check: column 1: holds whatever values run(fixed).pps take, so it cannot fail",
        "run(fixed).ring_bytes.mean < 10KB | run(fixed).drops >= 0 | :11: claims[0].check: column 1: holds whatever values run(fixed).drops take, so it cannot fail",
        "link_utilization > 0.9 | link_utilization <= 1 | :20: steps[0].tasks[0].goal: column 1: holds whatever values link_utilization take, so it cannot fail"})
    void mixedKindsAndConditionsThatCannotFailAreBrokenFiles(String was, String now, String message)
            throws IOException {
        Path lesson = file("refused.md", WRONG.replace(was, now));

        assertThat(run("check", lesson.toString())).isEqualTo(ExitCodes.USAGE);

        assertThat(errText()).isEqualTo(lesson + message + System.lineSeparator());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "run(fixed).pps / 0 > 1 | run(fixed).pps / 0",
        "run(fixed).ring_drops / run(fixed).ring_drops != 1 | run(fixed).ring_drops / run(fixed).ring_drops"})
    void undefinedArithmeticFailsTheClaimAndIsNamed(String check, String part) throws IOException {
        Path lesson = file("undefined.md", WRONG.replace("run(fixed).ring_bytes.mean < 10KB", check));

        assertThat(run("check", lesson.toString())).isEqualTo(ExitCodes.FAILURE);

        assertThat(outLines().get(0)).startsWith("FAIL " + lesson + ":10: ")
                .endsWith("; undefined: division by zero in " + part + "]");
        assertThat(errText()).isEmpty();
    }

    @Test
    void aLeastDifferenceShowsHowFarApartTheSidesWere() throws IOException {
        Path lesson = file("apart.md", WRONG.replace("run(fixed).ring_bytes.mean < 10KB",
                "run(fixed).ring_bytes.mean < run(off).ring_bytes.mean by at least 50%").replace(
                "run(off).ring_bytes.mean < run(fixed).ring_bytes.mean",
                "run(off).flows.rr.latency_ns.p99 > run(fixed).flows.rr.latency_ns.p99 by at least 1s"));

        assertThat(run("check", lesson.toString())).isEqualTo(ExitCodes.FAILURE);

        assertThat(outLines().get(0)).matches("ok   \\Q" + lesson + ":10: The fixed limit keeps the ring below 10 KB."
                + " [run(fixed).ring_bytes.mean = \\E[0-9,]+ bytes, run\\(off\\).ring_bytes.mean = [0-9.]+ KB;"
                + " run\\(fixed\\).ring_bytes.mean is 9[0-9]\\.[0-9]% below run\\(off\\).ring_bytes.mean \\(at least"
                + " 50%\\)]");
        assertThat(outLines().get(1)).matches("FAIL .*; run\\(off\\).flows.rr.latency_ns.p99 -"
                + " run\\(fixed\\).flows.rr.latency_ns.p99 = [0-9.]+ ms \\(at least 1s\\)]");
    }
}
