package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.SimSnapshot.RingView;
import org.ringside.model.sim.Stage;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Eight transmit queues on screen: a click on a queue in the strip shows it in the stages'
 * panels, titles and ring alike; [ and ] step to the queue before and after.
 */
@ExtendWith(ApplicationExtension.class)
class QueueChooserTest {
    private static final SimSnapshot EIGHT = PipelineSnapshots.multiqueueAt(8, 100_000_000L);
    private PipelinePictureView view;
    private final List<PipelinePick> picks = new ArrayList<>();

    @Start
    void start(javafx.stage.Stage stage) {
        view = new PipelinePictureView();
        view.onPickProperty().set(picks::add);
        view.setFocusTraversable(true); // as the window makes it
        stage.setScene(new Scene(view, 1280, 720));
        stage.show();
        view.update(EIGHT, 1_000_000_000L);
    }

    @Test
    void clickingAQueueShowsItsRingInThePanels(FxRobot robot) {
        assertThat(view.title(Stage.RING)).isEqualTo("TX RING tx-0 of 8");
        Rectangle2D cell = cellOf(3);
        robot.clickOn(view.localToScreen(cell.getCenterX(), cell.getCenterY()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.queues().shown()).isEqualTo(3);
        assertThat(view.title(Stage.RING)).isEqualTo("TX RING tx-3 of 8");
        assertThat(view.title(Stage.QDISC)).isEqualTo("QDISC mq/fq_codel tx-3");
        assertThat(picks).as("a queue chosen is no pick of a packet or a stage").isEmpty();

        // The ring's panel now draws queue 3's descriptors: a slot clicked holds queue 3's packet.
        RingView three = EIGHT.queue(3).ring();
        PacketView oldest = three.packets().get(0);
        assertThat(EIGHT.queue(0).ring().packetAt(oldest.firstSlot())).as("queue 0 holds another packet there")
                .isNotEqualTo(oldest.id());
        PipelineLayout layout = view.layoutForTests();
        double a = RingGeometry.angle(oldest.firstSlot() + 0.5, three.size());
        double r = (layout.ring().stateInner() + layout.ring().outer()) / 2;
        Point2D click = view.localToScreen(layout.ring().x() + r * Math.cos(a), layout.ring().y() + r * Math.sin(a));
        click = new Point2D(Math.round(click.getX()), Math.round(click.getY()));
        Point2D local = view.screenToLocal(click);
        int slot = view.slotAt(local.getX(), local.getY());
        robot.clickOn(click);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picks).hasSize(1);
        assertThat(picks.get(0).packet().id()).isEqualTo(three.packetAt(slot))
                .isNotEqualTo(EIGHT.queue(0).ring().packetAt(slot));
    }

    @Test
    void bracketsStepThroughTheQueuesRound(FxRobot robot) {
        // The click gives the picture the keyboard.
        robot.clickOn(view.localToScreen(cellOf(6).getCenterX(), cellOf(6).getCenterY()));
        robot.type(KeyCode.CLOSE_BRACKET);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.title(Stage.RING)).isEqualTo("TX RING tx-7 of 8");
        robot.type(KeyCode.CLOSE_BRACKET);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.title(Stage.RING)).as("after the last, the first").isEqualTo("TX RING tx-0 of 8");
        robot.type(KeyCode.OPEN_BRACKET, 2);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.title(Stage.QDISC)).isEqualTo("QDISC mq/fq_codel tx-6");
    }

    @Test
    void hoveringAQueueSaysWhatItHoldsAndHowToShowIt(FxRobot robot) {
        Rectangle2D cell = cellOf(5);
        robot.moveTo(view.localToScreen(cell.getCenterX(), cell.getCenterY()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).startsWith("tx-5 (its interrupt on CPU 5)")
                .contains("of " + EIGHT.queues().get(5).ringSize() + " descriptors").contains("[ and ]");
    }

    @Test
    void aQueuesBqlWordsAreItsDqlInflightAsTheDriverPanelAndTheInspectorSayIt() {
        // With TSO BQL counts every segment's headers, so its inflight is not the ring's skb->len sum.
        QueueDetail q = EIGHT.queues().stream().filter(d -> d.bqlInflight() != d.ringBytes() && d.bqlLimit() > 0)
                .findFirst().orElseThrow();
        String inflight = ByteCounts.readable(q.bqlInflight());
        assertThat(QueuesPainter.bql(q).get(0)).isEqualTo("BQL " + inflight + " of " + ByteCounts.readable(q.bqlLimit()));
        assertThat(QueueChooser.describe(q, EIGHT.path())).contains("BQL: " + inflight + " in flight of a ");
    }

    @Test
    void aQueuesNoteSaysWhichSocketsSendThereAndWhy(FxRobot robot) {
        Rectangle2D cell = cellOf(5);
        robot.moveTo(view.localToScreen(cell.getCenterX(), cell.getCenterY()));
        WaitForAsyncUtils.waitForFxEvents();
        // The fifth stream runs on CPU 5, whose XPS map (ixgbe's) is tx-5.
        assertThat(view.noteText()).contains("streams (socket 5, CPU 5): XPS maps CPU 5 to tx-5 (get_xps_queue)");
    }

    @Test
    void anIdleQueueWithBqlOnIsNotCalledBqlOff() {
        // At t = 0 no queue has had a completion: every limit is still 0, BQL on all the same.
        SimSnapshot idle = PipelineSnapshots.multiqueueAt(8, 0);
        QueueDetail q = idle.queue(7);
        assertThat(q.bqlLimit()).isZero();
        assertThat(QueueChooser.describe(q, idle.path())).contains("BQL on, idle").doesNotContain("BQL off");
        assertThat(QueuesPainter.bql(q)).first().isEqualTo("BQL on, idle");
    }

    private Rectangle2D cellOf(int queue) {
        return QueueStrip.of(view.layoutForTests()).cell(queue, new Rectangle2D.Double());
    }
}
