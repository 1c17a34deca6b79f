package org.ringside.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.ringside.app.WindowAction.WindowMenu;
import org.ringside.app.settings.RecentFiles;
import org.ringside.model.format.PrintableText;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.views.shell.ShippedScenarios;

/**
 * The window's scenario as a file: File → Open, Open recent, Save and Save As, the Scenario
 * menu of shipped scenarios, and the question before unsaved knob changes are lost. It keeps the
 * {@link ScenarioDocument} and the recent files list; the window runs what it opens.
 */
final class ScenarioFiles {
    /** The title of the alert that says why a scenario file could not be opened. */
    static final String OPEN_ERROR_TITLE = "Cannot open the scenario";
    /** The title of the alert that asks before unsaved changes are lost. */
    static final String UNSAVED_TITLE = "Unsaved changes";
    /** Where the scenario files of a source checkout sit, from its root. */
    static final Path SCENARIO_FOLDER = Path.of("assets", "scenarios");

    /** What the files need of the window. */
    interface Host {
        /** The run's settings now: what Save writes. */
        Scenario current();

        /** Runs another scenario from time 0 (undoable). */
        void run(Scenario next);

        /** Opens lane B on {@code b} beside the run, or runs {@code b} in the open lane B. */
        void compare(Scenario b);

        /** Shows a sentence in the status line. */
        void say(String sentence);

        /** The scenario, its file or its unsaved state changed: the title and status line follow. */
        void scenarioChanged();

        /** An alert in the window's style, owned by it. */
        Alert alert(Alert.AlertType type, String title, String header, String text);
    }

    private final Window owner;
    private final FileDialogs dialogs;
    private final Path scenarioFolder;
    private final RecentFiles recent;
    private final ScenarioDocument document;
    private final Host host;

    /**
     * @param initial the scenario the window starts with
     * @param file the file it came from, or null for the built-in default
     */
    ScenarioFiles(Window owner, WindowSetup setup, Scenario initial, Path file, Host host) {
        this.owner = owner;
        this.dialogs = setup.dialogs();
        this.scenarioFolder = setup.scenarioFolder();
        this.recent = RecentFiles.in(setup.configFolder());
        this.document = new ScenarioDocument(initial, file, "the built-in default scenario");
        this.host = host;
        if (file != null) {
            recent.add(file);
        }
    }

    /** Why the recent files list was set aside when it was read, if it was. */
    Optional<String> warning() {
        return recent.warning();
    }

    ScenarioDocument document() {
        return document;
    }

    /** Whether the run's settings differ from what was opened or last saved. */
    boolean unsaved() {
        return document.changedIn(host.current());
    }

    /**
     * Loads a scenario file and runs it from time 0 (Undo brings the previous run back). If the
     * file cannot be used, an alert shows the loader's one-line message (file, line, key, what is
     * allowed) and the current scenario stays.
     *
     * @return whether the scenario was opened
     */
    boolean openScenario(Path file) {
        Scenario next;
        Optional<ScenarioPair> pair;
        try {
            pair = ScenarioLoader.pairFromFile(file);
            next = pair.isPresent() ? pair.get().a() : ScenarioLoader.fromFile(file);
        } catch (ScenarioException e) {
            showOpenError(e.getMessage());
            return false;
        }
        if (!settleUnsaved("opening " + file.getFileName())) {
            return false;
        }
        load(next, file, file.toString());
        pair.ifPresent(p -> host.compare(p.b()));
        recent.add(file).ifPresent(host::say);
        return true;
    }

    /** Runs a shipped pair from time 0: its A in lane A, its B in lane B. */
    boolean openShippedPair(ShippedScenarios.PairEntry entry) {
        if (!settleUnsaved("opening " + entry.pair().a().name())) {
            return false;
        }
        load(entry.pair().a(), null, "the shipped pair " + entry.file());
        host.compare(entry.pair().b());
        return true;
    }

    /** Runs a shipped scenario from time 0. */
    boolean openShipped(ShippedScenarios.Entry entry) {
        if (!settleUnsaved("opening " + entry.scenario().name())) {
            return false;
        }
        load(entry.scenario(), null, "the shipped scenario " + entry.file());
        return true;
    }

    /** Makes {@code next} the document and runs it from time 0, as opening a file does. */
    void load(Scenario next, Path file, String origin) {
        document.reset(next, file, origin);
        run(next);
    }

    /**
     * Runs a scenario made rather than opened (an imported host's) from time 0, as unsaved: Save
     * asks where, and replacing it or quitting asks first.
     */
    void loadUnsaved(Scenario next, String origin) {
        document.resetUnsaved(next, origin);
        run(next);
    }

    private void run(Scenario next) {
        host.run(next);
        host.scenarioChanged();
        host.say("Opened " + next.name() + ".");
    }

    /**
     * File → Save: writes the scenario, knobs and all, to the file it came from; a scenario with
     * no file of its own asks where, as Save As does.
     *
     * @return whether it was saved
     */
    boolean save() {
        // Lane A's settings written over a pair file would drop its compare: block, lane B's.
        Optional<Path> file = document.file().filter(f -> !isPairFile(f));
        return file.isPresent() ? saveTo(file.get()) : saveAs();
    }

    private static boolean isPairFile(Path file) {
        try {
            return ScenarioLoader.pairFromFile(file).isPresent();
        } catch (ScenarioException e) {
            return false;
        }
    }

    /** File → Save As: asks where, then saves there. */
    boolean saveAs() {
        Path folder = folder();
        String suggested = document.file().map(p -> p.getFileName().toString())
                .orElse(fileNameFor(host.current().name()));
        Optional<Path> chosen = dialogs.saveScenario(owner, folder, suggested);
        return chosen.isPresent() && saveTo(chosen.get());
    }

    private boolean saveTo(Path target) {
        try {
            document.saveAs(host.current(), target);
        } catch (IOException | IllegalArgumentException e) {
            Alert alert = host.alert(Alert.AlertType.ERROR, "Cannot save the scenario",
                    "The scenario was not saved; nothing was written.", e.getMessage());
            alert.show();
            return false;
        }
        recent.add(target).ifPresent(host::say);
        host.scenarioChanged();
        host.say("Saved to " + target + ".");
        return true;
    }

    /** A file name for a scenario's name: lower case, words joined by dashes, .yaml. */
    static String fileNameFor(String scenarioName) {
        String base = scenarioName.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                .replaceAll("(^-+|-+$)", "");
        return (base.isEmpty() ? "scenario" : base.substring(0, Math.min(60, base.length()))) + ".yaml";
    }

    /**
     * Before something replaces the scenario or closes the window: if knobs were turned since it
     * was opened or saved, asks whether to save them first.
     *
     * @param doing what is about to happen, e.g. "opening router.yaml"
     * @return whether to go on (saved, discarded, or nothing to lose); false if the user cancelled
     *     or the save failed
     */
    boolean settleUnsaved(String doing) {
        if (!unsaved()) {
            return true;
        }
        ButtonType saveButton = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonBar.ButtonData.NO);
        Alert alert = host.alert(Alert.AlertType.CONFIRMATION, UNSAVED_TITLE,
                "Save the changes to " + PrintableText.of(host.current().name()) + " before " + doing + "?",
                "The knobs were turned since the scenario was opened or saved. Without saving, those settings are lost.");
        alert.getButtonTypes().setAll(saveButton, discard, ButtonType.CANCEL);
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.isEmpty() || answer.get() == ButtonType.CANCEL) {
            return false;
        }
        return answer.get() != saveButton || save();
    }

    /**
     * Where the file choosers start for a scenario without a file: the scenario folder of a
     * source checkout when Ringside runs from its root (as the launcher script is usually
     * started), otherwise the home folder.
     */
    static Path initialFolder(Path workingDirectory, Path home) {
        Path scenarios = workingDirectory.resolve(SCENARIO_FOLDER);
        return Files.isDirectory(scenarios) ? scenarios : home;
    }

    /**
     * Where every file chooser of the window starts: the scenario's own folder, or for a
     * scenario without a file the setup's scenario folder.
     */
    Path folder() {
        return document.file().map(p -> p.toAbsolutePath().getParent()).orElse(scenarioFolder);
    }

    /** File → Open scenario: asks for a file, then {@link #openScenario}. */
    void chooseScenario() {
        Path cwd = Path.of("").toAbsolutePath();
        dialogs.openScenario(owner, folder()).ifPresent(chosen -> {
            Path file = chosen.toAbsolutePath();
            // Messages name the file as a person would type it from here.
            openScenario(file.startsWith(cwd) ? cwd.relativize(file) : file);
        });
    }

    private void showOpenError(String text) {
        Alert alert = host.alert(Alert.AlertType.ERROR, OPEN_ERROR_TITLE,
                "The scenario was not opened; " + PrintableText.of(host.current().name()) + " stays.", text);
        // Not showAndWait: the window goes on (the run keeps playing) while it is open.
        alert.show();
    }

    /** Fills File → Open recent with the list as it is now; the menu calls it as it opens. */
    void fillRecent(Menu recentMenu) {
        recentMenu.getItems().clear();
        for (Path p : recent.files()) {
            MenuItem item = new MenuItem(p.toString());
            item.setMnemonicParsing(false);
            item.setOnAction(e -> {
                if (!Files.exists(p)) {
                    host.say(recent.remove(p).orElse(p + " is no longer there; it was taken off the list."));
                } else {
                    openScenario(p);
                }
            });
            recentMenu.getItems().add(item);
        }
        recentMenu.setDisable(recentMenu.getItems().isEmpty());
    }

    /** Fills the Scenario menu: each shipped scenario's name over its one-line description. */
    void fillShipped(Menu menu) {
        int n = 0;
        for (ShippedScenarios.Entry entry : ShippedScenarios.all()) {
            Label name = new Label(PrintableText.of(entry.scenario().name()));
            name.getStyleClass().add("shipped-name");
            Label description = new Label(entry.description());
            description.getStyleClass().add("shipped-description");
            description.setWrapText(true);
            description.setMaxWidth(760);
            CustomMenuItem item = new CustomMenuItem(new VBox(name, description));
            item.setId("menu-shipped-" + entry.file().replaceFirst("\\.yaml$", ""));
            item.setOnAction(e -> openShipped(entry));
            // After the Scenario menu's own items, and between scenarios.
            if (n++ > 0 || !menu.getItems().isEmpty()) {
                menu.getItems().add(new SeparatorMenuItem());
            }
            menu.getItems().add(item);
        }
        menu.getItems().addAll(new SeparatorMenuItem(), pairsMenu());
    }

    /** Scenario → Pairs: each shipped pair's description; each opens both lanes. */
    private Menu pairsMenu() {
        Menu pairs = new Menu("Pairs: lane A against lane B");
        pairs.setId("menu-pairs");
        for (ShippedScenarios.PairEntry entry : ShippedScenarios.pairs()) {
            MenuItem item = new MenuItem(entry.description());
            item.setMnemonicParsing(false);
            item.setId("menu-pair-" + entry.file().replaceFirst("\\.yaml$", ""));
            item.setOnAction(e -> openShippedPair(entry));
            pairs.getItems().add(item);
        }
        return pairs;
    }


    /**
     * File's items: Open, Import host ({@code importHost}), Save, Save as, Export picture
     * ({@code exportPicture}) and Quit ({@code quit}, once settled).
     */
    List<WindowAction> actions(Runnable importHost, Runnable exportPicture, Runnable quit) {
        KeyCombination.Modifier shortcut = KeyCombination.SHORTCUT_DOWN;
        return List.of(new WindowAction("menu-open", WindowMenu.FILE, "Open scenario…",
                new KeyCodeCombination(KeyCode.O, shortcut), "open a scenario file", this::chooseScenario),
            new WindowAction("menu-import-host", WindowMenu.FILE, "_Import host…",
                new KeyCodeCombination(KeyCode.I, shortcut),
                "a scenario of a Linux host's settings, from what 'ringside collect --script' gathered there", importHost),
            new WindowAction("menu-save", WindowMenu.FILE, "Save",
                new KeyCodeCombination(KeyCode.S, shortcut), "save the scenario with every knob as it is now",
                this::save),
            new WindowAction("menu-save-as", WindowMenu.FILE, "Save as…",
                new KeyCodeCombination(KeyCode.S, shortcut, KeyCombination.SHIFT_DOWN), "save it to another file",
                this::saveAs),
            new WindowAction("menu-export-picture", WindowMenu.FILE, "Export picture…",
                new KeyCodeCombination(KeyCode.E, shortcut), "the picture as PNG or SVG, or a stretch of the run as a GIF",
                exportPicture),
            new WindowAction("menu-quit", WindowMenu.FILE, "Quit",
                new KeyCodeCombination(KeyCode.Q, shortcut), "quit Ringside", () -> {
                    if (settleUnsaved("quitting")) {
                        quit.run();
                    }
                }));
    }
}
