package org.ringside.views.knobs;

import java.util.Optional;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.KnobConditions;
import org.ringside.model.scenario.LinuxCommands;
import org.ringside.model.scenario.Scenario;

/** The tooltip text of a knob's control, from the table and the current settings. */
final class KnobHelp {
    static final String RESETS_RING = "Changing it resets the ring: the packets in it are dropped.";
    static final String RESTARTS = "Changing it restarts the run from time 0.";
    static final String FLOW_RESTARTS = "Changing a flow restarts the run from time 0.";

    private KnobHelp() {
    }

    /**
     * What the knob does, what it may be and is by default, the Linux command that sets it to
     * its current value, what a change does to the run, and why it is greyed out if it is.
     */
    static String scenarioKnob(Knob k, Scenario s) {
        StringBuilder b = common(k, KnobConditions.allowed(k, s));
        String command = LinuxCommands.forSettings(k, s);
        if (!command.isEmpty()) {
            b.append("\nLinux: ").append(command);
        }
        switch (k.apply()) {
            case RESETS_RING -> b.append('\n').append(RESETS_RING);
            case RESTART -> b.append('\n').append(RESTARTS);
            default -> {
            }
        }
        Optional<String> inactive = KnobConditions.inactive(k, s);
        inactive.ifPresent(why -> b.append("\nNot in effect now. ").append(why));
        return b.toString();
    }

    /** The same for a per-flow knob, whose command is the table's and whose change restarts the run. */
    static String flowKnob(Knob k) {
        StringBuilder b = common(k);
        if (k.hasLinuxCommand()) {
            b.append("\nLinux: ").append(k.linuxCommand());
        }
        return b.append('\n').append(FLOW_RESTARTS).toString();
    }

    private static StringBuilder common(Knob k) {
        return common(k, k.allowed());
    }

    private static StringBuilder common(Knob k, String allowed) {
        return new StringBuilder(k.tooltip())
                .append("\nAllowed: ").append(allowed).append(". Default: ").append(k.defaultText()).append('.');
    }
}
