package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.compare.Scoreboard;
import org.ringside.views.pipeline.PipelinePictureView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Two lanes where a class reads them: each lane's picture shows its whole pipeline at once, its
 * type never below the normal text size's floor, at large text, with the live chart in front and
 * in presentation; and in presentation the scoreboard takes the whole width in type no smaller than the
 * window's (but where every figure needs it), no title is cut, and a stage in the spotlight is lit in both lanes.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowLanesReadableTest extends WindowTestBase {
    /** The picture's least type at the normal text size, in pixels. */
    private static final double FLOOR_PX = 9;

    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    private void openPair(FxRobot robot) {
        robot.interact(() -> item(robot.lookup(".menu-bar").queryAs(MenuBar.class), "menu-pair-bql-off-vs-on").fire());
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }

    private static PipelinePictureView picture(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(PipelinePictureView.class);
    }

    @Test
    void withTheLiveChartInFrontBothLanesKeepThePicturesFloor(FxRobot robot) throws TimeoutException {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> item(bar, "menu-larger").fire());
        openPair(robot);
        robot.interact(() -> item(bar, "menu-live-chart").fire());
        PipelinePictureView a = picture(robot, "#pipeline");
        PipelinePictureView b = picture(robot, "#pipeline-b");
        // The chart in front takes most of the height: the lanes' pictures are short strips, each
        // fitted to its height, its type never below the normal text size's floor.
        waitUntil(() -> b.pictureDrawn() && b.getHeight() < stage.getScene().getHeight() / 4);
        robot.interact(() -> {
            assertThat(a.leastType()).isGreaterThanOrEqualTo(FLOOR_PX);
            assertThat(b.leastType()).isGreaterThanOrEqualTo(FLOOR_PX);
        });
        waitUntil(() -> whole(a) && whole(b));
    }

    /** At 150 % text, in the window and in presentation, each lane shows its whole picture at once. */
    @Test
    void atOneAndAHalfTimesTheTextEachLaneShowsItsWholePicture(FxRobot robot) throws TimeoutException {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> {
            item(bar, "menu-larger").fire();
            item(bar, "menu-larger").fire();
        });
        openPair(robot);
        PipelinePictureView a = picture(robot, "#pipeline");
        PipelinePictureView b = picture(robot, "#pipeline-b");
        waitUntil(() -> a.pictureDrawn() && b.pictureDrawn());
        waitUntil(() -> whole(a) && whole(b));
        robot.interact(() -> assertThat(b.leastType()).isGreaterThanOrEqualTo(FLOOR_PX));

        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> a.presentationProperty().get() && whole(a) && whole(b));
        robot.interact(() -> assertThat(b.leastType()).isGreaterThanOrEqualTo(2 * FLOOR_PX));
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Whether the picture shows its whole canvas: no scroll bar, the canvas its own height. */
    private static boolean whole(PipelinePictureView picture) {
        return picture.getHeight() > 0 && !picture.lookup("#picture-scroll").isVisible();
    }

    @Test
    void inPresentationTheScoreboardTakesTheWholeWidthNoSmallerThanInTheWindow(FxRobot robot)
            throws TimeoutException {
        openPair(robot);
        Scoreboard board = robot.lookup("#scoreboard").queryAs(Scoreboard.class);
        waitUntil(() -> !board.figures().isEmpty());
        Label value = robot.lookup("#score-throughput-a").queryAs(Label.class);
        double inWindow = value.getFont().getSize();

        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        double width = stage.getScene().getWidth();
        waitUntil(() -> board.hiddenFigures().isEmpty() && tableWidth(board) >= 0.95 * width);
        robot.interact(() -> {
            assertThat(board.getWidth()).isEqualTo(width);
            assertThat(value.getFont().getSize()).isGreaterThanOrEqualTo(inWindow);
        });
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> value.getFont().getSize() == inWindow);
    }

    /**
     * At 200 % text presentation's type does not cut the lanes' titles, and the scoreboard shows
     * every figure: smaller than the window's type where the width needs it, never below normal
     * text's.
     */
    @Test
    void atTwiceTheTextPresentationShowsEveryFigureAndWholeTitles(FxRobot robot) throws TimeoutException {
        openPair(robot);
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> {
            for (int i = 0; i < 4; i++) {
                item(bar, "menu-larger").fire(); // 125, 150, 175, 200 %
            }
        });
        Scoreboard board = robot.lookup("#scoreboard").queryAs(Scoreboard.class);
        waitUntil(() -> board.figures().size() >= 6);
        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> board.hiddenFigures().isEmpty() && titlesWhole(robot));
        robot.interact(() -> assertThat(board.typeScale()).isGreaterThanOrEqualTo(0.5));
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Whether every lane's title shows all its words, none cut to "…". */
    private static boolean titlesWhole(FxRobot robot) {
        return robot.lookup(".lane-title").queryAllAs(Label.class).stream().filter(Node::isVisible)
                .allMatch(l -> l.lookup(".text") instanceof javafx.scene.text.Text t && t.getText().equals(l.getText()));
    }

    /** How far right the board's cells reach. */
    private static double tableWidth(Scoreboard board) {
        return board.getChildrenUnmodifiable().stream().filter(Node::isManaged)
                .mapToDouble(n -> n.getBoundsInParent().getMaxX()).max().orElse(0);
    }

    @Test
    void inPresentationTheSpotlightLightsTheStageInBothLanes(FxRobot robot) {
        openPair(robot);
        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.DIGIT2);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picture(robot, "#pipeline").spotlight().lit()).isEqualTo(org.ringside.model.sim.Stage.QDISC);
        assertThat(picture(robot, "#pipeline-b").spotlight().lit()).isEqualTo(org.ringside.model.sim.Stage.QDISC);
        assertThat(picture(robot, "#pipeline-b").spotlight().shownText()).isNotEmpty();
        robot.type(KeyCode.DIGIT2);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picture(robot, "#pipeline-b").spotlight().lit()).isNull();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
