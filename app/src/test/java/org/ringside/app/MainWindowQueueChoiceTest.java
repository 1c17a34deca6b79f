package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.pipeline.PipelinePictureView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Eight transmit queues, each with its own BQL limit: the step to the next limit change stops at
 * whichever queue's changes and names it, and the DQL inspector shows the queue chosen in the
 * picture and names it.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowQueueChoiceTest extends WindowTestBase {

    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    @Test
    void theLimitStepNamesItsQueueAndTheInspectorFollowsTheChosenQueue(FxRobot robot) throws TimeoutException {
        Path mq = Path.of("..", "assets", "scenarios", "linux-today-10gbe-mq.yaml");
        boolean[] opened = new boolean[1];
        robot.interact(() -> opened[0] = window.openScenario(mq));
        assertThat(opened[0]).isTrue();
        PipelinePictureView picture = robot.lookup((Node n) -> n instanceof PipelinePictureView)
                .queryAs(PipelinePictureView.class);
        robot.interact(picture::requestFocus);

        // The call on tx-7 completes first: its limit changes while tx-0's is still 0.
        robot.press(KeyCode.CONTROL, KeyCode.RIGHT).release(KeyCode.RIGHT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        long tx7 = window.controller().bqlLimit(7);
        assertThat(tx7).isPositive();
        assertThat(window.controller().bqlLimit(0)).isZero();
        assertThat(text(robot, "#run-message")).startsWith("tx-7's BQL limit 0 → " + grouped(tx7) + " bytes after ");

        // ] three times: the picture shows tx-3, and so does the inspector, by name.
        for (int i = 0; i < 3; i++) {
            robot.press(KeyCode.CLOSE_BRACKET).release(KeyCode.CLOSE_BRACKET);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picture.queues().shown()).isEqualTo(3);
        shows(robot, "tx-3 of 8: BQL is on", window.controller().bqlLimit(3));

        // [ four times round to tx-7 (3, 2, 1, 0, then 7): its own limit, not tx-0's.
        for (int i = 0; i < 4; i++) {
            robot.press(KeyCode.OPEN_BRACKET).release(KeyCode.OPEN_BRACKET);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picture.queues().shown()).isEqualTo(7);
        shows(robot, "tx-7 of 8: BQL is on", tx7);
    }

    /** Waits for the next frames to carry the chosen queue to the inspector. */
    private static void shows(FxRobot robot, String mode, long limit) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> mode.equals(text(robot, "#dql-mode"))).get());
        assertThat(text(robot, "#dql-limit")).isEqualTo(grouped(limit));
    }

    private static String grouped(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
