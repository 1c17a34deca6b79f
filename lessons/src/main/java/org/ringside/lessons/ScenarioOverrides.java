package org.ringside.lessons;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.YamlDocument;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.emitter.Emitter;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.resolver.Resolver;
import org.yaml.snakeyaml.serializer.Serializer;

/**
 * Applies a lesson's {@code set:} map to a shipped scenario and loads the result with the
 * scenario loader, so the keys, values and rules are the scenario format's and nothing here
 * knows them. The changes are written in the scenario format itself: a map merges into the map
 * of the same key ({@code nic: { tso: false }} changes one key of {@code nic}), anything else
 * replaces the value (a new {@code flows} list replaces the whole list), and {@code ~} removes a
 * key (so it takes its default again).
 *
 * <p>A problem the loader finds is reported at the line of the change that caused it when the
 * key is one the lesson changed, otherwise at the line of the {@code scenario:} key.
 */
final class ScenarioOverrides {
    private final ScenarioCatalog catalog;
    private final YamlNodes yaml;

    ScenarioOverrides(ScenarioCatalog catalog, YamlNodes yaml) {
        this.catalog = catalog;
        this.yaml = yaml;
    }

    /**
     * A set of changes and where in the lesson it is written.
     *
     * @param set the {@code set:} map's node, or null for none
     * @param path its key path in the lesson, e.g. {@code steps[0].set}
     */
    record Changes(Node set, String path) {
    }

    // Where a changed key is written in the lesson.
    private record Written(int line, String path) {
    }

    /**
     * The scenario named by {@code nameNode} with each of {@code changes} applied in turn.
     *
     * @param path the key path of the {@code scenario:} key, e.g. {@code steps[0].scenario}
     */
    Setup apply(Node nameNode, String path, List<Changes> changes) throws LessonException {
        String name = yaml.text(nameNode, path);
        String text = catalog.text(name).orElseThrow(() -> yaml.fail(nameNode, path,
                name + " is not a shipped scenario (allowed: " + String.join(", ", catalog.names()) + ")"));
        Node base;
        try {
            base = YamlDocument.parse(text);
        } catch (YamlDocument.SyntaxException e) {
            throw yaml.fail(nameNode, path, name + " cannot be read: line " + e.line() + ": " + e.getMessage());
        }
        if (!(base instanceof MappingNode baseMap)) {
            throw yaml.fail(nameNode, path, name + " is not a map of settings");
        }
        Map<String, Written> lines = new HashMap<>();
        boolean changed = false;
        for (Changes c : changes) {
            if (c.set() == null || YamlDocument.isNull(c.set())) {
                continue;
            }
            if (!(c.set() instanceof MappingNode set)) {
                throw yaml.fail(c.set(), c.path(), "expected a map of scenario keys, got " + YamlDocument.describe(c.set()));
            }
            merge(baseMap, set, "", c.path(), lines);
            changed = true;
        }
        String merged;
        try {
            merged = changed ? serialize(baseMap) : text;
        } catch (YAMLException e) {
            // The emitter refuses what YAML cannot write back, e.g. a tag it cannot name.
            throw yaml.fail(nameNode, path, "the changes cannot be applied to " + name + ": "
                    + YamlDocument.oneLine(String.valueOf(e.getMessage())));
        }
        return new Setup(name, load(merged, name, nameNode, path, lines));
    }

    private Scenario load(String text, String name, Node nameNode, String path, Map<String, Written> lines)
            throws LessonException {
        try {
            return ScenarioLoader.fromString(text, name);
        } catch (ScenarioException e) {
            String key = e.problem().key();
            Written at = lines.get(key);
            // A problem inside a changed section or list is placed at the nearest changed parent.
            for (String k = key; at == null && k.contains("."); k = k.substring(0, k.lastIndexOf('.'))) {
                at = lines.get(k.substring(0, k.lastIndexOf('.')));
            }
            if (at == null && key.startsWith("flows[")) {
                at = lines.get("flows");
            }
            if (at == null) {
                throw new LessonException(yaml.source(), yaml.line(nameNode), path, name + " with the lesson's changes: "
                        + e.problem());
            }
            throw new LessonException(yaml.source(), at.line(), at.path(), e.problem().toString());
        }
    }

    // Merges `set` into `base` in place, recording the lesson line of every changed key by its
    // scenario key path (nic.tso, flows, flows[1].size), the paths the loader's problems name.
    private void merge(MappingNode base, MappingNode set, String path, String setPath, Map<String, Written> lines)
            throws LessonException {
        for (NodeTuple change : set.getValue()) {
            if (!(change.getKeyNode() instanceof ScalarNode keyNode) || YamlDocument.isNull(keyNode)) {
                throw yaml.fail(change.getKeyNode(), setPath, "a key must be a word, got "
                        + YamlDocument.describe(change.getKeyNode()));
            }
            String key = keyNode.getValue();
            String full = path.isEmpty() ? key : path + "." + key;
            lines.put(full, new Written(yaml.line(keyNode), setPath));
            record(change.getValueNode(), full, setPath, lines);
            List<NodeTuple> tuples = new ArrayList<>(base.getValue());
            int at = indexOf(tuples, key);
            Node value = change.getValueNode();
            if (YamlDocument.isNull(value)) {
                if (at >= 0) {
                    tuples.remove(at);
                }
            } else if (at >= 0 && value instanceof MappingNode m && tuples.get(at).getValueNode() instanceof MappingNode b) {
                merge(b, m, full, setPath, lines);
                continue;
            } else if (at >= 0) {
                tuples.set(at, new NodeTuple(tuples.get(at).getKeyNode(), copy(value)));
            } else {
                tuples.add(new NodeTuple(keyNode, copy(value)));
            }
            base.setValue(tuples);
        }
    }

    // Records the lines of the keys inside a replaced value, so a problem deep in a new flows
    // list is placed at its own line.
    private void record(Node value, String path, String setPath, Map<String, Written> lines) {
        if (value instanceof MappingNode m) {
            for (NodeTuple t : m.getValue()) {
                if (t.getKeyNode() instanceof ScalarNode k) {
                    String full = path + "." + k.getValue();
                    lines.put(full, new Written(yaml.line(k), setPath));
                    record(t.getValueNode(), full, setPath, lines);
                }
            }
        } else if (value instanceof SequenceNode s) {
            for (int i = 0; i < s.getValue().size(); i++) {
                Node item = s.getValue().get(i);
                lines.put(path + "[" + i + "]", new Written(yaml.line(item), setPath));
                record(item, path + "[" + i + "]", setPath, lines);
            }
        }
    }

    // The lesson's nodes are never put into a scenario's tree: a later merge into that tree
    // (a task's answer on top of its step's changes) must not change the step's own nodes.
    private static Node copy(Node node) {
        if (node instanceof MappingNode m) {
            List<NodeTuple> tuples = new ArrayList<>();
            for (NodeTuple t : m.getValue()) {
                tuples.add(new NodeTuple(t.getKeyNode(), copy(t.getValueNode())));
            }
            return new MappingNode(m.getTag(), tuples, m.getFlowStyle());
        }
        if (node instanceof SequenceNode s) {
            List<Node> items = new ArrayList<>();
            for (Node item : s.getValue()) {
                items.add(copy(item));
            }
            return new SequenceNode(s.getTag(), items, s.getFlowStyle());
        }
        return node;
    }

    private static int indexOf(List<NodeTuple> tuples, String key) {
        for (int i = 0; i < tuples.size(); i++) {
            if (tuples.get(i).getKeyNode() instanceof ScalarNode k && k.getValue().equals(key)) {
                return i;
            }
        }
        return -1;
    }

    private static String serialize(Node node) {
        DumperOptions options = new DumperOptions();
        options.setWidth(Integer.MAX_VALUE);
        StringWriter out = new StringWriter();
        Serializer serializer = new Serializer(new Emitter(out, options), new Resolver(), options, null);
        try {
            serializer.open();
            serializer.serialize(node);
            serializer.close();
        } catch (java.io.IOException e) {
            throw new IllegalStateException("writing to a string failed", e);
        }
        return out.toString();
    }
}
