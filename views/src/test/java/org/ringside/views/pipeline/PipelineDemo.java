package org.ringside.views.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.Simulation;
import org.ringside.views.charts.ChartSize;
import org.ringside.views.charts.ScenarioSummary;

/**
 * Writes the pipeline picture of a scenario at a few sizes, for a look. Run by hand:
 * {@code java -Djava.awt.headless=true -cp ... org.ringside.views.pipeline.PipelineDemo SCENARIO TIME_NS [DIR]}.
 */
public final class PipelineDemo {
    private PipelineDemo() {
    }

    public static void main(String[] args) throws IOException, ScenarioException {
        Scenario scenario = ScenarioLoader.fromFile(Path.of(args[0]));
        long at = Long.parseLong(args[1]);
        Path dir = Files.createDirectories(Path.of(args.length > 2 ? args[2] : "target/pipeline-demo"));
        Simulation sim = new Simulation(scenario);
        sim.runUntil(at);
        String settings = ScenarioSummary.settings(scenario);
        for (ChartSize size : new ChartSize[] {new ChartSize(1280, 720), new ChartSize(3840, 2160)}) {
            for (boolean hc : new boolean[] {false, true}) {
                new PipelinePicture(size, settings, hc, ColourBy.FLOW)
                        .writePng(sim.snapshot(), dir.resolve("pipeline-" + size + (hc ? "-hc" : "") + ".png"));
            }
        }
        new PipelinePicture(new ChartSize(1280, 720), settings, false, ColourBy.BAND)
                .writePng(sim.snapshot(), dir.resolve("pipeline-bands.png"));
    }
}
