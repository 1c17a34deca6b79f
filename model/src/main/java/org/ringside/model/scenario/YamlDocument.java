package org.ringside.model.scenario;

import java.io.StringReader;
import org.ringside.model.format.PrintableText;
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
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.parser.Parser;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.ReaderException;
import org.yaml.snakeyaml.reader.StreamReader;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Parses YAML text into nodes, which keep the line of every key and value, and says what a node
 * is in words for messages. Values are read from the nodes' text, not from YAML's type guesses,
 * so the reader of a scenario or a lesson alone decides what {@code off} or {@code 100us} means.
 * Scenarios and lesson headers both read their YAML here.
 */
public final class YamlDocument {
    private YamlDocument() {
    }

    /**
     * Text that is not YAML: the 1-based line of the text where the parser stopped, and why,
     * on one line.
     */
    public static final class SyntaxException extends Exception {
        private static final long serialVersionUID = 1L;

        private final int line;

        SyntaxException(int line, String reason) {
            super(reason, null, false, false);
            this.line = line;
        }

        /** The 1-based line of the text where the parser stopped. */
        public int line() {
            return line;
        }
    }

    /**
     * The single document's root node, or null for an empty document. Keys given twice are kept,
     * for the caller to report with the key's line.
     *
     * @throws SyntaxException for a syntax error, with the parser's line and reason
     */
    public static Node parse(String text) throws SyntaxException {
        LoaderOptions options = new LoaderOptions();
        options.setAllowRecursiveKeys(false);
        options.setAllowDuplicateKeys(true);
        options.setMaxAliasesForCollections(50);
        try {
            // What Yaml.compose does, without building a Yaml: its object constructor and
            // representer load java.beans and java.util.logging, 20-40 ms of every start.
            MarkingParser parser = new MarkingParser(new ParserImpl(new StreamReader(new StringReader(text)), options));
            Composer composer = new Composer(parser, new Resolver(), options);
            try {
                return composer.getSingleNode();
            } catch (ReaderException e) {
                // A character YAML forbids (NUL, most controls): the reader gives its place in code points.
                throw new SyntaxException(lineAtCodePoint(text, e.getPosition()), oneLine(firstLine(e.getMessage())));
            } catch (YAMLException e) {
                if (e instanceof MarkedYAMLException) {
                    throw e;
                }
                // Unmarked, such as the composer's nesting-depth limit: the line of the last event read.
                throw new SyntaxException(parser.line(), oneLine(firstLine(e.getMessage())));
            }
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            String reason = e.getProblem() != null ? e.getProblem() : firstLine(e.getMessage());
            if (reason.startsWith("but ") && e.getContext() != null) {
                reason = e.getContext() + " " + reason; // "expected a single document ... but found another"
            }
            throw new SyntaxException(mark == null ? 1 : mark.getLine() + 1, oneLine(reason));
        } catch (YAMLException e) {
            throw new SyntaxException(1, oneLine(firstLine(e.getMessage())));
        }
    }

    /** The 1-based line of the code point at {@code position} of {@code text}. */
    static int lineAtCodePoint(String text, int position) {
        int line = 1;
        int end = text.offsetByCodePoints(0, Math.min(Math.max(position, 0), text.codePointCount(0, text.length())));
        for (int i = 0; i < end; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    /** A parser that remembers where its last event started, for errors that carry no place. */
    private static final class MarkingParser implements Parser {
        private final Parser parser;
        private int line = 1;

        MarkingParser(Parser parser) {
            this.parser = parser;
        }

        @Override
        public boolean checkEvent(Event.ID id) {
            return parser.checkEvent(id);
        }

        @Override
        public Event peekEvent() {
            return parser.peekEvent();
        }

        @Override
        public Event getEvent() {
            Event e = parser.getEvent();
            if (e != null && e.getStartMark() != null) {
                line = e.getStartMark().getLine() + 1;
            }
            return e;
        }

        int line() {
            return line;
        }
    }

    /** The 1-based line a node starts on. */
    public static int line(Node node) {
        return node.getStartMark().getLine() + 1;
    }

    /** Whether a node is YAML's null: an empty value, {@code ~} or {@code null}. */
    public static boolean isNull(Node node) {
        return node instanceof ScalarNode && node.getTag().equals(Tag.NULL);
    }

    /** What a node is, in words for messages: a map, a list, nothing, or its text as {@link #shown} gives it. */
    public static String describe(Node node) {
        if (node instanceof MappingNode) {
            return "a map";
        }
        if (node instanceof SequenceNode) {
            return "a list";
        }
        if (isNull(node)) {
            return "nothing";
        }
        return shown(((ScalarNode) node).getValue());
    }

    /**
     * Text from a file as a message shows it: on one line, with line breaks, other control
     * characters and bidirectional overrides escaped ({@link PrintableText}) and the whole quoted when anything was, and cut short when long.
     */
    public static String shown(String text) {
        StringBuilder b = new StringBuilder();
        boolean escaped = false;
        int i = 0;
        for (; i < text.length() && b.length() < 80; i++) {
            String escape = PrintableText.escape(text.charAt(i));
            escaped |= escape != null;
            b.append(escape != null ? escape : String.valueOf(text.charAt(i)));
        }
        String out = b + (i < text.length() ? "..." : "");
        return escaped ? "\"" + out + "\"" : out;
    }

    /** Text with every run of white space, line breaks included, made one space, and stripped. */
    public static String oneLine(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "not valid YAML";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
