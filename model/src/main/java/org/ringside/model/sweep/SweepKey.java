package org.ringside.model.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.KeySuggestion;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;

/**
 * A setting a sweep can vary: a knob of the table bound to the scenario ({@code nic.ring_size},
 * {@code bql.mode}), or a per-flow knob of one flow, named by the flow's name or index
 * ({@code flows[rr].request}, {@code flows[0].count}). The knob table decides which keys exist,
 * what their values are and how they are set; nothing here lists them.
 *
 * @param key the key as written on the command line
 * @param knob the knob of the table
 * @param flow the index of the flow in the scenario for a per-flow knob, else -1
 */
public record SweepKey(String key, Knob knob, int flow) {
    private static final Pattern FLOW_KEY = Pattern.compile("flows\\[([^\\]]+)\\]\\.([a-z_]+)");

    public SweepKey {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(knob, "knob");
    }

    /**
     * The key as written, for a sweep of {@code base}.
     *
     * @throws IllegalArgumentException "what is wrong (allowed: ...)", one line
     */
    public static SweepKey resolve(String key, Scenario base) {
        Matcher m = FLOW_KEY.matcher(key);
        if (m.matches()) {
            return flowKey(key, m.group(1), m.group(2), base);
        }
        Knob knob = Knobs.find(key).orElseThrow(() -> unknown(key));
        if (!knob.bindsScenario()) {
            throw unknown(key);
        }
        return new SweepKey(key, knob, -1);
    }

    private static SweepKey flowKey(String key, String which, String name, Scenario base) {
        List<Flow> flows = base.flows();
        int index = -1;
        for (int i = 0; i < flows.size() && index < 0; i++) {
            if (flows.get(i).name().equals(which)) {
                index = i;
            }
        }
        if (index < 0 && which.matches("[0-9]{1,9}") && Integer.parseInt(which) < flows.size()) {
            index = Integer.parseInt(which);
        }
        if (index < 0) {
            throw new IllegalArgumentException("the scenario has no flow " + which + " (allowed: "
                    + String.join(", ", flows.stream().map(Flow::name).toList()) + ", or an index from 0 to "
                    + (flows.size() - 1) + ")");
        }
        Flow flow = flows.get(index);
        List<String> keys = Knobs.flowKeys(flow.kind()).stream()
                .filter(k -> Knobs.get(Knobs.FLOWS + "." + k).bindsFlow()).toList();
        if (!keys.contains(name)) {
            throw new IllegalArgumentException("a " + flow.kind().yamlName() + " flow has no key " + name
                    + " to vary (allowed: " + String.join(", ", keys) + ")");
        }
        return new SweepKey(key, Knobs.get(Knobs.FLOWS + "." + name), index);
    }

    private static IllegalArgumentException unknown(String key) {
        List<String> keys = variableKeys();
        // A typo, or the start of a key (nic.ring for nic.ring_size).
        String hint = KeySuggestion.closest(key, keys)
                .or(() -> keys.stream().filter(k -> k.startsWith(key)).findFirst())
                .map(k -> "did you mean " + k + "? ").orElse("");
        return new IllegalArgumentException("there is no key " + key + " to vary (" + hint
                + "allowed: a key of the scenario format, e.g. nic.ring_size or bql.mode, or flows[NAME].KEY)");
    }

    /** Every scenario key a sweep can vary, in the table's order. */
    static List<String> variableKeys() {
        List<String> keys = new ArrayList<>();
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario()) {
                keys.add(k.key());
            }
        }
        return keys;
    }

    /** The scenario with this setting at {@code value}; unchecked, as {@link Knob#set(Scenario, long)}. */
    public Scenario apply(Scenario s, long value) {
        if (flow < 0) {
            return knob.set(s, value);
        }
        List<Flow> flows = new ArrayList<>(s.flows());
        flows.set(flow, knob.set(flows.get(flow), value));
        return s.withFlows(flows);
    }

    /** A value as the scenario format writes it: {@code 256}, {@code auto}, {@code 100us}. */
    public String format(long value) {
        return knob.format(value);
    }
}
