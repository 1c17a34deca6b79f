package org.ringside.model.sweep;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.ringside.model.scenario.Problem;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioValidator;

/**
 * Every combination of a sweep's values, in a fixed order: the first axis changes slowest and
 * the last fastest, as nested loops written in the order of the axes (with
 * {@code nic.ring_size=64,128} and {@code bql.mode=auto,off}: 64 auto, 64 off, 128 auto, 128 off).
 * The order depends on nothing else, so the output does not depend on how many run at once.
 *
 * @param base the scenario every combination starts from
 * @param axes the varied settings, at least one, no key twice
 */
public record SweepPlan(Scenario base, List<SweepAxis> axes) {

    /**
     * One combination: its place in the order, a value of each axis, and the scenario with them.
     *
     * @param index 0 for the first combination
     * @param values one value per axis, in the axes' order, in the model's units
     * @param scenario the base scenario with these values set, checked
     */
    public record Combination(int index, List<Long> values, Scenario scenario) {
        public Combination {
            values = List.copyOf(values);
        }
    }

    public SweepPlan {
        Objects.requireNonNull(base, "base");
        axes = List.copyOf(axes);
        if (axes.isEmpty()) {
            throw new IllegalArgumentException("nothing to vary (allowed: one --vary KEY=VALUES or more)");
        }
        Set<String> keys = new HashSet<>();
        for (SweepAxis a : axes) {
            if (!keys.add(a.key().key())) {
                throw new IllegalArgumentException(a.key().key() + " is varied twice (allowed: each key once,"
                        + " with all its values in one list)");
            }
        }
    }

    /** How many combinations there are; saturates at {@link Long#MAX_VALUE}. */
    public long count() {
        long n = 1;
        for (SweepAxis a : axes) {
            int size = a.values().size();
            n = n > Long.MAX_VALUE / size ? Long.MAX_VALUE : n * size;
        }
        return n;
    }

    /**
     * Every combination, in order, each checked as a scenario file is.
     *
     * @throws IllegalArgumentException naming the first combination that is not a valid
     *     scenario, the problem and what is allowed
     */
    public List<Combination> combinations() {
        int total = checkedCount();
        List<Combination> out = new ArrayList<>(total);
        for (int i = 0; i < total; i++) {
            out.add(combination(i));
        }
        return out;
    }

    /**
     * Checks every combination as {@link #combinations()} does, keeping none: a sweep of a
     * million runs makes each one's scenario again when it runs ({@link #combination}).
     *
     * @return how many there are
     * @throws IllegalArgumentException as {@link #combinations()}
     */
    public int check() {
        int total = checkedCount();
        for (int i = 0; i < total; i++) {
            combination(i);
        }
        return total;
    }

    private int checkedCount() {
        long total = count();
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(total + " combinations are too many to hold");
        }
        return (int) total;
    }

    /**
     * The combination at {@code index} in the order, checked as a scenario file is.
     *
     * @throws IllegalArgumentException as {@link #combinations()}, for this combination
     */
    public Combination combination(int index) {
        // The index in mixed radix: the last axis turns fastest, like an odometer.
        long[] values = new long[axes.size()];
        long rest = index;
        for (int a = axes.size() - 1; a >= 0; a--) {
            List<Long> choices = axes.get(a).values();
            values[a] = choices.get((int) (rest % choices.size()));
            rest /= choices.size();
        }
        List<Long> taken = new ArrayList<>(axes.size());
        Scenario s = base;
        for (int a = 0; a < axes.size(); a++) {
            taken.add(values[a]);
            try {
                s = axes.get(a).key().apply(s, values[a]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(describe(taken, a + 1) + ": " + e.getMessage());
            }
        }
        Optional<Problem> problem = ScenarioValidator.firstProblem(s);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(describe(taken, axes.size()) + ": " + problem.get());
        }
        return new Combination(index, taken, s);
    }

    /** {@code nic.ring_size=8, bql.mode=off}: the first {@code n} values of a combination. */
    String describe(List<Long> values, int n) {
        List<String> parts = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            SweepKey key = axes.get(a).key();
            parts.add(key.key() + "=" + key.format(values.get(a)));
        }
        return String.join(", ", parts);
    }
}
