package org.ringside.views.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The Scenario menu's list: every shipped file once, each with a sentence saying what it is. */
class ShippedScenariosTest {

    @Test
    void theIndexListsEveryScenarioFileOfTheFolderOnce() throws IOException {
        Path folder = Path.of("..", "assets", "scenarios");
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(ShippedScenarios.index()).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(
                    files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml")).toList());
        }
    }

    @Test
    void everyEntryLoadsAndHasAOneSentenceDescription() {
        assertThat(ShippedScenarios.all()).hasSize(ShippedScenarios.index().size()).allSatisfy(e -> {
            assertThat(e.description()).endsWith(".").doesNotContain("#").hasSizeLessThan(200);
            assertThat(e.scenario().flows()).isNotEmpty();
        });
    }

    @Test
    void thePairIndexListsEveryPairFileOnceAndEachOpensTwoDifferingLanes() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("..", "assets", "scenarios", "pairs"))) {
            assertThat(ShippedScenarios.pairIndex()).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(
                    files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml")).toList());
        }
        assertThat(ShippedScenarios.pairs()).hasSize(ShippedScenarios.pairIndex().size()).allSatisfy(e -> {
            assertThat(e.description()).contains(" against ").endsWith(".").hasSizeLessThan(200);
            assertThat(e.pair().differences()).isNotEmpty();
        });
    }

    @Test
    void theDescriptionIsTheFirstSentenceOfTheOpeningComment() {
        String yaml = "# Router at 100 Mbit: the low-latency settings of an\n# experiment. More words here.\n#\n# Other.\nname: x\n";
        assertThat(ShippedScenarios.description(yaml))
                .isEqualTo("Router at 100 Mbit: the low-latency settings of an experiment.");
        assertThat(ShippedScenarios.description("name: x\n")).isEmpty();
        assertThat(ShippedScenarios.description("#\n# One line only\nname: x\n")).isEqualTo("One line only");
    }
}
