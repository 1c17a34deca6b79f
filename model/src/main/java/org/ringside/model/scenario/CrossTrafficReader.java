package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads {@code network.cross_traffic}: a list of other hosts' flows into the bottleneck port. Each
 * value is read by the knob that reads the same kind of value elsewhere (a flow's count and
 * remote_rtt, the port's rate, {@code tcp.congestion}), so units and ranges are the table's.
 */
final class CrossTrafficReader {
    /** The key under {@code network}. */
    static final String KEY = "cross_traffic";
    private static final String PATH = "network." + KEY;
    private static final List<String> BULK_KEYS = List.of("kind", "name", "count", "remote_rtt", "congestion",
            "access_rate");
    private static final List<String> CBR_KEYS = List.of("kind", "name", "count", "rate", "size", "access_rate");
    private static final List<String> RR_KEYS = List.of("kind", "name", "count", "remote_rtt", "request",
            "access_rate");

    private final String source;
    /** The reader's key lines, which this fills for the validator's problems. */
    private final Map<String, Integer> lines;

    CrossTrafficReader(String source, Map<String, Integer> lines) {
        this.source = source;
        this.lines = lines;
    }

    /** The keys an entry of {@code kind} takes. */
    static List<String> keys(CrossKind kind) {
        return switch (kind) {
            case BULK_TCP -> BULK_KEYS;
            case CBR_UDP -> CBR_KEYS;
            case REQUEST_RESPONSE -> RR_KEYS;
        };
    }

    /** The words {@code kind} takes. */
    static String kinds() {
        List<String> words = new ArrayList<>();
        for (CrossKind k : CrossKind.values()) {
            words.add(k.yamlName());
        }
        return String.join(", ", words);
    }

    List<CrossFlow> read(NodeTuple t) throws ScenarioException {
        String allowed = "a list of " + kinds() + " entries, e.g. [{ kind: bulk_tcp, name: others, count: 4 }]";
        Node v = t.getValueNode();
        if (YamlDocument.isNull(v)) {
            return List.of();
        }
        if (!(v instanceof SequenceNode)) {
            throw fail(v, PATH, "expected a list, got " + YamlDocument.describe(v), allowed);
        }
        List<Node> items = ((SequenceNode) v).getValue();
        if (items.size() > InputLimits.FLOW_ENTRIES) {
            throw fail(items.get(InputLimits.FLOW_ENTRIES), PATH, "more than " + InputLimits.FLOW_ENTRIES
                    + " entries", "at most " + InputLimits.FLOW_ENTRIES + "; an entry's count stands for many flows");
        }
        List<CrossFlow> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            out.add(entry(items.get(i), PATH + "[" + i + "]"));
        }
        return out;
    }

    private CrossFlow entry(Node item, String at) throws ScenarioException {
        lines.put(at, YamlDocument.line(item));
        if (!(item instanceof MappingNode)) {
            throw fail(item, at, "expected a map with a kind, got " + YamlDocument.describe(item), kinds());
        }
        Map<String, NodeTuple> m = new LinkedHashMap<>();
        for (NodeTuple e : ((MappingNode) item).getValue()) {
            String key = e.getKeyNode() instanceof ScalarNode s ? s.getValue() : "";
            if (m.putIfAbsent(key, e) != null) {
                throw fail(e.getKeyNode(), at + "." + key, "given twice", "each key once");
            }
            lines.put(at + "." + key, YamlDocument.line(e.getKeyNode()));
        }
        if (!m.containsKey("kind")) {
            throw fail(item, at + ".kind", "missing", kinds());
        }
        String word = scalar(m.get("kind").getValueNode(), at + ".kind", kinds());
        CrossKind kind = null;
        for (CrossKind k : CrossKind.values()) {
            if (k.yamlName().equals(word.strip())) {
                kind = k;
            }
        }
        if (kind == null) {
            throw fail(m.get("kind").getValueNode(), at + ".kind", word + " is not a kind of cross traffic", kinds());
        }
        for (NodeTuple e : m.values()) {
            String key = e.getKeyNode() instanceof ScalarNode s ? s.getValue() : "";
            if (!keys(kind).contains(key)) {
                throw fail(e.getKeyNode(), at + "." + key, "not used by " + kind.yamlName() + " cross traffic",
                        String.join(", ", keys(kind)));
            }
        }
        String name = switch (kind) {
            case BULK_TCP -> CrossFlow.DEFAULT_BULK_NAME;
            case CBR_UDP -> CrossFlow.DEFAULT_CBR_NAME;
            case REQUEST_RESPONSE -> CrossFlow.DEFAULT_RR_NAME;
        };
        if (m.containsKey("name")) {
            Knob k = Knobs.get("flows[].name");
            name = scalar(m.get("name").getValueNode(), at + ".name", k.allowed());
        }
        int count = (int) number(m, at, "count", Knobs.get("flows[].count"), 1);
        long access = number(m, at, "access_rate", Knobs.get("network.bottleneck.rate"), 0);
        if (m.containsKey("access_rate") && access == 0) {
            throw fail(m.get("access_rate").getValueNode(), at + ".access_rate", "0bit: an access link needs a rate",
                    "above 0bit; left out, ten times the port's rate");
        }
        if (kind != CrossKind.CBR_UDP) {
            long rtt = number(m, at, "remote_rtt", Knobs.get("flows[].remote_rtt"), CrossFlow.DEFAULT_REMOTE_RTT_NS);
            if (kind == CrossKind.REQUEST_RESPONSE) {
                // The request's bound on the MTU is the validator's: the NIC may come after network.
                int request = (int) number(m, at, "request", Knobs.get("flows[].request"),
                        Flow.defaults(FlowKind.REQUEST_RESPONSE).request());
                return new CrossFlow(kind, name, count, rtt, TcpCongestion.CUBIC, access, 0, 0, request);
            }
            Knob cc = Knobs.get("tcp.congestion");
            TcpCongestion congestion = TcpCongestion.values()[(int) number(m, at, "congestion", cc,
                    TcpCongestion.CUBIC.ordinal())];
            return new CrossFlow(kind, name, count, rtt, congestion, access, 0, 0, 0);
        }
        if (!m.containsKey("rate")) {
            throw fail(item, at + ".rate", "missing: a cbr_udp flow needs a rate", "a rate above 0bit, e.g. 10Mbit");
        }
        long rate = number(m, at, "rate", Knobs.get("network.bottleneck.rate"), 0);
        if (rate == 0) {
            throw fail(m.get("rate").getValueNode(), at + ".rate", "0bit sends nothing", "a rate above 0bit");
        }
        int size = (int) number(m, at, "size", Knobs.get("flows[].size"), CrossFlow.DEFAULT_SIZE);
        return new CrossFlow(kind, name, count, 0, TcpCongestion.CUBIC, access, rate, size, 0);
    }

    /** The value of {@code key} read as {@code knob} reads its own, or {@code absent} when left out. */
    private long number(Map<String, NodeTuple> m, String at, String key, Knob knob, long absent)
            throws ScenarioException {
        NodeTuple t = m.get(key);
        if (t == null) {
            return absent;
        }
        String s = scalar(t.getValueNode(), at + "." + key, knob.allowed());
        try {
            return knob.parse(s);
        } catch (IllegalArgumentException e) {
            throw fail(t.getValueNode(), at + "." + key, e.getMessage(), knob.allowed());
        }
    }

    private String scalar(Node v, String key, String allowed) throws ScenarioException {
        return ScenarioReader.scalar(source, v, key, allowed);
    }

    private ScenarioException fail(Node at, String key, String what, String allowed) {
        return new ScenarioException(source, YamlDocument.line(at), new Problem(key, what, allowed));
    }
}
