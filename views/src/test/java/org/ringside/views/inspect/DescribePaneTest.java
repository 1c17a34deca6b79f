package org.ringside.views.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.views.run.Frame;
import org.ringside.views.run.RunController;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The picture in words: the limit that stops packets named, and told again at most once a second. */
@ExtendWith(ApplicationExtension.class)
class DescribePaneTest {
    private final AtomicLong clock = new AtomicLong();
    /** The queue lane A's picture shows. */
    private final AtomicInteger shown = new AtomicInteger();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private static RunController run(String scenario) throws Exception {
        return new RunController(ScenarioLoader.fromResource("ringside/assets/scenarios/" + scenario));
    }

    /** Steps {@code run} one event at a time until its snapshot shows {@code until}. */
    private static void stepUntil(RunController run, Predicate<SimSnapshot> until) {
        for (int i = 0; i < 200_000 && !until.test(run.snapshot()); i++) {
            run.stepEvent();
        }
        assertThat(until.test(run.snapshot())).as("the run reached the state").isTrue();
    }

    private DescribePane pane(RunController a) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            DescribePane pane = new DescribePane(clock::get, a, shown::get);
            stage.setScene(new Scene(pane, 1200, 400));
            stage.show();
            return pane;
        }).get();
    }

    private static void frame(DescribePane pane, RunController run) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> pane.onFrame(new Frame(0, run.snapshot(), run.result()))).get();
    }

    @Test
    void aBqlLimitedRunIsStoppedByBql(FxRobot robot) throws Exception {
        RunController a = run("bql-paper-tso-off-bql-on.yaml");
        DescribePane pane = pane(a);
        stepUntil(a, s -> s.queue(0).bql().stackXoff() && !s.queue(0).qdiscBands().get(0).isEmpty());
        frame(pane, a);
        assertThat(pane.wordsA().get()).contains("What stops them: BQL stopped the queue (stack XOFF)")
                .doesNotContain("driver XOFF").contains("the qdisc (pfifo_fast) holds")
                .contains("BQL inflight "
                        + String.format(java.util.Locale.ROOT, "%,d", a.snapshot().queue(0).bql().inflight()))
                .containsPattern("Last step: t=[0-9]");
    }

    @Test
    void aRunWithoutBqlIsStoppedByTheFullRing(FxRobot robot) throws Exception {
        RunController a = run("bql-paper-tso-off-bql-off.yaml");
        DescribePane pane = pane(a);
        stepUntil(a, s -> s.queue(0).driverXoff());
        frame(pane, a);
        assertThat(pane.wordsA().get()).contains("What stops them: the ring is full: the driver stopped the queue"
                + " (driver XOFF)").doesNotContain("stack XOFF").contains("(BQL off)");
    }

    @Test
    void theWordsAreToldAgainAtMostOnceASecond(FxRobot robot) throws Exception {
        RunController a = run("default-1gbe.yaml");
        DescribePane pane = pane(a);
        frame(pane, a);
        String first = pane.wordsA().get();
        assertThat(first).contains("No step taken yet");
        for (long at : new long[] {1, DescribePane.INTERVAL_NS / 2, DescribePane.INTERVAL_NS - 1}) {
            a.stepEvent();
            clock.set(at);
            frame(pane, a);
            assertThat(pane.wordsA().get()).as("at %d ns", at).isEqualTo(first);
        }
        clock.set(DescribePane.INTERVAL_NS);
        frame(pane, a);
        assertThat(pane.wordsA().get()).isNotEqualTo(first).contains("Last step: t=");
    }

    @Test
    void withSeveralQueuesTheWordsTellTheQueueThePictureShows(FxRobot robot) throws Exception {
        RunController a = run("linux-today-10gbe-mq.yaml");
        DescribePane pane = pane(a);
        stepUntil(a, s -> s.queue(3).ringInUse() > 0 && s.queue(3).ringInUse() != s.queue(0).ringInUse());
        shown.set(3);
        frame(pane, a);
        SimSnapshot s = a.snapshot();
        assertThat(pane.wordsA().get()).contains("on queue tx-3 of 8, ")
                .contains("the TX ring has " + s.queue(3).ringInUse() + " of " + s.queue(3).ringSize() + " descriptors");
    }

    @Test
    void withLaneBBothLanesAreTold(FxRobot robot) throws Exception {
        RunController a = run("bql-paper-tso-off-bql-on.yaml");
        RunController b = run("bql-paper-tso-off-bql-off.yaml");
        DescribePane pane = pane(a);
        robot.interact(() -> pane.laneB(b, () -> 0));
        stepUntil(b, s -> s.queue(0).driverXoff());
        frame(pane, a);
        assertThat(pane.wordsB().get()).contains("driver XOFF");
        assertThat(pane.wordsA().get()).contains("No step taken yet");
        assertThat(robot.lookup(".describe-text").queryAllAs(javafx.scene.control.Label.class))
                .extracting(javafx.scene.control.Label::getText).hasSize(2)
                .anyMatch(t -> t.startsWith("Lane A: ")).anyMatch(t -> t.startsWith("Lane B: "));
    }
}
