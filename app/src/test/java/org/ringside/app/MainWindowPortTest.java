package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.metrics.Channels;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.Units;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.run.RunSpeed;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A host behind a bottleneck port: the picture has the port's stage after the wire, its knobs
 * say the router's commands for their values, and a new rate reaches the running port without a
 * new run; the spotlight's keys reach the port, and a pair's live chart draws both ports' queues.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowPortTest extends WindowTestBase {

    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    @Test
    void thePortIsAStageAndItsRateChangesWhileTheRunGoesOn(FxRobot robot) throws TimeoutException {
        PipelinePictureView picture = robot.lookup((Node n) -> n instanceof PipelinePictureView)
                .queryAs(PipelinePictureView.class);
        assertThat(portAtRightEdge(robot, picture)).as("no port without network:").isFalse();

        Path file = Path.of("..", "assets", "scenarios", "bottleneck-100mbit.yaml");
        boolean[] opened = new boolean[1];
        robot.interact(() -> opened[0] = window.openScenario(file));
        assertThat(opened[0]).isTrue();
        robot.interact(() -> {
            window.controller().setSpeed(RunSpeed.FASTEST);
            window.controller().playUntil(30 * Units.MS);
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> window.controller().nowNs() >= 30 * Units.MS).get());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> portAtRightEdge(robot, picture)).get());

        assertThat(tooltip(robot, "#knob-network-bottleneck-buffer"))
                .contains("Linux: tc qdisc replace dev eth1 root bfifo limit 1000000");
        long before = window.controller().nowNs();
        robot.interact(() -> {
            TextField field = robot.lookup("#knob-network-bottleneck-rate-text").queryAs(TextField.class);
            field.setText("10Mbit");
            field.fireEvent(new ActionEvent());
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.controller().nowNs()).as("the run goes on").isGreaterThanOrEqualTo(before);
        assertThat(window.controller().snapshot().port().rateBps()).isEqualTo(10 * Units.MBIT);
        assertThat(tooltip(robot, "#knob-network-bottleneck-rate"))
                .contains("Linux: ethtool -s eth1 speed 10 duplex full autoneg off");
    }

    /** Lane A a droptail port, lane B the same port under fq_codel, opened as a pair. */
    private void openPortPair(FxRobot robot) throws Exception {
        Scenario tail = ScenarioLoader.fromFile(Path.of("..", "assets", "scenarios", "bottleneck-100mbit.yaml"));
        Scenario fq = tail.withName("fq_codel port")
                .withNetwork(new Network(tail.network().bottleneck().withAqm(Aqm.FQ_CODEL)));
        robot.interact(() -> window.lanes().openPair(tail, fq));
    }

    @Test
    void keySixAndTheBracketsLightThePortInBothLanes(FxRobot robot) throws Exception {
        openPortPair(robot);
        PipelinePictureView picture = robot.lookup("#pipeline").queryAs(PipelinePictureView.class);
        PipelinePictureView pictureB = robot.lookup("#pipeline-b").queryAs(PipelinePictureView.class);
        robot.interact(() -> window.controller().playUntil(10 * Units.MS));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> portAtRightEdge(robot, picture) && portAtRightEdge(robot, pictureB)).get());
        robot.interact(picture::requestFocus);
        robot.type(KeyCode.DIGIT6);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> pictureB.spotlight().lit() == org.ringside.model.sim.Stage.PORT).get());
        assertThat(picture.spotlight().lit()).isEqualTo(org.ringside.model.sim.Stage.PORT);
        assertThat(picture.spotlight().shownText()).contains("Switch port", "bfifo_enqueue");
        assertThat(pictureB.spotlight().shownText()).contains("fq_codel hashes each flow");
        robot.type(KeyCode.OPEN_BRACKET);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> pictureB.spotlight().lit() == org.ringside.model.sim.Stage.WIRE).get());
        robot.type(KeyCode.CLOSE_BRACKET);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> picture.spotlight().lit() == org.ringside.model.sim.Stage.PORT).get());
    }

    @Test
    void thePairsLiveChartDrawsBothPortsQueues(FxRobot robot) throws Exception {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> item(bar, "menu-live-chart").fire());
        openPortPair(robot);
        robot.interact(() -> {
            window.controller().setSpeed(RunSpeed.FASTEST);
            window.controller().playUntil(50 * Units.MS);
        });
        String port = Channels.BOTTLENECK_BYTES.label();
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> {
            Map<String, Integer> drawn = window.chart().drawnSeriesProperty().get().points();
            return drawn.getOrDefault("A: " + port, 0) > 0 && drawn.getOrDefault("B: " + port, 0) > 0;
        }).get());
        assertThat(window.chart().drawnSeriesProperty().get().points())
                .containsKeys("A: " + window.scenario().name(), "B: fq_codel port");
    }

    /** Whether the pointer at the picture's right edge, half-way down, finds the port's stage. */
    private static boolean portAtRightEdge(FxRobot robot, PipelinePictureView picture) {
        return picture.stageAt(picture.getWidth() - 20, picture.getHeight() / 2) == org.ringside.model.sim.Stage.PORT;
    }

    private static String tooltip(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Control.class).getTooltip().getText();
    }
}
