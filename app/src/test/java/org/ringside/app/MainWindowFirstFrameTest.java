package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.views.run.RunState;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's first frame holds the picture, the menus' titles and the run bar alone: the knob
 * panel, the event log, the inspectors, the live chart and the lessons are built once the picture
 * is on screen, and the menus' items and the keys work from then on. A run asked to play plays
 * from then on too, so the event log follows it from its first step.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowFirstFrameTest {
    @TempDir
    static Path dir;

    private MainWindow window;
    /** When the window first showed: whether the panes had been built; null before. */
    private Boolean builtWhenShown;
    private List<String> titlesWhenShown;
    private double menuBarHeightWhenShown;
    private int iconsWhenShown;
    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        // The stage is the same for every test; the window before left its icons on it.
        stage.getIcons().clear();
        stage.showingProperty().addListener((o, was, now) -> {
            if (now && builtWhenShown == null) {
                builtWhenShown = window.panesBuilt();
                MenuBar bar = (MenuBar) stage.getScene().lookup(".menu-bar");
                titlesWhenShown = bar.getMenus().stream().map(Menu::getText).toList();
                menuBarHeightWhenShown = bar.getHeight();
                iconsWhenShown = stage.getIcons().size();
            }
        });
        window = new MainWindow(stage, "test", () -> { }, new WindowSetup(Files.createTempDirectory(dir, "cfg"),
                new QueuedDialogs()));
        window.show();
        window.launch(new LaunchRequest(null, true, null, false, null, null));
    }

    @BeforeEach
    void waitForThePanes() throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(window::panesShown).get());
    }

    @Test
    void thePanesAreBuiltOnlyOnceThePictureIsOnScreen(FxRobot robot) {
        assertThat(builtWhenShown).as("the panes built before the window showed its picture").isFalse();
        assertThat(window.panesBuilt()).isTrue();
        assertThat(robot.lookup("#knob-panel").tryQuery()).as("the knob panel, once the picture is on screen")
                .isPresent();
        assertThat(robot.lookup("#event-log-list").tryQuery()).isPresent();
        assertThat(iconsWhenShown).as("the icons' images decoded after the picture").isZero();
        assertThat(stage.getIcons()).isNotEmpty();
    }

    @Test
    void theFirstFrameHasTheMenusTitlesAtTheirHeight(FxRobot robot) {
        assertThat(titlesWhenShown).containsExactly("_File", "_Edit", "_Scenario", "_Lessons", "_View", "_Help");
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        assertThat(bar.getHeight()).as("no jump when the items come").isEqualTo(menuBarHeightWhenShown).isPositive();
        assertThat(bar.getMenus().get(0).getItems()).as("File's items, once the panes are built").isNotEmpty();
    }

    @Test
    void aRunAskedToPlayPlaysOnceThePanesAreThere() {
        assertThat(window.controller().state()).isEqualTo(RunState.PLAYING);
    }

    @Test
    void theKeysWorkOnceThePanesAreThere(FxRobot robot) {
        robot.interact(() -> window.controller().pause());
        // The run bar's Space, the window's Ctrl+K (Compare with…) and Ctrl+Shift+K (Close lane B).
        robot.press(KeyCode.SPACE).release(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.controller().state()).isEqualTo(RunState.PLAYING);
        robot.press(KeyCode.CONTROL, KeyCode.K).release(KeyCode.K, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.lanes().comparing().get()).as("Ctrl+K opened lane B").isTrue();
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.K).release(KeyCode.K, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.lanes().comparing().get()).isFalse();
    }
}
