package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.sim.RunResult;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** View → High contrast redraws the live chart white on black, and back. */
@ExtendWith(ApplicationExtension.class)
class LiveChartViewContrastTest {
    private static final RunResult RUN = SyntheticRuns.run(500, 5);

    private LiveChartView view;

    @Start
    void start(Stage stage) {
        view = new LiveChartView();
        stage.setScene(new Scene(view, 800, 500));
        ChartFrames.drive(view, () -> RUN);
        stage.show();
    }

    /** The canvas's pixel near its top left corner: the chart's ground. */
    private Color ground(FxRobot robot) {
        AtomicReference<Color> c = new AtomicReference<>();
        robot.interact(() -> {
            Canvas canvas = (Canvas) view.lookup("Canvas");
            c.set(canvas.snapshot(null, null).getPixelReader().getColor(2, 2));
        });
        return c.get();
    }

    private void waitForRedraw(long after) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.redrawsProperty().get() > after);
    }

    @Test
    void highContrastRedrawsBlackAndOffRestoresWhite(FxRobot robot) throws Exception {
        waitForRedraw(0);
        assertThat(ground(robot)).isEqualTo(Color.WHITE);

        long redraws = view.redrawsProperty().get();
        robot.interact(() -> view.highContrastProperty().set(true));
        waitForRedraw(redraws);
        assertThat(ground(robot)).isEqualTo(Color.BLACK);

        redraws = view.redrawsProperty().get();
        robot.interact(() -> view.highContrastProperty().set(false));
        waitForRedraw(redraws);
        assertThat(ground(robot)).isEqualTo(Color.WHITE);
    }
}
