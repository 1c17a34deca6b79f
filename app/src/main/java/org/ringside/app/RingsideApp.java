package org.ringside.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ref.Reference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import javafx.application.Application;
import javafx.application.HostServices;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/**
 * The JavaFX application. {@link Main} starts it through {@link #open}, so the entry point itself
 * is not an {@code Application} and JavaFX can run from the plain class path.
 */
public final class RingsideApp extends Application {
    /** The training run's own configuration folder, removed when it ends; null for a person's window. */
    private Path trainingFolder;

    @Override
    public void start(Stage stage) {
        LaunchRequest request = LaunchRequest.fromArguments(getParameters().getRaw());
        Scenario scenario = Scenario.defaults();
        Path file = null;
        if (request.scenario() != null) {
            try {
                scenario = ScenarioLoader.fromFile(request.scenario());
                file = request.scenario();
            } catch (ScenarioException e) {
                // The command line read it a moment ago; if it changed since, launch() says why.
            }
        }
        ClassroomSetup classroom = null;
        if (request.setup() != null) {
            try {
                classroom = ClassroomSetupReader.fromFile(request.setup());
                scenario = classroom.scenario();
            } catch (ScenarioException e) {
                // As a scenario above: launch() opens the file once more, and its alert says why.
            }
        }
        WindowSetup setup = windowSetup(request, getHostServices());
        if (request.trainStartup()) {
            trainingFolder = setup.configFolder();
            StartupTraining.hide(stage);
        }
        MainWindow window = new MainWindow(stage, Version.current(), Platform::exit, setup, scenario, file);
        if (classroom != null) {
            window.startAs(classroom, request.setup());
        }
        window.show();
        window.launch(request);
    }

    /**
     * The window's surroundings: the user's, but for the launcher's training run a configuration
     * folder of its own (a new temporary one), so that the run leaves the user's recent files,
     * lesson progress and settings as they were.
     *
     * @throws UncheckedIOException if the training run's folder cannot be made
     */
    static WindowSetup windowSetup(LaunchRequest request, HostServices browser) {
        WindowSetup user = WindowSetup.system(browser);
        if (!request.trainStartup()) {
            return user;
        }
        try {
            return new WindowSetup(Files.createTempDirectory("ringside-training-"), user.dialogs(), browser,
                    user.scenarioFolder());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void stop() {
        if (trainingFolder != null) {
            StartupTraining.remove(trainingFolder);
        }
    }

    /** Opens the window as {@code request} asks and returns the exit status once it is closed. */
    static int open(Console console, LaunchRequest request) {
        if (!hasDisplay(System.getenv(), System.getProperty("os.name", ""),
                System.getProperty("glass.platform", ""))) {
            console.err().println("ringside: cannot open the window: no display (DISPLAY is not set);"
                    + " the commands work without one, see 'ringside --help'");
            return ExitCodes.FAILURE;
        }
        Logger javafxLogger = Logger.getLogger("javafx");
        javafxLogger.setFilter(RingsideApp::notClassPathWarning);
        Application.launch(RingsideApp.class, request.toArguments());
        // The filter lives as long as the logger; keep the logger until the window has closed.
        Reference.reachabilityFence(javafxLogger);
        return ExitCodes.OK;
    }

    /**
     * JavaFX warns at every start that it was loaded from the class path rather than as modules.
     * Ringside runs it from the class path on purpose (one plain {@code java -cp} launch), so
     * the warning only alarms users; every other JavaFX message still gets through.
     */
    static boolean notClassPathWarning(LogRecord record) {
        String message = record.getMessage();
        return message == null || !message.startsWith("Unsupported JavaFX configuration");
    }

    /**
     * Whether a window can be opened. On Linux and the BSDs JavaFX needs an X11 display (under
     * Wayland, XWayland's), and without one it fails with a native warning and a stack trace;
     * macOS and Windows always have a display, and the Monocle glass needs none.
     */
    static boolean hasDisplay(Map<String, String> env, String osName, String glassPlatform) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows") || os.startsWith("mac") || glassPlatform.equalsIgnoreCase("monocle")) {
            return true;
        }
        return !env.getOrDefault("DISPLAY", "").isBlank();
    }
}
