package org.ringside.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.scene.Parent;
import javafx.scene.control.Alert;
import javafx.scene.control.ChoiceDialog;
import javafx.scene.control.Dialog;
import javafx.stage.Stage;
import org.ringside.views.run.SimTimeText;

/**
 * The window's own dialogs, owned by its stage and styled as it is now (its style sheets, high
 * contrast included, and its text size): alerts, and how long an animated GIF should run.
 */
final class WindowDialogs {
    private final Stage stage;
    private Parent root;

    WindowDialogs(Stage stage) {
        this.stage = Objects.requireNonNull(stage, "stage");
    }

    /** The scene's root, whose style the dialogs take; before the first dialog. */
    void attach(Parent root) {
        this.root = Objects.requireNonNull(root, "root");
    }

    /** An alert over the window, not shown yet. */
    Alert alert(Alert.AlertType type, String title, String header, String text) {
        Alert alert = new Alert(type);
        alert.setTitle(title);
        alert.setHeaderText(header);
        alert.setContentText(text);
        alert.getDialogPane().setPrefWidth(760);
        return styled(alert);
    }

    /** {@code dialog} owned by the window and in its style as it is now: style sheets, contrast, text size. */
    <D extends Dialog<?>> D styled(D dialog) {
        dialog.initOwner(stage);
        dialog.getDialogPane().getStylesheets().setAll(root.getScene().getStylesheets());
        dialog.getDialogPane().setStyle(root.getStyle());
        return dialog;
    }

    /**
     * Asks how much simulated time a GIF animates from {@code fromNs} on, one of
     * {@link PictureExport#GIF_SPANS_NS}; empty if the question was cancelled.
     */
    Optional<Long> gifSpan(long fromNs) {
        List<String> choices = new ArrayList<>();
        for (long ns : PictureExport.GIF_SPANS_NS) {
            choices.add(SimTimeText.length(ns));
        }
        ChoiceDialog<String> ask = new ChoiceDialog<>(choices.get(1), choices);
        ask.initOwner(stage);
        ask.setTitle("Export an animated GIF");
        ask.setHeaderText("How much simulated time, from t = " + SimTimeText.length(fromNs) + " on?");
        ask.setContentText("Stretch:");
        ask.getDialogPane().getStylesheets().setAll(root.getScene().getStylesheets());
        return ask.showAndWait().map(chosen -> PictureExport.GIF_SPANS_NS[choices.indexOf(chosen)]);
    }
}
