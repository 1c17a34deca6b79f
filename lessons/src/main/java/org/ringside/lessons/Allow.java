package org.ringside.lessons;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.ringside.model.scenario.KeySuggestion;

/**
 * The knobs a task lets the student change: knob keys of the model's table
 * ({@code nic.ring_size}, {@code flows[].size}) and whole sections ({@code bql.*}). A run whose
 * settings differ from the step's start in any other knob does not do the task, whatever its
 * goal reads.
 *
 * @param entries the keys and sections, as written
 */
public record Allow(List<String> entries) {
    /** What follows a section's name to allow every knob in it. */
    public static final String SECTION = ".*";

    public Allow {
        entries = List.copyOf(entries);
    }

    /** Whether a change of {@code key} (one of {@link KnobChanges#keys()}) is allowed. */
    public boolean permits(String key) {
        int dot = key.lastIndexOf('.');
        String section = dot < 0 ? null : key.substring(0, dot) + SECTION;
        return entries.contains(key) || section != null && entries.contains(section);
    }

    /** The keys of {@code changed} this task does not allow, in their order. */
    public List<String> outside(Collection<String> changed) {
        return changed.stream().filter(k -> !permits(k)).toList();
    }

    /** Every entry that may be written: each knob key a change is judged on, then each section. */
    public static List<String> words() {
        List<String> keys = KnobChanges.keys();
        Set<String> sections = new LinkedHashSet<>();
        for (String k : keys) {
            int dot = k.lastIndexOf('.');
            if (dot > 0) {
                sections.add(k.substring(0, dot) + SECTION);
            }
        }
        List<String> words = new ArrayList<>(keys);
        words.addAll(sections);
        return List.copyOf(words);
    }

    /**
     * What is wrong with one entry, if anything: {@code nic.ring_sise is not a knob, did you mean
     * nic.ring_size?}.
     */
    public static Optional<String> problem(String entry) {
        List<String> words = words();
        if (words.contains(entry)) {
            return Optional.empty();
        }
        String hint = KeySuggestion.closest(entry, words).map(w -> ", did you mean " + w + "?").orElse("");
        return Optional.of(entry + " is not a knob or a section" + hint);
    }

    /** The entries as a list reads: {@code nic.ring_size, bql.*}. */
    @Override
    public String toString() {
        return String.join(", ", entries);
    }
}
