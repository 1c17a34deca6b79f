package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.inspect.EventLogView;
import org.ringside.views.pipeline.ColourBy;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.run.RunState;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The main window, driven through the keyboard and its menus as a user would. */
@ExtendWith(ApplicationExtension.class)
class MainWindowTest extends WindowTestBase {
    @Start
    void start(Stage stage) throws IOException {
        open(stage);
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
    void aKnobSectionClosedStaysClosedInTheNextWindow(FxRobot robot) {
        javafx.scene.control.TitledPane bql = robot.lookup("#knobs-bql").queryAs(javafx.scene.control.TitledPane.class);
        assertThat(bql.isExpanded()).isTrue();
        robot.interact(() -> bql.setExpanded(false));
        Stage[] next = new Stage[1];
        robot.interact(() -> {
            next[0] = new Stage();
            new MainWindow(next[0], "9.8.7-test", () -> { }, new WindowSetup(folder, new QueuedDialogs())).show();
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
        // Each title with its mnemonic: Alt and its first letter opens it.
        assertThat(bar.getMenus()).extracting(Menu::getText)
                .containsExactly("_File", "_Edit", "_Scenario", "_Lessons", "_View", "_Help");
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
    void atLargeTextTheKnobPanelStaysNarrowAndThePictureKeepsItsRoom(FxRobot robot) throws Exception {
        Region knobs = robot.lookup("#knob-panel").queryAs(Region.class);
        // The panes join the picture once it is on screen; a busy machine takes its time.
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> window.panesShown() && knobs.getWidth() > 0).get());
        double knobsWidth = WaitForAsyncUtils.asyncFx(knobs::getWidth).get();
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
        assertThat(window.chart().highContrastProperty().get()).isTrue();
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.H).release(KeyCode.H, KeyCode.SHIFT, KeyCode.CONTROL);
        assertThat(stage.getScene().getStylesheets()).doesNotContain(Theme.highContrastStylesheet());
        assertThat(window.chart().highContrastProperty().get()).isFalse();
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
    void ctrlLBringsTheLiveChartForwardAndAgainGoesBackToTheInspectorThatWasOpen(FxRobot robot) {
        TabPane inspectors = robot.lookup("#inspectors").queryAs(TabPane.class);
        robot.interact(() -> inspectors.getSelectionModel().select(1));
        String before = inspectors.getSelectionModel().getSelectedItem().getId();
        assertThat(before).isEqualTo("tab-counters");
        ctrlL(robot);
        assertThat(inspectors.getSelectionModel().getSelectedItem().getId()).isEqualTo("tab-chart");
        assertThat(window.chart().getScene()).isNotNull();
        ctrlL(robot);
        assertThat(inspectors.getScene()).as("the inspectors stay").isNotNull();
        assertThat(inspectors.getSelectionModel().getSelectedItem().getId()).isEqualTo(before);
        ctrlL(robot);
        assertThat(inspectors.getSelectionModel().getSelectedItem().getId()).isEqualTo("tab-chart");
    }

    @Test
    void ctrlLWithTheInspectorsHiddenShowsTheChartAndAgainHidesThem(FxRobot robot) {
        TabPane inspectors = robot.lookup("#inspectors").queryAs(TabPane.class);
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT3).release(KeyCode.DIGIT3, KeyCode.CONTROL);
        assertThat(inspectors.getScene()).isNull();
        ctrlL(robot);
        assertThat(inspectors.getScene()).isNotNull();
        assertThat(inspectors.getSelectionModel().getSelectedItem().getId()).isEqualTo("tab-chart");
        ctrlL(robot);
        assertThat(inspectors.getScene()).isNull();
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
        assertThat(robot.lookup("#work-area").queryAs(SplitPane.class).getItems())
                .containsExactly(robot.lookup("#lanes").query());
        assertThat(robot.lookup("#lanes").queryAs(SplitPane.class).getItems()).containsExactly(picture);
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

    private static void ctrlL(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL);
    }
}
