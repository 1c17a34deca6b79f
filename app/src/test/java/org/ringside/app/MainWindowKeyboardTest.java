package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.views.pipeline.PipelinePictureView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window from the keyboard alone: Tab reaches the picture, whose keys then work; the focus
 * shows as a 3-pixel ring, in normal and high contrast; each menu opens with Alt and its letter.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowKeyboardTest {
    @TempDir
    static Path dir;

    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        window = new MainWindow(stage, "test", () -> { }, new WindowSetup(Files.createTempDirectory(dir, "cfg"),
                new QueuedDialogs()));
        window.show();
    }

    @BeforeEach
    void waitForThePanes() throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(window::panesShown).get());
    }

    private static PipelinePictureView picture(FxRobot robot) {
        return robot.lookup((Node n) -> n instanceof PipelinePictureView).queryAs(PipelinePictureView.class);
    }

    @Test
    void tabReachesThePictureAndItsKeysWork(FxRobot robot) {
        PipelinePictureView picture = picture(robot);
        // The keyboard somewhere else first: the run bar's first button.
        Button play = robot.lookup(".run-bar .button").queryAs(Button.class);
        robot.interact(play::requestFocus);
        boolean reached = false;
        for (int i = 0; i < 400 && !reached; i++) {
            robot.press(KeyCode.TAB).release(KeyCode.TAB);
            WaitForAsyncUtils.waitForFxEvents();
            reached = picture.isFocused();
        }
        assertThat(reached).as("Tab reaches the picture").isTrue();
        robot.press(KeyCode.DIGIT4).release(KeyCode.DIGIT4);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picture.spotlight().lit()).isEqualTo(org.ringside.model.sim.Stage.RING);
        robot.press(KeyCode.DIGIT4).release(KeyCode.DIGIT4);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picture.spotlight().lit()).isNull();
    }

    @Test
    void theFocusRingIsThreePixelsWideInBothThemes(FxRobot robot) {
        for (boolean highContrast : new boolean[] {false, true}) {
            if (highContrast) {
                robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.H).release(KeyCode.H, KeyCode.SHIFT, KeyCode.CONTROL);
                WaitForAsyncUtils.waitForFxEvents();
            }
            List<Node> focused = new ArrayList<>(List.<Node>of(picture(robot), robot.lookup(".run-bar .button").query(),
                    robot.lookup(".text-field").query()));
            for (Node n : focused) {
                robot.interact(n::requestFocus);
                WaitForAsyncUtils.waitForFxEvents();
                Region ring = ring(n);
                assertThat(ring.getBorder()).as("%s's focus ring, high contrast %s", n, highContrast).isNotNull();
                var stroke = ring.getBorder().getStrokes().get(0);
                assertThat(stroke.getWidths().getTop()).as("%s's ring width", n).isEqualTo(3);
                javafx.scene.paint.Color c = (javafx.scene.paint.Color) stroke.getTopStroke();
                javafx.scene.paint.Color ground = highContrast ? javafx.scene.paint.Color.BLACK
                        : javafx.scene.paint.Color.web("#f6f5f0");
                assertThat(contrast(c, ground)).as("%s's ring against the ground", n).isGreaterThanOrEqualTo(4.5);
            }
        }
    }

    /** The region that draws {@code n}'s focus ring: the picture's overlay, or the control itself. */
    private static Region ring(Node n) {
        if (n instanceof PipelinePictureView p) {
            return (Region) p.lookup(".picture-focus-ring");
        }
        return (Region) n;
    }

    /** WCAG's contrast ratio of two colours. */
    private static double contrast(javafx.scene.paint.Color a, javafx.scene.paint.Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(javafx.scene.paint.Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    @Test
    void eachMenuOpensWithAltAndItsLetter(FxRobot robot) {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        for (Menu menu : bar.getMenus()) {
            String title = menu.getText().replace("_", "");
            KeyCode letter = KeyCode.getKeyCode(title.substring(0, 1).toUpperCase());
            robot.press(KeyCode.ALT, letter).release(letter, KeyCode.ALT);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(menu.isShowing()).as("Alt+%s opens %s", letter, title).isTrue();
            robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
            robot.interact(menu::hide);
            WaitForAsyncUtils.waitForFxEvents();
        }
    }
}
