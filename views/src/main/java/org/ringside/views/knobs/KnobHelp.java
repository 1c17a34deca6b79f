package org.ringside.views.knobs;

import java.util.List;
import java.util.Optional;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.KnobConditions;
import org.ringside.model.scenario.LinuxCommands;
import org.ringside.model.scenario.Scenario;

/** The tooltip text of a knob's control, from the table and the current settings. */
final class KnobHelp {
    static final String RESETS_RING = "Changing it resets the ring: the packets in it are dropped.";
    static final String RESTARTS = "Changing it restarts the run from time 0.";
    /** Commands a tooltip lists before it leaves out all but the last. */
    static final int SHOWN_COMMANDS = 3;
    static final String FLOW_RESTARTS = "Changing a flow restarts the run from time 0.";

    private KnobHelp() {
    }

    /**
     * What the knob does, what it may be and is by default, the Linux command that sets it to
     * its current value, what a change does to the run, and why it is greyed out if it is.
     */
    static String scenarioKnob(Knob k, Scenario s) {
        StringBuilder b = common(k, KnobConditions.allowed(k, s));
        List<String> commands = LinuxCommands.forQueues(k, s);
        // A queue's commands are alike: the first few and the last say what the others are.
        for (int i = 0; i < commands.size(); i++) {
            if (i < SHOWN_COMMANDS || i == commands.size() - 1) {
                b.append(i == 0 ? "\nLinux: " : "\n    ").append(commands.get(i));
            } else if (i == SHOWN_COMMANDS) {
                b.append("\n    \u2026");
            }
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
