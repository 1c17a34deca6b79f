package org.ringside.lessons;

import java.util.List;

/**
 * A lesson file cut into its parts: the YAML header between two {@code ---} lines, and each
 * step's Markdown under its {@code ## Step: ID} heading with the heading's line. A lesson is
 * text: a NUL character, or a byte order mark (U+FEFF) anywhere but at the very start, makes the
 * file broken at its line; a byte order mark at the start is skipped.
 *
 * @param header the header's text, without the {@code ---} lines (it starts on the file's line 2)
 * @param steps each step's Markdown and the lines of its heading and text, by id in the order written
 */
record LessonText(String header, StepTexts steps) {

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
        return new LessonText(String.join("\n", lines.subList(1, close)), StepTexts.read(lines, close + 1, source));
    }
}
