package org.ringside.views.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.ImageView;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.lessons.Action;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonLibrary;
import org.ringside.lessons.ScenarioCatalog;
import org.ringside.lessons.Step;
import org.ringside.lessons.Task;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.run.FrameHub;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunSpeed;
import org.ringside.views.run.RunState;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;

/** The lessons pane over the shipped lessons, a run bar of its own and a window that writes down what it is asked. */
@ExtendWith(ApplicationExtension.class)
class LessonPlayerTest {
    private static final long MS = 1_000_000L;
    private static final LessonLibrary.Loaded SHIPPED = LessonLibrary.shipped().loadAll();

    @TempDir
    Path folder;

    private RunController controller;
    private RunBar runBar;
    private RecordingHost host;
    private MemoryProgress progress;
    private LessonPlayer player;
    private StackPane root;
    /** Advances the run and shows it to the bar and the player, on the made-up pulse clock. */
    private FrameHub hub;
    /** The made-up pulse clock. */
    private long pulseNs;

    @Start
    void start(Stage stage) {
        controller = new RunController(Scenario.defaults());
        runBar = new RunBar(controller);
        host = new RecordingHost(runBar);
        progress = new MemoryProgress();
        player = new LessonPlayer(SHIPPED, getClass().getClassLoader(), runBar, host, progress);
        hub = new FrameHub();
        hub.lane(controller).listen(runBar).listen(player);
        root = new StackPane(player);
        Scene scene = new Scene(root, 640, 720);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    private Lesson lesson(String id) {
        return player.find(id).orElseThrow();
    }

    /** Pulses the run until {@code done} holds (at most a few thousand pulses). */
    private void pulseUntil(FxRobot robot, BooleanSupplier done) {
        robot.interact(() -> {
            for (int i = 0; i < 5_000 && !done.getAsBoolean(); i++) {
                pulseNs += 16 * MS;
                hub.pulse(pulseNs);
            }
        });
        assertThat(done.getAsBoolean()).as("reached within the pulses").isTrue();
    }

    /** The list's line of the lesson titled {@code title}. */
    private static Label inList(FxRobot robot, String title) {
        return robot.lookup(".lesson-list-title").match(LabeledMatchers.hasText(title)).queryAs(Label.class);
    }

    private String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    @Test
    void aTitleThatEndsInItsOwnMarkGetsNoFullStopAfterIt() {
        assertThat(LessonPlayer.sentence("Lesson: Where is the queue?")).isEqualTo("Lesson: Where is the queue?");
        assertThat(LessonPlayer.sentence("Lesson: A tour of the transmit path"))
                .isEqualTo("Lesson: A tour of the transmit path.");
    }

    @Test
    void walksALessonForwardAndBackAndFinishesIt(FxRobot robot) {
        Lesson lesson = lesson("ring-bufferbloat");
        assertThat(robot.lookup("#lesson-next").queryAs(Button.class).isDisabled()).isTrue();
        robot.clickOn(inList(robot, lesson.title()));
        assertThat(player.lesson()).contains(lesson);
        assertThat(text(robot, "#lesson-title")).isEqualTo(lesson.title());
        assertThat(player.stepIndex()).isZero();
        assertThat(host.origins).containsExactly("step 1 of the lesson ring-bufferbloat");
        robot.clickOn(inList(robot, lesson.title()));
        assertThat(host.origins).as("a click on the open lesson keeps its run").hasSize(1);
        assertThat(robot.lookup("#lesson-back").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(robot.lookup(n -> n instanceof javafx.scene.text.Text t && t.getText().contains("TX ring"))
                .tryQuery()).isPresent();

        robot.clickOn("#lesson-next");
        assertThat(player.stepIndex()).isEqualTo(1);
        assertThat(controller.scenario()).isEqualTo(lesson.steps().get(1).start().scenario());
        assertThat(progress.kept.get(lesson.id()).stepId()).isEqualTo("descriptors");
        robot.clickOn("#lesson-back");
        assertThat(player.stepIndex()).isZero();
        assertThat(host.origins).hasSize(3).last().isEqualTo("step 1 of the lesson ring-bufferbloat");

        robot.interact(() -> player.goTo(lesson.steps().size() - 1));
        Button next = robot.lookup("#lesson-next").queryAs(Button.class);
        assertThat(next.getText()).isEqualTo("Finish");
        robot.clickOn(next);
        assertThat(progress.kept.get(lesson.id()).finished()).isTrue();
        assertThat(host.said).contains("Lesson done: " + lesson.title() + ".");
        assertThat(robot.lookup(".lesson-list-about").queryAllAs(Label.class)).extracting(Label::getText)
                .anyMatch(t -> t.endsWith("· 12 min · ✓ done"))
                .anyMatch(t -> t.endsWith(" min · not started"));
    }

    @Test
    void aNewStepOpensAtTheTopOfItsText(FxRobot robot) {
        robot.clickOn(inList(robot, lesson("ring-bufferbloat").title()));
        ScrollPane text = robot.lookup(".lesson-scroll").queryAs(ScrollPane.class);
        robot.interact(() -> {
            player.setMaxHeight(440); // short enough that both steps scroll
            text.setVvalue(text.getVmax()); // read to the end of step 1
        });
        robot.clickOn("#lesson-next");
        assertThat(player.stepIndex()).isEqualTo(1);
        assertThat(text.getVvalue()).isEqualTo(text.getVmin());
    }

    @Test
    void theStepListJumpsToAnyStepAndTheListShowsWhere(FxRobot robot) {
        Lesson lesson = lesson("ring-bufferbloat");
        robot.interact(() -> player.open(lesson));
        @SuppressWarnings("unchecked")
        ComboBox<Step> steps = robot.lookup("#lesson-step-choice").queryAs(ComboBox.class);
        assertThat(steps.getItems()).containsExactlyElementsOf(lesson.steps());
        robot.interact(() -> steps.getSelectionModel().select(2));
        assertThat(player.stepIndex()).isEqualTo(2);
        assertThat(host.origins).last().isEqualTo("step 3 of the lesson ring-bufferbloat");
        assertThat(controller.scenario()).isEqualTo(lesson.steps().get(2).start().scenario());
        assertThat(robot.lookup(".lesson-list-about").queryAllAs(Label.class)).extracting(Label::getText)
                .contains("Beginner · 12 min · step 3 of 3");
        assertThat(robot.lookup("#lesson-next").queryAs(Button.class).getText()).isEqualTo("Finish");
    }

    @Test
    void aStepsActionsHighlightInspectAndRunUntilTheirTime(FxRobot robot) {
        Lesson lesson = lesson("ring-bufferbloat");
        robot.interact(() -> player.open(lesson));
        assertThat(lesson.steps().get(0).actions()).extracting(Action::kind)
                .containsExactly(Action.Kind.HIGHLIGHT, Action.Kind.RUN_FOR);
        assertThat(host.highlighted).containsExactly(org.ringside.model.sim.Stage.RING);
        assertThat(controller.state()).isEqualTo(RunState.PLAYING);
        assertThat(controller.stopAtNs()).contains(200 * MS);
        robot.interact(() -> controller.setSpeed(RunSpeed.FASTEST));
        pulseUntil(robot, () -> controller.state() == RunState.PAUSED);
        assertThat(controller.nowNs()).isEqualTo(200 * MS);

        robot.interact(player::next);
        assertThat(host.inspectors).containsExactly(Action.Inspector.RING);
        // Reset this step: the scenario again from t = 0, the actions again, and Undo brings the run back.
        pulseUntil(robot, () -> controller.state() == RunState.PAUSED);
        robot.clickOn("#lesson-reset-step");
        assertThat(controller.nowNs()).isZero();
        assertThat(host.inspectors).hasSize(2);
        assertThat(controller.canUndo()).isTrue();
        robot.interact(controller::undo);
        assertThat(controller.nowNs()).isEqualTo(200 * MS);
    }

    @Test
    void aTaskIsDoneOnlyAfterItsAnswersKnobChange(FxRobot robot) {
        Lesson lesson = lesson("ring-bufferbloat");
        Step shrink = lesson.steps().get(2);
        Task task = shrink.tasks().get(0);
        robot.interact(() -> {
            player.open(lesson);
            player.goTo(2);
            controller.setSpeed(RunSpeed.FASTEST);
            controller.playUntil(task.afterNs());
        });
        TaskView view = player.taskViews().get(0);
        pulseUntil(robot, () -> controller.state() == RunState.PAUSED);
        robot.interact(player::checkTasks);
        assertThat(view.done()).isFalse();
        assertThat(text(robot, "#lesson-task-0 .lesson-task-mark")).isEqualTo("○ Not yet");
        assertThat(text(robot, "#lesson-task-0 .lesson-task-values"))
                .startsWith("Now: voip latency p99 ").contains(", throughput ").endsWith(" Mbit/s.");

        // The answer's change, knob by knob, through the run's knobs; then the run again from t = 0.
        Scenario from = shrink.start().scenario();
        Scenario answer = task.answer().scenario();
        robot.interact(() -> {
            for (Knob knob : Knobs.all()) {
                if (knob.bindsScenario() && knob.get(from) != knob.get(answer)) {
                    controller.knobs().set(knob, knob.get(answer));
                }
            }
            controller.reset();
            controller.playUntil(task.afterNs());
        });
        pulseUntil(robot, () -> controller.state() == RunState.PAUSED);
        robot.interact(player::checkTasks);
        assertThat(view.done()).isTrue();
        assertThat(text(robot, "#lesson-task-0 .lesson-task-mark")).isEqualTo("✓ Done");
        assertThat(text(robot, "#lesson-task-0 .lesson-task-values")).startsWith("Reached: voip latency p99 ");
        assertThat(progress.kept.get(lesson.id()).doneTasks()).containsExactly("shrink.0");
        assertThat(host.said).contains("Task done: " + task.ask());
    }

    @Test
    void aGoalReachedWithAKnobTheTaskDoesNotAllowDoesNotTick(FxRobot robot) {
        Lesson lesson = lesson("ring-bufferbloat");
        Task task = lesson.steps().get(2).tasks().get(0);
        assertThat(task.allow().entries()).containsExactly("nic.ring_size");
        TaskView[] view = new TaskView[1];
        robot.interact(() -> {
            player.open(lesson);
            player.goTo(2);
            view[0] = player.taskViews().get(0);
            controller.setSpeed(RunSpeed.FASTEST);
            // BQL on, as the window's knob panel turns it: the goal is reached, but not by the ring's size.
            controller.knobs().set("bql.mode", Knobs.get("bql.mode").indexOf("auto"));
            controller.playUntil(task.afterNs());
        });
        pulseUntil(robot, () -> controller.state() == RunState.PAUSED);
        robot.interact(player::checkTasks);
        assertThat(view[0].done()).isFalse();
        assertThat(text(robot, "#lesson-task-0 .lesson-task-mark")).isEqualTo("○ Not yet");
        assertThat(text(robot, "#lesson-task-0 .lesson-task-values"))
                .startsWith("Reached, but by changing bql.mode, which this task does not allow: voip latency p99 ")
                .endsWith("Reset this step and try again with nic.ring_size.");

        // Turned back, BQL still shaped the run so far: it still counts until the run is replaced.
        robot.interact(() -> {
            controller.knobs().set("bql.mode", Knobs.get("bql.mode").indexOf("off"));
            player.checkTasks();
        });
        assertThat(view[0].done()).isFalse();
        assertThat(text(robot, "#lesson-task-0 .lesson-task-values")).startsWith("Reached, but by changing bql.mode");

        // The allowed knob alone, in a fresh run: done.
        robot.interact(() -> {
            controller.knobs().set("nic.ring_size", 64);
            controller.reset();
            controller.playUntil(task.afterNs());
        });
        pulseUntil(robot, () -> controller.state() == RunState.PAUSED);
        robot.interact(player::checkTasks);
        assertThat(view[0].done()).isTrue();
        assertThat(progress.kept.get(lesson.id()).doneTasks()).containsExactly("shrink.0");
        assertThat(host.said).contains("Task done: " + task.ask());
    }

    @Test
    void hintsComeOneAtATime(FxRobot robot) {
        robot.interact(() -> {
            player.open(lesson("ring-bufferbloat"));
            player.goTo(2);
        });
        Task task = player.taskViews().get(0).task();
        assertThat(robot.lookup(".lesson-hint").tryQuery()).isEmpty();
        robot.clickOn("Show a hint (1 of 2)");
        assertThat(robot.lookup(".lesson-hint").queryAllAs(Label.class)).extracting(Label::getText)
                .containsExactly("Hint 1: " + task.hints().get(0));
        robot.clickOn("Show a hint (2 of 2)");
        assertThat(robot.lookup(".lesson-hint").queryAllAs(Label.class)).hasSize(2);
        assertThat(robot.lookup(".lesson-hint-button").queryAs(Button.class).isDisabled()).isTrue();
    }

    @Test
    void aBrokenLessonFileShowsItsErrorAndTheOthersStillWork(FxRobot robot) throws IOException {
        Path lessons = Files.createDirectories(folder.resolve("ringside/lessons"));
        Files.writeString(lessons.resolve("index.txt"), "broken.md\ntiny.md\n");
        Files.writeString(lessons.resolve("broken.md"), "---\nid: broken\ntitle: Broken\nlevel: expert\n---\n");
        Files.writeString(lessons.resolve("tiny.md"), """
                ---
                id: tiny
                title: A tiny lesson
                level: beginner
                minutes: 2
                steps:
                  - { id: first, title: First, scenario: default-1gbe.yaml }
                  - { id: second, title: Second, scenario: router-100mbit.yaml }
                ---

                ## Step: first

                The ring: ![a small ring](ring.png)

                ## Step: second

                That was all.
                """, StandardCharsets.UTF_8);
        ImageIO.write(new BufferedImage(30, 10, BufferedImage.TYPE_INT_RGB), "png", lessons.resolve("ring.png").toFile());
        URLClassLoader loader = new URLClassLoader(new URL[] {folder.toUri().toURL()}, null);
        LessonLibrary.Loaded loaded = new LessonLibrary(loader, ScenarioCatalog.shipped()).loadAll();
        assertThat(loaded.errors()).hasSize(1);

        robot.interact(() -> root.getChildren().setAll(
                new LessonPlayer(loaded, loader, runBar, host, new MemoryProgress())));
        Label error = robot.lookup(".lesson-error").queryAs(Label.class);
        assertThat(error.getText()).startsWith("⚠ Cannot be opened: ringside/lessons/broken.md:4: level: expert is not a level");
        robot.clickOn(error);
        assertThat(host.said).last().asString().startsWith("ringside/lessons/broken.md:4:");

        robot.clickOn("A tiny lesson");
        assertThat(text(robot, "#lesson-title")).isEqualTo("A tiny lesson");
        ImageView ring = robot.lookup(".md-image").queryAs(ImageView.class);
        assertThat(ring.getImage().getWidth()).isEqualTo(30);
        robot.clickOn("#lesson-next");
        assertThat(controller.scenario().name()).isEqualTo(loaded.lessons().get(0).steps().get(1).start().scenario().name());
    }
}
