package org.ringside.model.format;

import java.util.Locale;

/**
 * Text from a file made safe to print or draw: control characters and the Unicode marks that
 * reorder text (bidirectional overrides, embeddings, isolates) are shown as escapes, so a name
 * cannot move a terminal's cursor, colour it ({@code \e[31m}) or make a line read backwards
 * ({@code \u202E}, the trick of CVE-2021-42574, "Trojan Source"). Everything else is kept.
 *
 * <p>Text is escaped where it is printed or drawn (a command's report, a chart's title, a label
 * of the window), not when it is read: the model keeps a name as the file wrote it, so a saved
 * scenario, the JSON summary and the CSV (whose formats escape for themselves) keep the real
 * name, and names still compare as written. Escaping twice changes nothing (an escape is plain
 * text), so a line composed for drawing may be escaped again where it is drawn.
 */
public final class PrintableText {
    private static final int ESCAPE = 0x1B;

    private PrintableText() {
    }

    /** {@code text} with every character {@link #escape(int)} escapes written as its escape. */
    public static String of(String text) {
        StringBuilder b = null;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            String e = escape(cp);
            if (e != null && b == null) {
                b = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (b != null) {
                if (e != null) {
                    b.append(e);
                } else {
                    b.appendCodePoint(cp);
                }
            }
            i += Character.charCount(cp);
        }
        return b == null ? text : b.toString();
    }

    /**
     * {@code text} as {@link #of(String)} writes it but with its line breaks kept: for text made
     * of lines, a lesson's paragraph or a hint, where a break is the text's own and moves nothing.
     */
    public static String lines(String text) {
        String[] parts = text.split("\n", -1);
        if (parts.length == 1) {
            return of(text);
        }
        StringBuilder b = new StringBuilder(text.length() + 8);
        for (int i = 0; i < parts.length; i++) {
            b.append(i == 0 ? "" : "\n").append(of(parts[i]));
        }
        return b.toString();
    }

    /**
     * The escape of one character, or null for one shown as it is: {@code \n}, {@code \r},
     * {@code \t}, {@code \e} for ESC, {@code \u0007} for other C0 and C1 controls, DEL, the line
     * and paragraph separators and the directional marks U+061C, U+200E, U+200F, U+202A to
     * U+202E and U+2066 to U+2069.
     */
    public static String escape(int cp) {
        switch (cp) {
            case '\n':
                return "\\n";
            case '\r':
                return "\\r";
            case '\t':
                return "\\t";
            case ESCAPE:
                return "\\e";
            default:
                break;
        }
        boolean hidden = Character.isISOControl(cp)
                || Character.getType(cp) == Character.LINE_SEPARATOR
                || Character.getType(cp) == Character.PARAGRAPH_SEPARATOR
                || cp == 0x061C || cp == 0x200E || cp == 0x200F
                || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
        return hidden ? String.format(Locale.ROOT, "\\u%04X", cp) : null;
    }
}
