package org.ringside.views.lessons;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.Step;
import org.ringside.lessons.Task;
import org.ringside.model.format.PrintableText;
import org.ringside.views.run.RunBar;

/**
 * The lessons pane's lower part, the open lesson's current step as a student reads it: the
 * lesson's title, the step list to jump to any step, the step's title wrapped under it, what the
 * window shows beside the step, the step's text, its tasks with those done ticked, and Back, Reset
 * this step and Next (Finish on the last step). It only shows; what its controls ask goes to
 * {@link Moves}.
 */
final class StepPane extends VBox {
    /** What the pane's controls ask for. */
    interface Moves {
        /** The step before. */
        void back();

        /** The next step, or finishing the lesson on its last. */
        void next();

        /** The current step from its start again. */
        void resetStep();

        /** Step {@code index} of the lesson shown, picked in the step list. */
        void goTo(int index);
    }

    private final StepText stepText;
    private final Label lessonTitle = new Label("No lesson open");
    private final ComboBox<Step> stepChoice = new ComboBox<>();
    /** The step's title, under the step list. */
    private final Label stepTitle = new Label();
    private final VBox taskBox = new VBox();
    /** Above the step's text: what the window adds beside it, e.g. a lesson file's check. */
    private final VBox besideStep = new VBox();
    private final Button back = new Button("Back");
    private final Button next = new Button("Next");
    private final Button resetStep = new Button("Reset this step");
    private final List<TaskView> taskViews = new ArrayList<>();
    /** The step's text and tasks; a new step opens at its top. */
    private final ScrollPane scroll = new ScrollPane();

    /** The lesson shown, null when none is open. */
    private Lesson lesson;
    /** While the step list follows a move rather than the teacher picking a step. */
    private boolean following;

    StepPane(StepText stepText, Moves moves) {
        this.stepText = stepText;
        lessonTitle.getStyleClass().add("lesson-title");
        lessonTitle.setId("lesson-title");
        lessonTitle.setWrapText(true);
        // Its whole height, however many rows the words take: the step's text scrolls instead.
        lessonTitle.setMinHeight(Region.USE_PREF_SIZE);
        stepChoice.setId("lesson-step-choice");
        stepChoice.setAccessibleText("Step of the lesson");
        stepChoice.setMaxWidth(Double.MAX_VALUE);
        stepChoice.setTooltip(new Tooltip("Jump to any step of the lesson"));
        stepChoice.setCellFactory(v -> new StepCell(() -> lesson, false));
        stepChoice.setButtonCell(new StepCell(() -> lesson, true));
        stepChoice.setMinHeight(Region.USE_PREF_SIZE);
        // The title under the list, wrapped: a list's button keeps one line, and cut it to "…".
        stepTitle.getStyleClass().add("lesson-step-title");
        stepTitle.setId("lesson-step-title");
        stepTitle.setWrapText(true);
        stepTitle.setMinHeight(Region.USE_PREF_SIZE);
        stepChoice.valueProperty().addListener((o, was, now) -> {
            if (!following && now != null && lesson != null) {
                moves.goTo(lesson.steps().indexOf(now));
            }
        });

        taskBox.getStyleClass().add("lesson-tasks");
        VBox page = new VBox(besideStep, stepText.node(), taskBox);
        page.getStyleClass().add("lesson-page");
        scroll.setContent(page);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("lesson-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);

        back.setId("lesson-back");
        back.setTooltip(new Tooltip("The step before"));
        back.setOnAction(e -> moves.back());
        next.setId("lesson-next");
        next.setOnAction(e -> moves.next());
        resetStep.setId("lesson-reset-step");
        resetStep.setTooltip(new Tooltip("Load this step's scenario again from t = 0 and do its actions; "
                + "Undo brings the run before it back"));
        resetStep.setOnAction(e -> moves.resetStep());
        // At large text in the pane's least width the three do not fit on one row: they flow onto
        // a second rather than shrink to "…".
        FlowPane buttons = new FlowPane(back, resetStep, next);
        buttons.getStyleClass().add("lesson-buttons");
        buttons.setId("lesson-buttons");

        getChildren().addAll(lessonTitle, stepChoice, stepTitle, scroll, buttons);
        getStyleClass().add("lesson-step-pane");
        setId("lesson-step-pane");
        setMinHeight(0);
    }

    /** Shows that no lesson is open, and how to open one. */
    void showNone() {
        lesson = null;
        following = true;
        try {
            clearStep();
            lessonTitle.setText("No lesson open");
            stepChoice.setItems(FXCollections.observableArrayList());
            stepTitle.setText("");
            stepText.show("Pick a lesson above. Each one starts from a scenario, runs it, and asks you to change a "
                    + "knob until the run shows what the lesson is about.");
            setButtons(-1);
        } finally {
            following = false;
        }
    }

    /** Shows step {@code index} of {@code shown} from its top, the tasks {@code progress} has done ticked. */
    void show(Lesson shown, int index, LessonProgress progress) {
        lesson = shown;
        Step step = shown.steps().get(index);
        following = true;
        try {
            clearStep();
            lessonTitle.setText(PrintableText.of(shown.title()));
            stepChoice.setItems(FXCollections.observableArrayList(shown.steps()));
            stepChoice.setValue(step);
            stepTitle.setText(PrintableText.of(step.title()));
            stepText.show(shown, step);
            List<Task> tasks = step.tasks();
            for (int i = 0; i < tasks.size(); i++) {
                boolean done = progress.doneTasks().contains(LessonProgress.taskKey(step.id(), i));
                TaskView view = new TaskView(tasks.get(i), i, done);
                taskViews.add(view);
                taskBox.getChildren().add(view);
            }
            if (!tasks.isEmpty()) {
                Label note = new Label("A task is judged on the whole run from t = 0. After turning a knob, reset the "
                        + "run (" + RunBar.RESET.getDisplayText() + ") to judge your setting on its own.");
                note.getStyleClass().add("lesson-task-note");
                note.setWrapText(true);
                taskBox.getChildren().add(0, note);
            }
            setButtons(index);
        } finally {
            following = false;
        }
    }

    /** Shows {@code node} above the step's text, whatever the step. */
    void showBesideStep(Node node) {
        besideStep.getChildren().setAll(node);
    }

    /** The task views of the step shown, in order. */
    List<TaskView> taskViews() {
        return taskViews;
    }

    private void clearStep() {
        // A new step is read from its first line, wherever the last one was left.
        scroll.setVvalue(scroll.getVmin());
        taskViews.clear();
        taskBox.getChildren().clear();
    }

    // The buttons for step index of the lesson shown (-1 when none is open).
    private void setButtons(int index) {
        boolean open = lesson != null;
        back.setDisable(!open || index == 0);
        resetStep.setDisable(!open);
        next.setDisable(!open);
        boolean last = open && index == lesson.steps().size() - 1;
        next.setText(last ? "Finish" : "Next");
        next.setTooltip(new Tooltip(last ? "Mark the lesson done" : "The next step"));
    }
}
