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
 * At the text sizes a room needs, in the width the log has in the window (about 560 px of 1600
 * at 150 %, 600 at 200 %, 650 at 250 %) and at its least height, the log's heading and filter
 * stay one whole row in view, the list shows {@value EventLogView#LEAST_LINES} whole lines and
 * the line under it its sentence, wrapped, two lines at least, scrolling where it is longer. At
 * 200 % the filters took two rows and the sentence four, and the list showed a line and a half.
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

    private void check(FxRobot robot, double factor, double width) {
        Simulation sim = new Simulation(Scenario.defaults());
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(factor));
            log.setMaxWidth(width);
            for (int i = 0; i < 40; i++) {
                log.add(sim.step());
            }
            log.update(sim.snapshot());
        });
        robot.interact(() -> log.listView().getSelectionModel().select(
                log.shownLines().stream().max(Comparator.comparingInt(l -> l.text().length())).orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        // The least height the log asks for at that width, once its text has its size.
        robot.interact(() -> log.setMaxHeight(Math.ceil(log.minHeight(width))));
        WaitForAsyncUtils.waitForFxEvents();
        // A frame's new line: the list follows the newest, as while the run plays.
        robot.interact(() -> {
            log.add(sim.step());
            log.update(sim.snapshot());
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> root.layout());
        robot.interact(() -> {
            double height = log.getMaxHeight();
            assertThat(log.getWidth()).isEqualTo(width);
            assertThat(log.getHeight()).isEqualTo(height);
            Bounds heading = inLog(robot.lookup("#event-log-title").query());
            assertThat(heading.getMinY()).as("the heading's top").isGreaterThanOrEqualTo(0);
            assertThat(heading.getMaxY()).as("the heading's foot").isLessThanOrEqualTo(height);
            Region bar = robot.lookup("#event-log-bar").queryAs(Region.class);
            Bounds title = inLog(robot.lookup("#event-log-title").query());
            Bounds filter = inLog(robot.lookup("#event-log-filter").query());
            assertThat(filter.getMinY()).as("the filter, beside the heading").isLessThan(title.getMaxY());
            assertThat(bar.getHeight()).as("the heading and the filter, one row")
                    .isLessThanOrEqualTo(Math.max(title.getHeight(), filter.getHeight()) + 0.5);
            assertThat(wholeLines(robot)).as("whole lines of the list in view").isGreaterThanOrEqualTo(EventLogView.LEAST_LINES);
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

    /** The list's lines drawn whole inside its viewport, over its horizontal scroll bar. */
    private int wholeLines(FxRobot robot) {
        Bounds view = inLog(robot.lookup("#event-log-list .clipped-container").query());
        double bottom = view.getMaxY();
        for (Node n : robot.lookup("#event-log-list .scroll-bar").queryAll()) {
            if (n.isVisible() && n instanceof javafx.scene.control.ScrollBar b
                    && b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL) {
                bottom = Math.min(bottom, inLog(b).getMinY());
            }
        }
        int whole = 0;
        for (Node n : robot.lookup("#event-log-list .list-cell").queryAll()) {
            Bounds b = inLog(n);
            if (n.isVisible() && n instanceof javafx.scene.control.ListCell<?> c && !c.isEmpty()
                    && b.getMinY() >= view.getMinY() - 0.5 && b.getMaxY() <= bottom + 0.5) {
                whole++;
            }
        }
        return whole;
    }

    private Bounds inLog(Node n) {
        return log.sceneToLocal(n.localToScene(n.getLayoutBounds()));
    }

    @Test
    void at150PercentInThe1600PixelWindow(FxRobot robot) {
        check(robot, 1.5, 560);
    }

    @Test
    void at200PercentInThe1920PixelWindow(FxRobot robot) {
        check(robot, 2.0, 600);
    }

    @Test
    void at250PercentInThe1920PixelWindow(FxRobot robot) {
        check(robot, 2.5, 650);
    }
}
