package org.ringside.lessons;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The body of a lesson file cut into its steps' texts, each under a {@code ## Step: ID} heading
 * (a heading inside a fenced code block is text), in the order written.
 *
 * @param texts each step's Markdown, stripped of blank lines around it, by id
 * @param headingLines the line of each step's heading
 * @param textLines the line each step's text starts on
 */
record StepTexts(Map<String, String> texts, Map<String, Integer> headingLines, Map<String, Integer> textLines) {
    private static final Pattern STEP_HEADING = Pattern.compile("## Step: ?(.*)");

    /** Reads the step texts from line {@code from} (0-based) of {@code lines}. */
    static StepTexts read(List<String> lines, int from, String source) throws LessonException {
        Map<String, String> texts = new LinkedHashMap<>();
        Map<String, Integer> headingLines = new LinkedHashMap<>();
        Map<String, Integer> textLines = new LinkedHashMap<>();
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
                textLines.put(id, i + 2);
            } else if (current == null) {
                if (!line.isBlank()) {
                    throw new LessonException(source, i + 1, "steps", "text before the first ## Step: heading belongs"
                            + " to no step");
                }
            } else {
                if (text.toString().isBlank() && line.isBlank()) {
                    // Blank lines before the text are stripped: it starts on the next line.
                    textLines.put(current, i + 2);
                }
                text.append(line).append('\n');
            }
        }
        if (current != null) {
            texts.put(current, text.toString().strip());
        }
        return new StepTexts(texts, headingLines, textLines);
    }
}
