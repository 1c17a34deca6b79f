package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonLibrary;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.lessons.LessonPlayer;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;

/** The lessons in the main window: the pane, the Lessons menu, --lesson, and progress kept between runs. */
@ExtendWith(ApplicationExtension.class)
class MainWindowLessonsTest {
    @TempDir
    static Path config;

    private Stage stage;
    private Path folder;
    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        folder = Files.createTempDirectory(config, "cfg");
        window = new MainWindow(stage, "9.8.7-test", () -> { }, new WindowSetup(folder, new QueuedDialogs()));
        window.show();
    }

    /** The picture is shown first and the panes join it a moment later; the tests start after. */
    @BeforeEach
    void waitForThePanes() throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(window::panesShown).get());
    }

    /** The lessons are read in the background; waits until they are there. */
    private static void waitUntilRead(WindowLessons lessons) throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, lessons::loaded);
    }

    /** The picture marks what a step points at from the JavaFX thread; waits until it does. */
    private static void waitForHighlight(PipelinePictureView picture, Predicate<org.ringside.model.sim.Stage> marked)
            throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> marked.test(picture.highlightedStage())).get());
    }

    @AfterEach
    void closeTheOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    private LessonPlayer player() {
        return window.lessons().player();
    }

    private Lesson lesson(String id) {
        return player().find(id).orElseThrow();
    }

    private javafx.beans.property.BooleanProperty knobsShown() {
        return window.actions().stream().filter(a -> a.id().equals("menu-knobs")).findFirst().orElseThrow().shown();
    }

    @Test
    void openingALessonWhereThePictureWouldBeCrampedHidesTheKnobsAndSaysSo(FxRobot robot) throws TimeoutException {
        waitUntilRead(window.lessons());
        // The test screen is narrower than 1,750 pixels: the three do not fit.
        assertThat(stage.getScene().getWidth()).isLessThan(1750);
        assertThat(knobsShown().get()).isTrue();
        robot.interact(() -> window.lessons().open("ring-bufferbloat"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(knobsShown().get()).isFalse();
        assertThat(robot.lookup("#status-message").queryAs(Label.class).getText())
                .endsWith(LessonRoom.knobsHidden("Ctrl+1"));
        SplitPane main = robot.lookup("#main-dock").queryAs(SplitPane.class);
        assertThat(main.getItems()).doesNotContain(window.knobPanel()).contains(player());
    }

    @Test
    void theRoomRuleKeepsThePictureAtItsLeastWidth() {
        assertThat(LessonRoom.knobsFit(1600, 400, 432, 1)).isFalse();
        assertThat(LessonRoom.knobsFit(1920, 400, 432, 1)).isTrue();
        assertThat(LessonRoom.knobsFit(1920, 400, 432, 1.5)).as("larger type wants more room").isFalse();
    }

    @Test
    void thePaneStartsHiddenAndCtrl4ShowsIt(FxRobot robot) throws TimeoutException {
        waitUntilRead(window.lessons());
        SplitPane main = robot.lookup("#main-dock").queryAs(SplitPane.class);
        assertThat(main.getItems()).doesNotContain(player());
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.CONTROL);
        assertThat(main.getItems()).last().isSameAs(player());
        assertThat(player().lessons()).extracting(Lesson::id)
                .containsExactlyElementsOf(LessonLibrary.shipped().loadAll().lessons().stream().map(Lesson::id).toList());
    }

    @Test
    void theListOpensALessonOnItsStepsScenarioAndHighlightsItsStage(FxRobot robot) throws TimeoutException {
        waitUntilRead(window.lessons());
        Lesson lesson = lesson("ring-bufferbloat");
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.CONTROL);
        robot.clickOn(robot.lookup(".lesson-list-title").match(LabeledMatchers.hasText(lesson.title()))
                .queryAs(Label.class));
        assertThat(robot.lookup("#main-dock").queryAs(SplitPane.class).getItems()).contains(player());
        assertThat(player().lesson()).contains(lesson);
        assertThat(window.scenario()).isEqualTo(lesson.steps().get(0).start().scenario());
        assertThat(stage.getTitle()).isEqualTo("Ringside — " + lesson.steps().get(0).start().scenario().name());
        PipelinePictureView picture = robot.lookup("#pipeline").queryAs(PipelinePictureView.class);
        waitForHighlight(picture, org.ringside.model.sim.Stage.RING::equals);

        // Alt+Right: the next step, which opens the ring inspector's nearest tab, the counters.
        robot.press(KeyCode.ALT, KeyCode.RIGHT).release(KeyCode.RIGHT, KeyCode.ALT);
        assertThat(player().stepIndex()).isEqualTo(1);
        // The first step's highlight went with it.
        waitForHighlight(picture, stage -> stage != org.ringside.model.sim.Stage.RING);
        assertThat(robot.lookup("#inspectors").queryAs(TabPane.class).getSelectionModel().getSelectedItem().getId())
                .isEqualTo("tab-counters");
        robot.press(KeyCode.ALT, KeyCode.LEFT).release(KeyCode.LEFT, KeyCode.ALT);
        assertThat(player().stepIndex()).isZero();
        // A step's load is undone like any other.
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario()).isEqualTo(lesson.steps().get(1).start().scenario());
    }

    @Test
    void theLessonOptionOpensTheWindowOnTheLessonOnceTheLessonsAreRead(FxRobot robot) throws TimeoutException {
        robot.interact(() -> window.launch(new LaunchRequest(null, false, null, false, null, "tso-and-gso")));
        waitUntilRead(window.lessons());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(player().lesson()).map(Lesson::id).contains("tso-and-gso");
        assertThat(window.lessons().shown().get()).isTrue();
        assertThat(player().getScene()).isSameAs(stage.getScene());
        assertThat(((Label) player().lookup("#lesson-title")).getText()).isEqualTo(lesson("tso-and-gso").title());
    }

    @Test
    void progressSurvivesARestartOverTheSameConfigFolder(FxRobot robot) throws TimeoutException {
        waitUntilRead(window.lessons());
        robot.interact(() -> {
            window.lessons().open("ring-bufferbloat");
            player().next();
        });
        List<String> said = new ArrayList<>();
        WindowLessons[] again = new WindowLessons[1];
        robot.interact(() -> {
            RunBar runBar = new RunBar(new RunController(Scenario.defaults()));
            again[0] = new WindowLessons(LessonLibrary.shipped(), runBar,
                    new WindowSetup(folder, new QueuedDialogs()), new Stage(),
                    (scenario, origin) -> runBar.load(scenario), doing -> true, said::add, List::of, stage -> { });
            again[0].read();
        });
        waitUntilRead(again[0]);
        robot.interact(() -> again[0].open("ring-bufferbloat"));
        assertThat(again[0].player().lesson()).map(Lesson::id).contains("ring-bufferbloat");
        assertThat(again[0].player().stepIndex()).isEqualTo(1);
        assertThat(said).noneMatch(s -> s.contains("set aside"));
    }

    @Test
    void aCorruptProgressFileIsSetAsideAndTheStatusLineSaysSo(FxRobot robot) throws IOException, TimeoutException {
        Path other = Files.createTempDirectory(config, "corrupt");
        Files.writeString(other.resolve("lesson-progress.txt"), "not progress at all\n");
        MainWindow[] opened = new MainWindow[1];
        Stage[] stages = new Stage[1];
        robot.interact(() -> {
            stages[0] = new Stage();
            opened[0] = new MainWindow(stages[0], "9.8.7-test", () -> { },
                    new WindowSetup(other, new QueuedDialogs()));
            opened[0].show();
        });
        Label message = (Label) stages[0].getScene().lookup("#status-message");
        assertThat(message.getText()).contains("lesson-progress.txt was set aside as lesson-progress.txt.bad")
                .endsWith("it does not start with 'ringside-lesson-progress 1'");
        assertThat(other.resolve("lesson-progress.txt.bad")).exists();
        // Progress starts afresh, and lessons open all the same.
        waitUntilRead(opened[0].lessons());
        robot.interact(() -> opened[0].lessons().open("ring-bufferbloat"));
        assertThat(opened[0].lessons().player().stepIndex()).isZero();
    }
}
