package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** docs/scenario-format.md documents every knob exactly as the knob table describes it. */
class ScenarioFormatDocTest {

    private static String doc() throws IOException {
        return Files.readString(RepoFiles.formatDoc());
    }

    @Test
    void theGeneratedTablesAreCurrent() throws IOException {
        String doc = doc();
        assertThat(KnobDoc.withCurrentTable(doc))
                .as("docs/scenario-format.md is out of date with Knobs: run "
                        + "org.ringside.model.scenario.KnobDoc docs/scenario-format.md to regenerate it")
                .isEqualTo(doc);
    }

    @Test
    void everyKnobKeyHasARowWithItsDefaultAndCommand() throws IOException {
        String doc = doc();
        for (Knob k : Knobs.all()) {
            String row = doc.lines().filter(l -> l.startsWith("| `" + k.key() + "` |")).findFirst().orElse("");
            assertThat(row).as(k.key()).isNotEmpty().contains(k.defaultText().replace("|", "\\|"));
            assertThat(row).as(k.key()).contains(k.hasLinuxCommand() ? k.linuxCommand() : "| none |");
        }
    }

    @Test
    void rangesThatDependOnOtherKnobsNameRealKnobs() {
        assertThat(KnobDoc.BOUND_BY_OTHERS.keySet()).allSatisfy(key -> assertThat(Knobs.find(key)).isPresent());
    }

    @Test
    void theYamlExamplesInTheDocLoad() throws IOException, ScenarioException {
        List<String> examples = new ArrayList<>();
        Matcher m = Pattern.compile("```yaml\n(.*?)```", Pattern.DOTALL).matcher(doc());
        while (m.find()) {
            examples.add(m.group(1));
        }
        assertThat(examples).hasSize(4);
        ScenarioPair pair = ScenarioLoader.pairFromString(examples.get(2), "pair.yaml").orElseThrow();
        assertThat(pair.differences()).containsExactly(new KnobDifference("bql.mode", "off", "auto"));
        assertThat(pair.b().name()).isEqualTo("BQL on");
        assertThat(ScenarioLoader.fromString(examples.get(0), "doc.yaml"))
                .isEqualTo(ScenarioLoader.fromString(ScenarioLoaderTest.DESIGN_EXAMPLE, "doc.yaml"));
        assertThat(ScenarioLoader.fromString(examples.get(1), "scenario.yaml")).isEqualTo(Scenario.defaults()
                .withName("scenario"));
        assertThat(ScenarioLoader.fromString(examples.get(3), "xps.yaml").nic().xps())
                .isEqualTo(Xps.of(java.util.Map.of(0, 0b0011L, 2, 0b1010L, 3, 0L)));
    }

    @Test
    void theDocumentedErrorExamplesHaveTheLoadersShape() throws IOException {
        String doc = doc();
        String block = doc.substring(doc.indexOf("For example:"));
        block = block.substring(block.indexOf("```\n") + 4, block.indexOf("\n```", block.indexOf("```\n") + 4));
        assertThat(block.lines()).hasSizeGreaterThan(10)
                .allSatisfy(l -> assertThat(l).matches("[a-z.-]+\\.yaml:[0-9]+: [a-z_.\\[\\]0-9]+: .+"));
    }
}
