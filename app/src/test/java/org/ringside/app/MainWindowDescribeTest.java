package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.pipeline.PipelinePictureView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** View → Describe the picture (Ctrl+D): the pane under the pictures, in F5 too, and the pictures' words. */
@ExtendWith(ApplicationExtension.class)
class MainWindowDescribeTest extends WindowTestBase {
    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    private static void ctrlD(FxRobot robot) {
        robot.interact(() -> robot.lookup("#pipeline").query().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.D).release(KeyCode.D, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void ctrlDShowsThePaneWhichF5KeepsAndAgainHidesIt(FxRobot robot) throws Exception {
        Node pane = robot.lookup("#describe-scroll").query();
        assertThat(pane.isVisible()).isFalse();
        ctrlD(robot);
        assertThat(pane.isVisible()).isTrue();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".describe-text").queryAllAs(Label.class)
                .stream().anyMatch(l -> l.getText().contains("What stops them")));
        assertThat(pane.getLayoutBounds().getHeight()).as("its words shown").isGreaterThan(40);
        robot.type(KeyCode.F5);
        assertThat(pane.isVisible()).as("presentation keeps it").isTrue();
        assertThat(pane.getScene()).isNotNull();
        robot.type(KeyCode.ESCAPE);
        ctrlD(robot);
        assertThat(pane.isVisible()).isFalse();
    }

    @Test
    void thePicturesAreImagesWhoseTextIsTheirLanesWordsAndLaneBIsToldToo(FxRobot robot) throws Exception {
        PipelinePictureView a = robot.lookup("#pipeline").queryAs(PipelinePictureView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> a.getAccessibleText().contains("What stops them"));
        assertThat(a.getAccessibleRole()).isEqualTo(javafx.scene.AccessibleRole.IMAGE_VIEW);
        robot.press(KeyCode.CONTROL, KeyCode.K).release(KeyCode.K, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        PipelinePictureView b = robot.lookup("#pipeline-b").queryAs(PipelinePictureView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> b.getAccessibleText().contains("What stops them"));
        assertThat(b.getAccessibleText()).startsWith("Lane B's picture");
        ctrlD(robot);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".describe-text").queryAllAs(Label.class)
                .stream().anyMatch(l -> l.getText().startsWith("Lane B: ")));
    }

    @Test
    void theShortcutCardListsCtrlD(FxRobot robot) {
        assertThat(window.actions()).anyMatch(a -> a.id().equals("menu-describe") && a.key() == WindowDescribe.KEY);
    }
}
