package org.ringside.app;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.ringside.model.scenario.Problem;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.YamlDocument;
import org.ringside.views.run.RunSpeed;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a classroom setup file (docs/window.md, "Classroom setup") with SnakeYAML's node API, as
 * scenario files are read: every problem is one line, {@code FILE:LINE: key: what is wrong
 * (allowed: ...)}; unknown keys are refused. Paths in the file are relative to its folder.
 */
final class ClassroomSetupReader {
    /** The keys a setup may have, in the order it is written. */
    static final List<String> KEYS = List.of("text-size", "high-contrast", "panes", "presentation", "speed",
            "scenario", "lane-b", "knobs-lane", "lesson");

    private final String source;
    private final Path folder;
    private final String text;
    private final Map<String, Node> given = new HashMap<>();

    private ClassroomSetupReader(String text, Path file) {
        this.text = text;
        this.source = file.toString();
        this.folder = file.toAbsolutePath().getParent();
    }

    /** Reads a setup file; messages name the path as given. */
    static ClassroomSetup fromFile(Path file) throws ScenarioException {
        return fromString(ScenarioLoader.textOf(file), file);
    }

    /** Reads setup text as if it were the file {@code file} (whose folder paths are relative to). */
    static ClassroomSetup fromString(String text, Path file) throws ScenarioException {
        return new ClassroomSetupReader(text.startsWith("\uFEFF") ? text.substring(1) : text, file).read();
    }

    private ClassroomSetup read() throws ScenarioException {
        Node root;
        try {
            root = YamlDocument.parse(text);
        } catch (YamlDocument.SyntaxException e) {
            throw new ScenarioException(source, e.line(), new Problem("yaml", e.getMessage(), ""));
        }
        if (!(root instanceof MappingNode top)) {
            throw new ScenarioException(source, root == null ? 1 : YamlDocument.line(root), new Problem("file",
                    root == null ? "empty" : "expected a map, got " + YamlDocument.describe(root),
                    "a map of " + String.join(", ", KEYS)));
        }
        for (NodeTuple t : top.getValue()) {
            String key = t.getKeyNode() instanceof ScalarNode s ? s.getValue() : YamlDocument.describe(t.getKeyNode());
            if (!KEYS.contains(key)) {
                throw problem(t.getKeyNode(), key, "unknown key", String.join(", ", KEYS));
            }
            if (given.containsKey(key)) {
                throw problem(t.getKeyNode(), key, "given twice (first on line "
                        + YamlDocument.line(given.get(key)) + ")", "each key once");
            }
            given.put(key, t.getValueNode());
        }
        double scale = textScale();
        SetupScenarios scenarios = new SetupScenarios(source, folder, text);
        Node scenarioNode = given.get("scenario");
        SetupScenarios.Read read = scenarioNode == null
                ? new SetupScenarios.Read(null, Scenario.defaults(), Optional.empty())
                : scenarios.read("scenario", scenarioNode);
        Optional<Scenario> b = read.b();
        Node laneB = given.get("lane-b");
        if (laneB != null) {
            b = scenarios.laneB(laneB, read.a());
        }
        return new ClassroomSetup(scale, bool("high-contrast"), panes(), bool("presentation"), speed(),
                read.file(), read.a(), b, knobsOfB(b.isPresent()), lesson());
    }

    private boolean knobsOfB(boolean comparing) throws ScenarioException {
        Node n = given.get("knobs-lane");
        List<ClassroomSetup.KnobsLane> lanes = List.of(ClassroomSetup.KnobsLane.values());
        String allowed = lanes.stream().map(ClassroomSetup.KnobsLane::word).collect(Collectors.joining(", "));
        if (n == null) {
            return false;
        }
        String word = scalar(n, "knobs-lane", allowed);
        ClassroomSetup.KnobsLane lane = lanes.stream().filter(l -> l.word().equals(word)).findFirst()
                .orElseThrow(() -> problem(n, "knobs-lane", YamlDocument.shown(word) + " is not a lane", allowed));
        if (lane == ClassroomSetup.KnobsLane.B && !comparing) {
            throw problem(n, "knobs-lane", "b, but the setup has no lane B open", ClassroomSetup.KnobsLane.A.word());
        }
        return lane == ClassroomSetup.KnobsLane.B;
    }

    private double textScale() throws ScenarioException {
        String allowed = TextZoom.STEPS.stream().map(ClassroomSetupWriter::percent).collect(Collectors.joining(", "))
                + " (percent)";
        Node n = given.get("text-size");
        if (n == null) {
            return 1.0;
        }
        String word = scalar(n, "text-size", allowed).replaceFirst("\\s*%$", "");
        for (double step : TextZoom.STEPS) {
            if (ClassroomSetupWriter.percent(step).equals(word)) {
                return step;
            }
        }
        throw problem(n, "text-size", YamlDocument.shown(word) + " is not a text size", allowed);
    }

    private boolean bool(String key) throws ScenarioException {
        Node n = given.get(key);
        if (n == null) {
            return false;
        }
        String word = scalar(n, key, "true, false");
        if (!word.equals("true") && !word.equals("false")) {
            throw problem(n, key, YamlDocument.shown(word) + " is neither true nor false", "true, false");
        }
        return word.equals("true");
    }

    private Set<ClassroomSetup.Pane> panes() throws ScenarioException {
        String allowed = "a list of " + List.of(ClassroomSetup.Pane.values()).stream().map(ClassroomSetup.Pane::word)
                .collect(Collectors.joining(", "));
        Node n = given.get("panes");
        if (n == null) {
            return EnumSet.of(ClassroomSetup.Pane.KNOBS, ClassroomSetup.Pane.EVENT_LOG, ClassroomSetup.Pane.INSPECTORS);
        }
        if (!(n instanceof SequenceNode list)) {
            throw problem(n, "panes", "expected a list, got " + YamlDocument.describe(n), allowed);
        }
        Set<ClassroomSetup.Pane> out = EnumSet.noneOf(ClassroomSetup.Pane.class);
        for (Node item : list.getValue()) {
            String word = scalar(item, "panes", allowed);
            out.add(ClassroomSetup.Pane.of(word)
                    .orElseThrow(() -> problem(item, "panes", YamlDocument.shown(word) + " is not a pane", allowed)));
        }
        return out;
    }

    private RunSpeed speed() throws ScenarioException {
        Node n = given.get("speed");
        String allowed = String.join(", ", SpeedWord.words());
        if (n == null) {
            return RunSpeed.TENTH;
        }
        String word = scalar(n, "speed", allowed);
        try {
            return SpeedWord.parse(word).speed();
        } catch (IllegalArgumentException e) {
            throw problem(n, "speed", YamlDocument.shown(word) + " is not a speed", allowed);
        }
    }

    private ClassroomSetup.LessonStep lesson() throws ScenarioException {
        Node n = given.get("lesson");
        String allowed = "{ id: LESSON, step: N } ('ringside lessons list' lists them; steps count from 1)";
        if (n == null) {
            return null;
        }
        if (!(n instanceof MappingNode m)) {
            throw problem(n, "lesson", "expected a map, got " + YamlDocument.describe(n), allowed);
        }
        String id = null;
        int step = 1;
        for (NodeTuple t : m.getValue()) {
            String key = scalar(t.getKeyNode(), "lesson", allowed);
            if (key.equals("id")) {
                id = scalar(t.getValueNode(), "lesson.id", allowed);
            } else if (key.equals("step")) {
                String word = scalar(t.getValueNode(), "lesson.step", allowed);
                try {
                    step = Integer.parseInt(word);
                } catch (NumberFormatException e) {
                    step = 0;
                }
                if (step < 1) {
                    throw problem(t.getValueNode(), "lesson.step", YamlDocument.shown(word) + " is not a step",
                            "a whole number from 1");
                }
            } else {
                throw problem(t.getKeyNode(), "lesson." + key, "unknown key", "id, step");
            }
        }
        if (id == null) {
            throw problem(n, "lesson.id", "missing", allowed);
        }
        return new ClassroomSetup.LessonStep(id, step);
    }

    private String scalar(Node n, String key, String allowed) throws ScenarioException {
        if (!(n instanceof ScalarNode s) || YamlDocument.isNull(n)) {
            throw problem(n, key, "expected a value, got " + YamlDocument.describe(n), allowed);
        }
        return s.getValue().strip();
    }

    private ScenarioException problem(Node at, String key, String what, String allowed) {
        return new ScenarioException(source, YamlDocument.line(at), new Problem(key, what, allowed));
    }
}
