package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.ringside.model.format.Durations;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Turns the YAML nodes of one scenario file into a {@link Scenario}, remembering the line of
 * every key so that any problem, including those {@link ScenarioValidator} finds afterwards,
 * is reported at the line that causes it. Keys, ranges and defaults come from {@link Knobs}.
 */
final class ScenarioReader {
    /** The NIC's XPS maps set by hand ({@link Xps}). */
    private static final String XPS = "xps";
    private final String source;
    private final String defaultName;
    // Key path (nic.mtu, flows[1], flows[1].size) -> line of its key (of the item, for a flow);
    // used to place the problems the validator finds, and missing keys at their parent.
    private final Map<String, Integer> lines = new HashMap<>();

    ScenarioReader(String source, String defaultName) {
        this.source = source;
        this.defaultName = defaultName;
    }

    Scenario read(Node root) throws ScenarioException {
        lines.put("", YamlDocument.line(root));
        if (!(root instanceof MappingNode)) {
            throw fail(root, "file", "expected a map of settings, got " + YamlDocument.describe(root),
                    String.join(", ", Knobs.topLevelKeys()));
        }
        Map<String, NodeTuple> top = entries((MappingNode) root, "", Knobs.topLevelKeys());

        String name = top.containsKey("name")
                ? text(top.get("name").getValueNode(), "name", Knobs.get("name"))
                : defaultName;
        // Every knob but BQL's from the table, in file order; BQL's keys depend on its mode.
        Scenario scenario = Knobs.defaults().withName(name);
        Map<String, Map<String, NodeTuple>> sections = new HashMap<>();
        for (Knob k : Knobs.all()) {
            if (!k.bindsScenario()) {
                continue;
            }
            if (k.section().equals("bql")) {
                if (!sections.containsKey("bql")) {
                    sections.put("bql", section(top, "bql"));
                    scenario = scenario.withBql(bql(sections.get("bql")));
                }
                continue;
            }
            Map<String, NodeTuple> m = top;
            if (!k.section().isEmpty()) {
                if (!sections.containsKey(k.section())) {
                    sections.put(k.section(), section(top, k.section()));
                }
                m = sections.get(k.section());
            }
            // A key the file leaves out keeps its default, or the kernel's where it follows one.
            if (m.containsKey(k.name())) {
                scenario = k.set(scenario, number(m, k.section(), k.name()));
            }
        }
        if (sections.get("nic").containsKey(XPS)) {
            scenario = scenario.withNic(scenario.nic().withXps(xps(sections.get("nic").get(XPS))));
        }
        if (sections.get("network").containsKey(CrossTrafficReader.KEY)) {
            scenario = scenario.withNetwork(scenario.network().withCrossTraffic(
                    new CrossTrafficReader(source, lines).read(sections.get("network").get(CrossTrafficReader.KEY))));
        }
        scenario = scenario.withFlows(flows(top.get("flows"), scenario.nic().mtu()));

        Optional<Problem> problem = ScenarioValidator.firstProblem(scenario);
        if (problem.isPresent()) {
            throw new ScenarioException(source, lineOf(problem.get().key()), problem.get());
        }
        return scenario;
    }

    private Bql bql(Map<String, NodeTuple> m) throws ScenarioException {
        BqlMode mode = BqlMode.values()[(int) number(m, "bql", "mode")];
        long holdNs = number(m, "bql", "hold_time");
        if (holdNs % Units.MS != 0) {
            // DQL counts time in jiffies at HZ = 1000.
            throw fail(m.get("hold_time").getValueNode(), "bql.hold_time",
                    Durations.scenario(holdNs) + " is not a whole number of milliseconds",
                    Knobs.get("bql.hold_time").allowed() + " in whole ms");
        }
        if (mode == BqlMode.FIXED) {
            for (String unused : List.of("limit_min", "limit_max")) {
                if (m.containsKey(unused)) {
                    throw fail(m.get(unused).getKeyNode(), "bql." + unused,
                            "mode fixed sets it from limit", "mode, limit, hold_time");
                }
            }
            if (!m.containsKey("limit")) {
                throw new ScenarioException(source, lineOf("bql.mode"), new Problem("bql.limit",
                        "missing, mode fixed needs a limit in bytes", Knobs.get("bql.limit").allowed()));
            }
            long limit = number(m, "bql", "limit");
            return new Bql(mode, limit, limit, holdNs / Units.MS, limit);
        }
        if (m.containsKey("limit")) {
            throw fail(m.get("limit").getKeyNode(), "bql.limit",
                    "applies only to mode fixed, not " + mode.yamlName(), "mode, limit_min, limit_max, hold_time");
        }
        return new Bql(mode, number(m, "bql", "limit_min"), number(m, "bql", "limit_max"), holdNs / Units.MS, 0);
    }

    /**
     * {@code nic.xps}: a map from queue ({@code tx-3}) to the list of its CPUs; whether each is one
     * the scenario has, the validator checks, at this key's line.
     */
    private Xps xps(NodeTuple t) throws ScenarioException {
        String allowed = "a map of queues to CPU lists, e.g. { tx-0: [0], tx-1: [1, 5] }";
        Node v = t.getValueNode();
        if (!(v instanceof MappingNode)) {
            throw fail(v, "nic.xps", "expected a map, got " + YamlDocument.describe(v), allowed);
        }
        Map<Integer, Long> masks = new TreeMap<>();
        for (NodeTuple q : ((MappingNode) v).getValue()) {
            String name = scalar(q.getKeyNode(), "nic.xps", allowed);
            String at = "nic.xps." + name;
            if (!name.matches(Xps.QUEUE_PREFIX + "(0|[1-9][0-9]{0,3})")) {
                throw fail(q.getKeyNode(), at, "not a transmit queue", allowed);
            }
            int queue = Integer.parseInt(name.substring(Xps.QUEUE_PREFIX.length()));
            lines.put(at, YamlDocument.line(q.getKeyNode()));
            if (!(q.getValueNode() instanceof SequenceNode)) {
                throw fail(q.getValueNode(), at, "expected a list of CPUs, got "
                        + YamlDocument.describe(q.getValueNode()), allowed);
            }
            long mask = 0;
            for (Node cpu : ((SequenceNode) q.getValueNode()).getValue()) {
                String c = scalar(cpu, at, allowed);
                if (!c.matches("[0-9]{1,2}") || Integer.parseInt(c) >= Knobs.MAX_QUEUES) {
                    throw fail(cpu, at, c + " is not a CPU", "CPUs 0 to " + (Knobs.MAX_QUEUES - 1));
                }
                mask |= 1L << Integer.parseInt(c);
            }
            if (masks.put(queue, mask) != null) {
                throw fail(q.getKeyNode(), at, "given twice", "each queue once");
            }
        }
        return Xps.of(masks);
    }

    private List<Flow> flows(NodeTuple entry, int mtu) throws ScenarioException {
        Knob kindKnob = Knobs.get("flows[].kind");
        String allowed = "a list of " + kindKnob.allowed() + " flows";
        if (entry == null) {
            throw new ScenarioException(source, lineOf("flows"),
                    new Problem("flows", "missing, a scenario needs at least one flow", allowed));
        }
        Node node = entry.getValueNode();
        if (YamlDocument.isNull(node)) {
            throw fail(node, "flows", "a scenario needs at least one flow", allowed);
        }
        if (!(node instanceof SequenceNode)) {
            throw fail(node, "flows", "expected a list, got " + YamlDocument.describe(node), allowed);
        }
        List<String> allKeys = Knobs.section(Knobs.FLOWS).stream().map(Knob::name).toList();
        List<Flow> flows = new ArrayList<>();
        List<Node> items = ((SequenceNode) node).getValue();
        if (items.size() > InputLimits.FLOW_ENTRIES) {
            throw fail(items.get(InputLimits.FLOW_ENTRIES), "flows", "more than " + InputLimits.FLOW_ENTRIES
                    + " entries", "at most " + InputLimits.FLOW_ENTRIES + "; an entry's count stands for many flows");
        }
        for (int i = 0; i < items.size(); i++) {
            flows.add(flow(items.get(i), "flows[" + i + "]", allKeys, mtu));
        }
        return flows;
    }

    private Flow flow(Node item, String at, List<String> allKeys, int mtu) throws ScenarioException {
        lines.put(at, YamlDocument.line(item));
        if (!(item instanceof MappingNode)) {
            throw fail(item, at, "expected a map with a kind, got " + YamlDocument.describe(item),
                    String.join(", ", allKeys));
        }
        Map<String, NodeTuple> m = entries((MappingNode) item, at, allKeys);
        Knob kindKnob = Knobs.get("flows[].kind");
        if (!m.containsKey("kind")) {
            throw fail(item, at + ".kind", "missing", kindKnob.allowed());
        }
        FlowKind kind = FlowKind.values()[(int) number(m, at, "kind")];
        List<String> keys = Knobs.flowKeys(kind);
        for (NodeTuple t : m.values()) {
            String key = ((ScalarNode) t.getKeyNode()).getValue();
            if (!keys.contains(key)) {
                throw fail(t.getKeyNode(), at + "." + key, "not used by " + kind.yamlName() + " flows",
                        String.join(", ", keys));
            }
        }
        Flow f = Flow.defaults(kind);
        if (m.containsKey("name")) {
            f = f.withName(text(m.get("name").getValueNode(), at + ".name", Knobs.get("flows[].name")));
        }
        // The keys the file leaves out keep the kind's defaults.
        for (Knob k : Knobs.flowKnobs(kind)) {
            if (k.bindsFlow() && m.containsKey(k.name())) {
                Optional<FlowBound> bound = FlowBound.of(kind, k.name(), mtu);
                f = k.set(f, bound.isPresent() ? bounded(m, at, k.name(), bound.get()) : number(m, at, k.name()));
            }
        }
        return f;
    }

    /**
     * The entries of a map, keyed by name, after checking that every key is known and given
     * once. Records each key's line under its full path.
     */
    private Map<String, NodeTuple> entries(MappingNode map, String path, List<String> known)
            throws ScenarioException {
        Map<String, NodeTuple> out = new LinkedHashMap<>();
        for (NodeTuple t : map.getValue()) {
            Node keyNode = t.getKeyNode();
            if (!(keyNode instanceof ScalarNode) || YamlDocument.isNull(keyNode)) {
                throw fail(keyNode, path.isEmpty() ? "file" : path, "a key must be a word, got "
                        + YamlDocument.describe(keyNode), String.join(", ", known));
            }
            String key = ((ScalarNode) keyNode).getValue();
            String full = join(path, key);
            if (!known.contains(key)) {
                throw fail(keyNode, join(path, quoteOdd(key)), "unknown key" + suggestion(key, path, known),
                        String.join(", ", known));
            }
            NodeTuple first = out.putIfAbsent(key, t);
            if (first != null) {
                throw fail(keyNode, full, "given twice (first on line " + YamlDocument.line(first.getKeyNode()) + ")",
                        "each key once");
            }
            lines.put(full, YamlDocument.line(keyNode));
        }
        return out;
    }

    /** A key as messages show it: quoted if it holds anything but letters, digits and _, so
     * that {@code nic."tso: off": unknown key} shows where the key ends. */
    private static String quoteOdd(String key) {
        if (key.matches("[A-Za-z0-9_]+")) {
            return key;
        }
        return '"' + key.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }

    /** "did you mean ...?" for a misspelt key, or for a key that belongs to another section. */
    private static String suggestion(String key, String path, List<String> known) {
        Optional<String> near = KeySuggestion.closest(key, known);
        if (near.isPresent()) {
            return ", did you mean " + near.get() + "?";
        }
        String section = path.replaceAll("\\[[0-9]+]", "[]");
        for (Knob k : Knobs.all()) {
            if (k.name().equals(key) && !k.section().equals(section)) {
                return ", did you mean " + k.key().replace("[]", "[i]") + "?";
            }
        }
        return "";
    }

    /**
     * A map section of the top level (link, nic, ...); an empty section means all defaults. A map
     * within it ({@code qdisc: { fq: { quantum: 3028 } }}) is read too, its keys named with the
     * map's ({@code fq.quantum}).
     */
    private Map<String, NodeTuple> section(Map<String, NodeTuple> top, String name) throws ScenarioException {
        List<String> names = new ArrayList<>(Knobs.section(name).stream().map(Knob::name).toList());
        if (name.equals("nic")) {
            names.add(XPS); // a map of its own, not a knob: read by xps()
        }
        if (name.equals("network")) {
            names.add(CrossTrafficReader.KEY); // a list, not a knob: read by CrossTrafficReader
        }
        return map(top.get(name), name, names);
    }

    // The entries of the map under t, at path, whose keys (names within maps included) are known.
    private Map<String, NodeTuple> map(NodeTuple t, String path, List<String> names) throws ScenarioException {
        List<String> known = names.stream().map(n -> n.contains(".") ? n.substring(0, n.indexOf('.')) : n)
                .distinct().toList();
        if (t == null || YamlDocument.isNull(t.getValueNode())) {
            return Map.of();
        }
        Node v = t.getValueNode();
        if (!(v instanceof MappingNode)) {
            throw fail(v, path, "expected a map, got " + YamlDocument.describe(v), String.join(", ", known));
        }
        Map<String, NodeTuple> out = new LinkedHashMap<>(entries((MappingNode) v, path, known));
        for (String inner : known) {
            if (names.contains(inner)) {
                continue;
            }
            String prefix = inner + ".";
            List<String> innerNames = names.stream().filter(n -> n.startsWith(prefix))
                    .map(n -> n.substring(prefix.length())).toList();
            Map<String, NodeTuple> m = map(out.remove(inner), join(path, inner), innerNames);
            m.forEach((k, e) -> out.put(prefix + k, e));
        }
        return out;
    }

    /** A knob's value from a map, or its default if the map leaves it out. */
    private long number(Map<String, NodeTuple> m, String path, String key) throws ScenarioException {
        Knob knob = Knobs.get(join(path.replaceAll("\\[[0-9]+]", "[]"), key));
        NodeTuple t = m.get(key);
        if (t == null) {
            return knob.defaultValue();
        }
        String scalar = scalar(t.getValueNode(), join(path, key), knob.allowed());
        try {
            return knob.parse(scalar);
        } catch (IllegalArgumentException e) {
            throw fail(t.getValueNode(), join(path, key), e.getMessage(), knob.allowed());
        }
    }

    /** A number whose range depends on other settings (flow sizes bound by the MTU). */
    private long bounded(Map<String, NodeTuple> m, String path, String key, FlowBound bound)
            throws ScenarioException {
        Knob knob = Knobs.get(Knobs.FLOWS + "." + key);
        Node v = m.get(key).getValueNode();
        String scalar = scalar(v, join(path, key), bound.allowed());
        long value;
        try {
            value = knob.parse(scalar);
        } catch (IllegalArgumentException e) {
            throw fail(v, join(path, key), e.getMessage(), bound.allowed());
        }
        Optional<String> problem = bound.problem(value, scalar.strip());
        if (problem.isPresent()) {
            throw fail(v, join(path, key), problem.get(), bound.allowed());
        }
        return value;
    }

    private String text(Node v, String key, Knob knob) throws ScenarioException {
        String s = scalar(v, key, knob.allowed());
        Optional<String> problem = knob.textProblem(s);
        if (problem.isPresent()) {
            throw fail(v, key, problem.get(), knob.allowed());
        }
        return s;
    }

    private String scalar(Node v, String key, String allowed) throws ScenarioException {
        return scalar(source, v, key, allowed);
    }

    /** A single value of the file {@code source}, or the problem with it at its line. */
    static String scalar(String source, Node v, String key, String allowed) throws ScenarioException {
        if (YamlDocument.isNull(v)) {
            throw new ScenarioException(source, YamlDocument.line(v), new Problem(key, "no value", allowed));
        }
        if (!(v instanceof ScalarNode)) {
            throw new ScenarioException(source, YamlDocument.line(v),
                    new Problem(key, "expected a single value, got " + YamlDocument.describe(v), allowed));
        }
        return ((ScalarNode) v).getValue();
    }

    private int lineOf(String key) {
        String k = key;
        while (true) {
            Integer line = lines.get(k);
            if (line != null) {
                return line;
            }
            if (k.isEmpty()) {
                return 1;
            }
            int cut = Math.max(k.lastIndexOf('.'), k.lastIndexOf('['));
            k = cut < 0 ? "" : k.substring(0, cut);
        }
    }

    private ScenarioException fail(Node at, String key, String what, String allowed) {
        return new ScenarioException(source, YamlDocument.line(at), new Problem(key, what, allowed));
    }

    private static String join(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }
}
