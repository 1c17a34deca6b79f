package org.ringside.views.knobs;

import org.ringside.model.scenario.Knob;

/**
 * Where a value sits on a knob's slider. A range that spans three decades or more (link rates,
 * durations, byte limits, ring sizes) is laid out logarithmically over {@link #POSITIONS}
 * positions, so 1 Mbit/s and 400 Gbit/s are both reachable; its values are rounded to two
 * significant digits and the knob's step. A narrower range is linear in the knob's own units.
 *
 * @param min the knob's smallest value
 * @param max its largest
 * @param step values are multiples of it above {@code min}
 * @param log whether the slider is logarithmic
 */
record SliderScale(long min, long max, long step, boolean log) {
    /** Slider positions of a logarithmic scale. */
    static final double POSITIONS = 1000;
    private static final long DECADES_FOR_LOG = 1000;

    static SliderScale of(Knob k) {
        long low = Math.max(1, Math.max(k.min(), k.step()));
        return new SliderScale(k.min(), k.max(), k.step(), k.max() / low >= DECADES_FOR_LOG);
    }

    /** The slider's lowest position. */
    double first() {
        return log ? 0 : min;
    }

    /** The slider's highest position. */
    double last() {
        return log ? POSITIONS : max;
    }

    /** The slider position of a value. */
    double position(long value) {
        if (!log) {
            return value;
        }
        double low = low();
        if (value <= low) {
            return 0; // below one step the slider shows the bottom; the text field has the value
        }
        return Math.log(value / low) / Math.log(max / low) * POSITIONS;
    }

    /** The value at a slider position, rounded as the scale rounds. */
    long value(double position) {
        double raw;
        if (log) {
            double low = low();
            if (position <= 0) {
                return min;
            }
            if (position >= POSITIONS) {
                return max; // exactly, not rounded to two digits
            }
            raw = low * Math.exp(position / POSITIONS * Math.log(max / low));
            raw = twoDigits(raw);
        } else {
            raw = position;
        }
        return snap(raw);
    }

    /**
     * The next value from {@code value} one notch up ({@code direction} 1) or down (-1): the
     * first slider position that gives another value, as the arrow keys move.
     */
    long next(long value, int direction) {
        double notch = log ? POSITIONS / 200 : Math.max(step, (max - min) / 100.0);
        double p = position(value);
        for (int i = 1; i <= 400; i++) {
            double q = Math.max(first(), Math.min(last(), p + direction * notch * i));
            long v = value(q);
            if (direction > 0 ? v > value : v < value) {
                return v;
            }
            if (q == first() || q == last()) {
                break;
            }
        }
        return direction > 0 ? Math.min(max, value + step) : Math.max(min, value - step);
    }

    private double low() {
        return Math.max(1, Math.max(min, step));
    }

    private long snap(double raw) {
        double steps = Math.rint((raw - min) / step);
        double v = min + steps * step;
        if (v >= max) {
            return max;
        }
        return Math.max(min, (long) v);
    }

    private static double twoDigits(double v) {
        double scale = Math.pow(10, Math.floor(Math.log10(v)) - 1);
        return Math.rint(v / scale) * scale;
    }
}
