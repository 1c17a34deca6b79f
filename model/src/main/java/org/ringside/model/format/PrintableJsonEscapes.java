package org.ringside.model.format;

import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import java.util.Locale;

/**
 * JSON's own escapes ({@code \u001B}, {@code \u202E}) for every character {@link PrintableText}
 * escapes: the JSON keeps the real name, and read back it is the same string, but its text
 * holds no control or reordering character, so {@code --summary -} on a terminal is as safe as
 * any report. JSON escapes the C0 controls already; DEL and the rest are added.
 */
public final class PrintableJsonEscapes extends CharacterEscapes {
    private static final long serialVersionUID = 1L;
    private static final int DEL = 0x7F;

    private final int[] ascii;

    /** The escapes: JSON's standard ones, DEL and the non-ASCII characters PrintableText escapes. */
    public PrintableJsonEscapes() {
        ascii = standardAsciiEscapesForJSON();
        ascii[DEL] = ESCAPE_STANDARD;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
        return ascii;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
        return PrintableText.escape(ch) == null ? null : new SerializedString(String.format(Locale.ROOT, "\\u%04X", ch));
    }
}
