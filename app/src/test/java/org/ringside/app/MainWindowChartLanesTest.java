package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Button;
import javafx.scene.control.MenuBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.metrics.Channels;
import org.ringside.views.charts.ChartKind;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The live chart with two lanes: A and B on shared axes while comparing, A alone after. */
@ExtendWith(ApplicationExtension.class)
class MainWindowChartLanesTest extends WindowTestBase {
    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }

    /**
     * Live chart, then the pair or Compare with…, in the window as it opens: the two lanes give
     * the chart in front room of its own ({@link MainWindowLaneChartTest}).
     */
    private void openChartAnd(FxRobot robot, String lanes) {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> {
            item(bar, "menu-live-chart").fire();
            item(bar, lanes).fire();
        });
    }

    private Map<String, Integer> drawn() {
        return window.chart().drawnSeriesProperty().get().points();
    }

    /** Whether the chart drew a line of {@code prefix}'s lane with samples on it. */
    private boolean drewLane(String prefix) {
        return drawn().entrySet().stream().anyMatch(e -> e.getKey().startsWith(prefix) && e.getValue() > 0);
    }

    private void stepSamples(FxRobot robot, int samples) {
        Button step = robot.lookup("#run-step-sample").queryAs(Button.class);
        robot.interact(() -> {
            for (int i = 0; i < samples; i++) {
                step.fire();
            }
        });
    }

    @Test
    void aPairIsDrawnOnSharedAxesAndClosingBLeavesAAlone(FxRobot robot) throws TimeoutException {
        openChartAnd(robot, "menu-pair-ring-1024-vs-64");
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        stepSamples(robot, 20);
        waitUntil(() -> drewLane("A: ") && drewLane("B: "));
        assertThat(drawn()).containsOnlyKeys("A: " + window.scenario().name(),
                "B: " + window.lanes().laneB().orElseThrow().settings().name());

        robot.interact(() -> item(bar, "menu-close-b").fire());
        waitUntil(() -> drawn().containsKey(Channels.RING_BYTES.label()));
        assertThat(drawn().keySet()).noneMatch(k -> k.startsWith("A: ") || k.startsWith("B: "));
    }

    @Test
    void compareWithAgainStartsBsLinesFromTheStart(FxRobot robot) throws TimeoutException {
        openChartAnd(robot, "menu-compare");
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> window.chart().optionsProperty().set(window.chart().optionsProperty().get()
                .withKind(ChartKind.THROUGHPUT)));
        stepSamples(robot, 30);
        waitUntil(() -> drewLane("B: ") && window.chart().drawnUntilNsProperty().get() >= 30 * sampleNs());
        long drawnUntil = window.chart().drawnUntilNsProperty().get();

        robot.interact(() -> {
            item(bar, "menu-close-b").fire();
            item(bar, "menu-compare").fire();
        });
        // Compare with… resets both runs: the chart starts again at t = 0 with both lanes.
        waitUntil(() -> window.chart().drawnUntilNsProperty().get() < drawnUntil);
        stepSamples(robot, 5);
        waitUntil(() -> drewLane("A: ") && drewLane("B: "));
    }

    private long sampleNs() {
        return window.scenario().sampleIntervalNs();
    }
}
