package org.ringside.views.lessons;

import java.util.Map;
import java.util.stream.Collectors;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.ringside.lessons.Judgment;
import org.ringside.lessons.Task;
import org.ringside.lessons.ValueFormat;
import org.ringside.model.format.PrintableText;
import org.ringside.model.sim.SummaryFigures;
import org.ringside.lessons.expr.Evaluator;
import org.ringside.model.format.Durations;

/**
 * One task of a step: what it asks, whether it is done (a check mark and the word, never colour
 * alone), the values its goal read on the run, and its hints, shown one at a time on request.
 */
final class TaskView extends VBox {
    static final String DONE_MARK = "✓ Done";
    static final String OPEN_MARK = "○ Not yet";

    private final Task task;
    private final Label mark = new Label();
    private final Label values = new Label();
    private final VBox hints = new VBox();
    private final Button hint = new Button();
    private int hintsShown;
    private boolean done;

    TaskView(Task task, int index, boolean done) {
        this.task = task;
        getStyleClass().add("lesson-task");
        setId("lesson-task-" + index);
        Label ask = new Label(PrintableText.lines(task.ask()));
        ask.getStyleClass().add("lesson-task-ask");
        ask.setWrapText(true);
        mark.getStyleClass().add("lesson-task-mark");
        values.getStyleClass().add("lesson-task-values");
        values.setWrapText(true);
        hints.getStyleClass().add("lesson-hints");
        hint.getStyleClass().add("lesson-hint-button");
        hint.setOnAction(e -> showHint());
        HBox line = new HBox(mark, hint);
        line.getStyleClass().add("lesson-task-line");
        getChildren().addAll(ask, line, values, hints);
        showHintButton();
        if (done) {
            markDone(null);
        } else {
            waiting(0);
        }
    }

    Task task() {
        return task;
    }

    boolean done() {
        return done;
    }

    /** Before the run has gone long enough to judge. */
    void waiting(long nowNs) {
        setMark(false);
        values.setText("Judged once the run has gone " + Durations.human(task.afterNs()) + " (now "
                + Durations.human(nowNs) + ").");
    }

    /** When the run is not of the step's scenario. */
    void elsewhere() {
        setMark(false);
        values.setText("The run is not this step's scenario; Reset this step to judge the task.");
    }

    /**
     * The task judged on the run so far; one met (its goal holds, with only allowed knobs
     * changed) is done for good. A goal reached with another knob says which and stays open.
     */
    void judged(Judgment judgment) {
        Evaluator.Outcome outcome = judgment.outcome();
        if (judgment.met()) {
            markDone(outcome);
            return;
        }
        setMark(false);
        if (outcome.missing() != null) {
            values.setText("The run has no value for " + outcome.missing() + " yet.");
        } else if (judgment.verdict() == Judgment.Verdict.REACHED_OUTSIDE_ALLOW) {
            values.setText(capital(judgment.words()) + ": " + read(outcome.read()) + ". Reset this step and try "
                    + "again with " + task.allow() + ".");
        } else {
            values.setText("Now: " + read(outcome.read()) + "."
                    + (judgment.outside().isEmpty() ? "" : " This task does not allow changing "
                    + String.join(", ", judgment.outside()) + "."));
        }
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private void markDone(Evaluator.Outcome outcome) {
        done = true;
        setMark(true);
        values.setText(outcome == null ? "Done before." : "Reached: " + read(outcome.read()) + ".");
    }

    private void setMark(boolean isDone) {
        mark.setText(isDone ? DONE_MARK : OPEN_MARK);
        mark.getStyleClass().removeAll("lesson-done", "lesson-open");
        mark.getStyleClass().add(isDone ? "lesson-done" : "lesson-open");
    }

    /** The next hint, if any is left. */
    void showHint() {
        if (hintsShown < task.hints().size()) {
            Label h = new Label("Hint " + (hintsShown + 1) + ": " + PrintableText.lines(task.hints().get(hintsShown)));
            h.getStyleClass().add("lesson-hint");
            h.setWrapText(true);
            hints.getChildren().add(h);
            hintsShown++;
        }
        showHintButton();
    }

    int hintsShown() {
        return hintsShown;
    }

    private void showHintButton() {
        int n = task.hints().size();
        hint.setVisible(n > 0);
        hint.setManaged(n > 0);
        hint.setDisable(hintsShown >= n);
        hint.setText(hintsShown >= n ? "No more hints" : "Show a hint (" + (hintsShown + 1) + " of " + n + ")");
    }

    /** Each value read in words, e.g. "voip latency mean 420 µs" for {@code flows.voip.latency_ns.mean}. */
    static String read(Map<String, Double> read) {
        return read.entrySet().stream().map(e -> words(e.getKey()) + " " + ValueFormat.of(e.getKey(), e.getValue()))
                .collect(Collectors.joining(", "));
    }

    /** A key as a goal reads it: a figure in words, after the name of the run it was read in. */
    private static String words(String key) {
        // run(NAME).figure: a figure of one of the step's named runs.
        if (key.startsWith("run(") && key.contains(").")) {
            int cut = key.indexOf(").") + 2;
            return key.substring(0, cut - 1) + " " + SummaryFigures.words(key.substring(cut));
        }
        return SummaryFigures.words(key);
    }
}
