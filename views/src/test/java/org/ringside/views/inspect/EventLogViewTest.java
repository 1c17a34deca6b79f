package org.ringside.views.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.event.Event;
import javafx.event.EventType;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.PickResult;
import javafx.scene.input.ScrollEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Simulation;
import org.ringside.model.sim.Stage;
import org.ringside.model.sim.StepResult;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunReplacement;
import org.ringside.views.run.SilentRun;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The event log fed with the steps of a real run of two flows. */
@ExtendWith(ApplicationExtension.class)
class EventLogViewTest {
    /** A bulk TCP flow and a request-response flow, so there is something to filter. */
    private static final Scenario TWO_FLOWS = Scenario.defaults().withFlows(List.of(
            Flow.defaults(FlowKind.BULK_TCP).withName("bulk"), Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr")));

    private EventLogView log;
    private Simulation sim;

    @Start
    void start(javafx.stage.Stage stage) { // javafx.stage.Stage: the model has a Stage too
        log = new EventLogView();
        sim = new Simulation(TWO_FLOWS);
        stage.setScene(new Scene(log, 1000, 400));
        stage.show();
    }

    /** Takes {@code n} steps of the run into the log and shows them, as one frame would. */
    private List<StepResult> steps(FxRobot robot, int n) {
        List<StepResult> taken = new ArrayList<>();
        robot.interact(() -> {
            for (int i = 0; i < n; i++) {
                StepResult s = sim.step();
                taken.add(s);
                log.add(s);
            }
            log.update(sim.snapshot());
        });
        return taken;
    }

    @Test
    void everyStepIsALineWithItsStageAndSentenceNewestAtTheBottom(FxRobot robot) {
        List<StepResult> taken = steps(robot, 30);
        assertThat(log.shownLines()).hasSize(30);
        LogLine last = log.shownLines().get(29);
        assertThat(last.step()).isSameAs(taken.get(29));
        assertThat(last.text()).startsWith(taken.get(29).stage().words()).endsWith(taken.get(29).sentence());
        assertThat(last.text()).contains("t=");
        assertThat(newestCells(robot)).singleElement().satisfies(c -> assertThat(c.getItem()).isSameAs(last));
        // The whole sentence, however wide, is the line's tooltip.
        assertThat(newestCells(robot)).singleElement()
                .satisfies(c -> assertThat(c.getTooltip().getText()).isEqualTo(last.text()));
    }

    @Test
    void theLineUnderTheListShowsTheNewestOrTheSelectedSentenceWhole(FxRobot robot) {
        double was = log.getScene().getWindow().getWidth();
        robot.interact(() -> log.getScene().getWindow().setWidth(480));
        List<StepResult> taken = steps(robot, 40);
        WaitForAsyncUtils.waitForFxEvents();
        Label detail = robot.lookup("#event-log-detail").queryAs(Label.class);
        LogLine newest = log.shownLines().get(log.shownLines().size() - 1);
        assertThat(newest.step()).isSameAs(taken.get(39));
        assertThat(detail.getText()).isEqualTo(newest.text());
        assertWhole(detail);

        LogLine longest = log.shownLines().stream().max(java.util.Comparator.comparingInt(l -> l.text().length()))
                .orElseThrow();
        robot.interact(() -> log.listView().getSelectionModel().select(longest));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(detail.getText()).isEqualTo(longest.text()).hasSizeGreaterThan(60);
        assertWhole(detail);
        robot.interact(() -> log.getScene().getWindow().setWidth(was));
    }

    /** The label's text is drawn to its last word: no ellipsis, no line cut off below. */
    private static void assertWhole(Label label) {
        javafx.scene.text.Text drawn = (javafx.scene.text.Text) label.lookup(".text");
        assertThat(drawn.getText()).isEqualTo(label.getText());
        assertThat(label.getHeight()).isGreaterThanOrEqualTo(label.prefHeight(label.getWidth()) - 0.5);
        assertThat(label.getHeight()).as("wrapped onto more than one line").isGreaterThan(2 * label.getFont().getSize());
    }

    @Test
    void followingAControllerLogsItsStepsAndMarksWhereARunWasReplaced(FxRobot robot) {
        RunController controller = new RunController(TWO_FLOWS);
        robot.interact(() -> {
            log.follow(controller);
            controller.stepEvent();
            controller.stepEvent();
            controller.reset();
            controller.stepEvent();
            log.update(controller.snapshot());
        });
        assertThat(log.shownLines()).extracting(LogLine::text).satisfiesExactly(
                first -> assertThat(first).contains("starts"),
                second -> assertThat(second).doesNotContain(RunReplacement.RESET.words()),
                note -> assertThat(note).endsWith(RunReplacement.RESET.words()),
                again -> assertThat(again).isEqualTo(log.shownLines().get(0).text()));
        robot.interact(() -> log.filterStage(Stage.WIRE));
        assertThat(log.shownLines()).as("notes pass every filter").singleElement()
                .satisfies(l -> assertThat(l.step()).isNull());
    }

    @Test
    void anEmptyLogSaysHowToFillIt() {
        assertThat(((Label) log.listView().getPlaceholder()).getText()).contains("(→)");
    }

    @Test
    void itKeepsOnlyTheLastLinesItHasRoomFor(FxRobot robot) {
        List<StepResult> taken = steps(robot, EventLogView.CAPACITY + 500);
        assertThat(log.size()).isEqualTo(EventLogView.CAPACITY);
        assertThat(log.shownLines()).hasSize(EventLogView.CAPACITY);
        assertThat(log.shownLines().get(0).step()).isSameAs(taken.get(500));
        List<StepResult> more = steps(robot, 10);
        assertThat(log.shownLines().get(0).step()).isSameAs(taken.get(510));
        assertThat(log.shownLines().get(EventLogView.CAPACITY - 1).step()).isSameAs(more.get(9));
        assertThat(robot.lookup("#event-log-title").queryAs(Label.class).getTooltip().getText()).contains("5,000 lines");
        assertThat(log.listView().getTooltip()).as("the lines' own tooltips would be hidden").isNull();
    }

    @Test
    void filtersByStageAndByFlowKeepTheSilentLines(FxRobot robot) {
        List<StepResult> taken = steps(robot, 2_000);
        robot.interact(() -> {
            log.add(new SilentRun(1234, sim.now(), sim.now() + 1000, SilentRun.Cause.TOO_FAST));
            log.update(sim.snapshot());
            log.filterStage(Stage.COMPLETION);
        });
        long completions = taken.stream().filter(s -> s.stage() == Stage.COMPLETION).count();
        assertThat(completions).isPositive();
        assertThat(log.shownLines()).hasSize((int) completions + 1);
        assertThat(log.shownLines().get(log.shownLines().size() - 1).text()).contains("1,234 events run at this speed");

        robot.interact(() -> {
            log.filterStage(null);
            log.filterFlow("rr");
        });
        long rr = taken.stream().filter(s -> s.flow().equals("rr")).count();
        assertThat(rr).isPositive().isLessThan(taken.size() / 2);
        assertThat(log.shownLines()).hasSize((int) rr + 1);
        assertThat(log.shownLines()).filteredOn(l -> l.step() != null)
                .allSatisfy(l -> assertThat(l.step().sentence()).contains("rr"));

        // New lines pass through the same filters.
        List<StepResult> more = steps(robot, 500);
        assertThat(log.shownLines()).hasSize((int) (rr + 1 + more.stream().filter(s -> s.flow().equals("rr")).count()));
        robot.interact(() -> log.filterFlow(null));
        assertThat(log.shownLines()).hasSize(2_000 + 1 + 500);
    }

    @Test
    void fastPlayGrowsOneSilentLineInsteadOfOnePerFrame(FxRobot robot) {
        robot.interact(() -> {
            log.add(new SilentRun(100, 0, 10, SilentRun.Cause.TOO_FAST));
            log.add(new SilentRun(200, 10, 20, SilentRun.Cause.TOO_FAST));
            log.update(sim.snapshot());
            log.add(new SilentRun(300, 20, 30, SilentRun.Cause.TOO_FAST));
            log.update(sim.snapshot());
        });
        assertThat(log.shownLines()).singleElement().satisfies(l -> assertThat(l.silent())
                .isEqualTo(new SilentRun(600, 0, 30, SilentRun.Cause.TOO_FAST)));
        steps(robot, 1);
        robot.interact(() -> {
            log.add(new SilentRun(5, sim.now(), sim.now() + 1, SilentRun.Cause.TOO_FAST));
            log.update(sim.snapshot());
        });
        assertThat(log.shownLines()).hasSize(3);
    }

    @Test
    void selectingALineExposesItsStepAndCtrlCCopiesTheSelectedLines(FxRobot robot) {
        List<StepResult> taken = steps(robot, 20);
        robot.interact(() -> {
            log.listView().getSelectionModel().select(5);
            log.listView().getSelectionModel().select(3);
            log.listView().requestFocus();
        });
        assertThat(log.selectedStepProperty().get()).isSameAs(taken.get(3));
        robot.press(KeyCode.CONTROL, KeyCode.C).release(KeyCode.C, KeyCode.CONTROL);
        String expected = log.shownLines().get(3).text() + "\n" + log.shownLines().get(5).text();
        assertThat(log.selectedText()).isEqualTo(expected);
        String[] copied = new String[1];
        robot.interact(() -> copied[0] = Clipboard.getSystemClipboard().getString());
        assertThat(copied[0]).isEqualTo(expected);
        robot.interact(() -> log.listView().getSelectionModel().clearSelection());
        assertThat(log.selectedStepProperty().get()).isNull();
    }

    @Test
    void itFollowsTheNewestLineUntilTheReaderScrollsUpAndAgainFromEnd(FxRobot robot) {
        steps(robot, 300);
        assertThat(lastVisible(robot)).isEqualTo(299);
        wheel(robot, 200);
        assertThat(log.following()).isFalse();
        int looking = firstVisible(robot);
        steps(robot, 100);
        assertThat(firstVisible(robot)).as("left where the reader was").isEqualTo(looking);
        robot.clickOn(log.listView()).type(KeyCode.END);
        assertThat(log.following()).isTrue();
        steps(robot, 100);
        assertThat(lastVisible(robot)).isEqualTo(499);
    }

    @Test
    void itKeepsFollowingPastItsCapacity(FxRobot robot) {
        // Once full, each frame drops the oldest lines from the top of the list; the log used to
        // read "still at the end?" from cells that had moved with them, and fell behind for good.
        for (int frame = 0; frame < 60; frame++) {
            steps(robot, 100);
        }
        assertThat(log.size()).isEqualTo(EventLogView.CAPACITY);
        assertThat(lastVisible(robot)).isEqualTo(EventLogView.CAPACITY - 1);
    }

    @Test
    void theScrollBarStopsAndResumesFollowingWhereverItsThumbIsLeft(FxRobot robot) {
        steps(robot, 300);
        ScrollBar bar = verticalBar();
        Node thumb = bar.lookup(".thumb");
        // Held on the thumb at the end while lines come in, let go off the bar: still following.
        mouse(robot, MouseEvent.MOUSE_PRESSED, thumb);
        steps(robot, 50);
        mouse(robot, MouseEvent.MOUSE_RELEASED, log.listView());
        assertThat(log.following()).isTrue();
        assertThat(lastVisible(robot)).isEqualTo(349);
        // Dragged up: stops; dragged back to the end and let go: follows again.
        mouse(robot, MouseEvent.MOUSE_PRESSED, thumb);
        robot.interact(() -> bar.setValue(bar.getMax() * 0.3));
        mouse(robot, MouseEvent.MOUSE_DRAGGED, log.listView());
        assertThat(log.following()).isFalse();
        robot.interact(() -> bar.setValue(bar.getMax()));
        mouse(robot, MouseEvent.MOUSE_RELEASED, log.listView());
        assertThat(log.following()).isTrue();
    }

    @Test
    void scrollingDownToTheEndFollowsAgain(FxRobot robot) {
        steps(robot, 300);
        wheel(robot, 120);
        assertThat(log.following()).isFalse();
        wheel(robot, -100_000);
        assertThat(log.following()).isTrue();
    }

    private ScrollBar verticalBar() {
        return log.listView().lookupAll(".scroll-bar").stream().map(ScrollBar.class::cast)
                .filter(b -> b.getOrientation() == Orientation.VERTICAL).findFirst().orElseThrow();
    }

    /** A mouse event of this type on {@code target}, as if the pointer were over it. */
    private void mouse(FxRobot robot, EventType<MouseEvent> type, Node target) {
        robot.interact(() -> Event.fireEvent(target, new MouseEvent(type, 5, 5, 5, 5, MouseButton.PRIMARY, 1,
                false, false, false, false, true, false, false, false, false, false, new PickResult(target, 5, 5))));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Turns the mouse wheel over the list: a positive delta scrolls up, towards the oldest lines. */
    private void wheel(FxRobot robot, double deltaY) {
        robot.interact(() -> Event.fireEvent(flow(), new ScrollEvent(ScrollEvent.SCROLL, 20, 20, 20, 20,
                false, false, false, false, false, false, 0, deltaY, 0, deltaY,
                ScrollEvent.HorizontalTextScrollUnits.NONE, 0, ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null)));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private int lastVisible(FxRobot robot) {
        int[] i = new int[1];
        robot.interact(() -> {
            log.listView().layout();
            i[0] = flow().getLastVisibleCell().getIndex();
        });
        return i[0];
    }

    private int firstVisible(FxRobot robot) {
        int[] i = new int[1];
        robot.interact(() -> {
            log.listView().layout();
            i[0] = flow().getFirstVisibleCell().getIndex();
        });
        return i[0];
    }

    private VirtualFlow<?> flow() {
        return (VirtualFlow<?>) log.listView().lookup(".virtual-flow");
    }

    @SuppressWarnings("unchecked")
    private List<IndexedCell<LogLine>> newestCells(FxRobot robot) {
        List<IndexedCell<LogLine>> cells = new ArrayList<>();
        robot.interact(() -> {
            log.listView().layout();
            for (Node n : log.listView().lookupAll(".list-cell")) {
                if (n.getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("newest"))) {
                    cells.add((IndexedCell<LogLine>) n);
                }
            }
        });
        return cells;
    }
}
