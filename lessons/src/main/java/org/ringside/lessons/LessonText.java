package org.ringside.lessons;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A lesson file cut into its parts: the YAML header between two {@code ---} lines, and each
 * step's Markdown under its {@code ## Step: ID} heading with the heading's line. A lesson is
 * text: a NUL character, or a byte order mark (U+FEFF) anywhere but at the very start, makes the
 * file broken at its line; a byte order mark at the start is skipped.
 *
 * @param header the header's text, without the {@code ---} lines (it starts on the file's line 2)
 * @param texts each step's Markdown, by id in the order written
 * @param headingLines the line of each step's heading, by id
 */
record LessonText(String header, Map<String, String> texts, Map<String, Integer> headingLines) {
    private static final Pattern STEP_HEADING = Pattern.compile("## Step: ?(.*)");

    /**
     * Cuts {@code text} into its parts.
     *
     * @throws LessonException for a character a lesson may not hold, a missing {@code ---} line,
     *     or a step heading without an id
     */
    static LessonText split(String text, String source) throws LessonException {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        List<String> lines = body.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int nul = line.indexOf('\0');
            if (nul >= 0) {
                throw new LessonException(source, i + 1, "file", "a NUL character (U+0000) at column " + (nul + 1)
                        + "; a lesson is text");
            }
            int bom = line.indexOf('\uFEFF');
            if (bom >= 0) {
                throw new LessonException(source, i + 1, "file", "a byte order mark (U+FEFF) at column " + (bom + 1)
                        + "; it is allowed only as the file's first character");
            }
        }
        if (lines.isEmpty() || !lines.get(0).strip().equals("---")) {
            throw new LessonException(source, 1, "file", "a lesson starts with a --- line, then its YAML header");
        }
        int close = -1;
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).strip().equals("---")) {
                close = i;
                break;
            }
        }
        if (close < 0) {
            throw new LessonException(source, 1, "file", "the header has no closing --- line");
        }
        StepTexts steps = stepTexts(lines, close + 1, source);
        return new LessonText(String.join("\n", lines.subList(1, close)), steps.texts(), steps.headingLines());
    }

    // Each step's Markdown and the line of its heading, by id in the order written.
    private record StepTexts(Map<String, String> texts, Map<String, Integer> headingLines) {
    }

    private static StepTexts stepTexts(List<String> lines, int from, String source) throws LessonException {
        Map<String, String> texts = new LinkedHashMap<>();
        Map<String, Integer> headingLines = new LinkedHashMap<>();
        String current = null;
        StringBuilder text = new StringBuilder();
        boolean fenced = false;
        for (int i = from; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```") || line.startsWith("~~~")) {
                fenced = !fenced;
            }
            Matcher m = fenced ? null : STEP_HEADING.matcher(line.stripTrailing());
            if (m != null && m.matches()) {
                String id = m.group(1).strip();
                if (!id.matches("[a-z][a-z0-9_-]*")) {
                    throw new LessonException(source, i + 1, "steps", "a step heading is ## Step: ID, with the id of a"
                            + " step of the header, got " + (id.isEmpty() ? "no id" : id));
                }
                if (current != null) {
                    texts.put(current, text.toString().strip());
                }
                if (texts.containsKey(id)) {
                    throw new LessonException(source, i + 1, "steps", "the text of step " + id + " is given twice");
                }
                current = id;
                text.setLength(0);
                headingLines.put(id, i + 1);
            } else if (current == null) {
                if (!line.isBlank()) {
                    throw new LessonException(source, i + 1, "steps", "text before the first ## Step: heading belongs"
                            + " to no step");
                }
            } else {
                text.append(line).append('\n');
            }
        }
        if (current != null) {
            texts.put(current, text.toString().strip());
        }
        return new StepTexts(texts, headingLines);
    }
}
