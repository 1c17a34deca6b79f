package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Damaged scenario files never escape as anything but a one-line {@link ScenarioException}:
 * saved random scenarios get random edits (characters dropped, YAML symbols inserted, lines
 * swapped or doubled) and must either load or fail with FILE:LINE: key: message.
 */
class ScenarioLoaderFuzzTest {
    private static final String INSERTS = ":{}[],-#&*!|>'\"%@`\t 0123456789xyz\n";

    static LongStream seeds() {
        return LongStream.range(0, 200);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void damagedFilesFailWithOneLineOrLoad(long seed) {
        Random rnd = new Random(seed);
        String yaml = ScenarioWriter.toYaml(new RandomScenarios(seed).next());
        for (int round = 0; round < 20; round++) {
            String damaged = damage(yaml, rnd);
            try {
                Scenario s = ScenarioLoader.fromString(damaged, "fuzz.yaml");
                assertThat(ScenarioValidator.problems(s)).isEmpty();
            } catch (ScenarioException e) {
                int lines = (int) damaged.lines().count();
                assertThat(e.getMessage()).as("seed %d round %d", seed, round)
                        .matches("fuzz\\.yaml:[0-9]+: ([^ \\n\"]|\"(\\\\.|[^\"\\\\\\n])*\")+: [^\\n]+");
                assertThat(e.line()).as("seed %d round %d", seed, round).isBetween(1, Math.max(1, lines + 1));
            } catch (RuntimeException e) {
                fail("seed " + seed + " round " + round + " threw " + e + " for:\n" + damaged, e);
            }
        }
    }

    private static String damage(String yaml, Random rnd) {
        StringBuilder b = new StringBuilder(yaml);
        int edits = 1 + rnd.nextInt(3);
        for (int i = 0; i < edits && b.length() > 0; i++) {
            int at = rnd.nextInt(b.length());
            switch (rnd.nextInt(4)) {
                case 0 -> b.deleteCharAt(at);
                case 1 -> b.insert(at, INSERTS.charAt(rnd.nextInt(INSERTS.length())));
                case 2 -> b.replace(0, b.length(), shuffleLines(b.toString(), rnd, false));
                default -> b.replace(0, b.length(), shuffleLines(b.toString(), rnd, true));
            }
        }
        return b.toString();
    }

    private static String shuffleLines(String text, Random rnd, boolean duplicate) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        int i = rnd.nextInt(lines.size());
        int j = rnd.nextInt(lines.size());
        if (duplicate) {
            lines.add(j, lines.get(i));
        } else {
            String t = lines.get(i);
            lines.set(i, lines.get(j));
            lines.set(j, t);
        }
        return String.join("\n", lines) + "\n";
    }
}
