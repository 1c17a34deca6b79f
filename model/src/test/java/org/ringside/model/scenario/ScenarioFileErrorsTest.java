package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.ringside.model.scenario.ScenarioErrors.ONE_FLOW;
import static org.ringside.model.scenario.ScenarioErrors.TOP_KEYS;
import static org.ringside.model.scenario.ScenarioErrors.assertError;
import static org.ringside.model.scenario.ScenarioErrors.error;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A scenario file that is not YAML, not there, empty or too large gets one line: FILE:LINE: what is wrong. */
class ScenarioFileErrorsTest {
    // --- YAML syntax, empty and missing files ---

    @Test
    void aSyntaxErrorReportsTheParsersLineAndReason() {
        assertError("name: x\nnic: { mtu: 1500\nflows: []\n", 3, "lab.yaml:3: yaml: expected ',' or '}', but got :");
    }

    @Test
    void aTabForIndentation() {
        ScenarioException e = error("flows:\n\t- { kind: pktgen }\n");
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.getMessage()).startsWith("lab.yaml:2: yaml: found character '\\t(TAB)' that cannot start any token");
    }

    @Test
    void twoDocumentsInOneFile() {
        assertError(ONE_FLOW + "---\n" + ONE_FLOW, 2,
                "lab.yaml:2: yaml: expected a single document in the stream but found another document");
    }

    @Test
    void anEmptyFile() {
        assertError("", 1, "lab.yaml:1: file: empty (allowed: a map of " + TOP_KEYS + ")");
        assertError("# nothing but a comment\n", 1, "lab.yaml:1: file: empty (allowed: a map of " + TOP_KEYS + ")");
    }

    @Test
    void aMissingFileIsNamedAsGiven(@TempDir Path dir) {
        Path missing = dir.resolve("nope.yaml");
        ScenarioException e = catchThrowableOfType(ScenarioException.class, () -> ScenarioLoader.fromFile(missing));
        assertThat(e.getMessage()).isEqualTo(missing + ":1: file: no such file");
    }

    @Test
    void aFolderIsNotAScenario(@TempDir Path dir) {
        ScenarioException e = catchThrowableOfType(ScenarioException.class, () -> ScenarioLoader.fromFile(dir));
        assertThat(e.getMessage()).isEqualTo(dir + ":1: file: cannot be read: it is a folder");
    }

    @Test
    void bytesThatAreNotUtf8AreReportedAtTheirLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("latin1.yaml");
        Files.write(file, new byte[] {'n', 'a', 'm', 'e', ':', ' ', 'x', '\n', 'n', 'a', 'm', (byte) 0xE9, '\n'});
        ScenarioException e = catchThrowableOfType(ScenarioException.class, () -> ScenarioLoader.fromFile(file));
        assertThat(e.getMessage()).isEqualTo(file + ":2: file: is not UTF-8 text");
    }

    @Test
    void aMissingResource() {
        ScenarioException e = catchThrowableOfType(ScenarioException.class,
                () -> ScenarioLoader.fromResource("scenario/none.yaml"));
        assertThat(e.getMessage()).isEqualTo("scenario/none.yaml:1: file: no such resource");
    }

    @Test
    void errorsInAFileNameThePath(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("lesson.yaml");
        Files.writeString(file, "name: x\nnic:\n  ring_size: 4\n" + ONE_FLOW);
        ScenarioException e = catchThrowableOfType(ScenarioException.class, () -> ScenarioLoader.fromFile(file));
        assertThat(e.getMessage()).isEqualTo(file + ":3: nic.ring_size: 4 is out of range (allowed: 8 to 16384)");
        assertThat(e.source()).isEqualTo(file.toString());
    }
    @Test
    void aFileOverTheLimitIsRefusedBeforeItIsReadWhole(@TempDir Path dir) throws Exception {
        // A quarter of a million flows, 9.7 MB: once 475 MB of memory before the parser refused it.
        StringBuilder yaml = new StringBuilder("flows:\n");
        for (int i = 0; i < 250_000; i++) {
            yaml.append("  - { kind: bulk_tcp, name: f").append(i).append(" }\n");
        }
        Path file = Files.writeString(dir.resolve("huge.yaml"), yaml);
        assertThat(Files.size(file)).isGreaterThan(InputLimits.SCENARIO_BYTES);
        ScenarioException e = catchThrowableOfType(ScenarioException.class, () -> ScenarioLoader.fromFile(file));
        assertThat(e.getMessage()).isEqualTo(file + ":1: file: larger than a scenario may be (allowed: at most 1 MiB)");

        Path exactly = Files.writeString(dir.resolve("exactly.yaml"), ONE_FLOW + "#" + "x".repeat(
                InputLimits.SCENARIO_BYTES - ONE_FLOW.length() - 1));
        assertThat(Files.size(exactly)).isEqualTo(InputLimits.SCENARIO_BYTES);
        assertThat(ScenarioLoader.fromFile(exactly).flows()).hasSize(1);
    }

    @Test
    void moreFlowEntriesThanTheLimitAreRefusedAtTheFirstOneOver() throws Exception {
        StringBuilder yaml = new StringBuilder("flows:\n");
        for (int i = 0; i < InputLimits.FLOW_ENTRIES + 5; i++) {
            yaml.append("  - { kind: bulk_tcp, name: f").append(i).append(" }\n");
        }
        int line = 2 + InputLimits.FLOW_ENTRIES;
        assertError(yaml.toString(), line, "lab.yaml:" + line + ": flows: more than 1000 entries"
                + " (allowed: at most 1000; an entry's count stands for many flows)");
        assertThat(ScenarioLoader.fromString(yaml.substring(0, yaml.indexOf("  - { kind: bulk_tcp, name: f1000 }")), "ok.yaml")
                .flows()).hasSize(InputLimits.FLOW_ENTRIES);
    }
    @Test
    void aNestingTooDeepIsReportedAtItsLineNotTheFirst() {
        String deep = "[".repeat(60) + "]".repeat(60);
        ScenarioException e = error("name: deep\nseed: 1\nnic: " + deep + "\n" + ONE_FLOW);
        assertThat(e.line()).isEqualTo(3);
        assertThat(e.getMessage()).startsWith("lab.yaml:3: yaml: ").containsIgnoringCase("nesting depth");
    }

    @Test
    void aNulByteIsReportedAtItsLineNotTheFirst() {
        ScenarioException e = error("name: x\nseed: 1\n\n# a comment with \u0000 in it\n" + ONE_FLOW);
        assertThat(e.line()).isEqualTo(4);
        assertThat(e.getMessage()).startsWith("lab.yaml:4: yaml: ").doesNotContain("\u0000");
    }
}
