package org.ringside.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.host.HostImport;
import org.ringside.model.host.HostReport;
import org.ringside.model.host.HostReportException;

/**
 * File → Import host…: asks for what the collect script gathered on a host, reads it with the
 * importer {@code ringside import} uses, and shows what the scenario took (each setting, its
 * value and the command it came from), what it did not (each line as the command lists it on
 * standard error) and the driver profile chosen. Open runs the scenario in lane A, unsaved;
 * Save as… does so and asks where to save it; Cancel (or Escape) leaves the window as it was.
 */
final class HostImportDialog {
    /** The dialog's title. */
    static final String TITLE = "Import a host";
    /** The title of the alert that says why a file could not be imported. */
    static final String ERROR_TITLE = "Cannot import the host";
    /** Runs the scenario in lane A; Enter's button. */
    static final ButtonType OPEN = new ButtonType("Open", ButtonBar.ButtonData.OK_DONE);
    /** Runs it and asks where to save it. */
    static final ButtonType SAVE_AS = new ButtonType("Save as…", ButtonBar.ButtonData.OTHER);

    private final Window owner;
    private final FileDialogs choosers;
    private final ScenarioFiles files;
    private final WindowDialogs dialogs;

    HostImportDialog(Window owner, FileDialogs choosers, ScenarioFiles files, WindowDialogs dialogs) {
        this.owner = Objects.requireNonNull(owner, "owner");
        this.choosers = Objects.requireNonNull(choosers, "choosers");
        this.files = Objects.requireNonNull(files, "files");
        this.dialogs = Objects.requireNonNull(dialogs, "dialogs");
    }

    /** Asks for a host's file, then imports it; nothing if the chooser is cancelled. */
    void choose() {
        choosers.openHost(owner, files.folder()).ifPresent(this::importFile);
    }

    /**
     * Imports {@code file} and asks what to do with it. A file that cannot be read, or is not
     * the collect script's output, is an alert naming the file and line, as the command's
     * message does; the scenario stays.
     */
    void importFile(Path file) {
        HostImport.Imported imported;
        try {
            imported = HostImport.read(HostReport.read(file), HostImport.defaultFlows());
        } catch (IOException e) {
            refuse("cannot read " + file + ": " + AtomicFiles.reason(e));
            return;
        } catch (HostReportException | IllegalArgumentException e) {
            refuse(e.getMessage());
            return;
        }
        Optional<ButtonType> answer = dialog(imported).showAndWait();
        if (answer.isPresent() && (answer.get() == OPEN || answer.get() == SAVE_AS) && open(imported)
                && answer.get() == SAVE_AS) {
            files.saveAs();
        }
    }

    private boolean open(HostImport.Imported imported) {
        if (!files.settleUnsaved("importing " + imported.source())) {
            return false;
        }
        files.loadUnsaved(imported.scenario(), "imported from " + imported.source());
        return true;
    }

    private Dialog<ButtonType> dialog(HostImport.Imported imported) {
        Dialog<ButtonType> dialog = dialogs.styled(new Dialog<>());
        dialog.setTitle(TITLE);
        dialog.setHeaderText(imported.scenario().name() + ", from " + imported.source());
        Label driver = new Label(driverProfile(imported));
        driver.setId("host-driver");
        driver.setWrapText(true);
        List<String> taken = imported.taken().stream().map(Object::toString).toList();
        VBox content = new VBox(8, driver,
                new Label("Taken: " + count(taken.size(), "setting") + ", each with the command it came from"),
                list("host-taken", taken),
                // The command's notes also say how a line was taken when not as it stood (e1000e as e1000).
                new Label("Not taken, or taken with a note: " + count(imported.left().size(), "line")
                        + ", as 'ringside import' lists them"),
                list("host-left", imported.left()));
        // In em, so that the dialog grows with the window's text size.
        content.setStyle("-fx-pref-width: 52em;");
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().setAll(OPEN, SAVE_AS, ButtonType.CANCEL);
        return dialog;
    }

    /** The modelled driver the scenario takes, and the host's own when that is another. */
    static String driverProfile(HostImport.Imported imported) {
        String profile = imported.scenario().nic().driver().yamlName();
        String host = imported.hostDriver();
        return "Driver profile: " + profile + (host.isEmpty() ? ", as the file names no driver (ethtool -i gives it)"
                : imported.hostDriverModelled() ? ", the host's own" + (host.equals(profile) ? "" : " (" + host + ")")
                : ", standing in for the host's " + host);
    }

    private static ListView<String> list(String id, List<String> items) {
        ListView<String> list = new ListView<>(FXCollections.observableArrayList(items));
        list.setId(id);
        list.setStyle("-fx-pref-height: 12em;");
        return list;
    }

    private static String count(int n, String thing) {
        return n + " " + thing + (n == 1 ? "" : "s");
    }

    private void refuse(String message) {
        Alert alert = dialogs.alert(Alert.AlertType.ERROR, ERROR_TITLE,
                "Nothing was imported; the scenario running stays.", message);
        // Not showAndWait: the run goes on while it is open, as after a scenario that cannot be opened.
        alert.show();
    }
}
