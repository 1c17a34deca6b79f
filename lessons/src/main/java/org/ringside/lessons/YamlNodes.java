package org.ringside.lessons;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringside.model.scenario.YamlDocument;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a lesson's YAML header into nodes through the model's {@link YamlDocument}, as the
 * scenario reader does, and takes typed values out of them with one-line errors at the line in
 * the lesson file. Values are read from the nodes' text, so YAML's guesses never decide what a
 * value means.
 */
final class YamlNodes {
    private final String source;
    // Lines of the header start this many lines into the file (after the opening ---).
    private final int lineOffset;

    YamlNodes(String source, int lineOffset) {
        this.source = source;
        this.lineOffset = lineOffset;
    }

    /** The file's name, as messages give it. */
    String source() {
        return source;
    }

    /** The header's root node, or an error at the parser's line. */
    Node parse(String text) throws LessonException {
        Node root;
        try {
            root = YamlDocument.parse(text);
        } catch (YamlDocument.SyntaxException e) {
            throw new LessonException(source, lineOffset + e.line(), "yaml", e.getMessage());
        }
        if (root == null || YamlDocument.isNull(root)) {
            throw new LessonException(source, lineOffset + 1, "file", "the header between the --- lines is empty");
        }
        return root;
    }

    /** The 1-based line of a node in the lesson file. */
    int line(Node node) {
        return lineOffset + node.getStartMark().getLine() + 1;
    }

    LessonException fail(Node node, String key, String what) {
        return new LessonException(source, line(node), key, what);
    }

    /**
     * A map's entries by key, after checking that it is a map, every key is one of
     * {@code known} and none is given twice.
     */
    Map<String, NodeTuple> entries(Node node, String path, List<String> known) throws LessonException {
        if (!(node instanceof MappingNode map)) {
            throw fail(node, path, "expected a map of " + String.join(", ", known) + ", got " + YamlDocument.describe(node));
        }
        Map<String, NodeTuple> out = new LinkedHashMap<>();
        for (NodeTuple t : map.getValue()) {
            if (!(t.getKeyNode() instanceof ScalarNode k) || YamlDocument.isNull(k)) {
                throw fail(t.getKeyNode(), path, "a key must be a word, got " + YamlDocument.describe(t.getKeyNode()));
            }
            String key = k.getValue();
            String full = path.isEmpty() ? YamlDocument.shown(key) : path + "." + YamlDocument.shown(key);
            if (!known.contains(key)) {
                throw fail(k, full, "unknown key (allowed: " + String.join(", ", known) + ")");
            }
            if (out.putIfAbsent(key, t) != null) {
                throw fail(k, full, "given twice");
            }
        }
        return out;
    }

    /** A list's items; a missing or empty value is an empty list. */
    List<Node> items(Node node, String path) throws LessonException {
        if (node == null || YamlDocument.isNull(node)) {
            return List.of();
        }
        if (!(node instanceof SequenceNode seq)) {
            throw fail(node, path, "expected a list, got " + YamlDocument.describe(node));
        }
        return new ArrayList<>(seq.getValue());
    }

    /** One line of text, not empty. */
    String text(Node node, String path) throws LessonException {
        if (!(node instanceof ScalarNode s) || YamlDocument.isNull(node)) {
            throw fail(node, path, "expected text, got " + YamlDocument.describe(node));
        }
        String v = s.getValue().strip();
        if (v.isEmpty()) {
            throw fail(node, path, "is empty");
        }
        if (v.contains("\n")) {
            throw fail(node, path, "must be one line");
        }
        return v;
    }

    /** Text of any length (a hint, a claim's sentence), not empty; lines are joined by spaces. */
    String prose(Node node, String path) throws LessonException {
        if (!(node instanceof ScalarNode s) || YamlDocument.isNull(node)) {
            throw fail(node, path, "expected text, got " + YamlDocument.describe(node));
        }
        String v = YamlDocument.oneLine(s.getValue());
        if (v.isEmpty()) {
            throw fail(node, path, "is empty");
        }
        return v;
    }

    /** A word made of lower-case letters, digits, '-' and '_', starting with a letter. */
    String word(Node node, String path) throws LessonException {
        String v = text(node, path);
        if (!isWord(v)) {
            throw fail(node, path, v + " " + NOT_A_WORD);
        }
        return v;
    }

    /** What an id that is not a word is, after the id. */
    static final String NOT_A_WORD = "is not a word of lower-case letters, digits, - and _, starting with a letter";

    /** Whether {@code v} may be an id: a lesson's or a step's. */
    static boolean isWord(String v) {
        return v.matches("[a-z][a-z0-9_-]*");
    }

    /** A whole number from {@code min} to {@code max}. */
    int whole(Node node, String path, int min, int max) throws LessonException {
        String v = text(node, path);
        if (!v.matches("[0-9]{1,9}")) {
            throw fail(node, path, "expected a whole number, got " + v + " (allowed: " + min + " to " + max + ")");
        }
        int n = Integer.parseInt(v);
        if (n < min || n > max) {
            throw fail(node, path, n + " is out of range (allowed: " + min + " to " + max + ")");
        }
        return n;
    }

    NodeTuple required(Map<String, NodeTuple> m, Node parent, String path, String key) throws LessonException {
        NodeTuple t = m.get(key);
        if (t == null) {
            throw fail(parent, path.isEmpty() ? key : path + "." + key, "missing");
        }
        return t;
    }
}
