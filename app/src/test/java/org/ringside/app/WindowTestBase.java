package org.ringside.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A main window on a settings folder and a scenarios folder of its own, with file choosers that
 * answer from a queue and a quit that is counted: what the window's tests open it on. TestFX
 * looks for the {@code @Start} method in the test class itself, which calls {@link #open}.
 */
abstract class WindowTestBase {
    @TempDir
    static Path config;

    final AtomicInteger quits = new AtomicInteger();
    final QueuedDialogs dialogs = new QueuedDialogs();
    Stage stage;
    MainWindow window;
    /** The window's settings folder. */
    Path folder;
    /** Where the file choosers start for a scenario without a file. */
    Path scenarios;

    /** Opens the window on {@code stage}, its folders made in {@link #config}. */
    void open(Stage stage) throws IOException {
        this.stage = stage;
        folder = Files.createTempDirectory(config, "cfg");
        scenarios = Files.createTempDirectory(config, "scenarios");
        window = new MainWindow(stage, "9.8.7-test", quits::incrementAndGet,
                new WindowSetup(folder, dialogs, null, scenarios));
        window.show();
    }

    /** The picture is shown first and the panes join it a moment later; the tests start after. */
    @BeforeEach
    void waitForThePanes() throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(window::panesShown).get());
    }

    /** Hides every window but this one: the dialogs and second windows a test left open. */
    @AfterEach
    void closeTheOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    /** Ticks the TSO knob: a change the running simulation takes live. */
    static void tickTso(FxRobot robot) {
        robot.interact(() -> robot.lookup("#knob-nic-tso").queryAs(javafx.scene.control.CheckBox.class).fire());
    }

    /** The menu item of {@code id} in {@code bar}. */
    static MenuItem item(MenuBar bar, String id) {
        for (Menu m : bar.getMenus()) {
            MenuItem found = item(m, id);
            if (found != null) {
                return found;
            }
        }
        throw new AssertionError("no menu item " + id);
    }

    /** The item of {@code id} in {@code menu} or its submenus, or null. */
    private static MenuItem item(Menu menu, String id) {
        for (MenuItem i : menu.getItems()) {
            if (id.equals(i.getId())) {
                return i;
            }
            MenuItem inner = i instanceof Menu sub ? item(sub, id) : null;
            if (inner != null) {
                return inner;
            }
        }
        return null;
    }

    /** The text of the label {@code id}. */
    static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }
}
