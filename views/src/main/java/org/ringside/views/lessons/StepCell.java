package org.ringside.views.lessons;

import java.util.function.Supplier;
import javafx.scene.control.ListCell;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.Step;
import org.ringside.model.format.PrintableText;

/**
 * A step in the player's step list: "2 of 3. Descriptors are not bytes"; on the list's button,
 * "Step 2 of 3" alone, since the step's title, wrapped, is under it.
 */
final class StepCell extends ListCell<Step> {
    private final Supplier<Lesson> lesson;
    private final boolean button;

    /**
     * A cell for the steps of the lesson {@code lesson} gives (null when none is open), the
     * list's {@code button} or one of its lines.
     */
    StepCell(Supplier<Lesson> lesson, boolean button) {
        this.lesson = lesson;
        this.button = button;
    }

    @Override
    protected void updateItem(Step step, boolean empty) {
        super.updateItem(step, empty);
        Lesson open = lesson.get();
        if (empty || step == null || open == null) {
            setText(null);
        } else {
            String where = (open.steps().indexOf(step) + 1) + " of " + open.steps().size();
            setText(button ? "Step " + where : where + ". " + PrintableText.of(step.title()));
        }
    }
}
