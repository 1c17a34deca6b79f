package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.geometry.Bounds;
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
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.views.inspect.EventLogView;
import org.ringside.views.pipeline.ColourBy;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.run.RunState;
import org.ringside.views.shell.ShippedScenarios;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The main window, driven through the keyboard and its menus as a user would. */
@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    @TempDir
    static Path config;

    private final AtomicInteger quits = new AtomicInteger();
    private final Dialogs dialogs = new Dialogs();
    private Stage stage;
    private MainWindow window;
    /** The window's settings folder. */
    private Path folder;
    /** Where the file choosers start for a scenario without a file. */
    private Path scenarios;

    /** File choosers that answer at once with what the test queued. */
    static final class Dialogs implements FileDialogs {
        final Deque<Path> answers = new ArrayDeque<>();
        /** The folder each chooser started in, in the order asked. */
        final List<Path> folders = new ArrayList<>();

        @Override
        public Optional<Path> openScenario(Window owner, Path folder) {
            folders.add(folder);
            return Optional.ofNullable(answers.poll());
        }

        @Override
        public Optional<Path> saveScenario(Window owner, Path folder, String suggestedName) {
            folders.add(folder);
            return Optional.ofNullable(answers.poll());
        }

        @Override
        public Optional<Path> exportPicture(Window owner, Path folder, String suggestedName) {
            folders.add(folder);
            return Optional.ofNullable(answers.poll());
        }
    }

    @Start
    void start(Stage stage) throws IOException {
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

    @AfterEach
    void closeTheOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    @Test
    void thePictureHasTheFocusAtFirstSoSpacePlays(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.getScene().getFocusOwner()).isSameAs(robot.lookup("#pipeline").query());
        robot.type(KeyCode.SPACE);
        assertThat(window.controller().state()).isEqualTo(RunState.PLAYING);
        assertThat(window.scenario().name()).isEqualTo("default 1 GbE");
    }

    @Test
    void aClickOnThePictureTakesTheKeyboardBackFromTheSpeedList(FxRobot robot) {
        ChoiceBox<?> speed = robot.lookup("#run-speed").queryAs(ChoiceBox.class);
        robot.interact(speed::requestFocus);
        robot.clickOn("#pipeline");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.getScene().getFocusOwner()).isSameAs(robot.lookup("#pipeline").query());
        robot.type(KeyCode.SPACE);
        assertThat(speed.isShowing()).isFalse();
        assertThat(window.controller().state()).isEqualTo(RunState.PLAYING);
        robot.interact(() -> window.controller().pause());
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
    void aKnobSectionClosedStaysClosedInTheNextWindow(FxRobot robot) {
        javafx.scene.control.TitledPane bql = robot.lookup("#knobs-bql").queryAs(javafx.scene.control.TitledPane.class);
        assertThat(bql.isExpanded()).isTrue();
        robot.interact(() -> bql.setExpanded(false));
        Stage[] next = new Stage[1];
        robot.interact(() -> {
            next[0] = new Stage();
            new MainWindow(next[0], "9.8.7-test", () -> { }, new WindowSetup(folder, new Dialogs())).show();
        });
        var again = (javafx.scene.control.TitledPane) next[0].getScene().lookup("#knobs-bql");
        assertThat(again.isExpanded()).isFalse();
        assertThat(((javafx.scene.control.TitledPane) next[0].getScene().lookup("#knobs-nic")).isExpanded()).isTrue();
    }

    @Test
    void showsTitleIconsAndTheScenario(FxRobot robot) {
        assertThat(stage.getTitle()).isEqualTo("Ringside — default 1 GbE");
        assertThat(stage.getIcons()).extracting(icon -> (int) icon.getWidth())
                .containsExactlyElementsOf(Theme.ICON_SIZES);
        assertThat(text(robot, "#status")).isEqualTo("default 1 GbE");
        assertThat(text(robot, "#status-keys")).isEqualTo("F1 or ?: every shortcut");
    }

    @Test
    void theMenusComeFromTheActionTableWithTheirShortcuts(FxRobot robot) {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        assertThat(bar.getMenus()).extracting(Menu::getText).containsExactly("File", "Edit", "Scenario", "Lessons", "View", "Help");
        for (WindowAction a : window.actions()) {
            MenuItem item = item(bar, a.id());
            assertThat(item.getText()).isEqualTo(a.label());
            assertThat(item.getAccelerator()).isEqualTo(a.key());
        }
        assertThat(item(bar, "menu-open").getAccelerator().getName()).isEqualTo("Shortcut+O");
        assertThat(item(bar, "menu-save").getAccelerator().getName()).isEqualTo("Shortcut+S");
        assertThat(item(bar, "menu-live-chart").getAccelerator().getName()).isEqualTo("Shortcut+L");
    }

    @Test
    void f1AndQuestionMarkShowEveryShortcutAndEscapeHidesThem(FxRobot robot) {
        robot.type(KeyCode.F1);
        assertThat(window.overlay().isVisible()).isTrue();
        List<String> keys = window.overlay().shownKeys();
        for (WindowAction a : window.actions()) {
            if (a.key() != null) {
                assertThat(keys).as(a.label()).contains(a.keyText());
            }
        }
        assertThat(keys).contains("Space", "?");
        robot.type(KeyCode.ESCAPE);
        assertThat(window.overlay().isVisible()).isFalse();

        robot.write('?');
        assertThat(window.overlay().isVisible()).isTrue();
        robot.write('?');
        assertThat(window.overlay().isVisible()).isFalse();
    }

    @Test
    void ctrlQQuits(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.Q).release(KeyCode.Q, KeyCode.CONTROL);
        assertThat(quits).hasValue(1);
    }

    @Test
    void atLargeTextTheKnobPanelStaysNarrowAndThePictureKeepsItsRoom(FxRobot robot) {
        Region knobs = robot.lookup("#knob-panel").queryAs(Region.class);
        double knobsWidth = knobs.getWidth();
        for (int i = 0; i < 4; i++) { // 200 %
            robot.press(KeyCode.CONTROL, KeyCode.EQUALS).release(KeyCode.EQUALS, KeyCode.CONTROL);
        }
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> stage.getScene().getRoot().layout());
        // Its rows' fields went under their names: it grew by a quarter at most, where it used to
        // double with the text and take the picture's room.
        assertThat(knobs.getWidth()).isLessThanOrEqualTo(1.25 * knobsWidth);
        // Its fields went under their names, still whole.
        TextField mtu = robot.lookup("#knob-nic-mtu-text").queryAs(TextField.class);
        assertThat(mtu.getWidth()).isGreaterThanOrEqualTo(mtu.prefWidth(-1) - 1);

        // The run bar's buttons want more than the window now; the picture stays in the window.
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.P).release(KeyCode.P, KeyCode.SHIFT, KeyCode.CONTROL);
        robot.interact(() -> stage.getScene().getRoot().layout());
        Bounds picture = robot.lookup("#pipeline").query().localToScene(
                robot.lookup("#pipeline").query().getLayoutBounds());
        assertThat(picture.getMinX()).isGreaterThanOrEqualTo(0);
        assertThat(picture.getMaxX()).isLessThanOrEqualTo(stage.getScene().getWidth());
    }

    @Test
    void ctrlPlusAndMinusScaleEveryTextAndCtrl0PutsItBack(FxRobot robot) {
        double before = robot.lookup("#status").queryAs(Label.class).getFont().getSize();
        robot.press(KeyCode.CONTROL, KeyCode.EQUALS).release(KeyCode.EQUALS, KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL, KeyCode.EQUALS).release(KeyCode.EQUALS, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.zoom().factor()).isEqualTo(1.5);
        assertThat(robot.lookup("#status").queryAs(Label.class).getFont().getSize()).isEqualTo(before * 1.5);
        robot.press(KeyCode.CONTROL, KeyCode.MINUS).release(KeyCode.MINUS, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.zoom().factor()).isEqualTo(1.25);
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT0).release(KeyCode.DIGIT0, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#status").queryAs(Label.class).getFont().getSize()).isEqualTo(before);
    }

    @Test
    void ctrlShiftHTurnsHighContrastOnAndOff(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.H).release(KeyCode.H, KeyCode.SHIFT, KeyCode.CONTROL);
        assertThat(stage.getScene().getStylesheets()).contains(Theme.highContrastStylesheet());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.H).release(KeyCode.H, KeyCode.SHIFT, KeyCode.CONTROL);
        assertThat(stage.getScene().getStylesheets()).doesNotContain(Theme.highContrastStylesheet());
    }

    @Test
    void f11GoesFullScreenAndBack(FxRobot robot) {
        robot.type(KeyCode.F11);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.isFullScreen()).isTrue();
        robot.type(KeyCode.F11);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.isFullScreen()).isFalse();
    }

    @Test
    void ctrlLBringsTheLiveChartForwardAndAgainHidesTheInspectors(FxRobot robot) {
        TabPane inspectors = robot.lookup("#inspectors").queryAs(TabPane.class);
        ctrlL(robot);
        assertThat(inspectors.getSelectionModel().getSelectedItem().getId()).isEqualTo("tab-chart");
        assertThat(window.chart().getScene()).isNotNull();
        ctrlL(robot);
        assertThat(inspectors.getScene()).isNull();
        ctrlL(robot);
        assertThat(inspectors.getScene()).isNotNull();
        assertThat(inspectors.getSelectionModel().getSelectedItem().getId()).isEqualTo("tab-chart");
    }

    @Test
    void ctrl2AndCtrl3HideTheEventLogAndTheInspectorsAndThePipelineTakesTheRoom(FxRobot robot) {
        SplitPane work = robot.lookup("#work-area").queryAs(SplitPane.class);
        assertThat(work.getItems()).hasSize(2);
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        assertThat(robot.lookup("#below-dock").queryAs(SplitPane.class).getItems()).hasSize(1);
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT3).release(KeyCode.DIGIT3, KeyCode.CONTROL);
        assertThat(work.getItems()).hasSize(1);
        CheckMenuItem log = (CheckMenuItem) item(robot.lookup(".menu-bar").queryAs(MenuBar.class), "menu-event-log");
        assertThat(log.isSelected()).isFalse();
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        assertThat(work.getItems()).hasSize(2);
        assertThat(log.isSelected()).isTrue();
    }

    @Test
    void ctrl1CtrlShiftPCtrlBAndF3DoWhatTheCardSays(FxRobot robot) {
        SplitPane main = robot.lookup("#main-dock").queryAs(SplitPane.class);
        PipelinePictureView picture = robot.lookup("#pipeline").queryAs(PipelinePictureView.class);
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        assertThat(main.getItems()).hasSize(1);
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        assertThat(main.getItems()).hasSize(2);

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.P).release(KeyCode.P, KeyCode.SHIFT, KeyCode.CONTROL);
        assertThat(main.getItems()).hasSize(1);
        assertThat(robot.lookup("#work-area").queryAs(SplitPane.class).getItems()).containsExactly(picture);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.P).release(KeyCode.P, KeyCode.SHIFT, KeyCode.CONTROL);
        assertThat(main.getItems()).hasSize(2);

        robot.press(KeyCode.CONTROL, KeyCode.B).release(KeyCode.B, KeyCode.CONTROL);
        assertThat(picture.colourByProperty().get()).isEqualTo(ColourBy.BAND);
        robot.type(KeyCode.F3);
        assertThat(picture.showStatsProperty().get()).isTrue();
    }

    @Test
    void spacePlaysAndTheInspectorsFollowTheRun(FxRobot robot) throws Exception {
        robot.type(KeyCode.SPACE);
        assertThat(window.controller().state()).isEqualTo(RunState.PLAYING);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.controller().nowNs() > 0);
        robot.type(KeyCode.SPACE);
        assertThat(window.controller().state()).isEqualTo(RunState.PAUSED);
        EventLogView log = robot.lookup(".event-log").queryAs(EventLogView.class);
        int lines = log.size();
        long events = window.controller().eventsProcessed();
        robot.type(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.controller().eventsProcessed()).isEqualTo(events + 1);
        assertThat(log.size()).isEqualTo(lines + 1);
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

    /** Ticks the TSO check box as a pointer would (Space plays the run, whatever has the focus). */
    private static void tickTso(FxRobot robot) {
        robot.interact(() -> robot.lookup("#knob-nic-tso").queryAs(javafx.scene.control.CheckBox.class).fire());
    }

    @Test
    void aTurnedKnobMarksTheScenarioUnsavedAndCtrlZTurnsItBack(FxRobot robot) {
        tickTso(robot);
        assertThat(window.scenario().nic().tso()).isFalse();
        assertThat(window.controller().knobs().settings().nic().tso()).as("the run has it").isFalse();
        assertThat(stage.getTitle()).isEqualTo("Ringside — default 1 GbE (unsaved)");
        assertThat(text(robot, "#status-message")).contains("nic.tso");

        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().nic().tso()).isTrue();
        assertThat(stage.getTitle()).isEqualTo("Ringside — default 1 GbE");
    }

    @Test
    void ctrlZAfterAResetBringsBackTheRunAndItsKnobs(FxRobot robot) {
        tickTso(robot);
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.type(KeyCode.RIGHT, 5);
        long at = window.controller().nowNs();
        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        assertThat(window.controller().nowNs()).isZero();
        assertThat(window.scenario().nic().tso()).as("a reset keeps the knobs as they are").isFalse();
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.controller().nowNs()).isEqualTo(at);
        assertThat(window.scenario().nic().tso()).isFalse();
    }

    @Test
    void oneCtrlZAfterAResetAndAKnobTakesBackTheKnobOnly(FxRobot robot) {
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.type(KeyCode.RIGHT, 5);
        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        robot.interact(() -> robot.lookup("#knob-nic-mtu-text").query().requestFocus());
        robot.clickOn("#knob-nic-mtu-text").eraseText(8).write("9000").type(KeyCode.ENTER);
        assertThat(window.scenario().nic().mtu()).isEqualTo(9000);
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().nic().mtu()).isEqualTo(1500);
        assertThat(window.controller().nowNs()).as("the reset stays").isZero();
    }

    @Test
    void ctrlZInAKnobsFieldAfterEnterTakesBackTheChangeAndBeforeEnterTheTyping(FxRobot robot) {
        robot.interact(() -> robot.lookup("#knob-nic-ring_size-text").query().requestFocus());
        robot.clickOn("#knob-nic-ring_size-text").eraseText(8).write("128").type(KeyCode.ENTER);
        assertThat(window.scenario().nic().ringSize()).isEqualTo(128);
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().nic().ringSize()).isEqualTo(256);
        TextField field = robot.lookup("#knob-nic-ring_size-text").queryAs(TextField.class);
        assertThat(field.getText()).isEqualTo("256");

        robot.clickOn(field).eraseText(8).write("64");
        String said = text(robot, "#status-message");
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(text(robot, "#status-message")).as("typing not entered is the field's own to undo")
                .isEqualTo(said);
        assertThat(window.scenario().nic().ringSize()).isEqualTo(256);
    }

    @Test
    void theUndoButtonTakesBackAKnobChangeToo(FxRobot robot) {
        Button undo = robot.lookup("#run-undo").queryAs(Button.class);
        assertThat(undo.isDisabled()).isTrue();
        tickTso(robot);
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.type(KeyCode.SPACE); // a frame, for the bar to look again
        robot.type(KeyCode.SPACE);
        assertThat(undo.isDisabled()).isFalse();
        robot.clickOn(undo);
        assertThat(window.scenario().nic().tso()).isTrue();
    }

    @Test
    void undoingAKnobThatRestartedTheRunBringsBackTheRunBeforeItWhereItStood(FxRobot robot) {
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.type(KeyCode.RIGHT, 5);
        long at = window.controller().nowNs();
        robot.interact(() -> {
            ChoiceBox<?> qdisc = robot.lookup("#knob-qdisc-kind").queryAs(ChoiceBox.class);
            qdisc.getSelectionModel().select(1);
        });
        assertThat(window.scenario().qdisc().kind()).isNotEqualTo(QdiscKind.PFIFO_FAST);
        assertThat(window.controller().nowNs()).as("a new run").isZero();
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().qdisc().kind()).isEqualTo(QdiscKind.PFIFO_FAST);
        assertThat(window.controller().nowNs()).isEqualTo(at);
    }

    @Test
    void undoBringsBackTheKnobChangesOfTheRunItBringsBack(FxRobot robot) {
        tickTso(robot); // a live change
        robot.interact(() -> robot.lookup("#knob-qdisc-kind").queryAs(ChoiceBox.class).getSelectionModel().select(1));
        assertThat(window.scenario().qdisc().kind()).isNotEqualTo(QdiscKind.PFIFO_FAST); // a new run
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().qdisc().kind()).isEqualTo(QdiscKind.PFIFO_FAST);
        assertThat(window.scenario().nic().tso()).isFalse();
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().nic().tso()).as("the live change, undone in its turn").isTrue();
    }

    @Test
    void aValueEnteredInAnotherSpellingIsShownAsTheFileWritesIt(FxRobot robot) {
        robot.clickOn("#knob-link-rate-text").eraseText(10).write("1000Mbit").type(KeyCode.ENTER);
        assertThat(robot.lookup("#knob-link-rate-text").queryAs(TextField.class).getText()).isEqualTo("1Gbit");
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

    static MenuItem item(MenuBar bar, String id) {
        for (Menu m : bar.getMenus()) {
            for (MenuItem i : m.getItems()) {
                if (id.equals(i.getId())) {
                    return i;
                }
            }
        }
        throw new AssertionError("no menu item " + id);
    }

    static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static void ctrlL(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL);
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
