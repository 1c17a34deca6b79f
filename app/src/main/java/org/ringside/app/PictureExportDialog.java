package org.ringside.app;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.ringside.views.run.RunController;

/**
 * File → Export picture: asks where (the ending picks PNG, SVG or GIF) and, for a GIF, how much
 * simulated time to animate; then writes the run's picture in the background, as the window
 * draws it now, and says in the status line when it is written, or why not.
 */
final class PictureExportDialog {
    private final PictureExport pictures = new PictureExport();
    private final Stage stage;
    private final WindowSetup setup;
    private final ScenarioFiles files;
    private final WindowDialogs dialogs;
    private final RunController controller;
    private final WindowLook look;
    private final Consumer<String> say;

    PictureExportDialog(Stage stage, WindowSetup setup, ScenarioFiles files, WindowDialogs dialogs,
            RunController controller, WindowLook look, Consumer<String> say) {
        this.stage = stage;
        this.setup = setup;
        this.files = files;
        this.dialogs = dialogs;
        this.controller = controller;
        this.look = look;
        this.say = say;
    }

    /** Asks where and how much, then writes; nothing if a question is cancelled. */
    void choose() {
        String suggested = ScenarioFiles.fileNameFor(controller.settings().name()).replaceFirst("\\.yaml$", ".png");
        Optional<Path> target = setup.dialogs().exportPicture(stage, files.folder(), suggested);
        if (target.isEmpty()) {
            return;
        }
        long span = PictureExport.GIF_SPANS_NS[1];
        if (PictureExport.Format.of(target.get()) == PictureExport.Format.GIF) {
            Optional<Long> chosen = dialogs.gifSpan(controller.nowNs());
            if (chosen.isEmpty()) {
                return;
            }
            span = chosen.get();
        }
        export(target.get(), span);
    }

    /**
     * Writes the picture as it stands (PNG, SVG) or the next {@code gifSpanNs} of the run (GIF)
     * in the background; the status line says when it is written, or why not.
     */
    CompletableFuture<Path> export(Path target, long gifSpanNs) {
        say.accept("Writing " + target + "…");
        return pictures.export(target, controller.settings(), controller.snapshot(), gifSpanNs,
                look.highContrast().get(), look.colourBy()).whenComplete((written, failure) -> Platform.runLater(
                        () -> say.accept(failure == null ? "Wrote " + written + "." : oneLine(failure))));
    }

    /** A failure's message, unwrapped from the future that carried it. */
    private static String oneLine(Throwable failure) {
        Throwable t = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
