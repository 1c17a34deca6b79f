package org.ringside.views.lessons;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import javafx.collections.FXCollections;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonException;
import org.ringside.lessons.LessonLibrary;
import org.ringside.lessons.Step;
import org.ringside.lessons.Task;
import org.ringside.model.format.PrintableText;
import org.ringside.views.run.Frame;
import org.ringside.views.run.FrameListener;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;

/**
 * The lessons pane: the list of lessons with each one's level, minutes and progress (and the
 * message of any lesson file that could not be read), and the open lesson's current step, its
 * text rendered from Markdown, its tasks checked live against the run, Back, Next and a step
 * list to jump to any step. Starting a step loads its scenario through the window
 * ({@link LessonHost#load}, so Undo brings back the run before it) and carries out its actions.
 * Progress goes to a {@link ProgressStore} at every move, so a lesson opens where it was left.
 */
public final class LessonPlayer extends VBox implements FrameListener {
    /** Tasks are judged every this many pulses, about four times a second: a summary costs. */
    static final int CHECK_EVERY_PULSES = 15;

    private List<Lesson> lessons = List.of();
    private final RunController controller;
    private final LessonHost host;
    private final ProgressStore store;
    private final StepActions actions;
    private final TaskJudge judge;
    private final StepText stepText;

    private final ListView<LessonEntry> list = new ListView<>();
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

    private Lesson lesson;
    private int stepIndex;
    private long pulses;
    /** While the step list follows a move rather than the teacher picking a step. */
    private boolean following;

    /**
     * @param loaded the lessons to offer and the files that failed to load
     * @param resources where the lessons' images are found (the class path the library read)
     * @param runBar the window's run bar, whose run the player drives; add the player to the run's
     *     {@link org.ringside.views.run.FrameHub} lane so it checks tasks on its frames
     * @param host the window around the player
     * @param store where progress is kept between runs
     */
    public LessonPlayer(LessonLibrary.Loaded loaded, ClassLoader resources, RunBar runBar, LessonHost host,
            ProgressStore store) {
        this.controller = runBar.controller();
        this.host = Objects.requireNonNull(host, "host");
        this.store = Objects.requireNonNull(store, "store");
        this.actions = new StepActions(controller, host);
        this.judge = new TaskJudge(controller);
        this.stepText = new StepText(new MarkdownRenderer(
                MarkdownRenderer.shippedImages(Objects.requireNonNull(resources, "resources")), host::openLink));
        getStyleClass().add("lesson-player");
        setId("lesson-player");

        list.setId("lesson-list");
        list.setAccessibleText("Lessons");
        list.setCellFactory(v -> {
            LessonCell cell = new LessonCell(store::get);
            cell.setOnMouseClicked(e -> openEntry(cell.getItem()));
            return cell;
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                openEntry(list.getSelectionModel().getSelectedItem());
                e.consume();
            }
        });

        SplitPane split = new SplitPane(list, stepPane());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.3);
        SplitPane.setResizableWithParent(list, false);
        VBox.setVgrow(split, Priority.ALWAYS);
        getChildren().add(split);
        setLessons(loaded);

        store.warning().ifPresent(host::say);
    }

    private VBox stepPane() {
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
                goTo(lesson.steps().indexOf(now));
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
        back.setOnAction(e -> back());
        next.setId("lesson-next");
        next.setOnAction(e -> next());
        resetStep.setId("lesson-reset-step");
        resetStep.setTooltip(new Tooltip("Load this step's scenario again from t = 0 and do its actions; "
                + "Undo brings the run before it back"));
        resetStep.setOnAction(e -> resetStep());
        // At large text in the pane's least width the three do not fit on one row: they flow onto
        // a second rather than shrink to "…".
        FlowPane buttons = new FlowPane(back, resetStep, next);
        buttons.getStyleClass().add("lesson-buttons");
        buttons.setId("lesson-buttons");

        VBox pane = new VBox(lessonTitle, stepChoice, stepTitle, scroll, buttons);
        pane.getStyleClass().add("lesson-step-pane");
        pane.setId("lesson-step-pane");
        pane.setMinHeight(0);
        return pane;
    }

    // --- what the window and tests reach ------------------------------------------------------------

    /**
     * Offers these lessons (and lists the files that failed), e.g. once a window has loaded them
     * in the background; an open lesson is closed.
     */
    public void setLessons(LessonLibrary.Loaded loaded) {
        lessons = loaded.lessons();
        List<LessonEntry> entries = new ArrayList<>();
        lessons.forEach(l -> entries.add(new LessonEntry.Available(l)));
        for (LessonException e : loaded.errors()) {
            entries.add(new LessonEntry.Broken(e));
        }
        list.setItems(FXCollections.observableArrayList(entries));
        stepText.forget();
        list.setPlaceholder(new Label("No lessons"));
        lesson = null;
        stepIndex = 0;
        showStep();
    }

    /** What the list says while there is nothing in it yet, e.g. "Loading the lessons…". */
    public void setPlaceholder(String text) {
        list.setPlaceholder(new Label(text));
    }

    /** The lessons offered, in the library's order. */
    public List<Lesson> lessons() {
        return lessons;
    }

    /** The open lesson, if any. */
    public Optional<Lesson> lesson() {
        return Optional.ofNullable(lesson);
    }

    /** The place of the current step in the open lesson (0 when none is open). */
    public int stepIndex() {
        return stepIndex;
    }

    /** The lesson with id {@code id}, if it is offered. */
    public Optional<Lesson> find(String id) {
        return lessons.stream().filter(l -> l.id().equals(id)).findFirst();
    }

    /**
     * Opens a lesson at the step where it was left (its first step if never started or finished)
     * and starts that step, after the window agreed to replace its scenario.
     *
     * @return whether it was opened
     */
    public boolean open(Lesson chosen) {
        if (!host.mayReplaceScenario("opening the lesson " + chosen.title())) {
            return false;
        }
        lesson = chosen;
        Optional<LessonProgress> saved = store.get(chosen.id());
        int at = saved.filter(p -> !p.finished()).map(p -> p.stepIndex(chosen)).orElse(0);
        if (saved.isPresent() && saved.get().finished()) {
            // Taken again from the start: it stays done, with its tasks.
            store.put(chosen.id(), saved.get().at(chosen.steps().get(0).id()));
        }
        goTo(at);
        host.say(sentence("Lesson: " + chosen.title()));
        return true;
    }

    /** A title as a sentence: a full stop unless it ends in a mark of its own ("Where is the queue?"). */
    static String sentence(String text) {
        return text.matches(".*[.?!]$") ? text : text + ".";
    }

    /** The next step; on the last step, finishes the lesson. */
    public void next() {
        if (lesson == null) {
            return;
        }
        if (stepIndex < lesson.steps().size() - 1) {
            goTo(stepIndex + 1);
        } else {
            save(progress().finished(true));
            host.say("Lesson done: " + lesson.title() + ".");
            list.refresh();
        }
    }

    /** The step before, if any. */
    public void back() {
        if (lesson != null && stepIndex > 0) {
            goTo(stepIndex - 1);
        }
    }

    /** Jumps to step {@code index} of the open lesson and starts it. */
    public void goTo(int index) {
        if (lesson == null || index < 0 || index >= lesson.steps().size()) {
            return;
        }
        stepIndex = index;
        save(progress().at(step().id()));
        showStep();
        startStep();
    }

    /**
     * Puts the open lesson's new version in its place, a lesson file read again after a save, and
     * starts the same step again (by its id, or at the same place when the id went), its text
     * written from the new version's runs; opens it when no lesson is open.
     */
    public void reload(Lesson changed) {
        if (lesson == null) {
            lessons = List.of(changed);
            list.setItems(FXCollections.observableArrayList(new LessonEntry.Available(changed)));
            open(changed);
            return;
        }
        String stepId = step().id();
        Lesson was = lesson;
        lessons = lessons.stream().map(l -> l == was ? changed : l).toList();
        list.setItems(FXCollections.observableArrayList(lessons.stream().map(LessonEntry.Available::new).toList()));
        stepText.forget();
        lesson = changed;
        int same = changed.steps().stream().map(Step::id).toList().indexOf(stepId);
        goTo(same >= 0 ? same : Math.min(stepIndex, changed.steps().size() - 1));
    }

    /** Shows {@code node} above the step's text, whatever the step. */
    public void showBesideStep(Node node) {
        besideStep.getChildren().setAll(node);
    }

    /** Loads the current step's scenario again and does its actions again; Undo goes back. */
    public void resetStep() {
        if (lesson != null) {
            startStep();
        }
    }

    /** Shows the next hint of the first task that is not done yet. */
    public void showHint() {
        taskViews.stream().filter(t -> !t.done()).findFirst().ifPresent(TaskView::showHint);
    }

    /**
     * Judges every task of the step that is not done yet on the run as it is now, on the knobs
     * its allow lets the student change ({@link TaskJudge}). The frames do it every
     * {@value #CHECK_EVERY_PULSES} pulses.
     */
    public void checkTasks() {
        if (lesson == null) {
            return;
        }
        for (int i : judge.judge(step(), taskViews)) {
            save(progress().withDone(LessonProgress.taskKey(step().id(), i)));
            host.say("Task done: " + taskViews.get(i).task().ask());
        }
    }

    /** The task views of the current step, in order (tests read their state). */
    List<TaskView> taskViews() {
        return List.copyOf(taskViews);
    }

    // --- inside -------------------------------------------------------------------------------------

    /** Carries on with the step's actions and, a few times a second, judges its tasks. */
    @Override
    public void onFrame(Frame frame) {
        actions.frame();
        if (++pulses % CHECK_EVERY_PULSES == 0) {
            checkTasks();
        }
    }

    private void openEntry(LessonEntry entry) {
        if (entry instanceof LessonEntry.Available a) {
            // A click on the open lesson keeps its run; the step list and Reset this step are for moving.
            if (a.lesson() != lesson) {
                open(a.lesson());
            }
        } else if (entry instanceof LessonEntry.Broken b) {
            host.say(b.error().getMessage());
        }
    }

    private Step step() {
        return lesson.steps().get(stepIndex);
    }

    private LessonProgress progress() {
        return store.get(lesson.id()).orElse(new LessonProgress(step().id(), Set.of(), false));
    }

    private void save(LessonProgress progress) {
        store.put(lesson.id(), progress).ifPresent(host::say);
        list.refresh();
    }

    private void startStep() {
        Step s = step();
        host.load(s.start().scenario(), "step " + (stepIndex + 1) + " of the lesson " + lesson.id());
        actions.start(s.actions());
        checkTasks();
    }

    private void showStep() {
        following = true;
        // A new step is read from its first line, wherever the last one was left.
        scroll.setVvalue(scroll.getVmin());
        try {
            taskViews.clear();
            taskBox.getChildren().clear();
            if (lesson == null) {
                lessonTitle.setText("No lesson open");
                stepChoice.setItems(FXCollections.observableArrayList());
                stepTitle.setText("");
                stepText.show("Pick a lesson above. Each one starts from a scenario, runs it, and asks you to change a "
                        + "knob until the run shows what the lesson is about.");
                setButtons();
                return;
            }
            lessonTitle.setText(PrintableText.of(lesson.title()));
            stepChoice.setItems(FXCollections.observableArrayList(lesson.steps()));
            stepChoice.setValue(step());
            stepTitle.setText(PrintableText.of(step().title()));
            stepText.show(lesson, step());
            LessonProgress progress = progress();
            List<Task> tasks = step().tasks();
            for (int i = 0; i < tasks.size(); i++) {
                boolean done = progress.doneTasks().contains(LessonProgress.taskKey(step().id(), i));
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
            setButtons();
        } finally {
            following = false;
        }
    }

    private void setButtons() {
        boolean open = lesson != null;
        back.setDisable(!open || stepIndex == 0);
        resetStep.setDisable(!open);
        next.setDisable(!open);
        boolean last = open && stepIndex == lesson.steps().size() - 1;
        next.setText(last ? "Finish" : "Next");
        next.setTooltip(new Tooltip(last ? "Mark the lesson done" : "The next step"));
    }
}
