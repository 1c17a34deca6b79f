package org.ringside.lessons;

import java.util.Map;
import java.util.Set;
import org.ringside.lessons.expr.ExprException;
import org.ringside.lessons.expr.KeyCheck;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Reads the marks of a lesson's texts as the lesson loads: every live number must parse, read
 * runs the lesson defines and keys their summaries have, and name a unit that suits it. A broken
 * mark is a broken file, {@code FILE:LINE: key: column N: what}: in a step's text the line and
 * column in the file, in a header value the line of its key and the column in the value.
 */
final class LiveMarks {
    private final String source;
    private final Map<String, Set<String>> runKeys;

    LiveMarks(String source, Map<String, Set<String>> runKeys) {
        this.source = source;
        this.runKeys = runKeys;
    }

    /** A step's text, starting on {@code line} of the file. */
    LiveText body(String text, int line, String key) throws LessonException {
        LiveText parsed;
        try {
            parsed = parse(text, line);
        } catch (Located e) {
            LiveText at = new LiveText(text, java.util.List.of(), line);
            throw new LessonException(source, at.lineOf(e.offset), key, "column " + at.columnOf(e.offset) + ": " + e.what);
        }
        return parsed;
    }

    /** A claim's {@code says}: live numbers and constants. */
    LiveText says(YamlNodes yaml, Node node, String text, String key) throws LessonException {
        try {
            return parse(text, yaml.line(node));
        } catch (Located e) {
            throw yaml.fail(node, key, "column " + (e.offset + 1) + ": " + e.what);
        }
    }

    /** An ask or a hint: constants only, since the window shows them before anything is measured. */
    LiveText constantsOnly(YamlNodes yaml, Node node, String text, String key) throws LessonException {
        LiveText parsed = says(yaml, node, text, key);
        if (!parsed.lives().isEmpty()) {
            throw yaml.fail(node, key, "column " + (parsed.lives().get(0).offset() + 1) + ": an ask or hint may mark"
                    + " constants ({{ const: 1514 bytes }}) but not live numbers; state the figure in the step's text");
        }
        return parsed;
    }

    // Parses and checks keys; a problem comes out with its offset in the text.
    private LiveText parse(String source, int line) throws Located {
        LiveText text;
        try {
            text = LiveText.parse(source, line);
        } catch (ExprException e) {
            throw new Located(e.column() - 1, e.what());
        }
        for (LiveText.Live live : text.lives()) {
            try {
                KeyCheck.checkClaim(live.expr(), runKeys);
            } catch (ExprException e) {
                throw new Located(live.exprOffset() + e.column() - 1, e.what());
            }
        }
        return text;
    }

    // A problem at an offset of the text, before it is placed in the file.
    private static final class Located extends Exception {
        private static final long serialVersionUID = 1L;
        private final int offset;
        private final String what;

        Located(int offset, String what) {
            super(what, null, false, false);
            this.offset = offset;
            this.what = what;
        }
    }
}
