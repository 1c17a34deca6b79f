package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.sim.SimSnapshot;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Keys 1 to 5 (6 the port behind one), and a click in presentation, put one stage in the
 * spotlight; the same key clears it; [ and ] move it along.
 */
@ExtendWith(ApplicationExtension.class)
class StageSpotlightTest {
    private static final SimSnapshot BUSY = PipelineSnapshots.busyAt(300_000_000L);
    private PipelinePictureView view;
    private TextField field;

    @Start
    void start(Stage stage) {
        view = new PipelinePictureView();
        view.setFocusTraversable(true);
        field = new TextField();
        field.setId("field");
        stage.setScene(new Scene(new VBox(field, view), 1280, 760));
        stage.show();
        view.update(BUSY, 1_000_000_000L);
        view.requestFocus();
    }

    private org.ringside.model.sim.Stage lit() {
        return view.spotlight().lit();
    }

    @Test
    void eachKeyLightsItsStageInPipelineOrderAndAgainClearsIt(FxRobot robot) {
        robot.type(KeyCode.DIGIT3);
        assertThat(lit()).isEqualTo(org.ringside.model.sim.Stage.DRIVER);
        assertThat(view.spotlight().shownText()).isEqualTo(StageNotes.paragraph(org.ringside.model.sim.Stage.DRIVER, BUSY));
        // Beside the driver's panel, not over it, and inside the picture.
        Bounds note = robot.lookup("#spotlight-note").query().getBoundsInParent();
        Rectangle2D panel = new PipelineLayout(view.getWidth(), view.getHeight(), 1, 3, 2, false)
                .panel(org.ringside.model.sim.Stage.DRIVER);
        assertThat(note.getMinX() >= panel.getMaxX() || note.getMaxX() <= panel.getMinX()).as("%s beside %s", note, panel)
                .isTrue();
        assertThat(note.getMinX()).isGreaterThanOrEqualTo(0);
        assertThat(note.getMaxX()).isLessThanOrEqualTo(view.getWidth());
        robot.type(KeyCode.DIGIT3);
        assertThat(lit()).isNull();
        assertThat(view.spotlight().shownText()).isEmpty();

        org.ringside.model.sim.Stage[] order = {org.ringside.model.sim.Stage.SOCKET, org.ringside.model.sim.Stage.QDISC,
            org.ringside.model.sim.Stage.DRIVER, org.ringside.model.sim.Stage.RING, org.ringside.model.sim.Stage.WIRE};
        KeyCode[] keys = {KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT4, KeyCode.NUMPAD5};
        for (int i = 0; i < keys.length; i++) {
            robot.type(keys[i]);
            assertThat(lit()).as("key %s", keys[i]).isEqualTo(order[i]);
        }
    }

    @Test
    void behindAPortKeySixAndTheBracketsReachIt(FxRobot robot) {
        robot.type(KeyCode.DIGIT6);
        assertThat(lit()).as("no port in this run: 6 lights nothing").isNull();
        SimSnapshot port = PipelineSnapshots.behindPortAt(Aqm.FQ_CODEL, 30_000_000L);
        robot.interact(() -> view.update(port, 2_000_000_000L));
        robot.type(KeyCode.DIGIT6);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(lit()).isEqualTo(org.ringside.model.sim.Stage.PORT);
        assertThat(view.spotlight().shownText()).isEqualTo(StageNotes.paragraph(org.ringside.model.sim.Stage.PORT, port))
                .contains("fq_codel hashes each flow");
        // Beside the port's panel (the picture's last strip): on its left, inside the picture.
        Bounds note = robot.lookup("#spotlight-note").query().getBoundsInParent();
        assertThat(note.getMaxX()).isLessThanOrEqualTo(view.getWidth() * (1 - PortStage.SHARE));
        assertThat(note.getMinX()).isGreaterThanOrEqualTo(0);
        // One transmit queue: ] and [ step the light along the path, round, the port after the wire.
        robot.type(KeyCode.CLOSE_BRACKET);
        assertThat(lit()).isEqualTo(org.ringside.model.sim.Stage.SOCKET);
        robot.type(KeyCode.OPEN_BRACKET);
        assertThat(lit()).isEqualTo(org.ringside.model.sim.Stage.PORT);
        robot.type(KeyCode.OPEN_BRACKET);
        assertThat(lit()).isEqualTo(org.ringside.model.sim.Stage.WIRE);
        robot.type(KeyCode.CLOSE_BRACKET);
        assertThat(lit()).isEqualTo(org.ringside.model.sim.Stage.PORT);
        robot.type(KeyCode.DIGIT6);
        assertThat(lit()).isNull();
        robot.type(KeyCode.CLOSE_BRACKET);
        assertThat(lit()).as("nothing lit: the brackets light nothing").isNull();
    }

    @Test
    void theQdiscsNoteIsTheQdiscThePictureShows(FxRobot robot) {
        robot.type(KeyCode.DIGIT2);
        assertThat(view.spotlight().shownText()).contains(BUSY.path().settings().qdisc().leaf().yamlName());
        // Another run in the picture while the qdisc is lit: its note follows.
        robot.interact(() -> view.update(PipelineSnapshots.multiqueueAt(8, 20_000_000L), 2_000_000_000L));
        assertThat(view.spotlight().shownText()).contains("mq over fq_codel", "fq_codel (3.5)")
                .doesNotContain("pfifo_fast");
        robot.type(KeyCode.DIGIT3);
        assertThat(view.spotlight().shownText()).contains("ixgbe_xmit_frame_ring");
    }

    @Test
    void digitsTypedIntoAFieldOrWithCtrlLightNothing(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        assertThat(lit()).isNull();
        robot.clickOn("#field").type(KeyCode.DIGIT2);
        assertThat(field.getText()).isEqualTo("2");
        assertThat(lit()).isNull();
    }

    @Test
    void inPresentationAClickOnAStageLightsItAndOutsideItExplainsItSmall(FxRobot robot) {
        Rectangle2D panel = new PipelineLayout(view.getWidth(), view.getHeight(), 1, 3, 2, false)
                .panel(org.ringside.model.sim.Stage.RING);
        Point2D foot = view.localToScreen(panel.getCenterX(), panel.getMaxY() - 10);
        robot.clickOn(foot);
        assertThat(lit()).isNull();
        assertThat(view.noteText()).contains("doorbell");
        robot.interact(() -> view.presentationProperty().set(true));
        robot.moveTo(view.localToScreen(5, 5));
        WaitForAsyncUtils.waitForFxEvents();
        Rectangle2D presented = new PipelineLayout(view.getWidth(), view.getHeight(), PictureType.PRESENTATION_SCALE, 3,
                2, false).panel(org.ringside.model.sim.Stage.RING);
        robot.clickOn(view.localToScreen(presented.getCenterX(), presented.getMaxY() - 10));
        assertThat(lit()).isEqualTo(org.ringside.model.sim.Stage.RING);
        assertThat(view.spotlight().shownText()).contains("doorbell");
        // Every other stage in the spotlight: its explanation no taller than its panel and inside the picture.
        for (KeyCode key : new KeyCode[] {KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT5}) {
            robot.type(key);
            Bounds note = robot.lookup("#spotlight-note").query().getBoundsInParent();
            assertThat(note.getHeight()).as("key %s", key).isLessThanOrEqualTo(presented.getHeight() + 1);
            assertThat(note.getMinX()).isGreaterThanOrEqualTo(0);
            assertThat(note.getMaxX()).isLessThanOrEqualTo(view.getWidth());
            assertThat(view.spotlight().shownText()).isNotEmpty();
        }
    }

    @Test
    void theStagesOutOfTheSpotlightAreVeiledAndTheLitOneIsNot() {
        BufferedImage before = painted(null);
        BufferedImage after = painted(org.ringside.model.sim.Stage.QDISC);
        PipelineLayout layout = new PipelineLayout(1280, 720, 1, 3, 2, false);
        Rectangle2D qdisc = layout.panel(org.ringside.model.sim.Stage.QDISC);
        assertThat(differingPixels(before, after, layout.panel(org.ringside.model.sim.Stage.SOCKET)))
                .as("pixels of the veiled sockets").isGreaterThan(1000);
        Rectangle2D inner = new Rectangle2D.Double(qdisc.getX() + 8, qdisc.getY() + 8, qdisc.getWidth() - 16,
                qdisc.getHeight() - 16);
        assertThat(differingPixels(before, after, inner)).as("pixels inside the lit qdisc").isZero();
    }

    private static BufferedImage painted(org.ringside.model.sim.Stage spotlight) {
        PipelineRenderer r = new PipelineRenderer();
        r.update(BUSY, 1280, 720, 0, false);
        r.setSpotlight(spotlight);
        BufferedImage image = new BufferedImage(1280, 720, BufferedImage.TYPE_INT_RGB);
        r.paint(image.createGraphics(), null);
        return image;
    }

    private static int differingPixels(BufferedImage a, BufferedImage b, Rectangle2D area) {
        int n = 0;
        for (int y = (int) area.getMinY(); y < (int) area.getMaxY(); y++) {
            for (int x = (int) area.getMinX(); x < (int) area.getMaxX(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    n++;
                }
            }
        }
        return n;
    }
}
