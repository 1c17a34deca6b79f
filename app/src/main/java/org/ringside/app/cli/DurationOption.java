package org.ringside.app.cli;

import java.math.BigInteger;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Units;
import picocli.CommandLine.Option;

/**
 * {@code --duration D}: how much simulated time {@code run} and each of {@code sweep}'s runs
 * cover instead of the scenario's own; a picocli mixin. Its range is the scenario key's
 * ({@code Knobs.get("duration")}), so the option and the file allow the same.
 */
final class DurationOption {
    @Option(names = "--duration", paramLabel = "D",
            description = "simulated time of the run, e.g. 2s or 500ms (default: the scenario's duration)")
    private String duration;

    /** Whether one was given. */
    boolean given() {
        return duration != null;
    }

    /**
     * The duration given, in nanoseconds, or {@code scenarioNs} if none was.
     *
     * @throws IllegalArgumentException "--duration: what is wrong (allowed: ...)"
     */
    long ns(long scenarioNs) {
        if (duration == null) {
            return scenarioNs;
        }
        String problem = problem(duration);
        if (problem != null) {
            throw new IllegalArgumentException("--duration: " + problem);
        }
        return Units.parseDuration(duration).longValueExact();
    }

    /** Why {@code text} is not a usable duration of simulated time, or null. */
    static String problem(String text) {
        Knob knob = Knobs.get("duration");
        BigInteger ns;
        try {
            ns = Units.parseDuration(text);
        } catch (IllegalArgumentException e) {
            return e.getMessage() + " (allowed: " + knob.allowed() + ")";
        }
        if (ns.compareTo(BigInteger.valueOf(knob.min())) < 0 || ns.compareTo(BigInteger.valueOf(knob.max())) > 0) {
            return text + " is out of range (allowed: " + knob.allowed() + ")";
        }
        return null;
    }
}
