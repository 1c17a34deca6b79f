package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** The option blocks the commands share are one definition each. */
class SharedOptionsTest {
    private static OptionSpec option(Object command, String name) {
        return new CommandLine(command).getCommandSpec().findOption(name);
    }

    @Test
    void thePictureFilesOptionsAreTheSameInEveryCommandThatDraws() {
        List<Object> drawing = List.of(new RunCommand(), new SweepCommand(), new PictureCommand());
        for (String name : List.of("--png", "--svg", "--size")) {
            List<List<String>> descriptions = drawing.stream().map(c -> List.of(option(c, name).description())).toList();
            assertThat(descriptions).as(name).hasSize(3).allMatch(d -> d.equals(descriptions.get(0)));
            assertThat(drawing.stream().map(c -> option(c, name).paramLabel()).distinct()).as(name).hasSize(1);
        }
    }

    @Test
    void durationIsOneOptionWithTheScenarioKeysRange() {
        assertThat(option(new RunCommand(), "--duration").description())
                .isEqualTo(option(new SweepCommand(), "--duration").description());
        assertThat(DurationOption.problem("3601s")).isEqualTo("3601s is out of range (allowed: 1us to 3600s)");
        assertThat(DurationOption.problem("1s")).isNull();
    }
}
