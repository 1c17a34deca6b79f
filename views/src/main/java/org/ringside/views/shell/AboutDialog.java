package org.ringside.views.shell;

import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/** Help → About: the name, version, purpose and license of Ringside. */
public final class AboutDialog extends Dialog<ButtonType> {
    /** One sentence on what Ringside is for. */
    public static final String PURPOSE = "Ringside shows how Linux sends packets: from sockets "
            + "through the qdisc and the NIC's TX ring onto the wire, with the knobs that shape "
            + "queue depth, latency and throughput.";

    /** The license Ringside is distributed under. */
    public static final String LICENSE = "MIT";

    /**
     * Builds the dialog; call {@code show()} to open it.
     *
     * @param owner the main window, which the dialog blocks while it is open
     * @param version the version to show, e.g. {@code 0.1.0}
     */
    public AboutDialog(Window owner, String version) {
        initOwner(owner);
        initModality(Modality.WINDOW_MODAL);
        setTitle("About Ringside");

        Label name = new Label("Ringside");
        name.getStyleClass().add("about-name");
        name.setId("about-name");
        Label versionLabel = new Label("Version " + version);
        versionLabel.setId("about-version");
        Label purpose = new Label(PURPOSE);
        purpose.setId("about-purpose");
        purpose.setWrapText(true);
        purpose.setMaxWidth(520);
        Label license = new Label("License: " + LICENSE);
        license.setId("about-license");

        ImageView icon = new ImageView(Theme.icon(128));
        icon.setFitWidth(112);
        icon.setFitHeight(112);
        icon.setSmooth(true);

        VBox text = new VBox(8, name, versionLabel, purpose, license);
        HBox content = new HBox(24, icon, text);
        content.setPadding(new Insets(8, 8, 0, 0));

        getDialogPane().getStylesheets().add(Theme.stylesheet());
        getDialogPane().getStyleClass().add("about");
        getDialogPane().setContent(content);
        getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        if (owner instanceof Stage ownerStage
                && getDialogPane().getScene().getWindow() instanceof Stage dialogStage) {
            // Some window managers show a dialog's own icon: give it the application's.
            dialogStage.getIcons().setAll(ownerStage.getIcons());
        }
    }
}
