package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The main window, driven through the keyboard as a user would. */
@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    private final AtomicInteger quits = new AtomicInteger();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        new MainWindow(stage, "9.8.7-test", quits::incrementAndGet).show();
    }

    @Test
    void showsTitleIconsAndTheSixStagesFromLeftToRight(FxRobot robot) {
        assertThat(stage.getTitle()).isEqualTo("Ringside");
        assertThat(stage.getIcons()).extracting(icon -> (int) icon.getWidth())
                .containsExactlyElementsOf(Theme.ICON_SIZES);

        List<String> stages = robot.lookup(".stage-title").queryAllAs(Label.class).stream()
                .sorted(Comparator.comparingDouble(label -> label.localToScene(0, 0).getX()))
                .map(Label::getText)
                .toList();
        assertThat(stages).containsExactly("Sockets", "qdisc", "driver", "TX ring", "NIC", "wire");
        Label ring = robot.from(robot.lookup("#stage-tx-ring").queryAs(Node.class))
                .lookup(".stage-detail").queryAs(Label.class);
        assertThat(ring.getText()).isEqualTo("256 descriptors");
    }

    @Test
    void f1OpensTheAboutDialog(FxRobot robot) {
        robot.type(KeyCode.F1);

        Window about = robot.window("About Ringside");
        assertThat(about.isShowing()).isTrue();
        assertThat(label(robot, about, "#about-name")).isEqualTo("Ringside");
        assertThat(label(robot, about, "#about-version")).isEqualTo("Version 9.8.7-test");
        assertThat(label(robot, about, "#about-license")).isEqualTo("License: MIT");

        DialogPane pane = (DialogPane) about.getScene().getRoot();
        robot.clickOn((Button) pane.lookupButton(ButtonType.CLOSE));
        assertThat(about.isShowing()).isFalse();
    }

    @Test
    void ctrlQQuits(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.Q).release(KeyCode.Q, KeyCode.CONTROL);
        assertThat(quits).hasValue(1);
    }

    private static String label(FxRobot robot, Window window, String id) {
        return robot.from(window.getScene().getRoot()).lookup(id).queryAs(Label.class).getText();
    }
}
