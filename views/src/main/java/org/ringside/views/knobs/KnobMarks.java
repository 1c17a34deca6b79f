package org.ringside.views.knobs;

import java.util.Set;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;

/**
 * Marks knobs in a {@link KnobPanel}: the row of each marked knob, and the title of its section
 * so a closed section still shows that something in it is marked. Used for the knobs two lanes
 * run with differently; the look is the stylesheet's {@code :differs}.
 */
public final class KnobMarks {
    /** The pseudo-class of a marked row or section. */
    public static final PseudoClass DIFFERS = PseudoClass.getPseudoClass("differs");

    private KnobMarks() {
    }

    /** Marks exactly the knobs of {@code keys} in {@code panel} (and {@link Knobs#FLOWS} for the flows). */
    public static void mark(KnobPanel panel, Set<String> keys) {
        // A panel not shown yet (lane B's, behind A's) has no skin and so no rows to look up.
        panel.applyCss();
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario()) {
                set(panel.lookup("#knob-row-" + KnobPanel.id(k)), keys.contains(k.key()));
            }
        }
        for (Node section : panel.lookupAll(".knob-section")) {
            String id = section.getId() == null ? "" : section.getId().substring("knobs-".length());
            set(section, keys.stream().anyMatch(key -> inSection(key, id)));
        }
    }

    /** Whether the knob of {@code key} ({@link Knobs#FLOWS} for the flows) shows in the section of {@code id}. */
    private static boolean inSection(String key, String id) {
        if (key.equals(Knobs.FLOWS)) {
            return id.equals("flows");
        }
        String section = Knobs.get(key).section();
        return (section.isEmpty() ? "run" : section).equals(id);
    }

    private static void set(Node node, boolean on) {
        if (node != null) {
            node.pseudoClassStateChanged(DIFFERS, on);
        }
    }
}
