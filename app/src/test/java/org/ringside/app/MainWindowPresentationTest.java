package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.run.RunBar;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** F5's presentation mode: the picture alone on the whole screen, and Escape brings the window back as it was. */
@ExtendWith(ApplicationExtension.class)
class MainWindowPresentationTest {
    @TempDir
    static Path config;

    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        window = new MainWindow(stage, "9.8.7-test", () -> { },
                new WindowSetup(Files.createTempDirectory(config, "cfg"), new QueuedDialogs()));
        window.show();
    }

    /** The picture is shown first and the panes join it a moment later; the tests start after. */
    @BeforeEach
    void waitForThePanes() throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(window::panesShown).get());
    }

    private PipelinePictureView picture(FxRobot robot) {
        return robot.lookup("#pipeline").queryAs(PipelinePictureView.class);
    }

    @Test
    void f5HidesEveryPaneAndBarAndEscapeBringsBackThoseThatWereShown(FxRobot robot) {
        SplitPane main = robot.lookup("#main-dock").queryAs(SplitPane.class);
        SplitPane work = robot.lookup("#work-area").queryAs(SplitPane.class);
        MenuBar menus = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        RunBar runBar = window.runBar();
        // The lessons pane open, the event log closed: each comes back as it was.
        robot.interact(() -> {
            window.lessons().shown().set(true);
            window.actions().stream().filter(a -> a.id().equals("menu-event-log")).findFirst().orElseThrow().shown()
                    .set(false);
        });
        int panesBefore = main.getItems().size();
        assertThat(panesBefore).isGreaterThan(1);

        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.isFullScreen()).isTrue();
        assertThat(main.getItems()).hasSize(1);
        // The lanes alone, and in them lane A's picture alone.
        assertThat(work.getItems()).containsExactly(robot.lookup("#lanes").query());
        assertThat(robot.lookup("#lanes").queryAs(SplitPane.class).getItems()).containsExactly(picture(robot));
        assertThat(window.lessons().shown().get()).isFalse();
        assertThat(menus.isVisible()).isFalse();
        assertThat(runBar.getParent().isVisible()).isFalse();
        assertThat(picture(robot).presentationProperty().get()).isTrue();
        // The picture fills the scene.
        assertThat(picture(robot).getHeight()).isEqualTo(stage.getScene().getHeight());
        assertThat(picture(robot).getWidth()).isEqualTo(stage.getScene().getWidth());

        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.isFullScreen()).isFalse();
        assertThat(main.getItems()).hasSize(panesBefore);
        assertThat(window.lessons().shown().get()).isTrue();
        assertThat(robot.lookup("#below-dock").queryAs(SplitPane.class).getItems()).hasSize(1);
        assertThat(menus.isVisible()).isTrue();
        assertThat(runBar.getParent().isVisible()).isTrue();
        assertThat(picture(robot).presentationProperty().get()).isFalse();
    }

    /**
     * F5 fills the screen, whether or not the window system makes the window full screen (without
     * a window manager, as under Xvfb, the window stayed as it was, the picture's type doubled in
     * it), and Escape gives the window back its place and size.
     */
    @Test
    void f5FillsTheScreenAndEscapeGivesTheWindowItsSizeBack(FxRobot robot) {
        double[] before = {stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()};
        Rectangle2D screen = Screen.getPrimary().getBounds();
        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.getScene().getWidth()).as("the picture's width in presentation").isEqualTo(screen.getWidth());
        assertThat(stage.getScene().getHeight()).isEqualTo(screen.getHeight());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(new double[] {stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()}).containsExactly(before);
    }

    @Test
    void inPresentationKeys1To5SpotlightAStageAndTheCardSaysSo(FxRobot robot) {
        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.DIGIT2);
        assertThat(picture(robot).spotlight().lit()).isEqualTo(org.ringside.model.sim.Stage.QDISC);
        assertThat(picture(robot).spotlight().shownText()).contains("__qdisc_run");
        robot.type(KeyCode.DIGIT2);
        assertThat(picture(robot).spotlight().lit()).isNull();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.F1);
        assertThat(window.overlay().shownKeys()).contains("1 to 6", "[ and ]", "F5");
        robot.type(KeyCode.ESCAPE);
    }

    /** The spotlight is presentation's: Escape left it lit over the window's picture. */
    @Test
    void escapeTakesTheSpotlightWithPresentation(FxRobot robot) {
        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.DIGIT2);
        assertThat(picture(robot).spotlight().lit()).isEqualTo(org.ringside.model.sim.Stage.QDISC);
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        if (picture(robot).presentationProperty().get()) {
            robot.type(KeyCode.ESCAPE); // the spotlight's note, where it takes the first
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertThat(picture(robot).presentationProperty().get()).isFalse();
        assertThat(picture(robot).spotlight().lit()).as("the stage lit in presentation").isNull();
    }

    @Test
    void leavingFullScreenLeavesPresentationAndF5AfterF11KeepsFullScreen(FxRobot robot) {
        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.F11);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picture(robot).presentationProperty().get()).isFalse();
        assertThat(robot.lookup("#main-dock").queryAs(SplitPane.class).getItems()).hasSizeGreaterThan(1);

        robot.type(KeyCode.F11);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picture(robot).presentationProperty().get()).isTrue();
        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picture(robot).presentationProperty().get()).isFalse();
        assertThat(stage.isFullScreen()).isTrue();
        robot.type(KeyCode.F11);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
