package org.ringside.views.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RunSummary;
import org.ringside.model.sim.Simulation;
import org.ringside.views.run.RunController;
import org.ringside.views.shell.Theme;
import org.ringside.views.shell.WholeWords;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The scoreboard between two lanes is one table of the model's figures at every text size: four
 * lines high (the headings, A, B and B/A), each row named, the columns with no room giving
 * way rather than wrapping into a second block.
 */
@ExtendWith(ApplicationExtension.class)
class ScoreboardTest {
    private static final long MS = 1_000_000L;
    /** About the lanes' width beside the knobs in a 1600-pixel window. */
    private static final double WIDTH = 1100;
    private static final Scenario A = Scenario.defaults().withFlows(
            List.of(Flow.defaults(FlowKind.BULK_TCP), Flow.defaults(FlowKind.REQUEST_RESPONSE)));
    private static final RunSummary SA = run(A);
    private static final RunSummary SB = run(Knobs.get("nic.ring_size").set(A, 64));

    private VBox root;
    private Scoreboard board;

    private static RunSummary run(Scenario s) {
        Simulation sim = new Simulation(s);
        sim.runUntil(30 * MS);
        return sim.summary();
    }

    @Start
    void start(Stage stage) {
        board = new Scoreboard(new RunController(A), new RunController(A));
        board.setMaxWidth(WIDTH);
        // As between the lanes' pictures: in a column, as wide as it, as high as it asks.
        root = new VBox(board);
        Scene scene = new Scene(root, WIDTH, 700);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        // The stage is shared by the test classes and keeps the size another left it at.
        stage.sizeToScene();
        stage.show();
    }

    private void showAt(FxRobot robot, double factor, double width) {
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(factor));
            board.setMaxWidth(width);
            board.show(SA, SB);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private List<Label> shown(FxRobot robot, String styleClass) {
        return robot.lookup("." + styleClass).queryAllAs(Label.class).stream()
                .filter(l -> l.isVisible() && l.isManaged())
                .sorted(Comparator.comparingDouble((Label l) -> l.localToScene(l.getBoundsInLocal()).getMinY())
                        .thenComparingDouble(l -> l.localToScene(l.getBoundsInLocal()).getMinX()))
                .toList();
    }

    private void oneTable(FxRobot robot, double factor) {
        showAt(robot, factor, WIDTH);
        robot.interact(() -> {
            List<Label> lanes = shown(robot, "score-lane");
            assertThat(lanes).extracting(Label::getText).as("every row keeps its name")
                    .containsExactlyElementsOf(Scoreboard.ROWS);
            double line = lanes.stream().mapToDouble(Label::getHeight).max().orElseThrow();
            double rows = Scoreboard.ROWS.size() + 1;
            double most = rows * line + (rows - 1) * board.getVgap() + board.snappedTopInset()
                    + board.snappedBottomInset();
            assertThat(board.getHeight()).as("at %s × text: no second block", factor).isLessThanOrEqualTo(most + 0.5);
            Bounds frame = board.localToScene(board.getBoundsInLocal());
            for (Node value : robot.lookup(".score-value").queryAll()) {
                if (value.isVisible()) {
                    Bounds b = value.localToScene(value.getBoundsInLocal());
                    assertThat(b.getMaxX()).as("a figure inside the table").isLessThanOrEqualTo(frame.getMaxX() + 0.5);
                    // Its row's name is level with it: the figure is on a named row.
                    assertThat(lanes.stream().anyMatch(l -> Math.abs(l.localToScene(l.getBoundsInLocal()).getCenterY()
                            - b.getCenterY()) < line / 2)).isTrue();
                }
            }
        });
    }

    @Test
    void atOneAndAHalfTimesTheTextItIsOneTable(FxRobot robot) {
        oneTable(robot, 1.5);
    }

    @Test
    void atTwiceTheTextItIsOneTableAndTheLastColumnsGiveWayWithATooltip(FxRobot robot) {
        oneTable(robot, 2.0);
        robot.interact(() -> {
            List<String> hidden = board.hiddenFigures();
            assertThat(hidden).as("six figures at twice the text do not fit 1100 px").isNotEmpty();
            List<String> all = board.figures();
            assertThat(hidden).as("the last ones").isEqualTo(all.subList(all.size() - hidden.size(), all.size()));
            Label more = robot.lookup("#score-more").queryAs(Label.class);
            assertThat(more.getText()).isEqualTo("+" + hidden.size());
            assertThat(more.getTooltip().getText()).contains(hidden);
        });
    }

    @Test
    void behindABottleneckPortItShowsTheHostsDropsAndThePorts(FxRobot robot) {
        // A 1 GbE host into a 100 Mbit/s port of 20 frames: the port drops, the host does not.
        Scenario behind = A.withNetwork(new Network(new Bottleneck(100_000_000L, 30_000, 0, Aqm.DROPTAIL)));
        Simulation sim = new Simulation(behind);
        sim.runUntil(100 * MS);
        RunSummary port = sim.summary();
        assertThat(port.bottleneck().drops()).isPositive();
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(1.0));
            board.setMaxWidth(WIDTH);
            board.show(port, SB);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            // Where the host's queues stay nearly empty, the drops keep their room before them.
            assertThat(board.figures()).contains("drops (host + port)");
            assertThat(board.hiddenFigures()).as("at normal text in %s px", WIDTH).doesNotContain("drops (host + port)");
            assertThat(robot.lookup("#score-drops-host-port-a").queryAs(Label.class).getText())
                    .isEqualTo(port.drops() + " + " + port.bottleneck().drops());
            // Lane B has no port: a dash for its drops.
            assertThat(robot.lookup("#score-drops-host-port-b").queryAs(Label.class).getText())
                    .isEqualTo(SB.drops() + " + –");
        });
    }

    @Test
    void itNamesTheModelsFiguresInTheCommandLinesOrder(FxRobot robot) {
        showAt(robot, 1.0, WIDTH);
        List<String> model = org.ringside.model.sim.Scoreboard.of(SA, SB).rows().stream()
                .map(org.ringside.model.sim.Scoreboard.Row::figure).toList();
        robot.interact(() -> {
            assertThat(model).contains("throughput", "drops");
            assertThat(board.figures()).isEqualTo(model);
            // Every heading, shown or given way, by its column.
            assertThat(robot.lookup(".score-title").queryAllAs(Label.class).stream()
                    .filter(l -> GridPane.getColumnIndex(l) > 0)
                    .sorted(Comparator.comparingInt(GridPane::getColumnIndex)).map(Label::getText).toList())
                    .as("the headings, left to right").isEqualTo(model);
            org.ringside.model.sim.Scoreboard.Row throughput = org.ringside.model.sim.Scoreboard.of(SA, SB).rows()
                    .stream().filter(r -> r.figure().equals("throughput")).findFirst().orElseThrow();
            assertThat(robot.lookup("#score-throughput-a").queryAs(Label.class).getText())
                    .isEqualTo(throughput.aText());
            assertThat(robot.lookup("#score-throughput-ratio").queryAs(Label.class).getText())
                    .isEqualTo(throughput.ratioText());
        });
    }
}
