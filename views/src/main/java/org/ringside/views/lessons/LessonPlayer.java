package org.ringside.views.lessons;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonLibrary;
import org.ringside.lessons.Step;
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
 * The player moves between lessons and steps and keeps the progress; the list ({@link
 * LessonList}) and the step ({@link StepPane}) only show.
 */
public final class LessonPlayer extends VBox implements FrameListener, StepPane.Moves {
    /** Tasks are judged every this many pulses, about four times a second: a summary costs. */
    static final int CHECK_EVERY_PULSES = 15;

    private List<Lesson> lessons = List.of();
    private final RunController controller;
    private final LessonHost host;
    private final ProgressStore store;
    private final StepActions actions;
    private final TaskJudge judge;
    private final StepText stepText;

    private final LessonList list;
    private final StepPane stepPane;

    private Lesson lesson;
    private int stepIndex;
    private long pulses;

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

        this.list = new LessonList(store, this::openEntry);
        this.stepPane = new StepPane(stepText, this);
        SplitPane split = new SplitPane(list, stepPane);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.3);
        SplitPane.setResizableWithParent(list, false);
        VBox.setVgrow(split, Priority.ALWAYS);
        getChildren().add(split);
        setLessons(loaded);

        store.warning().ifPresent(host::say);
    }

    // --- what the window and tests reach ------------------------------------------------------------

    /**
     * Offers these lessons (and lists the files that failed), e.g. once a window has loaded them
     * in the background; an open lesson is closed.
     */
    public void setLessons(LessonLibrary.Loaded loaded) {
        lessons = loaded.lessons();
        list.show(lessons, loaded.errors());
        stepText.forget();
        lesson = null;
        stepIndex = 0;
        showStep();
    }

    /** What the list says while there is nothing in it yet, e.g. "Loading the lessons…". */
    public void setPlaceholder(String text) {
        list.setPlaceholder(text);
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
    @Override
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
    @Override
    public void back() {
        if (lesson != null && stepIndex > 0) {
            goTo(stepIndex - 1);
        }
    }

    /** Jumps to step {@code index} of the open lesson and starts it. */
    @Override
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
            list.show(lessons, List.of());
            open(changed);
            return;
        }
        String stepId = step().id();
        Lesson was = lesson;
        lessons = lessons.stream().map(l -> l == was ? changed : l).toList();
        list.show(lessons, List.of());
        stepText.forget();
        lesson = changed;
        int same = changed.steps().stream().map(Step::id).toList().indexOf(stepId);
        goTo(same >= 0 ? same : Math.min(stepIndex, changed.steps().size() - 1));
    }

    /** Shows {@code node} above the step's text, whatever the step. */
    public void showBesideStep(Node node) {
        stepPane.showBesideStep(node);
    }

    /** Loads the current step's scenario again and does its actions again; Undo goes back. */
    @Override
    public void resetStep() {
        if (lesson != null) {
            startStep();
        }
    }

    /** Shows the next hint of the first task that is not done yet. */
    public void showHint() {
        stepPane.taskViews().stream().filter(t -> !t.done()).findFirst().ifPresent(TaskView::showHint);
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
        List<TaskView> views = stepPane.taskViews();
        for (int i : judge.judge(step(), views)) {
            save(progress().withDone(LessonProgress.taskKey(step().id(), i)));
            host.say("Task done: " + views.get(i).task().ask());
        }
    }

    /** The task views of the current step, in order (tests read their state). */
    List<TaskView> taskViews() {
        return List.copyOf(stepPane.taskViews());
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
        if (lesson == null) {
            stepPane.showNone();
        } else {
            stepPane.show(lesson, stepIndex, progress());
        }
    }
}
