package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One knob set differently in two scenarios, with both values as a scenario file writes them
 * ({@code 1024} and {@code 64}, {@code auto} and {@code off}).
 *
 * @param key the knob's key, a flow's with its index: {@code nic.ring_size}, {@code flows[1].size}
 * @param a A's value
 * @param b B's value
 */
public record KnobDifference(String key, String a, String b) {

    /** E.g. {@code nic.ring_size 1024 → 64}. */
    @Override
    public String toString() {
        return key + " " + a + " → " + b;
    }

    /**
     * Every knob whose value differs between two scenarios, in the order a file lists them; the
     * name, a title, is not a setting and is left out. Flows are compared entry by entry; lists
     * of different lengths differ as a whole ({@code flows}, {@code 2 entries → 1 entry}).
     */
    public static List<KnobDifference> between(Scenario a, Scenario b) {
        List<KnobDifference> out = new ArrayList<>();
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario() && k.get(a) != k.get(b)) {
                out.add(new KnobDifference(k.key(), k.format(k.get(a)), k.format(k.get(b))));
            }
        }
        List<Flow> fa = a.flows();
        List<Flow> fb = b.flows();
        if (fa.size() != fb.size()) {
            out.add(new KnobDifference(Knobs.FLOWS.replace("[]", ""), entries(fa.size()), entries(fb.size())));
            return out;
        }
        for (int i = 0; i < fa.size(); i++) {
            flow(out, "flows[" + i + "]", fa.get(i), fb.get(i));
        }
        return out;
    }

    /**
     * The keys a knob panel marks for two scenarios: each scenario-wide knob of {@link #between},
     * and {@link Knobs#FLOWS} once for any difference in their flows, whose own knobs are per
     * entry. Two lanes of one scenario named apart run alike and mark nothing.
     */
    public static Set<String> markedKeys(Scenario a, Scenario b) {
        Set<String> keys = new LinkedHashSet<>();
        String flows = Knobs.FLOWS.replace("[]", "");
        for (KnobDifference d : between(a, b)) {
            if (!d.key().startsWith(flows)) {
                keys.add(d.key());
            }
        }
        if (!a.flows().equals(b.flows())) {
            keys.add(Knobs.FLOWS);
        }
        return keys;
    }

    private static void flow(List<KnobDifference> out, String at, Flow a, Flow b) {
        if (a.kind() != b.kind()) {
            out.add(new KnobDifference(at + ".kind", a.kind().yamlName(), b.kind().yamlName()));
            return;
        }
        if (!a.name().equals(b.name())) {
            out.add(new KnobDifference(at + ".name", a.name(), b.name()));
        }
        for (Knob k : Knobs.flowKnobs(a.kind())) {
            if (k.bindsFlow() && k.get(a) != k.get(b)) {
                out.add(new KnobDifference(at + "." + k.name(), k.format(k.get(a)), k.format(k.get(b))));
            }
        }
    }

    private static String entries(int n) {
        return n + (n == 1 ? " entry" : " entries");
    }
}
