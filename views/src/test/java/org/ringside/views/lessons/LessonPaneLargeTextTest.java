package org.ringside.views.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonLibrary;
import org.ringside.lessons.Step;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;
import org.ringside.views.shell.Theme;
import org.ringside.views.shell.WholeWords;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The lessons pane's title, step list, step title and buttons keep their words at the text sizes a room needs, in the
 * narrowest width the window gives the pane (24 of the theme's 18-pixel ems, 432 px).
 */
@ExtendWith(ApplicationExtension.class)
class LessonPaneLargeTextTest {
    private static final double PANE_WIDTH = 432;
    private StackPane root;
    private LessonPlayer player;

    @Start
    void start(Stage stage) {
        RunBar runBar = new RunBar(new RunController(Scenario.defaults()));
        player = new LessonPlayer(LessonLibrary.shipped().loadAll(), getClass().getClassLoader(), runBar,
                new RecordingHost(runBar), new MemoryProgress());
        root = new StackPane(player);
        StackPane.setAlignment(player, Pos.TOP_LEFT);
        Scene scene = new Scene(root, 960, 720);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        // The stage is shared by the test classes and keeps the size another left it at.
        stage.sizeToScene();
        stage.show();
    }

    /** The lesson with the longest title, on its step before the last (Back, Reset this step, Next all live). */
    private void check(FxRobot robot, double factor) {
        Lesson longest = player.lessons().stream()
                .max(java.util.Comparator.comparingInt((Lesson l) -> l.title().length())).orElseThrow();
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(factor));
            player.setMaxWidth(PANE_WIDTH);
            player.open(longest);
            player.goTo(Math.max(1, longest.steps().size() - 2));
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertThat(player.getWidth()).isEqualTo(PANE_WIDTH);
            assertThat(robot.lookup("#lesson-next").queryButton().isDisabled()).isFalse();
            assertThat(robot.lookup("#lesson-back").queryButton().isDisabled()).isFalse();
            WholeWords.assertWhole(robot.lookup("#lesson-buttons").queryAs(Parent.class));
            Label title = robot.lookup("#lesson-title").queryAs(Label.class);
            assertThat(((Text) title.lookup(".text")).getText()).as("the title's words").isEqualTo(longest.title());
        });
    }

    /**
     * The step with the longest title of any lesson: the step list's button ("Step 2 of 3") and
     * the title under it, wrapped, keep their words, where the button showed "1 of 3. What a …".
     */
    private void checkStep(FxRobot robot, double factor) {
        Lesson longest = player.lessons().stream().max(Comparator.comparingInt(LessonPaneLargeTextTest::longestStep))
                .orElseThrow();
        Step step = longest.steps().stream().max(Comparator.comparingInt(s -> s.title().length())).orElseThrow();
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(factor));
            player.setMaxWidth(PANE_WIDTH);
            player.open(longest);
            player.goTo(longest.steps().indexOf(step));
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertThat(player.getWidth()).isEqualTo(PANE_WIDTH);
            Labeled button = robot.lookup("#lesson-step-choice").queryAs(ComboBox.class).getButtonCell();
            assertThat(button.getText()).isEqualTo("Step " + (longest.steps().indexOf(step) + 1) + " of "
                    + longest.steps().size());
            assertThat(((Text) button.lookup(".text")).getText()).as("the step list's words").isEqualTo(button.getText());
            Label title = robot.lookup("#lesson-step-title").queryAs(Label.class);
            assertThat(title.getText()).isEqualTo(step.title());
            assertThat(((Text) title.lookup(".text")).getText()).as("the step's title").isEqualTo(step.title());
            assertThat(title.getBoundsInParent().getMaxX()).as("the step's title inside the pane")
                    .isLessThanOrEqualTo(PANE_WIDTH);
        });
    }

    private static int longestStep(Lesson lesson) {
        return lesson.steps().stream().mapToInt(s -> s.title().length()).max().orElse(0);
    }

    @Test
    void at150PercentInThe1600PixelWindow(FxRobot robot) {
        check(robot, 1.5);
    }

    @Test
    void theStepKeepsItsWordsAt150Percent(FxRobot robot) {
        checkStep(robot, 1.5);
    }

    @Test
    void theStepKeepsItsWordsAt200Percent(FxRobot robot) {
        checkStep(robot, 2.0);
    }

    @Test
    void at200PercentInThe1920PixelWindow(FxRobot robot) {
        check(robot, 2.0);
    }
}
