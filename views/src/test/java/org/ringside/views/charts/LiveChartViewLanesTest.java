package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.metrics.Channels;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.run.FrameHub;
import org.ringside.views.run.RunController;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The live chart on a frame hub's two lanes: A's frames and B's, drawn on shared axes. */
@ExtendWith(ApplicationExtension.class)
class LiveChartViewLanesTest {
    private static final Scenario A = Scenario.defaults().withName("ring 256");
    private static final Scenario B = A.withName("ring 64").withNic(A.nic().withRingSize(64));

    private final FrameHub hub = new FrameHub();
    private final RunController a = new RunController(A);
    private final RunController b = new RunController(B);
    private LiveChartView view;
    private FrameHub.Lane laneB;

    @Start
    void start(Stage stage) {
        view = new LiveChartView();
        hub.lane(a).listen(view);
        laneB = hub.lane(b).listen(view.laneB());
        stage.setScene(new Scene(view, 960, 600));
        stage.sizeToScene();
        stage.show();
        hub.start();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(hub::stop);
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }

    private Map<String, Integer> drawn() {
        return view.drawnSeriesProperty().get().points();
    }

    private void stepBoth(FxRobot robot, int samples) {
        robot.interact(() -> {
            for (int i = 0; i < samples; i++) {
                a.stepSample();
                b.stepSample();
            }
        });
    }

    @Test
    void bothLanesGetLinesWithSamplesAndClosingBLeavesAAlone(FxRobot robot) throws Exception {
        stepBoth(robot, 20);
        waitUntil(() -> drawn().getOrDefault("A: ring 256", 0) > 0 && drawn().getOrDefault("B: ring 64", 0) > 0);
        assertThat(drawn()).containsOnlyKeys("A: ring 256", "B: ring 64");
        assertThat(view.drawnUntilNsProperty().get()).isEqualTo(Math.max(a.nowNs(), b.nowNs()));

        robot.interact(() -> {
            hub.remove(laneB);
            view.closeLaneB();
        });
        waitUntil(() -> drawn().containsKey(Channels.RING_BYTES.label()));
        assertThat(drawn().keySet()).noneMatch(k -> k.startsWith("A: ") || k.startsWith("B: "));
    }

    @Test
    void bsRunResetStartsItsLineAgain(FxRobot robot) throws Exception {
        stepBoth(robot, 40);
        waitUntil(() -> drawn().getOrDefault("B: ring 64", 0) > 0);
        int before = drawn().get("B: ring 64");
        robot.interact(b::reset);
        waitUntil(() -> drawn().getOrDefault("B: ring 64", -1) < before);
    }
}
