package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.views.shell.ShippedScenarios;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Scenario files and pictures through the window's menus and choosers: open, save, export. */
@ExtendWith(ApplicationExtension.class)
class MainWindowFilesTest extends WindowTestBase {
    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    @Test
    void ctrlEStartsInTheScenariosFolderAsSaveAsAndOpenDo(FxRobot robot) throws IOException {
        // A scenario of no file of its own (the defaults, a shipped one, a lesson's).
        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.S).release(KeyCode.S, KeyCode.SHIFT, KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL, KeyCode.O).release(KeyCode.O, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialogs.folders).containsExactly(scenarios, scenarios, scenarios);

        // One read from a file: that file's folder.
        Path own = Files.createDirectories(config.resolve("own-folder"));
        Path file = own.resolve("mine.yaml");
        Files.writeString(file, "name: mine\nflows:\n  - { kind: bulk_tcp }\n");
        boolean[] opened = new boolean[1];
        robot.interact(() -> opened[0] = window.openScenario(file));
        assertThat(opened[0]).isTrue();
        dialogs.folders.clear();
        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialogs.folders).containsExactly(own.toAbsolutePath());
    }

    @Test
    void openingABadScenarioFileShowsTheLoadersLineAndKeepsTheCurrentScenario(FxRobot robot, @TempDir Path dir)
            throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.yaml"), "name: too small\nnic: { ring_size: 3 }\n");
        String expected = loaderMessage(bad);
        assertThat(expected).startsWith(bad + ":2: nic.ring_size: ");
        dialogs.answers.add(bad);

        robot.press(KeyCode.CONTROL, KeyCode.O).release(KeyCode.O, KeyCode.CONTROL);

        Window alert = robot.window(ScenarioFiles.OPEN_ERROR_TITLE);
        DialogPane pane = (DialogPane) alert.getScene().getRoot();
        assertThat(pane.getContentText()).isEqualTo(expected);
        assertThat(pane.getHeaderText()).contains("default 1 GbE stays");
        assertThat(window.scenario().name()).isEqualTo("default 1 GbE");
        assertThat(text(robot, "#status")).isEqualTo("default 1 GbE");
        robot.clickOn((Button) pane.lookupButton(ButtonType.OK));
        assertThat(alert.isShowing()).isFalse();
    }

    @Test
    void openingAFileRunsItFromTimeZeroAndPutsItOnTheRecentList(FxRobot robot, @TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("big-ring.yaml"),
                "name: big ring\nnic: { ring_size: 1024 }\nflows:\n  - { kind: bulk_tcp }\n");
        dialogs.answers.add(file);
        robot.press(KeyCode.CONTROL, KeyCode.O).release(KeyCode.O, KeyCode.CONTROL);

        assertThat(window.scenario().nic().ringSize()).isEqualTo(1024);
        assertThat(window.controller().nowNs()).isZero();
        assertThat(stage.getTitle()).isEqualTo("Ringside — big ring");
        assertThat(text(robot, "#status")).isEqualTo("big ring");
        assertThat(robot.lookup("#status").queryAs(Label.class).getTooltip().getText()).endsWith(file.toString());
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> bar.getMenus().get(0).show());
        Menu recent = (Menu) item(bar, "menu-recent");
        assertThat(recent.getItems()).extracting(MenuItem::getText).first().isEqualTo(file.toAbsolutePath().toString());
        robot.interact(() -> bar.getMenus().get(0).hide());
    }

    @Test
    void theScenarioMenuListsEveryShippedScenarioWithItsDescriptionAndOpensOne(FxRobot robot) {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        List<ShippedScenarios.Entry> shipped = ShippedScenarios.all();
        for (ShippedScenarios.Entry e : shipped) {
            assertThat(item(bar, "menu-shipped-" + e.file().replace(".yaml", ""))).isNotNull();
            assertThat(e.description()).isNotBlank().endsWith(".");
        }
        ShippedScenarios.Entry voip = shipped.stream().filter(e -> e.file().equals("voip-vs-bulk.yaml")).findFirst().orElseThrow();
        robot.interact(() -> item(bar, "menu-shipped-voip-vs-bulk").fire());
        assertThat(window.scenario()).isEqualTo(voip.scenario());
        assertThat(stage.getTitle()).isEqualTo("Ringside — " + voip.scenario().name());
    }

    @Test
    void saveAsWritesTheScenarioAndOpeningItAgainGivesTheSameScenario(FxRobot robot, @TempDir Path dir) {
        Path target = dir.resolve("copy.yaml");
        robot.interact(() -> item(robot.lookup(".menu-bar").queryAs(MenuBar.class), "menu-shipped-router-100mbit").fire());
        var before = window.scenario();
        dialogs.answers.add(target);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.S).release(KeyCode.S, KeyCode.SHIFT, KeyCode.CONTROL);
        assertThat(target).exists();
        assertThat(text(robot, "#status-message")).isEqualTo("Saved to " + target + ".");

        robot.interact(() -> item(robot.lookup(".menu-bar").queryAs(MenuBar.class), "menu-shipped-default-1gbe").fire());
        boolean[] opened = new boolean[1];
        robot.interact(() -> opened[0] = window.openScenario(target));
        assertThat(opened[0]).isTrue();
        assertThat(window.scenario()).isEqualTo(before);
    }

    @Test
    void unsavedChangesAskBeforeAnotherScenarioReplacesThem(FxRobot robot) throws TimeoutException {
        tickTso(robot);
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);

        // Not interact(): the question waits for an answer, and interact() would wait for it.
        Platform.runLater(() -> item(bar, "menu-shipped-voip-vs-bulk").fire());
        Window ask = question(robot);
        DialogPane pane = (DialogPane) ask.getScene().getRoot();
        robot.clickOn((Button) pane.lookupButton(ButtonType.CANCEL));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.scenario().name()).isEqualTo("default 1 GbE");
        assertThat(window.scenario().nic().tso()).isFalse();

        Platform.runLater(() -> item(bar, "menu-shipped-voip-vs-bulk").fire());
        pane = (DialogPane) question(robot).getScene().getRoot();
        Button discard = (Button) pane.getButtonTypes().stream().filter(b -> b.getText().equals("Don't save"))
                .map(pane::lookupButton).findFirst().orElseThrow();
        robot.clickOn(discard);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.scenario().name()).startsWith("VoIP");
        assertThat(window.unsaved()).isFalse();
    }

    @Test
    void saveWritesTheTurnedKnobsAndOpeningTheFileGivesTheSameScenario(FxRobot robot, @TempDir Path dir) {
        tickTso(robot);
        var turned = window.scenario();
        Path target = dir.resolve("no-tso.yaml");
        dialogs.answers.add(target);
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        assertThat(window.unsaved()).isFalse();
        assertThat(stage.getTitle()).isEqualTo("Ringside — default 1 GbE");

        robot.interact(() -> item(robot.lookup(".menu-bar").queryAs(MenuBar.class), "menu-shipped-router-100mbit").fire());
        boolean[] opened = new boolean[1];
        robot.interact(() -> opened[0] = window.openScenario(target));
        assertThat(opened[0]).isTrue();
        assertThat(window.scenario()).isEqualTo(turned);
    }

    @Test
    void ctrlEExportsThePictureOnScreenAndAGifOfTheRunAhead(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.type(KeyCode.RIGHT, 40);
        Path png = dir.resolve("now.png");
        dialogs.answers.add(png);
        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> text(robot, "#status-message").equals("Wrote " + png + "."));
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(1600);
        assertThat(image.getHeight()).isEqualTo(900);

        Path gif = dir.resolve("ahead.gif");
        CompletableFuture<Path>[] written = new CompletableFuture[1];
        robot.interact(() -> written[0] = window.exportPicture(gif, PictureExport.GIF_SPANS_NS[0]));
        assertThat(written[0].get(60, TimeUnit.SECONDS)).isEqualTo(gif);
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            assertThat(reader.getNumImages(true)).isEqualTo(PictureExport.GIF_FRAMES);
        }

        Path bad = dir.resolve("picture.bmp");
        robot.interact(() -> written[0] = window.exportPicture(bad, PictureExport.GIF_SPANS_NS[0]));
        assertThat(written[0]).failsWithin(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> text(robot, "#status-message").equals("cannot write " + bad + ": the name must end in .png, .svg or .gif"));
        assertThat(bad).doesNotExist();
    }

    @Test
    void openScenarioStartsInTheCheckoutsScenarioFolderWhenThereIsOne(@TempDir Path dir) throws IOException {
        Path home = dir.resolve("home");
        Path checkout = dir.resolve("checkout");
        assertThat(ScenarioFiles.initialFolder(checkout, home)).isEqualTo(home);
        Files.createDirectories(checkout.resolve("assets/scenarios"));
        assertThat(ScenarioFiles.initialFolder(checkout, home)).isEqualTo(checkout.resolve("assets/scenarios"));
    }

    @Test
    void aScenarioNameBecomesASafeFileName() {
        assertThat(ScenarioFiles.fileNameFor("VoIP (200 B every 20 ms) next to 10 bulk TCP streams"))
                .isEqualTo("voip-200-b-every-20-ms-next-to-10-bulk-tcp-streams.yaml");
        assertThat(ScenarioFiles.fileNameFor("!!!")).isEqualTo("scenario.yaml");
    }

    /** The unsaved-changes question, once it is up. */
    private static Window question(FxRobot robot) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Window.getWindows().stream()
                .anyMatch(w -> w instanceof Stage s && ScenarioFiles.UNSAVED_TITLE.equals(s.getTitle())));
        return robot.window(ScenarioFiles.UNSAVED_TITLE);
    }

    private static String loaderMessage(Path file) {
        try {
            ScenarioLoader.fromFile(file);
        } catch (ScenarioException e) {
            return e.getMessage();
        }
        throw new AssertionError(file + " loaded, but it was meant to be rejected");
    }

}
