package org.ringside.model.scenario;

import java.io.Serializable;
import java.util.Objects;

/**
 * One thing wrong with a scenario, before it is tied to a file and line.
 *
 * @param key the full key path, e.g. {@code nic.ring_size} or {@code flows[1].kind}
 * @param what what is wrong, e.g. {@code 5 is out of range}
 * @param allowed what would be accepted, e.g. {@code 8 to 16384}; "" if there is nothing to list
 */
public record Problem(String key, String what, String allowed) implements Serializable {
    public Problem {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(what, "what");
        Objects.requireNonNull(allowed, "allowed");
    }

    /** {@code key: what (allowed: ...)}, the part of an error line after the file and line. */
    @Override
    public String toString() {
        return key + ": " + what + (allowed.isEmpty() ? "" : " (allowed: " + allowed + ")");
    }
}
