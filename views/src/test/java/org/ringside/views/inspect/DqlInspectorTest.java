package org.ringside.views.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.dql.Dql;
import org.ringside.model.dql.DqlRule;
import org.ringside.model.dql.DqlSnapshot;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.BqlView;
import org.ringside.model.sim.Simulation;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The DQL inspector over a real run, and its sentence for every rule. */
@ExtendWith(ApplicationExtension.class)
class DqlInspectorTest {
    private DqlInspector inspector;

    @Start
    void start(Stage stage) {
        inspector = new DqlInspector();
        stage.setScene(new Scene(inspector, 900, 760));
        stage.show();
    }

    @Test
    void everyVariableShowsUnderItsKernelName(FxRobot robot) {
        Simulation sim = new Simulation(Scenario.defaults());
        sim.runUntil(30_000_000L);
        SimSnapshot snap = sim.snapshot();
        robot.interact(() -> inspector.update(snap));
        DqlSnapshot d = snap.queue(0).bql().dql();
        Map<String, Long> expected = Map.ofEntries(Map.entry("num_queued", d.queued()),
                Map.entry("adj_limit", d.edge()), Map.entry("last_obj_cnt", d.lastObjCount()),
                Map.entry("limit", d.limit()), Map.entry("num_completed", d.completed()),
                Map.entry("prev_ovlimit", d.prevOverLimit()), Map.entry("prev_num_queued", d.prevNumQueued()),
                Map.entry("prev_last_obj_cnt", d.prevLastObjCount()), Map.entry("slack_start_time", d.slackStartTick()),
                Map.entry("min_limit", d.limitMin()),
                Map.entry("slack_hold_time", d.holdTimeMs()), Map.entry("inflight", d.inflight()),
                Map.entry("avail", d.avail()));
        expected.forEach((name, value) -> assertThat(text(robot, "#dql-" + name)).as(name)
                .isEqualTo(String.format(Locale.ROOT, "%,d", value)));
        assertThat(text(robot, "#dql-max_limit")).as("the default, DQL_MAX_LIMIT").isEqualTo("no limit");
        assertThat(d.limit()).isPositive();
        assertThat(d.queued()).isGreaterThan(1_000_000);
        assertThat(text(robot, "#dql-lowest_slack")).isEqualTo(
                d.lowestSlack() == Dql.NONE ? "none yet" : String.format(Locale.ROOT, "%,d", d.lowestSlack()));
        assertThat(text(robot, "#dql-stack-XOFF")).isEqualTo(snap.queue(0).bql().stackXoff() ? "stopped" : "running");
        assertThat(text(robot, "#dql-rule")).isEqualTo("last completion: " + d.lastRule().words());
        assertThat(text(robot, "#dql-why")).isEqualTo(DqlRuleText.why(d.lastRule()));
        assertThat(text(robot, "#dql-mode")).isEqualTo("BQL is on");
    }

    @Test
    void withManyQueuesItShowsAndNamesTheChosenQueue(FxRobot robot) throws Exception {
        // linux-today-10gbe-mq.yaml at 30 ms: the seven streams' queues busy, tx-7 only the call's.
        Simulation sim = new Simulation(org.ringside.model.scenario.ScenarioLoader.fromFile(
                java.nio.file.Path.of("..", "assets", "scenarios", "linux-today-10gbe-mq.yaml")));
        sim.runUntil(30_000_000L);
        SimSnapshot snap = sim.snapshot();
        assertThat(snap.queues().get(7).bqlLimit()).as("tx-7's limit differs from tx-0's")
                .isNotEqualTo(snap.queues().get(0).bqlLimit());
        robot.interact(() -> inspector.update(snap, 7));
        assertThat(text(robot, "#dql-mode")).isEqualTo("tx-7 of 8: BQL is on");
        assertThat(text(robot, "#dql-limit")).isEqualTo(String.format(Locale.ROOT, "%,d", snap.queues().get(7).bqlLimit()));
        robot.interact(() -> inspector.update(snap, 0));
        assertThat(text(robot, "#dql-mode")).isEqualTo("tx-0 of 8: BQL is on");
        assertThat(text(robot, "#dql-limit")).isEqualTo(String.format(Locale.ROOT, "%,d", snap.queues().get(0).bqlLimit()));
    }

    @Test
    void noLowestSlackYetHasNoUnit(FxRobot robot) {
        SimSnapshot start = new Simulation(Scenario.defaults()).snapshot();
        assertThat(start.queue(0).bql().dql().lowestSlack()).isEqualTo(Dql.NONE);
        robot.interact(() -> inspector.update(start));
        assertThat(text(robot, "#dql-lowest_slack")).isEqualTo("none yet");
        assertThat(text(robot, "#dql-lowest_slack-unit")).isEmpty();
    }

    @Test
    void everyRuleHasItsOwnSentenceNamingWhatItChanged(FxRobot robot) {
        for (DqlRule rule : DqlRule.values()) {
            robot.interact(() -> inspector.update(withRule(rule)));
            assertThat(text(robot, "#dql-rule")).endsWith(rule.words());
            assertThat(text(robot, "#dql-why")).isEqualTo(DqlRuleText.why(rule)).endsWith(".");
        }
        List<String> all = Arrays.stream(DqlRule.values()).map(DqlRuleText::why).toList();
        assertThat(all).doesNotHaveDuplicates();
        assertThat(DqlRuleText.why(DqlRule.STARVATION_GROWTH)).contains("ran dry", "grew", "prev_ovlimit");
        assertThat(DqlRuleText.why(DqlRule.SLACK_MEASURED)).contains("busy", "lowest_slack", "slack_hold_time");
        assertThat(DqlRuleText.why(DqlRule.SLACK_APPLIED)).contains("cut by lowest_slack");
        assertThat(DqlRuleText.why(DqlRule.CLAMPED)).contains("min_limit", "max_limit");
        assertThat(DqlRuleText.why(DqlRule.NO_CHANGE)).contains("left as they were");
        assertThat(DqlRuleText.why(DqlRule.NONE_YET)).contains("min_limit");
    }

    @Test
    void limitMaxsDefaultReadsNoLimitAndTheTotalsSayTheyAreTotals(FxRobot robot) {
        robot.interact(() -> inspector.update(withRule(DqlRule.NO_CHANGE)));
        assertThat(text(robot, "#dql-max_limit")).isEqualTo("no limit");
        assertThat(text(robot, "#dql-max_limit-unit")).isEmpty();
        assertThat(text(robot, "#dql-totals")).contains("num_queued and num_completed are totals since the start");
        assertThat(robot.lookup("#dql-totals").queryAs(Label.class).isVisible()).isTrue();

        DqlSnapshot d = withRule(DqlRule.NO_CHANGE).queue(0).bql().dql();
        DqlSnapshot bounded = new DqlSnapshot(d.queued(), d.completed(), d.limit(), d.edge(), d.lastObjCount(),
                d.prevNumQueued(), d.prevOverLimit(), d.prevLastObjCount(), d.lowestSlack(), d.slackStartTick(),
                d.limitMin(), 65_536, d.holdTimeMs(), d.inflight(), d.avail(), d.lastRule());
        robot.interact(() -> inspector.update(with(bounded)));
        assertThat(text(robot, "#dql-max_limit")).isEqualTo("65,536");
        assertThat(text(robot, "#dql-max_limit-unit")).isEqualTo("bytes");
    }

    @Test
    void aStaleAvailReadsADashAndNeverWidensTheTable(FxRobot robot) {
        robot.interact(() -> inspector.update(withRule(DqlRule.NO_CHANGE)));
        double[] widths = new double[2];
        robot.interact(() -> widths[0] = inspector.prefWidth(-1));
        // After a ring reset: limit and counters afresh, adj_limit still the old run's, 335 MB ahead.
        DqlSnapshot stale = new DqlSnapshot(0, 0, 0, 335_000_000L, 0, 0, 0, 0, Dql.NONE, 2, 0, Dql.MAX_LIMIT, 1000,
                0, 335_000_000L, DqlRule.NONE_YET);
        assertThat(stale.edgeStale()).isTrue();
        robot.interact(() -> {
            inspector.update(with(stale));
            widths[1] = inspector.prefWidth(-1);
        });
        assertThat(text(robot, "#dql-avail")).isEqualTo("—");
        assertThat(text(robot, "#dql-avail-stale")).startsWith("avail: —, stale until the first completion");
        assertThat(robot.lookup("#dql-avail-stale").queryAs(Label.class).isVisible()).isTrue();
        assertThat(widths[1]).isLessThanOrEqualTo(widths[0] + 0.5);
    }

    /** A snapshot of which only the BQL part matters here, its last completion having taken {@code rule}. */
    private static SimSnapshot withRule(DqlRule rule) {
        DqlSnapshot dql = new DqlSnapshot(3028, 1514, 1514, 3028, 1514, 3028, 0, 1514, Dql.NONE, 2, 0, Dql.MAX_LIMIT,
                1000, 1514, 0, rule);
        return with(dql);
    }

    private static SimSnapshot with(DqlSnapshot dql) {
        BqlView bql = new BqlView(true, 1514, 0, 1514, true, dql);
        QueueDetail queue = new QueueDetail(0, 0, List.of(), List.of(), null, 0, 0, null, bql, false, null, false, 0, 0,
                0);
        return new SimSnapshot(5_000_000L, List.of(), null, null, List.of(), List.of(queue),
                List.of(new SimSnapshot.CpuView("idle", 5_000_000L, 0)), null, null);
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }
}
