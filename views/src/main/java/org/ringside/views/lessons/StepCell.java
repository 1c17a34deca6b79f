package org.ringside.views.lessons;

import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.ListCell;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.Step;

/** A step in the lesson player's step list: "2 of 3. Descriptors are not bytes". */
final class StepCell extends ListCell<Step> {
    private final Supplier<Optional<Lesson>> lesson;

    StepCell(Supplier<Optional<Lesson>> lesson) {
        this.lesson = lesson;
    }

    @Override
    protected void updateItem(Step step, boolean empty) {
        super.updateItem(step, empty);
        Optional<Lesson> open = lesson.get();
        setText(empty || step == null || open.isEmpty() ? null
                : (open.get().steps().indexOf(step) + 1) + " of " + open.get().steps().size() + ". " + step.title());
    }
}
