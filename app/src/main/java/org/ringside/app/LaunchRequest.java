package org.ringside.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ringside.views.run.RunSpeed;

/**
 * What the command line asked the window to open with: a scenario file (checked before the
 * window opens), whether to start playing at once and at what speed, whether to start again at
 * the end, where to log frame figures, which lesson to open, where to report the start-up, and
 * whether the window only trains the launcher's class archive, lane B's file when the window
 * opens on two runs ({@code ringside A.yaml --vs B.yaml}; a pair file names its B itself), and a
 * classroom setup to open the window as ({@code --setup F}).
 *
 * @param scenario the scenario file, or null for the built-in default
 * @param play start the run at once
 * @param speed the run's speed, or null for the default
 * @param loop start again from t = 0 at the end of the run
 * @param frameLog where to log frame and memory figures every minute, or null
 * @param lesson the id of a shipped lesson to open (checked before the window opens), or null
 * @param startupReport where to write how long the window and its first picture took, or null
 * @param trainStartup close the window once every pane has been shown and a few frames played:
 *     the launcher's training run, whose loaded classes go into the class-data archive
 * @param vs lane B's scenario file (checked before the window opens), or null
 * @param setup a classroom setup file to open the window as (checked before the window opens), or null
 * @param lessonFile a lesson file to play and watch while a teacher writes it (read before the
 *     window opens), or null
 */
record LaunchRequest(Path scenario, boolean play, RunSpeed speed, boolean loop, Path frameLog, String lesson,
        Path startupReport, boolean trainStartup, Path vs, Path setup, Path lessonFile) {
    /** No file, paused: the window as a plain {@code ringside} opens it. */
    static final LaunchRequest DEFAULT = new LaunchRequest(null, false, null, false, null, null, null, false, null);

    /** A request without a lesson file. */
    LaunchRequest(Path scenario, boolean play, RunSpeed speed, boolean loop, Path frameLog, String lesson,
            Path startupReport, boolean trainStartup, Path vs, Path setup) {
        this(scenario, play, speed, loop, frameLog, lesson, startupReport, trainStartup, vs, setup, null);
    }

    /** A request without a classroom setup. */
    LaunchRequest(Path scenario, boolean play, RunSpeed speed, boolean loop, Path frameLog, String lesson,
            Path startupReport, boolean trainStartup, Path vs) {
        this(scenario, play, speed, loop, frameLog, lesson, startupReport, trainStartup, vs, null);
    }

    /** A request with one lane, or a pair file's two. */
    LaunchRequest(Path scenario, boolean play, RunSpeed speed, boolean loop, Path frameLog, String lesson,
            Path startupReport, boolean trainStartup) {
        this(scenario, play, speed, loop, frameLog, lesson, startupReport, trainStartup, null);
    }

    /** A request without a start-up report. */
    LaunchRequest(Path scenario, boolean play, RunSpeed speed, boolean loop, Path frameLog, String lesson) {
        this(scenario, play, speed, loop, frameLog, lesson, null);
    }

    /** A window for a person, not a training run. */
    LaunchRequest(Path scenario, boolean play, RunSpeed speed, boolean loop, Path frameLog, String lesson,
            Path startupReport) {
        this(scenario, play, speed, loop, frameLog, lesson, startupReport, false);
    }

    private static final String PLAY = "--play";
    private static final String LOOP = "--loop";
    private static final String SPEED = "--speed=";
    private static final String FRAME_LOG = "--frame-log=";
    private static final String LESSON = "--lesson=";
    private static final String STARTUP_REPORT = "--startup-report=";
    private static final String TRAIN_STARTUP = "--train-startup";
    private static final String VS = "--vs=";
    private static final String SETUP = "--setup=";
    private static final String LESSON_FILE = "--lesson-file=";

    /** As arguments for {@code Application.launch}, read back by {@link #fromArguments}. */
    String[] toArguments() {
        List<String> args = new ArrayList<>();
        if (play) {
            args.add(PLAY);
        }
        if (loop) {
            args.add(LOOP);
        }
        if (speed != null) {
            args.add(SPEED + speed.name());
        }
        if (frameLog != null) {
            args.add(FRAME_LOG + frameLog);
        }
        if (lesson != null) {
            args.add(LESSON + lesson);
        }
        if (startupReport != null) {
            args.add(STARTUP_REPORT + startupReport);
        }
        if (trainStartup) {
            args.add(TRAIN_STARTUP);
        }
        if (vs != null) {
            args.add(VS + vs);
        }
        if (setup != null) {
            args.add(SETUP + setup);
        }
        if (lessonFile != null) {
            args.add(LESSON_FILE + lessonFile);
        }
        if (scenario != null) {
            args.add(scenario.toString());
        }
        return args.toArray(String[]::new);
    }

    /** Reads what {@link #toArguments()} wrote. */
    static LaunchRequest fromArguments(List<String> args) {
        boolean play = false;
        boolean loop = false;
        RunSpeed speed = null;
        Path log = null;
        Path file = null;
        String lesson = null;
        Path report = null;
        boolean train = false;
        Path b = null;
        Path setupFile = null;
        Path lessonFile = null;
        for (String a : args) {
            if (a.equals(PLAY)) {
                play = true;
            } else if (a.equals(LOOP)) {
                loop = true;
            } else if (a.startsWith(SPEED)) {
                speed = RunSpeed.valueOf(a.substring(SPEED.length()));
            } else if (a.startsWith(FRAME_LOG)) {
                log = Path.of(a.substring(FRAME_LOG.length()));
            } else if (a.startsWith(LESSON_FILE)) {
                lessonFile = Path.of(a.substring(LESSON_FILE.length()));
            } else if (a.startsWith(LESSON)) {
                lesson = a.substring(LESSON.length());
            } else if (a.startsWith(STARTUP_REPORT)) {
                report = Path.of(a.substring(STARTUP_REPORT.length()));
            } else if (a.equals(TRAIN_STARTUP)) {
                train = true;
            } else if (a.startsWith(VS)) {
                b = Path.of(a.substring(VS.length()));
            } else if (a.startsWith(SETUP)) {
                setupFile = Path.of(a.substring(SETUP.length()));
            } else {
                file = Path.of(a);
            }
        }
        return new LaunchRequest(file, play, speed, loop, log, lesson, report, train, b, setupFile, lessonFile);
    }
}
