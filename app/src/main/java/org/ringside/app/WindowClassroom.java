package org.ringside.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.scene.control.Alert;
import javafx.stage.Window;
import org.ringside.app.WindowAction.WindowMenu;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.views.run.RunController;

/**
 * File → Save classroom setup… and Open classroom setup…, and {@code ringside --setup FILE}: the
 * window's text size, contrast, panes, presentation, speed, scenario or pair, lane B and lesson
 * step, saved to a {@link ClassroomSetup} file and opened again exactly so.
 */
final class WindowClassroom {
    /** The title of the alert that says why a setup could not be opened. */
    static final String OPEN_ERROR_TITLE = "Cannot open the classroom setup";

    /** The window's parts a setup reads and sets. */
    record Parts(Window owner, FileDialogs dialogs, ScenarioFiles files, WindowLook look, Presentation presentation,
            List<BooleanProperty> panes, RunController controller, WindowLanes lanes, WindowLessons lessons,
            WindowDialogs alerts, Consumer<String> say) {
    }

    private final Parts w;

    /**
     * @param parts the window's parts; {@code panes} in the order of {@link ClassroomSetup.Pane}
     *     and of the presentation's panes
     */
    WindowClassroom(Parts parts) {
        this.w = parts;
    }

    /** File → Open classroom setup… and Save classroom setup…. */
    List<WindowAction> actions() {
        return List.of(
                new WindowAction("menu-open-setup", WindowMenu.FILE, "Open classroom setup…", null,
                        "text size, contrast, panes, speed, scenario and lesson step as a setup file has them",
                        this::choose),
                new WindowAction("menu-save-setup", WindowMenu.FILE, "Save classroom setup…", null,
                        "save text size, contrast, panes, speed, scenario and lesson step, to open in the room",
                        this::chooseTarget));
    }

    /** The window as it stands now, as a setup. */
    ClassroomSetup current() {
        Set<ClassroomSetup.Pane> panes = EnumSet.noneOf(ClassroomSetup.Pane.class);
        for (ClassroomSetup.Pane p : ClassroomSetup.Pane.values()) {
            if (w.presentation().shownOutside(p.ordinal())) {
                panes.add(p);
            }
        }
        // A scenario as its file has it is named by its path; an edited or unsaved one goes inline.
        Path file = w.files().unsaved() ? null : w.files().document().file().orElse(null);
        Optional<ClassroomSetup.LessonStep> lesson = w.lessons().player().lesson()
                .map(l -> new ClassroomSetup.LessonStep(l.id(), w.lessons().player().stepIndex() + 1));
        return new ClassroomSetup(w.look().zoom().factor(), w.look().highContrast().get(), panes,
                w.presentation().on().get(), w.controller().speed(), file, w.controller().settings(),
                w.lanes().laneB().map(RunController::settings), w.lanes().knobsOfB(), lesson.orElse(null));
    }

    /** Writes the window's setup to {@code target}; an alert says why if it cannot. */
    boolean save(Path target) {
        try {
            ClassroomSetupWriter.save(current(), target);
        } catch (IOException | IllegalArgumentException e) {
            w.alerts().alert(Alert.AlertType.ERROR, "Cannot save the classroom setup",
                    "The setup was not saved; nothing was written.", e.getMessage()).show();
            return false;
        }
        w.say().accept("Classroom setup saved to " + target + ".");
        return true;
    }

    /**
     * Opens a setup file as File → Open classroom setup does: an alert with the reader's one-line
     * message if it cannot be used, and the window as it was.
     *
     * @return whether it was opened
     */
    boolean open(Path file) {
        ClassroomSetup setup;
        try {
            setup = ClassroomSetupReader.fromFile(file);
        } catch (ScenarioException e) {
            w.alerts().alert(Alert.AlertType.ERROR, OPEN_ERROR_TITLE, "The setup was not opened; the window stays"
                    + " as it is.", e.getMessage()).show();
            return false;
        }
        if (!w.files().settleUnsaved("opening the classroom setup " + file.getFileName())) {
            return false;
        }
        apply(setup, file);
        return true;
    }

    /** Sets the window as {@code setup} has it; a lesson first, since its step loads a scenario of its own. */
    void apply(ClassroomSetup setup, Path from) {
        if (w.presentation().on().get()) {
            w.presentation().leave();
        }
        look(setup);
        afterLesson(setup, () -> {
            w.files().load(setup.scenario(), setup.scenarioFile(), origin(setup, from));
            lanes(setup);
            panes(setup, from);
        });
    }

    /**
     * {@code ringside --setup}, before the window first shows: the setup's text size, contrast,
     * speed and lanes, so that its first frame is the setup's. The window was made on the setup's
     * scenario, its first run, which this names as the setup's (nothing to undo, no recent file).
     * The panes, presentation and lesson follow once the picture is on screen ({@link #finishStart}).
     */
    void startAs(ClassroomSetup setup, Path from) {
        look(setup);
        if (w.controller().scenario().equals(setup.scenario())) {
            w.files().document().reset(setup.scenario(), setup.scenarioFile(), origin(setup, from));
        } else {
            w.files().load(setup.scenario(), setup.scenarioFile(), origin(setup, from));
        }
        lanes(setup);
    }

    /** The rest of the setup the window started as ({@link #startAs}), once the picture is on screen. */
    void finishStart(ClassroomSetup setup, Path from) {
        afterLesson(setup, () -> {
            if (setup.lesson() != null) {
                // The lesson's step loaded a scenario of its own; the setup's comes after it.
                w.files().load(setup.scenario(), setup.scenarioFile(), origin(setup, from));
                lanes(setup);
            }
            panes(setup, from);
        });
    }

    private void look(ClassroomSetup setup) {
        if (w.look().zoom().factor() != setup.textScale()) {
            w.look().setTextScale(setup.textScale());
        }
        w.look().setHighContrast(setup.highContrast());
        w.controller().setSpeed(setup.speed());
    }

    private void lanes(ClassroomSetup setup) {
        if (setup.laneB().isPresent()) {
            w.lanes().openB(setup.laneB().get());
        } else {
            w.lanes().closeB();
        }
        w.lanes().showKnobsOfB(setup.knobsOfB());
    }

    private void panes(ClassroomSetup setup, Path from) {
        for (ClassroomSetup.Pane p : ClassroomSetup.Pane.values()) {
            w.panes().get(p.ordinal()).set(setup.panes().contains(p));
        }
        if (setup.presentation()) {
            w.presentation().enter();
        }
        w.say().accept("Opened the classroom setup " + from + ".");
    }

    /** Runs {@code rest} after the setup's lesson step has opened, or now if it has none. */
    private void afterLesson(ClassroomSetup setup, Runnable rest) {
        if (setup.lesson() != null) {
            w.lessons().openAt(setup.lesson().id(), setup.lesson().step(), rest);
        } else {
            rest.run();
        }
    }

    private static String origin(ClassroomSetup setup, Path from) {
        return setup.scenarioFile() != null ? setup.scenarioFile().toString() : "the classroom setup " + from;
    }

    private void choose() {
        w.dialogs().openSetup(w.owner(), w.files().folder()).ifPresent(this::open);
    }

    private void chooseTarget() {
        w.dialogs().saveSetup(w.owner(), w.files().folder(), "classroom-setup.yaml").ifPresent(this::save);
    }
}
