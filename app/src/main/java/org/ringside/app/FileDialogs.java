package org.ringside.app;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * Where the window asks the user for a file. The real one shows the platform's file chooser;
 * tests put in one that answers at once, since a native dialog cannot be driven.
 */
interface FileDialogs {
    /** The scenario file to open, or empty if the user cancelled. */
    Optional<Path> openScenario(Window owner, Path folder);

    /** The file 'ringside collect --script' wrote on a host, to import, or empty if the user cancelled. */
    Optional<Path> openHost(Window owner, Path folder);

    /** Where to save a scenario, or empty if the user cancelled. */
    Optional<Path> saveScenario(Window owner, Path folder, String suggestedName);

    /** Where to export the pipeline picture (.png, .svg or .gif), or empty if the user cancelled. */
    Optional<Path> exportPicture(Window owner, Path folder, String suggestedName);

    /** The classroom setup to open, or empty if the user cancelled; the platform's chooser unless replaced. */
    default Optional<Path> openSetup(Window owner, Path folder) {
        return Optional.ofNullable(chooser("Open a classroom setup", folder).showOpenDialog(owner)).map(File::toPath);
    }

    /** Where to save a classroom setup, or empty if the user cancelled; the platform's chooser unless replaced. */
    default Optional<Path> saveSetup(Window owner, Path folder, String suggestedName) {
        FileChooser chooser = chooser("Save the classroom setup", folder);
        chooser.setInitialFileName(suggestedName);
        return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
    }

    /** The platform's file chooser. */
    static FileDialogs system() {
        return new FileDialogs() {
            @Override
            public Optional<Path> openScenario(Window owner, Path folder) {
                FileChooser chooser = chooser("Open a scenario", folder);
                return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
            }

            @Override
            public Optional<Path> openHost(Window owner, Path folder) {
                FileChooser chooser = new FileChooser();
                chooser.setTitle("Import a host's settings");
                chooser.getExtensionFilters().addAll(
                        new FileChooser.ExtensionFilter("What the collect script gathered (*.txt)", "*.txt"),
                        new FileChooser.ExtensionFilter("All files", "*"));
                if (folder != null && Files.isDirectory(folder)) {
                    chooser.setInitialDirectory(folder.toFile());
                }
                return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
            }

            @Override
            public Optional<Path> saveScenario(Window owner, Path folder, String suggestedName) {
                FileChooser chooser = chooser("Save the scenario", folder);
                chooser.setInitialFileName(suggestedName);
                return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
            }

            @Override
            public Optional<Path> exportPicture(Window owner, Path folder, String suggestedName) {
                FileChooser chooser = new FileChooser();
                chooser.setTitle("Export the picture");
                chooser.getExtensionFilters().addAll(
                        new FileChooser.ExtensionFilter("PNG picture (*.png)", "*.png"),
                        new FileChooser.ExtensionFilter("SVG drawing (*.svg)", "*.svg"),
                        new FileChooser.ExtensionFilter("Animated GIF (*.gif)", "*.gif"));
                if (folder != null && Files.isDirectory(folder)) {
                    chooser.setInitialDirectory(folder.toFile());
                }
                chooser.setInitialFileName(suggestedName);
                File chosen = chooser.showSaveDialog(owner);
                if (chosen == null) {
                    return Optional.empty();
                }
                // The chooser leaves the ending to the user; the chosen filter's is meant.
                String name = chosen.getName();
                if (!name.contains(".") && chooser.getSelectedExtensionFilter() != null) {
                    String ending = chooser.getSelectedExtensionFilter().getExtensions().get(0).substring(1);
                    chosen = new File(chosen.getParentFile(), name + ending);
                }
                return Optional.of(chosen.toPath());
            }
        };
    }

    private static FileChooser chooser(String title, Path folder) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Ringside files (*.yaml, *.yml)", "*.yaml", "*.yml"),
                new FileChooser.ExtensionFilter("All files", "*"));
        if (folder != null && Files.isDirectory(folder)) {
            chooser.setInitialDirectory(folder.toFile());
        }
        return chooser;
    }
}
