package org.ringside.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Problem;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.model.scenario.ScenarioValidator;
import org.ringside.model.scenario.YamlDocument;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * The scenarios of a classroom setup file: lane A's, a path relative to the file's folder or a
 * scenario (or pair) written inline, and lane B's, {@code closed}, the knobs it sets over lane
 * A's ({@code nic.ring_size: 256}, {@code flows[0].size: 64KB}, {@code name}) or a whole
 * {@code scenario:} of its own. An inline scenario is read by the scenario reader itself, at its
 * own lines of the setup file, so its messages name them.
 */
final class SetupScenarios {
    private static final String PATH_ALLOWED = "a scenario file's path, relative to the setup's folder,"
            + " or a scenario written inline";
    private static final String LANE_B_ALLOWED = "closed, a map of knobs (nic.ring_size: 256, flows[0].size: 64KB,"
            + " name) set over lane A's, or { scenario: ... }";

    /** A flow's knob as a difference names it: {@code flows[1].size}. */
    private static final Pattern FLOW_KEY = Pattern.compile("flows\\[(\\d{1,3})]\\.(.+)");

    private final String source;
    private final Path folder;
    private final String text;

    /** A scenario value as read: its file (null inline), its scenario and a pair's B. */
    record Read(Path file, Scenario a, Optional<Scenario> b) {
    }

    /**
     * @param source the setup file's name in messages
     * @param folder the folder its paths are relative to
     * @param text its whole text, whose inline scenarios are read at their own lines
     */
    SetupScenarios(String source, Path folder, String text) {
        this.source = source;
        this.folder = folder;
        this.text = text;
    }

    /** A scenario value under {@code key}: a path, or a scenario or pair inline. */
    Read read(String key, Node n) throws ScenarioException {
        if (n instanceof ScalarNode s && !YamlDocument.isNull(n)) {
            Path given = Path.of(s.getValue().strip());
            // Relative to the setup's folder, so a teacher can carry the folder to the room.
            Path file = given.isAbsolute() ? given : folder.resolve(given).normalize();
            if (!Files.isRegularFile(file)) {
                throw problem(n, key, "no such scenario file: " + file, PATH_ALLOWED);
            }
            Optional<ScenarioPair> pair = ScenarioLoader.pairFromFile(file);
            Scenario a = pair.isPresent() ? pair.get().a() : ScenarioLoader.fromFile(file);
            return new Read(file, a, pair.map(ScenarioPair::b));
        }
        if (!(n instanceof MappingNode)) {
            throw problem(n, key, "expected a path or a map, got " + YamlDocument.describe(n), PATH_ALLOWED);
        }
        String inline = inlineText(n);
        try {
            Optional<ScenarioPair> pair = ScenarioLoader.pairFromString(inline, source);
            Scenario a = pair.isPresent() ? pair.get().a() : ScenarioLoader.fromString(inline, source);
            return new Read(null, a, pair.map(ScenarioPair::b));
        } catch (ScenarioException e) {
            Problem p = e.problem();
            throw new ScenarioException(source, e.line(), new Problem(key + "." + p.key(), p.what(), p.allowed()));
        }
    }

    /** Lane B under {@code lane-b}; empty for {@code closed}. */
    Optional<Scenario> laneB(Node n, Scenario a) throws ScenarioException {
        if (n instanceof ScalarNode s && s.getValue().strip().equals(ClassroomSetupWriter.CLOSED)) {
            return Optional.empty();
        }
        if (!(n instanceof MappingNode m)) {
            throw problem(n, "lane-b", "expected closed or a map, got " + YamlDocument.describe(n), LANE_B_ALLOWED);
        }
        List<NodeTuple> entries = m.getValue();
        if (entries.size() == 1 && key(entries.get(0)).equals("scenario")) {
            return Optional.of(read("lane-b.scenario", entries.get(0).getValueNode()).a());
        }
        Scenario b = a;
        for (NodeTuple t : entries) {
            b = set(b, "lane-b." + key(t), t);
        }
        Optional<Problem> wrong = ScenarioValidator.firstProblem(b);
        if (wrong.isPresent()) {
            Problem p = wrong.get();
            throw problem(n, "lane-b." + p.key(), p.what(), p.allowed());
        }
        return Optional.of(b);
    }

    /** {@code b} with one knob of lane B's set: {@code name}, a scenario's knob or a flow's. */
    private Scenario set(Scenario b, String key, NodeTuple t) throws ScenarioException {
        Node v = t.getValueNode();
        if (!(v instanceof ScalarNode s) || YamlDocument.isNull(v)) {
            throw problem(v, key, "expected a value, got " + YamlDocument.describe(v), LANE_B_ALLOWED);
        }
        String knobKey = key.substring("lane-b.".length());
        if (knobKey.equals("name")) {
            return b.withName(s.getValue());
        }
        int flow = -1;
        Matcher at = FLOW_KEY.matcher(knobKey);
        if (at.matches()) {
            flow = Integer.parseInt(at.group(1));
            knobKey = Knobs.FLOWS + "." + at.group(2);
        }
        Optional<Knob> knob = Knobs.find(knobKey).filter(k -> at.matches() ? k.bindsFlow() : k.bindsScenario());
        if (knob.isEmpty()) {
            throw problem(t.getKeyNode(), key, "unknown knob", LANE_B_ALLOWED);
        }
        if (flow >= b.flows().size()) {
            throw problem(t.getKeyNode(), key, "lane A has " + b.flows().size() + " flows",
                    "flows[0] to flows[" + (b.flows().size() - 1) + "]");
        }
        try {
            long value = knob.get().parse(s.getValue());
            if (flow < 0) {
                return knob.get().set(b, value);
            }
            List<Flow> flows = new ArrayList<>(b.flows());
            flows.set(flow, knob.get().set(flows.get(flow), value));
            return b.withFlows(flows);
        } catch (IllegalArgumentException e) {
            throw problem(v, key, e.getMessage(), knob.get().allowed());
        }
    }

    /**
     * The text of an inline scenario, where it stands in the setup: the lines before it blank and
     * its first line indented to its column, so the scenario reader's lines are the setup's.
     */
    private String inlineText(Node n) {
        int start = text.offsetByCodePoints(0, n.getStartMark().getIndex());
        int end = text.offsetByCodePoints(0, n.getEndMark().getIndex());
        return "\n".repeat(n.getStartMark().getLine()) + " ".repeat(n.getStartMark().getColumn())
                + text.substring(start, end);
    }

    private static String key(NodeTuple t) {
        return t.getKeyNode() instanceof ScalarNode s ? s.getValue() : YamlDocument.describe(t.getKeyNode());
    }

    private ScenarioException problem(Node at, String key, String what, String allowed) {
        return new ScenarioException(source, YamlDocument.line(at), new Problem(key, what, allowed));
    }
}
