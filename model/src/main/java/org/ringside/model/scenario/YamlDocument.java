package org.ringside.model.scenario;

import java.io.StringReader;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.composer.Composer;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.StreamReader;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Parses scenario text into YAML nodes, which keep the line of every key and value. Values are
 * read from the nodes' text, not from YAML's type guesses, so the scenario reader alone decides
 * what {@code off} or {@code 100us} means.
 */
final class YamlDocument {
    private YamlDocument() {
    }

    /**
     * The single document's root node.
     *
     * @throws ScenarioException for a syntax error (with the parser's line and reason) or an
     *     empty document
     */
    static Node parse(String text, String source) throws ScenarioException {
        LoaderOptions options = new LoaderOptions();
        options.setAllowRecursiveKeys(false);
        options.setMaxAliasesForCollections(50);
        Node root;
        try {
            // What Yaml.compose does, without building a Yaml: its object constructor and
            // representer load java.beans and java.util.logging, 20-40 ms of every start.
            Composer composer = new Composer(new ParserImpl(new StreamReader(new StringReader(text)), options),
                    new Resolver(), options);
            root = composer.getSingleNode();
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            int line = mark == null ? 1 : mark.getLine() + 1;
            String reason = e.getProblem() != null ? e.getProblem() : firstLine(e.getMessage());
            if (reason.startsWith("but ") && e.getContext() != null) {
                reason = e.getContext() + " " + reason; // "expected a single document ... but found another"
            }
            throw new ScenarioException(source, line, new Problem("yaml", oneLine(reason), ""));
        } catch (YAMLException e) {
            throw new ScenarioException(source, 1, new Problem("yaml", oneLine(firstLine(e.getMessage())), ""));
        }
        if (root == null || isNull(root)) {
            throw new ScenarioException(source, 1, new Problem("file", "empty",
                    "a map of " + String.join(", ", Knobs.topLevelKeys())));
        }
        return root;
    }

    /** The 1-based line a node starts on. */
    static int line(Node node) {
        return node.getStartMark().getLine() + 1;
    }

    /** Whether a node is YAML's null: an empty value, {@code ~} or {@code null}. */
    static boolean isNull(Node node) {
        return node instanceof ScalarNode && node.getTag().equals(Tag.NULL);
    }

    /** What a node is, in words for messages: a map, a list, text, nothing. */
    static String describe(Node node) {
        if (node instanceof MappingNode) {
            return "a map";
        }
        if (node instanceof SequenceNode) {
            return "a list";
        }
        if (isNull(node)) {
            return "nothing";
        }
        return ((ScalarNode) node).getValue();
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "not valid YAML";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    private static String oneLine(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }
}
