package org.ringside.views.inspect;

/**
 * One entry of a filter's choice box: a value, or null for "all", and how it reads.
 *
 * @param value what to keep, or null to keep everything
 * @param label the entry's text
 */
record Choice<T>(T value, String label) {
    static <T> Choice<T> all(String label) {
        return new Choice<>(null, label);
    }

    /** Whether {@code candidate} passes: everything does when the value is null. */
    boolean admits(T candidate) {
        return value == null || value.equals(candidate);
    }

    @Override
    public String toString() {
        return label;
    }
}
