package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.lessons.Lesson;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The lesson list draws every entry: opened, closed and opened again, and at 150 % text, the
 * cells fill the list from its top with each lesson's title, none a tall blank under the first.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowLessonListTest extends WindowTestBase {
    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    private static void ctrl(FxRobot robot, KeyCode key) {
        robot.press(KeyCode.CONTROL, key).release(key, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The list's cells on screen that show an entry, top to bottom. */
    private static List<ListCell<?>> drawn(ListView<?> list) {
        return list.lookupAll(".lesson-cell").stream().<ListCell<?>>map(n -> (ListCell<?>) n)
                .filter(c -> c.isVisible() && !c.isEmpty() && c.getItem() != null)
                .filter(c -> inScene(c).getMinY() < inScene(list).getMaxY() && inScene(c).getMaxY() > inScene(list).getMinY())
                .sorted(Comparator.comparingDouble(c -> inScene(c).getMinY())).toList();
    }

    private static Bounds inScene(Node n) {
        return n.localToScene(n.getLayoutBounds());
    }

    private static String title(ListCell<?> cell) {
        Node title = cell.lookup(".lesson-list-title");
        return title == null ? null : ((Label) title).getText();
    }

    /** Every lesson's entry is drawn with its title, and from the top the entries fill the list. */
    private void everyEntryIsDrawn(FxRobot robot) throws TimeoutException {
        ListView<?> list = robot.lookup("#lesson-list").queryAs(ListView.class);
        List<Lesson> lessons = window.lessons().player().lessons();
        assertThat(lessons).hasSizeGreaterThan(10);
        assertThat(list.getItems()).hasSize(lessons.size());
        for (int i = lessons.size() - 1; i >= 0; i--) {
            int index = i;
            robot.interact(() -> list.scrollTo(index));
            try {
                WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> drawn(list).stream()
                        .anyMatch(c -> c.getIndex() == index)).get());
            } catch (TimeoutException e) {
                // The assertion below says which entries are drawn instead.
            }
            robot.interact(() -> {
                assertThat(drawn(list)).as("entry %d drawn, after scrolling to it", index).extracting(ListCell::getIndex)
                        .contains(index);
                ListCell<?> cell = drawn(list).stream().filter(c -> c.getIndex() == index).findFirst().orElseThrow();
                assertThat(title(cell)).as("entry %d", index).isEqualTo(lessons.get(index).title());
                assertThat(cell.getHeight()).as("entry %d's height", index)
                        .isLessThan(6 * cell.lookup(".lesson-list-title").getLayoutBounds().getHeight());
            });
        }
        // At the top the entries follow one another down to the list's bottom: no blank space below them.
        robot.interact(() -> {
            List<ListCell<?>> cells = drawn(list);
            assertThat(cells).as("entries drawn").hasSizeGreaterThanOrEqualTo(2);
            assertThat(cells.get(0).getIndex()).isZero();
            for (int k = 1; k < cells.size(); k++) {
                assertThat(cells.get(k).getIndex()).isEqualTo(cells.get(k - 1).getIndex() + 1);
                assertThat(inScene(cells.get(k)).getMinY()).isCloseTo(inScene(cells.get(k - 1)).getMaxY(),
                        org.assertj.core.data.Offset.offset(1.0));
            }
            assertThat(inScene(cells.get(cells.size() - 1)).getMaxY()).as("the last entry drawn reaches the list's bottom")
                    .isGreaterThanOrEqualTo(inScene(list).getMaxY() - 2);
        });
    }

    @Test
    void everyEntryIsDrawnWhenThePaneOpensAgainAndAt150Percent(FxRobot robot) throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, window.lessons()::loaded);
        ctrl(robot, KeyCode.DIGIT4);
        everyEntryIsDrawn(robot);

        ctrl(robot, KeyCode.DIGIT4);
        ctrl(robot, KeyCode.DIGIT4);
        everyEntryIsDrawn(robot);

        ctrl(robot, KeyCode.EQUALS);
        ctrl(robot, KeyCode.EQUALS);
        assertThat(window.zoom().factor()).isEqualTo(1.5);
        everyEntryIsDrawn(robot);
    }

    @Test
    void theListIsDrawnWhenThePaneOpensBeforeTheLessonsAreRead(FxRobot robot) throws TimeoutException {
        ctrl(robot, KeyCode.DIGIT4);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, window.lessons()::loaded);
        WaitForAsyncUtils.waitForFxEvents();
        everyEntryIsDrawn(robot);
    }
}
