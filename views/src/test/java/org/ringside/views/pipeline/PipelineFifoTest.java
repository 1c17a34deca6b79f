package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.views.charts.ChartSize;

/** The NIC's FIFO in the picture: a stage between the ring and the wire, only when the NIC has one. */
class PipelineFifoTest {
    private static SimSnapshot at(Scenario s, long ns) {
        Simulation sim = new Simulation(s);
        sim.runUntil(ns);
        return sim.snapshot();
    }

    private static String svg(SimSnapshot s) {
        return new PipelinePicture(new ChartSize(1280, 720), null, false, ColourBy.FLOW).svg(s);
    }

    @Test
    void aNicWithAFifoShowsItBetweenTheRingAndTheWire() {
        SimSnapshot s = at(PipelineSnapshots.tenGig(163_840), 20_000_000L);
        assertThat(s.queue(0).fifo().packets()).as("the run has filled the FIFO").isNotEmpty();

        assertThat(svg(s)).contains("NIC FIFO · WIRE", "NIC FIFO ", "done when read into the FIFO", "driver to wire",
                "in the ring (skb len)");
    }

    @Test
    void aNicWithoutOneShowsNoFifo() {
        assertThat(svg(at(PipelineSnapshots.tenGig(0), 20_000_000L))).doesNotContain("NIC FIFO").doesNotContain("driver to wire");
    }

    @ParameterizedTest(name = "{0}x{1}, text x{2}")
    @CsvSource({"1280, 720, 1", "320, 200, 1", "1280, 720, 2.5"})
    void theFifoStaysOnTheCanvas(int w, int h, double textScale) {
        SimSnapshot s = at(PipelineSnapshots.tenGig(163_840), 20_000_000L);
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        PipelineSnapshots.assertDrawsOnlyOnTheCanvas(r, s, w, h, List.of());
    }
}
