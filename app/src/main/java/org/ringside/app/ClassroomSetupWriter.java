package org.ringside.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.export.WriteTarget;
import org.ringside.model.scenario.KnobDifference;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.model.scenario.ScenarioWriter;

/**
 * Writes a {@link ClassroomSetup} as the YAML {@link ClassroomSetupReader} reads (docs/window.md,
 * "Classroom setup"). Lane A's scenario is named by its path, relative to the setup's folder, when
 * it is as its file has it; otherwise it is written inline, so nothing is lost. Lane B is written
 * as the knobs in which it differs from lane A, or whole where its flows differ in number or kind.
 */
final class ClassroomSetupWriter {
    /** What stands for "lane B closed" where the scenario file is a pair, whose B would open. */
    static final String CLOSED = "closed";

    private ClassroomSetupWriter() {
    }

    /**
     * Writes {@code setup} to {@code target} through a temporary file and a rename, after reading
     * the text back to the same setup.
     *
     * @throws IOException with a one-line message; nothing was written then
     * @throws IllegalArgumentException if {@code target} is the setup's scenario file
     */
    static void save(ClassroomSetup setup, Path target) throws IOException {
        if (setup.scenarioFile() != null && WriteTarget.sameFile(target, setup.scenarioFile())) {
            throw new IllegalArgumentException(target + ": is the setup's scenario file, which it would overwrite;"
                    + " choose another name");
        }
        String yaml = toYaml(setup, target);
        AtomicFiles.writeText(target, w -> w.write(yaml));
    }

    /**
     * The setup's text, for a file at {@code target} (paths are written relative to its folder):
     * lane B by the knobs it differs in where they give it back exactly, else whole.
     */
    static String toYaml(ClassroomSetup setup, Path target) {
        String byKnobs = toYaml(setup, target, false);
        try {
            // Knobs that follow the kernel or stand for others may give another B: then whole.
            if (ClassroomSetupReader.fromString(byKnobs, target).laneB().equals(setup.laneB())) {
                return byKnobs;
            }
        } catch (ScenarioException e) {
            // written whole below
        }
        return toYaml(setup, target, true);
    }

    private static String toYaml(ClassroomSetup setup, Path target, boolean whole) {
        StringBuilder out = new StringBuilder("# Ringside classroom setup: ringside --setup THIS-FILE opens the window so.\n");
        out.append("text-size: ").append(percent(setup.textScale())).append('\n');
        out.append("high-contrast: ").append(setup.highContrast()).append('\n');
        out.append("panes: [").append(setup.panes().stream().sorted().map(ClassroomSetup.Pane::word)
                .collect(Collectors.joining(", "))).append("]\n");
        out.append("presentation: ").append(setup.presentation()).append('\n');
        out.append("speed: ").append(SpeedWord.word(setup.speed())).append('\n');
        Optional<ScenarioPair> filePair = pairOf(setup.scenarioFile());
        if (setup.scenarioFile() != null) {
            Path folder = target.toAbsolutePath().getParent();
            String relative = folder.relativize(setup.scenarioFile().toAbsolutePath()).toString().replace('\\', '/');
            out.append("scenario: ").append(quoted(relative)).append('\n');
        } else {
            out.append("scenario:\n").append(indented(ScenarioWriter.toYaml(setup.scenario()), "  "));
        }
        laneB(out, setup, filePair, whole);
        if (setup.laneB().isPresent()) {
            out.append("knobs-lane: ").append((setup.knobsOfB() ? ClassroomSetup.KnobsLane.B
                    : ClassroomSetup.KnobsLane.A).word()).append('\n');
        }
        if (setup.lesson() != null) {
            out.append("lesson: { id: ").append(quoted(setup.lesson().id())).append(", step: ")
                    .append(setup.lesson().step()).append(" }\n");
        }
        return out.toString();
    }

    private static void laneB(StringBuilder out, ClassroomSetup setup, Optional<ScenarioPair> filePair, boolean whole) {
        if (setup.laneB().isEmpty()) {
            if (filePair.isPresent()) {
                out.append("lane-b: ").append(CLOSED).append('\n');
            }
            return;
        }
        Scenario a = setup.scenario();
        Scenario b = setup.laneB().get();
        if (filePair.isPresent() && filePair.get().b().equals(b)) {
            return; // the pair file's own B
        }
        List<KnobDifference> differences = KnobDifference.between(a, b);
        boolean byKnobs = !whole
                && differences.stream().noneMatch(d -> d.key().equals("flows") || d.key().endsWith(".kind"));
        if (!byKnobs) {
            out.append("lane-b:\n  scenario:\n").append(indented(ScenarioWriter.toYaml(b), "    "));
        } else if (differences.isEmpty() && a.name().equals(b.name())) {
            out.append("lane-b: {}\n");
        } else {
            out.append("lane-b:\n");
            if (!a.name().equals(b.name())) {
                out.append("  name: ").append(quoted(b.name())).append('\n');
            }
            for (KnobDifference d : differences) {
                out.append("  ").append(d.key()).append(": ").append(quoted(d.b())).append('\n');
            }
        }
    }

    /** The pair a scenario file holds, if it is a pair file; a file that cannot be read holds none. */
    private static Optional<ScenarioPair> pairOf(Path file) {
        if (file == null) {
            return Optional.empty();
        }
        try {
            return ScenarioLoader.pairFromFile(file);
        } catch (ScenarioException e) {
            return Optional.empty();
        }
    }

    /** A factor as a percentage: 150, or 87.5 for a step between whole percents. */
    static String percent(double factor) {
        double p = factor * 100;
        return p == Math.rint(p) ? String.valueOf((long) p) : String.format(Locale.ROOT, "%s", p);
    }

    private static String indented(String yaml, String indent) {
        return yaml.lines().map(l -> l.isEmpty() ? l : indent + l).collect(Collectors.joining("\n", "", "\n"));
    }

    /** Text as a double-quoted YAML string, so no word is taken for a number or a boolean. */
    static String quoted(String text) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                default -> b.append(c < 0x20 ? String.format(Locale.ROOT, "\\x%02x", (int) c) : String.valueOf(c));
            }
        }
        return b.append('"').toString();
    }
}
