package org.ringside.lessons;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.ringside.lessons.expr.Expr;
import org.ringside.model.scenario.YamlDocument;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * Reads a claim's {@code contrast} (and its {@code reason}): the change under which the claim
 * must not hold ({@link Contrast}). A {@code set} is applied on top of each run the claim reads,
 * by the scenario loader, and must change at least one; a {@code run} must be another run of the lesson
 * that does not resolve to the same settings.
 */
final class ContrastReader {
    private final YamlNodes yaml;
    private final ScenarioOverrides overrides;

    /**
     * Where a named run is written, to apply a contrast's changes on top of its own.
     *
     * @param scenarioNode its {@code scenario:} value
     * @param path that key's path, e.g. {@code runs.off.scenario}
     * @param changes its own {@code set:}
     */
    record RunSource(Node scenarioNode, String path, ScenarioOverrides.Changes changes) {
    }

    ContrastReader(YamlNodes yaml, ScenarioOverrides overrides) {
        this.yaml = yaml;
        this.overrides = overrides;
    }

    // contrast: { set: {...} } | { run: NAME } | { run: { NAME: OTHER } }, with an optional says;
    // or contrast: none with a reason. Absent: null (which --strict reports).
    Contrast read(Map<String, NodeTuple> c, String path, Expr check, Map<String, LessonRun> byName,
            Map<String, RunSource> runSources) throws LessonException {
        NodeTuple entry = c.get("contrast");
        NodeTuple reason = c.get("reason");
        if (entry == null) {
            if (reason != null) {
                throw yaml.fail(reason.getKeyNode(), path + ".reason", "a reason is for contrast: none; this claim"
                        + " names no contrast");
            }
            return null;
        }
        Node node = entry.getValueNode();
        String key = path + ".contrast";
        if (node instanceof ScalarNode s && s.getValue().equals("none")) {
            if (reason == null) {
                throw yaml.fail(node, key, "none needs a reason: say why no change of the model could make this"
                        + " claim fail, reason: ...");
            }
            return Contrast.none(yaml.prose(reason.getValueNode(), path + ".reason"));
        }
        if (reason != null) {
            throw yaml.fail(reason.getKeyNode(), path + ".reason", "a reason is for contrast: none; this claim"
                    + " has a contrast");
        }
        if (!(node instanceof MappingNode)) {
            throw yaml.fail(node, key, "expected none, { set: { ... } } or { run: NAME }, got "
                    + YamlDocument.describe(node));
        }
        Map<String, NodeTuple> m = yaml.entries(node, key, List.of("set", "run", "says"));
        if (m.containsKey("set") == m.containsKey("run")) {
            throw yaml.fail(node, key, "a contrast is either set: { ... } (a change to every run the claim"
                    + " reads) or run: NAME (another run of the lesson read instead)");
        }
        List<String> read = check.keys().stream().map(Expr.Key::run).distinct().toList();
        Map<String, LessonRun> replaced = new LinkedHashMap<>();
        String words;
        if (m.containsKey("set")) {
            Set<String> changed = new TreeSet<>();
            for (String name : read) {
                RunSource src = runSources.get(name);
                Setup setup = overrides.apply(src.scenarioNode(), src.path(), List.of(src.changes(),
                        new ScenarioOverrides.Changes(m.get("set").getValueNode(), key + ".set")));
                LessonRun run = byName.get(name);
                List<String> knobs = KnobChanges.between(run.setup().scenario(), setup.scenario());
                if (!knobs.isEmpty()) {
                    changed.addAll(knobs);
                    replaced.put(name, new LessonRun(name, setup, run.durationNs(), yaml.line(node)));
                }
            }
            if (replaced.isEmpty()) {
                throw yaml.fail(m.get("set").getValueNode(), key + ".set", "changes nothing of "
                        + String.join(", ", read.stream().map(r -> "run(" + r + ")").toList()) + ", so the claim"
                        + " would read the same figures there; change a knob the runs do not already have");
            }
            words = "with " + String.join(", ", changed) + " changed";
        } else {
            Node runNode = m.get("run").getValueNode();
            Map<String, String> pairs = new LinkedHashMap<>();
            if (runNode instanceof MappingNode pm) {
                for (NodeTuple t : pm.getValue()) {
                    pairs.put(yaml.text(t.getKeyNode(), key + ".run"), yaml.text(t.getValueNode(), key + ".run"));
                }
            } else {
                if (read.size() != 1) {
                    throw yaml.fail(runNode, key + ".run", "the claim reads " + read.size() + " runs (" + String.join(", ",
                            read) + "): say which is read in place of which, run: { " + read.get(0) + ": OTHER }");
                }
                pairs.put(read.get(0), yaml.text(runNode, key + ".run"));
            }
            for (Map.Entry<String, String> p : pairs.entrySet()) {
                if (!read.contains(p.getKey())) {
                    throw yaml.fail(runNode, key + ".run", "the claim does not read run(" + p.getKey() + ") (it reads "
                            + String.join(", ", read) + ")");
                }
                LessonRun other = byName.get(p.getValue());
                if (other == null) {
                    throw yaml.fail(runNode, key + ".run", "there is no run " + p.getValue() + " (runs: "
                            + String.join(", ", byName.keySet()) + ")");
                }
                if (other.twinOf(byName.get(p.getKey()))) {
                    throw yaml.fail(runNode, key + ".run", "run(" + p.getValue() + ") resolves to the same settings"
                            + " as run(" + p.getKey() + "), so the claim would read the same figures there");
                }
                replaced.put(p.getKey(), other);
            }
            words = "with " + String.join(", ", pairs.entrySet().stream()
                    .map(p -> "run(" + p.getValue() + ") for run(" + p.getKey() + ")").toList());
        }
        if (m.containsKey("says")) {
            words = yaml.prose(m.get("says").getValueNode(), key + ".says");
        }
        return new Contrast(replaced, words, null);
    }
}
