package org.ringside.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;
import org.ringside.app.WindowAction.WindowMenu;
import org.ringside.app.settings.LessonProgressFile;
import org.ringside.lessons.Action;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonException;
import org.ringside.lessons.LessonLibrary;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Stage;
import org.ringside.views.lessons.LessonCheckNote;
import org.ringside.views.lessons.LessonFileWatch;
import org.ringside.views.lessons.LessonHost;
import org.ringside.views.lessons.LessonPlayer;
import org.ringside.views.lessons.LinkOpener;
import org.ringside.views.run.RunBar;

/**
 * The lessons in the main window: the lesson player in a dock at the right edge, the Lessons
 * menu, and the window's side of the player ({@link LessonHost}): loading a step's scenario as
 * opening a scenario does, highlighting a stage of the picture, bringing an inspector forward.
 */
final class WindowLessons implements LessonHost {

    private final LessonLibrary library;
    private final LessonPlayer player;
    private final Window window;
    private final BiConsumer<Scenario, String> load;
    private final Predicate<String> mayReplace;
    private final Consumer<String> say;
    private final Supplier<List<WindowAction>> windowActions;
    private final LinkOpener links;
    private BooleanProperty shown = new SimpleBooleanProperty(false);
    /** Marks a stage's panel in the picture; null clears the mark. */
    private final Consumer<Stage> highlightStage;
    private boolean loaded;
    /** Opens the lesson asked for before the lessons were read, once they are. */
    private Runnable pending;
    /** The lesson file being written, while the window plays and watches it ({@code --lesson-file}). */
    private LessonFileWatch watch;

    /**
     * @param library where the lessons come from
     * @param runBar the window's run bar, which the player drives
     * @param setup where progress is kept and how links open
     * @param window the main window, whose scene holds the picture and the inspectors
     * @param load loads a scenario as the window opens one, with where it came from
     * @param mayReplace whether the scenario may be replaced (the window may ask to save first)
     * @param say shows a sentence in the status line
     * @param windowActions the window's action table, where the inspectors' switch is found
     * @param highlightStage marks a stage's panel in the picture, or clears the mark (null)
     */
    WindowLessons(LessonLibrary library, RunBar runBar, WindowSetup setup, Window window,
            BiConsumer<Scenario, String> load, Predicate<String> mayReplace, Consumer<String> say,
            Supplier<List<WindowAction>> windowActions, Consumer<Stage> highlightStage) {
        this.library = library;
        this.window = window;
        this.highlightStage = highlightStage;
        this.load = load;
        this.mayReplace = mayReplace;
        this.say = say;
        this.windowActions = windowActions;
        this.links = new LinkOpener(setup.browser());
        this.player = new LessonPlayer(new LessonLibrary.Loaded(List.of(), List.of()),
                LessonLibrary.class.getClassLoader(), runBar, this, LessonProgressFile.in(setup.configFolder()));
        player.setPlaceholder("Loading the lessons…");
    }

    /**
     * Starts reading and checking every lesson, which takes a second or more in a fresh JVM: not
     * on the window's thread, which would open that much later, and only once the picture is on
     * screen, since the checks' runs would take one of the two cores of a small machine from the
     * window's start. A lesson asked for before then opens when they are read.
     */
    void read() {
        Thread reader = new Thread(() -> {
            try {
                LessonLibrary.Loaded loaded = library.loadAll();
                Platform.runLater(() -> loaded(loaded));
            } catch (RuntimeException e) {
                Platform.runLater(() -> {
                    player.setPlaceholder("The lessons could not be read.");
                    say.accept("The lessons could not be read: " + e.getMessage());
                });
            }
        }, "lesson-reader");
        reader.setDaemon(true);
        reader.start();
    }

    private void loaded(LessonLibrary.Loaded loaded) {
        if (watch != null) {
            // The window plays the file being written, alone.
            return;
        }
        player.setLessons(loaded);
        this.loaded = true;
        if (pending != null) {
            pending.run();
            pending = null;
        }
    }

    /** Whether the lessons have been read (they are read in the background). */
    boolean loaded() {
        return loaded;
    }

    LessonPlayer player() {
        return player;
    }

    /** Takes the dock's switch of the player's pane; the pane starts hidden until a lesson opens. */
    void docked(BooleanProperty paneShown) {
        shown = paneShown;
        shown.set(false);
    }

    /** Whether the lessons pane is shown. */
    BooleanProperty shown() {
        return shown;
    }

    /** The View menu's switch of the pane and the Lessons menu; the lessons themselves are in the pane's list. */
    List<WindowAction> actions() {
        KeyCombination.Modifier alt = KeyCombination.ALT_DOWN;
        List<WindowAction> list = new ArrayList<>();
        list.add(WindowAction.pane("menu-lessons-pane", "Lessons",
                new KeyCodeCombination(KeyCode.DIGIT4, KeyCombination.SHORTCUT_DOWN), "show or hide the lessons", shown));
        list.add(new WindowAction("menu-lesson-next", WindowMenu.LESSONS, "Next step",
                new KeyCodeCombination(KeyCode.RIGHT, alt), "the lesson's next step", player::next));
        list.add(new WindowAction("menu-lesson-back", WindowMenu.LESSONS, "Step back",
                new KeyCodeCombination(KeyCode.LEFT, alt), "the lesson's step before", player::back));
        list.add(new WindowAction("menu-lesson-reset", WindowMenu.LESSONS, "Reset this step", null,
                "load the step's scenario again and do its actions", player::resetStep));
        list.add(new WindowAction("menu-lesson-hint", WindowMenu.LESSONS, "Show a hint", null,
                "the next hint of the first task not yet done", player::showHint));
        return list;
    }

    /** Shows the pane and opens a lesson where it was left. */
    boolean open(Lesson lesson) {
        shown.set(true);
        return player.open(lesson);
    }

    /** Opens the lesson the command line named (Main checked the id), once the lessons are read. */
    void open(String lessonId) {
        whenRead(() -> player.find(lessonId).ifPresent(this::open));
    }

    /**
     * Opens lesson {@code lessonId} at step {@code step} (counted from 1), once the lessons are
     * read, then runs {@code then}: a classroom setup's lesson, whose scenario comes after it.
     */
    void openAt(String lessonId, int step, Runnable then) {
        whenRead(() -> {
            Optional<Lesson> lesson = player.find(lessonId);
            if (lesson.isEmpty()) {
                say.accept("There is no lesson '" + lessonId + "'; the setup opened without it.");
            } else if (open(lesson.get())) {
                if (step > lesson.get().steps().size()) {
                    say.accept(lesson.get().title() + " has " + lesson.get().steps().size() + " steps, not " + step + ".");
                } else {
                    player.goTo(step - 1);
                }
            }
            then.run();
        });
    }

    /**
     * Plays the lesson in {@code file} and watches it ({@code --lesson-file}): at every save it
     * is read again, in the background, opened again at the same step, and checked as {@code
     * lessons check --strict} checks it, what the check found shown above the step; a version
     * that cannot be read says why there, and the last one that could stays open.
     */
    void watch(Path file) {
        shown.set(true);
        LessonCheckNote note = new LessonCheckNote();
        player.showBesideStep(note);
        player.setLessons(new LessonLibrary.Loaded(List.of(), List.of()));
        watch = new LessonFileWatch(file, library, Platform::runLater, new LessonFileWatch.Listener() {
            @Override
            public void loaded(Lesson lesson) {
                player.reload(lesson);
                note.checking(lesson.source());
            }

            @Override
            public void broken(LessonException error) {
                note.broken(error, player.lesson().isPresent());
                say.accept(error.getMessage());
            }

            @Override
            public void checked(LessonFileWatch.Checked result) {
                note.checked(result);
            }
        });
        watch.start();
    }

    /** The lesson file watched, if the window plays one. */
    Optional<LessonFileWatch> watched() {
        return Optional.ofNullable(watch);
    }

    private void whenRead(Runnable open) {
        shown.set(true);
        if (loaded) {
            open.run();
        } else {
            pending = open;
        }
    }

    // --- LessonHost ---------------------------------------------------------------------------------

    /** Loads a step's scenario; the last step's highlight goes, as the step it belonged to did. */
    @Override
    public void load(Scenario scenario, String origin) {
        highlight(null);
        load.accept(scenario, origin);
    }

    @Override
    public boolean mayReplaceScenario(String doing) {
        return mayReplace.test(doing);
    }

    /** Frames the stage's panel in the picture and names it in the status line; null only clears. */
    @Override
    public void highlight(Stage stage) {
        highlightStage.accept(stage);
        if (stage != null) {
            say.accept("Look at the " + stage.words() + ".");
        }
    }

    @Override
    public void showInspector(Action.Inspector inspector) {
        windowActions.get().stream().filter(a -> a.id().equals("menu-inspectors") && a.shown() != null)
                .findFirst().ifPresent(a -> a.shown().set(true));
        Scene scene = window.getScene();
        if (scene != null && scene.lookup("#inspectors") instanceof TabPane tabs) {
            // The DQL inspector shows BQL; the counters show the ring's, the qdisc's and each flow's figures.
            String tab = inspector == Action.Inspector.DQL ? "tab-dql" : "tab-counters";
            tabs.getTabs().stream().filter(t -> tab.equals(t.getId())).findFirst()
                    .ifPresent(t -> tabs.getSelectionModel().select(t));
        }
    }

    @Override
    public void openLink(String url) {
        say.accept(links.open(url));
    }

    @Override
    public void say(String sentence) {
        say.accept(sentence);
    }
}
