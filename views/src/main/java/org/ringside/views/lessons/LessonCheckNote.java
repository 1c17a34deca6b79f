package org.ringside.views.lessons;

import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringside.lessons.LessonException;
import org.ringside.model.format.PrintableText;

/**
 * What the check of a lesson file being written found, beside its step: that it is being read
 * or checked, that it passes, each line that does not hold (which claim, task or number, with the
 * values read), or the line that says why the file cannot be read while the last version that
 * could stays open. A mark and words, never colour alone.
 */
public final class LessonCheckNote extends VBox {
    static final String PASSES = "✓";
    static final String FAILS = "✗";

    private final Label status = new Label();
    private final VBox lines = new VBox();

    /** A note saying nothing yet. */
    public LessonCheckNote() {
        getStyleClass().add("lesson-check-note");
        setId("lesson-check-note");
        status.setId("lesson-check-status");
        status.getStyleClass().add("lesson-check-status");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        lines.getStyleClass().add("lesson-check-lines");
        getChildren().addAll(status, lines);
        setAccessibleText("The lesson file's check");
    }

    /** A version was read and is being checked as {@code lessons check --strict} does. */
    public void checking(String file) {
        show("Checking " + file + " as lessons check --strict does…", "lesson-check-running");
        lines.getChildren().clear();
    }

    /**
     * The check of the version shown: its count after a mark, then each line that does not hold,
     * as the command prints it but for the file's name ("line 17: A 64-descriptor ring ...").
     */
    public void checked(LessonFileWatch.Checked result) {
        show((result.passes() ? PASSES : FAILS) + " lessons check --strict: " + result.total() + ".",
                result.passes() ? "lesson-check-passes" : "lesson-check-fails");
        lines.getChildren().setAll(result.failed().stream().map(LessonCheckNote::line).toList());
    }

    /** The file cannot be read; {@code keeping} whether an earlier version stays open. */
    public void broken(LessonException error, boolean keeping) {
        show(FAILS + " " + error.getMessage(), "lesson-check-fails");
        lines.getChildren().setAll(keeping ? List.of(line("The lesson as it last read stays open.")) : List.of());
    }

    /** What the status line says now (tests read it). */
    public String statusText() {
        return status.getText();
    }

    /** The lines under it, as shown (tests read them). */
    public List<String> lines() {
        return lines.getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }

    private void show(String text, String style) {
        status.setText(PrintableText.of(text));
        status.getStyleClass().removeAll("lesson-check-running", "lesson-check-passes", "lesson-check-fails");
        status.getStyleClass().add(style);
    }

    private static Label line(String text) {
        Label l = new Label(PrintableText.of(text));
        l.getStyleClass().add("lesson-check-line");
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }
}
