package org.ringside.model.scenario;

import java.util.Objects;
import java.util.function.ToLongFunction;

/**
 * How one knob's value is read from and written into an immutable value (a {@link Scenario} or
 * a {@link Flow}), in the model's units as a {@code long}: 0/1 for a boolean, a choice's index,
 * ns, bit/s, bytes or a count.
 *
 * @param <T> what holds the value
 * @param getter reads the value
 * @param setter makes a copy with the value changed
 */
public record Lens<T>(ToLongFunction<T> getter, Setter<T> setter) {

    /** Makes a copy of {@code target} with one value changed. */
    @FunctionalInterface
    public interface Setter<T> {
        T set(T target, long value);
    }

    private static final Lens<?> UNBOUND = new Lens<>(t -> {
        throw new UnsupportedOperationException("this knob is not bound here");
    }, (t, v) -> {
        throw new UnsupportedOperationException("this knob is not bound here");
    });

    public Lens {
        Objects.requireNonNull(getter, "getter");
        Objects.requireNonNull(setter, "setter");
    }

    /** A lens for a knob that has no number in {@code T} (a text knob, or a flow knob on a scenario). */
    @SuppressWarnings("unchecked")
    public static <T> Lens<T> unbound() {
        return (Lens<T>) UNBOUND;
    }

    /** Whether this lens reads and writes anything. */
    public boolean bound() {
        return this != UNBOUND;
    }

    public long get(T target) {
        return getter.applyAsLong(target);
    }

    public T set(T target, long value) {
        return setter.set(target, value);
    }

    /** A count or size held in an int; a value beyond one cannot be held at all. */
    static int toInt(String key, long value) {
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(key + ": " + value + " is out of range");
        }
        return (int) value;
    }
}
