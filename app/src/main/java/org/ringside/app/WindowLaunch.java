package org.ringside.app;

import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;
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
    private final WindowLessons lessons;
    private final Runnable quit;
    private final Consumer<String> say;
    /** Lane B: opened on a scenario, and its time read for the frame log. */
    private final WindowLanes lanes;
    /** Opens a classroom setup file. */
    private final Consumer<Path> classroom;
    /** Whether a finished run starts again from t = 0 (the command line's --loop). */
    private boolean loop;
    private long runsFinished;

    /**
     * @param runBar the run's controls: the state they show, whose turns to finished are counted,
     *     and what starts every lane again at the end of a looping run
     * @param quit ends the application, after a training run
     * @param lanes opens lane B on a scenario (a pair file's B, or --vs's) and has its run
     * @param classroom opens a classroom setup file: --setup's
     */
    WindowLaunch(Stage stage, FrameHub.Lane lane, RunBar runBar, FirstFrames firstFrames,
            ScenarioFiles files, WindowLessons lessons, Runnable quit, Consumer<String> say,
            WindowLanes lanes, Consumer<Path> classroom) {
        this.stage = stage;
        this.lane = lane;
        this.runBar = runBar;
        this.firstFrames = firstFrames;
        this.files = files;
        this.lessons = lessons;
        this.quit = quit;
        this.say = say;
        this.lanes = lanes;
        this.classroom = classroom;
        runBar.runStateProperty().addListener((o, was, now) -> runStateChanged(now));
    }

    /**
     * Opens the scenario the command line named, if any, sets the speed, starts playing if asked
     * to, and starts the frame log and the start-up report.
     */
    void launch(LaunchRequest request) {
        RunController controller = lane.controller();
        if (request.startupReport() != null) {
            firstFrames.whenPainted(() -> {
                // Asked once the picture is on screen: the management classes take a moment to load.
                long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
                try {
                    StartupReport.of(jvmStart, firstFrames).writeTo(request.startupReport());
                } catch (UncheckedIOException e) {
                    say.accept(e.getMessage());
                }
            });
        }
        // A file the window did not start on (it changed since the command line read it) is
        // opened as File → Open would, so its error shows.
        if (request.scenario() != null && !files.document().file().equals(Optional.of(request.scenario()))) {
            files.openScenario(request.scenario());
        }
        Runnable start = request.play() ? controller::play : () -> { };
        Optional<Scenario> b = laneBOf(request);
        if (b.isPresent()) {
            // Once the picture is among the panes: lane B's column takes lane A's picture into it,
            // and a picture that stands alone in the middle until then would leave it blank.
            // Lane A plays first, so lane B, opened beside a playing lane, plays with it from t = 0.
            firstFrames.whenPainted(() -> {
                start.run();
                lanes.openB(b.get());
            });
        }
        if (request.speed() != null) {
            controller.setSpeed(request.speed());
        }
        loop = request.loop();
        if (request.frameLog() != null) {
            startFrameLog(request);
        }
        if (request.lesson() != null) {
            // Beside the knobs, once they are there to make room or give way.
            firstFrames.whenPainted(() -> lessons.open(request.lesson()));
        }
        if (b.isEmpty()) {
            start.run();
        }
        if (request.setup() != null) {
            // Once the panes are there to show or hide, and lane B's column can take lane A's picture.
            firstFrames.whenPainted(() -> classroom.accept(request.setup()));
        }
        if (request.trainStartup()) {
            // After the panes and any lesson, which joined the picture before this.
            firstFrames.whenPainted(() -> StartupTraining.playThenClose(stage.getScene(), controller::play, quit));
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
                    return lanes.laneB().map(b -> OptionalLong.of(b.nowNs())).orElse(OptionalLong.empty());
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
