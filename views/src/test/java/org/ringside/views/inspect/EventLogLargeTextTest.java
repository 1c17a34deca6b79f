package org.ringside.views.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Simulation;
import org.ringside.views.shell.WholeWords;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * At the text sizes a room needs, in the dock the log has under a picture keeping half the
 * window's height (about 560 x 300 px of 1600 x 1000 at 150 %, 600 x 260 of 1920 x 1080 at
 * 200 %), the log's heading stays whole in view and the line under the list shows its whole
 * sentence, wrapped, scrolling where it is longer than the room: the list gives way.
 */
@ExtendWith(ApplicationExtension.class)
class EventLogLargeTextTest {
    private StackPane root;
    private EventLogView log;

    @Start
    void start(javafx.stage.Stage stage) { // javafx.stage.Stage: the model has a Stage too
        log = new EventLogView();
        root = new StackPane(log);
        StackPane.setAlignment(log, Pos.TOP_LEFT);
        WholeWords.show(stage, root);
    }

    private void check(FxRobot robot, double factor, double width, double height) {
        Simulation sim = new Simulation(Scenario.defaults());
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(factor));
            log.setMaxSize(width, height);
            for (int i = 0; i < 40; i++) {
                log.add(sim.step());
            }
            log.update(sim.snapshot());
        });
        robot.interact(() -> log.listView().getSelectionModel().select(
                log.shownLines().stream().max(Comparator.comparingInt(l -> l.text().length())).orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertThat(log.getWidth()).isEqualTo(width);
            assertThat(log.getHeight()).isEqualTo(height);
            Bounds heading = inLog(robot.lookup("#event-log-title").query());
            assertThat(heading.getMinY()).as("the heading's top").isGreaterThanOrEqualTo(0);
            assertThat(heading.getMaxY()).as("the heading's foot").isLessThanOrEqualTo(height);
            Label detail = robot.lookup("#event-log-detail").queryAs(Label.class);
            assertThat(detail.getText()).hasSizeGreaterThan(60);
            assertThat(((Text) detail.lookup(".text")).getText()).as("the sentence's words").isEqualTo(detail.getText());
            assertThat(detail.getHeight()).as("as tall as its wrapped lines")
                    .isGreaterThanOrEqualTo(detail.prefHeight(detail.getWidth()) - 0.5)
                    .isGreaterThan(2 * detail.getFont().getSize());
            Region scroll = robot.lookup("#event-log-detail-scroll").queryAs(Region.class);
            assertThat(inLog(scroll).getMaxY()).as("the sentence's pane's foot").isLessThanOrEqualTo(height + 0.5);
            assertThat(scroll.getHeight()).as("the sentence's pane, two lines at least")
                    .isGreaterThan(2 * detail.getFont().getSize());
        });
    }

    private Bounds inLog(Node n) {
        return log.sceneToLocal(n.localToScene(n.getLayoutBounds()));
    }

    @Test
    void at150PercentInThe1600PixelWindow(FxRobot robot) {
        check(robot, 1.5, 560, 300);
    }

    @Test
    void at200PercentInThe1920PixelWindow(FxRobot robot) {
        check(robot, 2.0, 600, 260);
    }
}
