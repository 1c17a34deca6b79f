package org.ringside.lessons;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.Scenario;

/**
 * Which knobs of the model's table differ between two scenarios, read through each knob's own
 * lens, so a knob added to the table is judged without a change here. A task's {@code allow}
 * names these keys; a student's run is judged on them.
 */
public final class KnobChanges {
    private static final String KIND = Knobs.FLOWS + ".kind";
    private static final String NAME = Knobs.FLOWS + ".name";

    private KnobChanges() {
    }

    /**
     * Every key a change can be reported under, in the table's order: each knob a scenario's
     * lens reads ({@code nic.ring_size}) and each per-flow knob ({@code flows[].size}). The
     * scenario's name is left out: a renamed run is not the step's run at all.
     */
    public static List<String> keys() {
        return Knobs.all().stream().filter(k -> k.bindsScenario() || k.section().equals(Knobs.FLOWS))
                .map(Knob::key).toList();
    }

    /**
     * The keys whose values differ from {@code start} in {@code now}, in the table's order. Flows
     * are compared by their place in the list; a flow only one of the two has changes its kind,
     * its name and every knob it reads.
     */
    public static List<String> between(Scenario start, Scenario now) {
        Set<String> changed = new LinkedHashSet<>();
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario() && k.get(start) != k.get(now) && !movedWithTheKernel(k, start, now)) {
                changed.add(k.key());
            }
        }
        List<Flow> a = start.flows();
        List<Flow> b = now.flows();
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            if (i >= a.size() || i >= b.size()) {
                Flow only = i < a.size() ? a.get(i) : b.get(i);
                Knobs.flowKnobs(only.kind()).forEach(k -> changed.add(k.key()));
                continue;
            }
            Flow was = a.get(i);
            Flow is = b.get(i);
            // Kind and name are not numbers, so the table binds no lens for them.
            if (was.kind() != is.kind()) {
                changed.add(KIND);
            }
            if (!was.name().equals(is.name())) {
                changed.add(NAME);
            }
            for (Knob k : Knobs.section(Knobs.FLOWS)) {
                if (k.bindsFlow() && k.get(was) != k.get(is)) {
                    changed.add(k.key());
                }
            }
        }
        // Back in the table's order, flows last as the table lists them.
        List<String> ordered = new ArrayList<>(keys());
        ordered.retainAll(changed);
        return List.copyOf(ordered);
    }

    // A knob that follows the release and sits at each side's release value moved with the kernel
    // (an allowed kernel change), not by itself: 3.3 to 3.6 turns TCP small queues on by itself.
    private static boolean movedWithTheKernel(Knob k, Scenario start, Scenario now) {
        return LinuxHistory.of(k.key())
                .filter(b -> b.valueAt(start.kernel()) == k.get(start) && b.valueAt(now.kernel()) == k.get(now))
                .isPresent();
    }
}
