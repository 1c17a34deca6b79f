package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
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
 * new run.
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

    /** Whether the pointer at the picture's right edge, half-way down, finds the port's stage. */
    private static boolean portAtRightEdge(FxRobot robot, PipelinePictureView picture) {
        return picture.stageAt(picture.getWidth() - 20, picture.getHeight() / 2) == org.ringside.model.sim.Stage.PORT;
    }

    private static String tooltip(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Control.class).getTooltip().getText();
    }
}
