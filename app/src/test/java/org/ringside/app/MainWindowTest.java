package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The main window, driven through the keyboard as a user would. */
@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    private final AtomicInteger quits = new AtomicInteger();
    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = new MainWindow(stage, "9.8.7-test", quits::incrementAndGet);
        window.show();
    }

    @AfterEach
    void closeTheOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
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

    @Test
    void openingABadScenarioFileShowsTheLoadersLineAndKeepsTheCurrentScenario(FxRobot robot, @TempDir Path dir)
            throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.yaml"), "name: too small\nnic: { ring_size: 3 }\n");
        String expected = loaderMessage(bad);
        assertThat(expected).startsWith(bad + ":2: nic.ring_size: ");
        String status = robot.lookup("#status").queryAs(Label.class).getText();

        assertThat(open(robot, bad)).isFalse();

        Window alert = robot.window(MainWindow.OPEN_ERROR_TITLE);
        DialogPane pane = (DialogPane) alert.getScene().getRoot();
        assertThat(pane.getContentText()).isEqualTo(expected);
        assertThat(pane.getHeaderText()).contains("default 1 GbE stays");
        assertThat(window.scenario().name()).isEqualTo("default 1 GbE");
        assertThat(robot.lookup("#status").queryAs(Label.class).getText()).isEqualTo(status);
        robot.clickOn((Button) pane.lookupButton(ButtonType.OK));
        assertThat(alert.isShowing()).isFalse();
    }

    @Test
    void openingAScenarioFileShowsItInThePipelineTheHeaderAndTheStatusLine(FxRobot robot, @TempDir Path dir)
            throws IOException {
        Path file = Files.writeString(dir.resolve("big-ring.yaml"), "name: big ring\nnic: { ring_size: 1024 }\nflows:\n  - { kind: bulk_tcp }\n");

        assertThat(open(robot, file)).isTrue();

        assertThat(window.scenario().nic().ringSize()).isEqualTo(1024);
        Label ring = robot.from(robot.lookup("#stage-tx-ring").queryAs(Node.class))
                .lookup(".stage-detail").queryAs(Label.class);
        assertThat(ring.getText()).isEqualTo("1024 descriptors");
        assertThat(robot.lookup("#main-subtitle").queryAs(Label.class).getText()).endsWith("Scenario: big ring.");
        Label status = robot.lookup("#status").queryAs(Label.class);
        assertThat(status.getText()).isEqualTo("Ringside 9.8.7-test  ·  scenario: big ring");
        assertThat(status.getTooltip().getText()).isEqualTo("Opened from " + file);
        assertThat(robot.lookup("#status-keys").queryAs(Label.class).getText())
                .contains("Ctrl+O Open").contains("Ctrl+L Live chart");
    }

    @Test
    void aScenarioWithLongerStageTextsGrowsTheWindowSoNoCardIsCutShort(FxRobot robot, @TempDir Path dir)
            throws IOException {
        StringBuilder yaml = new StringBuilder("name: many flows\nflows:\n");
        for (int i = 0; i < 12; i++) {
            yaml.append("  - { kind: ").append(i % 2 == 0 ? "bulk_tcp" : "request_response")
                    .append(", name: flow-with-a-long-name-").append(i).append(" }\n");
        }
        Path file = Files.writeString(dir.resolve("many.yaml"), yaml.toString());
        // As narrow as the window goes: the cards wrap their text most.
        robot.interact(() -> stage.setWidth(stage.getMinWidth()));
        double before = stage.getHeight();

        assertThat(open(robot, file)).isTrue();
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(stage.getHeight()).isGreaterThan(before);
        for (Node card : robot.lookup(".stage-card").queryAll()) {
            VBox box = (VBox) card;
            assertThat(box.getHeight()).as(box.getId()).isGreaterThanOrEqualTo(box.prefHeight(box.getWidth()) - 0.5);
        }
    }

    @Test
    void openScenarioStartsInTheCheckoutsScenarioFolderWhenThereIsOne(@TempDir Path dir) throws IOException {
        Path home = dir.resolve("home");
        Path checkout = dir.resolve("checkout");
        assertThat(MainWindow.initialFolder(checkout, home)).isEqualTo(home);
        Files.createDirectories(checkout.resolve("assets/scenarios"));
        assertThat(MainWindow.initialFolder(checkout, home)).isEqualTo(checkout.resolve("assets/scenarios"));
    }

    @Test
    void theMenusOfferOpenAndTheLiveChartWithTheirShortcuts(FxRobot robot) {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        assertThat(bar.getMenus()).extracting(Menu::getText).containsExactly("File", "View", "Help");
        MenuItem open = bar.getMenus().get(0).getItems().get(0);
        assertThat(open.getText()).isEqualTo("Open scenario…");
        assertThat(open.getAccelerator().getName()).isEqualTo("Shortcut+O");
        MenuItem live = bar.getMenus().get(1).getItems().get(0);
        assertThat(live.getText()).isEqualTo("Live chart");
        assertThat(live.getAccelerator().getName()).isEqualTo("Shortcut+L");
    }

    /** Opens a scenario file on the JavaFX thread, as File → Open does once a file is chosen. */
    private boolean open(FxRobot robot, Path file) {
        boolean[] opened = new boolean[1];
        robot.interact(() -> opened[0] = window.openScenario(file));
        return opened[0];
    }

    private static String loaderMessage(Path file) {
        try {
            ScenarioLoader.fromFile(file);
        } catch (ScenarioException e) {
            return e.getMessage();
        }
        throw new AssertionError(file + " loaded, but it was meant to be rejected");
    }

    private static String label(FxRobot robot, Window window, String id) {
        return robot.from(window.getScene().getRoot()).lookup(id).queryAs(Label.class).getText();
    }
}
