package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** File → Import host…: what the command imports, shown and opened in the window. */
@ExtendWith(ApplicationExtension.class)
class MainWindowHostImportTest extends WindowTestBase {
    /** The model's host files, written from the tools' documented formats. */
    private static final Path HOSTS = Path.of("../model/src/test/resources/host");

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    /** What {@code ringside import HOST -o OUT} writes on standard error, line by line. */
    private static List<String> commandsLeftLines(Path host, Path out) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
        Console console = new Console(InputStream.nullInputStream(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), errStream);
        assertThat(Main.run(new String[] {"import", host.toString(), "-o", out.toString(), "--verbose"}, console,
                (c, r) -> 0)).isEqualTo(ExitCodes.OK);
        return err.toString(StandardCharsets.UTF_8).lines().filter(l -> !l.contains(": took ")).toList();
    }

    /** Ctrl+I on {@code host}: the dialog's pane once it is shown. */
    private DialogPane importHost(FxRobot robot, Path host) {
        dialogs.answers.add(host);
        robot.press(KeyCode.CONTROL, KeyCode.I).release(KeyCode.I, KeyCode.CONTROL);
        return (DialogPane) robot.window(HostImportDialog.TITLE).getScene().getRoot();
    }

    @SuppressWarnings("unchecked")
    private static List<String> items(DialogPane pane, String id) {
        return List.copyOf(((ListView<String>) pane.lookup(id)).getItems());
    }

    @Test
    void theDialogListsWhatTheCommandTookAndLeftAndEnterOpensItUnsaved(FxRobot robot) throws ScenarioException {
        Path host = HOSTS.resolve("mlx5-root.txt");
        Path written = dir.resolve("mlx5.yaml");
        List<String> stderr = commandsLeftLines(host, written);
        Scenario imported = ScenarioLoader.fromFile(written);

        DialogPane pane = importHost(robot, host);
        assertThat(items(pane, "#host-left")).isEqualTo(stderr)
                .anyMatch(l -> l.contains("bbr is not modelled"));
        assertThat(items(pane, "#host-taken")).contains("nic.ring_size 1024 — ethtool -g enp65s0f0np0",
                "nic.tx_frames 32 — ethtool -c enp65s0f0np0", "nic.adaptive_tx true — ethtool -c enp65s0f0np0",
                "kernel 6.18 — uname -r");
        assertThat(((Label) pane.lookup("#host-driver")).getText())
                .isEqualTo("Driver profile: mlx5, the host's own (mlx5_core)");
        assertThat(dialogs.folders).containsExactly(scenarios);

        Window dialog = pane.getScene().getWindow();
        robot.type(KeyCode.ENTER);
        assertThat(dialog.isShowing()).isFalse();
        assertThat(window.scenario()).isEqualTo(imported);
        assertThat(window.controller().nowNs()).isZero();
        assertThat(robot.lookup("#knob-nic-ring_size-text").queryAs(TextField.class).getText()).isEqualTo("1024");
        assertThat(stage.getTitle()).isEqualTo("Ringside — " + imported.name() + " (unsaved)");
        assertThat(window.unsaved()).isTrue();

        robot.interact(() -> window.undo());
        assertThat(window.scenario().name()).isEqualTo("default 1 GbE");
    }

    @Test
    void escapeCancelsAndSaveAsWritesTheScenarioTheCommandWrites(FxRobot robot) throws ScenarioException {
        Path host = HOSTS.resolve("ixgbe-root.txt");
        Path written = dir.resolve("by-command.yaml");
        commandsLeftLines(host, written);

        DialogPane pane = importHost(robot, host);
        Window dialog = pane.getScene().getWindow();
        robot.type(KeyCode.ESCAPE);
        assertThat(dialog.isShowing()).isFalse();
        assertThat(window.scenario().name()).isEqualTo("default 1 GbE");
        assertThat(window.unsaved()).isFalse();

        Path target = dir.resolve("by-window.yaml");
        pane = importHost(robot, host);
        dialogs.answers.add(target);
        robot.clickOn((Button) pane.lookupButton(HostImportDialog.SAVE_AS));
        assertThat(ScenarioLoader.fromFile(target)).isEqualTo(ScenarioLoader.fromFile(written));
        assertThat(window.unsaved()).isFalse();
        assertThat(stage.getTitle()).isEqualTo("Ringside — " + window.scenario().name());
        assertThat(text(robot, "#status-message")).isEqualTo("Saved to " + target + ".");
    }

    @Test
    void aFileThatIsNotAHostsOutputNamesItsLineAndTheWindowGoesOn(FxRobot robot) throws IOException {
        Path bad = Files.writeString(dir.resolve("scenario.yaml"), "name: x\n");
        dialogs.answers.add(bad);
        robot.press(KeyCode.CONTROL, KeyCode.I).release(KeyCode.I, KeyCode.CONTROL);

        Window alert = robot.window(HostImportDialog.ERROR_TITLE);
        DialogPane pane = (DialogPane) alert.getScene().getRoot();
        assertThat(pane.getContentText()).isEqualTo("scenario.yaml:1: expected '### ' and a command, as the collect"
                + " script ('ringside collect --script') writes, got 'name: x'");
        robot.clickOn((Button) pane.lookupButton(ButtonType.OK));
        assertThat(alert.isShowing()).isFalse();
        assertThat(window.scenario().name()).isEqualTo("default 1 GbE");

        // The window still answers: another file imports.
        DialogPane next = importHost(robot, HOSTS.resolve("igb-user.txt"));
        robot.clickOn((Button) next.lookupButton(ButtonType.CANCEL));
        assertThat(window.scenario().name()).isEqualTo("default 1 GbE");
    }

    @Test
    void theDialogTakesTheWindowsTextSizeAndContrast(FxRobot robot) {
        Path host = HOSTS.resolve("e1000e-root.txt");
        DialogPane normal = importHost(robot, host);
        double normalSize = ((Label) normal.lookup("#host-driver")).getFont().getSize();
        robot.type(KeyCode.ESCAPE);

        robot.press(KeyCode.CONTROL, KeyCode.EQUALS).release(KeyCode.EQUALS, KeyCode.CONTROL);
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> item(bar, "menu-high-contrast").fire());
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane large = importHost(robot, host);
        assertThat(((Label) large.lookup("#host-driver")).getFont().getSize()).isGreaterThan(normalSize);
        assertThat(large.getStylesheets()).contains(Theme.highContrastStylesheet());
        robot.type(KeyCode.ESCAPE);
        robot.interact(() -> item(bar, "menu-high-contrast").fire());
    }
}
