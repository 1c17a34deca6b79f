package org.ringside.app;

import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.stage.Stage;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.views.run.FrameHub;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunState;

/**
 * What the command line asks of the window once it is shown: a scenario file, a speed, play, a
 * lesson, a classroom setup, the frame log, the start-up report and training run, and {@code --loop}, which starts
 * a finished run again from t = 0. Finished runs are counted for the frame log.
 */
final class WindowLaunch {
    private final Stage stage;
    private final FrameHub.Lane lane;
    private final RunBar runBar;
    private final FirstFrames firstFrames;
    private final ScenarioFiles files;
    /** Lane B and the lessons, built with the window's panes. */
    private final Panes panes;
    private final Runnable quit;
    private final Consumer<String> say;
    /** Opens a classroom setup file. */
    private final Consumer<Path> classroom;
    /** Whether a finished run starts again from t = 0 (the command line's --loop). */
    private boolean loop;
    private long runsFinished;

    /**
     * What the command line asks of the window's panes, which are built once the picture is on
     * screen: ask only then.
     *
     * @param openB opens lane B on a scenario (a pair file's B, or --vs's)
     * @param laneB lane B's run, while comparing (none before the panes are built)
     * @param openLesson opens the lesson of an id
     * @param watchLesson plays a lesson file and watches it
     */
    record Panes(Consumer<Scenario> openB, Supplier<Optional<RunController>> laneB, Consumer<String> openLesson,
            Consumer<Path> watchLesson) {
    }

    /**
     * @param runBar the run's controls: the state they show, whose turns to finished are counted,
     *     and what starts every lane again at the end of a looping run
     * @param panes lane B and the lessons, once the picture is on screen
     * @param quit ends the application, after a training run
     * @param classroom opens a classroom setup file: --setup's
     */
    WindowLaunch(Stage stage, FrameHub.Lane lane, RunBar runBar, FirstFrames firstFrames,
            ScenarioFiles files, Panes panes, Runnable quit, Consumer<String> say, Consumer<Path> classroom) {
        this.stage = stage;
        this.lane = lane;
        this.runBar = runBar;
        this.firstFrames = firstFrames;
        this.files = files;
        this.panes = panes;
        this.quit = quit;
        this.say = say;
        this.classroom = classroom;
        runBar.runStateProperty().addListener((o, was, now) -> runStateChanged(now));
    }

    /**
     * Starts the frame log at once; the rest once the picture is on screen and the panes have
     * been built after it: the start-up report, the scenario named if it changed since, playing,
     * lane B, the speed, the lesson, the classroom setup and the training run, in the order they
     * were in before the panes came after the picture. A run played before the panes would lose its first
     * steps to the event log, and a key pressed before them does nothing.
     */
    void launch(LaunchRequest request) {
        loop = request.loop();
        if (request.frameLog() != null) {
            startFrameLog(request);
        }
        firstFrames.whenPainted(() -> withPanes(request));
    }

    private void withPanes(LaunchRequest request) {
        RunController controller = lane.controller();
        if (request.startupReport() != null) {
            // Asked once the picture is on screen: the management classes take a moment to load.
            long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
            try {
                StartupReport.of(jvmStart, firstFrames).writeTo(request.startupReport());
            } catch (UncheckedIOException e) {
                say.accept(e.getMessage());
            }
        }
        // A file the window did not start on (it changed since the command line read it) is
        // opened as File → Open would, so its error shows.
        if (request.scenario() != null && !files.document().file().equals(Optional.of(request.scenario()))) {
            files.openScenario(request.scenario());
        }
        if (request.play()) {
            controller.play();
        }
        // Lane A plays first, so lane B, opened beside a playing lane, plays with it from t = 0.
        laneBOf(request).ifPresent(panes.openB());
        if (request.speed() != null) {
            controller.setSpeed(request.speed());
        }
        if (request.lesson() != null) {
            panes.openLesson().accept(request.lesson());
        }
        if (request.lessonFile() != null) {
            panes.watchLesson().accept(request.lessonFile());
        }
        if (request.setup() != null) {
            classroom.accept(request.setup());
        }
        if (request.trainStartup()) {
            // After the panes and any lesson, which joined the picture before this.
            StartupTraining.playThenClose(stage.getScene(), controller::play, quit);
        }
    }

    /** Lane B of {@code A.yaml --vs B.yaml}, or of a pair file; empty for one lane. */
    private Optional<Scenario> laneBOf(LaunchRequest request) {
        if (request.scenario() == null) {
            return Optional.empty();
        }
        try {
            return PairFiles.read(request.scenario(), request.vs()).map(ScenarioPair::b);
        } catch (ScenarioException | IllegalArgumentException e) {
            // The command line read both a moment ago; a file that changed since says why.
            say.accept(e.getMessage());
            return Optional.empty();
        }
    }

    private void startFrameLog(LaunchRequest request) {
        try {
            lane.listen(new FrameLog(request.frameLog(), new FrameLog.RunProgress() {
                @Override
                public long runsFinished() {
                    return runsFinished;
                }

                @Override
                public long nowNs() {
                    return lane.controller().nowNs();
                }

                @Override
                public OptionalLong laneBNs() {
                    return panes.laneB().get().map(b -> OptionalLong.of(b.nowNs())).orElse(OptionalLong.empty());
                }
            }));
        } catch (UncheckedIOException e) {
            say.accept(e.getCause().getMessage());
        }
    }

    /** Runs that reached their end so far. */
    long runsFinished() {
        return runsFinished;
    }

    /** A finished run counts, and with --loop starts again from t = 0, with lane B beside it. */
    private void runStateChanged(RunState now) {
        if (now == RunState.FINISHED) {
            runsFinished++;
            if (loop) {
                runBar.replay();
            }
        }
    }
}
