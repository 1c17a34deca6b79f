package org.ringside.views.lessons;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonException;

/**
 * The lessons pane's list: every lesson offered with its level, minutes and progress, then each
 * lesson file that could not be read with its message. A click or Enter on an entry goes to
 * {@code open}.
 */
final class LessonList extends ListView<LessonEntry> {
    /**
     * @param store where each lesson's progress is read
     * @param open what a click or Enter on an entry does
     */
    LessonList(ProgressStore store, Consumer<LessonEntry> open) {
        setId("lesson-list");
        setAccessibleText("Lessons");
        setCellFactory(v -> {
            LessonCell cell = new LessonCell(store::get);
            cell.setOnMouseClicked(e -> open.accept(cell.getItem()));
            return cell;
        });
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                open.accept(getSelectionModel().getSelectedItem());
                e.consume();
            }
        });
    }

    /** Lists {@code lessons}, then {@code errors}; says "No lessons" when there are none of either. */
    void show(List<Lesson> lessons, List<LessonException> errors) {
        List<LessonEntry> entries = new ArrayList<>();
        lessons.forEach(l -> entries.add(new LessonEntry.Available(l)));
        errors.forEach(e -> entries.add(new LessonEntry.Broken(e)));
        setItems(FXCollections.observableArrayList(entries));
        setPlaceholder("No lessons");
    }

    /** What the list says while there is nothing in it, e.g. "Loading the lessons…". */
    void setPlaceholder(String text) {
        setPlaceholder(new Label(text));
    }
}
