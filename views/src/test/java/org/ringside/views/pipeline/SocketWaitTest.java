package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jfree.svg.SVGGraphics2D;
import org.junit.jupiter.api.Test;
import org.ringside.model.format.Durations;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.FlowView;
import org.ringside.model.sim.Simulation;

/**
 * Each socket lane shows its flow's last and p99 wait to the wire, the snapshot's own numbers,
 * in the warning colour only when one is over the flow's {@code wait_warn}.
 */
class SocketWaitTest {
    private static final Pattern TEXT = Pattern.compile("<text [^>]*style='fill: (?<fill>[^;']+);[^']*'>(?<text>[^<]*)</text>");

    @Test
    void theLaneDrawsTheSnapshotsWaitsColouredOverTheThreshold() {
        Scenario busy = PipelineSnapshots.busy();
        List<Flow> flows = new ArrayList<>();
        // The streams' threshold is far above any wait; the RR flow's is below every wait.
        flows.add(busy.flows().get(0).withWaitWarnNs(10 * Units.S));
        flows.add(busy.flows().get(1).withWaitWarnNs(1));
        Simulation sim = new Simulation(busy.withFlows(flows));
        sim.runUntil(100 * Units.MS);
        SimSnapshot s = sim.snapshot();
        for (boolean highContrast : new boolean[] {false, true}) {
            List<String[]> drawn = waits(s, highContrast);
            PipelineTheme theme = PipelineTheme.of(highContrast);
            for (int e = 0; e < 2; e++) {
                FlowView f = s.flows().get(e);
                assertThat(f.lastWaitNs()).as("%s has sent", f.name()).isPositive();
                String last = "last " + Durations.human(f.lastWaitNs());
                String p99 = "p99 " + Durations.human(f.p99WaitNs());
                Color want = e == 0 ? theme.ink() : theme.waitOver();
                assertThat(drawn).as("lane %d, high contrast %s", e, highContrast)
                        .anySatisfy(t -> assertThat(t[1]).startsWith(last))
                        .anySatisfy(t -> assertThat(t[1]).endsWith(p99))
                        .filteredOn(t -> t[1].startsWith(last) || t[1].endsWith(p99))
                        .allSatisfy(t -> assertThat(t[0]).isEqualTo(rgb(want)));
            }
        }
        assertThat(PipelineTheme.LIGHT.waitOver()).isNotEqualTo(PipelineTheme.LIGHT.ink());
    }

    @Test
    void noWaitIsShownBeforeTheFirstPacketNorColouredWithoutAThreshold() {
        FlowView none = new FlowView("voice", null, 0, 0, 0, 0, Double.NaN, -1, 0, 20 * Units.MS);
        assertThat(LaneWait.of(none).text()).isEmpty();
        FlowView slow = new FlowView("voice", null, 9, 0, 0, 0, 0, 3_120_000, 25_000_000, 0);
        assertThat(LaneWait.of(slow).text()).isEqualTo("last 3.12 ms · p99 25 ms");
        assertThat(LaneWait.of(slow).over()).as("no threshold").isFalse();
        FlowView voice = new FlowView("voice", null, 9, 0, 0, 0, 0, 3_120_000, 25_000_000, 20 * Units.MS);
        assertThat(LaneWait.of(voice).over()).as("p99 over 20 ms").isTrue();
        FlowView calm = new FlowView("voice", null, 9, 0, 0, 0, 0, 3_120_000, 20_000_000, 20 * Units.MS);
        assertThat(LaneWait.of(calm).over()).as("at the threshold is not over").isFalse();
    }

    /** The fill and text of every wait drawn (a wait's two figures may sit on two lines). */
    private static List<String[]> waits(SimSnapshot s, boolean highContrast) {
        PipelineRenderer r = new PipelineRenderer();
        r.setHighContrast(highContrast);
        SVGGraphics2D g = new SVGGraphics2D(1590, 640);
        r.update(s, 1590, 640, 0, false);
        r.paint(g, List.of());
        List<String[]> out = new ArrayList<>();
        Matcher m = TEXT.matcher(g.getSVGDocument());
        while (m.find()) {
            String text = m.group("text");
            if (text.startsWith("last ") || text.startsWith("p99 ")) {
                out.add(new String[] {m.group("fill"), text});
            }
        }
        return out;
    }

    private static String rgb(Color c) {
        return "rgb(" + c.getRed() + "," + c.getGreen() + "," + c.getBlue() + ")";
    }
}
