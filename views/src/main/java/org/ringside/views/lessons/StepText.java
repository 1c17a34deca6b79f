package org.ringside.views.lessons;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.scene.layout.VBox;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonRuns;
import org.ringside.lessons.LiveText;
import org.ringside.lessons.Step;
import org.ringside.lessons.StepHtml;
import org.ringside.lessons.expr.Expr;

/**
 * The current step's text. Its live numbers read the lesson's named runs, which are measured
 * headless on {@code executor}, never on the window's thread: until they are, each number shows
 * {@link LiveText#PLACEHOLDER}, then the text is drawn again with the model's numbers. Each
 * lesson's runs are measured once and kept, so a step opened again shows its numbers at once.
 */
final class StepText {
    private final MarkdownRenderer renderer;
    private final Executor executor;
    private final VBox body = new VBox();
    /** Each lesson's runs by its id, measured or being measured. */
    private final Map<String, LessonRuns> runs = new HashMap<>();
    /** What is shown now, so that numbers measured for a step left since are not drawn. */
    private Object shown;

    /** Text drawn by {@code renderer}, its runs measured one at a time on a thread of its own. */
    StepText(MarkdownRenderer renderer) {
        this(renderer, Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "lesson-runs");
            // Measuring must never keep the program from exiting.
            t.setDaemon(true);
            return t;
        }));
    }

    StepText(MarkdownRenderer renderer, Executor executor) {
        this.renderer = Objects.requireNonNull(renderer, "renderer");
        this.executor = Objects.requireNonNull(executor, "executor");
        body.getStyleClass().add("lesson-step-body");
    }

    /** The node the text is drawn in. */
    VBox node() {
        return body;
    }

    /** Shows plain Markdown, e.g. what to do when no lesson is open. */
    void show(String markdown) {
        shown = markdown;
        body.getChildren().setAll(renderer.render(markdown));
    }

    /** Shows a step of {@code lesson}: its numbers at once if measured, else placeholders until they are. */
    void show(Lesson lesson, Step step) {
        shown = step;
        CompletableFuture<Function<Expr.Key, Double>> values = runs
                .computeIfAbsent(lesson.id(), id -> new LessonRuns(lesson, executor)).valuesFor(step.text());
        if (values.isDone() && !values.isCompletedExceptionally()) {
            draw(lesson, step, values.join());
            return;
        }
        body.getChildren().setAll(renderer.render(StepHtml.document(lesson, step)));
        values.thenAcceptAsync(v -> {
            if (shown == step) {
                draw(lesson, step, v);
            }
        }, Platform::runLater);
    }

    /** Forgets every measured run, e.g. when the lessons are read again. */
    void forget() {
        runs.clear();
    }

    private void draw(Lesson lesson, Step step, Function<Expr.Key, Double> values) {
        body.getChildren().setAll(renderer.render(StepHtml.document(lesson, step, live -> live.render(values))));
    }
}
