package org.ringside.views.lessons;

import java.util.function.Supplier;
import javafx.scene.control.ListCell;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.Step;

/** A step in the player's step list: "2 of 3. Descriptors are not bytes". */
final class StepCell extends ListCell<Step> {
    private final Supplier<Lesson> lesson;

    /** A cell for the steps of the lesson {@code lesson} gives (null when none is open). */
    StepCell(Supplier<Lesson> lesson) {
        this.lesson = lesson;
    }

    @Override
    protected void updateItem(Step step, boolean empty) {
        super.updateItem(step, empty);
        Lesson open = lesson.get();
        setText(empty || step == null || open == null ? null
                : (open.steps().indexOf(step) + 1) + " of " + open.steps().size() + ". " + step.title());
    }
}
