package org.ringside.views.lessons;

import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.VBox;
import org.ringside.lessons.Lesson;
import org.ringside.model.format.PrintableText;

/**
 * Draws an entry of the lesson list: a lesson's title over its level, minutes and progress, or a
 * broken file's message, marked with a warning sign and the words, not by colour alone.
 */
final class LessonCell extends ListCell<LessonEntry> {
    private final Function<String, Optional<LessonProgress>> progress;

    LessonCell(Function<String, Optional<LessonProgress>> progress) {
        this.progress = progress;
        getStyleClass().add("lesson-cell");
        // The list's width, not the words', is the cell's: a pref width of 0 keeps the list from
        // scrolling sideways, and the wrapped title takes its height from the width it is given.
        // (A title's pref width bound to the cell's width was still 0 when the list measured the
        // cell, so the first entry measured as tall as the list and the others were not drawn.)
        setPrefWidth(0);
    }

    @Override
    protected void updateItem(LessonEntry entry, boolean empty) {
        super.updateItem(entry, empty);
        setText(null);
        getStyleClass().remove("lesson-broken");
        if (empty || entry == null) {
            setGraphic(null);
            return;
        }
        if (entry instanceof LessonEntry.Broken broken) {
            getStyleClass().add("lesson-broken");
            Label what = new Label("⚠ Cannot be opened: " + broken.error().getMessage());
            what.getStyleClass().add("lesson-error");
            what.setWrapText(true);
            what.setMinWidth(0);
            setGraphic(what);
            return;
        }
        Lesson lesson = ((LessonEntry.Available) entry).lesson();
        Label title = new Label(PrintableText.of(lesson.title()));
        title.getStyleClass().add("lesson-list-title");
        title.setWrapText(true);
        Label about = new Label(level(lesson.level()) + " · " + lesson.minutes() + " min · "
                + describe(lesson, progress.apply(lesson.id())));
        about.getStyleClass().add("lesson-list-about");
        title.setMinWidth(0);
        about.setMinWidth(0);
        VBox box = new VBox(title, about);
        box.setMinWidth(0);
        setGraphic(box);
    }

    static String level(Lesson.Level level) {
        String word = level.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }

    /** "not started", "step 2 of 3" or "✓ done". */
    static String describe(Lesson lesson, Optional<LessonProgress> progress) {
        if (progress.isEmpty()) {
            return "not started";
        }
        if (progress.get().finished()) {
            return "✓ done";
        }
        int at = progress.get().stepIndex(lesson);
        return "step " + (at + 1) + " of " + lesson.steps().size();
    }
}
