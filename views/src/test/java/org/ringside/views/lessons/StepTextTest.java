package org.ringside.views.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonException;
import org.ringside.lessons.LessonLibrary;
import org.ringside.lessons.LessonReader;
import org.ringside.lessons.LessonRuns;
import org.ringside.lessons.RunCache;
import org.ringside.lessons.ScenarioCatalog;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A step's live numbers: a placeholder while the runs are measured off the window's thread, then the model's numbers. */
@ExtendWith(ApplicationExtension.class)
class StepTextTest {
    private static final String LESSON = String.join("\n", "---", "id: live", "title: Live numbers", "level: beginner",
            "minutes: 2", "runs:", "  full: { scenario: router-100mbit-bql-off.yaml, duration: 20ms }", "steps:",
            "  - { id: only, title: Only, scenario: router-100mbit-bql-off.yaml }",
            "  - { id: other, title: Other, scenario: router-100mbit.yaml }", "---", "## Step: only",
            "The ring holds {{ run(full).ring_bytes.max }} at most, frames of {{ const: 1514 bytes }}.",
            "## Step: other", "Nothing live.", "");

    private StackPane root;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        stage.setScene(new Scene(root, 480, 320));
        stage.show();
    }

    private static Lesson lesson() throws LessonException {
        return new LessonReader(ScenarioCatalog.shipped()).read(LESSON, "live.md");
    }

    /** What the model says the step's number is, written by the project's formatter. */
    private static String modelsNumber(Lesson lesson) {
        return lesson.steps().get(0).text().lives().get(0).render(LessonRuns.values(LessonRuns.measure(lesson.runs(), new RunCache())));
    }

    private static String shown(Node node) {
        List<String> texts = new ArrayList<>();
        collect(node, texts);
        return String.join("", texts);
    }

    private static void collect(Node node, List<String> into) {
        if (node instanceof Text t) {
            into.add(t.getText());
        } else if (node instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> collect(c, into));
        }
    }

    private static void waitFor(Node node, String expected) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> shown(node).equals(expected));
    }

    /** A step text whose runs wait in {@code queued} until the test runs them, showing the first step. */
    private StepText shownOnce(FxRobot robot, Lesson lesson, List<Runnable> queued) {
        StepText text = new StepText(new MarkdownRenderer(d -> Optional.empty(), l -> { }), queued::add);
        robot.interact(() -> {
            root.getChildren().setAll(text.node());
            text.show(lesson, lesson.steps().get(0));
        });
        return text;
    }

    @Test
    void aPlaceholderUntilTheRunsAreMeasuredThenTheModelsNumberAndAtOnceWhenTheStepIsShownAgain(FxRobot robot)
            throws Exception {
        Lesson lesson = lesson();
        List<Runnable> queued = new ArrayList<>();
        StepText text = shownOnce(robot, lesson, queued);

        assertThat(shown(text.node())).isEqualTo("The ring holds … at most, frames of 1514 bytes.");
        assertThat(queued).as("one run, measured on the executor").hasSize(1);
        new Thread(queued.remove(0)).start();
        String expected = "The ring holds " + modelsNumber(lesson) + " at most, frames of 1514 bytes.";
        waitFor(text.node(), expected);

        robot.interact(() -> text.show(lesson, lesson.steps().get(1)));
        assertThat(shown(text.node())).isEqualTo("Nothing live.");
        robot.interact(() -> text.show(lesson, lesson.steps().get(0)));
        assertThat(shown(text.node())).isEqualTo(expected);
        assertThat(queued).as("measured once for the lesson").isEmpty();
    }

    @Test
    void numbersMeasuredForAStepLeftSinceAreNotDrawnOverTheNextOne(FxRobot robot) throws Exception {
        Lesson lesson = lesson();
        List<Runnable> queued = new ArrayList<>();
        StepText text = shownOnce(robot, lesson, queued);
        robot.interact(() -> text.show(lesson, lesson.steps().get(1)));
        queued.remove(0).run();
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(shown(text.node())).isEqualTo("Nothing live.");
    }

    @Test
    void thePlayerShowsTheModelsNumberInTheStepsText(FxRobot robot) throws Exception {
        Lesson lesson = lesson();
        RunController controller = new RunController(Scenario.defaults());
        RunBar runBar = new RunBar(controller);
        LessonPlayer player = new LessonPlayer(new LessonLibrary.Loaded(List.of(lesson), List.of()),
                getClass().getClassLoader(), runBar, new RecordingHost(runBar), new MemoryProgress());
        robot.interact(() -> {
            root.getChildren().setAll(player);
            player.open(lesson);
        });

        Node body = robot.lookup(".lesson-step-body").query();
        waitFor(body, "The ring holds " + modelsNumber(lesson) + " at most, frames of 1514 bytes.");
        assertThat(modelsNumber(lesson)).matches("[0-9.,]+ (KB|bytes)");
    }
}
