package org.ringside.model.format;

/**
 * Writes a number of bytes: exact with its digits grouped ({@link #exact(long)},
 * "1,514 bytes"), short ({@link #shortened(double)}, "1.5 KB", "64 KB", "36 MB"), or one of the
 * two depending on what the count is of ({@link #readable(double)} for pictures and reports,
 * {@link #setting(long)} for configured sizes, {@link #exactAndShortened(long)} for counters).
 *
 * <p>KB, MB and GB are decimal: 1 KB = 1000 bytes, 1 MB = 1000 KB, as link rates are and as the
 * charts' axes, the chart options ({@code --y-max 200KB}) and the lessons' claims count them.
 * Digits are grouped with commas, as the rest of the program writes large counts.
 */
public final class ByteCounts {
    /** Below this {@link #readable(long)} is exact: a packet's size, up to a jumbo frame. */
    static final long READABLE_EXACT_BELOW = 10_000;
    /** Below this {@link #setting(long)} is exact: limits are set byte by byte. */
    static final long SETTING_EXACT_BELOW = 1_000_000;

    /** The units of {@link #shortened(double)} and {@link #in(double, String)}, smallest first. */
    private static final String[] UNITS = {"bytes", "KB", "MB", "GB"};

    private ByteCounts() {
    }

    /** The count alone, its digits grouped by three: 30280 → "30,280". */
    public static String grouped(long bytes) {
        // As String.format("%,d") writes it, without parsing a format for every step sentence.
        String digits = Long.toString(bytes);
        int sign = bytes < 0 ? 1 : 0;
        int n = digits.length() - sign;
        if (n <= 3) {
            return digits;
        }
        StringBuilder b = new StringBuilder(digits.length() + n / 3).append(digits, 0, sign);
        for (int i = 0; i < n; i++) {
            if (i > 0 && (n - i) % 3 == 0) {
                b.append(',');
            }
            b.append(digits.charAt(sign + i));
        }
        return b.toString();
    }

    /** Every byte, digits grouped: "0 bytes", "1 byte", "1,514 bytes", "4,194,304 bytes". */
    public static String exact(long bytes) {
        return grouped(bytes) + (bytes == 1 ? " byte" : " bytes");
    }

    /**
     * Three significant digits in bytes, KB, MB or GB, no trailing zeros: 512 → "512 bytes",
     * 1500 → "1.5 KB", 64,000 → "64 KB", 65,536 → "65.5 KB", 36,000,000 → "36 MB". Takes a
     * double so that means need no rounding first.
     */
    public static String shortened(double bytes) {
        return DecimalSteps.scaled(bytes, UNITS);
    }

    /**
     * The count in the unit given: {@code bytes} exact to the byte ({@link #exact(long)},
     * "128,690 bytes"), {@code KB}, {@code MB} or {@code GB} with three significant digits
     * ({@code in(128_690, "KB")} is "129 KB", {@code in(64_000, "MB")} "0.064 MB").
     *
     * @throws IllegalArgumentException for another unit
     */
    public static String in(double bytes, String unit) {
        return unit.equals(UNITS[0]) ? exact(Math.round(bytes)) : DecimalSteps.in(bytes, unit, UNITS);
    }

    /**
     * Exact below 10,000 bytes, where it is a packet's size and each byte counts ("1,514 bytes"),
     * shortened from there, where it is a queue's ("45.4 KB"). Takes a double so that means need
     * no rounding first; below 10,000 they are rounded to the byte ("6,085 bytes").
     */
    public static String readable(double bytes) {
        return Math.abs(bytes) < READABLE_EXACT_BELOW ? exact(Math.round(bytes)) : shortened(bytes);
    }

    /**
     * A configured size: exact below a megabyte, where people set limits byte by byte
     * ("30,280 bytes"), shortened from there ("4.19 MB").
     */
    public static String setting(long bytes) {
        return Math.abs(bytes) < SETTING_EXACT_BELOW ? exact(bytes) : shortened(bytes);
    }

    /**
     * Every byte, followed by the short form once that reads easier:
     * "999 bytes", "1,514,000 bytes (1.51 MB)".
     */
    public static String exactAndShortened(long bytes) {
        return Math.abs(bytes) < 1000 ? exact(bytes) : exact(bytes) + " (" + shortened(bytes) + ")";
    }
}
