package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * The {@code compare:} block of a pair file, as YAML nodes: B is A's file with the block's keys
 * written over it. Maps merge key by key ({@code compare: { nic: { tso: false } }} keeps A's
 * other NIC keys); a list ({@code flows}) or a single value replaces A's; a {@code bql} map that
 * names a {@code mode} replaces A's BQL keys, since which keys BQL takes depends on its mode.
 * The nodes keep their lines, so a problem inside the block is reported at its own line.
 */
final class CompareBlock {
    /** The top-level key of the block. */
    static final String KEY = "compare";

    private CompareBlock() {
    }

    /** The block's entries in a file's top map: none for a plain scenario, more than one an error. */
    static List<NodeTuple> entries(MappingNode root) {
        return root.getValue().stream().filter(t -> isKey(t, KEY)).toList();
    }

    /** Whether the block gives B a name of its own. */
    static boolean names(MappingNode compare) {
        return find(compare, "name");
    }

    /** Every entry of the top map but the block: A's settings. */
    static MappingNode without(MappingNode root) {
        List<NodeTuple> kept = root.getValue().stream().filter(t -> !isKey(t, KEY)).toList();
        return copy(root, kept);
    }

    /** B's map: A's with the block's entries written over it. */
    static MappingNode merged(MappingNode a, MappingNode compare) {
        List<NodeTuple> out = new ArrayList<>(a.getValue());
        for (NodeTuple over : compare.getValue()) {
            int at = indexOf(out, over);
            if (at < 0) {
                out.add(over);
                continue;
            }
            NodeTuple under = out.get(at);
            if (under.getValueNode() instanceof MappingNode u && over.getValueNode() instanceof MappingNode o
                    && !(isKey(over, "bql") && find(o, "mode"))) {
                out.set(at, new NodeTuple(over.getKeyNode(), merged(u, o)));
            } else {
                out.set(at, over);
            }
        }
        return copy(a, out);
    }

    private static boolean find(MappingNode m, String key) {
        return m.getValue().stream().anyMatch(t -> isKey(t, key));
    }

    private static int indexOf(List<NodeTuple> entries, NodeTuple t) {
        if (!(t.getKeyNode() instanceof ScalarNode key)) {
            return -1; // the reader reports a key that is not a word at its line
        }
        for (int i = 0; i < entries.size(); i++) {
            if (isKey(entries.get(i), key.getValue())) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isKey(NodeTuple t, String key) {
        Node k = t.getKeyNode();
        return k instanceof ScalarNode s && s.getValue().equals(key);
    }

    private static MappingNode copy(MappingNode like, List<NodeTuple> entries) {
        return new MappingNode(like.getTag(), true, new ArrayList<>(entries), like.getStartMark(), like.getEndMark(),
                like.getFlowStyle());
    }
}
